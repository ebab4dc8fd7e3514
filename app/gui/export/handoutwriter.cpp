#include "export/handoutwriter.h"

#include "common/collectivetexts.h"
#include "cube/expressionlines.h"
#include "cube/partialresultsmodel.h"
#include "export/stepfigure.h"
#include "window/imagefiles.h"

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

// The largest pixel size from start down to smallest at which text fits width on one line.
double fittingSize(const QString& text, double width, double start, double smallest, bool bold)
{
    double size = start;
    while (size > smallest && QFontMetricsF(pixelFont(size, bold)).horizontalAdvance(text) > width)
        size -= 1;
    return size;
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
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
        writer.setCreator(QStringLiteral("CubeLab"));
        writer.setTitle(tr("%1 – handout").arg(CollectiveTexts::title(mFigure.trace().scenario().algorithm)));
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
    return writeBytes(path, pdf(), error);
}

void HandoutWriter::paintPage(QPainter& painter, const QRectF& page, int step, PartialResultsModel& results) const
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
    paintResults(painter, QRectF(body.left() + viewWidth + 24, top, body.width() - viewWidth - 24, bottom - top),
                 results);
}

void HandoutWriter::paintResults(QPainter& painter, const QRectF& area, PartialResultsModel& results) const
{
    const Theme& theme = mFigure.theme();
    const int nodes = results.rowCount();
    const int listed = std::min(nodes, kMaxListedNodes);
    const bool more = listed < nodes;

    // Address, s_i and value, with the headers and texts of the window's table; an s_i too
    // wide for its column breaks at its operators as on the nodes (ExpressionLines).
    const int columns[] = {PartialResultsModel::AddressColumn, PartialResultsModel::ExpressionColumn,
                           PartialResultsModel::ValueColumn};
    const double shares[] = {0.14, 0.70, 0.16};
    const double gap = 12;
    auto columnLeft = [&](int column) {
        double x = area.left();
        for (int c = 0; c < column; ++c)
            x += area.width() * shares[c];
        return x;
    };
    auto columnWidth = [&](int column) { return area.width() * shares[column] - gap; };

    // The largest type, from a size the back of a lecture hall reads down to a footnote's,
    // at which every listed row fits the area.
    std::vector<QStringList> lines(static_cast<std::size_t>(listed));
    double size = std::clamp(area.height() / (listed + 2) * 0.55, 12.0, 24.0);
    // Every s_i on one line where that keeps the type at 16 pixels or more.
    QString widest;
    for (int row = 0; row < listed; ++row) {
        const QString text = results.data(results.index(row, columns[1]), Qt::DisplayRole).toString();
        if (text.size() > widest.size())
            widest = text;
    }
    const double oneLine = fittingSize(widest, columnWidth(1), size, 16, true);
    if (QFontMetricsF(pixelFont(oneLine, true)).horizontalAdvance(widest) <= columnWidth(1))
        size = oneLine;
    double lineHeight = 0;
    for (;; size -= 1) {
        lineHeight = QFontMetricsF(pixelFont(size, true)).height();
        double total = (1.5 + (more ? 1 : 0)) * lineHeight * 1.4;
        for (int row = 0; row < listed; ++row) {
            const QString text = results.data(results.index(row, columns[1]), Qt::DisplayRole).toString();
            lines[static_cast<std::size_t>(row)] =
                ExpressionLines::fit(text, QFontMetricsF(pixelFont(size, true)), columnWidth(1));
            total += (lines[static_cast<std::size_t>(row)].size() * lineHeight) + lineHeight * 0.4;
        }
        if (total <= area.height() || size <= 9)
            break;
    }

    double y = area.top();
    const double headerHeight = lineHeight * 1.4;
    painter.setPen(theme.text);
    for (int c = 0; c < 3; ++c) {
        const QString header = results.headerData(columns[c], Qt::Horizontal, Qt::DisplayRole).toString();
        const QRectF box(columnLeft(c), y, columnWidth(c), headerHeight);
        painter.setFont(pixelFont(fittingSize(header, box.width(), size, 9, true), true));
        painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, header);
    }
    y += headerHeight;
    painter.setPen(QPen(theme.outline, 1));
    painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));

    for (int row = 0; row < listed; ++row) {
        const QStringList& expression = lines[static_cast<std::size_t>(row)];
        const double height = expression.size() * lineHeight + lineHeight * 0.4;
        const bool changed = results.data(results.index(row, 0), PartialResultsModel::ChangedRole).toBool();
        if (changed)
            painter.fillRect(QRectF(area.left(), y, area.width(), height),
                             results.data(results.index(row, 0), Qt::BackgroundRole).value<QColor>());
        painter.setPen(theme.text);
        const QFont font = pixelFont(size, changed);
        painter.setFont(font);
        const double top = y + lineHeight * 0.2;
        for (int c : {0, 2}) {
            const QString text = results.data(results.index(row, columns[c]), Qt::DisplayRole).toString();
            const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, columnWidth(c));
            painter.drawText(QRectF(columnLeft(c), top, columnWidth(c), lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                             shown);
        }
        for (qsizetype i = 0; i < expression.size(); ++i)
            painter.drawText(QRectF(columnLeft(1), top + i * lineHeight, columnWidth(1), lineHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, expression[i]);
        y += height;
    }
    if (more) {
        painter.setPen(theme.mutedText);
        painter.setFont(pixelFont(size));
        painter.drawText(QRectF(area.left(), y + lineHeight * 0.4, area.width(), lineHeight * 1.4),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         tr("… and %1 more nodes: see the Partial results table in CubeLab.").arg(nodes - listed));
    }
}

} // namespace cubelab::gui
