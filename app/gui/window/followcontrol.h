#pragma once
// FollowControl: how the user chooses what the views follow (docs/gui.md, "Where did a_5
// go?") — a click on a node or a table row at the start follows its input a_i, a double click
// traces a node's s_i at the current step, a node's context menu offers both and "Stop
// following", Esc stops. It changes only the Session's Follow and turns it into the marks
// of the current step; the views draw them.

#include "cube/followmarks.h"

#include <cubelab/hypercube.h>

#include <QObject>

class QPoint;
class QWidget;

namespace cubelab::gui {

class Session;

class FollowControl : public QObject
{
    Q_OBJECT

public:
    explicit FollowControl(Session* session, QObject* parent = nullptr);

    // The marks of what is followed at the Session's current step.
    FollowMarks marks() const;

    // A click on a node: at the start (step 0) it follows the node's input a_i, or stops
    // following it when it is followed already; at other steps it does nothing.
    void nodeClicked(NodeId node);
    // A double click: traces the node's s_i at the current step, or stops when that is traced.
    void nodeDoubleClicked(NodeId node);
    // The node's menu: follow a_i, where s_i comes from, stop following.
    void showMenu(NodeId node, const QPoint& globalPos, QWidget* parent);

    static QString followText(NodeId node);
    static QString sourcesText(NodeId node);
    static QString stopText();

private:
    Session* mSession;
};

} // namespace cubelab::gui
