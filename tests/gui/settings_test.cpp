#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "scenario/scenariopanel.h"
#include "window/languageswitcher.h"
#include "window/windowsettings.h"

#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <cubelab/moment.h>
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
        // Saved, so quitting asks nothing (changes not saved are not remembered:
        // UnsavedChangesTest).
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

// A remembered d = 20 Cube_Do ran at every start (214 s); a remembered scenario of a
// million initial values was parsed at every start.
TEST(Settings, ALargeRememberedScenarioIsNotRunAtStart)
{
    QSettings().clear();
    Scenario large;
    large.algorithm = "cube-allreduce";
    large.dimension = 20;
    large.values = ValueMode::Numeric;
    ASSERT_TRUE(Session::isLongRun(large));
    QSettings().setValue(QStringLiteral("session/scenario"), DocumentFiles::scenarioText(large));
    {
        MainWindow w;
        EXPECT_EQ(w.session()->scenario(), normalized(Scenario{}));
        EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("n = 20")))
            << w.statusBar()->currentMessage();
    }
    QSettings().setValue(
        QStringLiteral("session/scenario"),
        QString(WindowSettings::kMaxRememberedScenarioCharacters + 1, QLatin1Char(' ')));
    MainWindow w;
    EXPECT_EQ(w.session()->scenario(), normalized(Scenario{}));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("too large to restore")))
        << w.statusBar()->currentMessage();
}

// A remembered 12-cube ring cost every start 27–51 s and 3.4 GB: it is n = 12, below the
// cubes a start leaves alone by their dimension. The run budget refuses it before it runs, with
// the budget's own words, and the window opens on the lecture example.
TEST(Settings, ARememberedScenarioBeyondTheRunBudgetIsNotRunAtStart)
{
    QSettings().clear();
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 12;
    QSettings().setValue(QStringLiteral("session/scenario"), DocumentFiles::scenarioText(ring));
    MainWindow w;
    EXPECT_EQ(w.session()->scenario(), normalized(Scenario{}));
    EXPECT_EQ(w.session()->trace()->scenario(), normalized(Scenario{}));
    EXPECT_FALSE(w.session()->isRunning());
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(
        QStringLiteral("sends up to 33546240 messages, more than the 25165824 a run may send")))
        << w.statusBar()->currentMessage().toStdString();
    QSettings().clear();
}

TEST(Settings, AScenarioTooLargeToRestoreIsNotRemembered)
{
    auto w = freshWindow();
    Scenario wide = w->session()->scenario();
    wide.values = ValueMode::Numeric;
    wide.elements = 8192; // 8 nodes × 8192 initial values: more than the remembered text may hold
    wide.initial.assign(8, std::vector<double>(8192, 0.125));
    ASSERT_TRUE(w->session()->resetScenario(wide));
    ASSERT_GT(DocumentFiles::scenarioText(w->session()->scenario()).size(),
              WindowSettings::kMaxRememberedScenarioCharacters);
    test::ModalDialogs dialogs;
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(QSettings().contains(QStringLiteral("session/scenario")));
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

// What was shown comes back with the scenario: the step, the layout, the panel brought forward
// and what is followed (the moment's view, remembered as its link).
TEST(Settings, TheMomentShownSurvivesARestart)
{
    Moment before;
    {
        auto w = freshWindow();
        Moment m = w->shown()->toMoment();
        m.step = 2;
        m.layout = "cube";
        m.panel = "link-loads";
        m.follow = "a_5";
        QString why;
        std::optional<Shown> view = Shown::fromMoment(m, &why);
        ASSERT_TRUE(view) << why.toStdString();
        view->scenario.reset(); // the view, on the scenario open
        ASSERT_TRUE(w->shown()->show(*view, &why)) << why.toStdString();
        settle();
        before = w->shown()->toMoment();
        EXPECT_EQ(before.step, 2);
        EXPECT_EQ(before.follow, "a_5");
        w->close();
    }
    MainWindow again;
    settle();
    const Moment after = again.shown()->toMoment();
    EXPECT_EQ(after, before);
    EXPECT_EQ(again.session()->step(), 2);
    EXPECT_EQ(again.session()->follow(), Follow::input(5));
    EXPECT_EQ(again.view()->layoutMode(), HypercubeView::LayoutMode::Cube);
    again.close();
}

// A remembered view the restored scenario does not have (a step it lacks) is left out: the
// window opens at the scenario's start.
TEST(Settings, ARememberedViewThatDoesNotFitIsLeftOut)
{
    QSettings().clear();
    Moment m;
    m.scenario.dimension = 3;
    m.scenario.algorithm = "tree-reduce";
    m.step = 3;
    QSettings().setValue(QStringLiteral("session/moment"), QString::fromStdString(momentToLink(m)));
    Scenario two = m.scenario;
    two.dimension = 2;
    QSettings().setValue(QStringLiteral("session/scenario"), DocumentFiles::scenarioText(two));
    MainWindow w;
    settle();
    EXPECT_EQ(w.session()->scenario().dimension, 2);
    EXPECT_EQ(w.session()->step(), 0);
}
