#pragma once
// WindowDocks: the docks around the cube and where they stand. The window's own four — the
// timeline with the step's caption (below), the scenario (left), the partial results and the
// node program (right) — and the registry's panels (PanelDocks), each a tab beside the scenario
// or beside the partial results. It knows their default places (at the start and View ▸ Reset
// layout), fits the timeline to its caption, keeps the tabs' titles readable, and names and
// themes the docks. The stage's use of them is PresentationMode's.

#include "common/theme.h"
#include "cube/timelinewidget.h"
#include "window/panelregistry.h"

#include <QObject>
#include <cubelab/trace.h>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;

namespace cubelab::gui {

class CodeView;
class ShownState;
class PanelDocks;
class PartialResultsModel;
class Player;
class ResultsTable;
class ScenarioPanel;
class Session;

class WindowDocks : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QMainWindow* window = nullptr; // the docks' and their widgets' parent
        Session* session = nullptr;
        Player* player = nullptr;
        ShownState* shown =
            nullptr; // the timeline follows the one step, both halves of a comparison
        TimelineWidget::Actions transport{};
        // What the panels share (PanelContext: the session and the window's models).
        PanelContext shared;
        // True while the window is the stage: the timeline is then fitted to every new caption.
        std::function<bool()> onStage;
    };

    explicit WindowDocks(const Parts& parts, QObject* parent = nullptr);

    TimelineWidget* timeline() const { return mTimeline; }
    ScenarioPanel* scenarioPanel() const { return mScenarioPanel; }
    PartialResultsModel* resultsModel() const { return mResultsModel; }
    ResultsTable* resultsTable() const { return mResultsTable; }
    CodeView* codeView() const { return mCodeView; }
    PanelDocks* panels() const { return mPanels; }
    QDockWidget* timelineDock() const { return mTimelineDock; }
    QDockWidget* scenarioDock() const { return mScenarioDock; }
    QDockWidget* resultsDock() const { return mResultsDock; }
    QDockWidget* codeDock() const { return mCodeDock; }

    // The trace, step and selected node the partial results and the node program show.
    void showTrace(const std::shared_ptr<const Trace>& trace);
    void showStep(int step);
    void showSelectedNode(std::optional<NodeId> node);

    // Every dock to its default place: the editors join the scenario on the left; what the
    // steps cost and the comparisons join the partial results on the right, one tab each; the
    // scenario and the partial results in front (a lecture starts with the cube).
    void arrange();
    // Fits the timeline to the height it needs at its width, its caption's longest text
    // included; the cube gets the rest.
    void fitTimeline();
    // Full tab titles with scroll buttons rather than titles elided to a letter or two, once
    // the window has laid out the tabs (done by itself whenever a dock changes its place).
    void keepTabsReadable();
    // Each dock's show/hide entry (its text: the dock's title), for the View menu: the
    // scenario, the timeline, the partial results, the node program, then the panels.
    QList<QAction*> toggleViewActions() const;
    void retranslate();
    void setTheme(const Theme& theme);

private:
    void createTimeline(const Parts& parts);
    void createScenario(Session* session);
    QDockWidget* makeDock(const char* name, QWidget* widget);

    QMainWindow* mWindow;
    TimelineWidget* mTimeline = nullptr;
    ScenarioPanel* mScenarioPanel = nullptr;
    PartialResultsModel* mResultsModel = nullptr;
    ResultsTable* mResultsTable = nullptr;
    CodeView* mCodeView = nullptr;
    PanelDocks* mPanels = nullptr;
    QDockWidget* mTimelineDock = nullptr;
    QDockWidget* mScenarioDock = nullptr;
    QDockWidget* mResultsDock = nullptr;
    QDockWidget* mCodeDock = nullptr;
};

} // namespace cubelab::gui
