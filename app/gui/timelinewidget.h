#pragma once
// The timeline: the steps a), b), c) … with their links and phase, the transport buttons, a
// scrubber, "Step k / N", the speed, and a caption that says in words what the current step
// does. It shows the session and changes only the session's step and the player's speed.

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QSlider;
class QToolButton;

namespace cubelab::gui {

class Player;
class Session;

class TimelineWidget : public QWidget
{
    Q_OBJECT

public:
    struct Actions
    {
        QAction* first;
        QAction* previous;
        QAction* playPause;
        QAction* next;
        QAction* last;
    };

    TimelineWidget(Session* session, Player* player, const Actions& actions, QWidget* parent = nullptr);

    QString stepText() const;
    QString caption() const;
    QSlider* scrubber() const { return mScrubber; }
    QSlider* speedSlider() const { return mSpeed; }

    // The speed slider runs 0..kSpeedSteps, logarithmic between the slowest and fastest step.
    static constexpr int kSpeedSteps = 100;
    static int intervalForSlider(int position);
    static int sliderForInterval(int milliseconds);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildSteps();
    void showStep();
    void showSpeed();
    void retranslate();
    void scaleCaption();
    void fitStepsHeight();

    Session* mSession;
    Player* mPlayer;
    QListWidget* mSteps;
    QSlider* mScrubber;
    QLabel* mStepLabel;
    QLabel* mSpeedTitle;
    QSlider* mSpeed;
    QLabel* mSpeedLabel;
    QLabel* mCaption;
    QList<QToolButton*> mButtons;
};

} // namespace cubelab::gui
