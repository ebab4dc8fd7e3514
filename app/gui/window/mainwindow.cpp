#include "window/mainwindow.h"

#include "analysis/comparisonmodel.h"
#include "analysis/stepcostsmodel.h"
#include "common/analysispanel.h"
#include "common/filedialogs.h"
#include "common/focusframe.h"
#include "common/screenfit.h"
#include "compare/comparedialog.h"
#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "cube/resultstable.h"
#include "cube/timelinewidget.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonplayer.h"
#include "program/programpanel.h"
#include "window/actiontable.h"
#include "window/choiceactions.h"
#include "window/dockfocus.h"
#include "window/errorbar.h"
#include "window/followcontrol.h"
#include "window/keyrouter.h"
#include "window/languageswitcher.h"
#include "window/paneldocks.h"
#include "window/runindicator.h"
#include "window/sessionviews.h"
#include "window/transporticons.h"
#include "window/windowactions.h"
#include "window/windowdocks.h"
#include "window/windowlessons.h"
#include "window/windowlinks.h"
#include "window/windowstage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cubelab/machinejson.h>

namespace cubelab::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), mSession(new Session(this)), mShown(new ShownState(mSession, this)),
      mView(new HypercubeView(this)), mPlayer(new Player(mShown, mView, this)),
      mLanguage(new LanguageSwitcher(this)), mTheme(Theme::make(ThemeKind::Light))
{
    setObjectName(QStringLiteral("mainWindow"));
    createModels();
    mErrorBar = new ErrorBar(this);
    createFilesAndExports();
    createStage();
    // The keyboard's way into the docks and back (DockFocus).
    mDockFocus = new DockFocus(this, mView, this);
    mActions = new WindowActions(this);
    createChoices();
    createDocks();
    createMenus();
    createAnalysisMenu();
    statusBar()->addPermanentWidget(new RunIndicator(mSession, mCompare, this));
    connectSession();
    connectShown();
    createLinks();
    createLessons();
    createKeyFiltersAndStage();
    connectActionRules();
    restoreSettings();
    mActions->update();
    retranslate();
    mDocks->keepTabsReadable();
    // A panel that could not load its files started without them; the message bar says so
    // (after restoreSettings, whose new trace clears the bar).
    if (const QString problems = mDocks->panels()->startProblems(); !problems.isEmpty())
        showError(problems);
    mView->setFocus(Qt::OtherFocusReason);
    ScreenFit::keepMinimum(this);
}

void MainWindow::createModels()
{
    // What two panels show is computed once: every panel, docked or exported alone, shares these.
    mComparison = new ComparisonModel(mSession, this);
    mStepCosts = new StepCostsModel(mSession, this);
    mCompare = new CompareMode(mShown, this);
    mFollow = new FollowControl(mSession, this);
    mView->setObjectName(QStringLiteral("hypercubeView"));
    mView->setFocusPolicy(Qt::StrongFocus);
}

void MainWindow::createStage()
{
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(mErrorBar);
    mCompareStage =
        new CompareStage(new FocusFrame(mView, central), mCompare, mShown, mStepCosts, central);
    // The stage's centre: the cube (with the compared one), or a panel the lecturer put there.
    mStageStack = new QStackedWidget(central);
    mStageStack->addWidget(mCompareStage);
    centralLayout->addWidget(mStageStack, 1);
    setCentralWidget(central);
}

void MainWindow::createKeyFiltersAndStage()
{
    // The step keys reach the view unless a field is being typed in (KeyRouter says more).
    mKeyRouter = new KeyRouter(this, mView, this);
    // After the router: the blank's filter, installed later, sees the keys first.
    mStage = new WindowStage({this, mShown, mSession, mView, mCompareStage, mCompare, mDocks,
                              mLessons->mode(), mPlayer, mActions, mStageStack},
                             this);
    connect(mStage, &WindowStage::revealRequested, this,
            [this](int key) { ActionTable::reveal(*this, key); });
}

MainWindow::~MainWindow() = default;

void MainWindow::createFilesAndExports()
{
    const auto shownLesson = [this]() -> const Lesson* {
        return mLessons && lessons()->isActive() ? lessons()->lesson() : nullptr;
    };
    mFiles = new WindowFiles({this, mSession, shownLesson}, this);
    // A lone panel of the exercises shows the exercise --exercise chose.
    const auto lonePanel = [this](const PanelEntry& entry) {
        AnalysisPanel* lone = mDocks->panels()->makeLone(entry).release();
        if (auto* exercises = qobject_cast<ExercisePanel*>(lone);
            exercises && !mShownExercise.isEmpty())
            exercises->selectExercise(mShownExercise);
        return lone;
    };
    mExports = new WindowExports({this, mSession, mView, mStepCosts, mLanguage, mFiles,
                                  [this] { return mTheme; }, shownLesson,
                                  [this](const QString& id) { return panel(id); }, lonePanel},
                                 this);
    connect(mFiles, &WindowFiles::errorOccurred, this, &MainWindow::showError);
    connect(mFiles, &WindowFiles::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(mExports, &WindowExports::errorOccurred, this, &MainWindow::showError);
    connect(mExports, &WindowExports::statusMessage, statusBar(), &QStatusBar::showMessage);
}

void MainWindow::restoreSettings()
{
    const auto docksNotRestored = [this] {
        mDocks->fitTimeline();
        mFitTimelineWhenShown = true; // the caption's width is known once the window is laid out
    };
    mSettings = std::make_unique<WindowSettings>(
        WindowSettings::Parts{this, mStage->presentation(), mFiles, docksNotRestored});
    mSettings->restore();
}

TimelineWidget* MainWindow::timeline() const
{
    return mDocks->timeline();
}

ScenarioPanel* MainWindow::scenarioPanel() const
{
    return mDocks->scenarioPanel();
}

PartialResultsModel* MainWindow::resultsModel() const
{
    return mDocks->resultsModel();
}

QTableView* MainWindow::resultsTable() const
{
    return mDocks->resultsTable();
}

CodeView* MainWindow::codeView() const
{
    return mDocks->codeView();
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

void MainWindow::createChoices()
{
    mChoices = new ChoiceActions(mShown, this);
    connect(mChoices, &ChoiceActions::themeChosen, this, &MainWindow::setTheme);
    connect(mChoices, &ChoiceActions::languageChosen, this, &MainWindow::setLanguage);
    mTransportIcons =
        new TransportIcons({action(QStringLiteral("first")), action(QStringLiteral("previous")),
                            action(QStringLiteral("playPause")), action(QStringLiteral("next")),
                            action(QStringLiteral("last"))},
                           mPlayer, this);
}

void MainWindow::connectActionRules()
{
    // The table's rules read these: the actions follow them (WindowActions::update).
    connect(mPlayer, &Player::playingChanged, mActions, &WindowActions::update);
    QUndoStack* stack = mSession->undoStack();
    for (const auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(stack, signal, mActions, &WindowActions::update);
    for (const auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(stack, signal, mActions, &WindowActions::update);
    connect(mCompare, &CompareMode::changed, this, &MainWindow::updateCompareActions);
    connect(mCompare, &CompareMode::errorOccurred, this, &MainWindow::showError);
    connect(mSession, &Session::followChanged, this, &MainWindow::updateCompareActions);
}

void MainWindow::zoom(void (HypercubeView::*zoom)())
{
    // Comparing, both halves zoom alike.
    (mView->*zoom)();
    (mCompareStage->secondView()->*zoom)();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About CubeLab"),
        tr("<h3>CubeLab %1</h3><p>Reduce and all-reduce on a hypercube, step by step: "
           "Tree_UpDo, Tree_Down, Tree_Do and Cube_Do as in the lecture.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::createDocks()
{
    TimelineWidget::Actions transport{
        action(QStringLiteral("first")), action(QStringLiteral("previous")),
        action(QStringLiteral("playPause")), action(QStringLiteral("next")),
        action(QStringLiteral("last"))};
    PanelContext shared{mShown, nullptr, QString(), mComparison, mStepCosts};
    mDocks = new WindowDocks({this, mSession, mPlayer, mShown, transport, shared,
                              [this] { return mShown->isPresentation(); }},
                             this);
    PanelDocks* panels = mDocks->panels();
    // What a panel refuses or cannot read or write is said in the message bar too.
    connect(panels, &PanelDocks::errorOccurred, this, &MainWindow::showError);
    connect(panels, &PanelDocks::stageRequested, this, &MainWindow::putPanelOnStage);
    connect(panels, &PanelDocks::exportRequested, mExports, &WindowExports::askPanel);
    // An exercise is worked alone: a comparison set up before would answer another question.
    if (auto* exercises = qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise"))))
        connect(exercises, &ExercisePanel::exerciseStarted, mCompare, &CompareMode::stop);
    mDocks->arrange();
}

AnalysisPanel* MainWindow::panel(const QString& id) const
{
    return mDocks->panels()->panel(id);
}

QDockWidget* MainWindow::panelDock(const QString& id) const
{
    return mDocks->panels()->dock(id);
}

void MainWindow::createAnalysisMenu()
{
    mDocks->panels()->addMenus(mActions->menu(MenuId::Analysis));
}

bool MainWindow::showExercise(const QString& id)
{
    auto* exercises = qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise")));
    if (!exercises || !exercises->selectExercise(id)) {
        QStringList ids;
        if (exercises)
            for (const Exercise& e : exercises->exercises().exercises)
                ids << QString::fromStdString(e.id);
        showError(tr("There is no exercise '%1': choose one of %2.")
                      .arg(id, ids.join(QStringLiteral(", "))));
        return false;
    }
    mShownExercise = id;
    mDocks->panels()->bringForward(QStringLiteral("exercise"));
    return true;
}

bool MainWindow::useMachine(const QString& idOrFile)
{
    try {
        mSession->applyMachine(loadMachine(idOrFile.toStdString()));
        return true;
    } catch (const std::exception& e) {
        showError(tr("The machine cannot be used: %1").arg(DocumentFiles::message(e)));
        return false;
    }
}

void MainWindow::createMenus()
{
    mActions->createMenus(menuBar());
    mFiles->keepRecentMenu(mActions->menu(MenuId::Recent));
    mActions->menu(MenuId::Layout)->addActions(mChoices->layouts()->actions());
    mActions->menu(MenuId::Theme)->addActions(mChoices->themes()->actions());
    // Every dock, to bring back one that was closed; their texts are the docks' titles.
    QMenu* view = mActions->menu(MenuId::View);
    QAction* resetLayout = mActions->action(ActionId::ResetLayout);
    for (QAction* toggle : mDocks->toggleViewActions())
        view->insertAction(resetLayout, toggle);
    mActions->menu(MenuId::Language)->addActions(mChoices->languages()->actions());
}

void MainWindow::connectSession()
{
    mSessionViews = new SessionViews(
        {mSession, mView, mCompareStage->secondView(), mDocks, mFollow, mPlayer}, this);
    connect(mSession, &Session::traceChanged, this, [this] {
        mErrorBar->clear();
        mFiles->updateTitle();
    });
    connect(mSession, &Session::errorOccurred, this, &MainWindow::showError);
    connect(mSession, &Session::modifiedChanged, this, &QWidget::setWindowModified);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::WindowStateChange && mActions)
        mActions->update(); // the check mark of Full screen
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Closed by the window manager while blank: the question about unsaved work must be seen.
    if (mShown->isBlank())
        setBlanked(false);
    auto* program = qobject_cast<ProgramPanel*>(panel(QStringLiteral("program")));
    if (!mFiles->mayDropChanges() || (program && !program->mayDropChanges())) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    ScreenFit::keepMinimum(this); // on the screen it is shown on, or none for a picture
    mLessons->mode()->windowShown();
    if (mFitTimelineWhenShown) {
        mFitTimelineWhenShown = false;
        QTimer::singleShot(0, this, [this] {
            if (!mShown->isPresentation())
                mDocks->fitTimeline();
        });
    }
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    // The docks keep their sizes when the window changes its own: fit the stage's anew, once
    // the layout has the new size, so the cube gets what the window gained or lost.
    if (!mFitDocksAfterResize) {
        mFitDocksAfterResize = true;
        QTimer::singleShot(0, this, [this] {
            mFitDocksAfterResize = false;
            fitDocks();
        });
    }
}

void MainWindow::fitDocks()
{
    mDocks->fitTimeline();
    mStage->fit();
}

void MainWindow::retranslate()
{
    // Their notes and legend lines are in the language they were made in.
    if (mSessionViews)
        mSessionViews->showFollowMarks();
    mActions->retranslate();
    if (mLessons)
        mLessons->retranslate();
    mChoices->retranslate();
    mDocks->retranslate();
    // The window's name for the cube; the view's own accessibility may say more.
    mView->setAccessibleName(tr("Hypercube"));
    mFiles->updateTitle();
}

void MainWindow::showError(const QString& message)
{
    mErrorBar->showMessage(message, mTheme.highlight);
    statusBar()->showMessage(message, 15000);
}

QString MainWindow::errorMessage() const
{
    return mErrorBar->message();
}

QWidget* MainWindow::blankCover() const
{
    return mStage->blankCover();
}

bool MainWindow::isBlanked() const
{
    return mShown->isBlank();
}

void MainWindow::setBlanked(bool on)
{
    mShown->setBlank(on);
}

void MainWindow::toggleFullScreen()
{
    // The flag alone: a maximised window comes back maximised. The action's check mark follows
    // the state the window manager gives the window (changeEvent).
    setWindowState(windowState() ^ Qt::WindowFullScreen);
    mActions->update();
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::WindowStateChange)
        ScreenFit::keepMinimum(this);
    return handled;
}

bool MainWindow::isPresentationMode() const
{
    return mShown->isPresentation();
}

void MainWindow::setPresentationMode(bool on)
{
    mShown->setPresentation(on);
}

void MainWindow::askComparison()
{
    CompareDialog dialog(mSession->scenario(), mCompare->isOn(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto pair = dialog.choice();
    if (!pair) {
        mCompare->stop();
    } else if (*pair != ComparedScenario::Pair::File) {
        mCompare->start(*pair);
    } else {
        const QString path = FileDialogs::openFileName(
            this, tr("Compare with scenario"), mFiles->startDirectory(), tr("Scenarios (*.json)"));
        if (!path.isEmpty())
            mCompare->startWithFile(path);
    }
    mView->setFocus(Qt::OtherFocusReason);
}

bool MainWindow::compareWith(const QString& pairOrFile)
{
    if (const auto pair = ComparedScenario::parsePairId(pairOrFile))
        return mCompare->start(*pair);
    return mCompare->startWithFile(pairOrFile);
}

void MainWindow::updateCompareActions()
{
    mActions->update();
    mStage->showCompared();
}

bool MainWindow::putPanelOnStage(const QString& id)
{
    return mStage->putPanel(id);
}

QString MainWindow::panelOnStage() const
{
    return mStage->panelOnStage();
}

void MainWindow::setTheme(ThemeKind kind)
{
    mTheme = Theme::make(kind);
    mTransportIcons->setColour(mTheme.text);
    QApplication::setPalette(mTheme.palette());
    mView->setTheme(mTheme);
    mCompareStage->secondView()->setTheme(mTheme);
    mCompareStage->setTheme(mTheme);
    mDocks->setTheme(mTheme);
    mChoices->checkTheme(kind);
}

void MainWindow::setLanguage(const QString& language)
{
    if (!mLanguage->setLanguage(language))
        return;
    mChoices->checkLanguage(language);
    // Widgets keep the locale they were made with: numbers in fields (1.048.576 in German)
    // follow the language only when the window's locale, which they inherit, is set anew.
    setLocale(QLocale());
    // Translators post LanguageChange; deliver it now so what follows sees the new texts.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    retranslate();
    if (!mShown->isPresentation())
        mDocks->fitTimeline(); // the captions' length changed
}

void MainWindow::connectShown()
{
    // The window reacts to the shown state: the cube's layout and the panel brought forward (the
    // stage and the blank screen are WindowStage's).
    connect(mShown, &ShownState::layoutChanged, this, &MainWindow::showLayout);
    connect(mShown, &ShownState::panelChanged, this, [this](std::optional<PanelId> panel) {
        // In front unless it is already (the user raised it) or the stage holds the window.
        if (QDockWidget* dock = panel ? panelDock(panelName(*panel)) : nullptr;
            dock && !dock->isVisible() && !mShown->isPresentation()) {
            dock->show();
            dock->raise();
        }
    });
    // The panel a link brings forward is the one the user looked at last: the dock raised or
    // shown last while the window is on the screen (restoring the docks at a start is not
    // looking), forgotten when it is closed.
    for (const PanelDocks::Docked& panel : mDocks->panels()->docked())
        connect(panel.dock, &QDockWidget::visibilityChanged, this,
                [this, dock = panel.dock, id = parsePanel(panel.entry->id)](bool visible) {
                    if (!isVisible())
                        return;
                    if (visible)
                        mShown->setPanel(id);
                    else if (dock->isHidden() && mShown->panel() == id)
                        mShown->setPanel(std::nullopt);
                });
}

void MainWindow::showLayout(ShownLayout layout)
{
    const std::optional<HypercubeView::LayoutMode> chosen = HypercubeView::layoutOf(layout);
    mView->setChosenLayout(chosen);
    mCompareStage->secondView()->setChosenLayout(chosen);
}

bool MainWindow::openLink(const QString& link)
{
    return mLinks->open(link);
}

void MainWindow::createLinks()
{
    mLinks = new WindowLinks({this, mShown, mFiles}, this);
    connect(mLinks, &WindowLinks::errorOccurred, this, &MainWindow::showError);
    connect(mLinks, &WindowLinks::statusMessage, statusBar(), &QStatusBar::showMessage);
}

void MainWindow::createLessons()
{
    mLessons = new WindowLessons(
        {this, mShown, qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise"))),
         mDocks->scenarioDock(), mDocks->resultsDock(), mDocks->resultsTable(), mFiles, mActions},
        this);
    connect(mLessons, &WindowLessons::errorOccurred, this, &MainWindow::showError);
    connect(mLessons->mode(), &LessonMode::answerRequested, this, &MainWindow::showExercise);
}

LessonPlayer* MainWindow::lessons() const
{
    return mLessons->mode()->player();
}

LessonPane* MainWindow::lessonPane() const
{
    return mLessons->mode()->pane();
}

bool MainWindow::startLesson(const QString& idOrFile, std::optional<int> scene)
{
    return mLessons->start(idOrFile, scene);
}

} // namespace cubelab::gui
