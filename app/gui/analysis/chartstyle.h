#pragma once
// What the charts of the window share: colours from the theme, fonts that follow the widget
// (Qt Charts do not inherit them), axis steps at round numbers, and a time unit that fits.

#include "common/theme.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPair>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QValueAxis;
QT_END_NAMESPACE

namespace cubelab::gui {

// Background, title, axes, grid and legend in the theme's colours.
void applyChartTheme(QChart* chart, const Theme& theme);
// Title a little larger and bold, axis labels, axis titles and legend at the widget's size
// (so presentation mode enlarges them too).
void applyChartFonts(QChart* chart, const QFont& font);

// A round tick interval (1, 2 or 5 × 10^k) that splits 0..max into about `ticks` parts;
// at least minimum (1 for counts).
double niceStep(double max, int ticks, double minimum = 0.0);
// The axis from 0 to a whole number of round steps above max, with ticks at those steps.
void setNiceRange(QValueAxis* axis, double max, int ticks, double minimum = 0.0);

struct TimeUnit
{
    double seconds = 1.0; // one unit in seconds
    QString symbol;       // "s", "ms", "µs", "ns"
};
// The largest unit in which the time is at least 1 (ns below).
TimeUnit timeUnitFor(double seconds);

struct ByteUnit
{
    double bytes = 1.0;
    QString symbol; // "B", "kB", "MB", "GB"
};
ByteUnit byteUnitFor(double bytes);

// A chart's legend of our own (a label that wraps in a narrow dock, where the chart's own
// would elide): a square in each entry's colour before its name (HTML), in the theme's text
// colour, the entries joined by separator (HTML).
QString swatchLegend(const Theme& theme, const QList<QPair<QColor, QString>>& entries,
                     const QString& separator);
// The framed message that stands in for a chart or table that has nothing to show.
QString problemStyleSheet(const Theme& theme);

} // namespace cubelab::gui
