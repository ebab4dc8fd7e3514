#include "spacetime/spacetimepanel.h"

#include "analysis/chartstyle.h"
#include "analysis/stepcostsmodel.h"
#include "common/focusframe.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "document/session.h"
#include "spacetime/spacetimeview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace cubelab::gui {

namespace {
constexpr char kAxisKey[] = "spaceTime/axis";
} // namespace

SpaceTimePanel::SpaceTimePanel(Session* session, QWidget* parent)
    : SpaceTimePanel(session, new StepCostsModel(session), parent)
{
    mCosts->setParent(this);
}

SpaceTimePanel::SpaceTimePanel(Session* session, StepCostsModel* costs, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mCosts(costs), mAxisLabel(new QLabel(this)),
      mAxisBox(new QComboBox(this)), mProblem(new QLabel(this)),
      mView(new SpaceTimeView(session, costs, this))
{
    mAxisBox->setObjectName(QStringLiteral("axisBox"));
    mAxisLabel->setBuddy(mAxisBox);
    // The box keeps no focus after a choice: the clicker's keys step the timeline.
    mAxisBox->setFocusPolicy(Qt::TabFocus);
    // The machine's name is long: the box never widens a narrow dock (nor the window) for it.
    mAxisBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mAxisBox->setMinimumContentsLength(12);
    mAxisBox->addItem(QString(), static_cast<int>(SpaceTimeAxis::Kind::Steps));
    mAxisBox->addItem(QString(), static_cast<int>(SpaceTimeAxis::Kind::Time));
    mProblem->setObjectName(QStringLiteral("problem"));
    mProblem->setWordWrap(true);
    makePlain({mAxisLabel, mProblem});
    mProblem->setVisible(false);

    auto* top = new QHBoxLayout;
    top->addWidget(mAxisLabel);
    top->addWidget(mAxisBox, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(mProblem);
    // A frame shows when the keyboard is on the diagram (a screen reader's table).
    layout->addWidget(new FocusFrame(mView, this), 1);

    // The user's choice is remembered; a picture of the panel alone shows it and changes nothing.
    connect(mAxisBox, &QComboBox::activated, this, [this](int index) {
        const auto kind = static_cast<SpaceTimeAxis::Kind>(mAxisBox->itemData(index).toInt());
        setAxisKind(kind);
        QSettings().setValue(QLatin1String(kAxisKey), axisId(kind));
    });
    // The machine's name is in the Time item; whether it prices the trace, in the problem.
    connect(mSession, &Session::machineChanged, this, &SpaceTimePanel::retranslate);
    connect(mCosts, &QAbstractItemModel::modelReset, this, &SpaceTimePanel::refreshProblem);
    // A measured trace offers its measured time; another trace does not.
    connect(mSession, &Session::traceChanged, this, &SpaceTimePanel::refreshMeasuredChoice);
    retranslate();
    mWantedKind = axisFromId(QSettings().value(QLatin1String(kAxisKey)).toString());
    refreshMeasuredChoice();
}

QString SpaceTimePanel::axisId(SpaceTimeAxis::Kind kind)
{
    switch (kind) {
    case SpaceTimeAxis::Kind::Time:
        return QStringLiteral("time");
    case SpaceTimeAxis::Kind::Measured:
        return QStringLiteral("measured");
    case SpaceTimeAxis::Kind::Steps:
        break;
    }
    return QStringLiteral("steps");
}

SpaceTimeAxis::Kind SpaceTimePanel::axisFromId(const QString& id)
{
    if (id == QLatin1String("time"))
        return SpaceTimeAxis::Kind::Time;
    if (id == QLatin1String("measured"))
        return SpaceTimeAxis::Kind::Measured;
    return SpaceTimeAxis::Kind::Steps;
}

void SpaceTimePanel::setAxisKind(SpaceTimeAxis::Kind kind)
{
    mWantedKind = kind;
    showAxisKind();
}

void SpaceTimePanel::showAxisKind()
{
    // The chosen kind where this trace offers it, the steps where not.
    const bool offered = mAxisBox->findData(static_cast<int>(mWantedKind)) >= 0;
    const SpaceTimeAxis::Kind kind = offered ? mWantedKind : SpaceTimeAxis::Kind::Steps;
    const int index = mAxisBox->findData(static_cast<int>(kind));
    if (index >= 0)
        mAxisBox->setCurrentIndex(index);
    mView->setAxisKind(kind);
    refreshProblem();
}

void SpaceTimePanel::refreshMeasuredChoice()
{
    const bool measured = mSession->trace() && mSession->trace()->measured();
    const int index = mAxisBox->findData(static_cast<int>(SpaceTimeAxis::Kind::Measured));
    if (measured && index < 0)
        mAxisBox->addItem(tr("Measured time (median of each step)"),
                          static_cast<int>(SpaceTimeAxis::Kind::Measured));
    else if (!measured && index >= 0)
        mAxisBox->removeItem(index);
    showAxisKind();
}

void SpaceTimePanel::setTheme(const Theme& theme)
{
    mTheme = theme;
    mView->setTheme(theme);
    refreshProblem();
}

void SpaceTimePanel::retranslate()
{
    mAxisLabel->setText(tr("Time a&xis:"));
    mAxisBox->setItemText(0, tr("Steps a), b), c) …"));
    mAxisBox->setItemText(1, tr("Time on %1").arg(MachineTexts::name(mSession->machine())));
    if (const int measured = mAxisBox->findData(static_cast<int>(SpaceTimeAxis::Kind::Measured));
        measured >= 0)
        mAxisBox->setItemText(measured, tr("Measured time (median of each step)"));
    refreshProblem();
}

void SpaceTimePanel::titleChanged()
{
    mView->setAccessibleName(title());
}

void SpaceTimePanel::refreshProblem()
{
    const QString problem = mView->timeProblem();
    mProblem->setText(problem.isEmpty() ? QString()
                                        : tr("%1 The diagram shows the steps.").arg(problem));
    mProblem->setVisible(!problem.isEmpty());
    mProblem->setStyleSheet(problemStyleSheet(mTheme));
}

} // namespace cubelab::gui
