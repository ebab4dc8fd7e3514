// The docks around the cube (WindowDocks), the registry's panels in them (PanelDocks) and the
// partial results' table (ResultsTable): their tabs, their Analysis submenus and the table's
// selection.

#include "common/analysispanel.h"
#include "cube/codeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/resultstable.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/paneldocks.h"
#include "window/panelregistry.h"
#include "window/windowdocks.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSignalSpy>
#include <QTabBar>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using namespace cubelab::gui::test;

namespace {

// The tab bars QMainWindow shows for docks that share a place.
QList<QTabBar*> dockTabBars(QMainWindow& window)
{
    QList<QTabBar*> shown;
    for (QTabBar* bar : window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly))
        if (bar->isVisible())
            shown << bar;
    return shown;
}

void expectReadable(QMainWindow& window)
{
    for (QTabBar* bar : dockTabBars(window)) {
        EXPECT_EQ(bar->elideMode(), Qt::ElideNone) << bar->tabText(0);
        EXPECT_TRUE(bar->usesScrollButtons()) << bar->tabText(0);
    }
}

// What the panels share in a window with no shared models: the shown state and its session
// alone.
PanelContext sessionOnly(ShownState* shown)
{
    PanelContext context;
    context.shown = shown;
    return context;
}

} // namespace

TEST(WindowDocks, TabsShowWholeTitlesAlsoAfterADockMoved)
{
    auto w = freshWindow();
    settle();
    // The scenario's column and the partial results' column each hold tabs.
    ASSERT_GE(dockTabBars(*w).size(), 2);
    expectReadable(*w);
    // A third place with tabs, whose tab bar QMainWindow makes or takes from the ones unused.
    auto* timeline = w->findChild<QDockWidget*>(QStringLiteral("timelineDock"));
    auto* code = w->findChild<QDockWidget*>(QStringLiteral("codeDock"));
    w->addDockWidget(Qt::BottomDockWidgetArea, code);
    w->tabifyDockWidget(timeline, code);
    settle();
    ASSERT_GE(dockTabBars(*w).size(), 3);
    expectReadable(*w);
}

TEST(WindowDocks, EachDockIsNamedAndListedOnceForTheViewMenu)
{
    auto w = freshWindow();
    WindowDocks* docks = w->docks();
    QStringList names;
    for (QAction* toggle : docks->toggleViewActions())
        names << qobject_cast<QDockWidget*>(toggle->parent())->objectName();
    QStringList expected{QStringLiteral("scenarioDock"), QStringLiteral("timelineDock"),
                         QStringLiteral("resultsDock"), QStringLiteral("codeDock")};
    for (const QString& id : PanelRegistry::ids())
        expected << id + QStringLiteral("Dock");
    EXPECT_EQ(names, expected);
    EXPECT_EQ(docks->resultsDock()->widget(), docks->resultsTable());
    EXPECT_EQ(docks->timelineDock()->widget(), docks->timeline());
    EXPECT_EQ(docks->codeDock()->widget(), docks->codeView());
}

TEST(PanelDocks, EachSubmenuOffersTheExportsOfItsEntryAndAsksForThem)
{
    Session session;
    ShownState shown(&session);
    QMainWindow window;
    PanelDocks panels(&window, sessionOnly(&shown));
    QMenu analysis;
    panels.addMenus(&analysis);
    panels.retranslate();
    QSignalSpy exports(&panels, &PanelDocks::exportRequested);
    QSignalSpy staged(&panels, &PanelDocks::stageRequested);
    ASSERT_EQ(analysis.actions().size(), qsizetype(PanelRegistry::entries().size()));
    for (const PanelEntry& entry : PanelRegistry::entries()) {
        SCOPED_TRACE(entry.id.toStdString());
        ASSERT_NE(panels.dock(entry.id), nullptr);
        EXPECT_EQ(panels.dock(entry.id)->objectName(), entry.id + QStringLiteral("Dock"));
        EXPECT_EQ(panels.idOf(panels.dock(entry.id)), entry.id);
        auto* menu = analysis.findChild<QMenu*>(entry.id + QStringLiteral("Menu"));
        ASSERT_NE(menu, nullptr);
        QList<PanelExport> offered;
        for (QAction* a : menu->actions()) {
            if (a->isSeparator() || !a->objectName().isEmpty())
                continue;
            const qsizetype before = exports.size();
            a->trigger();
            ASSERT_EQ(exports.size(), before + 1) << a->text();
            EXPECT_EQ(exports.last().at(0).toString(), entry.id);
            offered << exports.last().at(1).value<PanelExport>();
        }
        QList<PanelExport> expected;
        for (PanelExport kind : {PanelExport::Png, PanelExport::Svg, PanelExport::Csv})
            if (entry.exports.testFlag(kind))
                expected << kind;
        EXPECT_EQ(offered, expected);
        menu->findChild<QAction*>(entry.id + QStringLiteral("-stage"))->trigger();
        EXPECT_EQ(staged.last().at(0).toString(), entry.id);
    }
    EXPECT_EQ(panels.idOf(nullptr), QString());
}

TEST(PanelDocks, ALonePanelHasNoParentAndItsOwnDirectory)
{
    Session session;
    ShownState shown(&session);
    QMainWindow window;
    PanelDocks panels(&window, sessionOnly(&shown));
    const PanelEntry* entry = PanelRegistry::find(QStringLiteral("machine"));
    ASSERT_NE(entry, nullptr);
    const std::unique_ptr<AnalysisPanel> lone = panels.makeLone(*entry);
    EXPECT_EQ(lone->parent(), nullptr);
    EXPECT_EQ(lone->objectName(), QStringLiteral("machinePanel"));
    EXPECT_NE(lone.get(), panels.panel(QStringLiteral("machine")));
}

TEST(ResultsTable, ShowingTheSelectionChoosesNothingAndChoosingARowSaysWhichNode)
{
    auto w = freshWindow();
    auto* table = qobject_cast<ResultsTable*>(w->resultsTable());
    ASSERT_NE(table, nullptr);
    QSignalSpy chosen(table, &ResultsTable::nodeChosen);
    table->showSelectedNode(NodeId{6});
    EXPECT_EQ(table->selectionModel()->selectedRows().value(0).row(), 6);
    EXPECT_EQ(chosen.size(), 0);
    table->showSelectedNode(std::nullopt);
    EXPECT_TRUE(table->selectionModel()->selectedRows().isEmpty());
    table->setCurrentIndex(w->resultsModel()->index(2, 0));
    ASSERT_EQ(chosen.size(), 1);
    EXPECT_EQ(chosen.last().at(0).value<NodeId>(), NodeId{2});
    EXPECT_EQ(w->session()->selectedNode(), std::optional<NodeId>(2));
}

TEST(ResultsTable, OnTheStageTheNodeColumnMakesRoomForTheExpressions)
{
    auto w = freshWindow();
    auto* table = qobject_cast<ResultsTable*>(w->resultsTable());
    ASSERT_NE(table, nullptr);
    const int withNodes = table->wantedWidth(w->session()->trace().get());
    table->setOnStage(true, table->font());
    EXPECT_TRUE(table->isColumnHidden(PartialResultsModel::NodeColumn));
    EXPECT_LT(table->wantedWidth(w->session()->trace().get()), withNodes);
    table->setOnStage(false, table->font());
    EXPECT_FALSE(table->isColumnHidden(PartialResultsModel::NodeColumn));
    EXPECT_EQ(table->wantedWidth(w->session()->trace().get()), withNodes);
}
