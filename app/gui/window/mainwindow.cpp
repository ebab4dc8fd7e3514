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
    createActions();
    createDocks();
    mPresentationMode =
        new PresentationMode(this, mDocks->timelineDock(), mDocks->resultsDock(), this);
    createMenus();
    createAnalysisMenu();
    statusBar()->addPermanentWidget(new RunIndicator(mSession, mCompare, this));
    connectSession();
    connectShown();
    createLessons();
    createKeyFilters();
    restoreSettings();
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
    // The step keys reach the view unless a field is being typed in; committed edits give
    // the keys back to it.
    mKeyRouter = new KeyRouter(this, mView, this);
    // After the router: the blank's filter, installed later, sees the keys first.
    mBlank = new BlankScreen(this, this);
    connect(mBlank, &BlankScreen::revealRequested, this, [this] { setBlanked(false); });
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

QAction* MainWindow::makeAction(const char* name, const QList<QKeySequence>& keys)
{
    auto* action = new QAction(this);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    addAction(action); // shortcuts work while the menu bar is hidden (full screen)
    return action;
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

void MainWindow::createActions()
{
    auto* first = makeAction("first", {Qt::Key_Home});
    connect(first, &QAction::triggered, mShown, &ShownState::firstStep);
    auto* previous = makeAction("previous", {Qt::Key_Left, Qt::Key_PageUp});
    // In a lesson the clicker's keys go through it: its steps, then its scenes.
    connect(previous, &QAction::triggered, this, [this] {
        mPlayer->pause();
        if (mLessonMode && lessons()->isActive())
            lessons()->back();
        else
            mShown->previousStep();
    });
    auto* play = makeAction("playPause", {Qt::Key_Space});
    connect(play, &QAction::triggered, this, [this] {
        if (mLessonMode && lessons()->isActive())
            lessons()->next();
        else
            mPlayer->toggle();
    });
    auto* next = makeAction("next", {Qt::Key_Right, Qt::Key_PageDown});
    connect(next, &QAction::triggered, this, [this] {
        mPlayer->pause();
        if (mLessonMode && lessons()->isActive())
            lessons()->next();
        else
            mShown->nextStep();
    });
    auto* last = makeAction("last", {Qt::Key_End});
    connect(last, &QAction::triggered, mShown, &ShownState::lastStep);
    // The player's speed from the keyboard (EN 301 549 11.2.2.2; the slider takes no focus):
    // < and > as in video players, free keys that read the same in every language.
    connect(makeAction("slower", {Qt::Key_Less}), &QAction::triggered, mPlayer, &Player::slower);
    connect(makeAction("faster", {Qt::Key_Greater}), &QAction::triggered, mPlayer, &Player::faster);
    connect(mPlayer, &Player::playingChanged, this, [this] {
        updateTransportIcons();
        retranslate();
    });

    connect(makeAction("zoomIn", {Qt::Key_Plus, QKeySequence::ZoomIn}), &QAction::triggered, mView,
            &HypercubeView::zoomIn);
    connect(makeAction("zoomOut", {Qt::Key_Minus, QKeySequence::ZoomOut}), &QAction::triggered,
            mView, &HypercubeView::zoomOut);
    connect(makeAction("zoomReset", {QKeySequence(Qt::CTRL | Qt::Key_0)}), &QAction::triggered,
            mView, &HypercubeView::resetZoom);
    // Comparing, both halves zoom alike.
    connect(action(QStringLiteral("zoomIn")), &QAction::triggered, mCompareStage->secondView(),
            &HypercubeView::zoomIn);
    connect(action(QStringLiteral("zoomOut")), &QAction::triggered, mCompareStage->secondView(),
            &HypercubeView::zoomOut);
    connect(action(QStringLiteral("zoomReset")), &QAction::triggered, mCompareStage->secondView(),
            &HypercubeView::resetZoom);

    // F11 only where the platform has no full-screen key of its own: two bindings for one key
    // make the shortcut ambiguous and it stops firing.
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (fullScreenKeys.isEmpty())
        fullScreenKeys << QKeySequence(Qt::Key_F11);
    auto* fullScreen = makeAction("fullScreen", fullScreenKeys);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::triggered, this, &MainWindow::toggleFullScreen);

    auto* blank = makeAction("blank", {Qt::Key_B, Qt::Key_Period});
    blank->setCheckable(true);
    connect(blank, &QAction::toggled, this, &MainWindow::setBlanked);

    auto* presentation = makeAction("presentation", {Qt::Key_F5});
    presentation->setCheckable(true);
    connect(presentation, &QAction::toggled, this, &MainWindow::setPresentationMode);
    // Esc leaves the stage; outside it the key is not taken (a disabled action lets it pass).
    auto* leave = makeAction("leavePresentation", {Qt::Key_Escape});
    leave->setEnabled(false);
    connect(leave, &QAction::triggered, this, [this] { setPresentationMode(false); });
    // Esc also stops following, outside the stage only: the two are never enabled together.
    auto* stopFollowing = makeAction("stopFollowing", {Qt::Key_Escape});
    stopFollowing->setEnabled(false);
    connect(stopFollowing, &QAction::triggered, mSession, &Session::stopFollowing);
    connect(makeAction("resetLayout"), &QAction::triggered, this, [this] { mDocks->arrange(); });
    // The keyboard's way into the docks and back (DockFocus).
    mDockFocus = new DockFocus(this, mView, this);
    connect(makeAction("nextPanel", {QKeySequence(Qt::Key_F6)}), &QAction::triggered, mDockFocus,
            &DockFocus::next);
    connect(makeAction("previousPanel", {QKeySequence(Qt::SHIFT | Qt::Key_F6)}),
            &QAction::triggered, mDockFocus, &DockFocus::previous);
    connect(makeAction("compareWith"), &QAction::triggered, this, &MainWindow::askComparison);
    // Both halves show the space-time diagram instead of the cube.
    auto* compareSpaceTime = makeAction("compareSpaceTime");
    compareSpaceTime->setCheckable(true);
    connect(compareSpaceTime, &QAction::toggled, this, [this](bool on) {
        mCompareStage->setHalfView(on ? CompareStage::HalfView::SpaceTime
                                      : CompareStage::HalfView::Cube);
    });
    // Esc stops comparing where it does not leave the stage (updateCompareActions).
    connect(makeAction("stopComparing"), &QAction::triggered, mCompare, &CompareMode::stop);
    connect(mCompare, &CompareMode::changed, this, &MainWindow::updateCompareActions);
    connect(mCompare, &CompareMode::errorOccurred, this, &MainWindow::showError);
    updateCompareActions();

    // Plain actions rather than QUndoStack's own: those fix their "Undo %1" text when they are
    // made, so a language switch would leave them in the old language.
    QUndoStack* stack = mSession->undoStack();
    mUndo = makeAction("undo", QKeySequence::keyBindings(QKeySequence::Undo));
    mRedo = makeAction("redo", QKeySequence::keyBindings(QKeySequence::Redo));
    connect(mUndo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(mRedo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, mUndo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, mRedo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    mUndo->setEnabled(stack->canUndo());
    mRedo->setEnabled(stack->canRedo());

    connect(makeAction("lectureExample", {QKeySequence::New}), &QAction::triggered, mFiles,
            &WindowFiles::askLectureExample);
    connect(makeAction("openScenario", {QKeySequence::Open}), &QAction::triggered, mFiles,
            &WindowFiles::askOpenScenario);
    connect(makeAction("openTrace", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)}),
            &QAction::triggered, mFiles, &WindowFiles::askOpenTrace);
    connect(makeAction("openLesson"), &QAction::triggered, this, [this] {
        if (!mFiles->mayDropChanges())
            return;
        const QString path =
            FileDialogs::openFileName(this, tr("Open lesson"), mFiles->startDirectory(),
                                      tr("Lessons (*.json);;All files (*)"));
        if (!path.isEmpty())
            startLesson(path);
    });
    connect(makeAction("openLink"), &QAction::triggered, this, [this] {
        if (mFiles->mayDropChanges())
            askForLink();
    });
    connect(makeAction("copyLink", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}),
            &QAction::triggered, this, &MainWindow::copyLink);
    connect(makeAction("copyScene"), &QAction::triggered, this,
            [this] { mLessonMode->copyScene(); });
    connect(makeAction("saveScenario", {QKeySequence::Save}), &QAction::triggered, mFiles,
            &WindowFiles::save);
    connect(makeAction("saveScenarioAs", {QKeySequence::SaveAs}), &QAction::triggered, mFiles,
            &WindowFiles::askSaveAs);
    connect(makeAction("exportPng", {QKeySequence(Qt::CTRL | Qt::Key_E)}), &QAction::triggered,
            mExports, &WindowExports::askViewPng);
    connect(makeAction("exportSvg", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}),
            &QAction::triggered, mExports, &WindowExports::askViewSvg);
    connect(makeAction("exportTrace"), &QAction::triggered, mExports, &WindowExports::askTraceJson);
    connect(makeAction("exportChromeTrace"), &QAction::triggered, mExports,
            &WindowExports::askChromeTrace);
    connect(makeAction("exportPajeTrace"), &QAction::triggered, mExports,
            &WindowExports::askPajeTrace);
    connect(makeAction("exportHandout"), &QAction::triggered, mExports, &WindowExports::askHandout);
    connect(makeAction("exportAnimation"), &QAction::triggered, mExports,
            &WindowExports::askAnimation);
    connect(makeAction("exportWebPage"), &QAction::triggered, mExports, &WindowExports::askWebPage);
    connect(makeAction("exportTikz"), &QAction::triggered, mExports, &WindowExports::askTikz);
    auto* quit = makeAction("quit", {QKeySequence::Quit});
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    connect(makeAction("keys", {QKeySequence::HelpContents}), &QAction::triggered, this,
            &MainWindow::showKeys);
    auto* about = makeAction("about");
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About CubeLab"),
            tr("<h3>CubeLab %1</h3><p>Reduce and all-reduce on a hypercube, step by step: "
               "Tree_UpDo, Tree_Down, Tree_Do and Cube_Do as in the lecture.</p>"
               "<p>Free software under the GNU General Public License, version 3 or later.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });

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
    mAnalysisMenu = new QMenu(this);
    mAnalysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    menuBar()->insertMenu(mLanguageMenu->menuAction(), mAnalysisMenu);
    mDocks->panels()->addMenus(mAnalysisMenu);
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

void MainWindow::updateUndoTexts()
{
    const QUndoStack* stack = mSession->undoStack();
    mUndo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    mRedo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::createMenus()
{
    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(action(QStringLiteral("lectureExample")));
    mFileMenu->addAction(action(QStringLiteral("openScenario")));
    mFileMenu->addAction(action(QStringLiteral("openTrace")));
    mFileMenu->addAction(action(QStringLiteral("openLink")));
    mRecentMenu = mFileMenu->addMenu(QString());
    mFiles->keepRecentMenu(mRecentMenu);
    mFileMenu->addSeparator();
    mFileMenu->addAction(action(QStringLiteral("saveScenario")));
    mFileMenu->addAction(action(QStringLiteral("saveScenarioAs")));
    mFileMenu->addSeparator();
    mFileMenu->addAction(action(QStringLiteral("exportPng")));
    mFileMenu->addAction(action(QStringLiteral("exportSvg")));
    mFileMenu->addAction(action(QStringLiteral("exportTrace")));
    mFileMenu->addAction(action(QStringLiteral("exportChromeTrace")));
    mFileMenu->addAction(action(QStringLiteral("exportPajeTrace")));
    mExportMenu = mFileMenu->addMenu(QString());
    mExportMenu->addAction(action(QStringLiteral("exportHandout")));
    mExportMenu->addAction(action(QStringLiteral("exportAnimation")));
    mExportMenu->addAction(action(QStringLiteral("exportTikz")));
    mExportMenu->addAction(action(QStringLiteral("exportWebPage")));
    mFileMenu->addSeparator();
    mFileMenu->addAction(action(QStringLiteral("quit")));

    mEditMenu = menuBar()->addMenu(QString());
    mEditMenu->addAction(mUndo);
    mEditMenu->addAction(mRedo);
    mEditMenu->addSeparator();
    mEditMenu->addAction(action(QStringLiteral("copyLink")));
    mEditMenu->addAction(action(QStringLiteral("copyScene")));

    mStepMenu = menuBar()->addMenu(QString());
    for (const char* name : {"playPause", "slower", "faster"})
        mStepMenu->addAction(action(QString::fromLatin1(name)));
    mStepMenu->addSeparator();
    for (const char* name : {"next", "previous", "first", "last"})
        mStepMenu->addAction(action(QString::fromLatin1(name)));

    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->setObjectName(QStringLiteral("viewMenu"));
    mViewMenu->addAction(action(QStringLiteral("presentation")));
    mViewMenu->addAction(action(QStringLiteral("fullScreen")));
    mViewMenu->addAction(action(QStringLiteral("blank")));
    mViewMenu->addAction(action(QStringLiteral("stopFollowing")));
    mViewMenu->addSeparator();
    mViewMenu->addAction(action(QStringLiteral("compareWith")));
    mViewMenu->addAction(action(QStringLiteral("compareSpaceTime")));
    mViewMenu->addAction(action(QStringLiteral("stopComparing")));
    mViewMenu->addSeparator();
    mViewMenu->addAction(action(QStringLiteral("zoomIn")));
    mViewMenu->addAction(action(QStringLiteral("zoomOut")));
    mViewMenu->addAction(action(QStringLiteral("zoomReset")));
    mViewMenu->addSeparator();
    mLayoutMenu = mViewMenu->addMenu(QString());
    mLayoutMenu->addActions(mLayoutGroup->actions());
    mThemeMenu = mViewMenu->addMenu(QString());
    mThemeMenu->addActions(mThemeGroup->actions());
    mViewMenu->addSeparator();
    // Every dock, to bring back one that was closed; their texts are the docks' titles.
    mViewMenu->addActions(mDocks->toggleViewActions());
    mViewMenu->addAction(action(QStringLiteral("resetLayout")));
    mViewMenu->addSeparator();
    mViewMenu->addAction(action(QStringLiteral("nextPanel")));
    mViewMenu->addAction(action(QStringLiteral("previousPanel")));

    mLanguageMenu = menuBar()->addMenu(QString());
    mLanguageMenu->addActions(mLanguageGroup->actions());

    mHelpMenu = menuBar()->addMenu(QString());
    mLessonsMenu = mHelpMenu->addMenu(QString());
    mLessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    for (const Lesson& lesson : builtinLessons()) {
        QAction* a = mLessonsMenu->addAction(QString());
        a->setObjectName(QStringLiteral("lesson-") + QString::fromStdString(lesson.id));
        connect(a, &QAction::triggered, this, [this, id = QString::fromStdString(lesson.id)] {
            if (mFiles->mayDropChanges())
                startLesson(id);
        });
    }
    mLessonsMenu->addSeparator();
    mLessonsMenu->addAction(action(QStringLiteral("openLesson")));
    mHelpMenu->addAction(action(QStringLiteral("keys")));
    mHelpMenu->addAction(action(QStringLiteral("about")));
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
        action(QStringLiteral("stopFollowing"))
            ->setEnabled(!mShown->isPresentation() && mSession->follow().active());
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
    if (event->type() == QEvent::WindowStateChange)
        action(QStringLiteral("fullScreen"))->setChecked(isFullScreen());
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
    const auto setText = [this](const char* name, const QString& text, const QString& tip = {}) {
        if (QAction* a = action(QString::fromLatin1(name))) {
            a->setText(text);
            a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
        }
    };
    setText("first", tr("&First step"), tr("First step (Home)"));
    setText("previous", tr("Pre&vious step"), tr("Previous step (Left, Page Up)"));
    setText("playPause", mPlayer->isPlaying() ? tr("P&ause") : tr("&Play"),
            mPlayer->isPlaying() ? tr("Pause (Space)") : tr("Play (Space)"));
    setText("next", tr("&Next step"), tr("Next step (Right, Page Down)"));
    setText("last", tr("&Last step"), tr("Last step (End)"));
    setText("slower", tr("&Slower"), tr("Slower: more time per step while playing (<)"));
    setText("faster", tr("Fas&ter"), tr("Faster: less time per step while playing (>)"));
    setText("zoomIn", tr("Zoom &in"));
    setText("zoomOut", tr("Zoom &out"));
    setText("zoomReset", tr("&Fit to window"));
    setText("fullScreen", tr("F&ull screen"));
    setText("blank", tr("&Blank screen"));
    setText("presentation", tr("&Presentation mode"),
            tr("Presentation mode: the cube, the caption and the partial results alone, in large "
               "type (F5; Esc leaves it)"));
    setText("resetLayout", tr("&Reset layout"), tr("Put every panel back in its first place"));
    setText("nextPanel", tr("&Next panel"),
            tr("Move the keyboard into the next panel (F6); after the last one, back to the cube"));
    setText("previousPanel", tr("Pre&vious panel"),
            tr("Move the keyboard into the panel before (Shift+F6)"));
    setText("stopFollowing", FollowControl::stopText(),
            tr("Stop following an input or an s_i (Esc)"));
    setText("compareSpaceTime", tr("Compare the space-time &diagrams"),
            tr("While comparing, show both scenarios' space-time diagrams instead of their cubes"));
    setText("compareWith", tr("&Compare with…"),
            tr("Show a second scenario beside this one, stepped by the same timeline"));
    setText("stopComparing", tr("&Stop comparing"),
            tr("Show the current scenario alone again (Esc)"));
    setText("lectureExample", tr("&Lecture example"));
    setText("openScenario", tr("&Open scenario…"));
    setText("openTrace", tr("Open &trace…"));
    setText("openLink", tr("Open lin&k…"),
            tr("Open a cubelab: link to a moment, such as one from a course page"));
    setText("copyLink", tr("Copy &link to this moment"),
            tr("Copy a cubelab: link that opens this scenario at this step, with the layout, the "
               "panel, "
               "what is followed and the comparison shown now (Ctrl+Shift+L)"));
    setText("copyScene", tr("Copy this moment as a lesson &scene"),
            tr("Copy this moment as a scene of a lesson file, to paste into a lesson and give its "
               "title and text "
               "(docs/lessons.md)"));
    setText("saveScenario", tr("&Save scenario"));
    setText("saveScenarioAs", tr("Save scenario &as…"));
    setText("exportPng", tr("Export view as P&NG…"));
    setText("exportSvg", tr("Export view as S&VG…"));
    setText("exportTrace", tr("Export trace as &JSON…"));
    setText("exportChromeTrace", tr("Export trace for Perfetto / &chrome://tracing (JSON)…"));
    setText("exportPajeTrace", tr("Export &Pajé trace for ViTE…"));
    setText("exportHandout", tr("&Handout (PDF)…"),
            tr("Every step on a page: the caption, the cube and the partial results"));
    setText("exportAnimation", tr("&Animation (GIF)…"),
            tr("The stepping as a looping animation for a slide"));
    setText("exportTikz", tr("&LaTeX/TikZ figure…"),
            tr("The cube at the current step as a LaTeX document for pdflatex"));
    setText("exportWebPage", tr("&Web page…"),
            tr("The lesson, or the scenario, as one HTML file a student steps through in any "
               "browser, offline"));
    setText("quit", tr("&Quit"));
    setText("keys", tr("&Keys"));
    setText("about", tr("&About CubeLab"));

    mFileMenu->setTitle(tr("&File"));
    mExportMenu->setTitle(tr("E&xport"));
    mRecentMenu->setTitle(tr("Open &recent"));
    mEditMenu->setTitle(tr("&Edit"));
    mStepMenu->setTitle(tr("&Step"));
    mViewMenu->setTitle(tr("&View"));
    mLayoutMenu->setTitle(tr("&Layout"));
    mThemeMenu->setTitle(tr("&Theme"));
    mLanguageMenu->setTitle(tr("&Language"));
    mHelpMenu->setTitle(tr("&Help"));
    mLessonsMenu->setTitle(tr("&Lessons"));
    for (const Lesson& lesson : builtinLessons())
        if (QAction* a = action(QStringLiteral("lesson-") + QString::fromStdString(lesson.id)))
            a->setText(shownText(lesson.title));
    setText("openLesson", tr("Open lesson &file…"), tr("Open a lesson file (docs/lessons.md)"));
    if (mLessonMode)
        mLessonMode->retranslate();
    mAnalysisMenu->setTitle(tr("&Analysis"));
    updateUndoTexts();
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
    QAction* blank = action(QStringLiteral("blank"));
    const QSignalBlocker block(blank);
    blank->setChecked(on);
}

void MainWindow::toggleFullScreen()
{
    // The flag alone: a maximised window comes back maximised. The action's check mark follows
    // the state the window manager gives the window (changeEvent).
    setWindowState(windowState() ^ Qt::WindowFullScreen);
    action(QStringLiteral("fullScreen"))->setChecked(isFullScreen());
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
    QAction* presentation = action(QStringLiteral("presentation"));
    const QSignalBlocker block(presentation);
    presentation->setChecked(on);
    action(QStringLiteral("leavePresentation"))->setEnabled(on);
    action(QStringLiteral("stopFollowing"))->setEnabled(!on && mSession->follow().active());
    action(QStringLiteral("resetLayout"))->setEnabled(!on);
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
    QAction* stop = action(QStringLiteral("stopComparing"));
    stop->setEnabled(mCompare->isOn());
    action(QStringLiteral("compareSpaceTime"))->setEnabled(mCompare->isOn());
    // One key, one action at a time: on the stage Esc leaves the stage (leavePresentation);
    // outside it, it stops following first (stopFollowing), then comparing.
    const bool escStops =
        mCompare->isOn() && !mShown->isPresentation() && !mSession->follow().active();
    stop->setShortcut(escStops ? QKeySequence(Qt::Key_Escape) : QKeySequence());
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

void MainWindow::showKeys()
{
    const QString rows =
        tr("<tr><td><b>Space</b></td><td>play / pause</td></tr>"
           "<tr><td><b>→, Page Down</b></td><td>next step (a clicker's forward key)</td></tr>"
           "<tr><td><b>←, Page Up</b></td><td>previous step</td></tr>"
           "<tr><td><b>Home / End</b></td><td>first / last step</td></tr>"
           "<tr><td><b>+ / − / Ctrl+0</b></td><td>zoom in / out / fit</td></tr>"
           "<tr><td><b>%1</b></td><td>full screen</td></tr>"
           "<tr><td><b>B or .</b></td><td>blank the screen (a clicker's blank key)</td></tr>"
           "<tr><td><b>F5, Esc</b></td><td>presentation mode: the stage alone, in large type; Esc "
           "leaves it</td></tr>"
           "<tr><td><b>Ctrl+Z / Ctrl+Shift+Z</b></td><td>undo / redo a scenario change</td></tr>")
            .arg(escaped(action(QStringLiteral("fullScreen"))
                             ->shortcut()
                             .toString(QKeySequence::NativeText))) +
        tr("<tr><td><b>Esc</b></td><td>stop following an input a_i or an s_i; when nothing is "
           "followed, stop comparing two scenarios (outside presentation mode)</td></tr>") +
        tr("<tr><td><b>&lt; / &gt;</b></td><td>slower / faster while playing</td></tr>"
           "<tr><td><b>↑ / ↓</b></td><td>in the view: the previous / next node, in the order of "
           "the addresses "
           "(a screen reader speaks its s_i and what it does in the step)</td></tr>"
           "<tr><td><b>Menu key</b></td><td>in the view: the focused node's menu (follow its "
           "input, "
           "where its s_i comes from)</td></tr>") +
        tr("<tr><td><b>F6 / Shift+F6</b></td><td>the keyboard into the next / previous panel; "
           "after the last, back to the cube</td></tr>"
           "<tr><td><b>Tab / Shift+Tab</b></td><td>the next / previous control of a panel; a list, "
           "table or button reached so keeps its arrows and Space</td></tr>");
    QMessageBox box(this);
    box.setWindowTitle(tr("Keys"));
    box.setTextFormat(Qt::RichText);
    box.setText(
        tr("<table cellspacing='6'>%1</table><p>The keys do not act while you type in a field; "
           "Enter commits a number and gives the keys back to the view (the frame round it shows "
           "where they go).</p>")
            .arg(rows));
    box.exec();
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
    mViewMenu->insertAction(action(QStringLiteral("resetLayout")),
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
