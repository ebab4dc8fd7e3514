#include "export/stepfigure.h"

#include <QPainter>
#include <algorithm>

namespace cubelab::gui {

StepFigure::StepFigure(std::shared_ptr<const Trace> trace,
                       std::optional<HypercubeView::LayoutMode> layout, const Theme& theme)
    : mTrace(std::move(trace)), mTheme(theme), mView(std::make_unique<HypercubeView>())
{
    mView->setAnimationDuration(0);
    mView->setStill(true);
    mView->setTheme(theme);
    mView->setTrace(mTrace);
    mView->setChosenLayout(layout);
}

StepFigure::~StepFigure() = default;

std::uint64_t StepFigure::drawnNodes(const Trace& trace)
{
    // Beyond the view's largest cube a picture says why it stops: as much as one node.
    return trace.cube().dimension() > HypercubeView::kMaxDimension ? 1 : trace.nodeCount();
}

QString StepFigure::overBudget(std::uint64_t pictures, std::uint64_t nodes)
{
    if (nodes <= kMaxDrawnNodes)
        return {};
    return tr("The export would draw %1 pictures of the cube, %2 nodes in all, more than the %3 an "
              "export may draw: "
              "choose a smaller cube or a scenario with fewer steps.")
        .arg(pictures)
        .arg(nodes)
        .arg(kMaxDrawnNodes);
}

void StepFigure::paint(QPainter& painter, const QRectF& target, int step) const
{
    mView->setStep(std::clamp(step, 0, stepCount()), false);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    mView->paintScene(painter, target);
    painter.restore();
}

void StepFigure::paintInMotion(QPainter& painter, const QRectF& target, int step,
                               double progress) const
{
    mView->setStep(std::clamp(step, 0, stepCount()), false);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    mView->paintSceneInMotion(painter, target, progress);
    painter.restore();
}

} // namespace cubelab::gui
