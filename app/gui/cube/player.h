#pragma once
// Player: plays the session's steps one after the other, one step per interval. A step's
// animation is never cut short: when the interval ends while the view still animates, the
// next step waits for animationFinished. In the window it plays the window's one step
// (ShownState, followSteps): a comparison's two sessions play together.

#include <QObject>
#include <QTimer>

namespace cubelab::gui {

class ShownState;
class HypercubeView;
class Session;

class Player : public QObject
{
    Q_OBJECT

public:
    static constexpr int kFastestMs = 100;
    static constexpr int kSlowestMs = 4000;

    Player(Session* session, HypercubeView* view, QObject* parent = nullptr);

    bool isPlaying() const { return mPlaying; }
    int interval() const { return mIntervalMs; }
    void setInterval(int milliseconds); // clamped to kFastestMs..kSlowestMs
    // The speeds the keys step through (< and >, docs/gui.md "Keys"), slowest first: times a
    // step that read well aloud ("0.7 s per step").
    static constexpr int kSpeeds[] = {4000, 3000, 2000, 1500, 1000, 700, 500, 300, 200, 100};
    // The next speed of kSpeeds: a shorter time per step, or a longer one; none beyond the ends.
    void faster();
    void slower();

    void play();
    void pause();
    void toggle();
    // Plays these steps instead of the session's own (they must outlive the player).
    void followSteps(ShownState* steps);

signals:
    void playingChanged(bool playing);
    void intervalChanged(int milliseconds);

private:
    void advance();
    void onAnimationFinished();
    int step() const;
    int stepCount() const;

    Session* mSession;
    ShownState* mSteps = nullptr;
    HypercubeView* mView;
    QTimer mTimer;
    int mIntervalMs = 1000;
    bool mPlaying = false;
    bool mWaitingForAnimation = false;
};

} // namespace cubelab::gui
