#pragma once
// NodeBoxes: where the nodes' boxes stand in the hypercube view's plot, and whether they leave
// room for each other and for the links — the geometry the view chooses its node and type
// sizes with. Pure: positions and sizes in pixels, tested without painting.

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <cubelab/hypercube.h>
#include <utility>
#include <vector>

namespace cubelab::gui {

class NodeBoxes
{
public:
    using Link = std::pair<NodeId, NodeId>;

    // The centres of boxes of the given sizes (one per node, or one for all) at the layout's
    // unit positions: each axis stretched as far as it goes with every box inside plot, then
    // spread by zoom about the plot's centre (zoom 1: everything inside the plot).
    static std::vector<QPointF> place(const std::vector<QPointF>& unit,
                                      const std::vector<QSizeF>& sizes, const QRectF& plot,
                                      double zoom);

    // True when no two boxes come closer than gap side by side or gap / 3 one above the other,
    // every link shows at least 1.25 gap between its ends' boxes, and no link
    // passes closer than margin to a box that is not one of its ends.
    static bool haveRoom(const std::vector<QPointF>& centres, const std::vector<QSizeF>& sizes,
                         const std::vector<Link>& links, double gap, double margin);

    // True when the first node of every link stands below the second, its box's top at least
    // drop below the other's bottom: a tree's edges (child, parent) keep room for their labels.
    static bool dropDown(const std::vector<QPointF>& centres, const std::vector<QSizeF>& sizes,
                         const std::vector<Link>& links, double drop);

    // For boxes of one height: the widest box that leaves gap between any two that share a row
    // (closer than height + gap / 3 vertically)…
    static double freeWidth(const std::vector<QPointF>& centres, double height, double gap);
    // …and the widest box that no link of another node comes closer to than margin.
    static double linkFreeWidth(const std::vector<QPointF>& centres, const std::vector<Link>& links,
                                double height, double margin);
};

} // namespace cubelab::gui
