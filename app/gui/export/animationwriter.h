#pragma once
// AnimationWriter: a lecture's trace as an animated GIF for a slide — the initial state, then
// for each step the view's own animation (the messages travelling, StepFigure::paintInMotion)
// and the step as it ends, held for a pause; looping for ever. Below the view each frame
// carries "Step k / N" and the step's caption (CollectiveTexts) in the language installed now.

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

namespace cubelab::gui {

class StepFigure;

class AnimationWriter
{
    Q_DECLARE_TR_FUNCTIONS(AnimationWriter)

public:
    static constexpr int kInBetweenFrames = 6; // frames of the animation between two steps
    static constexpr int kInBetweenDelay = 10; // hundredths of a second each
    static constexpr int kStepPause = 250;     // a step as it ends, held this long
    static constexpr int kLastStepPause = 400; // the last step, before the loop starts again

    // The budget of an animation: kMaxSlideFrames frames of a slide's 1280 x 720, or as many
    // pixels in all at another size (about 25 s of drawing). A ring on 256 nodes would have
    // 3571 frames and took 132 s; the handout (PDF) shows a long run better.
    static constexpr qint64 kMaxSlideFrames = 600;
    static constexpr qint64 kMaxPixels = kMaxSlideFrames * 1280 * 720;

    AnimationWriter(const StepFigure& figure, QSize size);

    // Empty when the animation fits the budget; else why it does not, in the window's language.
    QString overBudget() const;

    // The frame of step k at progress 0..1 of its animation (1: the step as it ends).
    QImage frame(int step, double progress) const;
    // How many frames the GIF has: 1 + stepCount × (kInBetweenFrames + 1).
    int frameCount() const;
    // The whole GIF; throws std::runtime_error when giflib fails.
    QByteArray gif() const;
    // Into the file atomically; false with *error saying why (the old file is kept).
    bool write(const QString& path, QString* error) const;

private:
    const StepFigure& mFigure;
    QSize mSize;
};

} // namespace cubelab::gui
