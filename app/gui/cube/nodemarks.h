#pragma once
// NodeMarks: the marks the hypercube view and its legend draw alike — a node's box in its
// part of a step (sends, receives, both, done), the root's diamond, and link lines in a
// link's colour (links 9 and 10 as double lines). Painting with a theme, nothing more.

#include "common/theme.h"

#include <QLineF>
#include <QPolygonF>
#include <QSizeF>
#include <vector>

class QPainter;

namespace cubelab::gui {

class NodeMarks
{
public:
    // A node's part in the current step, as bits.
    static constexpr int kNoRole = 0;
    static constexpr int kSends = 1;
    static constexpr int kReceives = 2;

    // The node's box: senders dashed blue, receivers solid green, both with a dashed inner
    // outline, finished nodes grey; scale grows the pens and corners with the type.
    static void paintBox(QPainter& painter, const Theme& theme, QPointF centre, QSizeF size,
                         int role, bool done, double scale);
    static QPolygonF diamond(QPointF centre, double radius);
    // Lines in a link's colour at a width, in the link's line style (Theme::linkDashes) where
    // they are few enough for a dash pattern to cost nothing (kMaxPatternedLines: a cube up to
    // n = 4, a step's messages, a legend swatch); links 9 and 10 (which reuse the colours of 1
    // and 2) get a core in the background colour.
    static constexpr std::size_t kMaxPatternedLines = 64;
    // The casing under such lines (a light link colour on a light background): as wide as the
    // line and two pixels more, in the line's dashes, so that the gaps show the background.
    static void drawLinkCasing(QPainter& painter, const Theme& theme,
                               const std::vector<QLineF>& lines, int link, double width);
    static void drawLinkLines(QPainter& painter, const Theme& theme,
                              const std::vector<QLineF>& lines, int link, const QColor& colour,
                              double width);
    // The edge of a thick link line: its own colour, darkened, so the hue stays.
    static QColor casingColour(const Theme& theme, int link);
};

} // namespace cubelab::gui
