#include "export/lectureexports.h"

#include "common/collectivetexts.h"
#include "export/animationwriter.h"
#include "export/handoutwriter.h"
#include "export/imagefiles.h"
#include "export/stepfigure.h"
#include "export/tikzpaintdevice.h"

#include <QPainter>

namespace cubelab::gui {

LectureExports::LectureExports(std::shared_ptr<const Trace> trace,
                               std::optional<HypercubeView::LayoutMode> layout, const Theme& theme)
    : mTrace(std::move(trace)), mLayout(layout), mTheme(theme)
{
}

bool LectureExports::writeHandout(const QString& path, QString* error) const
{
    const StepFigure figure(mTrace, mLayout, Theme::make(ThemeKind::Light));
    return HandoutWriter(figure).write(path, error);
}

bool LectureExports::writeAnimation(const QString& path, QSize size, QString* error) const
{
    const StepFigure figure(mTrace, mLayout, mTheme);
    return AnimationWriter(figure, size).write(path, error);
}

bool LectureExports::writeCubeTikz(const QString& path, int step, QSize size, QString* error) const
{
    const StepFigure figure(mTrace, mLayout, mTheme);
    return writeTikz(
        path, size, figureTitle(step, tr("the hypercube view")),
        [&](QPainter& painter) {
            figure.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), step);
        },
        error);
}

QString LectureExports::figureTitle(int step, const QString& view) const
{
    return tr("%1, %2: %3", "the collective, the step, the view")
        .arg(CollectiveTexts::title(mTrace->scenario().algorithm),
             CollectiveTexts::stepTitle(*mTrace, static_cast<std::size_t>(step)), view);
}

bool LectureExports::writeTikz(const QString& path, QSize size, const QString& title,
                               const std::function<void(QPainter&)>& paint, QString* error)
{
    TikzPaintDevice device(size, kTikzWidthCm);
    {
        QPainter painter(&device);
        paint(painter);
    }
    return writeTextFile(path, device.document(title), error);
}

} // namespace cubelab::gui
