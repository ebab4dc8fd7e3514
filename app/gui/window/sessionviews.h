#pragma once
// SessionViews: keeps the views on the session. The cube, the timeline and the docks' panels
// show its trace and its step (one step forward animates, a jump shows the state at once); the
// node selected is one for all (a click on the cube, the keyboard's focus in it, a row of the
// partial results); what is followed is marked in the cube and the partial results at every
// step and chosen there (FollowControl); the tokens travel at the player's pace, in both halves
// of a comparison.

#include <QObject>

namespace cubelab::gui {

class FollowControl;
class HypercubeView;
class Player;
class Session;
class WindowDocks;

class SessionViews : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        Session* session = nullptr;
        HypercubeView* view = nullptr;
        HypercubeView* secondView = nullptr; // a comparison's second cube
        WindowDocks* docks = nullptr;
        FollowControl* follow = nullptr;
        Player* player = nullptr;
    };

    // Shows the session's trace now and keeps the views on it from then on.
    SessionViews(Parts parts, QObject* parent);

    // The marks of what is followed drawn anew (also when their language changed).
    void showFollowMarks();

private:
    void connectTrace();
    void connectSelection();
    void connectFollow();
    void connectAnimationSpeed();

    Parts mParts;
};

} // namespace cubelab::gui
