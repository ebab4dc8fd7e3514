#include "export/stepfigure.h"

#include <QPainter>

#include <algorithm>

namespace cubelab::gui {

StepFigure::StepFigure(std::shared_ptr<const Trace> trace, std::optional<HypercubeView::LayoutMode> layout,
                       const Theme& theme)
    : mTrace(std::move(trace)), mTheme(theme), mView(std::make_unique<HypercubeView>())
{
    mView->setAnimationDuration(0);
    mView->setStill(true);
    mView->setTheme(theme);
    mView->setTrace(mTrace);
    mView->setChosenLayout(layout);
}

StepFigure::~StepFigure() = default;

void StepFigure::paint(QPainter& painter, const QRectF& target, int step) const
{
    mView->setStep(std::clamp(step, 0, stepCount()), false);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    mView->paintScene(painter, target);
    painter.restore();
}

void StepFigure::paintInMotion(QPainter& painter, const QRectF& target, int step, double progress) const
{
    mView->setStep(std::clamp(step, 0, stepCount()), false);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    mView->paintSceneInMotion(painter, target, progress);
    painter.restore();
}

} // namespace cubelab::gui
