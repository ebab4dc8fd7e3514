#pragma once
// The language the window speaks now, for texts the core keeps in both (exercises, lessons):
// the one place that maps the window's locale to cubelab::Language.

#include <QLocale>
#include <QString>
#include <cubelab/feedback.h>

namespace cubelab::gui {

inline Language shownLanguage()
{
    return QLocale().language() == QLocale::German ? Language::German : Language::English;
}

inline QString shownText(const LocalizedText& text)
{
    return QString::fromStdString(text.in(shownLanguage()));
}

} // namespace cubelab::gui
