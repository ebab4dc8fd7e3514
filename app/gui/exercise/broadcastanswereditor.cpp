#include "exercise/broadcastanswereditor.h"

#include "common/plaintext.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>
#include <cubelab/hypercube.h>

namespace cubelab::gui {

namespace {

constexpr int kUnanswered = -1;

} // namespace

BroadcastAnswerEditor::BroadcastAnswerEditor(ShownState* shown, QWidget* parent)
    : AnswerEditor(shown, parent), mRootLabel(new QLabel(this)), mRoot(new QSpinBox(this)),
      mRootNote(new QLabel(this)), mStepsNote(new QLabel(this)), mSteps(new QTableWidget(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mRoot->setObjectName(QStringLiteral("answerRoot"));
    mRootNote->setWordWrap(true);
    mStepsNote->setWordWrap(true);
    makePlain({mRootLabel, mRootNote, mStepsNote});
    mSteps->setObjectName(QStringLiteral("answerSteps"));
    mSteps->setColumnCount(3);
    mSteps->verticalHeader()->hide();
    mSteps->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mSteps->setSelectionMode(QAbstractItemView::NoSelection);
    mSteps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab goes from step box to step box and on, not round the table's cells.
    mSteps->setTabKeyNavigation(false);
    mRootLabel->setBuddy(mRoot);
    layout->addWidget(mRootLabel, 0, 0);
    layout->addWidget(mRoot, 0, 1);
    layout->addWidget(mRootNote, 0, 2);
    layout->addWidget(mStepsNote, 1, 0, 1, 3);
    layout->addWidget(mSteps, 2, 0, 1, 3);
    layout->setColumnStretch(2, 1);
    // Typed numbers count when committed (Enter, leaving the field), not at every key.
    mRoot->setKeyboardTracking(false);

    connect(mRoot, &QSpinBox::valueChanged, this, [this] {
        updateRoot();
        changed();
    });
}

bool BroadcastAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::BroadcastPrediction;
}

void BroadcastAnswerEditor::fill(const std::optional<ExerciseAnswer>& saved)
{
    const Exercise& e = exercise();
    const std::uint32_t p = Hypercube(e.scenario.dimension).nodeCount();
    mRoot->setRange(0, static_cast<int>(p) - 1);
    const auto* answer = saved ? std::get_if<BroadcastAnswer>(&*saved) : nullptr;
    const NodeId root = e.parameters.root ? *e.parameters.root : answer ? answer->root : 0;
    mRoot->setValue(static_cast<int>(std::min<NodeId>(root, p - 1)));
    setFixed(mRoot, e.parameters.root.has_value());
    rebuildTable();
    if (answer)
        for (int row = 0; row < mSteps->rowCount(); ++row) {
            auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
            const auto node =
                static_cast<NodeId>(mSteps->item(row, 0)->data(Qt::UserRole).toUInt());
            if (auto it = answer->steps.find(node); it != answer->steps.end() && box)
                box->setValue(static_cast<int>(it->second));
        }
    updateRoot();
}

void BroadcastAnswerEditor::rebuildTable()
{
    const Exercise& e = exercise();
    std::vector<NodeId> asked = e.parameters.nodes;
    if (asked.empty())
        for (NodeId node = 0; node < Hypercube(e.scenario.dimension).nodeCount(); ++node)
            asked.push_back(node);
    const int maxStep = e.scenario.dimension;
    mSteps->setRowCount(static_cast<int>(asked.size()));
    for (std::size_t i = 0; i < asked.size(); ++i) {
        const int row = static_cast<int>(i);
        auto* node = new QTableWidgetItem(QString::number(asked[i]));
        node->setData(Qt::UserRole, asked[i]);
        node->setTextAlignment(Qt::AlignCenter);
        auto* addressItem = new QTableWidgetItem(address(asked[i], e.scenario.dimension));
        addressItem->setTextAlignment(Qt::AlignCenter);
        mSteps->setItem(row, 0, node);
        mSteps->setItem(row, 1, addressItem);
        auto* box = new QSpinBox(mSteps);
        box->setObjectName(QStringLiteral("step_%1").arg(asked[i]));
        box->setRange(kUnanswered, maxStep);
        box->setSpecialValueText(QStringLiteral("?"));
        box->setValue(kUnanswered);
        box->setAlignment(Qt::AlignCenter);
        box->setKeyboardTracking(false);
        connect(box, &QSpinBox::valueChanged, this, &BroadcastAnswerEditor::changed);
        mSteps->setCellWidget(row, 2, box);
    }
    nameStepBoxes();
    mSteps->resizeRowsToContents();
    // Every row visible: the table is short (at most 2^n rows of a small cube) and a scroll
    // bar inside the scrolling panel would hide rows.
    int height = mSteps->horizontalHeader()->sizeHint().height() + 2 * mSteps->frameWidth();
    for (int row = 0; row < mSteps->rowCount(); ++row)
        height += mSteps->rowHeight(row);
    mSteps->setFixedHeight(height);
}

void BroadcastAnswerEditor::updateRoot()
{
    const NodeId root = static_cast<NodeId>(mRoot->value());
    for (int row = 0; row < mSteps->rowCount(); ++row) {
        auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
        if (!box)
            continue;
        const bool isRoot = mSteps->item(row, 0)->data(Qt::UserRole).toUInt() == root;
        // The root holds the data from the start: its step is 0, nothing to predict.
        if (isRoot) {
            const QSignalBlocker block(box);
            box->setValue(0);
        } else if (box->value() == 0) {
            const QSignalBlocker block(box);
            box->setValue(kUnanswered);
        }
        box->setEnabled(!isRoot);
        box->setMinimum(isRoot ? 0 : kUnanswered);
    }
    if (hasExercise())
        mRootNote->setText(tr("address %1").arg(address(root, exercise().scenario.dimension)));
}

void BroadcastAnswerEditor::nameStepBoxes()
{
    // A box in a table has no label beside it: its row says which node it asks about.
    for (int row = 0; row < mSteps->rowCount(); ++row)
        if (auto* box = mSteps->cellWidget(row, 2))
            box->setAccessibleName(
                tr("Step in which node %1 (%2) receives the data")
                    .arg(mSteps->item(row, 0)->text(), mSteps->item(row, 1)->text()));
}

ExerciseAnswer BroadcastAnswerEditor::answer() const
{
    BroadcastAnswer answer;
    answer.root = static_cast<NodeId>(mRoot->value());
    for (int row = 0; row < mSteps->rowCount(); ++row) {
        auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
        if (box && box->value() != kUnanswered)
            answer.steps[static_cast<NodeId>(mSteps->item(row, 0)->data(Qt::UserRole).toUInt())] =
                static_cast<std::size_t>(box->value());
    }
    return answer;
}

void BroadcastAnswerEditor::retranslate()
{
    mRootLabel->setText(tr("Root:"));
    mStepsNote->setText(
        tr("In which step does each node receive the data? (? = not answered; the root has it at "
           "step 0)"));
    mSteps->setHorizontalHeaderLabels({tr("Node"), tr("Address"), tr("Step")});
    mSteps->setAccessibleName(mStepsNote->text());
    nameStepBoxes();
    mRootNote->setText(QString());
    if (!hasExercise())
        return;
    updateRoot();
    if (exercise().parameters.root)
        mRootNote->setText(mRootNote->text() + QStringLiteral(" — ") + tr("given by the exercise"));
}

} // namespace cubelab::gui
