#pragma once
// ProgramAnswerEditor: the answer to a program exercise, a node program in Lua. It starts from
// the lecture program the exercise changes (the template that implements its collective), and
// Check runs it on many cubes (ProgramChecker) and a failure is marked at its line; "Run in the
// window" hands it to the program editor, which runs it on the cube shown.

#include "exercise/answereditor.h"

class QLabel;
class QPushButton;

namespace cubelab::gui {

class CodeEditor;
class LuaHighlighter;

class ProgramAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit ProgramAnswerEditor(ShownState* shown, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;
    void setTheme(const Theme& theme) override;
    // Marks the line a failed check names (a syntax error, a run that failed).
    void showResult(const CheckResult& result) override;

    CodeEditor* editor() const { return mSource; }

signals:
    // The student wants to watch the program run on the cube: the program editor takes it.
    void runInWindowRequested(const QString& source, const QString& name);
    // The student's own MPI program, traced (cubelab-mpi trace --output), is to be checked
    // instead of the Lua program: the trace file chosen.
    void tracedRunCheckRequested(const QString& path);

protected:
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    void startFromTemplate();
    void chooseTracedRun();

    QLabel* mHint;
    CodeEditor* mSource;
    LuaHighlighter* mHighlighter;
    QPushButton* mTemplate;
    QPushButton* mRun;
    QPushButton* mTraced;
    QString mText; // the text last seen, to tell an edit from a change of colours
};

} // namespace cubelab::gui
