// Two scenarios side by side: how the second follows from the first, one clicker and one
// player driving both, their step costs together, and --compare on the command line.

#include "analysis/stepcostsmodel.h"
#include "childprocess.h"
#include "common/quantities.h"
#include "compare/comparecostsstrip.h"
#include "compare/comparedialog.h"
#include "compare/comparedscenario.h"
#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "cube/timelinewidget.h"
#include "document/follow.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "spacetime/spacetimelayout.h"
#include "spacetime/spacetimeview.h"
#include "window/commandline.h"

#include <QAction>
#include <QListWidget>
#include <QProcess>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <algorithm>
#include <cubelab/errors.h>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;

namespace {

QString scenarioPath(const QString& file)
{
    return QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/") + file;
}

// The lecture's Cube_Do (3 steps) beside Tree_Do (6 steps: reduce 3, 2, 1, broadcast 1, 2, 3).
std::unique_ptr<MainWindow> cubeAgainstTree()
{
    auto w = freshWindow();
    EXPECT_TRUE(w->openScenario(scenarioPath(QStringLiteral("lecture-cube.json"))));
    EXPECT_TRUE(w->compareWith(QStringLiteral("cube-vs-tree"))) << w->errorMessage();
    return w;
}

} // namespace

using cubelab::gui::test::ProgramRun;
using cubelab::gui::test::runCubelab;

TEST(ComparedScenario, CubeDoAgainstTreeDoRunsTreeDoOnTheSameInput)
{
    Scenario a = readScenarioFile(scenarioPath(QStringLiteral("lecture-cube.json")).toStdString());
    a.values = ValueMode::Numeric;
    a.elements = 2;
    a.op = Operator::Max;
    a.initial = {{5, 1}, {2, 7}, {3, 3}, {8, 0}, {1, 1}, {4, 2}, {6, 9}, {0, 5}};
    const Scenario b = ComparedScenario::derive(ComparedScenario::Pair::Counterpart, a);
    EXPECT_EQ(b.algorithm, "tree-allreduce");
    EXPECT_EQ(b.dimension, 3);
    EXPECT_EQ(b.op, Operator::Max);
    EXPECT_EQ(b.values, ValueMode::Numeric);
    EXPECT_EQ(b.elements, 2);
    EXPECT_EQ(b.initial, a.initial);
    // Tree_Do reduces over Cube_Do's order and broadcasts back the other way, as in the lecture.
    EXPECT_EQ(b.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(b.secondLinkOrder, (std::vector<int>{1, 2, 3}));
    // And back: Tree_Do's counterpart is Cube_Do.
    EXPECT_EQ(ComparedScenario::derive(ComparedScenario::Pair::Counterpart, b).algorithm,
              "cube-allreduce");
}

TEST(ComparedScenario, ReversedOrderIsTheReverseOfEachOfTheFirstsOrders)
{
    Scenario reduce; // the lecture's Tree_UpDo over links 3, 2, 1
    EXPECT_EQ(ComparedScenario::derive(ComparedScenario::Pair::ReversedOrder, reduce).linkOrder,
              (std::vector<int>{1, 2, 3}));
    Scenario treeDo;
    treeDo.algorithm = "tree-allreduce";
    treeDo.linkOrder = {3, 1, 2};
    treeDo.secondLinkOrder = {2, 3, 1};
    const Scenario b = ComparedScenario::derive(ComparedScenario::Pair::ReversedOrder, treeDo);
    EXPECT_EQ(b.algorithm, "tree-allreduce");
    EXPECT_EQ(b.linkOrder, (std::vector<int>{2, 1, 3}));
    EXPECT_EQ(b.secondLinkOrder, (std::vector<int>{1, 3, 2}));
}

TEST(ComparedScenario, ShortNameGivesTheLectureNameAndTheOrders)
{
    Scenario treeDo;
    treeDo.algorithm = "tree-allreduce";
    EXPECT_EQ(ComparedScenario::shortName(normalized(treeDo)),
              QStringLiteral("Tree_Do · links 3, 2, 1 / 1, 2, 3"));
}

TEST(CompareKeys, OneClickerDrivesBothAndTheShorterStaysAtItsEnd)
{
    auto w = cubeAgainstTree();
    Session* a = w->session();
    Session* b = w->compareMode()->second();
    ASSERT_EQ(a->stepCount(), 3);
    ASSERT_EQ(b->stepCount(), 6);
    EXPECT_EQ(w->shown()->stepCount(), 6);
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Step 0 / 6"));

    QTest::keyClick(w.get(), Qt::Key_PageDown);
    EXPECT_EQ(a->step(), 1);
    EXPECT_EQ(b->step(), 1);
    QTest::keyClick(w.get(), Qt::Key_Right);
    EXPECT_EQ(a->step(), 2);
    EXPECT_EQ(b->step(), 2);
    EXPECT_EQ(w->view()->step(), 2);
    EXPECT_EQ(w->compareStage()->secondView()->step(), 2);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    // Cube_Do is done after 3 steps: it shows its final state while Tree_Do goes on.
    EXPECT_EQ(w->shown()->step(), 4);
    EXPECT_EQ(a->step(), 3);
    EXPECT_EQ(b->step(), 4);
    EXPECT_EQ(w->view()->step(), 3);
    EXPECT_TRUE(w->compareStage()->heading(0).contains(QStringLiteral("done")));
    EXPECT_FALSE(w->compareStage()->heading(1).contains(QStringLiteral("done")));
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Step 4 / 6"));
    // The caption no longer tells Cube_Do's last step as if it happened now.
    EXPECT_TRUE(
        w->timeline()->caption().startsWith(QStringLiteral("Done after its last step, c) link 1;")))
        << w->timeline()->caption();
    QTest::keyClick(w.get(), Qt::Key_PageUp);
    EXPECT_EQ(w->shown()->step(), 3);
    EXPECT_EQ(a->step(), 3);
    EXPECT_EQ(b->step(), 3);
    EXPECT_FALSE(w->compareStage()->heading(0).contains(QStringLiteral("done")));

    QTest::keyClick(w.get(), Qt::Key_End);
    EXPECT_EQ(w->shown()->step(), 6);
    EXPECT_EQ(a->step(), 3);
    EXPECT_EQ(b->step(), 6);
    QTest::keyClick(w.get(), Qt::Key_PageDown); // nothing beyond the longer one's end
    EXPECT_EQ(w->shown()->step(), 6);
    QTest::keyClick(w.get(), Qt::Key_Home);
    EXPECT_EQ(a->step(), 0);
    EXPECT_EQ(b->step(), 0);
    EXPECT_EQ(w->compareStage()->secondView()->step(), 0);
    QTest::keyClick(w.get(), Qt::Key_Plus);
    EXPECT_GT(w->view()->zoom(), 1.0);
    EXPECT_EQ(w->compareStage()->secondView()->zoom(), w->view()->zoom());
}

TEST(CompareKeys, ThePlayerPlaysBothToTheLongerOnesEnd)
{
    auto w = cubeAgainstTree();
    Session* b = w->compareMode()->second();
    QList<int> secondSteps;
    QObject::connect(b, &Session::stepChanged, [&](int step) { secondSteps << step; });
    w->player()->setInterval(Player::kFastestMs);
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_TRUE(w->player()->isPlaying());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w->player()->isPlaying(); }, 30000));
    EXPECT_EQ(w->session()->step(), 3);
    EXPECT_EQ(b->step(), 6);
    EXPECT_EQ(secondSteps, (QList<int>{1, 2, 3, 4, 5, 6}));
}

// The step has one owner, the shown state: a session's step is derived from it and set by it
// alone (Session::StepKey), so no writer can move one cube of a comparison without the other.
template <typename Steps>
concept SetsStep = requires(Steps& s) { s.setStep(1); };
template <typename Steps>
concept SetsStepWithAnyKey = requires(Steps& s) { s.setStep(1, {}); };
static_assert(!SetsStep<Session>);
static_assert(!SetsStepWithAnyKey<Session>);
static_assert(SetsStep<ShownState>);

TEST(CompareKeys, EveryWriterOfTheStepMovesBothCubesThroughTheShownState)
{
    auto w = cubeAgainstTree();
    Session* a = w->session();
    Session* b = w->compareMode()->second();
    ASSERT_EQ(a->stepCount(), 3);
    ASSERT_EQ(b->stepCount(), 6);
    auto* list = w->timeline()->findChild<QListWidget*>(QStringLiteral("timelineSteps"));
    ASSERT_NE(list, nullptr);
    const auto expectBothAt = [&](int step, const char* writer) {
        SCOPED_TRACE(writer);
        EXPECT_EQ(w->shown()->step(), step);
        EXPECT_EQ(a->step(), std::min(step, 3));
        EXPECT_EQ(b->step(), step);
        EXPECT_EQ(w->view()->step(), std::min(step, 3));
        EXPECT_EQ(w->compareStage()->secondView()->step(), step);
        EXPECT_EQ(w->timeline()->scrubber()->value(), step);
    };
    w->timeline()->scrubber()->setValue(5);
    expectBothAt(5, "the scrubber");
    list->setCurrentRow(1);
    expectBothAt(1, "the list of steps");
    w->action(QStringLiteral("next"))->trigger();
    expectBothAt(2, "Next");
    w->action(QStringLiteral("previous"))->trigger();
    expectBothAt(1, "Previous");
    w->action(QStringLiteral("last"))->trigger();
    expectBothAt(6, "Last");
    // At the end, Play starts again at the beginning and takes its first step at once.
    w->player()->play();
    w->player()->pause();
    expectBothAt(1, "the player");
    w->action(QStringLiteral("first"))->trigger();
    expectBothAt(0, "First");
}

TEST(CompareCosts, TheStripShowsBothTotalsAsTheStepCostsModelComputesThem)
{
    auto w = cubeAgainstTree();
    const StepCostsModel first(w->session());
    const StepCostsModel second(w->compareMode()->second());
    ASSERT_TRUE(first.costs().has_value());
    ASSERT_TRUE(second.costs().has_value());
    CompareCostsStrip* strip = w->compareStage()->costsStrip();
    QTableWidget* table = strip->table();
    ASSERT_EQ(table->columnCount(), 7); // a) … f) and the total
    EXPECT_EQ(table->item(0, 6)->text(), formatSeconds(first.costs()->total));
    EXPECT_EQ(table->item(1, 6)->text(), formatSeconds(second.costs()->total));
    EXPECT_EQ(table->item(0, 0)->text(), formatSeconds(first.costs()->steps[0].duration));
    EXPECT_EQ(table->item(0, 4)->text(), QStringLiteral("done")); // Cube_Do has no step e)
    // Three exchanges against six one-way steps: Cube_Do is faster on the lecture's machine.
    ASSERT_LT(first.costs()->total, second.costs()->total);
    EXPECT_TRUE(strip->verdict().startsWith(QStringLiteral("Cube_Do"))) << strip->verdict();
    EXPECT_TRUE(
        strip->verdict().contains(formatSeconds(second.costs()->total - first.costs()->total)));

    EXPECT_EQ(strip->currentColumn(), -1);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    EXPECT_EQ(strip->currentColumn(), 1);
}

TEST(CompareMode, ADerivedSecondScenarioFollowsEditsAndAFileIsKept)
{
    auto w = cubeAgainstTree();
    Session* a = w->session();
    Scenario edited = a->scenario();
    edited.linkOrder = {1, 2, 3};
    ASSERT_TRUE(a->editScenario(edited, QStringLiteral("order")));
    EXPECT_EQ(w->compareMode()->second()->scenario().algorithm, "tree-allreduce");
    EXPECT_EQ(w->compareMode()->second()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));

    ASSERT_TRUE(w->compareWith(scenarioPath(QStringLiteral("lecture-reduce.json"))));
    const Scenario fromFile = w->compareMode()->second()->scenario();
    EXPECT_EQ(fromFile.algorithm, "tree-reduce");
    edited.linkOrder = {2, 3, 1};
    ASSERT_TRUE(a->editScenario(edited, QStringLiteral("order")));
    EXPECT_EQ(w->compareMode()->second()->scenario(), fromFile);
}

TEST(CompareMode, OpeningAnotherFileOrCollectiveWhileComparingStartsAtStepZero)
{
    auto w = cubeAgainstTree();
    w->shown()->setStep(3);
    ASSERT_TRUE(w->openScenario(scenarioPath(QStringLiteral("lecture-cube.json"))));
    EXPECT_TRUE(w->compareMode()->isOn());
    EXPECT_EQ(w->shown()->step(), 0);
    EXPECT_EQ(w->session()->step(), 0);
    EXPECT_EQ(w->compareMode()->second()->step(), 0);
    // Another collective through the scenario panel's edit: the start, both halves.
    w->shown()->setStep(2);
    Scenario tree = w->session()->scenario();
    tree.algorithm = "tree-reduce";
    tree.root = 0;
    ASSERT_TRUE(w->session()->editScenario(tree, QStringLiteral("collective")));
    EXPECT_EQ(w->shown()->step(), 0);
    EXPECT_EQ(w->session()->step(), 0);
    // A link order of the same collective keeps the shared step.
    w->shown()->setStep(2);
    tree.linkOrder = {1, 2, 3};
    ASSERT_TRUE(w->session()->editScenario(tree, QStringLiteral("order")));
    EXPECT_EQ(w->shown()->step(), 2);
}

TEST(CompareMode, StartingAnExerciseStopsComparing)
{
    auto w = cubeAgainstTree();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    ASSERT_TRUE(exercises->selectExercise(QStringLiteral("tree-down-high-links")));
    exercises->start();
    cubelab::gui::test::settle();
    EXPECT_FALSE(w->compareMode()->isOn());
    EXPECT_EQ(w->session()->scenario().algorithm, "tree-broadcast");
}

TEST(CompareMode, EscStopsComparingOutsideTheStageAndLeavesTheStageOnIt)
{
    auto w = cubeAgainstTree();
    w->setPresentationMode(true);
    QTest::keyClick(w.get(), Qt::Key_Escape);
    EXPECT_FALSE(w->isPresentationMode());
    EXPECT_TRUE(w->compareMode()->isOn());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    EXPECT_FALSE(w->compareMode()->isOn());
    EXPECT_FALSE(w->compareStage()->secondView()->isVisible());
    // Alone again, the steps are the session's own.
    EXPECT_EQ(w->shown()->stepCount(), 3);
    QTest::keyClick(w.get(), Qt::Key_End);
    EXPECT_EQ(w->session()->step(), 3);
}

TEST(CompareMode, WhileFollowingEscStopsFollowingFirstThenComparing)
{
    auto w = cubeAgainstTree();
    w->session()->setFollow(Follow::input(5));
    ASSERT_TRUE(w->session()->follow().active());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_TRUE(w->compareMode()->isOn());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    EXPECT_FALSE(w->compareMode()->isOn());
}

TEST(CompareMode, BothHalvesShowTheirSpaceTimeDiagramsSteppedByOneClicker)
{
    auto w = cubeAgainstTree();
    QAction* spaceTime = w->findChild<QAction*>(QStringLiteral("compareSpaceTime"));
    ASSERT_NE(spaceTime, nullptr);
    ASSERT_TRUE(spaceTime->isEnabled());
    spaceTime->trigger();
    auto* first = qobject_cast<SpaceTimeView*>(w->compareStage()->currentHalf(0));
    auto* second = qobject_cast<SpaceTimeView*>(w->compareStage()->currentHalf(1));
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    // Each diagram is its own scenario's: Cube_Do's 3 steps, Tree_Do's 6.
    ASSERT_NE(first->layout(), nullptr);
    ASSERT_NE(second->layout(), nullptr);
    EXPECT_EQ(first->layout()->columns().size(), 3U);
    EXPECT_EQ(second->layout()->columns().size(), 6U);
    for (int press = 1; press <= 4; ++press)
        QTest::keyClick(w.get(), Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 3);
    EXPECT_EQ(w->compareMode()->second()->step(), 4);
    // Back to the cubes: the window's own view again.
    spaceTime->trigger();
    EXPECT_EQ(w->compareStage()->currentHalf(0)->findChild<HypercubeView*>(), w->view());
}

TEST(CompareMode, AnUnreadableFileSaysSoAndNothingChanges)
{
    auto w = freshWindow();
    EXPECT_FALSE(
        w->compareWith(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/no-such-file.json")));
    EXPECT_FALSE(w->compareMode()->isOn());
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("no-such-file.json")))
        << w->errorMessage();
}

TEST(CommandLine, CompareTakesAPairOrAFileAndSaysWhatIsAllowed)
{
    QString error;
    int code = -1;
    const auto line = CommandLine::parse(
        {QStringLiteral("cubelab"), QStringLiteral("--compare"), QStringLiteral("reversed-order")},
        &error, &code);
    ASSERT_TRUE(line.has_value()) << error;
    EXPECT_EQ(line->compare, QStringLiteral("reversed-order"));
    const auto bad = CommandLine::parse(
        {QStringLiteral("cubelab"), QStringLiteral("--compare"), QStringLiteral("sideways")},
        &error, &code);
    EXPECT_FALSE(bad.has_value());
    EXPECT_EQ(code, 2);
    EXPECT_TRUE(error.contains(QStringLiteral("cube-vs-tree or reversed-order"))) << error;
    EXPECT_TRUE(error.contains(QStringLiteral("sideways"))) << error;
}

TEST(CompareDialog, OffersTheCounterpartByNameAndStopOnlyWhileComparing)
{
    const Scenario cube =
        readScenarioFile(scenarioPath(QStringLiteral("lecture-cube.json")).toStdString());
    CompareDialog alone(cube, false);
    auto* counterpart = alone.findChild<QRadioButton*>(QStringLiteral("compareCounterpart"));
    ASSERT_NE(counterpart, nullptr);
    EXPECT_TRUE(counterpart->text().startsWith(QStringLiteral("Cube_Do against Tree_Do")))
        << counterpart->text();
    EXPECT_TRUE(counterpart->isChecked());
    EXPECT_EQ(alone.choice(), ComparedScenario::Pair::Counterpart);
    EXPECT_TRUE(alone.findChild<QRadioButton*>(QStringLiteral("compareStop"))->isHidden());

    CompareDialog comparing(cube, true);
    auto* stop = comparing.findChild<QRadioButton*>(QStringLiteral("compareStop"));
    EXPECT_FALSE(stop->isHidden());
    stop->setChecked(true);
    EXPECT_EQ(comparing.choice(), std::nullopt);
}

TEST(CompareOnTheCommandLine, BadValuesEndWithTwoAndTheReasonAndNoPicture)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("compare.png"));
    const QString cube = scenarioPath(QStringLiteral("lecture-cube.json"));
    const QString hostile =
        QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/hostile/duplicate-key.json");
    const struct
    {
        QStringList arguments;
        QString says;
    } cases[] = {
        {{QStringLiteral("--compare"), QStringLiteral("sideways")},
         QStringLiteral("cube-vs-tree or reversed-order")},
        {{QStringLiteral("--compare"), hostile}, QStringLiteral("duplicate-key.json")},
        // Cube_Do against Tree_Do runs steps 0 to 6 together: 7 is beyond the longer one.
        {{QStringLiteral("--compare"), QStringLiteral("cube-vs-tree"), QStringLiteral("--step"),
          QStringLiteral("7")},
         QStringLiteral("steps 0 to 6")},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.arguments.join(QLatin1Char(' ')).toStdString());
        const ProgramRun run =
            runCubelab(QStringList{QStringLiteral("--scenario"), cube} + c.arguments +
                       QStringList{QStringLiteral("--export-png"), picture});
        EXPECT_EQ(run.exitCode, 2) << run.err;
        EXPECT_TRUE(run.err.contains(c.says)) << run.err;
        EXPECT_FALSE(QFile::exists(picture));
    }
    // Step 6 is Tree_Do's last, past Cube_Do's end: a picture.
    const ProgramRun run =
        runCubelab({QStringLiteral("--scenario"), cube, QStringLiteral("--compare"),
                    QStringLiteral("cube-vs-tree"), QStringLiteral("--step"), QStringLiteral("6"),
                    QStringLiteral("--size"), QStringLiteral("1024x768"),
                    QStringLiteral("--export-png"), picture});
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(QImage(picture).size(), QSize(1024, 768));
}
TEST(CompareStage, AloneTheViewHasTheWholeCentralArea)
{
    auto w = freshWindow();
    w->resize(1024, 768);
    cubelab::gui::test::settle();
    // The comparison's hidden half, headings and strip take nothing from the view alone.
    EXPECT_EQ(w->compareStage()->findChild<QWidget*>(QStringLiteral("firstHalf"))->width(),
              w->compareStage()->width());
    ASSERT_TRUE(w->compareWith(QStringLiteral("reversed-order")));
    cubelab::gui::test::settle();
    EXPECT_LT(w->view()->width(), w->compareStage()->width() / 2 + 1);
    w->compareMode()->stop();
    cubelab::gui::test::settle();
    EXPECT_EQ(w->compareStage()->findChild<QWidget*>(QStringLiteral("firstHalf"))->width(),
              w->compareStage()->width());
}

// docs/performance.md, "The window's thread": a large compared cube runs in the worker; the
// comparison starts when it ends, and the run indicator's Cancel drops it (nothing compared).
TEST(CompareInTheWorker, ALargeSecondCubeRunsInTheWorkerAndCanBeCancelled)
{
    Session first;
    Scenario large;
    large.dimension = 14;
    large.algorithm = "Tree_Do";
    large.values = ValueMode::Numeric; // symbolic values serve cubes up to n = 12
    ASSERT_TRUE(Session::isLongRun(large));
    ASSERT_TRUE(first.resetScenario(large));
    first.waitForRun(); // a long run opened afresh runs in the worker
    ShownState shown(&first);
    CompareMode compare(&shown);
    QSignalSpy started(&compare, &CompareMode::runStarted);
    QSignalSpy finished(&compare, &CompareMode::runFinished);

    ASSERT_TRUE(compare.start(ComparedScenario::Pair::Counterpart));
    EXPECT_TRUE(compare.isRunning());
    EXPECT_FALSE(compare.isOn());
    EXPECT_EQ(started.count(), 1);
    compare.cancelRun();
    EXPECT_EQ(finished.count(), 1);
    first.waitForDerived();
    test::settle();
    EXPECT_FALSE(compare.isOn());

    ASSERT_TRUE(compare.start(ComparedScenario::Pair::Counterpart));
    first.waitForDerived();
    test::settle();
    ASSERT_TRUE(compare.isOn());
    EXPECT_FALSE(compare.isRunning());
    EXPECT_EQ(compare.second()->scenario().algorithm, "cube-allreduce");
    EXPECT_EQ(compare.second()->trace()->nodeCount(), NodeId{1} << 14);
    EXPECT_FALSE(compare.second()->isRecordedTrace());
}
