#include "machine/linkbandwidthchart.h"

#include "common/quantities.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace cubelab::gui {

namespace {
// A run of consecutive links of one class: drawn together, labelled once.
struct Group
{
    int first;
    int last;
    std::size_t linkClass;
};
} // namespace

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
    return {fontMetrics().horizontalAdvance(QStringLiteral("00")) * 16, fontMetrics().height() * 14};
}

void LinkBandwidthChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void LinkBandwidthChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), mTheme.background);
    const int n = mMachine.maxDimension;
    if (n < 1 || mMachine.linkClasses.empty())
        return;

    std::vector<Group> groups;
    double top = 0.0;
    for (int link = 1; link <= n; ++link) {
        std::size_t c = 0;
        try {
            c = mMachine.classOf(link);
        } catch (const std::exception&) {
            return; // an invalid machine never reaches the session; nothing sensible to draw
        }
        top = std::max(top, mMachine.linkClasses[c].bandwidth);
        if (!groups.empty() && groups.back().linkClass == c && groups.back().last == link - 1)
            groups.back().last = link;
        else
            groups.push_back({link, link, c});
    }

    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const int margin = line / 2;
    QFont bold = font();
    bold.setBold(true);

    p.setPen(mTheme.text);
    p.setFont(bold);
    const QRect titleRect(margin, margin, width() - 2 * margin, line);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               tr("Bandwidth of each link (one direction); classes set apart"));
    p.setFont(font());

    // Rows from the bottom: the shared capacity of each class, the link numbers, the bars,
    // the bandwidth above each class.
    const int sharedY = height() - margin - line;
    const int numberY = sharedY - line;
    const int barBottom = numberY - line / 4;
    const int barTop = titleRect.bottom() + margin + line;
    if (barBottom - barTop < line)
        return;

    const double gap = 0.8; // between classes, in bar widths
    const double slotCount = n + gap * static_cast<double>(groups.size() - 1);
    const double slot = (width() - 2.0 * margin) / slotCount;
    const double barWidth = slot * 0.8;

    double x = margin;
    for (const Group& g : groups) {
        const LinkClass& lc = mMachine.linkClasses[g.linkClass];
        const double h = (barBottom - barTop) * lc.bandwidth / top;
        const double left = x;
        for (int link = g.first; link <= g.last; ++link) {
            const QRectF bar(x + (slot - barWidth) / 2, barBottom - h, barWidth, h);
            p.setPen(QPen(mTheme.linkCasing.isValid() ? mTheme.linkCasing : mTheme.outline, 1));
            p.setBrush(mTheme.linkColor(link));
            p.drawRect(bar);
            if (mTheme.linkDashed(link)) {
                // Links 9 and up reuse the colours of 1, 2 …: hatched, as the view dashes them.
                p.setBrush(QBrush(mTheme.background, Qt::BDiagPattern));
                p.drawRect(bar);
            }
            p.setPen(mTheme.text);
            p.drawText(QRectF(x, numberY, slot, line), Qt::AlignCenter, QString::number(link));
            x += slot;
        }
        // A label centred on its class, as wide as it needs, kept inside the chart: a class
        // of one or two narrow bars still shows its whole figure.
        const double centre = (left + x) / 2;
        auto label = [&](const QString& text, double y) {
            const double w = std::min<double>(fm.horizontalAdvance(text) + 2, width() - 2.0 * margin);
            const double at = std::clamp(centre - w / 2, double(margin), width() - margin - w);
            p.drawText(QRectF(at, y, w, line), Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, static_cast<int>(w)));
        };
        p.setPen(mTheme.text);
        label(formatRate(lc.bandwidth), barBottom - h - line);
        p.setPen(mTheme.mutedText);
        if (lc.sharedBandwidth)
            label(tr("shared %1").arg(formatRate(*lc.sharedBandwidth)), sharedY);
        x += gap * slot;
    }
    p.setPen(QPen(mTheme.mutedText, 1));
    p.drawLine(QPointF(margin, barBottom + 0.5), QPointF(width() - margin, barBottom + 0.5));
}

} // namespace cubelab::gui
