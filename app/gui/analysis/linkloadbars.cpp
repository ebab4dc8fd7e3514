#include "analysis/linkloadbars.h"

#include "common/quantities.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

namespace cubelab::gui {

LinkLoadBars::LinkLoadBars(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LinkLoadBars::setLoads(const std::vector<LinkLoad>& total, const std::vector<LinkLoad>& soFar)
{
    mTotal = total;
    mSoFar = soFar;
    updateGeometry();
    update();
}

void LinkLoadBars::setScale(std::uint64_t messages)
{
    mScale = std::max<std::uint64_t>(messages, 1);
    update();
}

void LinkLoadBars::setTheme(const Theme& theme)
{
    mTheme = theme;
    update();
}

QStringList LinkLoadBars::rowTexts() const
{
    QStringList rows;
    for (const LinkLoad& load : mTotal) {
        std::uint64_t played = 0;
        for (const LinkLoad& s : mSoFar)
            if (s.link == load.link)
                played = s.messages;
        rows << (load.messages == 1
                     ? tr("Link %1: %2 of 1 message").arg(load.link).arg(formatCount(played))
                     : tr("Link %1: %2 of %3 messages")
                           .arg(load.link)
                           .arg(formatCount(played), formatCount(load.messages)));
    }
    return rows;
}

int LinkLoadBars::rowHeight() const
{
    return fontMetrics().height() + 8;
}

QSize LinkLoadBars::sizeHint() const
{
    return {320, static_cast<int>(mTotal.size()) * rowHeight() + 4};
}

QSize LinkLoadBars::minimumSizeHint() const
{
    return {200, static_cast<int>(mTotal.size()) * rowHeight() + 4};
}

void LinkLoadBars::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QStringList texts = rowTexts();
    const QFontMetrics metrics = fontMetrics();
    int textWidth = 0;
    for (const QString& t : texts)
        textWidth = std::max(textWidth, metrics.horizontalAdvance(t));
    // The words come first and always fit; the bars take what is left (at least a third).
    const int barLeft = std::min(textWidth + 12, width() * 2 / 3);
    const int barWidth = std::max(width() - barLeft - 4, 10);
    const int h = rowHeight();
    for (std::size_t i = 0; i < mTotal.size(); ++i) {
        const LinkLoad& load = mTotal[i];
        const int y = static_cast<int>(i) * h + 2;
        painter.setPen(mTheme.text);
        painter.drawText(
            QRect(0, y, barLeft - 8, h), Qt::AlignVCenter | Qt::AlignLeft,
            metrics.elidedText(texts[static_cast<int>(i)], Qt::ElideRight, barLeft - 8));
        std::uint64_t played = 0;
        for (const LinkLoad& s : mSoFar)
            if (s.link == load.link)
                played = s.messages;
        const QColor colour = mTheme.linkColor(load.link);
        const QRectF track(barLeft, y + 3, barWidth, h - 6);
        const double whole =
            track.width() * static_cast<double>(load.messages) / static_cast<double>(mScale);
        const double done =
            track.width() * static_cast<double>(played) / static_cast<double>(mScale);
        painter.setPen(QPen(colour, 1.5));
        painter.setBrush(Theme::blend(colour, mTheme.background, 0.75));
        painter.drawRect(QRectF(track.left(), track.top(), std::max(whole, 2.0), track.height()));
        if (done > 0) {
            painter.setBrush(colour);
            painter.drawRect(QRectF(track.left(), track.top(), done, track.height()));
        }
    }
}

void LinkLoadBars::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace cubelab::gui
