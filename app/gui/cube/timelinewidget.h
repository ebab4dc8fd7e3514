#pragma once
// The timeline: the steps a), b), c) … with their links and phase, the transport buttons, a
// scrubber, "Step k / N", the speed, and a caption that says in words what the current step
// does. It shows the session and changes only the session's step and the player's speed; in
// the window it shows and sets the window's one step (ShownState, followSteps), which runs
// past the session's last step when a longer scenario is compared beside it.

#include <QList>
#include <QStringList>
#include <QWidget>

class QAction;
class QBoxLayout;
class QLabel;
class QListWidget;
class QSlider;
class QToolButton;

namespace cubelab::gui {

class ShownState;
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

    TimelineWidget(Session* session, Player* player, const Actions& actions,
                   QWidget* parent = nullptr);

    // Shows and sets these steps instead of the session's own (they must outlive the widget).
    void followSteps(ShownState* steps);

    QString stepText() const;
    QString caption() const;
    // The full list of the step's messages when the caption summarises them (else empty).
    QString captionToolTip() const;
    // On the stage the timeline shows the transport, "Step k / N" and the caption alone.
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return mPresentation; }
    QSlider* scrubber() const { return mScrubber; }
    QSlider* speedSlider() const { return mSpeed; }

    // The speed slider runs 0..kSpeedSteps, logarithmic between the slowest and fastest step.
    static constexpr int kSpeedSteps = 100;
    // From this width on the speed stands beside the caption, below it in a narrower timeline.
    static constexpr int kSideBySideWidth = 700;
    static int intervalForSlider(int position);
    static int sliderForInterval(int milliseconds);

signals:
    // The caption needs another height (a new trace, language, font or width).
    void captionHeightChanged();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void setUpWidgets();
    void layOutRows(const Actions& actions);
    void rebuildSteps();
    void showStep();
    void showSpeed();
    int step() const;
    int stepCount() const;
    void setStep(int step);
    void retranslate();
    void scaleCaption();
    void fitStepsHeight();
    // The caption keeps the height its longest text of this trace needs at its width: never
    // cut, and the view does not jump from step to step.
    void fitCaptionHeight();

    Session* mSession;
    ShownState* mFollowed = nullptr;
    Player* mPlayer;
    QListWidget* mSteps;
    QSlider* mScrubber;
    QLabel* mStepLabel;
    QLabel* mSpeedTitle;
    QSlider* mSpeed;
    QLabel* mSpeedLabel;
    QLabel* mCaption;
    QBoxLayout* mBottom = nullptr;
    QList<QToolButton*> mButtons;
    QStringList mCaptions; // per step of the trace
    bool mPresentation = false;
};

} // namespace cubelab::gui
