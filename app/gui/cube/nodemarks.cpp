#include "cube/nodemarks.h"

#include <QPainter>
#include <algorithm>

namespace cubelab::gui {

void NodeMarks::paintBox(QPainter& painter, const Theme& theme, QPointF centre, QSizeF size,
                         int role, bool done, double scale)
{
    QColor fill = theme.surface;
    QPen pen(theme.outline, 1.5 * scale);
    if (done) {
        fill = theme.done;
        pen.setColor(theme.doneOutline);
    }
    if (role & kSends) {
        fill = theme.senderFill;
        pen = QPen(theme.sender, 3 * scale, Qt::DashLine);
    }
    if (role & kReceives) {
        fill = theme.receiverFill;
        pen = QPen(theme.receiver, 3 * scale);
    }
    painter.setPen(pen);
    painter.setBrush(fill);
    QRectF box(QPointF(), size);
    box.moveCenter(centre);
    painter.drawRoundedRect(box, 6 * scale, 6 * scale);
    if ((role & kSends) && (role & kReceives)) {
        // Exchanging nodes send as well: a dashed inner outline.
        painter.setPen(QPen(theme.sender, 2 * scale, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(4 * scale, 4 * scale, -4 * scale, -4 * scale),
                                4 * scale, 4 * scale);
    }
}

QPolygonF NodeMarks::diamond(QPointF centre, double radius)
{
    return QPolygonF({centre + QPointF(0, -radius), centre + QPointF(radius, 0),
                      centre + QPointF(0, radius), centre + QPointF(-radius, 0)});
}

namespace {
// The link's dashes for a pen `width` wide, so that they fall where a pen `lineWidth` wide
// draws them (a dash pattern counts in pen widths); empty where the lines are drawn solid.
QList<qreal> dashesAt(int link, std::size_t lines, double lineWidth, double width)
{
    QList<qreal> dashes = Theme::linkDashes(link);
    if (lines > NodeMarks::kMaxPatternedLines)
        return {};
    for (qreal& d : dashes)
        d *= lineWidth / width;
    return dashes;
}
} // namespace

void NodeMarks::drawLinkLines(QPainter& painter, const Theme& theme,
                              const std::vector<QLineF>& lines, int link, const QColor& colour,
                              double width)
{
    QPen pen(colour, width, Qt::SolidLine, Qt::FlatCap);
    if (const QList<qreal> dashes = dashesAt(link, lines.size(), width, width); !dashes.isEmpty())
        pen.setDashPattern(dashes);
    painter.setPen(pen);
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    if (theme.linkDashed(link)) {
        // Links 9 and 10 reuse the colours of 1 and 2 as double lines: a dash pattern over
        // hundreds of long lines would cost more than the whole frame may take.
        painter.setPen(
            QPen(theme.background, std::max(0.8, width * 0.4), Qt::SolidLine, Qt::FlatCap));
        painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    }
}

void NodeMarks::drawLinkCasing(QPainter& painter, const Theme& theme,
                               const std::vector<QLineF>& lines, int link, double width)
{
    QPen pen(casingColour(theme, link), width + 2, Qt::SolidLine, Qt::FlatCap);
    if (const QList<qreal> dashes = dashesAt(link, lines.size(), width, width + 2);
        !dashes.isEmpty())
        pen.setDashPattern(dashes);
    painter.setPen(pen);
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
}

QColor NodeMarks::casingColour(const Theme& theme, int link)
{
    return Theme::blend(theme.linkColor(link), theme.linkCasing, 0.6);
}

} // namespace cubelab::gui
