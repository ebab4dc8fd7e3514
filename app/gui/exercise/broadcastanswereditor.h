#pragma once
// BroadcastAnswerEditor: the answer to broadcast-prediction, the root (fixed when the exercise
// gives it) and a table with a row per asked node: number, address and the predicted step
// ("?" = not answered; the root's row is 0).

#include "exercise/answereditor.h"

class QLabel;
class QSpinBox;
class QTableWidget;

namespace cubelab::gui {

class BroadcastAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit BroadcastAnswerEditor(ShownState* shown, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;

protected:
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    void rebuildTable();
    void updateRoot();
    void nameStepBoxes();

    QLabel* mRootLabel;
    QSpinBox* mRoot;
    QLabel* mRootNote;
    QLabel* mStepsNote;
    QTableWidget* mSteps;
};

} // namespace cubelab::gui
