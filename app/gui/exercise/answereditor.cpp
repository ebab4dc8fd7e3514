#include "exercise/answereditor.h"

#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/broadcastanswereditor.h"
#include "exercise/orderanswereditor.h"
#include "exercise/programanswereditor.h"
#include "exercise/rangeanswereditor.h"
#include "exercise/valueanswereditor.h"

#include <QSpinBox>
#include <algorithm>
#include <cubelab/hypercube.h>

namespace cubelab::gui {

AnswerEditor* AnswerEditor::create(ExerciseKind kind, ShownState* shown, QWidget* parent)
{
    switch (kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return new OrderAnswerEditor(shown, parent);
    case ExerciseKind::BroadcastPrediction:
        return new BroadcastAnswerEditor(shown, parent);
    case ExerciseKind::PredictValue:
    case ExerciseKind::PredictBlocks:
        return new ValueAnswerEditor(shown, parent);
    case ExerciseKind::CubeWinsRange:
        return new RangeAnswerEditor(shown, parent);
    case ExerciseKind::Program:
        return new ProgramAnswerEditor(shown, parent);
    }
    return new OrderAnswerEditor(shown, parent);
}

AnswerEditor::AnswerEditor(ShownState* shown, QWidget* parent) : QWidget(parent), mWindow(shown) {}

Session* AnswerEditor::windowSession() const
{
    return mWindow->session();
}

void AnswerEditor::showResult(const CheckResult&) {}

void AnswerEditor::showExercise(const Exercise& exercise, std::shared_ptr<const Trace> run,
                                const std::optional<ExerciseAnswer>& saved)
{
    mExercise = exercise;
    mRun = std::move(run);
    mHasExercise = true;
    mFilling = true;
    fill(saved);
    mFilling = false;
}

void AnswerEditor::setTheme(const Theme&) {}

void AnswerEditor::followWindow() {}

void AnswerEditor::changed()
{
    if (!mFilling)
        emit answerChanged();
}

bool AnswerEditor::windowShowsExercise() const
{
    if (!mHasExercise || !mRun || isHidden())
        return false;
    const Scenario& start = mRun->scenario();
    Scenario shown = windowSession()->scenario();
    shown.linkOrder = start.linkOrder;
    return shown == start;
}

QString AnswerEditor::address(NodeId node, int dimension)
{
    return QString::fromStdString(Hypercube(dimension).address(node));
}

void AnswerEditor::setFixed(QSpinBox* box, bool fixed)
{
    box->setReadOnly(fixed);
    box->setButtonSymbols(fixed ? QAbstractSpinBox::NoButtons : QAbstractSpinBox::UpDownArrows);
    box->setFrame(!fixed);
    box->setFocusPolicy(fixed ? Qt::NoFocus : Qt::StrongFocus);
}

} // namespace cubelab::gui
