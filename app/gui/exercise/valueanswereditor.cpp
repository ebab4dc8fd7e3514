#include "exercise/valueanswereditor.h"

#include "common/plaintext.h"
#include "document/session.h"
#include "document/shownstate.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>
#include <cubelab/hypercube.h>

namespace cubelab::gui {

ValueAnswerEditor::ValueAnswerEditor(ShownState* shown, QWidget* parent)
    : AnswerEditor(shown, parent), mStepLabel(new QLabel(this)), mStep(new QSpinBox(this)),
      mStepName(new QLabel(this)), mNodeLabel(new QLabel(this)), mNode(new QSpinBox(this)),
      mNodeName(new QLabel(this)), mTextLabel(new QLabel(this)), mText(new QLineEdit(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mStep->setObjectName(QStringLiteral("answerStep"));
    mStepName->setWordWrap(true);
    mNode->setObjectName(QStringLiteral("answerNode"));
    mNodeName->setWordWrap(true);
    mTextLabel->setWordWrap(true);
    makePlain({mStepLabel, mStepName, mNodeLabel, mNodeName, mTextLabel});
    mText->setObjectName(QStringLiteral("answerText"));
    mText->setClearButtonEnabled(true);
    mText->setMaxLength(static_cast<int>(ValueAnswer::kMaxTextLength));
    mStepLabel->setBuddy(mStep);
    mNodeLabel->setBuddy(mNode);
    mTextLabel->setBuddy(mText);
    layout->addWidget(mStepLabel, 0, 0);
    layout->addWidget(mStep, 0, 1);
    layout->addWidget(mStepName, 0, 2);
    layout->addWidget(mNodeLabel, 1, 0);
    layout->addWidget(mNode, 1, 1);
    layout->addWidget(mNodeName, 1, 2);
    layout->addWidget(mTextLabel, 2, 0, 1, 3);
    layout->addWidget(mText, 3, 0, 1, 3);
    layout->setColumnStretch(2, 1);
    // Typed numbers count when committed (Enter, leaving the field), not at every key.
    for (QSpinBox* box : {mStep, mNode})
        box->setKeyboardTracking(false);
    updateFonts();

    connect(mStep, &QSpinBox::valueChanged, this, [this](int step) {
        updateNames();
        changed();
        // The window shows the cube before the step asked about.
        if (!isFilling() && windowShowsExercise() && windowSession()->step() != step - 1)
            windowShown()->setStep(step - 1);
    });
    connect(mNode, &QSpinBox::valueChanged, this, [this](int node) {
        updateNames();
        changed();
        if (!isFilling() && windowShowsExercise() &&
            windowSession()->selectedNode() != std::optional<NodeId>(static_cast<NodeId>(node)))
            windowSession()->setSelectedNode(static_cast<NodeId>(node));
    });
    connect(mText, &QLineEdit::textEdited, this, &ValueAnswerEditor::changed);
    connect(mText, &QLineEdit::returnPressed, this, &ValueAnswerEditor::checkRequested);
    connect(windowSession(), &Session::stepChanged, this, &ValueAnswerEditor::followStep);
    connect(windowSession(), &Session::selectedNodeChanged, this,
            &ValueAnswerEditor::followSelectedNode);
}

bool ValueAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::PredictValue || kind == ExerciseKind::PredictBlocks;
}

bool ValueAnswerEditor::asksBlocks() const
{
    return hasExercise() && exercise().kind == ExerciseKind::PredictBlocks;
}

void ValueAnswerEditor::fill(const std::optional<ExerciseAnswer>& saved)
{
    const Exercise& e = exercise();
    const int steps = run() ? static_cast<int>(run()->stepCount()) : 1;
    mStep->setRange(1, std::max(steps, 1));
    mNode->setRange(0, static_cast<int>(Hypercube(e.scenario.dimension).nodeCount()) - 1);
    const auto* answer = saved ? std::get_if<ValueAnswer>(&*saved) : nullptr;
    const std::size_t step = e.parameters.step ? *e.parameters.step : answer ? answer->step : 1;
    const NodeId node = e.parameters.node ? *e.parameters.node : answer ? answer->node : 0;
    mStep->setValue(static_cast<int>(step));
    mNode->setValue(static_cast<int>(node));
    setFixed(mStep, e.parameters.step.has_value());
    setFixed(mNode, e.parameters.node.has_value());
    mText->setText(answer ? QString::fromStdString(answer->text) : QString());
    for (QWidget* w : std::initializer_list<QWidget*>{mNodeLabel, mNode, mNodeName})
        w->setVisible(!asksBlocks());
    retranslate();
}

ExerciseAnswer ValueAnswerEditor::answer() const
{
    return ValueAnswer{static_cast<std::size_t>(mStep->value()),
                       static_cast<NodeId>(mNode->value()), mText->text().trimmed().toStdString()};
}

void ValueAnswerEditor::updateNames()
{
    if (!run())
        return;
    const int step = mStep->value();
    const auto& steps = run()->steps();
    if (step >= 1 && static_cast<std::size_t>(step) <= steps.size()) {
        const Step& s = steps[static_cast<std::size_t>(step - 1)];
        QStringList links;
        for (int link : s.links)
            links << QString::number(link);
        mStepName->setText(
            tr("step %1) over link %2")
                .arg(QString::fromStdString(s.label), links.join(QStringLiteral(", "))));
    }
    mNodeName->setText(
        tr("s_%1, address %2")
            .arg(mNode->value())
            .arg(address(static_cast<NodeId>(mNode->value()), run()->scenario().dimension)));
}

void ValueAnswerEditor::followStep()
{
    if (!hasExercise() || exercise().parameters.step || !windowShowsExercise())
        return;
    // The step to predict is the one about to play.
    const int next = std::min(windowSession()->step() + 1, mStep->maximum());
    if (next != mStep->value() && windowSession()->step() < windowSession()->stepCount()) {
        const QSignalBlocker block(mStep);
        mStep->setValue(next);
        updateNames();
        changed();
    }
}

void ValueAnswerEditor::followSelectedNode()
{
    if (!hasExercise() || exercise().parameters.node || asksBlocks() || !windowShowsExercise())
        return;
    if (const auto node = windowSession()->selectedNode();
        node && static_cast<int>(*node) != mNode->value())
        mNode->setValue(static_cast<int>(*node));
}

void ValueAnswerEditor::retranslate()
{
    mStepLabel->setText(tr("After step:"));
    mNodeLabel->setText(tr("Node:"));
    if (asksBlocks()) {
        mTextLabel->setText(tr("Which blocks does each node hold after the step? For every node "
                               "its number, a colon and its blocks; nodes separated by "
                               "semicolons:"));
        // The form of an answer, never one.
        mText->setPlaceholderText(tr("node: block, block; node: block, block; …"));
    } else {
        mTextLabel->setText(
            tr("What will the node hold after the step? An expression with brackets of any "
               "kind, or a number:"));
        // The form of an answer, never one: no input and no number the exercise could ask for.
        mText->setPlaceholderText(tr("e.g. [(a_i+a_j)+(a_k+a_l)], or a number"));
    }
    if (hasExercise())
        updateNames();
}

void ValueAnswerEditor::updateFonts()
{
    QFont answer = font();
    answer.setPointSizeF(font().pointSizeF() * 1.15);
    mText->setFont(answer);
}

void ValueAnswerEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        updateFonts();
    AnswerEditor::changeEvent(event);
}

} // namespace cubelab::gui
