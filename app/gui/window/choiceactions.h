#pragma once
// ChoiceActions: the window's three choices of one among several — the theme, the cube's layout
// and the language — as groups of checkable actions for View ▸ Theme, View ▸ Layout and
// Language. The layout is the shown state's (a layout chosen sets it; a layout set by a link, a
// lesson scene or undo checks its action); the theme and the language are the window's to
// apply: chosen, they are asked for (themeChosen, languageChosen), applied, they are checked
// (checkTheme, checkLanguage).

#include "common/theme.h"
#include "document/shown.h"

#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;

namespace cubelab::gui {

class ShownState;

class ChoiceActions : public QObject
{
    Q_OBJECT

public:
    ChoiceActions(ShownState* shown, QObject* parent);

    QActionGroup* themes() const { return mThemes; }
    QActionGroup* layouts() const { return mLayouts; }
    QActionGroup* languages() const { return mLanguages; }

    void checkTheme(ThemeKind kind);
    void checkLanguage(const QString& language);
    // The theme and layout names in the language shown now (each language is named in itself).
    void retranslate();

signals:
    void themeChosen(ThemeKind kind);
    void languageChosen(const QString& language);

private:
    void createThemes();
    void createLayouts();
    void createLanguages();
    void checkLayout(ShownLayout layout);

    ShownState* mShown;
    QActionGroup* mThemes;
    QActionGroup* mLayouts;
    QActionGroup* mLanguages;
};

} // namespace cubelab::gui
