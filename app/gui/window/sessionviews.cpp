#include "window/sessionviews.h"

#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/player.h"
#include "cube/resultstable.h"
#include "document/session.h"
#include "window/followcontrol.h"
#include "window/windowdocks.h"

#include <algorithm>

namespace cubelab::gui {

SessionViews::SessionViews(Parts parts, QObject* parent) : QObject(parent), mParts(parts)
{
    connectTrace();
    connectSelection();
    connectFollow();
    connectAnimationSpeed();
}

void SessionViews::connectTrace()
{
    Session* session = mParts.session;
    const auto showTrace = [this, session] {
        mParts.view->setTrace(session->trace());
        mParts.docks->showTrace(session->trace());
    };
    showTrace();
    connect(session, &Session::traceChanged, this, showTrace);
    connect(session, &Session::stepChanged, this, [this](int step, int previous) {
        // Only one step forward animates; a jump shows the state at once.
        mParts.view->setStep(step, previous == step - 1);
        mParts.docks->showStep(step);
    });
}

void SessionViews::connectSelection()
{
    Session* session = mParts.session;
    connect(session, &Session::selectedNodeChanged, this, [this, session] {
        const auto node = session->selectedNode();
        mParts.view->setSelectedNode(node);
        mParts.docks->showSelectedNode(node);
    });
    connect(mParts.view, &HypercubeView::nodeClicked, session, [session](NodeId node) {
        session->setSelectedNode(session->selectedNode() == node ? std::nullopt
                                                                 : std::optional<NodeId>(node));
    });
    // The keyboard's focus in the view is the selection: its row, its program lines.
    connect(mParts.view, &HypercubeView::nodeFocused, session,
            [session](NodeId node) { session->setSelectedNode(node); });
    connect(mParts.docks->resultsTable(), &ResultsTable::nodeChosen, session,
            [session](NodeId node) { session->setSelectedNode(node); });
}

void SessionViews::connectFollow()
{
    FollowControl* follow = mParts.follow;
    connect(mParts.session, &Session::followChanged, this, &SessionViews::showFollowMarks);
    connect(mParts.session, &Session::stepChanged, this, &SessionViews::showFollowMarks);
    HypercubeView* view = mParts.view;
    connect(view, &HypercubeView::nodeDoubleClicked, follow, &FollowControl::nodeDoubleClicked);
    connect(view, &HypercubeView::nodeMenuRequested, follow,
            [follow, view](NodeId node, const QPoint& at) { follow->showMenu(node, at, view); });
    ResultsTable* table = mParts.docks->resultsTable();
    connect(table, &ResultsTable::followRequested, follow, &FollowControl::nodeDoubleClicked);
    connect(table, &ResultsTable::followMenuRequested, follow,
            [follow, table](NodeId node, const QPoint& at) { follow->showMenu(node, at, table); });
}

void SessionViews::showFollowMarks()
{
    const FollowMarks marks = mParts.follow->marks();
    mParts.view->setFollowMarks(marks);
    mParts.docks->resultsModel()->setFollowMarks(marks);
}

void SessionViews::connectAnimationSpeed()
{
    const auto syncAnimation = [this](int interval) {
        // The tokens travel for most of a step's time, never longer than a leisurely 1.5 s.
        const int duration = std::clamp(interval * 3 / 4, 80, 1500);
        mParts.view->setAnimationDuration(duration);
        mParts.secondView->setAnimationDuration(duration);
    };
    connect(mParts.player, &Player::intervalChanged, this, syncAnimation);
    syncAnimation(mParts.player->interval());
}

} // namespace cubelab::gui
