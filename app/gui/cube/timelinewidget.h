#pragma once
// The timeline: the steps a), b), c) … with their links and phase, the transport buttons, a
// scrubber, "Step k / N", the speed, and a caption that says in words what the current step
// does. It shows a shown state's session and changes only the shown state's step and the
// player's speed; in the window that is the window's one step, which runs past the session's
// last step when a longer scenario is compared beside it.

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

    // steps: what it shows and sets (it must outlive the widget).
    TimelineWidget(ShownState* steps, Player* player, const Actions& actions,
                   QWidget* parent = nullptr);

    QString stepText() const;
    // A note beside "Step k / N" on the stage (a lesson's "Scene k of N"); empty: none.
    void setNote(const QString& note);
    QString note() const;
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
    void retranslate();
    void scaleCaption();
    void fitStepsHeight();
    // The caption keeps the height its longest text of this trace needs at its width: never
    // cut, and the view does not jump from step to step.
    void fitCaptionHeight();

    ShownState* mShown;
    Player* mPlayer;
    QListWidget* mSteps;
    QSlider* mScrubber;
    QLabel* mStepLabel;
    QLabel* mNote;
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
