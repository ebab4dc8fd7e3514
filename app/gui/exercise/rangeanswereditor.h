#pragma once
// RangeAnswerEditor: the answer to cube-wins-range, "Cube_Do is faster for the vector lengths
// from … to …" (or with no upper end), or "Cube_Do is never faster".

#include "exercise/answereditor.h"

class QButtonGroup;
class QCheckBox;
class QLabel;
class QRadioButton;

namespace cubelab::gui {

class RangeAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit RangeAnswerEditor(ShownState* shown, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;

protected:
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    void updateEnabled();

    QButtonGroup* mChoice;
    QRadioButton* mYes;
    QRadioButton* mNever;
    QLabel* mLowLabel;
    QSpinBox* mLow;
    QLabel* mHighLabel;
    QSpinBox* mHigh;
    QCheckBox* mOpenEnd;
};

} // namespace cubelab::gui
