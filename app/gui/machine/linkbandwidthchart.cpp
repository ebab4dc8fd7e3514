#include "machine/linkbandwidthchart.h"

#include "common/quantities.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

LinkBandwidthChart::LinkBandwidthChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LinkBandwidthChart::setMachine(const Machine& machine)
{
    mMachine = machine;
    update();
}

void LinkBandwidthChart::setTheme(const Theme& theme)
{
    mTheme = theme;
    update();
}

QSize LinkBandwidthChart::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("00")) * 8, fontMetrics().height() * 9};
}

QSize LinkBandwidthChart::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("00")) * 16,
            fontMetrics().height() * 14};
}

void LinkBandwidthChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

std::vector<LinkBandwidthChart::Label> LinkBandwidthChart::labels() const
{
    return layOut().labels;
}

LinkBandwidthChart::Layout LinkBandwidthChart::layOut() const
{
    Layout out;
    if (mMachine.maxDimension < 1 || mMachine.linkClasses.empty())
        return out;
    const std::vector<Group> groups = linkGroups();
    if (groups.empty())
        return {}; // an invalid machine never reaches the session; nothing sensible to draw

    const QFontMetricsF fm(font());
    Frame frame;
    frame.line = fm.height();
    const double margin = std::round(frame.line / 2);
    frame.left = margin;
    frame.right = width() - margin;
    out.title = QRectF(margin, margin, width() - 2 * margin, frame.line);

    // The shared capacities stand in one row under the link numbers; where they are wider
    // together than the chart, every other one takes a second row.
    const std::vector<QString> shared = sharedTexts(groups);
    double sharedWidth = 0;
    int sharedCount = 0;
    for (const QString& text : shared)
        if (!text.isEmpty()) {
            sharedWidth += fm.horizontalAdvance(text) + 2 + frame.line;
            ++sharedCount;
        }
    frame.twoRows = sharedCount > 1 && sharedWidth > frame.right - frame.left;
    frame.sharedY = height() - margin - frame.line * (frame.twoRows ? 2 : 1);
    frame.numberY = frame.sharedY - frame.line;
    frame.barBottom = frame.numberY - frame.line / 4;
    frame.barTop = out.title.bottom() + margin + frame.line;
    if (frame.barBottom - frame.barTop < frame.line)
        return out;
    out.axisY = frame.barBottom + 0.5;
    placeGroups(out, groups, shared, frame);
    // Labels of neighbouring classes on one line move apart until none covers another, and
    // back inside the chart (in German "geteilt 16 MB/s" once covered "geteilt 8 MB/s").
    for (const Label::Kind kind : {Label::Bandwidth, Label::Shared})
        spreadApart(out.labels, kind, frame);
    return out;
}

std::vector<LinkBandwidthChart::Group> LinkBandwidthChart::linkGroups() const
{
    std::vector<Group> groups;
    for (int link = 1; link <= mMachine.maxDimension; ++link) {
        std::size_t c = 0;
        try {
            c = mMachine.classOf(link);
        } catch (const std::exception&) {
            return {};
        }
        if (!groups.empty() && groups.back().linkClass == c && groups.back().last == link - 1)
            groups.back().last = link;
        else
            groups.push_back({link, link, c});
    }
    return groups;
}

std::vector<QString> LinkBandwidthChart::sharedTexts(const std::vector<Group>& groups) const
{
    std::vector<QString> shared(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (const auto& capacity = mMachine.linkClasses[groups[g].linkClass].sharedBandwidth)
            shared[g] = tr("shared %1").arg(formatRate(*capacity));
    return shared;
}

void LinkBandwidthChart::placeGroups(Layout& out, const std::vector<Group>& groups,
                                     const std::vector<QString>& shared, const Frame& frame) const
{
    const QFontMetricsF fm(font());
    const double line = frame.line, left = frame.left, right = frame.right;
    double top = 0.0;
    for (const Group& group : groups)
        top = std::max(top, mMachine.linkClasses[group.linkClass].bandwidth);
    const double gap = 0.8; // between classes, in bar widths
    const double slotCount = mMachine.maxDimension + gap * static_cast<double>(groups.size() - 1);
    const double slot = (right - left) / slotCount;
    const double barWidth = slot * 0.8;

    // A label centred on its class, as wide as it needs, kept inside the chart.
    auto label = [&](Label::Kind kind, const QString& text, double centre, double y) {
        const double w = std::min(fm.horizontalAdvance(text) + 2, right - left);
        out.labels.push_back(
            {kind, text, QRectF(std::clamp(centre - w / 2, left, right - w), y, w, line), 0});
    };
    double x = left;
    int sharedIndex = 0;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const LinkClass& lc = mMachine.linkClasses[groups[g].linkClass];
        const double h = (frame.barBottom - frame.barTop) * lc.bandwidth / top;
        const double start = x;
        for (int link = groups[g].first; link <= groups[g].last; ++link) {
            out.bars.push_back(
                {link, QRectF(x + (slot - barWidth) / 2, frame.barBottom - h, barWidth, h)});
            out.labels.push_back(
                {Label::Link, QString::number(link), QRectF(x, frame.numberY, slot, line), link});
            x += slot;
        }
        const double centre = (start + x) / 2;
        label(Label::Bandwidth, formatRate(lc.bandwidth), centre, frame.barBottom - h - line);
        if (!shared[g].isEmpty())
            label(Label::Shared, shared[g], centre,
                  frame.sharedY + (frame.twoRows && sharedIndex++ % 2 ? line : 0));
        x += gap * slot;
    }
}

void LinkBandwidthChart::spreadApart(std::vector<Label>& labels, Label::Kind kind,
                                     const Frame& frame)
{
    const double spacing = frame.line / 2;
    std::vector<Label*> row; // left to right, as the classes stand
    for (Label& l : labels)
        if (l.kind == kind)
            row.push_back(&l);
    auto sameLine = [&](const Label* a, const Label* b) {
        return std::abs(a->rect.top() - b->rect.top()) < frame.line;
    };
    for (std::size_t i = 0; i < row.size(); ++i)
        for (std::size_t j = i; j-- > 0;)
            if (sameLine(row[i], row[j])) {
                if (row[i]->rect.left() < row[j]->rect.right() + spacing)
                    row[i]->rect.moveLeft(row[j]->rect.right() + spacing);
                break;
            }
    for (std::size_t i = row.size(); i-- > 0;) {
        double limit = frame.right;
        for (std::size_t j = i + 1; j < row.size(); ++j)
            if (sameLine(row[i], row[j])) {
                limit = row[j]->rect.left() - spacing;
                break;
            }
        if (row[i]->rect.right() > limit)
            row[i]->rect.moveRight(std::max(limit, frame.left + row[i]->rect.width()));
    }
}

void LinkBandwidthChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), mTheme.background);
    const Layout layout = layOut();
    if (layout.title.isEmpty())
        return;
    QFont bold = font();
    bold.setBold(true);
    p.setPen(mTheme.text);
    p.setFont(bold);
    p.drawText(layout.title, Qt::AlignLeft | Qt::AlignVCenter,
               tr("Bandwidth of each link (one direction); classes set apart"));
    p.setFont(font());
    for (const Bar& bar : layout.bars) {
        p.setPen(QPen(mTheme.linkCasing.isValid() ? mTheme.linkCasing : mTheme.outline, 1));
        p.setBrush(mTheme.linkColor(bar.link));
        p.drawRect(bar.rect);
        if (mTheme.linkDashed(bar.link)) {
            // Links 9 and up reuse the colours of 1, 2 …: hatched, as the view dashes them.
            p.setBrush(QBrush(mTheme.background, Qt::BDiagPattern));
            p.drawRect(bar.rect);
        }
    }
    for (const Label& label : layout.labels) {
        p.setPen(label.kind == Label::Shared ? mTheme.mutedText : mTheme.text);
        p.drawText(label.rect, Qt::AlignCenter, label.text);
    }
    if (layout.axisY > 0) {
        p.setPen(QPen(mTheme.mutedText, 1));
        p.drawLine(QPointF(layout.title.left(), layout.axisY),
                   QPointF(layout.title.right(), layout.axisY));
    }
}

} // namespace cubelab::gui
