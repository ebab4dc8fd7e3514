#include "window/windowdocks.h"

#include "common/analysispanel.h"
#include "cube/codeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/resultstable.h"
#include "scenario/scenariopanel.h"
#include "window/paneldocks.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QScrollArea>
#include <QTabBar>
#include <QTimer>

namespace cubelab::gui {

WindowDocks::WindowDocks(const Parts& parts, QObject* parent)
    : QObject(parent), mWindow(parts.window)
{
    createTimeline(parts);
    createScenario(parts.session);
    mResultsModel = new PartialResultsModel(mWindow);
    mResultsTable = new ResultsTable(mResultsModel, mWindow);
    mResultsDock = makeDock("resultsDock", mResultsTable);
    mCodeView = new CodeView(mWindow);
    mCodeDock = makeDock("codeDock", mCodeView);
    mWindow->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    mWindow->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    mPanels = new PanelDocks(mWindow, parts.shared, this);
    // The tab bars change whenever a dock changes its place.
    QList<QDockWidget*> placed;
    for (const PanelDocks::Docked& docked : mPanels->docked())
        placed << docked.dock;
    placed << mScenarioDock << mResultsDock << mCodeDock;
    for (QDockWidget* dock : placed)
        connect(dock, &QDockWidget::dockLocationChanged, this, &WindowDocks::keepTabsReadable);
}

void WindowDocks::createTimeline(const Parts& parts)
{
    mTimeline = new TimelineWidget(parts.shown, parts.player, parts.transport, mWindow);
    // On the stage the timeline is as high as its caption needs, no higher: the rest is the
    // cube's. In the window the dock is fitted when the window first shows, after a change of
    // language and after the window changed its size: a window made smaller would otherwise
    // take all it lost from the cube, the docks keeping their heights. (Leaving the stage does
    // not resize the window, so the docks come back exactly as they were.)
    connect(mTimeline, &TimelineWidget::captionHeightChanged, this,
            [this, onStage = parts.onStage] {
                if (onStage && onStage())
                    fitTimeline();
            });
    mTimelineDock = makeDock("timelineDock", mTimeline);
    mTimelineDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
}

void WindowDocks::createScenario(Session* session)
{
    mScenarioPanel = new ScenarioPanel(session, mWindow);
    auto* scroll = new QScrollArea(mWindow);
    scroll->setWidget(mScenarioPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Only a holder: Tab goes to the fields, and the area scrolls them into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    mScenarioDock = makeDock("scenarioDock", scroll);
}

QDockWidget* WindowDocks::makeDock(const char* name, QWidget* widget)
{
    auto* dock = new QDockWidget(mWindow);
    dock->setObjectName(QString::fromLatin1(name)); // the name QMainWindow::saveState keeps
    dock->setWidget(widget);
    return dock;
}

void WindowDocks::showTrace(const std::shared_ptr<const Trace>& trace)
{
    mResultsModel->setTrace(trace);
    mCodeView->setTrace(trace);
}

void WindowDocks::showStep(int step)
{
    mResultsModel->setStep(step);
    mCodeView->setStep(step);
}

void WindowDocks::showSelectedNode(std::optional<NodeId> node)
{
    mCodeView->setSelectedNode(node);
    mResultsTable->showSelectedNode(node);
}

void WindowDocks::arrange()
{
    QList<QDockWidget*> docks{mTimelineDock, mScenarioDock, mResultsDock, mCodeDock};
    for (const PanelDocks::Docked& docked : mPanels->docked())
        docks << docked.dock;
    for (QDockWidget* dock : docks) {
        dock->setFloating(false);
        mWindow->removeDockWidget(dock);
    }
    mWindow->addDockWidget(Qt::BottomDockWidgetArea, mTimelineDock);
    mWindow->addDockWidget(Qt::LeftDockWidgetArea, mScenarioDock);
    mWindow->addDockWidget(Qt::RightDockWidgetArea, mResultsDock);
    mWindow->addDockWidget(Qt::RightDockWidgetArea, mCodeDock);
    mWindow->splitDockWidget(mResultsDock, mCodeDock, Qt::Vertical);
    for (const PanelDocks::Docked& docked : mPanels->docked()) {
        const Qt::DockWidgetArea area = docked.entry->area;
        mWindow->addDockWidget(area, docked.dock);
        mWindow->tabifyDockWidget(area == Qt::LeftDockWidgetArea ? mScenarioDock : mResultsDock,
                                  docked.dock);
    }
    for (QDockWidget* dock : docks)
        dock->show();
    mScenarioDock->raise();
    mResultsDock->raise();
    mWindow->resizeDocks({mScenarioDock, mResultsDock}, {380, 520}, Qt::Horizontal);
    mWindow->resizeDocks({mResultsDock, mCodeDock}, {560, 240}, Qt::Vertical);
    fitTimeline();
    keepTabsReadable();
}

void WindowDocks::fitTimeline()
{
    // Not adjustSize(): that would shrink the timeline inside its dock. Not sizeHint(): a
    // word-wrapped caption's hint is the height of a narrow guess at its width, lines the real
    // width does not need (84 px of the stage's 768 in German).
    mTimeline->layout()->activate();
    const int atWidth =
        mTimeline->hasHeightForWidth() ? mTimeline->heightForWidth(mTimeline->width()) : -1;
    const int height = std::max(atWidth > 0 ? atWidth : mTimeline->sizeHint().height(),
                                mTimeline->minimumSizeHint().height());
    mWindow->resizeDocks({mTimelineDock}, {height}, Qt::Vertical);
}

void WindowDocks::keepTabsReadable()
{
    // Six tabs in a column of docks would each be elided to a letter or two ("P…", "L…"). The
    // tab bars are QMainWindow's own and appear when docks are tabified, hence once laid out.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar* bar :
             mWindow->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
}

QList<QAction*> WindowDocks::toggleViewActions() const
{
    QList<QAction*> actions;
    for (QDockWidget* dock : {mScenarioDock, mTimelineDock, mResultsDock, mCodeDock})
        actions << dock->toggleViewAction();
    for (const PanelDocks::Docked& docked : mPanels->docked())
        actions << docked.dock->toggleViewAction();
    return actions;
}

void WindowDocks::retranslate()
{
    mPanels->retranslate();
    mTimelineDock->setWindowTitle(tr("Timeline"));
    mScenarioDock->setWindowTitle(tr("Scenario"));
    mResultsDock->setWindowTitle(tr("Partial results"));
    mResultsTable->setAccessibleName(mResultsDock->windowTitle());
    mCodeDock->setWindowTitle(tr("Node program"));
    mResultsModel->retranslate();
}

void WindowDocks::setTheme(const Theme& theme)
{
    mCodeView->setTheme(theme);
    mResultsModel->setTheme(theme);
    mScenarioPanel->setTheme(theme);
    mPanels->setTheme(theme);
}

} // namespace cubelab::gui
