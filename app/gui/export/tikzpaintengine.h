#pragma once
// TikzPaintEngine: what a QPainter draws, as TikZ commands — paths (lines, rectangles,
// ellipses, curves) with their pen and brush, and text with its font size and colour — the
// way QSvgGenerator's engine writes SVG. Coordinates stay the painter's pixels; the picture's
// x and y units (TikzPaintDevice) turn them into lengths. Pixmaps are left out (the views
// paint vectors on any engine that is not the raster one); clipping is not followed.

#include <QColor>
#include <QMap>
#include <QPaintEngine>
#include <QPen>
#include <QString>
#include <QTransform>

namespace cubelab::gui {

class TikzPaintEngine : public QPaintEngine
{
public:
    // ptPerPixel: the length of one painter pixel in TeX points (for pens and fonts).
    explicit TikzPaintEngine(double ptPerPixel);

    bool begin(QPaintDevice* device) override;
    bool end() override;
    void updateState(const QPaintEngineState& state) override;
    void drawPath(const QPainterPath& path) override;
    void drawPolygon(const QPointF* points, int pointCount, PolygonDrawMode mode) override;
    void drawTextItem(const QPointF& position, const QTextItem& item) override;
    void drawPixmap(const QRectF& target, const QPixmap& pixmap, const QRectF& source) override;
    Type type() const override { return User; }

    // The commands drawn so far, one a line, and the \definecolor lines of their colours.
    const QString& commands() const { return mCommands; }
    QString colourDefinitions() const;

private:
    QString colourName(const QColor& colour);
    QString penOptions() const;
    QString point(const QPointF& p) const;
    void emitPath(const QPainterPath& path, bool fill, bool stroke);

    double mPtPerPixel;
    QString mCommands;
    QMap<QRgb, QString> mColours; // colour → its name in the picture
    QPen mPen;
    QBrush mBrush;
    QFont mFont;
    QTransform mTransform;
};

} // namespace cubelab::gui
