#pragma once
// ValueAnswerEditor: the answer to predict-value, the step (from 1, with its label and link),
// the node (each fixed when the exercise gives it) and the expression or number. While the
// window shows the exercise it shows the cube before the step asked about: choosing another
// step moves the window there, and the window's step and selected node choose them here.
// predict-blocks takes the same answer without the node: the text lists every node's blocks.

#include "exercise/answereditor.h"

class QLabel;
class QLineEdit;

namespace cubelab::gui {

class ValueAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit ValueAnswerEditor(ShownState* shown, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;

protected:
    void changeEvent(QEvent* event) override;
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    void updateNames();
    void updateFonts();
    void followStep();
    void followSelectedNode();
    // predict-blocks: the text names every node's blocks, the node row is hidden.
    bool asksBlocks() const;

    QLabel* mStepLabel;
    QSpinBox* mStep;
    QLabel* mStepName;
    QLabel* mNodeLabel;
    QSpinBox* mNode;
    QLabel* mNodeName;
    QLabel* mTextLabel;
    QLineEdit* mText;
};

} // namespace cubelab::gui
