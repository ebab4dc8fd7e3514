#include "analysis/comparisonmodel.h"

#include "document/session.h"

#include <QEvent>

namespace cubelab::gui {

ComparisonModel::ComparisonModel(Session* session, QObject* parent)
    : QObject(parent), mSession(session)
{
    connect(mSession, &Session::scenarioChanged, this, &ComparisonModel::sessionChanged);
    connect(mSession, &Session::machineChanged, this, &ComparisonModel::sessionChanged);
}

void ComparisonModel::addPanel(QWidget* panel)
{
    // A panel made for one picture is gone again: forget it, so the list stays the live ones.
    mPanels.removeAll(nullptr);
    mPanels.append(panel);
    panel->installEventFilter(this);
}

void ComparisonModel::sessionChanged()
{
    // Hidden panels compute nothing: the one shown next catches up.
    for (const QPointer<QWidget>& panel : mPanels)
        if (panel && panel->isVisible()) {
            update();
            return;
        }
}

bool ComparisonModel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show)
        update();
    return QObject::eventFilter(watched, event);
}

QString ComparisonModel::problem() const
{
    // Made again: a sentence of the language it was made in must follow a switch.
    return ComparisonSetup::make(mSession->scenario(), mSession->machine(), true).problem;
}

void ComparisonModel::update()
{
    refresh(false);
}

void ComparisonModel::compareNow()
{
    refresh(true);
}

void ComparisonModel::refresh(bool asked)
{
    // One request serves both panels: the chart's sweep, and the table's length within it.
    const ComparisonSetup setup =
        ComparisonSetup::make(mSession->scenario(), mSession->machine(), true);
    // The same request keeps its result, its refusal or its wait for the button.
    if (mHasRequest && mSetup.sameAs(setup) && (mState != State::Waiting || !asked))
        return;
    ++mGeneration;
    mHasRequest = true;
    mSetup = setup;
    mComparison.reset();
    mCubeBest.reset();
    mError.clear();
    if (!setup.canCompare()) {
        mState = State::Problem;
        emit changed();
        return;
    }
    if (setup.isLarge() && !asked) {
        mState = State::Waiting;
        emit changed();
        return;
    }
    ++mComputations;
    mState = State::Running;
    const int generation = mGeneration;
    const Machine machine = setup.machine;
    const ComparisonRequest request = setup.request;
    mSession->derive<Session::VariantComparison>(
        this, setup.isLarge(), [machine, request] { return Session::compare(machine, request); },
        [this, generation](Session::Derived<Session::VariantComparison> result) {
            if (generation != mGeneration)
                return;
            if (result.value) {
                mComparison = std::move(result.value->comparison);
                mCubeBest = std::move(result.value->cubeBest);
                mState = State::Ready;
            } else {
                mError = result.error;
                mState = State::Failed;
            }
            emit changed();
        });
    if (mState == State::Running)
        emit changed(); // in the worker: the panels say so
}

} // namespace cubelab::gui
