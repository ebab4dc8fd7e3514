#include "window/followcontrol.h"

#include "common/notation.h"
#include "cube/nodevaluetext.h"
#include "document/session.h"
#include "window/actiontable.h"

#include <QMenu>

namespace cubelab::gui {

FollowControl::FollowControl(Session* session, QObject* parent) : QObject(parent), mSession(session)
{
}

FollowMarks FollowControl::marks() const
{
    const auto trace = mSession->trace();
    if (!trace || !mSession->follow().active())
        return {};
    return FollowMarks::make(*trace, mSession->follow(), mSession->inputSpread().get(),
                             mSession->valueSources().get(), mSession->step());
}

void FollowControl::nodeDoubleClicked(NodeId node)
{
    // At the start s_i is a_i alone: what is worth following is where a_i goes.
    const int step = mSession->step();
    const Follow wanted = step == 0 ? Follow::input(node) : Follow::value(node, step);
    mSession->setFollow(mSession->follow() == wanted ? Follow{} : wanted);
}

void FollowControl::showMenu(NodeId node, const QPoint& globalPos, QWidget* parent)
{
    QMenu menu(parent);
    menu.addAction(followText(node), this,
                   [this, node] { mSession->setFollow(Follow::input(node)); });
    menu.addAction(sourcesText(node), this,
                   [this, node] { mSession->setFollow(Follow::value(node, mSession->step())); });
    QAction* stop = menu.addAction(stopText(), this, [this] { mSession->stopFollowing(); });
    stop->setEnabled(mSession->follow().active());
    menu.exec(globalPos);
}

QString FollowControl::followText(NodeId node)
{
    return tr("Follow %1 through the steps").arg(Notation::subscripts("a_" + std::to_string(node)));
}

QString FollowControl::sourcesText(NodeId node)
{
    return tr("Where does %1 come from?").arg(Notation::subscripts("s_" + std::to_string(node)));
}

QString FollowControl::stopText()
{
    return ActionTable::text(ActionTable::entry(ActionId::StopFollowing));
}

} // namespace cubelab::gui
