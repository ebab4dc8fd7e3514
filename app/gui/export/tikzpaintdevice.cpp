#include "export/tikzpaintdevice.h"

#include "export/tikzpaintengine.h"

namespace cubelab::gui {

namespace {
constexpr double kPtPerCm = 72.27 / 2.54;
constexpr int kDpi = 96;
} // namespace

TikzPaintDevice::TikzPaintDevice(QSize size, double widthCm)
    : mSize(size), mWidthCm(widthCm),
      mEngine(std::make_unique<TikzPaintEngine>(widthCm * kPtPerCm / std::max(1, size.width())))
{
}

TikzPaintDevice::~TikzPaintDevice() = default;

QPaintEngine* TikzPaintDevice::paintEngine() const
{
    return mEngine.get();
}

int TikzPaintDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return mSize.width();
    case PdmHeight:
        return mSize.height();
    case PdmWidthMM:
        return static_cast<int>(mSize.width() * 25.4 / kDpi);
    case PdmHeightMM:
        return static_cast<int>(mSize.height() * 25.4 / kDpi);
    case PdmNumColors:
        return 0x7fffffff;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return kDpi;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return static_cast<int>(devicePixelRatioFScale());
    }
    return 0;
}

QString TikzPaintDevice::picture() const
{
    const double unit = mWidthCm * kPtPerCm / std::max(1, mSize.width());
    return QStringLiteral("\\begin{tikzpicture}[x=%1pt, y=-%1pt]\n"
                          "\\useasboundingbox (0,0) rectangle (%2,%3);\n"
                          "\\clip (0,0) rectangle (%2,%3);\n"
                          "%4\\end{tikzpicture}\n")
        .arg(QString::number(unit, 'f', 5))
        .arg(mSize.width())
        .arg(mSize.height())
        .arg(mEngine->commands());
}

QString TikzPaintDevice::document(const QString& title) const
{
    // A millimetre more than the picture each way, so TeX never pushes it onto a second page.
    const double heightCm = mWidthCm * mSize.height() / std::max(1, mSize.width()) + 0.1;
    QString comment = title;
    comment.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QStringLiteral(
               "% %1\n"
               "% Compile with pdflatex. For a Beamer frame copy the tikzpicture and the colours.\n"
               "\\documentclass{article}\n"
               "\\usepackage[paperwidth=%2cm, paperheight=%3cm, margin=0pt]{geometry}\n"
               "\\usepackage{tikz}\n"
               "\\pagestyle{empty}\n"
               "% colours\n%4"
               "\\begin{document}\n"
               "\\noindent\n"
               "% picture\n%5"
               "\\end{document}\n")
        .arg(comment, QString::number(mWidthCm + 0.1, 'f', 2), QString::number(heightCm, 'f', 2),
             mEngine->colourDefinitions(), picture());
}

} // namespace cubelab::gui
