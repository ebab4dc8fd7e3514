#include "exercise/orderanswereditor.h"

#include "common/plaintext.h"
#include "document/session.h"
#include "scenario/linkordereditor.h"

#include <QLabel>
#include <QVBoxLayout>

namespace cubelab::gui {

OrderAnswerEditor::OrderAnswerEditor(ShownState* shown, QWidget* parent)
    : AnswerEditor(shown, parent), mOrder(new LinkOrderEditor(this)), mNote(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mNote->setWordWrap(true);
    makePlain(mNote);
    mOrder->setObjectName(QStringLiteral("answerOrder"));
    layout->addWidget(mOrder);
    layout->addWidget(mNote);

    connect(mOrder, &LinkOrderEditor::orderEdited, this, [this](const std::vector<int>& order) {
        mOrder->setOrder(order);
        changed();
        if (windowShowsExercise() && windowSession()->scenario().linkOrder != order) {
            Scenario edited = windowSession()->scenario();
            edited.linkOrder = order;
            windowSession()->editScenario(edited, tr("Change the link order"),
                                          Session::Field::LinkOrder);
        }
    });
    connect(windowSession(), &Session::scenarioChanged, this, &OrderAnswerEditor::followWindow);
}

bool OrderAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::LinkOrderLoad || kind == ExerciseKind::BestOrder;
}

void OrderAnswerEditor::fill(const std::optional<ExerciseAnswer>& saved)
{
    const std::vector<int> start =
        run() ? run()->scenario().linkOrder : exercise().scenario.linkOrder;
    mOrder->setLectureOrder(start);
    const auto* answer = saved ? std::get_if<OrderAnswer>(&*saved) : nullptr;
    mOrder->setOrder(answer && answer->order.size() == start.size() ? answer->order : start);
}

ExerciseAnswer OrderAnswerEditor::answer() const
{
    return OrderAnswer{mOrder->order()};
}

void OrderAnswerEditor::followWindow()
{
    if (!takes(exercise().kind) || !windowShowsExercise())
        return;
    // An order edited elsewhere (the scenario panel, undo) becomes the answer.
    const std::vector<int>& shown = windowSession()->scenario().linkOrder;
    if (shown != mOrder->order() && shown.size() == mOrder->order().size()) {
        mOrder->setOrder(shown);
        changed();
    }
}

void OrderAnswerEditor::retranslate()
{
    mOrder->setName(tr("Your link order"));
    mNote->setText(
        tr("The first link is used first. While the window shows this exercise, the order here and "
           "the window's follow each other: change it here or in the scenario panel and watch the "
           "loads."));
}

void OrderAnswerEditor::setTheme(const Theme& theme)
{
    mOrder->setTheme(theme);
}

} // namespace cubelab::gui
