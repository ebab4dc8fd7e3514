#pragma once
// ProgramAnswerEditor: the answer to a program exercise, a node program in Lua. It starts from
// the lecture program the exercise changes (the template that implements its collective), and
// Check runs it on many cubes (ProgramChecker).

#include "exercise/answereditor.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace cubelab::gui {

class ProgramAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit ProgramAnswerEditor(Session* session, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;

    // The shipped program that implements the collective (by lecture name), or the skeleton
    // in the language shown when none does.
    static QString templateFor(const QString& lectureName);

protected:
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    void startFromTemplate();

    QLabel* mHint;
    QPlainTextEdit* mSource;
    QPushButton* mTemplate;
};

} // namespace cubelab::gui
