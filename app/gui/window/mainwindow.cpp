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
#include "compare/comparedsteps.h"
#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/codeview.h"
#include "cube/expressiondelegate.h"
#include "cube/expressionlines.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/player.h"
#include "cube/timelinewidget.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shippedfiles.h"
#include "document/unsavedchanges.h"
#include "exercise/exercisepanel.h"
#include "export/imagefiles.h"
#include "export/lectureexports.h"
#include "export/webpagewriter.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonplayer.h"
#include "program/programpanel.h"
#include "scenario/scenariopanel.h"
#include "spacetime/spacetimeview.h"
#include "window/blankscreen.h"
#include "window/dockfocus.h"
#include "window/followcontrol.h"
#include "window/keyrouter.h"
#include "window/languageswitcher.h"
#include "window/panelregistry.h"
#include "window/presentationmode.h"
#include "window/stagepanel.h"
#include "window/windowmoment.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
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
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTimer>
#include <QToolButton>
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
constexpr int kMaxRecentFiles = 8;
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

// The title with an Alt letter that no other entry of its menu has (used: the letters taken,
// upper case; the one chosen is added): the first letter of a word where one is free, else any
// free letter, else none.
QString withMnemonic(const QString& title, QString& used)
{
    auto freeAt = [&](qsizetype i) {
        return title[i].isLetter() && !used.contains(title[i].toUpper());
    };
    qsizetype at = -1;
    for (qsizetype i = 0; i < title.size() && at < 0; ++i)
        if ((i == 0 || !title[i - 1].isLetterOrNumber()) && freeAt(i))
            at = i;
    for (qsizetype i = 0; i < title.size() && at < 0; ++i)
        if (freeAt(i))
            at = i;
    QString shown = QString(title).replace(QLatin1Char('&'), QStringLiteral("&&"));
    if (at < 0)
        return shown;
    used += title[at].toUpper();
    const qsizetype ampersandsBefore = title.left(at).count(QLatin1Char('&'));
    return shown.insert(at + ampersandsBefore, QLatin1Char('&'));
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), mSession(new Session(this)), mSteps(new ComparedSteps(mSession, this)),
      mView(new HypercubeView(this)), mPlayer(new Player(mSession, mView, this)),
      mLanguage(new LanguageSwitcher(this)), mTheme(Theme::make(ThemeKind::Light)),
      mBaseFont(QApplication::font())
{
    setObjectName(QStringLiteral("mainWindow"));
    mComparison = new ComparisonModel(mSession, this);
    mStepCosts = new StepCostsModel(mSession, this);
    mCompare = new CompareMode(mSession, mSteps, this);
    mPlayer->followSteps(mSteps);
    mView->setObjectName(QStringLiteral("hypercubeView"));
    mView->setFocusPolicy(Qt::StrongFocus);

    // The message bar above the view: a refused edit or a bad file says so here, without a
    // modal dialog that would stop a lecture.
    mErrorBar = new QWidget(this);
    mErrorBar->setObjectName(QStringLiteral("errorBar"));
    mErrorBar->setAutoFillBackground(true);
    mErrorLabel = new QLabel(mErrorBar);
    mErrorLabel->setWordWrap(true);
    mErrorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    makePlain(mErrorLabel); // a file's or a link's error quotes its text
    mErrorClose = new QToolButton(mErrorBar);
    mErrorClose->setAutoRaise(true);
    mErrorClose->setText(QStringLiteral("✕"));
    connect(mErrorClose, &QToolButton::clicked, this, &MainWindow::clearError);
    auto* barLayout = new QHBoxLayout(mErrorBar);
    barLayout->setContentsMargins(8, 4, 4, 4);
    barLayout->addWidget(mErrorLabel, 1);
    barLayout->addWidget(mErrorClose, 0, Qt::AlignTop);
    mErrorBar->hide();

    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(mErrorBar);
    mCompareStage =
        new CompareStage(new FocusFrame(mView, central), mCompare, mSteps, mStepCosts, central);
    // The stage's centre: the cube (with the compared one), or a panel the lecturer put there.
    auto* stageStack = new QStackedWidget(central);
    stageStack->addWidget(mCompareStage);
    centralLayout->addWidget(stageStack, 1);
    setCentralWidget(central);
    mStagePanel = new StagePanel(stageStack, this);

    createActions();
    createDocks();
    createPanelDocks();
    arrangeDocks();
    mPresentationMode = new PresentationMode(this, mTimelineDock, mResultsDock, this);
    createMenus();
    createAnalysisMenu();
    createRunIndicator();
    connectSession();
    createMoments();
    createLessons();

    // The step keys reach the view unless a field is being typed in; committed edits give
    // the keys back to it.
    mKeyRouter = new KeyRouter(this, mView, this);
    // After the router: the blank's filter, installed later, sees the keys first.
    mBlank = new BlankScreen(this, this);
    connect(mBlank, &BlankScreen::revealRequested, this, [this] { setBlanked(false); });
    restoreSettings();
    retranslate();
    keepDockTabsReadable();
    // A panel that could not load its files started without them; the message bar says so
    // (after restoreSettings, whose new trace clears the bar).
    QStringList problems;
    for (const Panel& panel : mPanels)
        if (const QString p = panel.widget->startProblems(); !p.isEmpty())
            problems << p;
    if (!problems.isEmpty())
        showError(problems.join(QLatin1Char('\n')));
    mView->setFocus(Qt::OtherFocusReason);
    keepMinimumOnScreen();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::makeAction(const char* name, const QList<QKeySequence>& keys)
{
    auto* action = new QAction(this);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    addAction(action); // shortcuts work while the menu bar is hidden (full screen)
    return action;
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

void MainWindow::createActions()
{
    auto* first = makeAction("first", {Qt::Key_Home});
    connect(first, &QAction::triggered, mSteps, &ComparedSteps::firstStep);
    auto* previous = makeAction("previous", {Qt::Key_Left, Qt::Key_PageUp});
    // In a lesson the clicker's keys go through it: its steps, then its scenes.
    connect(previous, &QAction::triggered, this, [this] {
        mPlayer->pause();
        if (mLessonMode && lessons()->isActive())
            lessons()->back();
        else
            mSteps->previousStep();
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
            mSteps->nextStep();
    });
    auto* last = makeAction("last", {Qt::Key_End});
    connect(last, &QAction::triggered, mSteps, &ComparedSteps::lastStep);
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
    connect(makeAction("resetLayout"), &QAction::triggered, this, &MainWindow::arrangeDocks);
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
    // A large compared cube runs in the worker: the same indicator, with its Cancel.
    connect(mCompare, &CompareMode::runStarted, this, [this](const QString& what) {
        mRunLabel->setText(what);
        mRunIndicator->show();
    });
    connect(mCompare, &CompareMode::runFinished, this, [this] {
        if (!mSession->isRunning())
            mRunIndicator->hide();
    });
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

    connect(makeAction("lectureExample", {QKeySequence::New}), &QAction::triggered, this, [this] {
        if (mayDropChanges())
            openLectureExample();
    });
    connect(makeAction("openScenario", {QKeySequence::Open}), &QAction::triggered, this, [this] {
        if (!mayDropChanges())
            return;
        const QString path = FileDialogs::openFileName(this, tr("Open scenario"), startDirectory(),
                                                       tr("Scenarios (*.json);;All files (*)"));
        if (!path.isEmpty())
            openScenario(path);
    });
    connect(makeAction("openTrace", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)}),
            &QAction::triggered, this, [this] {
                if (!mayDropChanges())
                    return;
                const QString path = FileDialogs::openFileName(
                    this, tr("Open trace"), startDirectory(), tr("Traces (*.json);;All files (*)"));
                if (!path.isEmpty())
                    openTrace(path);
            });
    connect(makeAction("openLesson"), &QAction::triggered, this, [this] {
        if (!mayDropChanges())
            return;
        const QString path = FileDialogs::openFileName(this, tr("Open lesson"), startDirectory(),
                                                       tr("Lessons (*.json);;All files (*)"));
        if (!path.isEmpty())
            startLesson(path);
    });
    connect(makeAction("openLink"), &QAction::triggered, this, [this] {
        if (mayDropChanges())
            askForLink();
    });
    connect(makeAction("copyLink", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}),
            &QAction::triggered, this, &MainWindow::copyLink);
    connect(makeAction("copyScene"), &QAction::triggered, this,
            [this] { mLessonMode->copyScene(); });
    connect(makeAction("saveScenario", {QKeySequence::Save}), &QAction::triggered, this,
            &MainWindow::saveToCurrentFile);
    connect(
        makeAction("saveScenarioAs", {QKeySequence::SaveAs}), &QAction::triggered, this, [this] {
            const QString path =
                askSavePath(tr("Save scenario"), tr("Scenarios (*.json)"), QStringLiteral("json"));
            if (!path.isEmpty())
                saveScenario(path);
        });
    connect(makeAction("exportPng", {QKeySequence(Qt::CTRL | Qt::Key_E)}), &QAction::triggered,
            this, [this] {
                const QString path = askSavePath(tr("Export the view as PNG"),
                                                 tr("PNG images (*.png)"), QStringLiteral("png"));
                if (!path.isEmpty())
                    exportViewPng(path);
            });
    connect(makeAction("exportSvg", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}),
            &QAction::triggered, this, [this] {
                const QString path = askSavePath(tr("Export the view as SVG"),
                                                 tr("SVG images (*.svg)"), QStringLiteral("svg"));
                if (!path.isEmpty())
                    exportViewSvg(path);
            });
    connect(makeAction("exportTrace"), &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export the trace as JSON"), tr("Traces (*.json)"),
                                         QStringLiteral("json"));
        if (!path.isEmpty())
            exportTraceJson(path);
    });
    connect(makeAction("exportChromeTrace"), &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export the trace for Perfetto / chrome://tracing"),
                                         tr("Chrome traces (*.json)"), QStringLiteral("json"));
        if (!path.isEmpty())
            exportViewerTrace(path, false);
    });
    connect(makeAction("exportPajeTrace"), &QAction::triggered, this, [this] {
        const QString path =
            askSavePath(tr("Export the trace for ViTE"), tr("Pajé traces (*.paje *.trace)"),
                        QStringLiteral("paje"));
        if (!path.isEmpty())
            exportViewerTrace(path, true);
    });
    connect(makeAction("exportHandout"), &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export a handout as PDF"), tr("PDF documents (*.pdf)"),
                                         QStringLiteral("pdf"));
        if (!path.isEmpty())
            exportHandoutPdf(path);
    });
    connect(makeAction("exportAnimation"), &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export the animation as GIF"),
                                         tr("GIF animations (*.gif)"), QStringLiteral("gif"));
        if (!path.isEmpty())
            exportAnimationGif(path, LectureExports::kSlideSize);
    });
    connect(makeAction("exportWebPage"), &QAction::triggered, this, [this] {
        // A lesson's page is named by the lesson: reduce-allreduce.html.
        const Lesson* lesson = lessons()->isActive() ? lessons()->lesson() : nullptr;
        const QString path =
            askSavePath(tr("Export a web page"), tr("Web pages (*.html)"), QStringLiteral("html"),
                        lesson ? QString::fromStdString(lesson->id) : QString());
        if (!path.isEmpty())
            exportWebPage(path);
    });
    connect(makeAction("exportTikz"), &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export a LaTeX/TikZ figure"),
                                         tr("LaTeX documents (*.tex)"), QStringLiteral("tex"));
        if (!path.isEmpty())
            exportTikzFigure(path, LectureExports::kSlideSize);
    });
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
    // layout the user picks wins over it (data: -1 for the figure, else the LayoutMode).
    mLayoutGroup = new QActionGroup(this);
    const std::pair<const char*, int> layouts[] = {
        {"figure", -1},
        {"cube", static_cast<int>(HypercubeView::LayoutMode::Cube)},
        {"tree", static_cast<int>(HypercubeView::LayoutMode::Tree)},
        {"weight", static_cast<int>(HypercubeView::LayoutMode::Weight)}};
    for (const auto& [id, mode] : layouts) {
        auto* a = new QAction(mLayoutGroup);
        a->setObjectName(QStringLiteral("layout-") + QLatin1String(id));
        a->setCheckable(true);
        a->setData(mode);
        a->setChecked(mode < 0);
        connect(a, &QAction::triggered, this, [this, mode = mode] {
            const auto chosen = mode < 0
                                    ? std::nullopt
                                    : std::optional(static_cast<HypercubeView::LayoutMode>(mode));
            mView->setChosenLayout(chosen);
            mCompareStage->secondView()->setChosenLayout(chosen);
        });
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
    TimelineWidget::Actions actions{action(QStringLiteral("first")),
                                    action(QStringLiteral("previous")),
                                    action(QStringLiteral("playPause")),
                                    action(QStringLiteral("next")), action(QStringLiteral("last"))};
    mTimeline = new TimelineWidget(mSession, mPlayer, actions, this);
    mTimeline->followSteps(mSteps);
    // On the stage the timeline is as high as its caption needs, no higher: the rest is the
    // cube's. In the window the dock is fitted when the window first shows, after a change of
    // language and after the window changed its size (resizeEvent): a window made smaller
    // would otherwise take all it lost from the cube, the docks keeping their heights. (Leaving
    // the stage does not resize the window, so the docks come back exactly as they were.)
    connect(mTimeline, &TimelineWidget::captionHeightChanged, this, [this] {
        if (mPresentation)
            fitTimeline();
    });
    mTimelineDock = new QDockWidget(this);
    mTimelineDock->setObjectName(QStringLiteral("timelineDock"));
    mTimelineDock->setWidget(mTimeline);
    mTimelineDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);

    mScenarioPanel = new ScenarioPanel(mSession, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(mScenarioPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Only a holder: Tab goes to the fields, and the area scrolls them into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    mScenarioDock = new QDockWidget(this);
    mScenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    mScenarioDock->setWidget(scroll);

    mResultsModel = new PartialResultsModel(this);
    mResultsTable = new QTableView(this);
    mResultsTable->setObjectName(QStringLiteral("resultsTable"));
    mResultsTable->setModel(mResultsModel);
    mResultsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mResultsTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mResultsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The arrows move in a table, Tab leaves it (it would go round its cells for ever).
    mResultsTable->setTabKeyNavigation(false);
    mResultsTable->verticalHeader()->hide();
    mResultsTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mResultsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mResultsTable->horizontalHeader()->setStretchLastSection(false);
    mResultsTable->horizontalHeader()->setSectionResizeMode(PartialResultsModel::ExpressionColumn,
                                                            QHeaderView::Stretch);
    mResultsTable->setTextElideMode(Qt::ElideRight);
    // A long s_i breaks at its operators and its row grows, rather than ending in "…".
    ExpressionDelegate::install(mResultsTable, PartialResultsModel::ExpressionColumn);
    mResultsDock = new QDockWidget(this);
    mResultsDock->setObjectName(QStringLiteral("resultsDock"));
    mResultsDock->setWidget(mResultsTable);

    mCodeView = new CodeView(this);
    mFollow = new FollowControl(mSession, this);
    mCodeDock = new QDockWidget(this);
    mCodeDock->setObjectName(QStringLiteral("codeDock"));
    mCodeDock->setWidget(mCodeView);

    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void MainWindow::arrangeDocks()
{
    // The default arrangement, at the start and for View ▸ Reset layout. The editors join the
    // scenario on the left; what the steps cost and the comparisons join the partial results
    // on the right, one tab each. The scenario and the partial results stay in front: a
    // lecture starts with the cube.
    QList<QDockWidget*> docks{mTimelineDock, mScenarioDock, mResultsDock, mCodeDock};
    for (const Panel& panel : mPanels)
        docks << panel.dock;
    for (QDockWidget* dock : docks) {
        dock->setFloating(false);
        removeDockWidget(dock);
    }
    addDockWidget(Qt::BottomDockWidgetArea, mTimelineDock);
    addDockWidget(Qt::LeftDockWidgetArea, mScenarioDock);
    addDockWidget(Qt::RightDockWidgetArea, mResultsDock);
    addDockWidget(Qt::RightDockWidgetArea, mCodeDock);
    splitDockWidget(mResultsDock, mCodeDock, Qt::Vertical);
    for (const Panel& panel : mPanels) {
        addDockWidget(panel.entry->area, panel.dock);
        tabifyDockWidget(panel.entry->area == Qt::LeftDockWidgetArea ? mScenarioDock : mResultsDock,
                         panel.dock);
    }
    for (QDockWidget* dock : docks)
        dock->show();
    mScenarioDock->raise();
    mResultsDock->raise();
    resizeDocks({mScenarioDock, mResultsDock}, {380, 520}, Qt::Horizontal);
    resizeDocks({mResultsDock, mCodeDock}, {560, 240}, Qt::Vertical);
    fitTimeline();
    keepDockTabsReadable();
}

AnalysisPanel* MainWindow::makePanel(const PanelEntry& entry, QWidget* parent)
{
    PanelContext context{mSession, parent, QString(), mComparison, mStepCosts};
    if (!parent) {
        if (!mLonePanelDir)
            mLonePanelDir = std::make_unique<QTemporaryDir>();
        context.loneDirectory = mLonePanelDir->path();
    }
    AnalysisPanel* widget = entry.make(context);
    widget->setObjectName(entry.id + QStringLiteral("Panel"));
    widget->setTitle(entry.title());
    // What a panel refuses or cannot read or write is said in the message bar too.
    connect(widget, &AnalysisPanel::errorOccurred, this, &MainWindow::showError);
    return widget;
}

const MainWindow::Panel* MainWindow::findPanel(const QString& id) const
{
    for (const Panel& panel : mPanels)
        if (panel.entry->id == id)
            return &panel;
    return nullptr;
}

AnalysisPanel* MainWindow::panel(const QString& id) const
{
    const Panel* found = findPanel(id);
    return found ? found->widget : nullptr;
}

QDockWidget* MainWindow::panelDock(const QString& id) const
{
    const Panel* found = findPanel(id);
    return found ? found->dock : nullptr;
}

void MainWindow::createPanelDocks()
{
    for (const PanelEntry& entry : PanelRegistry::entries()) {
        Panel panel;
        panel.entry = &entry;
        panel.widget = makePanel(entry, this);
        panel.dock = new QDockWidget(this);
        panel.dock->setObjectName(entry.id + QStringLiteral("Dock"));
        panel.dock->setWidget(panel.widget);
        connect(panel.dock, &QDockWidget::dockLocationChanged, this,
                &MainWindow::keepDockTabsReadable);
        mPanels.push_back(panel);
    }
    for (QDockWidget* dock : {mScenarioDock, mResultsDock, mCodeDock})
        connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepDockTabsReadable);
    // A program exercise's answer runs in the program editor, on the cube shown.
    auto* exercises = qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise")));
    auto* program = qobject_cast<ProgramPanel*>(panel(QStringLiteral("program")));
    // An exercise is worked alone: a comparison set up before would answer another question.
    if (exercises)
        connect(exercises, &ExercisePanel::exerciseStarted, mCompare, &CompareMode::stop);
    if (exercises && program)
        connect(exercises, &ExercisePanel::programRunRequested, this,
                [this, program](const QString& source, const QString& name) {
                    if (!program->mayDropChanges())
                        return;
                    if (QDockWidget* dock = panelDock(QStringLiteral("program"))) {
                        dock->show();
                        dock->raise();
                    }
                    program->runProgram(source, name);
                });
}

void MainWindow::keepDockTabsReadable()
{
    // Six tabs in a column of docks would each be elided to a letter or two ("P…", "L…"):
    // full titles with scroll buttons read better. The tab bars are QMainWindow's own and
    // appear when docks are tabified, hence after each change of place, once laid out.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar* bar : findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
}

void MainWindow::createAnalysisMenu()
{
    mAnalysisMenu = new QMenu(this);
    mAnalysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    menuBar()->insertMenu(mLanguageMenu->menuAction(), mAnalysisMenu);
    for (Panel& panel : mPanels) {
        const PanelEntry& entry = *panel.entry;
        panel.menu = mAnalysisMenu->addMenu(QString());
        panel.menu->setObjectName(entry.id + QStringLiteral("Menu"));
        panel.show = panel.menu->addAction(QString());
        panel.show->setObjectName(entry.id + QStringLiteral("-show"));
        QDockWidget* dock = panel.dock;
        // Shown, in front, with the keyboard in it.
        connect(panel.show, &QAction::triggered, this, [dock] { DockFocus::enter(dock); });
        panel.stage = panel.menu->addAction(QString());
        panel.stage->setObjectName(entry.id + QStringLiteral("-stage"));
        connect(panel.stage, &QAction::triggered, this,
                [this, &entry] { putPanelOnStage(entry.id); });
        panel.menu->addSeparator();
        if (entry.exports.testFlag(PanelExport::Png)) {
            panel.exportPng = panel.menu->addAction(QString());
            connect(panel.exportPng, &QAction::triggered, this, [this, &entry] {
                const QString path =
                    askSavePath(entry.title(), tr("PNG images (*.png)"), QStringLiteral("png"));
                if (!path.isEmpty())
                    exportPanelPng(entry.id, path);
            });
        }
        if (entry.exports.testFlag(PanelExport::Svg)) {
            panel.exportSvg = panel.menu->addAction(QString());
            connect(panel.exportSvg, &QAction::triggered, this, [this, &entry] {
                const QString path =
                    askSavePath(entry.title(), tr("SVG images (*.svg)"), QStringLiteral("svg"));
                if (!path.isEmpty())
                    exportPanelSvg(entry.id, path);
            });
        }
        if (entry.exports.testFlag(PanelExport::Csv)) {
            panel.exportCsv = panel.menu->addAction(QString());
            connect(panel.exportCsv, &QAction::triggered, this, [this, &entry] {
                const QString path =
                    askSavePath(entry.title(), tr("CSV files (*.csv)"), QStringLiteral("csv"));
                if (!path.isEmpty())
                    exportPanelCsv(entry.id, path);
            });
        }
    }
}

bool MainWindow::withLonePanel(const QString& id, QSize size,
                               const std::function<bool(QWidget*)>& write)
{
    const PanelEntry* entry = PanelRegistry::find(id);
    if (!entry) {
        showError(tr("There is no panel '%1': choose one of %2.")
                      .arg(id, PanelRegistry::ids().join(QStringLiteral(", "))));
        return false;
    }
    const std::unique_ptr<AnalysisPanel> owner(makePanel(*entry, nullptr));
    if (auto* exercises = qobject_cast<ExercisePanel*>(owner.get());
        exercises && !mShownExercise.isEmpty())
        exercises->selectExercise(mShownExercise);
    owner->setTheme(mTheme);
    owner->setFont(font());
    owner->setPalette(mTheme.palette());
    owner->setAttribute(Qt::WA_DontShowOnScreen);
    owner->resize(size);
    owner->show();
    // Charts lay out and panels compute once they are shown: let both settle.
    for (int round = 0; round < 3; ++round)
        QCoreApplication::processEvents();
    if (mSession->derivedRunning() > 0) {
        // A large cube's figures come from the session's worker: the picture shows them.
        mSession->waitForDerived();
        for (int round = 0; round < 3; ++round)
            QCoreApplication::processEvents();
    }
    return write(owner.get());
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
    if (QDockWidget* dock = panelDock(QStringLiteral("exercise"))) {
        dock->show();
        dock->raise();
    }
    return true;
}

bool MainWindow::exportPanelPng(const QString& id, const QString& path, QSize size)
{
    return withLonePanel(id, size, [this, &path](QWidget* widget) {
        QString reason;
        if (writeWidgetPng(path, widget, &reason))
            return true;
        showError(tr("The picture was not exported. %1").arg(reason));
        return false;
    });
}

bool MainWindow::exportPanelSvg(const QString& id, const QString& path, QSize size)
{
    return withLonePanel(id, size, [this, &path, &id](QWidget* widget) {
        QString reason;
        if (writeWidgetSvg(path, widget, tr("CubeLab: %1").arg(PanelRegistry::find(id)->title()),
                           &reason))
            return true;
        showError(tr("The picture was not exported. %1").arg(reason));
        return false;
    });
}

bool MainWindow::exportPanelCsv(const QString& id, const QString& path)
{
    const Panel* found = findPanel(id);
    if (!found || !found->entry->exports.testFlag(PanelExport::Csv)) {
        showError(tr("The panel “%1” has no table to export as CSV.")
                      .arg(found ? found->entry->title() : id));
        return false;
    }
    QString csv;
    try {
        csv = found->widget->csv();
    } catch (const std::exception& e) {
        showError(tr("The table was not exported. %1").arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    QString reason;
    if (!writeTextFile(path, csv, &reason)) {
        showError(tr("The table was not exported. %1").arg(reason));
        return false;
    }
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

void MainWindow::createRunIndicator()
{
    // While a large cube runs in the worker thread the window stays live: the status bar says
    // what runs, shows that it is busy and offers to drop the edit.
    mRunIndicator = new QWidget(this);
    mRunIndicator->setObjectName(QStringLiteral("runIndicator"));
    mRunLabel = new QLabel(mRunIndicator);
    makePlain(mRunLabel);
    auto* busy = new QProgressBar(mRunIndicator);
    busy->setRange(0, 0); // no end known: the bar shows activity
    busy->setMaximumWidth(120);
    busy->setTextVisible(false);
    mRunCancel = new QToolButton(mRunIndicator);
    mRunCancel->setObjectName(QStringLiteral("cancelRun"));
    connect(mRunCancel, &QToolButton::clicked, this, [this] {
        mSession->cancelRun();
        mCompare->cancelRun();
    });
    auto* layout = new QHBoxLayout(mRunIndicator);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mRunLabel);
    layout->addWidget(busy);
    layout->addWidget(mRunCancel);
    statusBar()->addPermanentWidget(mRunIndicator);
    mRunIndicator->hide();
}

void MainWindow::createMenus()
{
    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(action(QStringLiteral("lectureExample")));
    mFileMenu->addAction(action(QStringLiteral("openScenario")));
    mFileMenu->addAction(action(QStringLiteral("openTrace")));
    mFileMenu->addAction(action(QStringLiteral("openLink")));
    mRecentMenu = mFileMenu->addMenu(QString());
    connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
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
    for (QDockWidget* dock : {mScenarioDock, mTimelineDock, mResultsDock, mCodeDock})
        mViewMenu->addAction(dock->toggleViewAction());
    for (const Panel& panel : mPanels)
        mViewMenu->addAction(panel.dock->toggleViewAction());
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
            if (mayDropChanges())
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
    mResultsModel->setTrace(mSession->trace());
    mCodeView->setTrace(mSession->trace());

    connect(mSession, &Session::traceChanged, this, [this] {
        mView->setTrace(mSession->trace());
        mResultsModel->setTrace(mSession->trace());
        mCodeView->setTrace(mSession->trace());
        clearError();
        updateTitle();
    });
    connect(mSession, &Session::stepChanged, this, [this](int step, int previous) {
        // Only one step forward animates; a jump shows the state at once.
        mView->setStep(step, previous == step - 1);
        mResultsModel->setStep(step);
        mCodeView->setStep(step);
    });
    connect(mSession, &Session::selectedNodeChanged, this, [this] {
        const auto node = mSession->selectedNode();
        mView->setSelectedNode(node);
        mCodeView->setSelectedNode(node);
        const QSignalBlocker block(mResultsTable->selectionModel());
        if (node) {
            mResultsTable->selectRow(static_cast<int>(*node));
            mResultsTable->scrollTo(mResultsModel->index(static_cast<int>(*node), 0));
        } else {
            mResultsTable->clearSelection();
        }
    });
    connect(mSession, &Session::errorOccurred, this, &MainWindow::showError);
    connect(mSession, &Session::modifiedChanged, this, &QWidget::setWindowModified);
    connect(mSession, &Session::longRunStarted, this, [this](const QString& what) {
        mRunLabel->setText(what);
        mRunIndicator->show();
        if (!mSession->isRunning()) {
            // A file or an undo runs the engine in this thread: say so before it blocks.
            QApplication::setOverrideCursor(Qt::WaitCursor);
            mRunIndicator->repaint();
        }
    });
    connect(mSession, &Session::longRunFinished, this, [this] {
        if (QApplication::overrideCursor())
            QApplication::restoreOverrideCursor();
        mRunIndicator->hide();
    });
    connect(mView, &HypercubeView::nodeClicked, this, [this](NodeId node) {
        mSession->setSelectedNode(mSession->selectedNode() == node ? std::nullopt
                                                                   : std::optional<NodeId>(node));
    });
    // The keyboard's focus in the view is the selection: its row, its program lines.
    connect(mView, &HypercubeView::nodeFocused, mSession,
            [this](NodeId node) { mSession->setSelectedNode(node); });
    connectFollow();
    connect(mResultsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    mSession->setSelectedNode(static_cast<NodeId>(current.row()));
            });
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
    mResultsModel->setFollowMarks(marks);
}

void MainWindow::connectFollow()
{
    connect(mSession, &Session::followChanged, this, [this] {
        action(QStringLiteral("stopFollowing"))
            ->setEnabled(!mPresentation && mSession->follow().active());
        updateCompareActions();
        showFollowMarks();
    });
    connect(mSession, &Session::stepChanged, this, &MainWindow::showFollowMarks);
    connect(mView, &HypercubeView::nodeDoubleClicked, mFollow, &FollowControl::nodeDoubleClicked);
    connect(mView, &HypercubeView::nodeMenuRequested, this,
            [this](NodeId node, const QPoint& at) { mFollow->showMenu(node, at, mView); });
    connect(mResultsTable, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex& index) {
                mFollow->nodeDoubleClicked(static_cast<NodeId>(index.row()));
            });
    mResultsTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mResultsTable, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = mResultsTable->indexAt(pos);
        if (index.isValid())
            mFollow->showMenu(static_cast<NodeId>(index.row()),
                              mResultsTable->viewport()->mapToGlobal(pos), mResultsTable);
    });
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
    if (mBlanked)
        setBlanked(false);
    auto* program = qobject_cast<ProgramPanel*>(panel(QStringLiteral("program")));
    if (!mayDropChanges() || (program && !program->mayDropChanges())) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    keepMinimumOnScreen(); // on the screen it is shown on, or none for a picture
    mLessonMode->windowShown();
    if (mFitTimelineWhenShown) {
        mFitTimelineWhenShown = false;
        QTimer::singleShot(0, this, [this] {
            if (!mPresentation)
                fitTimeline();
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
    fitTimeline();
    if (mPresentation) {
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
    QString analysisLetters; // each panel's submenu has an Alt letter of its own
    for (const Panel& panel : mPanels) {
        const QString title = panel.entry->title();
        panel.dock->setWindowTitle(title);
        panel.widget->setTitle(title);
        panel.menu->setTitle(withMnemonic(title, analysisLetters));
        panel.show->setText(tr("&Show"));
        panel.stage->setText(tr("On the s&tage (F5 or Esc gives it back)"));
        if (panel.exportPng)
            panel.exportPng->setText(tr("Export as P&NG…"));
        if (panel.exportSvg)
            panel.exportSvg->setText(tr("Export as S&VG…"));
        if (panel.exportCsv)
            panel.exportCsv->setText(tr("Export as &CSV…"));
    }
    for (QAction* a : mThemeGroup->actions()) {
        const ThemeKind kind = Theme::fromId(a->data().toString());
        a->setText(kind == ThemeKind::Light  ? tr("&Light")
                   : kind == ThemeKind::Dark ? tr("&Dark")
                                             : tr("&High contrast"));
    }
    for (QAction* a : mLayoutGroup->actions()) {
        const int mode = a->data().toInt();
        a->setText(mode < 0 ? tr("As in the &lecture (tree or cube)")
                   : mode == static_cast<int>(HypercubeView::LayoutMode::Cube) ? tr("&Cube")
                   : mode == static_cast<int>(HypercubeView::LayoutMode::Tree)
                       ? tr("Binomial &tree")
                       : tr("By &weight"));
    }
    mTimelineDock->setWindowTitle(tr("Timeline"));
    mScenarioDock->setWindowTitle(tr("Scenario"));
    mResultsDock->setWindowTitle(tr("Partial results"));
    mResultsTable->setAccessibleName(mResultsDock->windowTitle());
    // The window's name for the cube; the view's own accessibility may say more.
    mView->setAccessibleName(tr("Hypercube"));
    mCodeDock->setWindowTitle(tr("Node program"));
    mRunCancel->setText(tr("Cancel"));
    mRunCancel->setToolTip(
        tr("Drop this change; the engine finishes in the background and its result is discarded."));
    mErrorClose->setToolTip(tr("Close the message"));
    mErrorClose->setAccessibleName(mErrorClose->toolTip()); // said, rather than "✕"
    mResultsModel->retranslate();
    updateTitle();
}

QString MainWindow::documentName() const
{
    if (!mCurrentFile.isEmpty())
        return QFileInfo(mCurrentFile).fileName();
    if (mSession->scenario() == normalized(Scenario{}))
        return tr("lecture example");
    return tr("unsaved scenario");
}

void MainWindow::updateTitle()
{
    // [*]: where Qt shows the modified mark (Session::isModified). In a lesson the lesson names
    // what is shown.
    if (mLessonMode && lessons()->isActive())
        setWindowTitle(tr("%1[*] – CubeLab").arg(shownText(lessons()->lesson()->title)));
    else
        setWindowTitle(tr("%1[*] – CubeLab").arg(documentName()));
    setWindowModified(mSession->isModified());
}

bool MainWindow::saveToCurrentFile()
{
    // A new name for what must not be written over: a recorded trace (the file is not a
    // scenario) and the files that came with CubeLab (the lecture's examples).
    const bool ownScenarioFile = !mCurrentFile.isEmpty() && !mSession->isRecordedTrace() &&
                                 !isShippedFile(mCurrentFile) &&
                                 !DocumentFiles::isTraceFile(mCurrentFile);
    if (ownScenarioFile)
        return saveScenario(mCurrentFile);
    const QString path =
        askSavePath(tr("Save scenario"), tr("Scenarios (*.json)"), QStringLiteral("json"));
    return !path.isEmpty() && saveScenario(path);
}

bool MainWindow::mayDropChanges()
{
    if (!mSession->isModified())
        return true;
    switch (UnsavedChanges::ask(this, documentName())) {
    case UnsavedChanges::Answer::Save:
        return saveToCurrentFile();
    case UnsavedChanges::Answer::Discard:
        return true;
    case UnsavedChanges::Answer::Cancel:
        break;
    }
    return false;
}

void MainWindow::showError(const QString& message)
{
    QPalette p = mErrorBar->palette();
    QColor background = mTheme.highlight;
    background.setAlpha(60);
    p.setColor(QPalette::Window, background);
    mErrorBar->setPalette(p);
    mErrorLabel->setText(message);
    mErrorBar->show();
    statusBar()->showMessage(message, 15000);
}

void MainWindow::clearError()
{
    mErrorLabel->clear();
    mErrorBar->hide();
}

QString MainWindow::errorMessage() const
{
    return mErrorBar->isHidden() ? QString() : mErrorLabel->text();
}

QWidget* MainWindow::blankCover() const
{
    return mBlank->cover();
}

void MainWindow::setBlanked(bool on)
{
    mBlanked = on;
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

void MainWindow::keepMinimumOnScreen()
{
    // The docks and panels ask for a least size (larger on the stage and in German); never
    // more than the screen has. A larger minimum would make the window larger than the screen
    // and take it out of full screen or maximised (a second cube beside the first, the
    // stage's large type). The layout keeps a minimum set here (QLayout: an explicit one).
    // A picture of the window (--export-png) is on no screen: the layout's least size holds.
    if (testAttribute(Qt::WA_DontShowOnScreen)) {
        if (minimumSize() != QSize(0, 0)) {
            setMinimumSize(0, 0);
            layout()->invalidate();
            layout()->activate();
        }
        return;
    }
    const QSize minimum = layout()->totalMinimumSize().boundedTo(ScreenFit::room(this));
    if (minimumSize() != minimum)
        setMinimumSize(minimum);
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::WindowStateChange)
        keepMinimumOnScreen();
    return handled;
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == mPresentation)
        return;
    mPresentation = on;
    // The arrangement is kept before the larger fonts change it, and given back after the
    // fonts are back to normal: the docks return exactly as they were.
    if (on)
        mPresentationMode->setOn(true);
    QFont font = mBaseFont;
    if (on)
        font.setPointSizeF(mBaseFont.pointSizeF() * kPresentationScale);
    setFont(font);
    // Header views take their font from a per-class default, not from the window.
    mResultsTable->horizontalHeader()->setFont(font);
    // On the stage the address names the node, as in the lecture's figures: s_i gets the room.
    mResultsTable->setColumnHidden(PartialResultsModel::NodeColumn, on);
    mView->setPresentationMode(on);
    mCompareStage->setPresentationMode(on);
    updateCompareActions();
    mTimeline->setPresentationMode(on);
    mLessonMode->setPresentationMode(on);
    if (on) {
        fitTimeline();
        fitStageResults();
    } else {
        // The panel goes back into its dock before the docks are given back.
        mStagePanel->giveBack();
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
        const QString path = FileDialogs::openFileName(this, tr("Compare with scenario"),
                                                       startDirectory(), tr("Scenarios (*.json)"));
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
    const bool escStops = mCompare->isOn() && !mPresentation && !mSession->follow().active();
    stop->setShortcut(escStops ? QKeySequence(Qt::Key_Escape) : QKeySequence());
    // On the stage the two halves take the room of the partial results, which are the first's
    // alone.
    if (mPresentation)
        mResultsDock->setVisible(!mCompare->isOn() && !mStagePanel->dock());
}

bool MainWindow::putPanelOnStage(const QString& id)
{
    const auto it = std::find_if(mPanels.begin(), mPanels.end(),
                                 [&](const Panel& p) { return p.entry->id == id; });
    if (it == mPanels.end())
        return false;
    setPresentationMode(true);
    mStagePanel->take(it->dock);
    // The panel has the cube's room and the results' too; the caption stays, and the keys
    // still step.
    mResultsDock->hide();
    mView->setFocus(Qt::OtherFocusReason);
    return true;
}

QString MainWindow::panelOnStage() const
{
    for (const Panel& p : mPanels)
        if (p.dock == mStagePanel->dock())
            return p.entry->id;
    return {};
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
    // The partial results take the width their columns want at the stage's font. Symbolic
    // s_i grow to the whole expression by the last step: they get the width of the last step
    // at once, so the cube does not shrink when the result arrives: the width at which the
    // widest final s_i breaks into its two halves (ExpressionLines), so that the lecture's
    // 3-cube shows all eight rows on a 1024 x 768 stage.
    const std::shared_ptr<const Trace> trace = mSession->trace();
    QHeaderView* header = mResultsTable->horizontalHeader();
    const QAbstractItemView* table = mResultsTable; // sizeHintForColumn is public there
    int wanted =
        2 * mResultsTable->frameWidth() + mResultsTable->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < mResultsModel->columnCount(); ++column) {
        if (mResultsTable->isColumnHidden(column))
            continue;
        if (column == PartialResultsModel::ExpressionColumn && trace && trace->symbolic() &&
            !trace->hasBlocks() && trace->nodeCount() <= ExpressionDelegate::kMaxWrappedRows) {
            QFont bold = mResultsTable->font();
            bold.setBold(true);
            const QFontMetricsF metrics(bold);
            double widest = header->sectionSizeHint(column);
            for (NodeId node = 0; node < trace->nodeCount(); ++node) {
                const NodeValue v = trace->valueAt(node, trace->stepCount());
                if (!v.present || v.expr == kNoExpr)
                    continue;
                const QString text = ExpressionDelegate::shown(
                    QString::fromStdString(trace->format(v.expr, ExprStyle::Lecture)));
                widest = std::max(widest, ExpressionLines::width(
                                              ExpressionLines::split(
                                                  text, std::min(1, ExpressionLines::levels(text))),
                                              metrics));
            }
            wanted += static_cast<int>(std::ceil(widest)) + 16;
        } else if (trace && trace->symbolic() && column == PartialResultsModel::ExpressionColumn) {
            wanted = std::numeric_limits<int>::max() / 2;
        } else {
            wanted += std::max(table->sizeHintForColumn(column), header->sectionSizeHint(column));
        }
    }
    mPresentationMode->fitResults(wanted);
}

void MainWindow::fitTimeline()
{
    // The timeline takes the height it needs at its width (its caption's longest text
    // included); the view gets the rest. Not adjustSize(): that would shrink the timeline
    // inside its dock. Not sizeHint(): a word-wrapped caption's hint is the height of a
    // narrow guess at its width, lines the real width does not need (84 px of the stage's
    // 768 in German).
    mTimeline->layout()->activate();
    const int atWidth =
        mTimeline->hasHeightForWidth() ? mTimeline->heightForWidth(mTimeline->width()) : -1;
    const int height = std::max(atWidth > 0 ? atWidth : mTimeline->sizeHint().height(),
                                mTimeline->minimumSizeHint().height());
    resizeDocks({mTimelineDock}, {height}, Qt::Vertical);
}

void MainWindow::setTheme(ThemeKind kind)
{
    mTheme = Theme::make(kind);
    updateTransportIcons();
    QApplication::setPalette(mTheme.palette());
    mView->setTheme(mTheme);
    mCompareStage->secondView()->setTheme(mTheme);
    mCompareStage->setTheme(mTheme);
    mCodeView->setTheme(mTheme);
    mResultsModel->setTheme(mTheme);
    mScenarioPanel->setTheme(mTheme);
    for (const Panel& panel : mPanels)
        panel.widget->setTheme(mTheme);
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
    if (!mPresentation)
        fitTimeline(); // the captions' length changed
}

void MainWindow::openLectureExample()
{
    if (mSession->resetScenario(Scenario{})) {
        mCurrentFile.clear();
        updateTitle();
    }
}

bool MainWindow::openScenario(const QString& path)
{
    Scenario scenario;
    try {
        scenario = DocumentFiles::readScenario(path);
    } catch (const std::exception& e) {
        showError(tr("The scenario was not opened; the current one stays. %1")
                      .arg(DocumentFiles::message(e)));
        return false;
    }
    // A long run goes to the worker: the file is the current one once its scenario is shown.
    return mSession->resetScenario(scenario, [this, path] {
        mCurrentFile = path;
        addRecentFile(path);
        updateTitle();
    });
}

bool MainWindow::openTrace(const QString& path)
{
    std::shared_ptr<const Trace> trace;
    try {
        trace = DocumentFiles::readTrace(path);
    } catch (const std::exception& e) {
        showError(tr("The trace was not opened; the current scenario stays. %1")
                      .arg(DocumentFiles::message(e)));
        return false;
    }
    try {
        mSession->resetToTrace(trace);
    } catch (const std::exception& e) {
        showError(tr("The trace was not opened; the current scenario stays. %1")
                      .arg(DocumentFiles::message(e)));
        return false;
    }
    mCurrentFile = path;
    addRecentFile(path);
    updateTitle();
    statusBar()->showMessage(
        tr("Showing the recorded trace %1 as it was recorded.").arg(QFileInfo(path).fileName()),
        8000);
    return true;
}

bool MainWindow::saveScenario(const QString& path)
{
    try {
        DocumentFiles::writeScenario(path, mSession->scenario());
    } catch (const std::exception& e) {
        showError(tr("The scenario was not saved. %1").arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    mSession->markSaved();
    mCurrentFile = path;
    addRecentFile(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::exportTraceJson(const QString& path)
{
    try {
        DocumentFiles::writeTrace(path, *mSession->trace());
    } catch (const std::exception& e) {
        showError(tr("The trace was not exported. %1").arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    statusBar()->showMessage(tr("Exported the trace to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::exportViewerTrace(const QString& path, bool paje)
{
    try {
        DocumentFiles::checkOutput(path);
        const Trace& trace = *mSession->trace();
        const std::optional<CostResult>& costs = mStepCosts->costs();
        const StepTimes times = costs && mStepCosts->trace().get() == &trace
                                    ? StepTimes::machine(trace, *costs)
                                    : StepTimes::logical(trace);
        const std::string file = QFile::encodeName(path).toStdString();
        if (paje)
            writePajeTraceFile(file, trace, times);
        else
            writeChromeTraceFile(file, trace, times);
    } catch (const std::exception& e) {
        showError(tr("The trace was not exported. %1").arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    statusBar()->showMessage(tr("Exported the trace to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

QString MainWindow::startDirectory() const
{
    if (!mCurrentFile.isEmpty())
        return QFileInfo(mCurrentFile).path();
    return shippedDirectory(ShippedKind::Scenarios);
}

QString MainWindow::proposedSavePath(const QString& suffix, const QString& given) const
{
    // The folder of the user's own file; else the documents folder, where there is one (a
    // fresh account may have none: the dialog would take "Documents" for the file's name and
    // open wherever it was last); else home. Never the folder of the files that came with
    // CubeLab, where nothing may be written.
    const QFileInfo current(mCurrentFile);
    QString folder;
    if (!mCurrentFile.isEmpty() && !isShippedFile(mCurrentFile) &&
        QFileInfo(current.absolutePath()).isDir()) {
        folder = current.absolutePath();
    } else {
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        folder =
            !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
    }
    // The document's own name: "lecture-reduce.pdf" for the handout of lecture-reduce.json.
    QString name = current.completeBaseName();
    if (!given.isEmpty())
        name = given;
    else if (mCurrentFile.isEmpty())
        name = mSession->scenario() == normalized(Scenario{}) ? tr("lecture-example", "a file name")
                                                              : tr("scenario", "a file name");
    QString path = QDir(folder).filePath(name + QLatin1Char('.') + suffix);
    // A recorded trace is not written over by its scenario.
    if (QFileInfo(path).absoluteFilePath() == current.absoluteFilePath() &&
        (mSession->isRecordedTrace() || DocumentFiles::isTraceFile(mCurrentFile)))
        path = QDir(folder).filePath(name + tr("-scenario", "added to a file name") +
                                     QLatin1Char('.') + suffix);
    return path;
}

QString MainWindow::askSavePath(const QString& title, const QString& filter, const QString& suffix,
                                const QString& name)
{
    QFileDialog dialog(this, title, proposedSavePath(suffix, name), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    FileDialogs::nameFields(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

bool MainWindow::writePng(const QString& path, const QImage& image)
{
    QString reason;
    if (!writePngFile(path, image, &reason)) {
        showError(tr("The picture was not exported. %1").arg(reason));
        return false;
    }
    return true;
}

bool MainWindow::writeSvg(const QString& path, const QSize& size, const QString& title,
                          const std::function<void(QPainter&)>& paint)
{
    QString reason;
    if (!writeSvgFile(path, size, title, paint, &reason)) {
        showError(tr("The picture was not exported. %1").arg(reason));
        return false;
    }
    return true;
}

bool MainWindow::exportWindowPng(const QString& path)
{
    finishAnimation();
    return writePng(path, grab().toImage());
}

bool MainWindow::exportWindowSvg(const QString& path)
{
    finishAnimation();
    return writeSvg(path, size(), windowTitle(), [this](QPainter& painter) { render(&painter); });
}

void MainWindow::finishAnimation()
{
    // A picture of the window shows the step as it ends, not tokens caught on their way.
    if (mView->isAnimating())
        mView->setStep(mView->step(), false);
}

bool MainWindow::exportViewPng(const QString& path)
{
    // A slide figure: the view painted afresh at a slide's size, not a copy of the screen.
    finishAnimation();
    QImage image(kSlideSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(mTheme.background);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        mView->paintScene(painter, QRectF(QPointF(0, 0), QSizeF(kSlideSize)));
    }
    if (!writePng(path, image))
        return false;
    statusBar()->showMessage(tr("Exported the view to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::exportViewSvg(const QString& path)
{
    finishAnimation();
    const bool written =
        writeSvg(path, kSlideSize, tr("CubeLab hypercube view"), [this](QPainter& painter) {
            mView->paintScene(painter, QRectF(QPointF(0, 0), QSizeF(kSlideSize)));
        });
    if (written)
        statusBar()->showMessage(tr("Exported the view to %1").arg(QFileInfo(path).fileName()),
                                 5000);
    return written;
}

bool MainWindow::writeExport(const QString& path, const QString& notWritten,
                             const std::function<bool(QString*)>& write)
{
    finishAnimation();
    try {
        DocumentFiles::checkOutput(path); // before the work: a GIF of a large cube takes a while
    } catch (const std::exception& e) {
        showError(notWritten.arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString reason;
    const bool written = write(&reason);
    QApplication::restoreOverrideCursor();
    if (!written) {
        showError(notWritten.arg(reason));
        return false;
    }
    statusBar()->showMessage(tr("Exported to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::exportForLecturers(
    const QString& path, const std::function<bool(const LectureExports&, QString*)>& write)
{
    return writeExport(path, tr("The export was not written. %1"), [&](QString* reason) {
        return write(LectureExports(mSession->trace(), mView->chosenLayout(), mTheme), reason);
    });
}

bool MainWindow::exportHandoutPdf(const QString& path)
{
    return exportForLecturers(
        path, [&](const LectureExports& e, QString* error) { return e.writeHandout(path, error); });
}

bool MainWindow::exportAnimationGif(const QString& path, QSize size)
{
    return exportForLecturers(path, [&](const LectureExports& e, QString* error) {
        return e.writeAnimation(path, size, error);
    });
}

bool MainWindow::exportTikzFigure(const QString& path, QSize size, const QString& panel)
{
    return exportForLecturers(path, [&](const LectureExports& e, QString* error) {
        if (panel != LectureExports::tikzPanel())
            return e.writeCubeTikz(path, mSession->step(), size, error);
        SpaceTimeView diagram(mSession, mStepCosts);
        diagram.setTheme(mTheme);
        return LectureExports::writeTikz(
            path, size, e.figureTitle(mSession->step(), tr("the space-time diagram")),
            [&](QPainter& painter) { diagram.paint(painter, QRectF(QPointF(0, 0), QSizeF(size))); },
            error);
    });
}

bool MainWindow::exportWebPage(const QString& path)
{
    return writeExport(path, tr("The web page was not written. %1"), [&](QString* reason) {
        // The page carries both languages: the window's texts speak each in turn while the
        // pictures and captions are made, and the language shown now again at the end.
        const QString shown = mLanguage->language();
        const Language opening =
            shown == QLatin1String("de") ? Language::German : Language::English;
        const UseLanguage useLanguage = [this](Language language) {
            mLanguage->setLanguage(language == Language::German ? QStringLiteral("de")
                                                                : QStringLiteral("en"));
        };
        bool written = false;
        try {
            const Lesson* lesson = lessons()->isActive() ? lessons()->lesson() : nullptr;
            if (lesson != nullptr) {
                written = WebPageWriter(lesson->title, WebScene::fromLesson(*lesson), opening,
                                        useLanguage)
                              .write(path, reason);
            } else {
                WebScene scene =
                    WebScene::fromTrace(mSession->trace(), mView->chosenLayout(), useLanguage);
                const LocalizedText title = scene.title;
                std::vector<WebScene> scenes;
                scenes.push_back(std::move(scene));
                written = WebPageWriter(title, std::move(scenes), opening, useLanguage)
                              .write(path, reason);
            }
        } catch (const std::exception& e) {
            *reason = DocumentFiles::notWritten(path, e);
        }
        mLanguage->setLanguage(shown);
        return written;
    });
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("files/recent")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QStringLiteral("files/recent"), files);
}

void MainWindow::rebuildRecentMenu()
{
    mRecentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (const QString& file : files) {
        QAction* a = mRecentMenu->addAction(QFileInfo(file).fileName());
        a->setToolTip(plainTip(file));
        connect(a, &QAction::triggered, this, [this, file] {
            if (!mayDropChanges())
                return;
            // A recent file may be a scenario or a trace: the file says which.
            if (DocumentFiles::isTraceFile(file))
                openTrace(file);
            else
                openScenario(file);
        });
    }
    if (files.isEmpty())
        mRecentMenu->addAction(tr("(none)"))->setEnabled(false);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), mPresentationMode->normalState());
    settings.setValue(QStringLiteral("window/presentation"), mPresentation);
    const auto chosen = mView->chosenLayout();
    settings.setValue(QStringLiteral("view/chosenLayout"), chosen ? static_cast<int>(*chosen) : -1);
    settings.setValue(QStringLiteral("language"), mLanguage->language());
    settings.setValue(QStringLiteral("theme"), Theme::id(mTheme.kind));
    settings.setValue(QStringLiteral("player/intervalMs"), mPlayer->interval());
    settings.setValue(QStringLiteral("session/machine"),
                      QString::fromStdString(machineToJson(mSession->machine()).dump()));
    // Changes not saved are not remembered either: at quit they were saved or discarded.
    if (!mSession->isRecordedTrace()) {
        // A scenario too large to restore at start (restoreSettings) is not remembered either.
        const QString text = DocumentFiles::scenarioText(
            mSession->isModified() ? mSession->savedScenario() : mSession->scenario());
        if (text.size() <= kMaxRememberedScenarioCharacters)
            settings.setValue(QStringLiteral("session/scenario"), text);
        else
            settings.remove(QStringLiteral("session/scenario"));
    }
    settings.setValue(QStringLiteral("session/file"), mCurrentFile);
    // What was shown of it — the step, layout, panel, following, comparison — as its link. A
    // recorded trace, an unsaved change and a cube no link holds are not remembered so.
    QString link;
    if (!mSession->isRecordedTrace() && !mSession->isModified()) {
        try {
            link = QString::fromStdString(momentToLink(mMoments->current()));
        } catch (const std::exception&) {
        }
    }
    settings.setValue(QStringLiteral("session/moment"), link);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    // The first start: kExportSize where the screen has room for it, else as large as the
    // screen allows, maximised. A remembered geometry is fitted to today's screen (a lecture
    // room's projector may be smaller than the desk's screen).
    const QSize fitted = ScreenFit::fitted(this, kExportSize);
    resize(fitted);
    if (fitted != kExportSize)
        setWindowState(Qt::WindowMaximized);
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()) &&
        !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        resize(ScreenFit::fitted(this, size()));
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        fitTimeline();
        mFitTimelineWhenShown = true; // the caption's width is known once the window is laid out
    }
    setPresentationMode(settings.value(QStringLiteral("window/presentation"), false).toBool());
    const int layout = settings.value(QStringLiteral("view/chosenLayout"), -1).toInt();
    for (QAction* a : mLayoutGroup->actions())
        if (a->data().toInt() == layout)
            a->trigger();
    setTheme(
        Theme::fromId(settings.value(QStringLiteral("theme"), QStringLiteral("light")).toString()));
    mPlayer->setInterval(settings.value(QStringLiteral("player/intervalMs"), 1000).toInt());
    const QString language =
        settings.value(QStringLiteral("language"), QStringLiteral("en")).toString();
    setLanguage(LanguageSwitcher::isAvailable(language) ? language : QStringLiteral("en"));

    // The machine first: a remembered scenario that names a machine brings its own.
    const QString machine = settings.value(QStringLiteral("session/machine")).toString();
    if (!machine.isEmpty()) {
        try {
            mSession->applyMachine(parseMachine(machine.toStdString(), "settings"));
        } catch (const std::exception& e) {
            statusBar()->showMessage(
                tr("The last machine could not be restored: %1").arg(DocumentFiles::message(e)),
                10000);
        }
    }
    // What a start restores is bounded, so that a remembered large scenario does not slow
    // every start: a text longer than kMaxRememberedScenarioCharacters, a run beyond the run
    // budget (Session::checkRunFits, the command line's), or a cube whose run the window would
    // hand to its worker (Session::isLongRun), is not run at start; the window opens on the
    // lecture example and says so.
    const QString scenario = settings.value(QStringLiteral("session/scenario")).toString();
    if (scenario.size() > kMaxRememberedScenarioCharacters) {
        statusBar()->showMessage(
            tr("The last scenario is too large to restore at start; open its file again."), 10000);
    } else if (!scenario.isEmpty()) {
        try {
            const Scenario remembered = DocumentFiles::scenarioFromText(scenario);
            Session::checkRunFits(remembered);
            if (Session::isLongRun(remembered))
                statusBar()->showMessage(tr("The last scenario (n = %1) takes a while to run, so "
                                            "the window opens on the "
                                            "lecture example; open its file again to continue.")
                                             .arg(remembered.dimension),
                                         10000);
            else if (mSession->resetScenario(remembered))
                mCurrentFile = settings.value(QStringLiteral("session/file")).toString();
            restoreMomentView(settings.value(QStringLiteral("session/moment")).toString());
        } catch (const std::exception& e) {
            // A remembered scenario this version cannot read: start on the lecture example.
            statusBar()->showMessage(
                tr("The last scenario could not be restored: %1").arg(DocumentFiles::message(e)),
                10000);
        }
    }
}

void MainWindow::restoreMomentView(const QString& link)
{
    if (link.isEmpty())
        return;
    // The view is shown on the scenario restored; one it does not fit (a step it lacks) is
    // left out, the window at the scenario's start.
    try {
        QString why;
        mMoments->showView(momentFromLink(link.toStdString()), &why);
    } catch (const std::exception&) {
    }
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

void MainWindow::createMoments()
{
    mMoments = new WindowMoment({mSession, mSteps, mCompare, mLayoutGroup,
                                 [this](const QString& id) { return panelDock(id); },
                                 [this] { return mPresentation; }},
                                this);
    // A link whose run went to the worker and whose view then does not fit its trace.
    connect(mMoments, &WindowMoment::refusedLater, this, [this](const QString& why) {
        showError(tr("The link was not opened; the current scenario stays. %1").arg(why));
    });
    // The panel a link brings forward is the one the user looked at last: the dock raised or
    // shown last while the window is on the screen (restoring the docks at a start is not
    // looking), forgotten when it is closed.
    for (const Panel& panel : mPanels)
        connect(panel.dock, &QDockWidget::visibilityChanged, this,
                [this, dock = panel.dock, id = panel.entry->id](bool visible) {
                    if (!isVisible())
                        return;
                    if (visible)
                        mMoments->panelBroughtForward(id);
                    else if (dock->isHidden())
                        mMoments->panelPutAway(id);
                });
}

bool MainWindow::openLink(const QString& link)
{
    QString why;
    try {
        const Moment moment = momentFromLink(link.trimmed().toStdString());
        if (mMoments->show(moment, &why)) {
            mCurrentFile.clear();
            updateTitle();
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
        const QString link = QString::fromStdString(momentToLink(mMoments->current()));
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
        {this, mSteps, mMoments, qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise"))),
         mScenarioDock, mResultsDock, mResultsTable, [this] { return mPresentation; }},
        this);
    // Listed with every dock in the View menu, to bring a closed lesson back.
    mViewMenu->insertAction(action(QStringLiteral("resetLayout")),
                            mLessonMode->dock()->toggleViewAction());
    connect(mLessonMode, &LessonMode::changed, this, &MainWindow::updateTitle);
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
    mCurrentFile.clear();
    updateTitle();
    return true;
}

} // namespace cubelab::gui
