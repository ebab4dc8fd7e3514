#include "export/tikzpaintengine.h"

#include "export/latextext.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QTextItem>
#include <cmath>

namespace cubelab::gui {

namespace {
QString number(double value)
{
    QString text = QString::number(std::abs(value) < 0.005 ? 0.0 : value, 'f', 2);
    while (text.contains(QLatin1Char('.')) &&
           (text.endsWith(QLatin1Char('0')) || text.endsWith(QLatin1Char('.'))))
        text.chop(1);
    return text;
}

double scaleOf(const QTransform& t)
{
    return std::sqrt(std::abs(t.determinant()));
}
} // namespace

TikzPaintEngine::TikzPaintEngine(double ptPerPixel)
    : QPaintEngine(AllFeatures), mPtPerPixel(ptPerPixel)
{
}

bool TikzPaintEngine::begin(QPaintDevice*)
{
    setActive(true);
    return true;
}

bool TikzPaintEngine::end()
{
    setActive(false);
    return true;
}

void TikzPaintEngine::updateState(const QPaintEngineState& state)
{
    const DirtyFlags flags = state.state();
    if (flags & DirtyPen)
        mPen = state.pen();
    if (flags & DirtyBrush)
        mBrush = state.brush();
    if (flags & DirtyFont)
        mFont = state.font();
    if (flags & DirtyTransform)
        mTransform = state.transform();
}

QString TikzPaintEngine::colourName(const QColor& colour)
{
    const QRgb rgb = colour.rgb();
    auto found = mColours.find(rgb);
    if (found == mColours.end())
        found = mColours.insert(rgb, QStringLiteral("cl%1").arg(mColours.size()));
    return *found;
}

QString TikzPaintEngine::colourDefinitions() const
{
    QString out;
    for (auto it = mColours.cbegin(); it != mColours.cend(); ++it)
        out += QStringLiteral("\\definecolor{%1}{RGB}{%2,%3,%4}\n")
                   .arg(*it)
                   .arg(qRed(it.key()))
                   .arg(qGreen(it.key()))
                   .arg(qBlue(it.key()));
    return out;
}

QString TikzPaintEngine::point(const QPointF& p) const
{
    const QPointF q = mTransform.map(p);
    return QStringLiteral("(%1,%2)").arg(number(q.x()), number(q.y()));
}

QString TikzPaintEngine::penOptions() const
{
    QStringList options;
    const double width = (mPen.isCosmetic() ? std::max(1.0, mPen.widthF())
                                            : std::max(mPen.widthF(), 0.5) * scaleOf(mTransform));
    options << QStringLiteral("line width=%1pt").arg(number(width * mPtPerPixel));
    switch (mPen.capStyle()) {
    case Qt::FlatCap:
        options << QStringLiteral("line cap=butt");
        break;
    case Qt::RoundCap:
        options << QStringLiteral("line cap=round");
        break;
    default:
        options << QStringLiteral("line cap=rect");
        break;
    }
    switch (mPen.joinStyle()) {
    case Qt::RoundJoin:
        options << QStringLiteral("line join=round");
        break;
    case Qt::BevelJoin:
        options << QStringLiteral("line join=bevel");
        break;
    default:
        options << QStringLiteral("line join=miter");
        break;
    }
    if (mPen.style() != Qt::SolidLine) {
        QStringList pattern;
        const QList<qreal> dashes = mPen.dashPattern();
        for (qsizetype i = 0; i + 1 < dashes.size(); i += 2)
            pattern << QStringLiteral("on %1pt off %2pt")
                           .arg(number(dashes[i] * width * mPtPerPixel),
                                number(dashes[i + 1] * width * mPtPerPixel));
        if (!pattern.isEmpty())
            options << QStringLiteral("dash pattern=") + pattern.join(QLatin1Char(' '));
    }
    return options.join(QStringLiteral(", "));
}

void TikzPaintEngine::emitPath(const QPainterPath& path, bool fill, bool stroke)
{
    QStringList options;
    if (stroke) {
        const QColor colour = mPen.color();
        options << QStringLiteral("draw=") + colourName(colour) << penOptions();
        if (colour.alphaF() < 1)
            options << QStringLiteral("draw opacity=%1").arg(number(colour.alphaF()));
    }
    if (fill) {
        const QColor colour = mBrush.color();
        options << QStringLiteral("fill=") + colourName(colour);
        if (colour.alphaF() < 1)
            options << QStringLiteral("fill opacity=%1").arg(number(colour.alphaF()));
        if (path.fillRule() == Qt::OddEvenFill)
            options << QStringLiteral("even odd rule");
    }
    QString text;
    QPointF start;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        switch (e.type) {
        case QPainterPath::MoveToElement:
            start = e;
            text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + point(e);
            break;
        case QPainterPath::LineToElement:
            if (QPointF(e) == start && fill &&
                (i + 1 == path.elementCount() ||
                 path.elementAt(i + 1).type == QPainterPath::MoveToElement))
                text += QStringLiteral(" -- cycle");
            else
                text += QStringLiteral(" -- ") + point(e);
            break;
        case QPainterPath::CurveToElement:
            if (i + 2 < path.elementCount()) {
                text +=
                    QStringLiteral(" .. controls %1 and %2 .. %3")
                        .arg(point(e), point(path.elementAt(i + 1)), point(path.elementAt(i + 2)));
                i += 2;
            }
            break;
        case QPainterPath::CurveToDataElement:
            break;
        }
    }
    if (!text.isEmpty())
        mCommands +=
            QStringLiteral("\\path[%1] %2;\n").arg(options.join(QStringLiteral(", ")), text);
}

void TikzPaintEngine::drawPath(const QPainterPath& path)
{
    const bool fill = mBrush.style() != Qt::NoBrush && mBrush.color().alpha() > 0;
    const bool stroke = mPen.style() != Qt::NoPen && mPen.color().alpha() > 0;
    if (fill || stroke)
        emitPath(path, fill, stroke);
}

void TikzPaintEngine::drawPolygon(const QPointF* points, int pointCount, PolygonDrawMode mode)
{
    if (pointCount < 2)
        return;
    QPainterPath path(points[0]);
    for (int i = 1; i < pointCount; ++i)
        path.lineTo(points[i]);
    if (mode == PolylineMode) {
        const bool stroke = mPen.style() != Qt::NoPen && mPen.color().alpha() > 0;
        if (stroke)
            emitPath(path, false, true);
        return;
    }
    path.closeSubpath();
    path.setFillRule(mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
    drawPath(path);
}

void TikzPaintEngine::drawTextItem(const QPointF& position, const QTextItem& item)
{
    const QString text = item.text();
    if (text.trimmed().isEmpty() || mPen.style() == Qt::NoPen)
        return;
    const QFont font = item.font();
    const double pixels = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
    const double size = pixels * scaleOf(mTransform) * mPtPerPixel;
    // TeX's letters are narrower than Qt's: anchored at the middle of the width Qt measured,
    // centred labels stay centred.
    const double width = QFontMetricsF(font).horizontalAdvance(text);
    const QPointF middle(position.x() + width / 2, position.y());
    QString style = QStringLiteral("\\fontsize{%1pt}{%2pt}\\selectfont\\sffamily")
                        .arg(number(size), number(size * 1.2));
    if (font.bold())
        style += QStringLiteral("\\bfseries");
    if (font.italic())
        style += QStringLiteral("\\itshape");
    const QString colour = colourName(mPen.color());
    mCommands +=
        QStringLiteral("\\node[anchor=base, inner sep=0pt, text=%1, font=%2] at %3 {%4};\n")
            .arg(colour, style, point(middle), LatexText::escape(text));
}

void TikzPaintEngine::drawPixmap(const QRectF&, const QPixmap&, const QRectF&) {}

} // namespace cubelab::gui
