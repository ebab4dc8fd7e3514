#pragma once
// Player: plays the session's steps one after the other, one step per interval. A step's
// animation is never cut short: when the interval ends while the view still animates, the
// next step waits for animationFinished. In the window it plays the window's one step
// (ComparedSteps, followSteps): a comparison's two sessions play together.

#include <QObject>
#include <QTimer>

namespace cubelab::gui {

class ComparedSteps;
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

    void play();
    void pause();
    void toggle();
    // Plays these steps instead of the session's own (they must outlive the player).
    void followSteps(ComparedSteps* steps);

signals:
    void playingChanged(bool playing);
    void intervalChanged(int milliseconds);

private:
    void advance();
    void onAnimationFinished();
    int step() const;
    int stepCount() const;

    Session* mSession;
    ComparedSteps* mSteps = nullptr;
    HypercubeView* mView;
    QTimer mTimer;
    int mIntervalMs = 1000;
    bool mPlaying = false;
    bool mWaitingForAnimation = false;
};

} // namespace cubelab::gui
