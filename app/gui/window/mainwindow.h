#pragma once
// The main window: the hypercube view in the middle, the timeline below, the scenario on the
// left, the partial results and the node program on the right. It wires the views to the
// session and makes the actions of ActionTable (WindowActions): a frame that makes its parts and
// hands them to each other. The files (WindowFiles), the exports (WindowExports), the settings
// (WindowSettings), the stage and the blank screen (WindowStage), the views kept on the session
// (SessionViews), links (WindowLinks), lessons (WindowLessons), the theme, layout and language
// choices (ChoiceActions) and the transport icons (TransportIcons) are classes of their own.

#include "common/theme.h"
#include "document/shown.h"
#include "window/panelregistry.h"
#include "window/windowexports.h"
#include "window/windowfiles.h"
#include "window/windowsettings.h"

#include <QMainWindow>
#include <QSize>
#include <QString>
#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QStackedWidget;
class QMenu;
class QTableView;

namespace cubelab::gui {

class AnalysisPanel;
class ChoiceActions;
class CodeView;
class CompareMode;
class CompareStage;
class DockFocus;
class ErrorBar;
class HypercubeView;
class KeyRouter;
class LanguageSwitcher;
class PartialResultsModel;
class FollowControl;
class Player;
class ComparisonModel;
class ScenarioPanel;
class Session;
class StepCostsModel;
class TimelineWidget;
class WindowActions;
class WindowDocks;
class ShownState;
class LessonPlayer;
class LessonPane;
class SessionViews;
class TransportIcons;
class WindowLessons;
class WindowLinks;
class WindowStage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    // The table's handlers and rules are the window's: they read and run its parts.
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
    TimelineWidget* timeline() const;
    ScenarioPanel* scenarioPanel() const;
    PartialResultsModel* resultsModel() const;
    QTableView* resultsTable() const;
    FollowControl* followControl() const { return mFollow; }
    CodeView* codeView() const;
    // The docks around the cube and the registry's panels in them.
    WindowDocks* docks() const { return mDocks; }
    Player* player() const { return mPlayer; }
    LanguageSwitcher* languageSwitcher() const { return mLanguage; }
    KeyRouter* keyRouter() const { return mKeyRouter; }
    // F6 / Shift+F6: the keyboard into each open dock in turn and back to the cube.
    DockFocus* dockFocus() const { return mDockFocus; }
    // What the window shows (ShownState): the one step (both halves of a comparison), the
    // layout, the panel brought forward, the comparison, the stage and the blank screen; the one
    // place that shows a moment. The comparison and its stage below.
    ShownState* shown() const { return mShown; }
    CompareMode* compareMode() const { return mCompare; }
    CompareStage* compareStage() const { return mCompareStage; }
    // Compares with "cube-vs-tree", "reversed-order" or a scenario file (--compare); false with
    // a message in the message bar when that cannot be.
    bool compareWith(const QString& pairOrFile);
    // The action named objectName ("next", "playPause", …), for tests and the key help.
    QAction* action(const QString& objectName) const;
    // The last error shown in the window's message bar (empty when none is shown).
    QString errorMessage() const;

    // The document's files and what the window writes out. The functions below that open,
    // save and export are theirs, kept here for the command line and the tests.
    WindowFiles* files() const { return mFiles; }
    WindowExports* exports() const { return mExports; }

    bool openScenario(const QString& path) { return mFiles->openScenario(path); }
    bool openTrace(const QString& path) { return mFiles->openTrace(path); }
    // Opens a link to a moment (cubelab:1/…, docs/file-formats.md): the scenario at its step with
    // its layout, panel, following and comparison; false with the reason in the message bar,
    // the window as it was.
    bool openLink(const QString& link);
    WindowLinks* links() const { return mLinks; }
    // Starts a lesson (a built-in one's id, or a lesson file) at scene k (0-based; nothing: the
    // scene reached last time); false with the reason in the message bar.
    bool startLesson(const QString& idOrFile, std::optional<int> scene = std::nullopt);
    LessonPlayer* lessons() const;
    LessonPane* lessonPane() const;
    WindowLessons* windowLessons() const { return mLessons; }
    bool saveScenario(const QString& path) { return mFiles->saveScenario(path); }
    void openLectureExample() { mFiles->openLectureExample(); }
    bool exportTraceJson(const QString& path) { return mExports->exportTraceJson(path); }
    bool exportViewerTrace(const QString& path, bool paje)
    {
        return mExports->exportViewerTrace(path, paje);
    }

    void setLanguage(const QString& language);
    void setTheme(ThemeKind kind);
    ThemeKind theme() const { return mTheme.kind; }
    ChoiceActions* choices() const { return mChoices; }
    // Fits the timeline to its caption and, on the stage, the partial results to their
    // columns, for the window's present size (done by itself after every resize).
    void fitDocks();
    void setPresentationMode(bool on);
    bool isPresentationMode() const;
    // The stage and the blank screen, as the shown state has them (WindowStage).
    WindowStage* stage() const { return mStage; }
    // Gives the stage to the panel of that id (PanelRegistry), in place of the cube: presentation
    // mode with the panel where the cube stood; leaving the stage gives it back to its dock.
    // False for an unknown id.
    bool putPanelOnStage(const QString& id);
    // The id of the panel on the stage, empty while the cube has it.
    QString panelOnStage() const;
    bool isBlanked() const;
    // The black window that covers the screen while blanked (BlankScreen).
    QWidget* blankCover() const;

    // WindowExports says what each writes.
    bool exportWindowPng(const QString& path) { return mExports->exportWindowPng(path); }
    bool exportWindowSvg(const QString& path) { return mExports->exportWindowSvg(path); }
    bool exportViewPng(const QString& path) { return mExports->exportViewPng(path); }
    bool exportViewSvg(const QString& path) { return mExports->exportViewSvg(path); }
    bool exportHandoutPdf(const QString& path) { return mExports->exportHandoutPdf(path); }
    bool exportAnimationGif(const QString& path, QSize size)
    {
        return mExports->exportAnimationGif(path, size);
    }
    bool exportTikzFigure(const QString& path, QSize size, const QString& panel = {})
    {
        return mExports->exportTikzFigure(path, size, panel);
    }
    bool exportWebPage(const QString& path) { return mExports->exportWebPage(path); }

    // The panels beside the view (step costs, charts, comparison, machine, exercises), by the
    // ids of PanelRegistry. nullptr for an unknown id.
    AnalysisPanel* panel(const QString& id) const;
    QDockWidget* panelDock(const QString& id) const;
    // A panel alone, in a picture at kPanelExportSize unless size says otherwise, or its table.
    static constexpr QSize kPanelExportSize = WindowExports::kPanelExportSize;
    bool exportPanelPng(const QString& id, const QString& path, QSize size = kPanelExportSize)
    {
        return mExports->exportPanelPng(id, path, size);
    }
    bool exportPanelSvg(const QString& id, const QString& path, QSize size = kPanelExportSize)
    {
        return mExports->exportPanelSvg(id, path, size);
    }
    bool exportPanelCsv(const QString& id, const QString& path)
    {
        return mExports->exportPanelCsv(id, path);
    }
    // Makes the machine the costs are computed for (a preset id or a machine file) current,
    // without an undo entry (the command line); false with a message when it cannot be read.
    bool useMachine(const QString& idOrFile);
    // Shows the Exercises panel at the exercise with this id, also in a picture of the panel
    // alone; false (with a message naming the ids there are) when there is none.
    bool showExercise(const QString& id);

    void saveSettings() const { mSettings->save(); }

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createModels();
    // The window's centre: the message bar above the stage (the cube, or a panel put there).
    void createStage();
    void createDocks();
    void createAnalysisMenu();
    // The step keys' router, then the stage with the blank screen's filter (which sees the keys
    // first).
    void createKeyFiltersAndStage();
    // The files and the exports, with their messages going to the message and status bars.
    void createFilesAndExports();
    // Made once the window has its parts (WindowSettings::Parts), then restored.
    void restoreSettings();
    // The theme, layout and language actions: their registries' own, in the table's menus.
    void createChoices();
    // The table's menus, with the registries' actions in their places.
    void createMenus();
    // The actions follow the state their rules read.
    void connectActionRules();
    // Handlers of the table that are the window's own.
    void showAbout();
    // Both halves of a comparison zoom alike.
    void zoom(void (HypercubeView::*zoom)());
    // The window's reactions to the shown state.
    void connectShown();
    void showLayout(ShownLayout layout);
    void createLessons();
    void createLinks();
    void connectSession();
    void retranslate();
    void showError(const QString& message);
    void setBlanked(bool on);
    void toggleFullScreen();
    void askComparison();
    void updateCompareActions();

    Session* mSession;
    ShownState* mShown;
    HypercubeView* mView;
    Player* mPlayer;
    LanguageSwitcher* mLanguage;
    KeyRouter* mKeyRouter = nullptr;
    DockFocus* mDockFocus = nullptr;
    FollowControl* mFollow = nullptr;
    SessionViews* mSessionViews = nullptr;
    WindowDocks* mDocks = nullptr;
    ErrorBar* mErrorBar = nullptr;
    WindowFiles* mFiles = nullptr;
    WindowExports* mExports = nullptr;
    std::unique_ptr<WindowSettings> mSettings;
    // The window's centre: the cube (with the compared one), or a panel put on the stage.
    QStackedWidget* mStageStack = nullptr;
    WindowStage* mStage = nullptr;
    WindowLinks* mLinks = nullptr;
    // What two panels show is computed once: every panel, docked or exported alone, shares these.
    ComparisonModel* mComparison = nullptr;
    CompareMode* mCompare = nullptr;
    CompareStage* mCompareStage = nullptr;
    StepCostsModel* mStepCosts = nullptr;

    WindowActions* mActions = nullptr;
    TransportIcons* mTransportIcons = nullptr;
    ChoiceActions* mChoices = nullptr;
    WindowLessons* mLessons = nullptr;

    Theme mTheme;
    QString mShownExercise; // --exercise: a picture of the Exercises panel shows it too
    bool mFitTimelineWhenShown = false;
    bool mFitDocksAfterResize = false; // a fit of the docks is posted
};

} // namespace cubelab::gui
