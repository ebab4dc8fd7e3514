#include "common/valuetext.h"

#include <QStringList>
#include <algorithm>

namespace cubelab::gui {

QString formatValueNumber(double value, int digits, const QLocale& locale)
{
    return locale.toString(value, 'g', digits);
}

QString formatFirstValue(std::span<const double> stored, std::uint64_t elements, int digits,
                         const QLocale& locale)
{
    if (stored.empty())
        return {};
    QString text = formatValueNumber(stored.front(), digits, locale);
    if (elements > 1)
        text += QStringLiteral(" …");
    return text;
}

QString formatValueList(std::span<const double> stored, std::uint64_t elements,
                        std::size_t maxShown, int digits, const QLocale& locale)
{
    const std::size_t shown = std::min<std::size_t>({stored.size(), maxShown, elements});
    if (elements == 1)
        return shown == 1 ? formatValueNumber(stored.front(), digits, locale) : QString();
    QStringList parts;
    for (std::size_t e = 0; e < shown; ++e)
        parts << formatValueNumber(stored[e], digits, locale);
    // More elements than shown, or than the trace kept for this step.
    if (elements > shown)
        parts << QStringLiteral("…");
    return QStringLiteral("(%1)").arg(parts.join(QStringLiteral("; ")));
}

} // namespace cubelab::gui
