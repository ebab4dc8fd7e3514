#include "document/session.h"

#include "document/machinecommand.h"
#include "document/scenariocommand.h"

#include <QFutureWatcher>
#include <QScopedValueRollback>
#include <QThreadPool>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cubelab/bestorder.h>
#include <cubelab/comparison.h>
#include <cubelab/emulator.h>
#include <cubelab/errors.h>
#include <cubelab/luaprogram.h>
#include <cubelab/scenarioprogram.h>

namespace cubelab::gui {

Session::Session(QObject* parent)
    : QObject(parent), mMachine(findMachine("power-gc")), mUndoStack(new QUndoStack(this))
{
    mUndoStack->setUndoLimit(100); // large traces are not kept (see ScenarioCommand)
    mScenarioNotify.setSingleShot(true);
    mScenarioNotify.setInterval(0);
    connect(&mScenarioNotify, &QTimer::timeout, this, &Session::scenarioChanged);
    connect(mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    resetScenario(Scenario{});
}

// An edit, or an undo or redo, whose engine run is in the worker thread. The watcher belongs
// to the run: when a later one supersedes it, the watcher goes with it and its result is
// never looked at.
struct Session::PendingRun
{
    struct Result
    {
        std::shared_ptr<const Trace> trace;
        QString error;
    };
    QFutureWatcher<Result> watcher;
    Scenario scenario;
    // An edit goes on the undo stack when its run ends; an undo or redo is already there and
    // only shows its scenario. shownIndex: the undo index of the state the window shows
    // meanwhile, where the stack goes back to if the undo is cancelled or its run fails.
    bool restore = false;
    int shownIndex = 0;
    // A run started by runInWorker: its trace goes here, and nowhere else.
    std::function<void(std::shared_ptr<const Trace>)> done;
    // Set when the run is dropped (cancelRun, a later request): the engine stops.
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    QString description;
    int mergeId = -1;
};

// A derived computation in the worker thread. Its value travels in what work and deliver share;
// the watcher only says when it is there.
struct Session::DerivedRun
{
    QPointer<QObject> context;
    QFutureWatcher<void> watcher;
    std::function<void()> deliver;
};

Session::~Session() = default;

int Session::stepCount() const
{
    return mTrace ? static_cast<int>(mTrace->stepCount()) : 0;
}

std::shared_ptr<const Trace> Session::run(const Scenario& scenario,
                                          std::shared_ptr<const std::atomic<bool>> cancel)
{
    checkRunFits(scenario);
    // A program run's scenario runs its own program, whichever is installed (an undo to an
    // older program's run, a file of one).
    return std::make_shared<const Trace>(
        ScenarioProgram::run(scenario, RunOptions{std::move(cancel)}));
}

void Session::checkRunFits(const Scenario& scenario)
{
    if (scenario.algorithm != LuaProgram::kCollectiveId && !ScenarioProgram::carries(scenario))
        Emulator::checkRunFits(scenario);
}

bool Session::isLongRun(const Scenario& scenario)
{
    if (scenario.dimension >= 14)
        return true;
    if (scenario.algorithm == LuaProgram::kCollectiveId || ScenarioProgram::carries(scenario))
        return false;
    try {
        const Emulator::RunSize size = Emulator::runSize(scenario);
        return size.messages >= kLongRunMessages || size.values >= kLongRunValues;
    } catch (const std::exception&) {
        return false; // refused at once when it runs
    }
}

bool Session::runsInWorker(const Scenario& scenario)
{
    return isLongRun(scenario) || scenario.algorithm == LuaProgram::kCollectiveId ||
           ScenarioProgram::carries(scenario);
}

Session::VariantComparison Session::compare(const Machine& machine,
                                            const ComparisonRequest& request)
{
    VariantComparison result{compareVariants(machine, request), {}};
    result.cubeBest = bestCubeOrder(machine, request.dimension, request.elements);
    return result;
}

CheckResult Session::checkAnswer(const Exercise& exercise, const ExerciseAnswer& answer)
{
    return ExerciseChecker::check(exercise, answer);
}

SideBySide Session::solutionOf(const Exercise& exercise)
{
    if (exercise.kind == ExerciseKind::LinkOrderLoad)
        return ExerciseChecker::linkOrderSolution(exercise);
    return ExerciseChecker::bestOrderSolution(exercise);
}

void Session::startDerived(QObject* context, std::function<void()> work,
                           std::function<void()> deliver)
{
    auto run = std::make_unique<DerivedRun>();
    run->context = context;
    run->deliver = std::move(deliver);
    DerivedRun* raw = run.get();
    connect(&raw->watcher, &QFutureWatcherBase::finished, this,
            [this, raw] { finishDerived(raw); });
    mDerived.push_back(std::move(run));
    raw->watcher.setFuture(QtConcurrent::run(std::move(work)));
}

void Session::finishDerived(DerivedRun* run)
{
    const auto it =
        std::find_if(mDerived.begin(), mDerived.end(),
                     [run](const std::unique_ptr<DerivedRun>& r) { return r.get() == run; });
    if (it == mDerived.end())
        return;
    const std::unique_ptr<DerivedRun> finished = std::move(*it);
    mDerived.erase(it);
    if (finished->context)
        finished->deliver();
}

void Session::waitForDerived()
{
    while (!mDerived.empty()) {
        DerivedRun* run = mDerived.front().get();
        run->watcher.waitForFinished();
        finishDerived(run);
    }
}

std::shared_ptr<const Session::CompanionRuns>
Session::companionRuns(const std::vector<Scenario>& scenarios)
{
    if (mCompanions && mCompanions->scenarios == scenarios)
        return mCompanions;
    if (scenarios.empty())
        return std::make_shared<const CompanionRuns>();
    if (mCompanionsPending && *mCompanionsPending == scenarios)
        return nullptr; // on its way
    ++mCompanionRunCount;
    std::function<CompanionRuns()> job = [scenarios] {
        CompanionRuns runs; // its scenarios are set when it is delivered, failed or not
        for (const Scenario& s : scenarios)
            runs.traces.push_back(run(s));
        return runs;
    };
    const bool inWorker = scenarios.front().dimension >= kWorkerDimension;
    mCompanionsPending = scenarios;
    std::shared_ptr<const CompanionRuns> ready;
    derive<CompanionRuns>(this, inWorker, std::move(job),
                          [this, scenarios, &ready, inWorker](Derived<CompanionRuns> d) {
                              if (!mCompanionsPending || *mCompanionsPending != scenarios)
                                  return; // a later list superseded this one
                              mCompanionsPending.reset();
                              CompanionRuns runs = d.value ? std::move(*d.value) : CompanionRuns{};
                              runs.scenarios = scenarios;
                              if (!d.value)
                                  runs.error = d.error;
                              mCompanions = std::make_shared<const CompanionRuns>(std::move(runs));
                              if (inWorker)
                                  emit companionRunsReady();
                              else
                                  ready = mCompanions;
                          });
    return ready;
}

bool Session::editScenario(const Scenario& edited, const QString& description, Field field)
{
    // Spin boxes send a value per click; a run of them is one edit. Choices (a collective, a
    // preset order) are edits of their own.
    const bool merges = field == Field::Dimension || field == Field::Root ||
                        field == Field::Elements || field == Field::Seed;
    const int mergeId = merges ? static_cast<int>(field) : -1;
    cancelRun(); // this edit supersedes one still running
    if (runsInWorker(edited)) {
        try {
            checkRunFits(edited); // refused at once, not after a trip to the worker
        } catch (const std::exception& e) {
            reportRefusedChange(e);
            mScenarioNotify.start();
            return false;
        }
        auto pending = std::make_unique<PendingRun>();
        pending->scenario = edited;
        pending->description = description;
        pending->mergeId = mergeId;
        startRun(std::move(pending));
        return true;
    }
    std::shared_ptr<const Trace> trace;
    try {
        trace = run(edited);
    } catch (const std::exception& e) {
        reportRefusedChange(e);
        // Views that showed the refused value go back to the current one.
        mScenarioNotify.start();
        return false;
    }
    pushEdit(std::move(trace), description, mergeId);
    return true;
}

void Session::pushEdit(std::shared_ptr<const Trace> trace, const QString& description, int mergeId)
{
    if (trace->scenario() == mScenario && !mRecorded)
        return;
    mRecorded = false;
    mUndoStack->push(new ScenarioCommand(this, mTrace, std::move(trace), description, mergeId));
}

void Session::restoreScenario(const Scenario& scenario, std::shared_ptr<const Trace> kept)
{
    // The stack steps back to what the window shows (returnToShown): nothing to show on the way.
    if (mReturningToShown)
        return;
    // The index of the state the window shows: a restore superseded here never showed its own.
    int shownIndex = mUndoStack->index();
    if (mPendingRun && mPendingRun->restore) {
        shownIndex = mPendingRun->shownIndex;
        dropRun();
    }
    if (kept) {
        apply(scenario, std::move(kept));
        return;
    }
    if (runsInWorker(scenario)) {
        dropRun(); // one run at a time: the undo supersedes an edit still running
        auto pending = std::make_unique<PendingRun>();
        pending->scenario = scenario;
        pending->restore = true;
        pending->shownIndex = shownIndex;
        startRun(std::move(pending));
        return;
    }
    // The scenario ran before; only memory can fail now. The window stays as it is.
    try {
        apply(scenario, run(scenario));
    } catch (const std::exception& e) {
        reportRefusedChange(e);
    }
}

void Session::returnToShown(int index)
{
    const QScopedValueRollback<bool> returning(mReturningToShown, true);
    mUndoStack->setIndex(index);
}

void Session::startRun(std::unique_ptr<PendingRun> pending)
{
    mPendingRun = std::move(pending);
    const Scenario& edited = mPendingRun->scenario;
    connect(&mPendingRun->watcher, &QFutureWatcherBase::finished, this, &Session::finishRun);
    emit longRunStarted(tr("Running %1 nodes…").arg(std::uint64_t{1} << edited.dimension));
    // The worker owns a copy of the scenario; errors come back as text, since the future
    // would rethrow a plain std::exception only wrapped.
    mPendingRun->watcher.setFuture(
        QtConcurrent::run([edited, cancel = mPendingRun->cancel]() -> PendingRun::Result {
            try {
                return {run(edited, cancel), {}};
            } catch (const std::exception& e) {
                return {nullptr, QString::fromStdString(e.what())};
            }
        }));
}

void Session::finishRun()
{
    if (!mPendingRun)
        return;
    const std::unique_ptr<PendingRun> pending = std::move(mPendingRun);
    // Taken, not copied: the future must not keep a large trace alive after it is replaced.
    PendingRun::Result result = pending->watcher.future().takeResult();
    emit longRunFinished();
    if (pending->done) {
        if (result.trace)
            pending->done(std::move(result.trace));
        else
            emit errorOccurred(tr("The scenario cannot be run: %1").arg(result.error));
        return;
    }
    if (!result.trace) {
        emit errorOccurred(tr("The change was not made: %1").arg(result.error));
        if (pending->restore)
            returnToShown(pending->shownIndex);
        mScenarioNotify.start();
        return;
    }
    if (pending->restore)
        apply(pending->scenario, std::move(result.trace));
    else
        pushEdit(std::move(result.trace), pending->description, pending->mergeId);
}

void Session::cancelRun()
{
    if (!mPendingRun)
        return;
    const bool restore = mPendingRun->restore;
    const int shownIndex = mPendingRun->shownIndex;
    dropRun();
    // A dropped undo or redo: the undo stack goes back to the state the window still shows.
    if (restore)
        returnToShown(shownIndex);
}

void Session::dropRun()
{
    if (!mPendingRun)
        return;
    // The worker's run stops at its next node (or its Lua's next count of instructions) with
    // "the run was cancelled"; that result is dropped with the watcher. Waiting for it here
    // would block the window, which is what the thread is for.
    mPendingRun->cancel->store(true, std::memory_order_relaxed);
    mPendingRun.reset();
    emit longRunFinished();
    mScenarioNotify.start(); // fields that showed the pending edit go back
}

void Session::waitForRun()
{
    if (!mPendingRun)
        return;
    mPendingRun->watcher.waitForFinished();
    finishRun();
}

void Session::waitForWorkerIdle()
{
    waitForRun();
    waitForDerived();
    // A dropped run has lost its watcher but runs to its end in the pool.
    QThreadPool::globalInstance()->waitForDone();
}

void Session::showProgramRun(std::shared_ptr<const Trace> trace, const QString& description)
{
    cancelRun();
    mCompanions.reset();
    mRecorded = false;
    mUndoStack->push(new ScenarioCommand(this, mTrace, std::move(trace), description, -1));
}

bool Session::resetScenario(const Scenario& scenario, std::function<void()> shown)
{
    std::shared_ptr<const Trace> trace;
    try {
        if (runsInWorker(scenario)) {
            runInWorker(scenario,
                        [this, shown = std::move(shown)](std::shared_ptr<const Trace> done) {
                            resetToTrace(std::move(done), TraceOrigin::Run);
                            if (shown)
                                shown();
                        });
            return true;
        }
        trace = run(scenario);
    } catch (const std::exception& e) {
        emit errorOccurred(
            tr("The scenario cannot be run: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    resetToTrace(std::move(trace), TraceOrigin::Run);
    if (shown)
        shown();
    return true;
}

void Session::runInWorker(const Scenario& scenario,
                          std::function<void(std::shared_ptr<const Trace>)> done)
{
    checkRunFits(scenario); // before the worker: a refusal comes at once
    cancelRun();            // the newest request wins
    auto pending = std::make_unique<PendingRun>();
    pending->scenario = scenario;
    pending->done = std::move(done);
    startRun(std::move(pending));
}

void Session::resetToTrace(std::shared_ptr<const Trace> trace, TraceOrigin origin)
{
    if (mPendingRun && mPendingRun->restore)
        dropRun(); // an undo of the old stack
    mUndoStack->clear();
    mRecorded = origin == TraceOrigin::Recorded;
    mStep = 0;
    const Scenario scenario = trace->scenario();
    adoptScenarioMachine(scenario);
    apply(scenario, std::move(trace));
    mSavedScenario = mScenario;
}

bool Session::isModified() const
{
    return !mUndoStack->isClean();
}

void Session::markSaved()
{
    mSavedScenario = mScenario;
    mUndoStack->setClean();
}

void Session::adoptScenarioMachine(const Scenario& scenario)
{
    // A scenario without a machine keeps the one chosen; normalized() has already checked
    // that a named preset exists and an inline machine is valid.
    if (scenario.inlineMachine)
        applyMachine(*scenario.inlineMachine);
    else if (!scenario.machine.empty())
        applyMachine(findMachine(scenario.machine));
}

bool Session::editMachine(const Machine& machine, const QString& description)
{
    try {
        validate(machine);
    } catch (const std::exception& e) {
        emit errorOccurred(
            tr("The machine was not changed: %1").arg(QString::fromStdString(e.what())));
        // Editors that showed the refused value go back to the current one.
        emit machineChanged();
        return false;
    }
    if (machine == mMachine)
        return true;
    mUndoStack->push(new MachineCommand(this, mMachine, machine, description));
    return true;
}

void Session::applyMachine(const Machine& machine)
{
    if (machine == mMachine)
        return;
    mMachine = machine;
    emit machineChanged();
}

void Session::reportRefusedChange(const std::exception& error)
{
    emit errorOccurred(tr("The change was not made: %1").arg(QString::fromStdString(error.what())));
}

void Session::installProgramOf(const Scenario& scenario)
{
    if (!ScenarioProgram::carries(scenario))
        return;
    const auto installed = LuaProgram::installed();
    if (installed && ScenarioProgram::textOf(*installed) == *scenario.program)
        return;
    // install() must not meet a run of the program installed before; the worker's results stay
    // with their watchers and arrive as usual.
    QThreadPool::globalInstance()->waitForDone();
    try {
        ScenarioProgram::install(scenario);
    } catch (const std::exception& e) {
        emit errorOccurred(tr("The program of this trace cannot be shown: %1")
                               .arg(QString::fromStdString(e.what())));
    }
}

void Session::apply(const Scenario& scenario, std::shared_ptr<const Trace> trace)
{
    // Another collective starts at its beginning, never at the answer; an edit of the same
    // one (a link order, the inputs) keeps the step, to be compared at the same moment.
    if (scenario.algorithm != mScenario.algorithm)
        mStep = 0;
    // The views read the program of what they show (its source, phases and figure) from the
    // collective "program": the shown trace's own.
    installProgramOf(scenario);
    mScenario = scenario;
    mTrace = std::move(trace);
    if (mSelectedNode && *mSelectedNode >= mTrace->nodeCount()) {
        mSelectedNode.reset();
        emit selectedNodeChanged();
    }
    const int previous = mStep;
    mStep = std::clamp(mStep, 0, stepCount());
    const bool wasFollowing = mFollow.active();
    ++mFollowId; // a follow still worked out in the worker was of the old trace
    mFollow = {};
    mInputSpread.reset();
    mValueSources.reset();
    emit traceChanged();
    if (wasFollowing)
        emit followChanged();
    // A new trace is shown without animation: previous is not step - 1.
    emit stepChanged(mStep, previous == mStep ? -1 : previous);
    mScenarioNotify.start();
}

void Session::setStep(int step, StepKey)
{
    step = std::clamp(step, 0, stepCount());
    if (step == mStep)
        return;
    const int previous = mStep;
    mStep = step;
    emit stepChanged(mStep, previous);
}

bool Session::isLongFollow(const Trace& trace)
{
    return trace.nodeCount() >= (NodeId{1} << kWorkerDimension);
}

void Session::setFollow(const Follow& follow)
{
    const Follow wanted = mTrace ? follow : Follow{};
    const std::uint64_t id = ++mFollowId; // supersedes one still worked out in the worker
    if (wanted == mFollow)
        return;
    struct Facts
    {
        std::shared_ptr<const InputSpread> spread;
        std::shared_ptr<const ValueSources> sources;
        bool inTrace = true; // false: a node or step outside the trace, nothing to follow
    };
    const bool inWorker = wanted.active() && isLongFollow(*mTrace);
    derive<Facts>(
        this, inWorker,
        [trace = mTrace, wanted] {
            Facts facts;
            try {
                if (wanted.kind == Follow::Kind::Input)
                    facts.spread = std::make_shared<const InputSpread>(*trace, wanted.node);
                else if (wanted.kind == Follow::Kind::Value)
                    facts.sources = std::make_shared<const ValueSources>(
                        *trace, wanted.node, static_cast<std::size_t>(wanted.step));
            } catch (const std::exception&) {
                facts.inTrace = false;
            }
            return facts;
        },
        [this, id, wanted](Derived<Facts> done) {
            if (id != mFollowId)
                return; // another follow, or another trace, came since
            const bool known = done.value && done.value->inTrace;
            const Follow shown = known ? wanted : Follow{};
            if (shown == mFollow)
                return;
            mFollow = shown;
            mInputSpread = known ? done.value->spread : nullptr;
            mValueSources = known ? done.value->sources : nullptr;
            emit followChanged();
        });
}

void Session::setSelectedNode(std::optional<NodeId> node)
{
    if (node && mTrace && *node >= mTrace->nodeCount())
        node.reset();
    if (node == mSelectedNode)
        return;
    mSelectedNode = node;
    emit selectedNodeChanged();
}

} // namespace cubelab::gui
