#include "guitestutil.h"

#include "cube/hypercubeview.h"
#include "window/languageswitcher.h"
#include "cube/player.h"
#include "scenario/scenariopanel.h"
#include "document/session.h"

#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

TEST(Settings, ThemeLanguageSpeedAndScenarioSurviveARestart)
{
    {
        auto w = freshWindow();
        w->setTheme(ThemeKind::Dark);
        w->setLanguage(QStringLiteral("de"));
        w->player()->setInterval(500);
        w->setPresentationMode(true);
        w->scenarioPanel()->dimensionBox()->setValue(4);
        settle();
        ASSERT_EQ(w->session()->scenario().dimension, 4);
        // Saved, so quitting asks nothing (changes not saved are not remembered: UnsavedChangesTest).
        QTemporaryDir dir;
        ASSERT_TRUE(w->saveScenario(dir.filePath(QStringLiteral("four.json"))));
        test::ModalDialogs dialogs;
        EXPECT_TRUE(w->close()); // saves the settings
        EXPECT_TRUE(dialogs.seen().isEmpty());
    }
    MainWindow again;
    settle();
    EXPECT_EQ(again.theme(), ThemeKind::Dark);
    EXPECT_EQ(again.languageSwitcher()->language(), QStringLiteral("de"));
    EXPECT_EQ(again.player()->interval(), 500);
    EXPECT_TRUE(again.isPresentationMode());
    EXPECT_EQ(again.session()->scenario().dimension, 4);
    EXPECT_EQ(again.session()->stepCount(), 4);
    again.setLanguage(QStringLiteral("en"));
    again.setTheme(ThemeKind::Light);
    QLocale::setDefault(QLocale::c());
}

TEST(Settings, AnUnreadableRememberedScenarioFallsBackToTheLectureExample)
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("session/scenario"), QStringLiteral("{ not json"));
    MainWindow w;
    EXPECT_EQ(w.session()->scenario(), normalized(Scenario{}));
}

TEST(Settings, TheLecturesFiguresComeFirstButALayoutTheUserChoseIsRememberedAndWins)
{
    {
        auto w = freshWindow(); // the lecture's reduce: Figure 3.14, the tree
        EXPECT_EQ(w->view()->layoutMode(), HypercubeView::LayoutMode::Tree);
        EXPECT_TRUE(w->action(QStringLiteral("layout-figure"))->isChecked());
        w->action(QStringLiteral("layout-cube"))->trigger();
        EXPECT_EQ(w->view()->layoutMode(), HypercubeView::LayoutMode::Cube);
        w->close();
    }
    {
        MainWindow again;
        settle();
        EXPECT_EQ(again.view()->layoutMode(), HypercubeView::LayoutMode::Cube);
        EXPECT_TRUE(again.action(QStringLiteral("layout-cube"))->isChecked());
        again.action(QStringLiteral("layout-figure"))->trigger();
        EXPECT_EQ(again.view()->layoutMode(), HypercubeView::LayoutMode::Tree);
        again.close();
    }
    MainWindow third;
    settle();
    EXPECT_EQ(third.view()->layoutMode(), HypercubeView::LayoutMode::Tree);
    EXPECT_FALSE(third.view()->chosenLayout().has_value());
}
