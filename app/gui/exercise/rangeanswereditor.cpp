#include "exercise/rangeanswereditor.h"

#include "common/plaintext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <algorithm>
#include <climits>

namespace cubelab::gui {

RangeAnswerEditor::RangeAnswerEditor(ShownState* shown, QWidget* parent)
    : AnswerEditor(shown, parent), mChoice(new QButtonGroup(this)), mYes(new QRadioButton(this)),
      mNever(new QRadioButton(this)), mLowLabel(new QLabel(this)), mLow(new QSpinBox(this)),
      mHighLabel(new QLabel(this)), mHigh(new QSpinBox(this)), mOpenEnd(new QCheckBox(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mYes->setObjectName(QStringLiteral("rangeYes"));
    mNever->setObjectName(QStringLiteral("rangeNever"));
    mChoice->addButton(mYes);
    mChoice->addButton(mNever);
    mYes->setChecked(true);
    makePlain({mLowLabel, mHighLabel});
    mLow->setObjectName(QStringLiteral("rangeLow"));
    mHigh->setObjectName(QStringLiteral("rangeHigh"));
    mOpenEnd->setObjectName(QStringLiteral("rangeOpen"));
    for (QSpinBox* box : {mLow, mHigh}) {
        // Typed numbers count when committed (Enter, leaving the field), not at every key.
        box->setKeyboardTracking(false);
        box->setRange(1, INT_MAX);
        box->setGroupSeparatorShown(true);
        box->setMinimumWidth(140);
    }
    mLowLabel->setBuddy(mLow);
    mHighLabel->setBuddy(mHigh);
    layout->addWidget(mYes, 0, 0, 1, 3);
    layout->addWidget(mLowLabel, 1, 0);
    layout->addWidget(mLow, 1, 1);
    layout->addWidget(mHighLabel, 2, 0);
    layout->addWidget(mHigh, 2, 1);
    layout->addWidget(mOpenEnd, 3, 1, 1, 2);
    layout->addWidget(mNever, 4, 0, 1, 3);
    layout->setColumnMinimumWidth(0, 24);
    layout->setColumnStretch(2, 1);

    auto edited = [this] {
        updateEnabled();
        changed();
    };
    connect(mYes, &QRadioButton::toggled, this, edited);
    connect(mOpenEnd, &QCheckBox::toggled, this, edited);
    connect(mLow, &QSpinBox::valueChanged, this, edited);
    connect(mHigh, &QSpinBox::valueChanged, this, edited);
}

bool RangeAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::CubeWinsRange;
}

void RangeAnswerEditor::updateEnabled()
{
    mLow->setEnabled(mYes->isChecked());
    mHigh->setEnabled(mYes->isChecked() && !mOpenEnd->isChecked());
    mOpenEnd->setEnabled(mYes->isChecked());
}

void RangeAnswerEditor::fill(const std::optional<ExerciseAnswer>& saved)
{
    const int most =
        static_cast<int>(std::min<std::uint64_t>(exercise().parameters.maxElements, INT_MAX));
    mLow->setRange(1, most);
    mHigh->setRange(1, most);
    const auto* answer = saved ? std::get_if<RangeAnswer>(&*saved) : nullptr;
    mYes->setChecked(!answer || !answer->never);
    mNever->setChecked(answer && answer->never);
    mLow->setValue(answer ? static_cast<int>(std::min<std::uint64_t>(answer->low, INT_MAX)) : 1);
    mHigh->setValue(answer && answer->high
                        ? static_cast<int>(std::min<std::uint64_t>(*answer->high, INT_MAX))
                        : most);
    mOpenEnd->setChecked(answer && !answer->never && !answer->high);
    updateEnabled();
}

ExerciseAnswer RangeAnswerEditor::answer() const
{
    RangeAnswer answer;
    answer.never = mNever->isChecked();
    answer.low = static_cast<std::uint64_t>(mLow->value());
    if (!mOpenEnd->isChecked())
        answer.high = static_cast<std::uint64_t>(mHigh->value());
    return answer;
}

void RangeAnswerEditor::retranslate()
{
    mYes->setText(tr("Cube_Do is faster for the vector lengths (elements)"));
    mLowLabel->setText(tr("from"));
    mHighLabel->setText(tr("to"));
    mOpenEnd->setText(tr("no upper end"));
    mOpenEnd->setToolTip(tr("Cube_Do is still faster at the largest length compared"));
    mNever->setText(tr("Cube_Do is never faster"));
}

} // namespace cubelab::gui
