// The theme, layout and language choices (ChoiceActions): the layout is the shown state's (the
// action sets it, and a layout set anywhere else checks its action without choosing it again),
// the theme and the language are asked for and checked once applied, each group with one check
// mark, and their names in the language shown.

#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/choiceactions.h"

#include <QAction>
#include <QActionGroup>
#include <QSignalSpy>
#include <gtest/gtest.h>
#include <vector>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

QAction* named(QActionGroup* group, const QString& name)
{
    for (QAction* a : group->actions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

QStringList checked(QActionGroup* group)
{
    QStringList names;
    for (QAction* a : group->actions())
        if (a->isChecked())
            names << a->objectName();
    return names;
}

} // namespace

TEST(ChoiceActions, ALayoutChosenIsTheShownStatesAndALayoutShownIsChecked)
{
    Session session;
    ShownState shown(&session);
    ChoiceActions choices(&shown, nullptr);
    EXPECT_EQ(checked(choices.layouts()), QStringList{QStringLiteral("layout-figure")});

    named(choices.layouts(), QStringLiteral("layout-tree"))->trigger();
    EXPECT_EQ(shown.layout(), ShownLayout::Tree);

    // Set elsewhere (a link, a lesson scene, undo): checked, not chosen once more.
    QAction* weight = named(choices.layouts(), QStringLiteral("layout-weight"));
    QSignalSpy triggered(weight, &QAction::triggered);
    shown.setLayout(ShownLayout::Weight);
    EXPECT_EQ(checked(choices.layouts()), QStringList{QStringLiteral("layout-weight")});
    EXPECT_EQ(triggered.count(), 0);
}

TEST(ChoiceActions, AThemeOrLanguageChosenIsAskedForAndCheckedWhenApplied)
{
    Session session;
    ShownState shown(&session);
    ChoiceActions choices(&shown, nullptr);
    std::vector<ThemeKind> themes;
    QObject::connect(&choices, &ChoiceActions::themeChosen,
                     [&themes](ThemeKind kind) { themes.push_back(kind); });
    QSignalSpy languages(&choices, &ChoiceActions::languageChosen);

    named(choices.themes(), QStringLiteral("theme-dark"))->trigger();
    EXPECT_EQ(themes, std::vector<ThemeKind>{ThemeKind::Dark});
    named(choices.languages(), QStringLiteral("language-de"))->trigger();
    ASSERT_EQ(languages.count(), 1);
    EXPECT_EQ(languages.at(0).at(0).toString(), QStringLiteral("de"));

    choices.checkTheme(ThemeKind::HighContrast);
    EXPECT_EQ(checked(choices.themes()), QStringList{QStringLiteral("theme-high-contrast")});
    choices.checkLanguage(QStringLiteral("en"));
    EXPECT_EQ(checked(choices.languages()), QStringList{QStringLiteral("language-en")});
}

TEST(ChoiceActions, TheWindowAppliesTheChoiceChecksItAndNamesItInTheLanguageShown)
{
    auto w = test::freshWindow();
    w->action(QStringLiteral("theme-dark"))->trigger();
    EXPECT_EQ(w->theme(), ThemeKind::Dark);
    w->setTheme(ThemeKind::HighContrast); // the settings, the command line
    EXPECT_EQ(checked(w->choices()->themes()), QStringList{QStringLiteral("theme-high-contrast")});

    w->action(QStringLiteral("language-de"))->trigger();
    EXPECT_EQ(checked(w->choices()->languages()), QStringList{QStringLiteral("language-de")});
    EXPECT_EQ(w->action(QStringLiteral("theme-dark"))->text(), QStringLiteral("&Dunkel"));
    EXPECT_EQ(w->action(QStringLiteral("layout-cube"))->text(), QStringLiteral("&Würfel"));
    EXPECT_EQ(w->action(QStringLiteral("language-en"))->text(), QStringLiteral("English"));
    w->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(w->action(QStringLiteral("theme-dark"))->text(), QStringLiteral("&Dark"));
    EXPECT_EQ(checked(w->choices()->languages()), QStringList{QStringLiteral("language-en")});
}
