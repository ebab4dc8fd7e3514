#pragma once
// StepFigure: the hypercube view drawn at any step of a trace for the lecturer's exports
// (handout, animation, TikZ figure), off screen and apart from the window's view, so an export
// never moves the window's step. It paints through HypercubeView's own paint routine, in the
// layout and theme it is given, so the figures are the pictures the lecture shows.

#include "common/theme.h"
#include "cube/hypercubeview.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <cubelab/trace.h>
#include <memory>
#include <optional>

class QPainter;

namespace cubelab::gui {

class StepFigure
{
    Q_DECLARE_TR_FUNCTIONS(StepFigure)

public:
    // layout: the user's chosen layout (HypercubeView::chosenLayout), nullopt for the
    // collective's own figure.
    StepFigure(std::shared_ptr<const Trace> trace, std::optional<HypercubeView::LayoutMode> layout,
               const Theme& theme);
    ~StepFigure();

    // The budget of an export made of many pictures (the web page, the handout), counted before
    // it starts: the nodes drawn in all, each picture drawing the cube's nodes (the view draws
    // none beyond HypercubeView::kMaxDimension).
    static constexpr std::uint64_t kMaxDrawnNodes = std::uint64_t{1} << 20;
    // The nodes a picture of the trace draws.
    static std::uint64_t drawnNodes(const Trace& trace);
    // Empty when the pictures, drawing nodes nodes in all, fit kMaxDrawnNodes; else why not, in
    // the window's language.
    static QString overBudget(std::uint64_t pictures, std::uint64_t nodes);

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
