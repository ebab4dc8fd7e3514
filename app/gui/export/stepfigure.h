#pragma once
// StepFigure: the hypercube view drawn at any step of a trace for the lecturer's exports
// (handout, animation, TikZ figure), off screen and apart from the window's view, so an export
// never moves the window's step. It paints through HypercubeView's own paint routine, in the
// layout and theme it is given, so the figures are the pictures the lecture shows.

#include "common/theme.h"
#include "cube/hypercubeview.h"

#include <cubelab/trace.h>

#include <QRectF>

#include <memory>
#include <optional>

class QPainter;

namespace cubelab::gui {

class StepFigure
{
public:
    // layout: the user's chosen layout (HypercubeView::chosenLayout), nullopt for the
    // collective's own figure.
    StepFigure(std::shared_ptr<const Trace> trace, std::optional<HypercubeView::LayoutMode> layout,
               const Theme& theme);
    ~StepFigure();

    const Trace& trace() const { return *mTrace; }
    const std::shared_ptr<const Trace>& sharedTrace() const { return mTrace; }
    int stepCount() const { return static_cast<int>(mTrace->stepCount()); }
    const Theme& theme() const { return mTheme; }

    // The view at step k (0 = the initial state) into target.
    void paint(QPainter& painter, const QRectF& target, int step) const;
    // Step k's animation at progress 0..1 (k >= 1): the messages on their way from step k-1.
    void paintInMotion(QPainter& painter, const QRectF& target, int step, double progress) const;

private:
    std::shared_ptr<const Trace> mTrace;
    Theme mTheme;
    std::unique_ptr<HypercubeView> mView;
};

} // namespace cubelab::gui
