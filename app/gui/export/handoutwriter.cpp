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
    const QString caption = CollectiveTexts::caption(trace, static_cast<std::size_t>(step));
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
    const Trace& trace = mFigure.trace();
    const Theme& theme = mFigure.theme();
    const int nodes = results.rowCount();
    const int listed = std::min(nodes, kMaxListedNodes);
    const bool more = listed < nodes;
    const auto step = static_cast<std::size_t>(results.step());

    // Address, s_i and value, with the headers and texts of the window's table. The address
    // and value columns are as wide as their widest text (a value up to a third of the area),
    // the s_i takes the rest; an s_i too wide for its column breaks at its operators as on
    // the nodes (ExpressionLines). Every header has the type of the rows.
    const int columns[] = {PartialResultsModel::AddressColumn,
                           PartialResultsModel::ExpressionColumn, PartialResultsModel::ValueColumn};
    const double gap = 12;
    auto text = [&](int row, int c) {
        return results.data(results.index(row, columns[c]), Qt::DisplayRole).toString();
    };
    auto header = [&](int c) {
        return results.headerData(columns[c], Qt::Horizontal, Qt::DisplayRole).toString();
    };
    // A value as many of its elements as fit whole: paper cannot point at a cell for the
    // rest, and "(8,256; 8,2…" says nothing. A block collective's cell is cut as before.
    auto valueFitting = [&](int row, const QFontMetricsF& metrics, double width) {
        const NodeValue v = trace.valueAt(static_cast<NodeId>(row), step);
        if (trace.hasBlocks() || !v.present || v.elements.size() <= 1)
            return metrics.elidedText(text(row, 2), Qt::ElideRight, width);
        QString shown;
        for (std::size_t count = kShownValueElements; count >= 1; --count) {
            shown = formatValueList(v.elements, trace.elements(), count, kFullValueDigits);
            if (metrics.horizontalAdvance(shown) <= width)
                break;
        }
        return shown;
    };

    struct Widths
    {
        double address, value, expression;
    };
    auto widthsAt = [&](double size) {
        const QFontMetricsF bold(pixelFont(size, true));
        Widths w{bold.horizontalAdvance(header(0)), bold.horizontalAdvance(header(2)), 0};
        double value = 0;
        for (int row = 0; row < listed; ++row) {
            w.address = std::max(w.address, bold.horizontalAdvance(text(row, 0)));
            value = std::max(value, bold.horizontalAdvance(text(row, 2)));
        }
        w.address += gap;
        w.value = std::min(std::max(w.value, value) + gap, area.width() / 3);
        w.expression = area.width() - w.address - w.value;
        return w;
    };

    // The largest type, from a size the back of a lecture hall reads down to a footnote's,
    // at which every listed row fits the area.
    std::vector<QStringList> lines(static_cast<std::size_t>(listed));
    double size = std::clamp(area.height() / (listed + 2) * 0.55, 12.0, 24.0);
    // Every s_i on one line where that keeps the type at 16 pixels or more.
    QString widest;
    for (int row = 0; row < listed; ++row)
        if (const QString t = text(row, 1); t.size() > widest.size())
            widest = t;
    for (double oneLine = size; oneLine >= 16; oneLine -= 1)
        if (QFontMetricsF(pixelFont(oneLine, true)).horizontalAdvance(widest) <=
            widthsAt(oneLine).expression - gap) {
            size = oneLine;
            break;
        }
    double lineHeight = 0;
    Widths widths{};
    for (;; size -= 1) {
        widths = widthsAt(size);
        const QFontMetricsF metrics(pixelFont(size, true));
        lineHeight = metrics.height();
        double total = (1.5 + (more ? 1 : 0)) * lineHeight * 1.4;
        for (int row = 0; row < listed; ++row) {
            lines[static_cast<std::size_t>(row)] =
                ExpressionLines::fit(text(row, 1), metrics, widths.expression - gap);
            total += (lines[static_cast<std::size_t>(row)].size() * lineHeight) + lineHeight * 0.4;
        }
        if (total <= area.height() || size <= 9)
            break;
    }
    const double lefts[] = {area.left(), area.left() + widths.address,
                            area.left() + widths.address + widths.expression};
    const double spans[] = {widths.address - gap, widths.expression - gap, widths.value - gap};

    double y = area.top();
    const double headerHeight = lineHeight * 1.4;
    painter.setPen(theme.text);
    painter.setFont(pixelFont(size, true));
    for (int c = 0; c < 3; ++c)
        painter.drawText(QRectF(lefts[c], y, spans[c], headerHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, header(c));
    y += headerHeight;
    painter.setPen(QPen(theme.outline, 1));
    painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));

    for (int row = 0; row < listed; ++row) {
        const QStringList& expression = lines[static_cast<std::size_t>(row)];
        const double height = expression.size() * lineHeight + lineHeight * 0.4;
        const bool changed =
            results.data(results.index(row, 0), PartialResultsModel::ChangedRole).toBool();
        if (changed)
            painter.fillRect(
                QRectF(area.left(), y, area.width(), height),
                results.data(results.index(row, 0), Qt::BackgroundRole).value<QColor>());
        painter.setPen(theme.text);
        const QFont font = pixelFont(size, changed);
        painter.setFont(font);
        const QFontMetricsF metrics(font);
        const double top = y + lineHeight * 0.2;
        painter.drawText(QRectF(lefts[0], top, spans[0], lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(text(row, 0), Qt::ElideRight, spans[0]));
        painter.drawText(QRectF(lefts[2], top, spans[2], lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, valueFitting(row, metrics, spans[2]));
        for (qsizetype i = 0; i < expression.size(); ++i)
            painter.drawText(QRectF(lefts[1], top + i * lineHeight, spans[1], lineHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, expression[i]);
        y += height;
    }
    if (more) {
        painter.setPen(theme.mutedText);
        painter.setFont(pixelFont(size));
        painter.drawText(QRectF(area.left(), y + lineHeight * 0.4, area.width(), lineHeight * 1.4),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         tr("… and %1 more nodes: see the Partial results table in CubeLab.")
                             .arg(nodes - listed));
    }
}

} // namespace cubelab::gui
