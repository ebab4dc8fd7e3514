#include "document/shownstate.h"

#include "document/session.h"

#include <algorithm>
#include <cubelab/machine.h>
#include <exception>
#include <stdexcept>

namespace cubelab::gui {

ShownState::ShownState(Session* session, QObject* parent)
    : QObject(parent), mSession(session), mStep(session->step()), mCount(session->stepCount())
{
    connect(mSession, &Session::traceChanged, this, &ShownState::onTraceChanged);
}

int ShownState::stepCount() const
{
    return mSecond ? std::max(mSession->stepCount(), mSecond->stepCount()) : mSession->stepCount();
}

bool ShownState::isDone(const Session* session) const
{
    return session && session->stepCount() < mStep;
}

void ShownState::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == mStep)
        return;
    const int previous = mStep;
    mStep = step;
    applyToSessions();
    emit stepChanged(mStep, previous);
}

void ShownState::applyToSessions()
{
    // Each session shows the step clipped to its own trace.
    mSession->setStep(std::min(mStep, mSession->stepCount()), Session::StepKey{});
    if (mSecond)
        mSecond->setStep(std::min(mStep, mSecond->stepCount()), Session::StepKey{});
}

void ShownState::onTraceChanged()
{
    const int previous = mStep;
    const int count = stepCount();
    // Alone the session's trace decides (a new trace keeps the step where it can). Comparing,
    // the step is kept too, unless the first session went back further than its new end asks
    // for: a new scenario or collective, which starts at its beginning.
    const bool firstRestarted = mSession->step() < std::min(mStep, mSession->stepCount());
    if (mStartStep)
        mStep = std::clamp(*mStartStep, 0, count);
    else
        mStep = mSecond && !firstRestarted ? std::clamp(mStep, 0, count) : mSession->step();
    applyToSessions();
    if (count != mCount) {
        mCount = count;
        emit stepCountChanged(count);
    }
    // A new trace is shown without animation: previous is not step - 1.
    emit stepChanged(mStep, previous == mStep || mStartStep ? -1 : previous);
}

void ShownState::setLayout(ShownLayout layout)
{
    if (layout == mLayout)
        return;
    mLayout = layout;
    emit layoutChanged(layout);
}

void ShownState::setPanel(std::optional<PanelId> panel)
{
    if (panel == mPanel)
        return;
    mPanel = panel;
    emit panelChanged(panel);
}

void ShownState::setSecond(Session* second, ShownComparison comparison)
{
    if (second == mSecond && comparison == mComparison) {
        emit comparisonChanged(); // the same pair, a new second scenario
        return;
    }
    if (mSecond && mSecond != second)
        disconnect(mSecond, nullptr, this, nullptr);
    if (second && second != mSecond)
        connect(second, &Session::traceChanged, this, &ShownState::onTraceChanged);
    mSecond = second;
    mComparison = second ? comparison : ShownComparison::None;
    onTraceChanged();
    emit comparisonChanged();
}

void ShownState::setPresentation(bool on)
{
    if (on == mPresentation)
        return;
    // Leaving the stage gives its panel back first, so the docks return as they were.
    if (!on && mStagePanel) {
        mStagePanel.reset();
        emit stagePanelChanged(mStagePanel);
    }
    mPresentation = on;
    emit presentationChanged(on);
}

void ShownState::putOnStage(PanelId panel)
{
    setPresentation(true);
    mStagePanel = panel;
    emit stagePanelChanged(mStagePanel);
}

void ShownState::putCubeOnStage()
{
    if (!mStagePanel)
        return;
    mStagePanel.reset();
    emit stagePanelChanged(mStagePanel);
}

void ShownState::setBlank(bool on)
{
    if (on == mBlank)
        return;
    mBlank = on;
    emit blankChanged(on);
}

void ShownState::setAnswerWithheld(bool on)
{
    if (on == mAnswerWithheld)
        return;
    mAnswerWithheld = on;
    emit answerWithheldChanged(on);
}

Shown ShownState::current() const
{
    Shown shown;
    shown.step = mStep;
    shown.layout = mLayout;
    shown.panel = mPanel;
    shown.follow = mSession->follow();
    shown.comparison = mComparison;
    return shown;
}

Moment ShownState::toMoment() const
{
    Scenario scenario = mSession->scenario();
    // The machine the costs are computed for, which the user may have changed since the
    // scenario came: a preset by its id, any other in full.
    const Machine& machine = mSession->machine();
    scenario.inlineMachine.reset();
    scenario.machine = machine.id;
    try {
        if (!(findMachine(machine.id) == machine))
            scenario.inlineMachine = machine;
    } catch (const std::exception&) {
        scenario.inlineMachine = machine;
    }
    return current().toMoment(scenario);
}

bool ShownState::show(const Shown& shown, QString* why)
{
    if (!shown.scenario) {
        const std::shared_ptr<const Trace> trace = mSession->trace();
        if (!trace) {
            *why = tr("nothing is open to show it on");
            return false;
        }
        // A comparison stays as it is where the moment names the one shown (or, for a
        // comparison with a scenario file, which no moment names, none).
        const bool keeps = comparisonName(shown.comparison) == comparisonName(mComparison);
        if (!check(shown, mSession->scenario(), *trace, keeps, why))
            return false;
        apply(shown, keeps);
        return true;
    }
    // First every check, so that a refused moment changes nothing: the budget before the run.
    Scenario scenario;
    std::shared_ptr<const Trace> trace;
    try {
        scenario = normalized(*shown.scenario);
        Session::checkRunFits(scenario);
        if (Session::runsInWorker(scenario)) {
            mSession->runInWorker(scenario, [this, shown, scenario](auto done) {
                QString later;
                if (!showRun(shown, scenario, std::move(done), &later))
                    emit refusedLater(later);
            });
            return true;
        }
        trace = Session::run(scenario); // the session layer's own run, checked above
    } catch (const std::exception& e) {
        *why = QString::fromStdString(e.what());
        return false;
    }
    return showRun(shown, scenario, std::move(trace), why);
}

bool ShownState::showRun(const Shown& shown, const Scenario& scenario,
                         std::shared_ptr<const Trace> trace, QString* why)
{
    if (!check(shown, scenario, *trace, false, why))
        return false;
    if (mComparer)
        mComparer->stopComparing();
    // The new trace comes at the moment's step at once: one step change, not its start and then
    // the step (a screen reader would hear both captions, the start's wrongly).
    mStartStep = shown.step;
    mSession->resetToTrace(std::move(trace), Session::TraceOrigin::Run);
    mStartStep.reset();
    apply(shown, false);
    return true;
}

bool ShownState::check(const Shown& shown, const Scenario& scenario, const Trace& trace,
                       bool keepsComparison, QString* why)
{
    // The step runs to the end of the longer scenario of a comparison.
    int steps = static_cast<int>(trace.stepCount());
    if (keepsComparison) {
        steps = stepCount();
    } else if (shown.comparison != ShownComparison::None) {
        try {
            if (!mComparer || shown.comparison == ShownComparison::File)
                throw std::invalid_argument(comparisonName(shown.comparison).toStdString());
            // Throws where there is no such second scenario. The second runs here only when
            // the step lies beyond the first's (the comparison runs it, in the worker for a
            // large cube).
            const Scenario second = mComparer->secondOf(shown.comparison, scenario, trace);
            if (shown.step > steps)
                steps = std::max(steps, static_cast<int>(Session::run(second)->stepCount()));
        } catch (const std::exception& e) {
            *why = QString::fromStdString(e.what());
            return false;
        }
    }
    if (shown.step < 0 || shown.step > steps) {
        *why = tr("step %1 is out of range: this scenario has steps 0 to %2")
                   .arg(shown.step)
                   .arg(steps);
        return false;
    }
    return true;
}

void ShownState::apply(const Shown& shown, bool keepsComparison)
{
    if (!keepsComparison && mComparer) {
        mComparer->stopComparing();
        if (shown.comparison != ShownComparison::None)
            mComparer->startComparing(shown.comparison);
    }
    setStep(shown.step);
    mSession->setFollow(shown.follow);
    setLayout(shown.layout);
    // Brought forward again even when it is the panel last brought forward: the user may have
    // raised another dock's tab meanwhile.
    mPanel = shown.panel;
    emit panelChanged(mPanel);
}

} // namespace cubelab::gui
