#pragma once
// CubeLayout: where the nodes of a hypercube stand in the window's hypercube view and on the
// web page, as a pure function of the cube's dimension, the layout, the link order and the
// root — so the layouts can be tested without painting, and both front ends draw one geometry.
// Positions lie in the unit square, x to the right, y downwards.

#include "cubelab/hypercube.h"

#include <span>
#include <vector>

namespace cubelab {

// A position in the unit square.
struct LayoutPoint
{
    double x = 0.0;
    double y = 0.0;

    bool operator==(const LayoutPoint&) const = default;
};

class CubeLayout
{
public:
    enum class Mode
    {
        Cube,   // a projection: a line, a square, an oblique cube, then 3-cubes side by side
        Tree,   // the binomial tree of the link order, the root on top, one level per step,
                // one column per node in the order of the lecture's binary tree
        Weight, // one row per Hamming weight of (node XOR root), the root's row on top
    };

    // The positions of the 2^dimension nodes, indexed by node id, all distinct and inside
    // [0,1]². order: the link order of the reduce tree, first link first (a permutation of
    // 1..dimension; anything else is read as the lecture's n, n-1, …, 1). root < 2^dimension.
    static std::vector<LayoutPoint> positions(int dimension, Mode mode, std::span<const int> order,
                                              NodeId root);

    // In the binomial tree that a reduce with this link order builds towards root: the step
    // (1..n) in which node sends to its parent, 0 for the root. The step is the position in
    // the order of the first link whose bit is set in node XOR root.
    static int sendStep(NodeId node, int dimension, std::span<const int> order, NodeId root);
    // The node's parent in that tree (the root is its own parent).
    static NodeId treeParent(NodeId node, int dimension, std::span<const int> order, NodeId root);
    // The row of the node in the tree layout: 0 for the root, n + 1 - sendStep otherwise, so
    // the nodes that send first stand at the bottom and every child stands below its parent.
    static int treeLevel(NodeId node, int dimension, std::span<const int> order, NodeId root);

    // The order the functions above use: order itself when it is a permutation of
    // 1..dimension, else n, n-1, …, 1.
    static std::vector<int> validOrder(int dimension, std::span<const int> order);
};

} // namespace cubelab
