// No window larger than the screen it opens on, and no action that takes the window out of
// full screen (docs/gui.md, "Windows that fit the screen"). The offscreen platform's screen is
// 800 × 600, smaller than any projector: what fits it fits them. tests/x11 checks the frames
// a real window manager draws.

#include "common/screenfit.h"
#include "compare/comparemode.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "exercise/solutionview.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QAction>
#include <QLayout>
#include <QScreen>
#include <QSettings>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::settle;

namespace {

QSize available(const QWidget& w)
{
    return w.screen()->availableGeometry().size();
}

bool fits(QSize size, QSize room)
{
    return size.width() <= room.width() && size.height() <= room.height();
}

std::string text(QSize s)
{
    return std::to_string(s.width()) + "x" + std::to_string(s.height());
}

} // namespace

TEST(WindowFit, TheFirstStartIsNoLargerThanTheScreen)
{
    QSettings().clear();
    MainWindow w;
    w.show();
    settle();
    EXPECT_TRUE(fits(w.frameGeometry().size(), available(w))) << text(w.frameGeometry().size());
    EXPECT_TRUE(fits(w.minimumSize(), ScreenFit::room(&w))) << text(w.minimumSize());
}

TEST(WindowFit, ARememberedGeometryLargerThanTodaysScreenIsFittedToIt)
{
    QSettings().clear();
    {
        MainWindow big;
        big.setAttribute(Qt::WA_DontShowOnScreen);
        big.show();
        big.resize(2400, 1500); // a desk's screen of another day
        settle();
        big.saveSettings();
    }
    MainWindow w;
    w.show();
    settle();
    EXPECT_TRUE(fits(w.frameGeometry().size(), available(w))) << text(w.frameGeometry().size());
}

TEST(WindowFit, TheStageAndAComparisonInGermanNeverMakeTheWindowLargerThanTheScreen)
{
    QSettings().clear();
    MainWindow w;
    w.setLanguage(QStringLiteral("de"));
    w.show();
    settle();
    const QSize before = w.size();
    w.setPresentationMode(true);
    settle();
    ASSERT_TRUE(w.compareWith(QStringLiteral("cube-vs-tree")));
    settle();
    EXPECT_TRUE(fits(w.size(), available(w))) << text(w.size());
    EXPECT_TRUE(fits(w.minimumSize(), ScreenFit::room(&w))) << text(w.minimumSize());
    w.setPresentationMode(false);
    settle();
    EXPECT_TRUE(fits(w.size(), before)) << text(w.size()) << " after " << text(before);
    w.setLanguage(QStringLiteral("en"));
}

TEST(WindowFit, FullScreenStaysFullScreenWhenAComparisonOrTheStageComes)
{
    auto w = test::freshWindow();
    w->action(QStringLiteral("fullScreen"))->trigger();
    settle();
    ASSERT_TRUE(w->isFullScreen());
    EXPECT_TRUE(w->action(QStringLiteral("fullScreen"))->isChecked());
    ASSERT_TRUE(w->compareWith(QStringLiteral("cube-vs-tree")));
    w->setPresentationMode(true);
    settle();
    EXPECT_TRUE(w->isFullScreen());
    EXPECT_EQ(w->size(), w->screen()->geometry().size());
    w->action(QStringLiteral("fullScreen"))->trigger();
    settle();
    EXPECT_FALSE(w->isFullScreen());
    EXPECT_FALSE(w->action(QStringLiteral("fullScreen"))->isChecked());
}

TEST(WindowFit, APictureOfTheWindowKeepsTheLayoutsLeastSize)
{
    // --export-png draws a window that is on no screen: the layout's least size holds there.
    QSettings().clear();
    MainWindow w;
    w.setAttribute(Qt::WA_DontShowOnScreen);
    w.show();
    w.setPresentationMode(true);
    settle();
    EXPECT_EQ(w.minimumSize(), w.layout()->totalMinimumSize());
}

TEST(WindowFit, ShowSolutionOpensNoLargerThanTheScreen)
{
    Session session;
    ShownState steps{&session};
    QTemporaryDir dir;
    ExercisePanel panel(&steps, dir.filePath(QStringLiteral("progress.json")), QString());
    panel.show();
    ASSERT_TRUE(panel.selectExercise(QStringLiteral("tree-down-high-links")));
    panel.showSolution();
    settle();
    SolutionView* view = panel.solutionView();
    ASSERT_NE(view, nullptr);
    EXPECT_TRUE(fits(view->frameGeometry().size(), available(*view)))
        << text(view->frameGeometry().size());
    EXPECT_TRUE(fits(view->minimumSizeHint(), available(*view))) << text(view->minimumSizeHint());
    view->close();
}
