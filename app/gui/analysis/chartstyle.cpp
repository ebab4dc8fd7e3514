#include "analysis/chartstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QStringList>
#include <QValueAxis>
#include <cmath>

namespace cubelab::gui {

void applyChartTheme(QChart* chart, const Theme& theme)
{
    chart->setBackgroundBrush(theme.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(theme.text);
    chart->legend()->setLabelColor(theme.text);
    const QColor grid = Theme::blend(theme.background, theme.text, 0.18);
    const QColor axisLine = Theme::blend(theme.background, theme.text, 0.55);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(theme.text);
        axis->setTitleBrush(theme.text);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setLinePenColor(axisLine);
    }
}

void applyChartFonts(QChart* chart, const QFont& font)
{
    QFont title = font;
    title.setBold(true);
    title.setPointSizeF(font.pointSizeF() * 1.15);
    chart->setTitleFont(title);
    chart->legend()->setFont(font);
    QFont axisTitle = font;
    axisTitle.setBold(true);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setTitleFont(axisTitle);
    }
}

double niceStep(double max, int ticks, double minimum)
{
    if (!(max > 0.0) || ticks < 1)
        return std::max(minimum, 1.0);
    const double raw = max / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10.0 * magnitude;
    for (double f : {1.0, 2.0, 5.0}) {
        if (f * magnitude >= raw) {
            step = f * magnitude;
            break;
        }
    }
    return std::max(step, minimum);
}

void setNiceRange(QValueAxis* axis, double max, int ticks, double minimum)
{
    const double step = niceStep(max, ticks, minimum);
    const double top = std::max(step, std::ceil(max / step - 1e-9) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setRange(0.0, top);
    const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

TimeUnit timeUnitFor(double seconds)
{
    if (seconds >= 1.0)
        return {1.0, QStringLiteral("s")};
    if (seconds >= 1e-3)
        return {1e-3, QStringLiteral("ms")};
    if (seconds >= 1e-6)
        return {1e-6, QStringLiteral("µs")};
    return {1e-9, QStringLiteral("ns")};
}

ByteUnit byteUnitFor(double bytes)
{
    if (bytes >= 1e9)
        return {1e9, QStringLiteral("GB")};
    if (bytes >= 1e6)
        return {1e6, QStringLiteral("MB")};
    if (bytes >= 1e3)
        return {1e3, QStringLiteral("kB")};
    return {1.0, QStringLiteral("B")};
}

QString swatchLegend(const Theme& theme, const QList<QPair<QColor, QString>>& entries,
                     const QString& separator)
{
    QStringList texts;
    for (const auto& [colour, name] : entries)
        texts
            << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(colour.name(), name);
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(theme.text.name(), texts.join(separator));
}

QString problemStyleSheet(const Theme& theme)
{
    return QStringLiteral("QLabel { color: %1; background: %2; border: 2px solid %3; "
                          "border-radius: 4px; padding: 6px; font-weight: bold; }")
        .arg(theme.text.name(), Theme::blend(theme.background, theme.highlight, 0.18).name(),
             theme.highlight.name());
}

} // namespace cubelab::gui
