#pragma once
// Player: plays the session's steps one after the other, one step per interval. A step's
// animation is never cut short: when the interval ends while the view still animates, the
// next step waits for animationFinished.

#include <QObject>
#include <QTimer>

namespace cubelab::gui {

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

signals:
    void playingChanged(bool playing);
    void intervalChanged(int milliseconds);

private:
    void advance();
    void onAnimationFinished();

    Session* mSession;
    HypercubeView* mView;
    QTimer mTimer;
    int mIntervalMs = 1000;
    bool mPlaying = false;
    bool mWaitingForAnimation = false;
};

} // namespace cubelab::gui
