#include "document/session.h"
#include "document/shownstate.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <QUndoStack>
#include <cubelab/emulator.h>
#include <cubelab/errors.h>
#include <cubelab/exerciseio.h>
#include <cubelab/luaprogram.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

TEST(Session, StartsOnTheLectureExampleAtStepZero)
{
    Session session;
    EXPECT_EQ(session.scenario().dimension, 3);
    EXPECT_EQ(session.scenario().algorithm, "tree-reduce");
    EXPECT_EQ(session.scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(session.step(), 0);
    EXPECT_EQ(session.stepCount(), 3);
}

TEST(Session, StepsStayWithinZeroToStepCount)
{
    Session session;
    ShownState steps{&session};
    QSignalSpy spy(&session, &Session::stepChanged);
    steps.previousStep();
    EXPECT_EQ(session.step(), 0);
    EXPECT_EQ(spy.count(), 0);
    steps.nextStep();
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toInt(), 1);
    EXPECT_EQ(spy.at(0).at(1).toInt(), 0); // one step forward: previous is step - 1
    steps.setStep(99);
    EXPECT_EQ(session.step(), 3);
    steps.nextStep();
    EXPECT_EQ(session.step(), 3);
    steps.firstStep();
    EXPECT_EQ(session.step(), 0);
}

TEST(Session, EditRunsTheEngineAndUndoRestoresTheTraceWithoutRunningAgain)
{
    Session session;
    const auto lectureTrace = session.trace();
    Scenario edited = session.scenario();
    edited.algorithm = "cube-allreduce";
    edited.root.reset();
    ASSERT_TRUE(
        session.editScenario(edited, QStringLiteral("collective"), Session::Field::Algorithm));
    EXPECT_EQ(session.scenario().algorithm, "cube-allreduce");
    EXPECT_EQ(session.trace()->stepCount(), 3u);
    EXPECT_EQ(session.trace()->steps()[0].phase, Phase::Exchange);
    session.undoStack()->undo();
    EXPECT_EQ(session.scenario().algorithm, "tree-reduce");
    EXPECT_EQ(session.trace(), lectureTrace); // the very same trace, not a new run
}

TEST(Session, UndoAndRedoOfANormalCubeShowTheKeptTracesAgainAndAgain)
{
    Session session;
    const auto lectureTrace = session.trace();
    Scenario edited = session.scenario();
    edited.op = Operator::Max;
    ASSERT_TRUE(session.editScenario(edited, QStringLiteral("operator"), Session::Field::Operator));
    const auto editedTrace = session.trace();
    for (int round = 0; round < 3; ++round) {
        session.undoStack()->undo();
        EXPECT_FALSE(session.isRunning());
        EXPECT_EQ(session.trace(), lectureTrace) << "round " << round;
        session.undoStack()->redo();
        EXPECT_FALSE(session.isRunning());
        EXPECT_EQ(session.trace(), editedTrace) << "round " << round; // no new run
    }
}

TEST(Session, RefusedEditKeepsTheLastGoodScenarioAndSaysWhy)
{
    Session session;
    QSignalSpy errors(&session, &Session::errorOccurred);
    Scenario bad = session.scenario();
    bad.linkOrder = {3, 3, 1};
    EXPECT_FALSE(session.editScenario(bad, QStringLiteral("order"), Session::Field::LinkOrder));
    EXPECT_EQ(session.scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(session.undoStack()->count(), 0);
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(errors.at(0).at(0).toString().contains(QStringLiteral("twice")));
}

TEST(Session, EditsOfOneFieldInARowMergeIntoOneUndoStep)
{
    Session session;
    for (int n : {4, 5, 6}) {
        Scenario s = session.scenario();
        s.dimension = n;
        s.linkOrder.clear();
        ASSERT_TRUE(
            session.editScenario(s, QStringLiteral("dimension"), Session::Field::Dimension));
    }
    EXPECT_EQ(session.undoStack()->count(), 1);
    session.undoStack()->undo();
    EXPECT_EQ(session.scenario().dimension, 3);
}

TEST(Session, ChangeNotificationsOfABurstArriveOnce)
{
    Session session;
    QSignalSpy spy(&session, &Session::scenarioChanged);
    QCoreApplication::processEvents();
    spy.clear();
    for (int n : {4, 5}) {
        Scenario s = session.scenario();
        s.dimension = n;
        s.linkOrder.clear();
        session.editScenario(s, QStringLiteral("dimension"), Session::Field::Dimension);
    }
    EXPECT_EQ(spy.count(), 0); // coalesced until control returns to the event loop
    QCoreApplication::processEvents();
    EXPECT_EQ(spy.count(), 1);
}

TEST(Session, AnEditKeepsTheStepWhereTheNewTraceHasIt)
{
    Session session;
    ShownState steps{&session};
    steps.setStep(3);
    Scenario s = session.scenario();
    s.dimension = 2;
    s.linkOrder.clear();
    ASSERT_TRUE(session.editScenario(s, QStringLiteral("dimension"), Session::Field::Dimension));
    EXPECT_EQ(session.step(), 2);
}

TEST(Session, AnotherCollectiveStartsAtStepZeroAndSoDoesItsUndo)
{
    Session session;
    ShownState steps{&session};
    steps.setStep(3);
    Scenario s = session.scenario();
    s.algorithm = "cube-allreduce";
    s.root.reset();
    ASSERT_TRUE(session.editScenario(s, QStringLiteral("collective")));
    EXPECT_EQ(session.step(), 0); // not the answer, before the lecture has shown it
    steps.setStep(2);
    session.undoStack()->undo();
    EXPECT_EQ(session.scenario().algorithm, "tree-reduce");
    EXPECT_EQ(session.step(), 0);
    // An edit of the same collective keeps the moment, to be compared.
    steps.setStep(2);
    Scenario reversed = session.scenario();
    reversed.linkOrder = {1, 2, 3};
    ASSERT_TRUE(session.editScenario(reversed, QStringLiteral("order")));
    EXPECT_EQ(session.step(), 2);
}

TEST(Session, ARecordedTraceIsShownAsItIs)
{
    Session session;
    Scenario s;
    s.algorithm = "tree-allreduce";
    auto recorded = std::make_shared<const Trace>(Emulator::run(s));
    session.resetToTrace(recorded);
    EXPECT_TRUE(session.isRecordedTrace());
    EXPECT_EQ(session.trace(), recorded);
    EXPECT_EQ(session.stepCount(), 6);
}

TEST(Session, UndoOfALargeCubeRunsItAgainInsteadOfKeepingItsTrace)
{
    Session session;
    Scenario big = session.scenario();
    big.dimension = 16;
    big.linkOrder.clear();
    big.values = ValueMode::Numeric;
    big.algorithm = "cube-allreduce";
    big.root.reset();
    ASSERT_TRUE(session.editScenario(big, QStringLiteral("big"), Session::Field::Other));
    session.waitForRun();
    const std::weak_ptr<const Trace> bigTrace = session.trace();
    Scenario small = session.scenario();
    small.op = Operator::Max;
    small.dimension = 2;
    small.linkOrder.clear();
    ASSERT_TRUE(session.editScenario(small, QStringLiteral("small"), Session::Field::Other));
    EXPECT_TRUE(bigTrace.expired()); // nobody keeps the large trace
    session.undoStack()->undo();
    // The session runs it again in its worker: the undo returns at once, the small cube stays
    // until the run has ended.
    EXPECT_TRUE(session.isRunning());
    EXPECT_EQ(session.scenario().dimension, 2);
    session.waitForRun();
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.scenario().dimension, 16);
    EXPECT_EQ(session.stepCount(), 16);
    EXPECT_EQ(session.trace()->final(12345).elements[0], 65536.0 * 65537.0 / 2.0);
}

TEST(Session, StartsOnTheLecturesPowerGcMachine)
{
    Session session;
    EXPECT_EQ(session.machine().id, "power-gc");
}

TEST(Session, MachineEditIsOneUndoStepAndUndoRestoresThePreset)
{
    Session session;
    QSignalSpy changed(&session, &Session::machineChanged);
    Machine faster = session.machine();
    faster.linkClasses.back().bandwidth *= 2;
    ASSERT_TRUE(session.editMachine(faster, QStringLiteral("bandwidth")));
    EXPECT_EQ(session.machine(), faster);
    EXPECT_EQ(changed.count(), 1);
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), findMachine("power-gc"));
    EXPECT_EQ(changed.count(), 2);
    session.undoStack()->redo();
    EXPECT_EQ(session.machine(), faster);
}

TEST(Session, InvalidMachineIsRefusedWithAMessageAndTheOldOneStays)
{
    Session session;
    QSignalSpy errors(&session, &Session::errorOccurred);
    Machine broken = session.machine();
    broken.linkClasses.front().bandwidth = -1.0;
    EXPECT_FALSE(session.editMachine(broken, QStringLiteral("bandwidth")));
    EXPECT_EQ(session.machine(), findMachine("power-gc"));
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(errors.at(0).at(0).toString().contains(QStringLiteral("bandwidth")));
    EXPECT_EQ(session.undoStack()->count(), 0);
}

TEST(Session, ScenarioNamingAMachineBringsItAlong)
{
    Session session;
    Scenario scenario = session.scenario();
    scenario.machine = "ideal-hypercube";
    ASSERT_TRUE(session.resetScenario(scenario));
    EXPECT_EQ(session.machine().id, "ideal-hypercube");
}

namespace {

Scenario largeCubeDo(int dimension)
{
    Scenario big;
    big.dimension = dimension;
    big.values = ValueMode::Numeric;
    big.algorithm = "cube-allreduce";
    return big;
}

// Edits a 16-cube, then a 2-cube, and gives the 2-cube's trace: the undo stack then holds a
// large cube whose trace was not kept under a small one.
std::shared_ptr<const Trace> editLargeThenSmall(Session& session)
{
    EXPECT_TRUE(session.editScenario(largeCubeDo(16), QStringLiteral("big")));
    session.waitForRun();
    Scenario small = session.scenario();
    small.dimension = 2;
    small.linkOrder.clear();
    EXPECT_TRUE(session.editScenario(small, QStringLiteral("small")));
    return session.trace();
}

} // namespace

TEST(Session, LongEditRunsInTheBackgroundWhileTheCurrentTraceStays)
{
    Session session;
    const auto lectureTrace = session.trace();
    QSignalSpy started(&session, &Session::longRunStarted);
    QSignalSpy finished(&session, &Session::longRunFinished);
    ASSERT_TRUE(session.editScenario(largeCubeDo(14), QStringLiteral("big")));
    EXPECT_TRUE(session.isRunning());
    EXPECT_EQ(started.count(), 1);
    EXPECT_EQ(session.trace(), lectureTrace); // nothing changes until the run has ended
    EXPECT_EQ(session.undoStack()->count(), 0);
    EXPECT_TRUE(finished.wait(60000));
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.scenario().dimension, 14);
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_EQ(session.trace()->final(0).elements[0], 16384.0 * 16385.0 / 2.0);
    session.undoStack()->undo();
    EXPECT_EQ(session.trace(), lectureTrace);
}

TEST(Session, AnEditMadeDuringALongRunSupersedesIt)
{
    Session session;
    ASSERT_TRUE(session.editScenario(largeCubeDo(14), QStringLiteral("big")));
    Scenario small = session.scenario();
    small.dimension = 2;
    small.linkOrder.clear();
    ASSERT_TRUE(session.editScenario(small, QStringLiteral("small"), Session::Field::Dimension));
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.scenario().dimension, 2);
    // Let the dropped run end in its thread: its result must not arrive.
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    EXPECT_EQ(session.scenario().dimension, 2);
    EXPECT_EQ(session.undoStack()->count(), 1);
}

TEST(Session, CancelledRunLeavesTheScenarioAsItWas)
{
    Session session;
    QSignalSpy finished(&session, &Session::longRunFinished);
    ASSERT_TRUE(session.editScenario(largeCubeDo(14), QStringLiteral("big")));
    session.cancelRun();
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(finished.count(), 1);
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    EXPECT_EQ(session.scenario().dimension, 3);
    EXPECT_EQ(session.undoStack()->count(), 0);
}

TEST(Session, LongRunTheEngineRefusesIsReportedAndChangesNothing)
{
    Session session;
    QSignalSpy errors(&session, &Session::errorOccurred);
    Scenario symbolic = largeCubeDo(14);
    symbolic.values = ValueMode::Symbolic; // symbolic values stop at n = 12
    // Refused at once, before a run goes to the worker (the budget's check reads the scenario).
    EXPECT_FALSE(session.editScenario(symbolic, QStringLiteral("big")));
    EXPECT_FALSE(session.isRunning());
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(
        errors.at(0).at(0).toString().startsWith(QStringLiteral("The change was not made")));
    EXPECT_EQ(session.scenario().dimension, 3);
}

// Every run of the window keeps the budget of the command line's (Emulator::checkRunFits),
// whatever starts it: refused before it runs, with what is too large, and nothing changes.
TEST(Session, ARunBeyondTheBudgetIsRefusedBeforeItRunsWhateverStartsIt)
{
    Session session;
    const auto lectureTrace = session.trace();
    QSignalSpy errors(&session, &Session::errorOccurred);
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 12;
    EXPECT_THROW((void)Session::run(ring), InputError);
    EXPECT_FALSE(session.resetScenario(ring));
    EXPECT_FALSE(session.editScenario(ring, QStringLiteral("ring"), Session::Field::Algorithm));
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.trace(), lectureTrace);
    ASSERT_EQ(errors.count(), 2);
    for (const QList<QVariant>& error : errors)
        EXPECT_TRUE(error.at(0).toString().contains(
            QStringLiteral("sends up to 33546240 messages, more than the 25165824 a run may send")))
            << error.at(0).toString().toStdString();
    // Cube_Do with long vectors: few messages, many values moved.
    Scenario wide;
    wide.algorithm = "cube-allreduce";
    wide.dimension = 12;
    wide.elements = 32768;
    EXPECT_FALSE(session.resetScenario(wide));
    EXPECT_TRUE(
        errors.last().at(0).toString().contains(QStringLiteral("moves up to 1610612736 values")))
        << errors.last().at(0).toString().toStdString();
    EXPECT_EQ(session.trace(), lectureTrace);
}

// A scenario opened afresh (a file, a link) whose run is long goes to the worker, as a long
// edit's: the window shows what it showed until it ends; then the scenario, and what the
// opener asked to be done then.
TEST(Session, ALongResetRunsInTheWorkerAndCallsBackWhenShown)
{
    Session session;
    const auto lectureTrace = session.trace();
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 9; // 523,264 messages: long, within the budget
    ring.values = ValueMode::Numeric;
    ASSERT_TRUE(Session::isLongRun(ring));
    int shown = 0;
    ASSERT_TRUE(session.resetScenario(ring, [&shown] { ++shown; }));
    EXPECT_TRUE(session.isRunning());
    EXPECT_EQ(session.trace(), lectureTrace);
    EXPECT_EQ(shown, 0);
    session.waitForRun();
    EXPECT_EQ(shown, 1);
    EXPECT_EQ(session.scenario().algorithm, "ring-allreduce");
    EXPECT_EQ(session.scenario().dimension, 9);
    EXPECT_EQ(session.undoStack()->count(), 0); // afresh: no undo entry

    // Cancelled, nothing is shown and nothing called.
    ring.op = Operator::Max;
    ASSERT_TRUE(session.resetScenario(ring, [&shown] { ++shown; }));
    session.cancelRun();
    session.waitForWorkerIdle();
    QCoreApplication::processEvents();
    EXPECT_EQ(shown, 1);
    EXPECT_EQ(session.scenario().op, Operator::Sum);
}

// Cancel stops the engine, not only the wait for it: a ring all-reduce on 2,048 nodes from a
// link, within the budget, ran on in the worker for seconds after Cancel. Dropped, it stops at its
// next node and the worker is free again long before the run would have ended.
TEST(Session, ACancelledLongRunStopsTheEngineInTheWorker)
{
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 11; // 8,384,512 messages: the largest ring the budget allows
    ring.values = ValueMode::Numeric;
    ASSERT_NO_THROW(Session::checkRunFits(ring));
    // The worker's run takes the flag to the engine: set, the run stops before any node runs.
    const auto cancelled = std::make_shared<std::atomic<bool>>(true);
    try {
        Session::run(ring, cancelled);
        ADD_FAILURE() << "a cancelled run ran";
    } catch (const EngineError& e) {
        EXPECT_EQ(std::string(e.what()), Emulator::kCancelledText);
    }
    // Cancel drops the run the window waits for: nothing is shown, the trace stays.
    Session session;
    const auto lectureTrace = session.trace();
    int shown = 0;
    ASSERT_TRUE(session.resetScenario(ring, [&shown] { ++shown; }));
    ASSERT_TRUE(session.isRunning());
    session.cancelRun();
    EXPECT_FALSE(session.isRunning());
    QThreadPool::globalInstance()->waitForDone(); // never leave the run behind for the next test
    QCoreApplication::processEvents();
    EXPECT_EQ(shown, 0);
    EXPECT_EQ(session.trace(), lectureTrace);
}

// A node program runs in the worker whatever the cube (its Lua is bounded by its clock alone,
// seconds): a scenario file or a link's lesson that carries one leaves the window live.
TEST(Session, AProgramScenarioRunsInTheWorkerEvenOnASmallCube)
{
    Session session;
    const auto lectureTrace = session.trace();
    Scenario program;
    program.dimension = 3;
    program.algorithm = std::string(LuaProgram::kCollectiveId);
    program.values = ValueMode::Numeric;
    program.program = ProgramText{
        "cube-do.lua",
        "implements = \"Cube_Do\"\nfunction program(node)\n"
        "    for _, l in ipairs(node.linkOrder) do node:combine(node:exchange(l, node:s())) end\n"
        "end\n"};
    ASSERT_FALSE(Session::isLongRun(program));
    ASSERT_TRUE(Session::runsInWorker(program));
    ASSERT_TRUE(session.resetScenario(program));
    EXPECT_TRUE(session.isRunning());
    EXPECT_EQ(session.trace(), lectureTrace);
    session.waitForRun();
    ASSERT_EQ(session.scenario().algorithm, "program");
    EXPECT_EQ(session.trace()->stepCount(), 3u);
}

TEST(Session, UndoOfALargeCubeRunsInTheWorkerAndAnotherUndoOrRedoSupersedesIt)
{
    Session session;
    const auto smallTrace = editLargeThenSmall(session);
    ASSERT_EQ(session.scenario().dimension, 2);

    QSignalSpy started(&session, &Session::longRunStarted);
    QSignalSpy finished(&session, &Session::longRunFinished);
    session.undoStack()->undo(); // back to the 16-cube, whose trace was not kept
    EXPECT_TRUE(session.isRunning());
    EXPECT_EQ(started.count(), 1);
    EXPECT_EQ(session.trace(), smallTrace); // the window still shows the small cube

    // Redo before the run has ended: the small cube's kept trace at once, the stale run dropped.
    session.undoStack()->redo();
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(session.trace(), smallTrace);
    QTest::qWait(50);
    EXPECT_EQ(session.scenario().dimension, 2);

    // Undo again and let it end: the 16-cube is shown, without a new undo entry.
    session.undoStack()->undo();
    ASSERT_TRUE(session.isRunning());
    EXPECT_TRUE(finished.wait(60000));
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.scenario().dimension, 16);
    EXPECT_EQ(session.trace()->final(0).elements[0], 65536.0 * 65537.0 / 2.0);
    EXPECT_EQ(session.undoStack()->count(), 2);
    EXPECT_EQ(session.undoStack()->index(), 1);
}

TEST(Session, CancellingTheUndoOfALargeCubeTakesTheStackBackToWhatIsShown)
{
    Session session;
    const auto smallTrace = editLargeThenSmall(session);
    ASSERT_EQ(session.scenario().dimension, 2);
    const bool modified = session.isModified();

    session.undoStack()->undo();
    ASSERT_TRUE(session.isRunning());
    EXPECT_EQ(session.undoStack()->index(), 1);
    session.cancelRun();
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.undoStack()->index(), 2); // where the small cube, still shown, stands
    EXPECT_EQ(session.trace(), smallTrace);
    EXPECT_EQ(session.isModified(), modified);
    QTest::qWait(50);
    EXPECT_EQ(session.scenario().dimension, 2);

    // An edit made while an undo runs goes on top of what is shown, not of the undone state.
    session.undoStack()->undo();
    ASSERT_TRUE(session.isRunning());
    Scenario other = smallTrace->scenario();
    other.op = Operator::Max;
    ASSERT_TRUE(session.editScenario(other, QStringLiteral("max")));
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.undoStack()->count(), 3);
    session.undoStack()->undo();
    EXPECT_EQ(session.trace(), smallTrace);
}

namespace {
const Exercise& builtinExercise(const std::string& id)
{
    static const ExerciseSet set = builtinExercises();
    for (const Exercise& e : set.exercises)
        if (e.id == id)
            return e;
    throw std::runtime_error("no built-in exercise " + id);
}
} // namespace

// The exercise panel asks the session, never the engine: the lecture's s_0 after step b) is
// [(a_0+a_4)+(a_2+a_6)], and half of it is wrong.
TEST(Session, ChecksAnExercisesAnswerAgainstTheLecture)
{
    const Exercise& predict = builtinExercise("predict-reduce-root");
    ValueAnswer right;
    right.step = 2;
    right.node = 0;
    right.text = "[(a_0+a_4)+(a_2+a_6)]";
    EXPECT_TRUE(Session::checkAnswer(predict, right).correct);
    ValueAnswer half = right;
    half.text = "(a_0+a_4)";
    EXPECT_FALSE(Session::checkAnswer(predict, half).correct);
}

// Tree_Down over 1, 2, 3 puts four messages on link 3; the solution turns the order round, so
// the highest link carries one.
TEST(Session, GivesTheSolutionOfALinkOrderExercise)
{
    const SideBySide pair = Session::solutionOf(builtinExercise("tree-down-high-links"));
    EXPECT_EQ(pair.original.linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(pair.solution.linkOrder, (std::vector<int>{3, 2, 1}));
}

TEST(Session, AProgramRunOfTheSameScenarioIsShownAsOneUndoStep)
{
    // A program installed anew runs differently under the very same scenario: its trace
    // replaces the shown one although the scenarios are equal, and undo brings the old back.
    Session session;
    const auto before = session.trace();
    const auto again = Session::run(session.scenario());
    ASSERT_EQ(again->scenario(), before->scenario());
    QSignalSpy traces(&session, &Session::traceChanged);
    session.showProgramRun(again, QStringLiteral("Run program.lua"));
    EXPECT_EQ(session.trace(), again);
    EXPECT_EQ(traces.count(), 1);
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_EQ(session.undoStack()->undoText(), QStringLiteral("Run program.lua"));
    session.undoStack()->undo();
    EXPECT_EQ(session.trace(), before);
}

TEST(Session, WaitingForTheWorkerToBeIdleEndsTheRunsOfLargeCubes)
{
    Session session;
    Scenario large = session.scenario();
    large.dimension = 14;
    large.linkOrder.clear();
    large.values = ValueMode::Numeric;
    ASSERT_TRUE(session.editScenario(large, QStringLiteral("large")));
    ASSERT_TRUE(session.isRunning());
    Scenario other = large;
    other.dimension = 15;
    ASSERT_TRUE(session.editScenario(other, QStringLiteral("larger"))); // drops the first run
    session.waitForWorkerIdle();
    EXPECT_FALSE(session.isRunning());
    EXPECT_EQ(session.derivedRunning(), 0);
    EXPECT_EQ(QThreadPool::globalInstance()->activeThreadCount(), 0);
    EXPECT_EQ(session.scenario().dimension, 15);
}
