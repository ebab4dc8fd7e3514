#pragma once
// The main window: the hypercube view in the middle, the timeline below, the scenario on the
// left, the partial results and the node program on the right. It wires the views to the
// session, makes the actions of ActionTable (WindowActions), the settings, the files and the
// exports.

#include "common/theme.h"

#include <QMainWindow>
#include <QSize>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QImage;
class QLabel;
class QMenu;
class QPainter;
class QTableView;
class QTemporaryDir;
class QToolButton;

namespace cubelab::gui {

class AnalysisPanel;
class BlankScreen;
class CodeView;
class CompareMode;
class CompareStage;
class ComparedSteps;
class DockFocus;
class HypercubeView;
class KeyRouter;
class LectureExports;
class LanguageSwitcher;
class PartialResultsModel;
class FollowControl;
class Player;
class PresentationMode;
class StagePanel;
class ComparisonModel;
struct PanelEntry;
class ScenarioPanel;
class Session;
class StepCostsModel;
class TimelineWidget;
class WindowActions;
class WindowMoment;
class LessonMode;
class LessonPlayer;
class LessonPane;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    // The table's handlers and rules are the window's own: what each action does and when.
    friend class ActionTable;

public:
    // The window's size on its first start where the screen has room for it, else as large as
    // the screen allows (a command-line export renders at kSlideSize or --size instead).
    static constexpr QSize kExportSize{1600, 1000};

    // Restores the remembered settings and the last scenario (or the lecture's example).
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return mSession; }
    HypercubeView* view() const { return mView; }
    TimelineWidget* timeline() const { return mTimeline; }
    ScenarioPanel* scenarioPanel() const { return mScenarioPanel; }
    PartialResultsModel* resultsModel() const { return mResultsModel; }
    QTableView* resultsTable() const { return mResultsTable; }
    FollowControl* followControl() const { return mFollow; }
    CodeView* codeView() const { return mCodeView; }
    Player* player() const { return mPlayer; }
    LanguageSwitcher* languageSwitcher() const { return mLanguage; }
    KeyRouter* keyRouter() const { return mKeyRouter; }
    // F6 / Shift+F6: the keyboard into each open dock in turn and back to the cube.
    DockFocus* dockFocus() const { return mDockFocus; }
    // The window's one step (both halves of a comparison), the comparison and its stage.
    ComparedSteps* steps() const { return mSteps; }
    CompareMode* compareMode() const { return mCompare; }
    CompareStage* compareStage() const { return mCompareStage; }
    // Compares with "cube-vs-tree", "reversed-order" or a scenario file (--compare); false with
    // a message in the message bar when that cannot be.
    bool compareWith(const QString& pairOrFile);
    // The action named objectName ("next", "playPause", …: ActionTable's names, and the
    // registries' "exercise-show", "theme-dark", …), for tests.
    QAction* action(const QString& objectName) const;
    // The last error shown in the window's message bar (empty when none is shown).
    QString errorMessage() const;

    bool openScenario(const QString& path);
    bool openTrace(const QString& path);
    // Opens a link to a moment (cubelab:1/…, docs/file-formats.md): the scenario at its step with
    // its layout, panel, following and comparison; false with the reason in the message bar,
    // the window as it was.
    bool openLink(const QString& link);
    // Starts a lesson (a built-in one's id, or a lesson file) at scene k (0-based; nothing: the
    // scene reached last time); false with the reason in the message bar.
    bool startLesson(const QString& idOrFile, std::optional<int> scene = std::nullopt);
    LessonPlayer* lessons() const;
    LessonPane* lessonPane() const;
    // What the window shows now, and the one place that shows a moment (WindowMoment).
    WindowMoment* moments() const { return mMoments; }
    bool saveScenario(const QString& path);
    bool exportTraceJson(const QString& path);
    // The trace for a trace viewer: Chrome trace event JSON (Perfetto) or, with paje, Pajé
    // (ViTE); the machine's step times where it prices the trace, else one unit a step.
    bool exportViewerTrace(const QString& path, bool paje);
    void openLectureExample();

    void setLanguage(const QString& language);
    void setTheme(ThemeKind kind);
    ThemeKind theme() const { return mTheme.kind; }
    // Fits the timeline to its caption and, on the stage, the partial results to their
    // columns, for the window's present size (done by itself after every resize).
    void fitDocks();
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return mPresentation; }
    // Gives the stage to the panel of that id (PanelRegistry), in place of the cube: presentation
    // mode with the panel where the cube stood; leaving the stage gives it back to its dock.
    // False for an unknown id.
    bool putPanelOnStage(const QString& id);
    // The id of the panel on the stage, empty while the cube has it.
    QString panelOnStage() const;
    bool isBlanked() const { return mBlanked; }
    // The black window that covers the screen while blanked (BlankScreen).
    QWidget* blankCover() const;

    // Renders the whole window at its current size (PNG through grab, SVG through render).
    bool exportWindowPng(const QString& path);
    bool exportWindowSvg(const QString& path);
    // The hypercube view alone, through its paint routine, at a slide's size (kSlideSize).
    bool exportViewPng(const QString& path);
    bool exportViewSvg(const QString& path);
    // The lecturer's exports (LectureExports): every step as a PDF handout, the stepping as an
    // animated GIF, the view at the current step as a LaTeX/TikZ figure.
    bool exportHandoutPdf(const QString& path);
    // size: the GIF's frames and the figure's canvas (the menu: LectureExports::kSlideSize).
    bool exportAnimationGif(const QString& path, QSize size);
    // panel: empty for the cube view, or LectureExports::tikzPanel() for the space-time diagram.
    bool exportTikzFigure(const QString& path, QSize size, const QString& panel = {});
    // The lesson shown now (every scene), else the scenario, as one web page (WebPageWriter).
    bool exportWebPage(const QString& path);

    // The panels beside the view (step costs, charts, comparison, machine, exercises), by the
    // ids of PanelRegistry. nullptr for an unknown id.
    AnalysisPanel* panel(const QString& id) const;
    QDockWidget* panelDock(const QString& id) const;
    // A fresh instance of the panel alone, at kPanelExportSize with the window's theme, font
    // and language, rendered into the file (--panel). The docked panel is left as it is.
    static constexpr QSize kPanelExportSize{1600, 900};
    // The longest remembered scenario (its JSON text) that a start restores and a quit keeps:
    // a lecture's scenario is a few hundred characters; one with a million initial values is not
    // read into every start.
    static constexpr qsizetype kMaxRememberedScenarioCharacters = 64 * 1024;
    bool exportPanelPng(const QString& id, const QString& path, QSize size = kPanelExportSize);
    bool exportPanelSvg(const QString& id, const QString& path, QSize size = kPanelExportSize);
    // The docked panel's table as CSV; false (with a message) for a panel whose registry entry
    // offers no CSV.
    bool exportPanelCsv(const QString& id, const QString& path);
    // Makes the machine the costs are computed for (a preset id or a machine file) current,
    // without an undo entry (the command line); false with a message when it cannot be read.
    bool useMachine(const QString& idOrFile);
    // Shows the Exercises panel at the exercise with this id, also in a picture of the panel
    // alone; false (with a message naming the ids there are) when there is none.
    bool showExercise(const QString& id);

    void saveSettings() const;

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // One docked panel of the registry, with its dock and its Analysis submenu.
    struct Panel
    {
        const PanelEntry* entry = nullptr;
        AnalysisPanel* widget = nullptr;
        QDockWidget* dock = nullptr;
        QMenu* menu = nullptr;
        QAction* show = nullptr;
        QAction* stage = nullptr;     // On the stage
        QAction* exportPng = nullptr; // nullptr where the entry offers no PNG; likewise below
        QAction* exportSvg = nullptr;
        QAction* exportCsv = nullptr;
    };
    // The entry's panel, named and with its errors going to the message bar; parent nullptr
    // makes one alone for a picture.
    AnalysisPanel* makePanel(const PanelEntry& entry, QWidget* parent);
    const Panel* findPanel(const QString& id) const;
    void createPanelDocks();
    // The default places of the docks (at the start and View ▸ Reset layout).
    void arrangeDocks();
    void createAnalysisMenu();
    void keepDockTabsReadable();
    // Shows the panel alone, off screen, for an export, and hands it to write.
    bool withLonePanel(const QString& id, QSize size, const std::function<bool(QWidget*)>& write);

    void finishAnimation();
    // Writes through write, with the window's trace, layout and theme; reports in the message bar.
    // Every export's frame: an output that is no file refused before any work, a wait cursor
    // while write runs, its reason (in notWritten's %1) when it fails, the file's name when done.
    bool writeExport(const QString& path, const QString& notWritten,
                     const std::function<bool(QString*)>& write);
    bool exportForLecturers(const QString& path,
                            const std::function<bool(const LectureExports&, QString*)>& write);
    // The window's middle: the message bar above the stage (the cube, or a panel put there).
    void createStage();
    // The message bar above the view: a refused edit or a bad file says so there.
    void createErrorBar();
    void createActionGroups();
    // The table's menus, with the registries' actions in their places.
    void createMenus();
    // The actions follow the state their rules read.
    void connectActionRules();
    // The handlers of the table that ask first: the file to open, or where to save or export.
    void askOpenScenario();
    void askOpenTrace();
    void askOpenLesson();
    void askSaveScenarioAs();
    void askExportViewPng();
    void askExportViewSvg();
    void askExportTrace();
    void askExportViewerTrace(bool paje);
    void askExportHandout();
    void askExportAnimation();
    void askExportWebPage();
    void askExportTikz();
    void showAbout();
    // Both halves of a comparison zoom alike.
    void zoom(void (HypercubeView::*zoom)());
    void createMoments();
    void createLessons();
    // Shows the view of the moment remembered at the last quit (its link) on the scenario restored.
    void restoreMomentView(const QString& link);
    void askForLink();
    void copyLink();
    void createDocks();
    void createRunIndicator();
    void connectSession();
    void connectFollow();
    void showFollowMarks();
    void restoreSettings();
    void retranslate();
    void showError(const QString& message);
    void clearError();
    void setBlanked(bool on);
    void toggleFullScreen();
    // The window's least size, never larger than the room its screen has (ScreenFit).
    void keepMinimumOnScreen();
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void updateTitle();
    // The file's name, or "lecture example" / "unsaved scenario": the title's and the question's.
    QString documentName() const;
    // File > Save: the current scenario file, or a new name for a trace, a file that came with
    // CubeLab or a scenario without a file. False when nothing was saved.
    bool saveToCurrentFile();
    // Before the scenario is dropped (quit, New, open): true when nothing unsaved is lost,
    // because there is none, it was saved, or the user chose Discard.
    bool mayDropChanges();
    void askComparison();
    void updateCompareActions();
    void updateTransportIcons();
    void fitTimeline();
    void fitStageResults();
    // name: the file's name without suffix, where it is not the document's (a lesson's id).
    QString askSavePath(const QString& title, const QString& filter, const QString& suffix,
                        const QString& name = {});
    // Where a save dialog starts: the document's own name with the suffix, in the folder of
    // the user's own file, else the documents folder (or home where there is none).
    QString proposedSavePath(const QString& suffix, const QString& name = {}) const;
    // Where the open dialogs start: the current file's folder, else the prepared scenarios.
    QString startDirectory() const;
    // Both write through DocumentFiles::writeFile and report a failure in the message bar.
    bool writePng(const QString& path, const QImage& image);
    bool writeSvg(const QString& path, const QSize& size, const QString& title,
                  const std::function<void(QPainter&)>& paint);

    Session* mSession;
    ComparedSteps* mSteps;
    HypercubeView* mView;
    Player* mPlayer;
    LanguageSwitcher* mLanguage;
    KeyRouter* mKeyRouter = nullptr;
    DockFocus* mDockFocus = nullptr;
    PresentationMode* mPresentationMode = nullptr;
    StagePanel* mStagePanel = nullptr;
    TimelineWidget* mTimeline = nullptr;
    ScenarioPanel* mScenarioPanel = nullptr;
    PartialResultsModel* mResultsModel = nullptr;
    QTableView* mResultsTable = nullptr;
    CodeView* mCodeView = nullptr;
    FollowControl* mFollow = nullptr;
    QDockWidget* mTimelineDock = nullptr;
    QDockWidget* mScenarioDock = nullptr;
    QDockWidget* mResultsDock = nullptr;
    QDockWidget* mCodeDock = nullptr;
    QWidget* mErrorBar = nullptr;
    QLabel* mErrorLabel = nullptr;
    QToolButton* mErrorClose = nullptr;
    BlankScreen* mBlank = nullptr;
    std::vector<Panel> mPanels;
    std::unique_ptr<QTemporaryDir> mLonePanelDir; // PanelContext::loneDirectory
    // What two panels show is computed once: every panel, docked or exported alone, shares these.
    ComparisonModel* mComparison = nullptr;
    CompareMode* mCompare = nullptr;
    CompareStage* mCompareStage = nullptr;
    StepCostsModel* mStepCosts = nullptr;
    QWidget* mRunIndicator = nullptr;
    QLabel* mRunLabel = nullptr;
    QToolButton* mRunCancel = nullptr;

    WindowActions* mActions = nullptr;
    QActionGroup* mThemeGroup = nullptr;
    QActionGroup* mLayoutGroup = nullptr;
    WindowMoment* mMoments = nullptr;
    LessonMode* mLessonMode = nullptr;
    QActionGroup* mLanguageGroup = nullptr;

    Theme mTheme;
    QString mCurrentFile;
    QFont mBaseFont;
    bool mPresentation = false;
    QString mShownExercise; // --exercise: a picture of the Exercises panel shows it too
    bool mBlanked = false;
    bool mFitTimelineWhenShown = false;
    bool mFitDocksAfterResize = false; // a fit of the docks is posted
};

} // namespace cubelab::gui
