#include "export/animationwriter.h"

#include "common/collectivetexts.h"
#include "document/documentfiles.h"
#include "export/gifencoder.h"
#include "export/imagefiles.h"
#include "export/stepfigure.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <exception>

namespace cubelab::gui {

AnimationWriter::AnimationWriter(const StepFigure& figure, QSize size)
    : mFigure(figure), mSize(size)
{
}

QImage AnimationWriter::frame(int step, double progress) const
{
    const Theme& theme = mFigure.theme();
    QImage image(mSize, QImage::Format_RGB32);
    image.fill(theme.background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    // The band below the view: "Step k / N" and the caption, sized to the frame's height.
    const double unit = mSize.height() / 720.0;
    const double margin = 16 * unit;
    QFont font = QApplication::font();
    font.setPixelSize(std::max(12, static_cast<int>(22 * unit)));
    painter.setFont(font);
    const QString caption =
        tr("Step %1 / %2").arg(step).arg(mFigure.stepCount()) + QStringLiteral(" · ") +
        CollectiveTexts::shownCaption(mFigure.trace(), static_cast<std::size_t>(step));
    const QRectF band(margin, 0, mSize.width() - 2 * margin, mSize.height() * 0.3);
    const QRectF needed =
        painter.boundingRect(band, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    const double bandHeight = std::min(needed.height(), mSize.height() * 0.3);
    const QRectF text(margin, mSize.height() - margin - bandHeight, band.width(), bandHeight);

    const QRectF view(0, 0, mSize.width(), text.top() - margin / 2);
    if (progress >= 1.0 || step == 0)
        mFigure.paint(painter, view, step);
    else
        mFigure.paintInMotion(painter, view, step, progress);

    painter.setPen(theme.text);
    painter.setFont(font);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    return image;
}

int AnimationWriter::frameCount() const
{
    return 1 + mFigure.stepCount() * (kInBetweenFrames + 1);
}

QByteArray AnimationWriter::gif() const
{
    const int steps = mFigure.stepCount();
    // The palette: the theme's colours exactly, then what the first and last step and a
    // message on its way add (the blends of antialiased edges and faded links).
    const Theme& theme = mFigure.theme();
    std::vector<QColor> exact = {
        theme.background, theme.surface,      theme.text,        theme.mutedText, theme.outline,
        theme.highlight,  theme.sender,       theme.receiver,    theme.done,      theme.root,
        theme.senderFill, theme.receiverFill, theme.doneOutline, theme.linkCasing};
    exact.insert(exact.end(), theme.linkColors.begin(), theme.linkColors.end());
    std::vector<QImage> samples = {frame(0, 1.0), frame(steps, 1.0)};
    if (steps > 0)
        samples.push_back(frame(1, 0.5));
    GifEncoder encoder(mSize, GifEncoder::palette(exact, samples));
    samples.clear();

    encoder.addFrame(frame(0, 1.0), steps == 0 ? kLastStepPause : kStepPause);
    for (int step = 1; step <= steps; ++step) {
        for (int i = 1; i <= kInBetweenFrames; ++i)
            encoder.addFrame(frame(step, double(i) / (kInBetweenFrames + 1)), kInBetweenDelay);
        encoder.addFrame(frame(step, 1.0), step == steps ? kLastStepPause : kStepPause);
    }
    return encoder.finish();
}

QString AnimationWriter::overBudget() const
{
    const qint64 frames = frameCount();
    const qint64 pixels = frames * mSize.width() * mSize.height();
    if (pixels <= kMaxPixels)
        return {};
    return tr("the animation would have %1 frames of %2 x %3 pixels, more than an animation may "
              "have (%4 frames "
              "of 1280 x 720, or as many pixels): choose a smaller cube or a smaller size; the "
              "handout (PDF) "
              "shows every step of a long run")
        .arg(frames)
        .arg(mSize.width())
        .arg(mSize.height())
        .arg(kMaxSlideFrames);
}

bool AnimationWriter::write(const QString& path, QString* error) const
{
    if (const QString reason = overBudget(); !reason.isEmpty()) {
        if (error)
            *error = DocumentFiles::notWritten(path, reason);
        return false;
    }
    QByteArray bytes;
    try {
        bytes = gif();
    } catch (const std::exception& e) {
        if (error)
            *error = DocumentFiles::notWritten(path, e);
        return false;
    }
    return writeBytes(path, bytes, error);
}

} // namespace cubelab::gui
