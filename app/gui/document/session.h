#pragma once
// Session: the document of the window. It owns the scenario, the trace the engine made of it,
// the current step, the selected node, the machine the costs are computed for and the undo
// stack of scenario and machine edits. Views observe it and never talk to each other.
//
// Steps run 0..stepCount(): step k is the state after step k (0 = the initial state). States
// are read from the trace, never by running the engine again. The step shown is the shown
// state's (ShownState, docs/gui.md "The shown state"): the session's step is what it derives
// for this session, min(step, stepCount()), and only it sets it (StepKey). A new trace keeps
// the step inside it and says where it starts: a new document and another collective at 0.
//
// The session is the only place in the window that runs the engine, the comparison of the
// variants and the search for best orders: the analysis panels ask it for what they derive
// (derive(), compare(), companionRuns()), the exercise panel for a check and a solution
// (checkAnswer(), solutionOf()), and large cubes run in its worker thread.

#include "document/follow.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <atomic>
#include <cstdint>
#include <cubelab/bestorder.h>
#include <cubelab/comparison.h>
#include <cubelab/dataflow.h>
#include <cubelab/exercisechecker.h>
#include <cubelab/machine.h>
#include <cubelab/scenario.h>
#include <cubelab/trace.h>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace cubelab::gui {

class ShownState;

class Session : public QObject
{
    Q_OBJECT

public:
    // The field an edit changes. Consecutive edits of a number field (dimension, root, vector
    // length, seed) merge into one undo step: a spin box held down is one edit, not twenty.
    enum class Field
    {
        Dimension,
        Algorithm,
        LinkOrder,
        SecondLinkOrder,
        Root,
        Operator,
        Elements,
        Values,
        Initial,
        Seed,
        Other
    };

    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    const Scenario& scenario() const { return mScenario; } // normalized
    std::shared_ptr<const Trace> trace() const { return mTrace; }
    int step() const { return mStep; }
    int stepCount() const;
    QUndoStack* undoStack() const { return mUndoStack; }
    std::optional<NodeId> selectedNode() const { return mSelectedNode; }
    // The machine the step costs, charts and comparisons are computed for (at first the
    // lecture's POWER-GC preset). A scenario file that names a machine brings it along.
    const Machine& machine() const { return mMachine; }
    // True when the trace was opened from a file: it is shown as it was recorded.
    bool isRecordedTrace() const { return mRecorded; }
    // Whether there are changes since the scenario was opened, reset or saved: the undo stack
    // is away from its clean state (undoing back to it leaves nothing unsaved).
    bool isModified() const;
    // The scenario was saved: what is shown now is the clean state.
    void markSaved();
    // The scenario as it was opened, reset or last saved: what discarded changes go back to.
    const Scenario& savedScenario() const { return mSavedScenario; }

    // Runs the engine on the edited scenario. On success the edit goes on the undo stack and
    // the trace is replaced; on failure the last good scenario stays, errorOccurred() says why
    // and false is returned.
    // A long run or a node program's (runsInWorker) goes to a worker thread and the call
    // returns true at once: the window stays live and shows the current trace until the run
    // ends, then the edit is made (or refused) as above. An edit made meanwhile supersedes it:
    // the earlier run is cancelled (it stops at its next node) and its result dropped.
    bool editScenario(const Scenario& edited, const QString& description,
                      Field field = Field::Other);
    // Whether an edit, or an undo or redo (restoreScenario), waits for its engine run in the
    // worker thread.
    bool isRunning() const { return mPendingRun != nullptr; }
    // Drops the pending run: the engine stops at its next node (RunOptions::cancel) and its
    // result is thrown away. A dropped undo or redo takes the undo stack back to the state the
    // window shows.
    void cancelRun();
    // Blocks until the pending run has ended and its scenario is shown (exports, tests).
    void waitForRun();
    // Blocks until nothing of this session runs in the worker thread: the pending run, the
    // derived computations and runs dropped but not yet ended. Before a node program is
    // installed anew (LuaProgram::install is not thread-safe).
    void waitForWorkerIdle();
    // Shows a trace made by run() of the scenario with the program just installed, as one undo
    // step even when its scenario equals the one shown (the program behind it changed); what
    // was derived from the old program's runs is dropped.
    void showProgramRun(std::shared_ptr<const Trace> trace, const QString& description);
    // Starts afresh with a scenario (a file opened, a link, the lecture example, the scenario a
    // start remembers): no undo entry. A run beyond the budget (checkRunFits) is refused at once
    // and nothing runs. A run for the worker (runsInWorker) goes there like an edit's: the
    // call returns true at once, the window shows the current trace (and the Cancel of
    // longRunStarted) until the run ends, then the scenario; errorOccurred() says why when it
    // fails. shown, when given, is called once the scenario is shown (at once or later).
    bool resetScenario(const Scenario& scenario, std::function<void()> shown = {});
    // Runs the scenario in the worker thread, as resetScenario does a long run, and hands its
    // trace to done in the window's thread; a later edit, reset or cancelRun() drops it, and
    // errorOccurred() says why a run fails. The budget is checked before: throws InputError.
    void runInWorker(const Scenario& scenario,
                     std::function<void(std::shared_ptr<const Trace>)> done);
    // Shows a trace as it is, afresh (no undo entry); its scenario becomes the current one.
    // Recorded: opened from a file; Run: the engine's run of its scenario (made elsewhere, in
    // the worker thread).
    enum class TraceOrigin
    {
        Recorded,
        Run
    };
    void resetToTrace(std::shared_ptr<const Trace> trace,
                      TraceOrigin origin = TraceOrigin::Recorded);

    // Checks the machine (cubelab::validate); a valid one becomes the current machine as one
    // undo step. A bad one is refused: errorOccurred() says why and false is returned.
    bool editMachine(const Machine& machine, const QString& description);
    // Used by the undo command and at start-up: no undo entry, no check.
    void applyMachine(const Machine& machine);

    // The key to setStep: only the shown state makes one, so that the step has one owner.
    class StepKey
    {
        friend class ShownState;
        StepKey() {}
    };
    // The step the shown state derived for this session (clamped to 0..stepCount()).
    void setStep(int step, StepKey);
    void setSelectedNode(std::optional<NodeId> node);

    // What the views follow through the steps (docs/gui.md, "Where did a_5 go?"), and its facts
    // for the current trace: where the input goes, or what the traced s is made of (nullptr
    // for the other kind). A follow outside the trace is refused (nothing is followed); a new
    // trace ends it.
    const Follow& follow() const { return mFollow; }
    // Worked out at once, or for a long trace (isLongFollow) in the worker thread:
    // followChanged() then comes when its facts are known.
    void setFollow(const Follow& follow);
    // Whether following on this trace is worked out in the worker: from 2^kWorkerDimension
    // nodes on.
    static bool isLongFollow(const Trace& trace);
    // From this dimension on, work that grows with the cube besides a run goes to the worker
    // thread: following, the link-load chart's companion runs (docs/performance.md, "The
    // window's thread"). A built-in's own run goes there from isLongRun on, a node program's
    // always (runsInWorker).
    static constexpr int kWorkerDimension = 10;
    void stopFollowing() { setFollow({}); }
    std::shared_ptr<const InputSpread> inputSpread() const { return mInputSpread; }
    std::shared_ptr<const ValueSources> valueSources() const { return mValueSources; }

    // Used by the undo command: shows a scenario again without a new undo entry. With the
    // trace the command kept, at once. Without one (a large cube's trace is not kept) the
    // engine runs again: in the worker thread when runsInWorker, as an edit's, so that an
    // undo never blocks the window; the scenario is shown when the run ends. A later undo,
    // redo or edit supersedes it; cancelRun() drops it and the undo stack goes back to the
    // state the window shows. A repeated run that fails (memory) changes nothing, and
    // errorOccurred() says why.
    void restoreScenario(const Scenario& scenario, std::shared_ptr<const Trace> kept);
    // Runs the engine; throws InputError or EngineError. A built-in collective's run is checked
    // against the run budget first (checkRunFits): nothing the window runs goes beyond it.
    // cancel, when set from another thread, stops the run with EngineError
    // (Emulator::kCancelledText).
    static std::shared_ptr<const Trace>
    run(const Scenario& scenario, std::shared_ptr<const std::atomic<bool>> cancel = nullptr);
    // The budget every run of the window and the command line keeps (Emulator::checkRunFits):
    // throws InputError, before anything runs, saying what is too large and what is allowed.
    // A node program's run is bounded by its own limits (ProgramLimits) and not checked here.
    static void checkRunFits(const Scenario& scenario);
    // Whether a run of this scenario takes long enough to tell the user and go to the worker:
    // from n = 14 on (tenths of a second and more; a numeric 20-cube takes many seconds), or
    // from kLongRunMessages messages or kLongRunValues values moved on (a ring on 512 nodes,
    // Cube_Do with long vectors). False for a scenario that does not run at all.
    static bool isLongRun(const Scenario& scenario);
    // Whether the window runs the scenario in its worker: a long run, and every node
    // program's run whatever the cube (its Lua is bounded by its clock alone, seconds: a
    // program from a link must not freeze the window for them).
    static bool runsInWorker(const Scenario& scenario);
    static constexpr std::uint64_t kLongRunMessages = std::uint64_t{1} << 18;
    static constexpr std::uint64_t kLongRunValues = std::uint64_t{1} << 24;

    // What the comparison panels show: Cube_Do and Tree_Do compared (over request.sizes too)
    // and Cube_Do's best order at the request's length.
    struct VariantComparison
    {
        Comparison comparison;
        BestOrderResult cubeBest;
    };
    // Throws InputError or EngineError.
    static VariantComparison compare(const Machine& machine, const ComparisonRequest& request);

    // An exercise's check of an answer, and the two runs its solution shows side by side (for
    // the link-order kinds). Exercises are small cubes: both run at once. Throw InputError or
    // EngineError when the engine refuses the run.
    static CheckResult checkAnswer(const Exercise& exercise, const ExerciseAnswer& answer);
    static SideBySide solutionOf(const Exercise& exercise);

    // The result of a derived computation: its value, or why there is none.
    template <typename Value> struct Derived
    {
        std::optional<Value> value;
        QString error;
    };
    // Runs job — at once in this thread, or in the worker thread when inWorker (the window
    // stays live) — and hands its value or error to done in the window's thread; not at all
    // when context is gone by then. job must own copies of what it reads.
    template <typename Value>
    void derive(QObject* context, bool inWorker, std::function<Value()> job,
                std::function<void(Derived<Value>)> done);
    // Blocks until every derived computation in the worker has handed its result over
    // (exports, tests).
    void waitForDerived();
    // How many derived computations are in the worker now.
    int derivedRunning() const { return static_cast<int>(mDerived.size()); }

    // Scenarios run beside the current one (the link-load chart's comparisons) and their
    // traces, in order; error says why there are none.
    struct CompanionRuns
    {
        std::vector<Scenario> scenarios;
        std::vector<std::shared_ptr<const Trace>> traces;
        QString error;
    };
    // The runs of the scenarios, kept for the last list asked for: asked again, they are not
    // run again. A list from kWorkerDimension on goes to the worker thread: the call returns
    // nullptr and companionRunsReady() says when asking again gives them.
    std::shared_ptr<const CompanionRuns> companionRuns(const std::vector<Scenario>& scenarios);
    // How often a list of companion runs was run (not taken from the cache).
    int companionRunCount() const { return mCompanionRunCount; }

signals:
    // Coalesced: a burst of edits gives one notification once control returns to the loop.
    void scenarioChanged();
    // The trace was replaced (emitted at once, before stepChanged, so views never show a step
    // of the wrong trace).
    void traceChanged();
    // previous: the step shown before; previous == step - 1 means one step forward.
    void stepChanged(int step, int previous);
    void selectedNodeChanged();
    void followChanged();
    void machineChanged();
    void modifiedChanged(bool modified);
    void errorOccurred(const QString& message);
    // Around a long run of the engine (see isLongRun): in a worker thread for an edit, in the
    // window's thread (which then waits) when a file is opened or an undo runs a large cube again.
    void longRunStarted(const QString& what);
    void longRunFinished();
    // The companion runs asked for last have come from the worker thread.
    void companionRunsReady();

private:
    struct PendingRun;
    struct DerivedRun;
    void startDerived(QObject* context, std::function<void()> work, std::function<void()> deliver);
    void finishDerived(DerivedRun* run);
    void startRun(std::unique_ptr<PendingRun> pending);
    void dropRun();
    void returnToShown(int index);
    void apply(const Scenario& scenario, std::shared_ptr<const Trace> trace);
    // Installs the program the scenario carries unless it is the one installed.
    void installProgramOf(const Scenario& scenario);
    void reportRefusedChange(const std::exception& error);
    void finishRun();
    void pushEdit(std::shared_ptr<const Trace> trace, const QString& description, int mergeId);
    void adoptScenarioMachine(const Scenario& scenario);

    Scenario mScenario;
    Scenario mSavedScenario;
    std::shared_ptr<const Trace> mTrace;
    int mStep = 0;
    std::optional<NodeId> mSelectedNode;
    Follow mFollow;
    std::uint64_t mFollowId = 0; // the follow asked for last; older results are dropped
    std::shared_ptr<const InputSpread> mInputSpread;
    std::shared_ptr<const ValueSources> mValueSources;
    Machine mMachine;
    bool mRecorded = false;
    QUndoStack* mUndoStack;
    QTimer mScenarioNotify;
    std::unique_ptr<PendingRun> mPendingRun;
    bool mReturningToShown = false;
    std::vector<std::unique_ptr<DerivedRun>> mDerived;
    std::shared_ptr<const CompanionRuns> mCompanions;        // the last list run
    std::optional<std::vector<Scenario>> mCompanionsPending; // the list in the worker
    int mCompanionRunCount = 0;
};

template <typename Value>
void Session::derive(QObject* context, bool inWorker, std::function<Value()> job,
                     std::function<void(Derived<Value>)> done)
{
    auto result = std::make_shared<Derived<Value>>();
    // Errors come back as text: the worker's exception would reach this thread only wrapped.
    std::function<void()> work = [result, job = std::move(job)] {
        try {
            result->value = job();
        } catch (const std::exception& e) {
            result->error = QString::fromUtf8(e.what());
        }
    };
    std::function<void()> deliver = [result, done = std::move(done)] { done(std::move(*result)); };
    if (!inWorker) {
        work();
        deliver();
        return;
    }
    startDerived(context, std::move(work), std::move(deliver));
}

} // namespace cubelab::gui
