// The side-by-side solution: the two sessions hold the exercise's start and the checker's
// solution, one set of controls steps both, and the loads under each side are the trace's.

#include "analysis/linkloadbars.h"
#include "cube/hypercubeview.h"
#include "document/session.h"
#include "exercise/solutionview.h"
#include "guitestutil.h"

#include <QLabel>
#include <QToolButton>
#include <cubelab/exercisechecker.h>
#include <cubelab/exerciseio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const Exercise& builtin(const std::string& id)
{
    static const ExerciseSet set = builtinExercises();
    return *set.find(id);
}

void press(SolutionView& view, const char* name)
{
    QTest::mouseClick(view.findChild<QToolButton*>(QString::fromLatin1(name)), Qt::LeftButton);
    test::settle();
}

} // namespace

TEST(SolutionView, HoldsTheOriginalAndTheReversedTreeDown)
{
    const SideBySide pair = ExerciseChecker::linkOrderSolution(builtin("tree-down-high-links"));
    SolutionView view(pair);
    EXPECT_EQ(view.originalSession()->scenario(), normalized(pair.original));
    EXPECT_EQ(view.solutionSession()->scenario(), normalized(pair.solution));
    EXPECT_EQ(view.originalSession()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(view.solutionSession()->scenario().linkOrder, (std::vector<int>{3, 2, 1}));
}

TEST(SolutionView, OneSetOfControlsStepsBothSides)
{
    const SideBySide pair = ExerciseChecker::linkOrderSolution(builtin("tree-down-high-links"));
    SolutionView view(pair);
    view.show();
    test::settle();
    EXPECT_EQ(view.step(), 0);
    press(view, "next");
    EXPECT_EQ(view.originalSession()->step(), 1);
    EXPECT_EQ(view.solutionSession()->step(), 1);
    EXPECT_EQ(view.originalView()->step(), 1);
    EXPECT_EQ(view.solutionView()->step(), 1);
    press(view, "last");
    EXPECT_EQ(view.originalSession()->step(), view.originalSession()->stepCount());
    EXPECT_EQ(view.solutionSession()->step(), view.solutionSession()->stepCount());
    press(view, "back");
    EXPECT_EQ(view.solutionSession()->step(), view.solutionSession()->stepCount() - 1);
    press(view, "first");
    EXPECT_EQ(view.originalSession()->step(), 0);
    EXPECT_EQ(view.solutionSession()->step(), 0);
    EXPECT_TRUE(view.findChild<QLabel*>(QStringLiteral("stepLabel"))
                    ->text()
                    .contains(QStringLiteral("0 / 3")));
}

TEST(SolutionView, LoadsUnderEachSideAreTheTraces)
{
    const SideBySide pair = ExerciseChecker::linkOrderSolution(builtin("tree-down-high-links"));
    SolutionView view(pair);
    view.setStep(view.originalSession()->stepCount());
    test::settle();
    for (auto [session, bars] : {std::pair{view.originalSession(), view.originalLoads()},
                                 std::pair{view.solutionSession(), view.solutionLoads()}}) {
        const std::vector<LinkLoad> loads = Session::run(session->scenario())->linkLoads();
        const QStringList rows = bars->rowTexts();
        ASSERT_EQ(rows.size(), static_cast<int>(loads.size()));
        for (std::size_t i = 0; i < loads.size(); ++i) {
            const QString played = QString::number(loads[i].messages);
            const QString expected =
                loads[i].messages == 1
                    ? QStringLiteral("Link %1: 1 of 1 message").arg(loads[i].link)
                    : QStringLiteral("Link %1: %2 of %2 messages").arg(loads[i].link).arg(played);
            EXPECT_EQ(rows[static_cast<int>(i)], expected);
        }
    }
    // Tree_Down reversed: link 3 first carries one message, link 1 last carries p/2 = 4.
    EXPECT_TRUE(view.solutionLoads()->rowTexts().at(2).startsWith(
        QStringLiteral("Link 3: 1 of 1 message")));
    EXPECT_TRUE(view.solutionLoads()->rowTexts().at(0).startsWith(
        QStringLiteral("Link 1: 4 of 4 messages")));
}

TEST(SolutionView, BestOrderShowsTheTimesOnTheMachine)
{
    const Exercise& e = builtin("best-tree-updo-power-gc");
    SolutionView view(ExerciseChecker::bestOrderSolution(e), e.parameters.machine);
    view.show();
    test::settle();
    bool timed = false;
    for (QLabel* label : view.findChildren<QLabel*>())
        if (label->isVisible() && label->text().startsWith(QStringLiteral("Time on ")))
            timed = true;
    EXPECT_TRUE(timed);
}

TEST(SolutionView, ASideThatCannotBeRunIsSaidNotSwallowed)
{
    SideBySide pair = ExerciseChecker::linkOrderSolution(builtin("tree-down-high-links"));
    SolutionView good(pair);
    EXPECT_TRUE(good.loadError().isEmpty());
    pair.solution.linkOrder = {1, 1, 2};
    SolutionView view(pair);
    EXPECT_EQ(view.originalSession()->scenario(), normalized(pair.original));
    EXPECT_FALSE(view.loadError().isEmpty());
    EXPECT_TRUE(view.loadError().startsWith(QStringLiteral("The scenario cannot be run: ")))
        << view.loadError().toStdString();
}
