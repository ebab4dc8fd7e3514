#pragma once
// Player: plays the steps of a shown state one after the other, one step per interval. A
// step's animation is never cut short: when the interval ends while the view still animates,
// the next step waits for animationFinished. In the window it plays the window's one step: a
// comparison's two sessions play together.

#include <QObject>
#include <QTimer>

namespace cubelab::gui {

class ShownState;
class HypercubeView;

class Player : public QObject
{
    Q_OBJECT

public:
    static constexpr int kFastestMs = 100;
    static constexpr int kSlowestMs = 4000;

    // steps: what it plays (it must outlive the player); view: the cube whose animation a
    // step waits for.
    Player(ShownState* steps, HypercubeView* view, QObject* parent = nullptr);

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

signals:
    void playingChanged(bool playing);
    void intervalChanged(int milliseconds);

private:
    void advance();
    void onAnimationFinished();

    ShownState* mSteps;
    HypercubeView* mView;
    QTimer mTimer;
    int mIntervalMs = 1000;
    bool mPlaying = false;
    bool mWaitingForAnimation = false;
};

} // namespace cubelab::gui
