#pragma once
// FollowControl: how the user chooses what the views follow (docs/gui.md, "Where did a_5
// go?") — a double click on a node or a table row follows: at the start (step 0) the node's
// input a_i through the steps, later its s_i at that step back to its inputs. A single click
// only selects (reading a row or pointing at a node must not start anything). A node's context
// menu offers both and "Stop following", Esc stops. It changes only the Session's Follow and turns
// it into the marks of the current step; the views draw them.

#include "cube/followmarks.h"

#include <QObject>
#include <cubelab/hypercube.h>

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

    // A double click: at the start follows the node's input a_i, at a later step traces its
    // s_i at that step; a second double click on what is followed stops.
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
