#include "compare/comparedsteps.h"

#include "document/session.h"

#include <algorithm>

namespace cubelab::gui {

ComparedSteps::ComparedSteps(Session* first, QObject* parent)
    : QObject(parent), mFirst(first), mStep(first->step()), mCount(first->stepCount())
{
    connect(mFirst, &Session::traceChanged, this, &ComparedSteps::onTraceChanged);
    connect(mFirst, &Session::stepChanged, this, &ComparedSteps::onFirstStepChanged);
}

void ComparedSteps::setSecond(Session* second)
{
    if (second == mSecond)
        return;
    if (mSecond)
        disconnect(mSecond, nullptr, this, nullptr);
    mSecond = second;
    if (mSecond)
        connect(mSecond, &Session::traceChanged, this, &ComparedSteps::onTraceChanged);
    onTraceChanged();
}

int ComparedSteps::stepCount() const
{
    return mSecond ? std::max(mFirst->stepCount(), mSecond->stepCount()) : mFirst->stepCount();
}

bool ComparedSteps::isDone(const Session* session) const
{
    return session && session->stepCount() < mStep;
}

void ComparedSteps::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == mStep)
        return;
    const int previous = mStep;
    mStep = step;
    applyToSessions();
    emit stepChanged(mStep, previous);
}

void ComparedSteps::applyToSessions()
{
    mApplying = true;
    mFirst->setStep(mStep);
    if (mSecond)
        mSecond->setStep(mStep);
    mApplying = false;
}

void ComparedSteps::onTraceChanged()
{
    const int previous = mStep;
    const int count = stepCount();
    // Alone the session's own step is the step (a new trace keeps it where it can). Comparing,
    // the shared step is kept too, unless the first session went back further than its new
    // end asks for: a new scenario or collective, which starts at its beginning.
    const bool firstRestarted = mFirst->step() < std::min(mStep, mFirst->stepCount());
    mStep = mSecond && !firstRestarted ? std::clamp(mStep, 0, count) : mFirst->step();
    applyToSessions();
    if (count != mCount) {
        mCount = count;
        emit stepCountChanged(count);
    }
    // A new trace is shown without animation: previous is not step - 1.
    emit stepChanged(mStep, previous == mStep ? -1 : previous);
}

void ComparedSteps::onFirstStepChanged(int step)
{
    if (mApplying || step == std::min(mStep, mFirst->stepCount()))
        return;
    // Someone set the first session's step (a test, an older caller): that is the step now.
    const int previous = mStep;
    mStep = step;
    if (mSecond) {
        mApplying = true;
        mSecond->setStep(mStep);
        mApplying = false;
    }
    emit stepChanged(mStep, previous);
}

} // namespace cubelab::gui
