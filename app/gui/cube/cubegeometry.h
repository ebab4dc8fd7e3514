#pragma once
// CubeGeometry: where the hypercube view puts everything for one target size, zoom, layout and
// mode — the level of detail (whole s_i, cut s_i, addresses or dots), the nodes' boxes and
// type, the legend's place, the links' lines and the tree's edges. A pure function of its
// inputs (build()), without a widget, so that it can be tested on its own; the view keeps the
// last one and builds it again only when an input changes. It does not depend on the step.

#include "cube/nodeboxes.h"
#include "cube/stagefit.h"
#include "cube/viewlegend.h"

#include <QFont>
#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <cstdint>
#include <cubelab/cubelayout.h>
#include <cubelab/trace.h>
#include <span>
#include <vector>

namespace cubelab {
class TraceFacts;
}

namespace cubelab::gui {

struct CubeGeometry
{
    // How much a node shows: its address and s_i, its address, or a dot. Chosen from the room
    // the layout leaves between nodes at the current size and zoom (see docs/gui-view.md).
    enum class Detail
    {
        Dots,
        Address,
        Full
    };
    using Hint = ViewLegend::Hint;

    static constexpr int kMaxStageDimension = 4; // every s_i whole on its node up to 16 nodes
    static constexpr int kMaxFullDimension =
        6; // s_i on the nodes, cut short where they must be, up to 64
    static constexpr int kMaxTokenLabelDimension =
        4; // travelling tokens carry their value up to 16 nodes
    static constexpr int kMaxEdgeLabelDimension =
        5; // the tree's edges name their step and link up to 32 nodes
    // Type sizes in pixels. The nodes' type grows with the room the view has, between the
    // smallest size and the mode's largest; the legend's shrinks only when its rows would not fit.
    static constexpr int kNodePixels = 17; // the reference the pens and badges scale from
    static constexpr int kMinNodePixels = 8;
    static constexpr int kMaxNodePixels = 28;
    static constexpr int kMaxPresentationNodePixels = 48;
    static constexpr int kMinEdgeLabelPixels = 10;
    static constexpr double kTreeEdgeDrop = 2.0; // a tree edge drops at least this many type sizes

    struct Fonts
    {
        QFont address, value, edge;
    };
    // The nodes' fonts at a type size (the application's font family).
    static Fonts fontsAt(int nodePixels);

    // The layout's positions in the unit square (the core's CubeLayout, the web page's too),
    // as the points build() takes.
    static std::vector<QPointF> unitPositions(int dimension, CubeLayout::Mode mode,
                                              std::span<const int> order, NodeId root);

    // What the geometry depends on. The pointers must outlive build().
    struct Input
    {
        QRectF target;
        double zoom = 1.0;
        bool presentation = false;
        int dimension = 0;
        bool tree = false;   // the tree layout: links are its edges, which drop below their parent
        bool weight = false; // the weight layout: no links in the fog of a large cube
        const std::vector<QPointF>* unit = nullptr; // the layout's positions in the unit square
        const std::vector<NodeBoxes::Link>* links =
            nullptr; // the links drawn (tree: (child, parent))
        // Every s_i each node shows over the trace, measured (StageFit::measure); needed up to
        // kMaxFullDimension, may be null above.
        const StageFit::Texts* texts = nullptr;
        const ViewLegend* legend = nullptr;
    };
    static CubeGeometry build(const Input& input);

    Detail detail = Detail::Dots;
    Hint hint = Hint::None;
    Fonts fonts;
    double scale = 1;          // pens, corners and badges of the nodes grow with their type
    std::vector<QSizeF> boxes; // per node (Full and Address)
    bool wholeValues = false;  // Full: every s_i whole, broken at its operators
    double measure = 0;        // the widest line an s_i may take when whole
    int maxValueLines = 1;     // Full, cut short: s_i on one line or two
    double dotRadius = 3;
    double linkWidth = 1;
    double arrowWidth = 2;
    double padding = 4;
    bool antialiasLines = true; // QPainter's antialiased lines cost ~40 µs each: few only
    bool antialiasNodes = true;
    ViewLegend::Layout legend;
    QRectF plot;
    std::vector<QPointF> centres;
    std::vector<std::vector<QLineF>> links; // by link number - 1
    // Tree layout: per child, its edge from the parent's box to its own. The edges of a
    // parent leave its lower side at distinct points, ordered as its children stand, so
    // they fan out instead of meeting in one point (empty in the other layouts).
    std::vector<QLineF> edges;

    QSizeF box(NodeId node) const { return node < boxes.size() ? boxes[node] : QSizeF(); }
    // The edge that carries m in the tree layout, as (sender's end, receiver's end); an empty
    // line when m does not follow a tree edge.
    QLineF treeEdgeOf(const TraceFacts& facts, const Message& m) const;
};

} // namespace cubelab::gui
