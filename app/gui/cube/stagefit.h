#pragma once
// StageFit: the largest type at which every node of a small cube shows its address and its
// whole s_i. Each box is as wide as the node's longest line and as tall as its lines over the
// whole trace (so nothing moves while the steps play), and the boxes keep room between each
// other and for the links (NodeBoxes). Long expressions break at their operators
// (ExpressionLines): the fit tries each break level and keeps the largest type; a deeper level,
// with more and shorter lines, wins only when its type is clearly larger. Pure: sizes in
// pixels from font metrics, tested without painting.

#include "cube/nodeboxes.h"

#include <QFont>
#include <QFontMetricsF>
#include <QStringList>
#include <vector>

namespace cubelab::gui {

class StageFit
{
public:
    // What the nodes show, measured once per trace and font family (the expensive part).
    struct Texts
    {
        QFont font; // the family; sizes are chosen by fit()
        int addressDigits = 1;
        std::vector<QStringList> values; // per node: every s_i it shows over the trace
        bool expressions = true;         // the values break at their operators (else numbers)
        // Measured at kReferencePixels, per break level: the widest line any node may take,
        // and per node its widest line and its number of lines.
        std::vector<double> measure;
        std::vector<std::vector<double>> widths;
        std::vector<std::vector<int>> lines;
        double addressWidth = 0;
    };
    static constexpr int kReferencePixels = 64;
    static Texts measure(const QFont& font, int addressDigits, std::vector<QStringList> values,
                         bool expressions);

    struct Stage
    {
        std::vector<QPointF> unit;          // the layout's positions in the unit square
        std::vector<NodeBoxes::Link> links; // the links drawn
        QRectF plot;
        double zoom = 1;
        int minPixels = 8;
        int maxPixels = 28;
        // Tree layouts: the links are (child, parent) edges, and each child's box stands at
        // least edgeDrop times the type's size below its parent's (NodeBoxes::dropDown).
        double edgeDrop = 0;
    };

    struct Result
    {
        bool fits = false;
        int pixels = 0;     // the type's pixel size, for addresses (bold) and values alike
        double measure = 0; // the widest line an s_i may take: the width for ExpressionLines::fit
        std::vector<QSizeF> boxes;
        std::vector<QPointF> centres;
    };
    static Result fit(const Texts& texts, const Stage& stage);

    // The sizes that grow with the type.
    static QFont addressFont(const QFont& family, int pixels);
    static QFont valueFont(const QFont& family, int pixels);
    static double padding(int pixels); // inside a box, around its text
    static double lineGap(int pixels); // between the address and the s_i
    static double gap(int pixels); // between boxes side by side (a third of it one above the other)
    static double linkMargin(int pixels) { return gap(pixels) / 4; }
    // The box of a node whose s_i takes lines lines of at most textWidth.
    static QSizeF boxSize(const QFont& family, int pixels, int addressDigits, double textWidth,
                          int lines);

    // The lines a value is written in, at most measure wide (expressions break, numbers not).
    static QStringList linesOf(const QString& value, bool expression, const QFontMetricsF& metrics,
                               double measure);
};

} // namespace cubelab::gui
