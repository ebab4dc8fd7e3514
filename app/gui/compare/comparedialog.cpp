#include "compare/comparedialog.h"

#include "common/plaintext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>
#include <cubelab/collective.h>

namespace cubelab::gui {

CompareDialog::CompareDialog(const Scenario& first, bool comparing, QWidget* parent)
    : QDialog(parent), mCounterpart(new QRadioButton(this)), mReversed(new QRadioButton(this)),
      mFile(new QRadioButton(this)), mStop(new QRadioButton(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare with"));
    using Pair = ComparedScenario::Pair;
    mCounterpart->setObjectName(QStringLiteral("compareCounterpart"));
    mReversed->setObjectName(QStringLiteral("compareReversed"));
    mFile->setObjectName(QStringLiteral("compareFile"));
    mStop->setObjectName(QStringLiteral("compareStop"));
    mCounterpart->setText(ComparedScenario::choiceText(Pair::Counterpart, first));
    mReversed->setText(ComparedScenario::choiceText(Pair::ReversedOrder, first));
    mFile->setText(ComparedScenario::choiceText(Pair::File, first));
    mStop->setText(tr("Stop comparing"));
    mCounterpart->setEnabled(!findCollective(first.algorithm).counterpart.empty());
    mReversed->setEnabled(first.algorithm != kTracedProgramId); // a traced run is not run again
    mStop->setVisible(comparing);
    (mCounterpart->isEnabled() ? mCounterpart : mReversed)->setChecked(true);

    auto* intro =
        new QLabel(tr("Show beside the current scenario, stepped by the same timeline:"), this);
    intro->setWordWrap(true);
    makePlain(intro);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    for (QRadioButton* button : {mCounterpart, mReversed, mFile, mStop})
        layout->addWidget(button);
    layout->addWidget(buttons);
}

std::optional<ComparedScenario::Pair> CompareDialog::choice() const
{
    if (mCounterpart->isChecked())
        return ComparedScenario::Pair::Counterpart;
    if (mReversed->isChecked())
        return ComparedScenario::Pair::ReversedOrder;
    if (mFile->isChecked())
        return ComparedScenario::Pair::File;
    return std::nullopt;
}

} // namespace cubelab::gui
