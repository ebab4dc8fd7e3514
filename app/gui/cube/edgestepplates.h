#pragma once
// EdgeStepPlates: where the tree layout's step plates stand — beside each edge the steps that
// use it and its link ("a) link 3"), along the edge where the plate covers no node and no
// other plate. CubePainter draws them; the follow marks' notes keep clear of them
// (FollowMarks::notePlates), so that neither hides the other.

#include "cube/cubegeometry.h"

#include <QRectF>
#include <QString>
#include <cubelab/hypercube.h>
#include <vector>

namespace cubelab {
class TraceFacts;
}

namespace cubelab::gui {

struct EdgeStepPlate
{
    NodeId child = 0; // the edge from this node to its parent
    int link = 0;
    QString text;
    QRectF rect; // in the plot's coordinates (before the view's pan)
};

class EdgeStepPlates
{
public:
    // The plates of edgeSteps (per child, the steps that use its edge; empty: no plate). None
    // where the geometry draws dots or no tree, or the cube is too large for edge labels.
    static std::vector<EdgeStepPlate> place(const CubeGeometry& g, const TraceFacts& facts,
                                            const std::vector<QString>& edgeSteps);
    // Their rectangles alone.
    static std::vector<QRectF> rects(const std::vector<EdgeStepPlate>& plates);
};

} // namespace cubelab::gui
