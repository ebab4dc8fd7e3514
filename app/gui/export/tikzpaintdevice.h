#pragma once
// TikzPaintDevice: a QPaintDevice whose painter writes a TikZ picture (TikzPaintEngine), so
// any view that paints through QPainter becomes a LaTeX figure, as QSvgGenerator makes it an
// SVG. document() wraps the picture in a LaTeX document that pdflatex compiles with the
// kernel, geometry and TikZ alone; its page is the picture's size. The tikzpicture between the
// marked lines can be copied into a Beamer frame.

#include <QPaintDevice>
#include <QSize>
#include <QString>
#include <memory>

namespace cubelab::gui {

class TikzPaintEngine;

class TikzPaintDevice : public QPaintDevice
{
public:
    // A canvas of size pixels, printed widthCm wide.
    TikzPaintDevice(QSize size, double widthCm);
    ~TikzPaintDevice() override;

    QPaintEngine* paintEngine() const override;
    // The picture alone (\begin{tikzpicture} … \end{tikzpicture}), after the painter has ended.
    QString picture() const;
    // A whole LaTeX document with the picture; title goes into a comment at its top.
    QString document(const QString& title) const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize mSize;
    double mWidthCm;
    std::unique_ptr<TikzPaintEngine> mEngine;
};

} // namespace cubelab::gui
