#include "cube/stagefit.h"

#include "cube/expressionlines.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {

// A deeper break level must make the type this much larger per level to be chosen: eight
// lines of (a₀+a₄)+ read worse than two lines of a slightly smaller type.
constexpr double kLevelPenalty = 0.85;
// Widths measured at the reference size and scaled can be a little short at small sizes,
// where glyphs are hinted to whole pixels; the real widths are checked at the end.
constexpr double kScaledWidthAllowance = 1.02;

double lineWidth(const QStringList& lines, const QFontMetricsF& metrics)
{
    return ExpressionLines::width(lines, metrics);
}

// Per node: its lines at the measure, as (widest line, number of lines).
struct NodeLines
{
    std::vector<double> widths;
    std::vector<int> counts;
};

NodeLines nodeLines(const StageFit::Texts& texts, const QFontMetricsF& metrics, double measure)
{
    NodeLines out;
    for (const QStringList& values : texts.values) {
        double widest = 0;
        int count = 1;
        for (const QString& value : values) {
            const QStringList lines = StageFit::linesOf(value, texts.expressions, metrics, measure);
            widest = std::max(widest, lineWidth(lines, metrics));
            count = std::max(count, static_cast<int>(lines.size()));
        }
        out.widths.push_back(widest);
        out.counts.push_back(count);
    }
    return out;
}

// The widest line of any value broken at level.
double measureAt(const StageFit::Texts& texts, const QFontMetricsF& metrics, int level)
{
    double widest = 0;
    for (const QStringList& values : texts.values)
        for (const QString& value : values)
            for (const QString& part : value.split(QLatin1Char('\n')))
                widest =
                    std::max(widest, texts.expressions
                                         ? lineWidth(ExpressionLines::split(part, level), metrics)
                                         : metrics.horizontalAdvance(part));
    return widest;
}

// Whether boxes of a type of `pixels` leave room between them and for the links, placed in the
// plot (at *centres), and where the stage asks for it, for the tree's edges below them.
bool hasRoom(const StageFit::Stage& stage, const std::vector<QSizeF>& boxes, int pixels,
             std::vector<QPointF>* centres)
{
    *centres = NodeBoxes::place(stage.unit, boxes, stage.plot, stage.zoom);
    return NodeBoxes::haveRoom(*centres, boxes, stage.links, StageFit::gap(pixels),
                               StageFit::linkMargin(pixels)) &&
           (stage.edgeDrop <= 0 ||
            NodeBoxes::dropDown(*centres, boxes, stage.links, stage.edgeDrop * pixels));
}

// The boxes at a size and level from the widths measured at the reference size.
std::vector<QSizeF> scaledBoxes(const StageFit::Texts& texts, int pixels, std::size_t level)
{
    const double k =
        static_cast<double>(pixels) / StageFit::kReferencePixels * kScaledWidthAllowance;
    std::vector<QSizeF> boxes(texts.values.size());
    for (std::size_t i = 0; i < boxes.size(); ++i)
        boxes[i] = StageFit::boxSize(texts.font, pixels, texts.addressDigits,
                                     texts.widths[level][i] * k, texts.lines[level][i]);
    return boxes;
}

// A break level with the largest type at which its scaled boxes fit, and how good it reads.
struct Candidate
{
    int pixels;
    std::size_t level;
    double score;
};

// Per level, the largest size that fits (the room shrinks as the type grows), the best first.
std::vector<Candidate> candidates(const StageFit::Texts& texts, const StageFit::Stage& stage)
{
    std::vector<Candidate> found;
    std::vector<QPointF> centres;
    for (std::size_t level = 0; level < texts.measure.size(); ++level) {
        if (!hasRoom(stage, scaledBoxes(texts, stage.minPixels, level), stage.minPixels, &centres))
            continue;
        int low = stage.minPixels, high = stage.maxPixels;
        while (low < high) {
            const int mid = (low + high + 1) / 2;
            if (hasRoom(stage, scaledBoxes(texts, mid, level), mid, &centres))
                low = mid;
            else
                high = mid - 1;
        }
        found.push_back({low, level, low * std::pow(kLevelPenalty, static_cast<double>(level))});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    return found;
}

} // namespace

QFont StageFit::addressFont(const QFont& family, int pixels)
{
    QFont font = family;
    font.setPixelSize(std::max(1, pixels));
    font.setBold(true);
    return font;
}

QFont StageFit::valueFont(const QFont& family, int pixels)
{
    QFont font = family;
    font.setPixelSize(std::max(1, pixels));
    font.setBold(false);
    return font;
}

double StageFit::padding(int pixels)
{
    return std::max(3.0, std::round(0.3 * pixels));
}
double StageFit::lineGap(int pixels)
{
    return std::round(0.12 * pixels);
}
double StageFit::gap(int pixels)
{
    return std::max(16.0, std::round(1.8 * pixels));
}

QSizeF StageFit::boxSize(const QFont& family, int pixels, int addressDigits, double textWidth,
                         int lines)
{
    const QFontMetricsF address(addressFont(family, pixels)), value(valueFont(family, pixels));
    const double pad = padding(pixels);
    const double width =
        std::max(address.horizontalAdvance(QString(std::max(addressDigits, 1), QLatin1Char('0'))),
                 textWidth) +
        2 * pad;
    double height = 2 * pad + address.height();
    if (lines > 0)
        height += lineGap(pixels) + value.height() + (lines - 1) * value.lineSpacing();
    return {std::ceil(width), std::ceil(height)};
}

QStringList StageFit::linesOf(const QString& value, bool expression, const QFontMetricsF& metrics,
                              double measure)
{
    // A block node's text: a line per block, each broken on its own.
    if (value.contains(QLatin1Char('\n'))) {
        QStringList lines;
        for (const QString& part : value.split(QLatin1Char('\n')))
            lines << linesOf(part, expression, metrics, measure);
        return lines;
    }
    if (!expression)
        return {value};
    return ExpressionLines::fit(value, metrics, measure);
}

StageFit::Texts StageFit::measure(const QFont& font, int addressDigits,
                                  std::vector<QStringList> values, bool expressions)
{
    Texts texts;
    texts.font = font;
    texts.addressDigits = addressDigits;
    texts.values = std::move(values);
    texts.expressions = expressions;
    const QFontMetricsF metrics(valueFont(font, kReferencePixels));
    int levels = 0;
    if (expressions)
        for (const QStringList& node : texts.values)
            for (const QString& value : node)
                for (const QString& part : value.split(QLatin1Char('\n')))
                    levels = std::max(levels, ExpressionLines::levels(part));
    for (int level = 0; level <= levels; ++level) {
        const double measure = measureAt(texts, metrics, level);
        NodeLines lines = nodeLines(texts, metrics, measure);
        texts.measure.push_back(measure);
        texts.widths.push_back(std::move(lines.widths));
        texts.lines.push_back(std::move(lines.counts));
    }
    return texts;
}

StageFit::Result StageFit::fit(const Texts& texts, const Stage& stage)
{
    const std::size_t count = stage.unit.size();
    Result result;
    if (count == 0 || texts.values.size() != count || stage.minPixels > stage.maxPixels)
        return result;
    // Checked with the real widths at that size; a pixel or two smaller where hinting made
    // the type wider than its scaled measure.
    for (const Candidate& candidate : candidates(texts, stage)) {
        for (int pixels = candidate.pixels;
             pixels >= std::max(stage.minPixels, candidate.pixels - 3); --pixels) {
            const QFontMetricsF metrics(valueFont(texts.font, pixels));
            const double measure = measureAt(texts, metrics, static_cast<int>(candidate.level));
            const NodeLines lines = nodeLines(texts, metrics, measure);
            std::vector<QSizeF> boxes(count);
            for (std::size_t i = 0; i < count; ++i)
                boxes[i] = boxSize(texts.font, pixels, texts.addressDigits, lines.widths[i],
                                   lines.counts[i]);
            std::vector<QPointF> centres;
            if (hasRoom(stage, boxes, pixels, &centres)) {
                result.fits = true;
                result.pixels = pixels;
                result.measure = measure;
                result.boxes = std::move(boxes);
                result.centres = std::move(centres);
                return result;
            }
        }
    }
    return result;
}

} // namespace cubelab::gui
