#include "window/choiceactions.h"

#include "document/shownstate.h"
#include "window/languageswitcher.h"

#include <QAction>
#include <QActionGroup>

namespace cubelab::gui {

ChoiceActions::ChoiceActions(ShownState* shown, QObject* parent)
    : QObject(parent), mShown(shown), mThemes(new QActionGroup(this)),
      mLayouts(new QActionGroup(this)), mLanguages(new QActionGroup(this))
{
    createThemes();
    createLayouts();
    createLanguages();
    connect(mShown, &ShownState::layoutChanged, this, &ChoiceActions::checkLayout);
    retranslate();
}

void ChoiceActions::createThemes()
{
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        auto* a = new QAction(mThemes);
        a->setObjectName(QStringLiteral("theme-") + Theme::id(kind));
        a->setCheckable(true);
        a->setData(Theme::id(kind));
        connect(a, &QAction::triggered, this, [this, kind] { emit themeChosen(kind); });
    }
}

void ChoiceActions::createLayouts()
{
    // The first layout is the lecture's figure of each collective (the tree or the cube); a
    // layout the user picks wins over it. The shown state holds it (data: the ShownLayout).
    for (const ShownLayout layout :
         {ShownLayout::Figure, ShownLayout::Cube, ShownLayout::Tree, ShownLayout::Weight}) {
        auto* a = new QAction(mLayouts);
        a->setObjectName(QStringLiteral("layout-") + layoutName(layout));
        a->setCheckable(true);
        a->setData(static_cast<int>(layout));
        a->setChecked(layout == mShown->layout());
        connect(a, &QAction::triggered, mShown, [this, layout] { mShown->setLayout(layout); });
    }
}

void ChoiceActions::createLanguages()
{
    for (const QString& language : LanguageSwitcher::available()) {
        auto* a = new QAction(mLanguages);
        a->setObjectName(QStringLiteral("language-") + language);
        a->setCheckable(true);
        a->setData(language);
        // Each language is named in itself, so it can be found whatever is shown now.
        a->setText(language == QLatin1String("de") ? QStringLiteral("Deutsch")
                                                   : QStringLiteral("English"));
        connect(a, &QAction::triggered, this, [this, language] { emit languageChosen(language); });
    }
}

void ChoiceActions::checkTheme(ThemeKind kind)
{
    for (QAction* a : mThemes->actions())
        a->setChecked(a->data().toString() == Theme::id(kind));
}

void ChoiceActions::checkLanguage(const QString& language)
{
    for (QAction* a : mLanguages->actions())
        a->setChecked(a->data().toString() == language);
}

void ChoiceActions::checkLayout(ShownLayout layout)
{
    // Checked without a blocker: the group unchecks the others on the action's own signal, and
    // checking emits toggled, not triggered, so the layout is not chosen once more.
    for (QAction* a : mLayouts->actions())
        if (a->data().toInt() == static_cast<int>(layout))
            a->setChecked(true);
}

void ChoiceActions::retranslate()
{
    for (QAction* a : mThemes->actions()) {
        const ThemeKind kind = Theme::fromId(a->data().toString());
        a->setText(kind == ThemeKind::Light  ? tr("&Light")
                   : kind == ThemeKind::Dark ? tr("&Dark")
                                             : tr("&High contrast"));
    }
    for (QAction* a : mLayouts->actions()) {
        const auto layout = static_cast<ShownLayout>(a->data().toInt());
        a->setText(layout == ShownLayout::Figure ? tr("As in the &lecture (tree or cube)")
                   : layout == ShownLayout::Cube ? tr("&Cube")
                   : layout == ShownLayout::Tree ? tr("Binomial &tree")
                                                 : tr("By &weight"));
    }
}

} // namespace cubelab::gui
