#include "export/handoutwriter.h"

#include "common/collectivetexts.h"
#include "common/valuetext.h"
#include "cube/expressionlines.h"
#include "cube/partialresultsmodel.h"
#include "export/imagefiles.h"
#include "export/stepfigure.h"

#include <QApplication>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <array>

namespace cubelab::gui {

namespace {
// Pages are laid out on a canvas this wide, whatever the printer's resolution.
constexpr double kCanvasWidth = 1600;
constexpr double kMargin = 48;

QFont pixelFont(double pixels, bool bold = false)
{
    QFont font = QApplication::font();
    font.setPixelSize(std::max(1, static_cast<int>(pixels)));
    font.setBold(bold);
    return font;
}

// A value lists at most this many of its elements, as the window's table does.
constexpr std::size_t kShownValueElements = 4;
// The partial results of a step as a table in an area of a handout page: address, s_i and
// value, with the headers and texts of the window's table, the first `listed` rows. The
// address and value columns are as wide as their widest text (a value up to a third of the
// area), the s_i takes the rest; an s_i too wide for its column breaks at its operators as on
// the nodes (ExpressionLines). Every header has the type of the rows.
class ResultsTable
{
public:
    ResultsTable(const Trace& trace, const PartialResultsModel& results, const QRectF& area,
                 int listed, bool more)
        : mTrace(trace), mResults(results), mArea(area), mListed(listed), mMore(more),
          mStep(static_cast<std::size_t>(results.step()))
    {
        fit();
    }

    // Paints the header and the rows; returns where the rows end.
    double paint(QPainter& painter, const Theme& theme) const;
    // The type's pixel size and its line height.
    double size() const { return mSize; }
    double lineHeight() const { return mLineHeight; }

private:
    struct Widths
    {
        double address, value, expression;
    };
    static constexpr double kGap = 12;
    static constexpr int kColumns[] = {PartialResultsModel::AddressColumn,
                                       PartialResultsModel::ExpressionColumn,
                                       PartialResultsModel::ValueColumn};

    QString text(int row, int c) const
    {
        return mResults.data(mResults.index(row, kColumns[c]), Qt::DisplayRole).toString();
    }
    QString header(int c) const
    {
        return mResults.headerData(kColumns[c], Qt::Horizontal, Qt::DisplayRole).toString();
    }
    QString valueFitting(int row, const QFontMetricsF& metrics, double width) const;
    Widths widthsAt(double size) const;
    double startSize() const;
    void fit();
    double paintRow(QPainter& painter, const Theme& theme, int row, double y) const;

    const Trace& mTrace;
    const PartialResultsModel& mResults;
    const QRectF mArea;
    const int mListed;
    const bool mMore; // a line below says how many nodes are not listed
    const std::size_t mStep;
    double mSize = 0;
    double mLineHeight = 0;
    Widths mWidths{};
    std::vector<QStringList> mLines; // per row, the lines of its s_i
    std::array<double, 3> mLefts{};  // per column
    std::array<double, 3> mSpans{};
};

// A value as many of its elements as fit whole: paper cannot point at a cell for the rest, and
// "(8,256; 8,2…" says nothing. A block collective's cell is cut as before.
QString ResultsTable::valueFitting(int row, const QFontMetricsF& metrics, double width) const
{
    const NodeValue v = mTrace.valueAt(static_cast<NodeId>(row), mStep);
    if (mTrace.hasBlocks() || !v.present || v.elements.size() <= 1)
        return metrics.elidedText(text(row, 2), Qt::ElideRight, width);
    QString shown;
    for (std::size_t count = kShownValueElements; count >= 1; --count) {
        shown = formatValueList(v.elements, mTrace.elements(), count, kFullValueDigits);
        if (metrics.horizontalAdvance(shown) <= width)
            break;
    }
    return shown;
}

ResultsTable::Widths ResultsTable::widthsAt(double size) const
{
    const QFontMetricsF bold(pixelFont(size, true));
    Widths w{bold.horizontalAdvance(header(0)), bold.horizontalAdvance(header(2)), 0};
    double value = 0;
    for (int row = 0; row < mListed; ++row) {
        w.address = std::max(w.address, bold.horizontalAdvance(text(row, 0)));
        value = std::max(value, bold.horizontalAdvance(text(row, 2)));
    }
    w.address += kGap;
    w.value = std::min(std::max(w.value, value) + kGap, mArea.width() / 3);
    w.expression = mArea.width() - w.address - w.value;
    return w;
}

// From a size the back of a lecture hall reads, for the rows the area has room for; every s_i
// on one line where that keeps the type at 16 pixels or more.
double ResultsTable::startSize() const
{
    const double size = std::clamp(mArea.height() / (mListed + 2) * 0.55, 12.0, 24.0);
    QString widest;
    for (int row = 0; row < mListed; ++row)
        if (const QString t = text(row, 1); t.size() > widest.size())
            widest = t;
    for (double oneLine = size; oneLine >= 16; oneLine -= 1)
        if (QFontMetricsF(pixelFont(oneLine, true)).horizontalAdvance(widest) <=
            widthsAt(oneLine).expression - kGap)
            return oneLine;
    return size;
}

// The largest type, down to a footnote's, at which every listed row fits the area; the
// columns and the lines of each s_i at it.
void ResultsTable::fit()
{
    mLines.resize(static_cast<std::size_t>(mListed));
    for (mSize = startSize();; mSize -= 1) {
        mWidths = widthsAt(mSize);
        const QFontMetricsF metrics(pixelFont(mSize, true));
        mLineHeight = metrics.height();
        double total = (1.5 + (mMore ? 1 : 0)) * mLineHeight * 1.4;
        for (int row = 0; row < mListed; ++row) {
            QStringList& lines = mLines[static_cast<std::size_t>(row)];
            lines = ExpressionLines::fit(text(row, 1), metrics, mWidths.expression - kGap);
            total += (lines.size() * mLineHeight) + mLineHeight * 0.4;
        }
        if (total <= mArea.height() || mSize <= 9)
            break;
    }
    mLefts = {mArea.left(), mArea.left() + mWidths.address,
              mArea.left() + mWidths.address + mWidths.expression};
    mSpans = {mWidths.address - kGap, mWidths.expression - kGap, mWidths.value - kGap};
}

double ResultsTable::paint(QPainter& painter, const Theme& theme) const
{
    double y = mArea.top();
    const double headerHeight = mLineHeight * 1.4;
    painter.setPen(theme.text);
    painter.setFont(pixelFont(mSize, true));
    for (int c = 0; c < 3; ++c)
        painter.drawText(QRectF(mLefts[c], y, mSpans[c], headerHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, header(c));
    y += headerHeight;
    painter.setPen(QPen(theme.outline, 1));
    painter.drawLine(QPointF(mArea.left(), y), QPointF(mArea.right(), y));
    for (int row = 0; row < mListed; ++row)
        y = paintRow(painter, theme, row, y);
    return y;
}

// A row from y, the rows the step changed in bold on their colour; returns where it ends.
double ResultsTable::paintRow(QPainter& painter, const Theme& theme, int row, double y) const
{
    const QStringList& expression = mLines[static_cast<std::size_t>(row)];
    const double height = expression.size() * mLineHeight + mLineHeight * 0.4;
    const bool changed =
        mResults.data(mResults.index(row, 0), PartialResultsModel::ChangedRole).toBool();
    if (changed)
        painter.fillRect(QRectF(mArea.left(), y, mArea.width(), height),
                         mResults.data(mResults.index(row, 0), Qt::BackgroundRole).value<QColor>());
    painter.setPen(theme.text);
    const QFont font = pixelFont(mSize, changed);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double top = y + mLineHeight * 0.2;
    painter.drawText(QRectF(mLefts[0], top, mSpans[0], mLineHeight),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     metrics.elidedText(text(row, 0), Qt::ElideRight, mSpans[0]));
    painter.drawText(QRectF(mLefts[2], top, mSpans[2], mLineHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, valueFitting(row, metrics, mSpans[2]));
    for (qsizetype i = 0; i < expression.size(); ++i)
        painter.drawText(QRectF(mLefts[1], top + i * mLineHeight, mSpans[1], mLineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, expression[i]);
    return y + height;
}
} // namespace

HandoutWriter::HandoutWriter(const StepFigure& figure) : mFigure(figure) {}

QByteArray HandoutWriter::pdf() const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(96); // the view's fonts are sized in pixels; vectors stay sharp
        writer.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
        writer.setCreator(QStringLiteral("CubeLab"));
        writer.setTitle(
            tr("%1 – handout").arg(CollectiveTexts::title(mFigure.trace().scenario().algorithm)));
        PartialResultsModel results;
        results.setTheme(mFigure.theme());
        results.setTrace(mFigure.sharedTrace());
        QPainter painter(&writer);
        const QRectF device(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
        const double scale = device.width() / kCanvasWidth;
        for (int step = 0; step <= mFigure.stepCount(); ++step) {
            if (step > 0)
                writer.newPage();
            painter.save();
            painter.scale(scale, scale);
            paintPage(painter, QRectF(0, 0, kCanvasWidth, device.height() / scale), step, results);
            painter.restore();
        }
    }
    buffer.close();
    return bytes;
}

bool HandoutWriter::write(const QString& path, QString* error) const
{
    const std::uint64_t pages = static_cast<std::uint64_t>(mFigure.stepCount()) + 1;
    if (const QString reason =
            StepFigure::overBudget(pages, pages * StepFigure::drawnNodes(mFigure.trace()));
        !reason.isEmpty()) {
        *error = reason;
        return false;
    }
    return writeBytes(path, pdf(), error);
}

void HandoutWriter::paintPage(QPainter& painter, const QRectF& page, int step,
                              PartialResultsModel& results) const
{
    const Trace& trace = mFigure.trace();
    const Theme& theme = mFigure.theme();
    painter.fillRect(page, theme.background);
    const QRectF body = page.adjusted(kMargin, kMargin, -kMargin, -kMargin);

    // The heading: the collective and where in it this page is.
    painter.setPen(theme.text);
    painter.setFont(pixelFont(32, true));
    const double headingHeight = QFontMetricsF(painter.font()).height();
    const QRectF heading(body.left(), body.top(), body.width(), headingHeight);
    painter.drawText(heading, Qt::AlignLeft | Qt::AlignVCenter,
                     CollectiveTexts::title(trace.scenario().algorithm));
    painter.drawText(heading, Qt::AlignRight | Qt::AlignVCenter,
                     tr("Step %1 / %2").arg(step).arg(mFigure.stepCount()));

    // The caption, as the timeline writes it.
    painter.setFont(pixelFont(24));
    const QString caption = CollectiveTexts::shownCaption(trace, static_cast<std::size_t>(step));
    const QRectF captionBox(body.left(), heading.bottom() + 16, body.width(), body.height() / 3);
    const QRectF captionUsed =
        painter.boundingRect(captionBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    painter.drawText(captionBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);

    // The footer.
    painter.setFont(pixelFont(16));
    painter.setPen(theme.mutedText);
    const double footerHeight = QFontMetricsF(painter.font()).height();
    const QRectF footer(body.left(), body.bottom() - footerHeight, body.width(), footerHeight);
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, tr("CubeLab handout"));
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                     tr("Page %1 of %2").arg(step + 1).arg(mFigure.stepCount() + 1));

    // The view on the left, the partial results on the right.
    const double top = captionUsed.bottom() + 24;
    const double bottom = footer.top() - 16;
    const double viewWidth = body.width() * 0.5;
    mFigure.paint(painter, QRectF(body.left(), top, viewWidth, bottom - top), step);
    results.setStep(step);
    paintResults(
        painter,
        QRectF(body.left() + viewWidth + 24, top, body.width() - viewWidth - 24, bottom - top),
        results);
}

void HandoutWriter::paintResults(QPainter& painter, const QRectF& area,
                                 PartialResultsModel& results) const
{
    const Theme& theme = mFigure.theme();
    const int nodes = results.rowCount();
    const int listed = std::min(nodes, kMaxListedNodes);
    const bool more = listed < nodes;
    const ResultsTable table(mFigure.trace(), results, area, listed, more);
    const double y = table.paint(painter, theme);
    if (more) {
        const double lineHeight = table.lineHeight();
        painter.setPen(theme.mutedText);
        painter.setFont(pixelFont(table.size()));
        painter.drawText(QRectF(area.left(), y + lineHeight * 0.4, area.width(), lineHeight * 1.4),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         tr("… and %1 more nodes: see the Partial results table in CubeLab.")
                             .arg(nodes - listed));
    }
}

} // namespace cubelab::gui
