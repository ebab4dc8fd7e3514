#include "common/quantities.h"

#include <cmath>
#include <iterator>

namespace cubelab::gui {

namespace {

struct Unit
{
    double scale;
    const char* symbol;
};

template <std::size_t N> QString scaled(double value, const Unit (&units)[N], const QLocale& locale)
{
    // units run from the largest down; the smallest takes everything below it.
    const Unit* unit = &units[N - 1];
    for (const Unit& u : units)
        if (std::abs(value) >= u.scale) {
            unit = &u;
            break;
        }
    if (value == 0.0)
        unit = &units[0];
    return locale.toString(value / unit->scale, 'g', 4) + QChar(' ') +
           QString::fromUtf8(unit->symbol);
}

} // namespace

QString formatSeconds(double seconds, const QLocale& locale)
{
    static const Unit units[] = {{1.0, "s"}, {1e-3, "ms"}, {1e-6, "µs"}, {1e-9, "ns"}};
    return scaled(seconds, units, locale);
}

QString formatBytes(double bytes, const QLocale& locale)
{
    static const Unit units[] = {{1e9, "GB"}, {1e6, "MB"}, {1e3, "kB"}, {1.0, "B"}};
    if (bytes == 0.0)
        return QStringLiteral("0 B");
    return scaled(bytes, units, locale);
}

QString formatRate(double bytesPerSecond, const QLocale& locale)
{
    return formatBytes(bytesPerSecond, locale) + QStringLiteral("/s");
}

QString formatCount(std::uint64_t count, const QLocale& locale)
{
    return locale.toString(static_cast<qulonglong>(count));
}

} // namespace cubelab::gui
