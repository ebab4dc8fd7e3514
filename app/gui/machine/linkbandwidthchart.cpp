#include "machine/linkbandwidthchart.h"

#include "common/quantities.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

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
    const int n = mMachine.maxDimension;
    if (n < 1 || mMachine.linkClasses.empty())
        return out;

    std::vector<Group> groups;
    double top = 0.0;
    for (int link = 1; link <= n; ++link) {
        std::size_t c = 0;
        try {
            c = mMachine.classOf(link);
        } catch (const std::exception&) {
            return {}; // an invalid machine never reaches the session; nothing sensible to draw
        }
        top = std::max(top, mMachine.linkClasses[c].bandwidth);
        if (!groups.empty() && groups.back().linkClass == c && groups.back().last == link - 1)
            groups.back().last = link;
        else
            groups.push_back({link, link, c});
    }

    const QFontMetricsF fm(font());
    const double line = fm.height();
    const double margin = std::round(line / 2);
    const double left = margin, right = width() - margin;
    out.title = QRectF(margin, margin, width() - 2 * margin, line);

    // The shared capacities stand in one row under the link numbers; where they are wider
    // together than the chart, every other one takes a second row.
    std::vector<QString> shared(groups.size());
    double sharedWidth = 0;
    int sharedCount = 0;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (const auto& capacity = mMachine.linkClasses[groups[g].linkClass].sharedBandwidth) {
            shared[g] = tr("shared %1").arg(formatRate(*capacity));
            sharedWidth += fm.horizontalAdvance(shared[g]) + 2 + line;
            ++sharedCount;
        }
    const bool twoRows = sharedCount > 1 && sharedWidth > right - left;
    const double sharedY = height() - margin - line * (twoRows ? 2 : 1);
    const double numberY = sharedY - line;
    const double barBottom = numberY - line / 4;
    const double barTop = out.title.bottom() + margin + line;
    if (barBottom - barTop < line)
        return out;
    out.axisY = barBottom + 0.5;

    const double gap = 0.8; // between classes, in bar widths
    const double slotCount = n + gap * static_cast<double>(groups.size() - 1);
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
        const double h = (barBottom - barTop) * lc.bandwidth / top;
        const double start = x;
        for (int link = groups[g].first; link <= groups[g].last; ++link) {
            out.bars.push_back(
                {link, QRectF(x + (slot - barWidth) / 2, barBottom - h, barWidth, h)});
            out.labels.push_back(
                {Label::Link, QString::number(link), QRectF(x, numberY, slot, line), link});
            x += slot;
        }
        const double centre = (start + x) / 2;
        label(Label::Bandwidth, formatRate(lc.bandwidth), centre, barBottom - h - line);
        if (!shared[g].isEmpty())
            label(Label::Shared, shared[g], centre,
                  sharedY + (twoRows && sharedIndex++ % 2 ? line : 0));
        x += gap * slot;
    }
    // Labels of neighbouring classes on one line move apart until none covers another, and
    // back inside the chart (in German "geteilt 16 MB/s" once covered "geteilt 8 MB/s").
    const double spacing = line / 2;
    for (const Label::Kind kind : {Label::Bandwidth, Label::Shared}) {
        std::vector<Label*> row; // left to right, as the classes stand
        for (Label& l : out.labels)
            if (l.kind == kind)
                row.push_back(&l);
        auto sameLine = [&](const Label* a, const Label* b) {
            return std::abs(a->rect.top() - b->rect.top()) < line;
        };
        for (std::size_t i = 0; i < row.size(); ++i)
            for (std::size_t j = i; j-- > 0;)
                if (sameLine(row[i], row[j])) {
                    if (row[i]->rect.left() < row[j]->rect.right() + spacing)
                        row[i]->rect.moveLeft(row[j]->rect.right() + spacing);
                    break;
                }
        for (std::size_t i = row.size(); i-- > 0;) {
            double limit = right;
            for (std::size_t j = i + 1; j < row.size(); ++j)
                if (sameLine(row[i], row[j])) {
                    limit = row[j]->rect.left() - spacing;
                    break;
                }
            if (row[i]->rect.right() > limit)
                row[i]->rect.moveRight(std::max(limit, left + row[i]->rect.width()));
        }
    }
    return out;
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
