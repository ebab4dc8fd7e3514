#include "cube/viewlegend.h"

#include "common/collectivetexts.h"
#include "common/notation.h"
#include "cube/cubegeometry.h"
#include "cube/hypercubeview.h"
#include "cube/nodemarks.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

// The legend's strings stay in the view's translation context (HypercubeView::tr).

namespace {

QFont fontAt(int pixels, bool bold)
{
    QFont font = QApplication::font();
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

// "1, 3": the links of a step.
QString linkList(const std::vector<int>& links)
{
    QStringList parts;
    for (int l : links)
        parts << QString::number(l);
    return parts.join(QStringLiteral(", "));
}

} // namespace

ViewLegend::ViewLegend(const Trace& trace, bool hasRoot, bool hasReducePhase, bool hasExchangePhase)
    : mTrace(&trace), mHasRoot(hasRoot), mHasReducePhase(hasReducePhase),
      mHasExchangePhase(hasExchangePhase)
{
}

void ViewLegend::setFollow(const QString& ring, const QString& detail)
{
    mFollowRing = ring;
    mFollowDetail = detail;
}

QString ViewLegend::hintText(Hint hint, bool still)
{
    if (still) {
        switch (hint) {
        case Hint::PointAt:
            return HypercubeView::tr(
                "Too many nodes to write their s_i here: the table of partial results lists them.");
        case Hint::Shortened:
            return HypercubeView::tr(
                "Long s_i are cut short (…): the table of partial results lists them whole.");
        case Hint::NoRoom:
            return HypercubeView::tr(
                "Too little room for the s_i here: the table of partial results lists them.");
        case Hint::None:
            return {};
        }
    }
    switch (hint) {
    case Hint::PointAt:
        return HypercubeView::tr("Point at a node, or see the table, for its s_i.");
    case Hint::Shortened:
        return HypercubeView::tr(
            "Long s_i are cut short (…): point at a node, or see the table, for the whole.");
    case Hint::NoRoom:
        return HypercubeView::tr(
            "Too little room for the s_i here: a larger window shows them, and so do the "
            "table and a node's tooltip.");
    case Hint::None:
        break;
    }
    return {};
}

std::vector<ViewLegend::Row> ViewLegend::rows(int step, bool dots, Hint hint) const
{
    std::vector<Row> rows = stepRows(step);
    for (int link = 1; link <= mTrace->cube().dimension(); ++link)
        rows.push_back({Row::Link, HypercubeView::tr("Link %1").arg(link), link});
    rows.push_back({Row::Sender, HypercubeView::tr("sends"), 0});
    rows.push_back({Row::Receiver, HypercubeView::tr("receives"), 0});
    if (mHasExchangePhase && !dots)
        rows.push_back({Row::Both, HypercubeView::tr("sends and receives"), 0});
    if (mHasRoot)
        rows.push_back({Row::Root, HypercubeView::tr("root"), 0});
    if (mHasReducePhase)
        rows.push_back({Row::Done, HypercubeView::tr("done"), 0});
    if (mTrace->hasBlocks() && !dots) {
        // What a block collective's node strip shows (CubePainter::paintStrip), where the
        // nodes have room for it, and the count on each message (paintMessageBlocks).
        if (hint != Hint::NoRoom) {
            rows.push_back({Row::Text, HypercubeView::tr("cells: the blocks held"), 0});
            rows.push_back({Row::Text, HypercubeView::tr("darker: more inputs combined"), 0});
        }
        if (mTrace->cube().dimension() <= CubeGeometry::kMaxEdgeLabelDimension)
            rows.push_back(
                {Row::Text, HypercubeView::tr("on a link: how many blocks it carries"), 0});
    }
    if (!mFollowRing.isEmpty())
        rows.push_back({Row::Follow, mFollowRing, 0});
    if (!mFollowDetail.isEmpty())
        rows.push_back({Row::HintText, mFollowDetail, 0});
    if (hint != Hint::None && mTrace->nodeCount() > 1)
        rows.push_back({Row::HintText, Notation::subscripts(hintText(hint, mStill)), 0});
    return rows;
}

std::vector<ViewLegend::Row> ViewLegend::stepRows(int step) const
{
    const auto& steps = mTrace->steps();
    if (step == 0) {
        std::vector<Row> rows{{Row::Title, HypercubeView::tr("Start"), 0}};
        if (!steps.empty())
            rows.push_back(
                {Row::Text,
                 (steps.front().links.size() > 1 ? HypercubeView::tr("next: step %1), links %2")
                                                 : HypercubeView::tr("next: step %1), link %2"))
                     .arg(QString::fromStdString(steps.front().label),
                          linkList(steps.front().links)),
                 0});
        return rows;
    }
    const Step& s = steps[static_cast<std::size_t>(step - 1)];
    const QString phase = CollectiveTexts::phaseName(s.phase);
    return {
        // The title stays short so that it fits the legend in presentation mode too.
        {Row::Title, HypercubeView::tr("Step %1)").arg(QString::fromStdString(s.label)), 0},
        {Row::Text, HypercubeView::tr("%1 of %2").arg(step).arg(steps.size()), 0},
        // A traced program's step may use no link: non-neighbour messages or collectives only.
        {Row::Text,
         s.links.empty()      ? phase
         : s.links.size() > 1 ? HypercubeView::tr("links %1: %2").arg(linkList(s.links), phase)
                              : HypercubeView::tr("link %1, %2").arg(linkList(s.links), phase),
         0},
    };
}

ViewLegend::Metrics ViewLegend::metrics(const QFont& font, const QFont& title)
{
    const double unit = font.pixelSize() / static_cast<double>(kPixels);
    const QFontMetricsF fm(font), tm(title);
    return {unit,     std::round(fm.height() * 1.45), tm.height() * 1.3, 32 * unit, 10 * unit,
            14 * unit};
}

std::vector<ViewLegend::Placed> ViewLegend::place(int step, bool dots, Hint hint, const QFont& font,
                                                  const QFont& title, double width,
                                                  bool strip) const
{
    const Metrics m = metrics(font, title);
    const QFontMetricsF fm(font), tm(title);
    const double line = std::max(m.titleHeight, m.rowHeight); // a strip's line
    const double spacing = 1.2 * fm.height();                 // between rows side by side
    std::vector<Placed> out;
    double x = 0, y = strip ? 0 : m.top;
    for (const Row& row : rows(step, dots, hint)) {
        double w = 0, h = 0;
        switch (row.kind) {
        case Row::Title:
            w = tm.horizontalAdvance(row.text);
            h = strip ? line : m.titleHeight;
            break;
        case Row::Text:
            w = fm.horizontalAdvance(row.text);
            h = strip ? line : m.rowHeight * 1.4;
            break;
        case Row::HintText:
            w = width;
            h = m.rowHeight * 0.5 + fm.boundingRect(QRectF(0, 0, width, 1e6),
                                                    Qt::AlignLeft | Qt::TextWordWrap, row.text)
                                        .height();
            break;
        default:
            w = m.swatch + m.textIndent + fm.horizontalAdvance(row.text);
            h = strip ? line : m.rowHeight;
            break;
        }
        if (!strip) {
            out.push_back({row, QRectF(0, y, w, h)});
            y += h;
            continue;
        }
        if (x > 0 && (row.kind == Row::HintText || x + w > width)) {
            x = 0;
            y += line;
        }
        out.push_back({row, QRectF(x, y, w, h)});
        x += w + spacing;
        if (row.kind == Row::HintText) {
            x = 0;
            y += h - line;
        }
    }
    return out;
}

QSizeF ViewLegend::extent(bool dots, Hint hint, const QFont& font, const QFont& title, double width,
                          bool strip) const
{
    double right = 0, bottom = 0;
    const int last = static_cast<int>(std::min<std::size_t>(mTrace->stepCount(), 64));
    for (int k = 0; k <= last; ++k)
        for (const Placed& placed : place(k, dots, hint, font, title, width, strip)) {
            if (placed.row.kind != Row::HintText)
                right = std::max(right, placed.box.right());
            bottom = std::max(bottom, placed.box.bottom());
        }
    return {right, bottom};
}

ViewLegend::Layout ViewLegend::layOut(const QRectF& target, int pixels, bool dots, Hint hint,
                                      bool strip, double share) const
{
    Layout out;
    out.strip = strip;
    pixels = std::max(kMinPixels, pixels);
    QSizeF size;
    double padding = 0;
    for (;;) {
        out.font = fontAt(pixels, false);
        out.title = fontAt(static_cast<int>(std::lround(pixels * 17.0 / 15.0)), true);
        padding = std::round(6 * pixels / static_cast<double>(kPixels));
        if (strip) {
            out.width = target.width() - 2 * padding;
            size = extent(dots, hint, out.font, out.title, out.width, true);
        } else {
            // The hint wraps within the column the other rows make.
            out.width =
                std::max(extent(dots, Hint::None, out.font, out.title, 0, false).width(), 1.0);
            size = extent(dots, hint, out.font, out.title, out.width, false);
        }
        const bool fits = strip ? size.height() + 2 * padding <= target.height() * share
                                : size.width() + 2 * padding <= target.width() * share &&
                                      size.height() <= target.height();
        if (pixels <= kMinPixels || fits)
            break;
        --pixels;
    }
    out.scale = pixels / static_cast<double>(kPixels);
    const double margin = std::round(16 * out.scale);
    if (strip) {
        const double height = size.height() + 2 * padding;
        out.rect = QRectF(target.left(), target.bottom() - height, target.width(), height);
        out.plot = target.adjusted(margin, margin, -margin, -(height + margin));
    } else {
        out.rect = QRectF(target.left(), target.top(), size.width() + 2 * padding + margin,
                          target.height());
        out.plot = target.adjusted(out.rect.width() + margin, margin, -margin, -margin);
    }
    return out;
}

void ViewLegend::paint(QPainter& painter, const Layout& layout, int step, bool dots, Hint hint,
                       const Theme& theme, double arrowWidth) const
{
    const Metrics m = metrics(layout.font, layout.title);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.background);
    painter.drawRect(layout.rect);
    painter.setPen(QPen(Theme::blend(theme.outline, theme.background, 0.7), 1));
    if (layout.strip)
        painter.drawLine(layout.rect.topLeft(), layout.rect.topRight());
    else
        painter.drawLine(layout.rect.topRight(), layout.rect.bottomRight());

    const double padding = std::round(6 * m.unit);
    const QPointF origin = layout.rect.topLeft() + QPointF(padding, layout.strip ? padding : 0);
    const double rowHeight = m.rowHeight;
    const auto flags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip;
    for (const Placed& placed :
         place(step, dots, hint, layout.font, layout.title, layout.width, layout.strip)) {
        const Row& row = placed.row;
        const QRectF box = placed.box.translated(origin);
        // The text (and swatch) of a row stand in its first rowHeight; a strip centres them.
        const double top = layout.strip ? box.center().y() - rowHeight / 2 : box.top();
        const double x = box.left();
        switch (row.kind) {
        case Row::Title:
            painter.setFont(layout.title);
            painter.setPen(theme.text);
            painter.drawText(box, flags, row.text);
            continue;
        case Row::Text:
            painter.setFont(layout.font);
            painter.setPen(theme.text);
            painter.drawText(QRectF(x, top, box.width(), rowHeight), flags, row.text);
            continue;
        case Row::HintText:
            painter.setFont(layout.font);
            painter.setPen(theme.mutedText);
            painter.drawText(box.adjusted(0, rowHeight * 0.5, 0, 0),
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, row.text);
            continue;
        default:
            break;
        }
        paintSwatch(painter, row, QPointF(x, top), m, dots, theme, arrowWidth);
        painter.setFont(layout.font);
        painter.setPen(theme.text);
        const double textX = x + m.swatch + m.textIndent;
        painter.drawText(QRectF(textX, top, box.right() - textX, rowHeight), flags, row.text);
    }
}

// A row's swatch, its top left at `at`: a link's line, a node's box (or dot) of the kind, the
// follow ring, the root's badge.
void ViewLegend::paintSwatch(QPainter& painter, const Row& row, QPointF at, const Metrics& m,
                             bool dots, const Theme& theme, double arrowWidth)
{
    const double scale = m.unit;
    const double mid = at.y() + m.rowHeight / 2;
    const QPointF centre(at.x() + m.swatch / 2, mid);
    const QSizeF marker(m.swatch * 0.8, m.rowHeight * 0.7);
    switch (row.kind) {
    case Row::Link: {
        const double w = std::max(arrowWidth, 4 * scale);
        const std::vector<QLineF> swatchLine{
            QLineF(QPointF(at.x(), mid), QPointF(at.x() + m.swatch, mid))};
        if (theme.linkCasing.isValid())
            NodeMarks::drawLinkCasing(painter, theme, swatchLine, row.link, w);
        NodeMarks::drawLinkLines(painter, theme, swatchLine, row.link, theme.linkColor(row.link),
                                 w);
        break;
    }
    case Row::Both:
        NodeMarks::paintBox(painter, theme, centre, marker,
                            NodeMarks::kSends | NodeMarks::kReceives, false, scale);
        break;
    case Row::Sender:
    case Row::Receiver:
    case Row::Done:
        paintRoleSwatch(painter, row.kind, centre, marker, scale, dots, theme);
        break;
    case Row::Follow:
        painter.setPen(QPen(theme.follow, 3 * scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(
            QRectF(QPointF(), marker * 1.1)
                .translated(centre - QPointF(marker.width() * 0.55, marker.height() * 0.55)),
            4 * scale, 4 * scale);
        break;
    case Row::Root:
        if (dots) {
            painter.setPen(QPen(theme.root, 3 * scale));
            painter.setBrush(theme.background);
            painter.drawEllipse(centre, 6 * scale, 6 * scale);
        } else {
            painter.setPen(QPen(theme.text, 1.5 * scale));
            painter.setBrush(theme.root);
            painter.drawPolygon(NodeMarks::diamond(centre, 8 * scale));
        }
        break;
    default:
        break;
    }
}

// A sender's, a receiver's or a done node's swatch: a dot or a box of its colours.
void ViewLegend::paintRoleSwatch(QPainter& painter, Row::Kind kind, QPointF centre, QSizeF marker,
                                 double scale, bool dots, const Theme& theme)
{
    if (dots) {
        const QColor c = kind == Row::Sender     ? theme.sender
                         : kind == Row::Receiver ? theme.receiver
                                                 : theme.doneOutline;
        painter.setPen(Qt::NoPen);
        painter.setBrush(c);
        painter.drawEllipse(centre, 6 * scale, 6 * scale);
        return;
    }
    NodeMarks::paintBox(painter, theme, centre, marker,
                        kind == Row::Sender     ? NodeMarks::kSends
                        : kind == Row::Receiver ? NodeMarks::kReceives
                                                : NodeMarks::kNoRole,
                        kind == Row::Done, scale);
}

} // namespace cubelab::gui
