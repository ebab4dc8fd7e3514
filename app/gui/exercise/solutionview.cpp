#include "exercise/solutionview.h"

#include "analysis/linkloadbars.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "common/screenfit.h"
#include "common/spokentext.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "document/session.h"
#include "document/shownstate.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cubelab/costmodel.h>
#include <cubelab/errors.h>
#include <cubelab/machine.h>

namespace cubelab::gui {

namespace {

QString orderText(const Scenario& scenario)
{
    QStringList links;
    for (int link : scenario.linkOrder)
        links << QString::number(link);
    return links.join(QStringLiteral(", "));
}

double runSeconds(const Session& session, const std::string& machineId)
{
    if (machineId.empty() || !session.trace())
        return -1.0;
    try {
        return CostModel::evaluate(*session.trace(), findMachine(machineId)).total;
    } catch (const std::exception&) {
        return -1.0; // a machine without these links: no time rather than a wrong one
    }
}

} // namespace

SolutionView::SolutionView(const SideBySide& pair, const std::string& machineId, QWidget* parent)
    : QDialog(parent), mMachineId(machineId), mOriginal(new Session(this)),
      mSolution(new Session(this)), mSteps(new ShownState(mOriginal, this)),
      mOriginalView(new HypercubeView(this)), mSolutionView(new HypercubeView(this)),
      mOriginalLoads(new LinkLoadBars(this)), mSolutionLoads(new LinkLoadBars(this)),
      mOriginalTitle(new QLabel(this)), mSolutionTitle(new QLabel(this)),
      mOriginalTime(new QLabel(this)), mSolutionTime(new QLabel(this)),
      mStepLabel(new QLabel(this)), mLegend(new QLabel(this)), mFirst(new QToolButton(this)),
      mBack(new QToolButton(this)), mPlay(new QToolButton(this)), mNext(new QToolButton(this)),
      mLast(new QToolButton(this)), mPlayer(nullptr)
{
    nameWidgets();
    load(pair);
    layOut();
    connectControls();
    setTheme(Theme::make(ThemeKind::Light));
    updateFonts();
    showStep(0, 0);
    retranslate();
}

void SolutionView::nameWidgets()
{
    setObjectName(QStringLiteral("solutionView"));
    mOriginalView->setObjectName(QStringLiteral("originalView"));
    mSolutionView->setObjectName(QStringLiteral("solutionView"));
    mOriginalLoads->setObjectName(QStringLiteral("originalLoads"));
    mSolutionLoads->setObjectName(QStringLiteral("solutionLoads"));
    mStepLabel->setObjectName(QStringLiteral("stepLabel"));
    mFirst->setObjectName(QStringLiteral("first"));
    mBack->setObjectName(QStringLiteral("back"));
    mPlay->setObjectName(QStringLiteral("playPause"));
    mNext->setObjectName(QStringLiteral("next"));
    mLast->setObjectName(QStringLiteral("last"));
}

// Both sides' scenarios, their costs on the machine, and one scale for both sides' link loads.
void SolutionView::load(const SideBySide& pair)
{
    for (Session* side : {mOriginal, mSolution})
        connect(side, &Session::errorOccurred, this, [this](const QString& message) {
            mLoadError += (mLoadError.isEmpty() ? QString() : QStringLiteral("\n")) + message;
        });
    mOriginal->resetScenario(pair.original);
    mSolution->resetScenario(pair.solution);
    mOriginalView->setTrace(mOriginal->trace());
    mSolutionView->setTrace(mSolution->trace());
    mSteps->setSecond(mSolution, ShownComparison::None);
    mPlayer = new Player(mSteps, mOriginalView, this);
    mOriginalSeconds = runSeconds(*mOriginal, mMachineId);
    mSolutionSeconds = runSeconds(*mSolution, mMachineId);

    std::uint64_t scale = 1;
    for (const Session* s : {mOriginal, mSolution})
        if (s->trace())
            for (const LinkLoad& load : s->trace()->linkLoads())
                scale = std::max(scale, load.messages);
    mOriginalLoads->setScale(scale);
    mSolutionLoads->setScale(scale);
}

// The two sides in columns (title, cube, link loads, time), the legend, the step's controls.
void SolutionView::layOut()
{
    for (QLabel* title : {mOriginalTitle, mSolutionTitle})
        title->setWordWrap(true);
    mLegend->setWordWrap(true);
    makePlain({mOriginalTitle, mSolutionTitle, mOriginalTime, mSolutionTime, mStepLabel, mLegend});

    auto* sides = new QGridLayout;
    sides->addWidget(mOriginalTitle, 0, 0);
    sides->addWidget(mSolutionTitle, 0, 1);
    sides->addWidget(mOriginalView, 1, 0);
    sides->addWidget(mSolutionView, 1, 1);
    sides->addWidget(mOriginalLoads, 2, 0);
    sides->addWidget(mSolutionLoads, 2, 1);
    sides->addWidget(mOriginalTime, 3, 0);
    sides->addWidget(mSolutionTime, 3, 1);
    sides->setRowStretch(1, 1);
    sides->setColumnStretch(0, 1);
    sides->setColumnStretch(1, 1);
    sides->setHorizontalSpacing(24);

    auto* controls = new QHBoxLayout;
    for (QToolButton* b : {mFirst, mBack, mPlay, mNext, mLast}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        controls->addWidget(b);
    }
    controls->addSpacing(16);
    controls->addWidget(mStepLabel, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sides, 1);
    layout->addWidget(mLegend);
    layout->addLayout(controls);
}

void SolutionView::connectControls()
{
    connect(mFirst, &QToolButton::clicked, this, [this] {
        mPlayer->pause();
        setStep(0);
    });
    connect(mBack, &QToolButton::clicked, this, [this] {
        mPlayer->pause();
        setStep(step() - 1);
    });
    connect(mNext, &QToolButton::clicked, this, [this] {
        mPlayer->pause();
        setStep(step() + 1);
    });
    connect(mLast, &QToolButton::clicked, this, [this] {
        mPlayer->pause();
        mSteps->lastStep();
    });
    connect(mPlay, &QToolButton::clicked, mPlayer, &Player::toggle);
    // The keys of the main window, a presenter's clicker (Page Up/Down) included, step here too.
    const std::pair<QToolButton*, QList<QKeySequence>> keys[] = {
        {mNext, {Qt::Key_PageDown, Qt::Key_Right}},
        {mBack, {Qt::Key_PageUp, Qt::Key_Left}},
        {mFirst, {Qt::Key_Home}},
        {mLast, {Qt::Key_End}},
        {mPlay, {Qt::Key_Space}}};
    for (const auto& [button, sequences] : keys) {
        auto* action = new QAction(this);
        action->setObjectName(button->objectName() + QStringLiteral("Key"));
        action->setShortcuts(sequences);
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
        connect(action, &QAction::triggered, button, &QToolButton::click);
    }
    connect(mPlayer, &Player::playingChanged, this, &SolutionView::retranslate);
    connect(mSteps, &ShownState::stepChanged, this, &SolutionView::showStep);
}

QSize SolutionView::sizeHint() const
{
    // Room for two cubes side by side, never more than the screen it opens on has.
    return ScreenFit::fitted(this, {1200, 760});
}

int SolutionView::step() const
{
    return mSteps->step();
}

void SolutionView::setStep(int s)
{
    mSteps->setStep(s);
}

void SolutionView::showStep(int s, int previous)
{
    // A side animates the step it moves one forward; a side done at its end stays there.
    for (auto [session, view] :
         {std::pair{mOriginal, mOriginalView}, std::pair{mSolution, mSolutionView}})
        if (view->step() != session->step())
            view->setStep(session->step(), previous == s - 1 && session->step() == s);
    for (auto [session, bars] :
         {std::pair{mOriginal, mOriginalLoads}, std::pair{mSolution, mSolutionLoads}}) {
        if (!session->trace())
            continue;
        const Trace& trace = *session->trace();
        const int played = session->step();
        bars->setLoads(trace.linkLoads(), played > 0
                                              ? trace.linkLoads(1, static_cast<std::size_t>(played))
                                              : std::vector<LinkLoad>{});
    }
    retranslate();
}

void SolutionView::setTheme(const Theme& theme)
{
    setPalette(theme.palette());
    setAutoFillBackground(true);
    mOriginalView->setTheme(theme);
    mSolutionView->setTheme(theme);
    mOriginalLoads->setTheme(theme);
    mSolutionLoads->setTheme(theme);
}

void SolutionView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        updateFonts();
    QDialog::changeEvent(event);
}

void SolutionView::updateFonts()
{
    // Titles and the step read from the back of a lecture hall.
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.25);
    mOriginalTitle->setFont(title);
    mSolutionTitle->setFont(title);
    mStepLabel->setFont(title);
}

void SolutionView::retranslate()
{
    setWindowTitle(tr("Solution side by side"));
    mOriginalTitle->setText(
        tr("As the exercise starts: links in the order %1").arg(orderText(mOriginal->scenario())));
    mSolutionTitle->setText(
        tr("Solution: links in the order %1").arg(orderText(mSolution->scenario())));
    const bool timed = mOriginalSeconds >= 0 && mSolutionSeconds >= 0;
    mOriginalTime->setVisible(timed);
    mSolutionTime->setVisible(timed);
    if (timed) {
        const QString machine = MachineTexts::name(findMachine(mMachineId));
        mOriginalTime->setText(tr("Time on %1: %2").arg(machine, formatSeconds(mOriginalSeconds)));
        mSolutionTime->setText(tr("Time on %1: %2").arg(machine, formatSeconds(mSolutionSeconds)));
    }
    mLegend->setText(tr(
        "Bars: messages per link — faint for the whole run, solid for the steps played so far."));
    const int s = mSteps->step();
    const int count = mSteps->stepCount();
    QString label;
    if (s > 0 && mOriginal->trace() &&
        static_cast<std::size_t>(s) <= mOriginal->trace()->stepCount())
        label = QString::fromStdString(
            mOriginal->trace()->steps()[static_cast<std::size_t>(s - 1)].label);
    mStepLabel->setText(s == 0 ? tr("Step 0 / %1: the start").arg(count)
                               : tr("Step %1 / %2: %3)").arg(s).arg(count).arg(label));
    mFirst->setText(tr("|◀ First"));
    mBack->setText(tr("◀ Back"));
    mPlay->setText(mPlayer && mPlayer->isPlaying() ? tr("⏸ Pause") : tr("▶ Play"));
    mNext->setText(tr("Next ▶"));
    mLast->setText(tr("Last ▶|"));
    // The arrows are pictures: a screen reader says the words alone.
    for (QToolButton* b : {mFirst, mBack, mPlay, mNext, mLast})
        b->setAccessibleName(withoutPictures(b->text()));
}

} // namespace cubelab::gui
