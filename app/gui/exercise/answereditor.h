#pragma once
// AnswerEditor: the answer area of the exercise panel for one kind of exercise. The panel
// holds the list, the task, Check and the feedback; an editor shows the widgets of its kind,
// fills them with the saved answer, and reads the answer back. AnswerEditor::create gives the
// editor for a kind (one class serves link-order-load and best-order).
//
// While the window shows the exercise (its scenario up to the link order, i.e. after Start),
// an editor and the window follow each other where the kind asks for it: the link order for
// the order kinds, the step and the node for predict-value. The window is changed only
// through its Session, its step through its ShownState.

#include "common/theme.h"

#include <QWidget>
#include <cubelab/exercise.h>
#include <cubelab/exerciseanswer.h>
#include <cubelab/trace.h>
#include <memory>
#include <optional>

class QSpinBox;

namespace cubelab::gui {

class Session;
class ShownState;

class AnswerEditor : public QWidget
{
    Q_OBJECT

public:
    // The editor for answers of the kind; shown: the window's shown state (and session) it
    // follows.
    static AnswerEditor* create(ExerciseKind kind, ShownState* shown, QWidget* parent = nullptr);

    // Whether this editor takes answers of the kind (link-order-load and best-order share one).
    virtual bool takes(ExerciseKind kind) const = 0;

    // Shows the exercise with the saved answer (none: the exercise's start). run: the
    // exercise's scenario as the engine ran it; null when it could not run.
    void showExercise(const Exercise& exercise, std::shared_ptr<const Trace> run,
                      const std::optional<ExerciseAnswer>& saved);
    // The answer as the widgets hold it now.
    virtual ExerciseAnswer answer() const = 0;
    virtual void retranslate() = 0;
    virtual void setTheme(const Theme& theme);
    // The window has just started the exercise: the editor takes over what it shows.
    virtual void followWindow();
    // The answer was checked: an editor may mark what the result names (a program's line).
    virtual void showResult(const CheckResult& result);

    // Whether the window shows the exercise's scenario (the link order aside). A hidden editor
    // (one kept for another kind) never follows the window.
    bool windowShowsExercise() const;
    // Whether the editor is being filled with an exercise and its saved answer (showExercise):
    // the window is not moved then, only by the student's own changes.
    bool isFilling() const { return mFilling; }

signals:
    // The student changed the answer, or the window it follows did (never while filling in).
    void answerChanged();
    // The student asked for a check from inside the editor (Enter in a text field).
    void checkRequested();

protected:
    AnswerEditor(ShownState* shown, QWidget* parent);

    // Fills the widgets for exercise() from the saved answer.
    virtual void fill(const std::optional<ExerciseAnswer>& saved) = 0;

    ShownState* windowShown() const { return mWindow; }
    Session* windowSession() const;
    const Exercise& exercise() const { return mExercise; }
    const Trace* run() const { return mRun.get(); }
    bool hasExercise() const { return mHasExercise; }
    // Emits answerChanged unless the widgets are being filled in.
    void changed();

    // A node's address, n binary digits (Hypercube::address).
    static QString address(NodeId node, int dimension);
    // A value the exercise gives: shown plainly (a greyed box is hard to read at a projector),
    // not editable.
    static void setFixed(QSpinBox* box, bool fixed);

private:
    ShownState* mWindow;
    Exercise mExercise;
    std::shared_ptr<const Trace> mRun;
    bool mHasExercise = false;
    bool mFilling = false;
};

} // namespace cubelab::gui
