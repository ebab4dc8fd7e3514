#include "window/mainwindow.h"

#include "analysis/comparisonmodel.h"
#include "analysis/stepcostsmodel.h"
#include "common/analysispanel.h"
#include "common/filedialogs.h"
#include "common/focusframe.h"
#include "common/plaintext.h"
#include "common/screenfit.h"
#include "common/shownlanguage.h"
#include "compare/comparedialog.h"
#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
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
#include "scenario/scenariopanel.h"
#include "spacetime/spacetimeview.h"
#include "window/actiontable.h"
#include "window/blankscreen.h"
#include "window/dockfocus.h"
#include "window/errorbar.h"
#include "window/followcontrol.h"
#include "window/keyrouter.h"
#include "window/languageswitcher.h"
#include "window/paneldocks.h"
#include "window/panelregistry.h"
#include "window/presentationmode.h"
#include "window/runindicator.h"
#include "window/stagepanel.h"
#include "window/windowactions.h"
#include "window/windowdocks.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTextEdit>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cmath>
#include <cubelab/chrometrace.h>
#include <cubelab/jsontext.h>
#include <cubelab/lesson.h>
#include <cubelab/machinejson.h>
#include <cubelab/moment.h>
#include <cubelab/pajetrace.h>
#include <limits>
#include <sstream>

namespace cubelab::gui {

namespace {
constexpr double kPresentationScale = 1.6;

enum class Transport
{
    First,
    Previous,
    Play,
    Pause,
    Next,
    Last
};

// The transport icons drawn in the theme's text colour: the style's own icons are dark and
// vanish on the dark and high-contrast themes.
QIcon transportIcon(Transport kind, const QColor& colour)
{
    constexpr int kSize = 32;
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    auto triangle = [&](double left, double right) { // pointing right when left < right
        p.drawPolygon(QPolygonF({QPointF(left, 7), QPointF(right, 16), QPointF(left, 25)}));
    };
    switch (kind) {
    case Transport::Play:
        triangle(9, 25);
        break;
    case Transport::Pause:
        p.drawRect(QRectF(9, 7, 5, 18));
        p.drawRect(QRectF(18, 7, 5, 18));
        break;
    case Transport::Next:
        triangle(5, 16);
        triangle(16, 27);
        break;
    case Transport::Previous:
        triangle(16, 5);
        triangle(27, 16);
        break;
    case Transport::Last:
        triangle(6, 20);
        p.drawRect(QRectF(21, 7, 4, 18));
        break;
    case Transport::First:
        triangle(26, 12);
        p.drawRect(QRectF(7, 7, 4, 18));
        break;
    }
    return QIcon(pixmap);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), mSession(new Session(this)), mShown(new ShownState(mSession, this)),
      mView(new HypercubeView(this)), mPlayer(new Player(mSession, mView, this)),
      mLanguage(new LanguageSwitcher(this)), mTheme(Theme::make(ThemeKind::Light)),
      mBaseFont(QApplication::font())
{
    setObjectName(QStringLiteral("mainWindow"));
    createModels();
    mErrorBar = new ErrorBar(this);
    createFilesAndExports();
    createStage();
    // The keyboard's way into the docks and back (DockFocus).
    mDockFocus = new DockFocus(this, mView, this);
    mActions = new WindowActions(this);
    createActionGroups();
    createDocks();
    mPresentationMode =
        new PresentationMode(this, mDocks->timelineDock(), mDocks->resultsDock(), this);
    createMenus();
    createAnalysisMenu();
    connectActionRules();
    statusBar()->addPermanentWidget(new RunIndicator(mSession, mCompare, this));
    connectSession();
    connectShown();
    createLessons();
    createKeyFilters();
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
    mPlayer->followSteps(mShown);
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
    auto* stageStack = new QStackedWidget(central);
    stageStack->addWidget(mCompareStage);
    centralLayout->addWidget(stageStack, 1);
    setCentralWidget(central);
    mStagePanel = new StagePanel(stageStack, this);
}

void MainWindow::createKeyFilters()
{
    // The step keys reach the view unless a field is being typed in (KeyRouter says more).
    mKeyRouter = new KeyRouter(this, mView, this);
    // After the router: the blank's filter, installed later, sees the keys first.
    mBlank = new BlankScreen(this, this);
    connect(mBlank, &BlankScreen::revealRequested, this,
            [this](int k) { ActionTable::reveal(*this, k); });
}

MainWindow::~MainWindow() = default;

void MainWindow::createFilesAndExports()
{
    const auto shownLesson = [this]() -> const Lesson* {
        return mLessonMode && lessons()->isActive() ? lessons()->lesson() : nullptr;
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
        WindowSettings::Parts{this, mPresentationMode, mFiles, docksNotRestored});
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

void MainWindow::createActionGroups()
{
    mThemeGroup = new QActionGroup(this);
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        auto* a = new QAction(mThemeGroup);
        a->setObjectName(QStringLiteral("theme-") + Theme::id(kind));
        a->setCheckable(true);
        a->setData(Theme::id(kind));
        connect(a, &QAction::triggered, this, [this, kind] { setTheme(kind); });
    }
    // The first layout is the lecture's figure of each collective (the tree or the cube); a
    // layout the user picks wins over it. The shown state holds it (data: the ShownLayout).
    mLayoutGroup = new QActionGroup(this);
    for (const ShownLayout layout :
         {ShownLayout::Figure, ShownLayout::Cube, ShownLayout::Tree, ShownLayout::Weight}) {
        auto* a = new QAction(mLayoutGroup);
        a->setObjectName(QStringLiteral("layout-") + layoutName(layout));
        a->setCheckable(true);
        a->setData(static_cast<int>(layout));
        a->setChecked(layout == mShown->layout());
        connect(a, &QAction::triggered, mShown, [this, layout] { mShown->setLayout(layout); });
    }
    mLanguageGroup = new QActionGroup(this);
    for (const QString& language : LanguageSwitcher::available()) {
        auto* a = new QAction(mLanguageGroup);
        a->setObjectName(QStringLiteral("language-") + language);
        a->setCheckable(true);
        a->setData(language);
        // Each language is named in itself, so it can be found whatever is shown now.
        a->setText(language == QLatin1String("de") ? QStringLiteral("Deutsch")
                                                   : QStringLiteral("English"));
        connect(a, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }
}

void MainWindow::connectActionRules()
{
    // The table's rules read these: the actions follow them (WindowActions::update).
    connect(mPlayer, &Player::playingChanged, this, [this] {
        updateTransportIcons();
        mActions->update();
    });
    QUndoStack* stack = mSession->undoStack();
    for (const auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(stack, signal, mActions, &WindowActions::update);
    for (const auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(stack, signal, mActions, &WindowActions::update);
    connect(mCompare, &CompareMode::changed, this, &MainWindow::updateCompareActions);
    connect(mCompare, &CompareMode::errorOccurred, this, &MainWindow::showError);
}

void MainWindow::zoom(void (HypercubeView::*zoom)())
{
    // Comparing, both halves zoom alike.
    (mView->*zoom)();
    (mCompareStage->secondView()->*zoom)();
}

void MainWindow::askOpenLesson()
{
    if (!mFiles->mayDropChanges())
        return;
    const QString path = FileDialogs::openFileName(
        this, tr("Open lesson"), mFiles->startDirectory(), tr("Lessons (*.json);;All files (*)"));
    if (!path.isEmpty())
        startLesson(path);
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
    PanelContext shared{mSession, nullptr, QString(), mComparison, mStepCosts};
    mDocks = new WindowDocks({this, mSession, mPlayer, mShown, transport, shared,
                              [this] { return mShown->isPresentation(); }},
                             this);
    PanelDocks* panels = mDocks->panels();
    // What a panel refuses or cannot read or write is said in the message bar too.
    connect(panels, &PanelDocks::errorOccurred, this, &MainWindow::showError);
    connect(panels, &PanelDocks::stageRequested, this, &MainWindow::putPanelOnStage);
    connect(panels, &PanelDocks::exportRequested, this, &MainWindow::askPanelExport);
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

void MainWindow::askPanelExport(const QString& id, PanelExport kind)
{
    if (kind == PanelExport::Png)
        mExports->askPanelPng(id);
    else if (kind == PanelExport::Svg)
        mExports->askPanelSvg(id);
    else
        mExports->askPanelCsv(id);
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
    mActions->menu(MenuId::Layout)->addActions(mLayoutGroup->actions());
    mActions->menu(MenuId::Theme)->addActions(mThemeGroup->actions());
    // Every dock, to bring back one that was closed; their texts are the docks' titles.
    QMenu* view = mActions->menu(MenuId::View);
    QAction* resetLayout = mActions->action(ActionId::ResetLayout);
    for (QAction* toggle : mDocks->toggleViewActions())
        view->insertAction(resetLayout, toggle);
    mActions->menu(MenuId::Language)->addActions(mLanguageGroup->actions());
    QMenu* lessonsMenu = mActions->menu(MenuId::Lessons);
    for (const Lesson& lesson : builtinLessons()) {
        auto* a = new QAction(lessonsMenu);
        a->setObjectName(QStringLiteral("lesson-") + QString::fromStdString(lesson.id));
        lessonsMenu->insertAction(mActions->placeBefore(ActionId::OpenLesson), a);
        connect(a, &QAction::triggered, this, [this, id = QString::fromStdString(lesson.id)] {
            if (mFiles->mayDropChanges())
                startLesson(id);
        });
    }
}

void MainWindow::connectSession()
{
    mView->setTrace(mSession->trace());
    mDocks->showTrace(mSession->trace());
    connect(mSession, &Session::traceChanged, this, [this] {
        mView->setTrace(mSession->trace());
        mDocks->showTrace(mSession->trace());
        mErrorBar->clear();
        mFiles->updateTitle();
    });
    connect(mSession, &Session::stepChanged, this, [this](int step, int previous) {
        // Only one step forward animates; a jump shows the state at once.
        mView->setStep(step, previous == step - 1);
        mDocks->showStep(step);
    });
    connectSelection();
    connect(mSession, &Session::errorOccurred, this, &MainWindow::showError);
    connect(mSession, &Session::modifiedChanged, this, &QWidget::setWindowModified);
    connectFollow();
    connectAnimationSpeed();
}

void MainWindow::connectSelection()
{
    connect(mSession, &Session::selectedNodeChanged, this, [this] {
        const auto node = mSession->selectedNode();
        mView->setSelectedNode(node);
        mDocks->showSelectedNode(node);
    });
    connect(mView, &HypercubeView::nodeClicked, this, [this](NodeId node) {
        mSession->setSelectedNode(mSession->selectedNode() == node ? std::nullopt
                                                                   : std::optional<NodeId>(node));
    });
    // The keyboard's focus in the view is the selection: its row, its program lines.
    connect(mView, &HypercubeView::nodeFocused, mSession,
            [this](NodeId node) { mSession->setSelectedNode(node); });
    connect(mDocks->resultsTable(), &ResultsTable::nodeChosen, mSession,
            [this](NodeId node) { mSession->setSelectedNode(node); });
}

void MainWindow::connectAnimationSpeed()
{
    auto syncAnimation = [this](int interval) {
        // The tokens travel for most of a step's time, never longer than a leisurely 1.5 s.
        mView->setAnimationDuration(std::clamp(interval * 3 / 4, 80, 1500));
        mCompareStage->secondView()->setAnimationDuration(std::clamp(interval * 3 / 4, 80, 1500));
    };
    connect(mPlayer, &Player::intervalChanged, this, syncAnimation);
    syncAnimation(mPlayer->interval());
}

void MainWindow::showFollowMarks()
{
    if (!mFollow)
        return;
    const FollowMarks marks = mFollow->marks();
    mView->setFollowMarks(marks);
    mDocks->resultsModel()->setFollowMarks(marks);
}

void MainWindow::connectFollow()
{
    connect(mSession, &Session::followChanged, this, [this] {
        updateCompareActions();
        showFollowMarks();
    });
    connect(mSession, &Session::stepChanged, this, &MainWindow::showFollowMarks);
    connect(mView, &HypercubeView::nodeDoubleClicked, mFollow, &FollowControl::nodeDoubleClicked);
    connect(mView, &HypercubeView::nodeMenuRequested, this,
            [this](NodeId node, const QPoint& at) { mFollow->showMenu(node, at, mView); });
    ResultsTable* table = mDocks->resultsTable();
    connect(table, &ResultsTable::followRequested, mFollow, &FollowControl::nodeDoubleClicked);
    connect(table, &ResultsTable::followMenuRequested, this,
            [this, table](NodeId node, const QPoint& at) { mFollow->showMenu(node, at, table); });
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
    mLessonMode->windowShown();
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
    if (mShown->isPresentation()) {
        fitStageResults();
        mLessonMode->fitStage();
    }
}

void MainWindow::retranslate()
{
    showFollowMarks(); // their notes and legend lines are in the language they were made in
    mActions->retranslate();
    for (const Lesson& lesson : builtinLessons())
        if (QAction* a = action(QStringLiteral("lesson-") + QString::fromStdString(lesson.id)))
            a->setText(shownText(lesson.title));
    if (mLessonMode)
        mLessonMode->retranslate();
    for (QAction* a : mThemeGroup->actions()) {
        const ThemeKind kind = Theme::fromId(a->data().toString());
        a->setText(kind == ThemeKind::Light  ? tr("&Light")
                   : kind == ThemeKind::Dark ? tr("&Dark")
                                             : tr("&High contrast"));
    }
    for (QAction* a : mLayoutGroup->actions()) {
        const auto layout = static_cast<ShownLayout>(a->data().toInt());
        a->setText(layout == ShownLayout::Figure ? tr("As in the &lecture (tree or cube)")
                   : layout == ShownLayout::Cube ? tr("&Cube")
                   : layout == ShownLayout::Tree ? tr("Binomial &tree")
                                                 : tr("By &weight"));
    }
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
    return mBlank->cover();
}

bool MainWindow::isBlanked() const
{
    return mShown->isBlank();
}

void MainWindow::setBlanked(bool on)
{
    mShown->setBlank(on);
}

void MainWindow::coverBlank(bool on)
{
    // Nothing moves unseen behind the black: the picture comes back as it was left.
    if (on)
        mPlayer->pause();
    mView->setBlanked(on);
    mCompareStage->secondView()->setBlanked(on);
    mBlank->setOn(on);
    mActions->update();
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

void MainWindow::showStage(bool on)
{
    // The arrangement is kept before the larger fonts change it, and given back after the
    // fonts are back to normal: the docks return exactly as they were.
    if (on)
        mPresentationMode->setOn(true);
    QFont font = mBaseFont;
    if (on)
        font.setPointSizeF(mBaseFont.pointSizeF() * kPresentationScale);
    setFont(font);
    // On the stage the address names the node, as in the lecture's figures: s_i gets the room.
    mDocks->resultsTable()->setOnStage(on, font);
    mView->setPresentationMode(on);
    mCompareStage->setPresentationMode(on);
    updateCompareActions();
    mDocks->timeline()->setPresentationMode(on);
    mLessonMode->setPresentationMode(on);
    if (on) {
        mDocks->fitTimeline();
        fitStageResults();
    } else {
        // The panel went back into its dock (stagePanelChanged) before the docks are given back.
        mPresentationMode->setOn(false);
        mLessonMode->setPresentationMode(false);
    }
    mActions->update();
    // A floating dock that had the focus may have gone with the stage: the keys go to the view.
    if (isVisible())
        activateWindow();
    mView->setFocus(Qt::OtherFocusReason);
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
    // On the stage the two halves take the room of the partial results, which are the first's
    // alone.
    if (mShown->isPresentation())
        mDocks->resultsDock()->setVisible(!mCompare->isOn() && !mStagePanel->dock());
}

bool MainWindow::putPanelOnStage(const QString& id)
{
    const std::optional<PanelId> panel = parsePanel(id);
    if (!panel || !mDocks->panels()->find(id))
        return false;
    mShown->putOnStage(*panel);
    return true;
}

void MainWindow::showStagePanel(std::optional<PanelId> panel)
{
    if (!panel) {
        mStagePanel->giveBack();
        return;
    }
    mStagePanel->take(mDocks->panels()->dock(panelName(*panel)));
    // The panel has the cube's room and the results' too; the caption stays, and the keys
    // still step.
    mDocks->resultsDock()->hide();
    mView->setFocus(Qt::OtherFocusReason);
}

QString MainWindow::panelOnStage() const
{
    const std::optional<PanelId> panel = mShown->stagePanel();
    return panel ? panelName(*panel) : QString();
}

void MainWindow::updateTransportIcons()
{
    const QColor colour = mTheme.text;
    action(QStringLiteral("first"))->setIcon(transportIcon(Transport::First, colour));
    action(QStringLiteral("previous"))->setIcon(transportIcon(Transport::Previous, colour));
    action(QStringLiteral("playPause"))
        ->setIcon(transportIcon(mPlayer->isPlaying() ? Transport::Pause : Transport::Play, colour));
    action(QStringLiteral("next"))->setIcon(transportIcon(Transport::Next, colour));
    action(QStringLiteral("last"))->setIcon(transportIcon(Transport::Last, colour));
}

void MainWindow::fitStageResults()
{
    // The partial results take the width their columns want at the stage's font.
    mPresentationMode->fitResults(mDocks->resultsTable()->wantedWidth(mSession->trace().get()));
}

void MainWindow::setTheme(ThemeKind kind)
{
    mTheme = Theme::make(kind);
    updateTransportIcons();
    QApplication::setPalette(mTheme.palette());
    mView->setTheme(mTheme);
    mCompareStage->secondView()->setTheme(mTheme);
    mCompareStage->setTheme(mTheme);
    mDocks->setTheme(mTheme);
    for (QAction* a : mThemeGroup->actions())
        a->setChecked(a->data().toString() == Theme::id(kind));
}

void MainWindow::setLanguage(const QString& language)
{
    if (!mLanguage->setLanguage(language))
        return;
    for (QAction* a : mLanguageGroup->actions())
        a->setChecked(a->data().toString() == language);
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
    // The window reacts to the shown state: the cube's layout, the panel brought forward, the
    // stage and the blank screen.
    connect(mShown, &ShownState::layoutChanged, this, &MainWindow::showLayout);
    connect(mShown, &ShownState::panelChanged, this, [this](std::optional<PanelId> panel) {
        // In front unless it is already (the user raised it) or the stage holds the window.
        if (QDockWidget* dock = panel ? panelDock(panelName(*panel)) : nullptr;
            dock && !dock->isVisible() && !mShown->isPresentation()) {
            dock->show();
            dock->raise();
        }
    });
    connect(mShown, &ShownState::presentationChanged, this, &MainWindow::showStage);
    connect(mShown, &ShownState::stagePanelChanged, this, &MainWindow::showStagePanel);
    connect(mShown, &ShownState::blankChanged, this, &MainWindow::coverBlank);
    // A link whose run went to the worker and whose view then does not fit its trace.
    connect(mShown, &ShownState::refusedLater, this, [this](const QString& why) {
        showError(tr("The link was not opened; the current scenario stays. %1").arg(why));
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
    for (QAction* a : mLayoutGroup->actions())
        if (a->data().toInt() == static_cast<int>(layout)) {
            const QSignalBlocker block(a);
            a->setChecked(true);
        }
}

bool MainWindow::openLink(const QString& link)
{
    QString why;
    try {
        const std::optional<Shown> shown =
            Shown::fromMoment(momentFromLink(link.trimmed().toStdString()), &why);
        if (shown && mShown->show(*shown, &why)) {
            mFiles->forgetFile();
            return true;
        }
    } catch (const std::exception& e) {
        why = QString::fromStdString(e.what());
    }
    showError(tr("The link was not opened; the current scenario stays. %1").arg(why));
    return false;
}

void MainWindow::askForLink()
{
    // A link copied from a course page is on the clipboard already.
    const QString copied = QGuiApplication::clipboard()->text().trimmed();
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Open link"));
    dialog.setLabelText(tr("A link to a moment (cubelab:1/…):"));
    dialog.setTextValue(looksLikeLink(copied.toStdString()) ? copied : QString());
    dialog.setAccessibleName(tr("Open link"));
    dialog.resize(std::min(640, screen()->availableGeometry().width() - 40),
                  dialog.sizeHint().height());
    if (dialog.exec() == QDialog::Accepted && !dialog.textValue().trimmed().isEmpty())
        openLink(dialog.textValue());
}

void MainWindow::copyLink()
{
    try {
        const QString link = QString::fromStdString(momentToLink(mShown->toMoment()));
        QGuiApplication::clipboard()->setText(link);
        statusBar()->showMessage(
            tr("Link copied: it opens this moment in CubeLab (%1 characters)").arg(link.size()),
            5000);
    } catch (const std::exception& e) {
        showError(tr("No link was made: %1").arg(QString::fromStdString(e.what())));
    }
}

void MainWindow::createLessons()
{
    mLessonMode = new LessonMode(
        {this, mShown, qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise"))),
         mDocks->scenarioDock(), mDocks->resultsDock(), mDocks->resultsTable()},
        this);
    // Listed with every dock in the View menu, to bring a closed lesson back.
    mActions->menu(MenuId::View)
        ->insertAction(mActions->action(ActionId::ResetLayout),
                       mLessonMode->dock()->toggleViewAction());
    connect(mLessonMode, &LessonMode::changed, mFiles, &WindowFiles::updateTitle);
    connect(mLessonMode, &LessonMode::refused, this, &MainWindow::showError);
    connect(mLessonMode, &LessonMode::answerRequested, this, &MainWindow::showExercise);
}

LessonPlayer* MainWindow::lessons() const
{
    return mLessonMode->player();
}

LessonPane* MainWindow::lessonPane() const
{
    return mLessonMode->pane();
}

bool MainWindow::startLesson(const QString& idOrFile, std::optional<int> scene)
{
    QString why;
    if (!mLessonMode->start(idOrFile, scene, &why)) {
        showError(why);
        return false;
    }
    mFiles->forgetFile();
    return true;
}

} // namespace cubelab::gui
