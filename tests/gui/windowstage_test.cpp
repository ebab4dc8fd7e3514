// The window's stage (WindowStage): the stage's fonts at their scale and the desk's given back,
// the partial results put away on the stage while a comparison's second half takes their room
// and given back when it ends, and a panel that is not there refused the stage.

#include "compare/comparemode.h"
#include "guitestutil.h"
#include "window/windowstage.h"

#include <QDockWidget>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

QDockWidget* resultsDock(MainWindow& w)
{
    return w.findChild<QDockWidget*>(QStringLiteral("resultsDock"));
}

} // namespace

TEST(WindowStage, TheStagesFontsAreLargerByTheScaleAndTheDesksComeBack)
{
    auto w = freshWindow();
    const qreal desk = w->font().pointSizeF();
    w->setPresentationMode(true);
    settle();
    // kFontScale on a 1024 x 768 stage, more on this larger one (fontScale).
    EXPECT_DOUBLE_EQ(w->font().pointSizeF(), desk * WindowStage::fontScale(w->size()));
    EXPECT_GT(WindowStage::fontScale(w->size()), WindowStage::kFontScale);
    w->setPresentationMode(false);
    settle();
    EXPECT_DOUBLE_EQ(w->font().pointSizeF(), desk);
}

TEST(WindowStage, AComparisonOnTheStageTakesThePartialResultsRoomUntilItEnds)
{
    auto w = freshWindow();
    w->setPresentationMode(true);
    settle();
    ASSERT_TRUE(resultsDock(*w)->isVisible());
    ASSERT_TRUE(w->compareWith(QStringLiteral("cube-vs-tree"))) << w->errorMessage();
    settle();
    EXPECT_FALSE(resultsDock(*w)->isVisible());
    w->compareMode()->stop();
    settle();
    EXPECT_TRUE(resultsDock(*w)->isVisible());
    EXPECT_TRUE(w->isPresentationMode());
}

TEST(WindowStage, APanelThatIsNotThereIsRefusedTheStage)
{
    auto w = freshWindow();
    EXPECT_FALSE(w->stage()->putPanel(QStringLiteral("no-such-panel")));
    EXPECT_FALSE(w->putPanelOnStage(QString()));
    EXPECT_TRUE(w->panelOnStage().isEmpty());
    EXPECT_FALSE(w->isPresentationMode());
}
