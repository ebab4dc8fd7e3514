#pragma once
// OrderAnswerEditor: the answer to link-order-load and best-order, a link order in a
// LinkOrderEditor. While the window shows the exercise, the order here and the window's follow
// each other, so the student sees the loads move.

#include "exercise/answereditor.h"

class QLabel;

namespace cubelab::gui {

class LinkOrderEditor;

class OrderAnswerEditor : public AnswerEditor
{
    Q_OBJECT

public:
    explicit OrderAnswerEditor(ShownState* shown, QWidget* parent = nullptr);

    bool takes(ExerciseKind kind) const override;
    ExerciseAnswer answer() const override;
    void retranslate() override;
    void setTheme(const Theme& theme) override;
    void followWindow() override;

protected:
    void fill(const std::optional<ExerciseAnswer>& saved) override;

private:
    LinkOrderEditor* mOrder;
    QLabel* mNote;
};

} // namespace cubelab::gui
