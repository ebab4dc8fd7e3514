#include "cubelab/cubelayout.h"

#include "cubelab/tracefacts.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace cubelab {

namespace {

// n ≤ 3: the oblique projection of the 3-cube (y upwards): link 1 runs to the right, link 2 up and
// link 3 into the depth, up and to the right — 000 stands front-bottom-left as in the
// lecture's figure. The depth offset is shorter than an edge in both directions, so the four
// x values and the four y values of the eight nodes are all different: no node hides another
// and no edge runs through a node.
constexpr double kDepthX = 0.42;
constexpr double kDepthY = 0.32;

LayoutPoint obliqueCube(NodeId low)
{
    return LayoutPoint{((low & 1U) ? 1.0 : 0.0) + ((low & 4U) ? kDepthX : 0.0),
                       ((low & 2U) ? 1.0 : 0.0) + ((low & 4U) ? kDepthY : 0.0)};
}

// n ≥ 4: 3-cubes side by side. Link 4 moves to the next cube to the right, link 5 up, link 6
// two cubes to the right, … — each higher link doubles the offset, and the gap between
// blocks grows with the level, so the recursion stays visible (halves, quarters, …). n = 4
// is the tesseract as two cubes joined corner to corner: drawn as a cube inside a cube, the
// labelled boxes of 16 nodes overlapped each other and the edges (docs/gui-view.md).
//
// The offsets are slightly skewed (the columns step down, the rows step left, by an amount
// that is not in proportion to the offset): with straight offsets, a
// link 4 would run through the node of link 1 beside it and a link 6 through the cube it
// jumps over. The figures come from a search that maximised the room between the nodes'
// boxes and the links that pass them.
LayoutPoint cubeGrid(NodeId node, int dimension)
{
    constexpr double kPitchX = 2.31; // from one cube to the next: 1 + kDepthX + a gap
    constexpr double kPitchY = 2.17;
    constexpr double kGroupGap = 0.35; // added per level between blocks
    LayoutPoint p = obliqueCube(node & 7U);
    for (int bit = 3; bit < dimension; ++bit) {
        if ((node & (NodeId{1} << bit)) == 0)
            continue;
        const int level = (bit - 3) / 2;
        const double blocks = std::ldexp(1.0, level);
        const double along = (blocks - 1) * kGroupGap;
        // Above level 0 the skew alternates, so it does not pile up into a parallelogram.
        const double skew = level == 0 ? 1.0 : (level % 2 == 1 ? -0.5 : 0.5);
        if ((bit - 3) % 2 == 0) {
            p.x += blocks * kPitchX + along;
            p.y += -0.49 * skew;
        } else {
            p.x += -0.57 * skew;
            p.y += blocks * kPitchY + along;
        }
    }
    return p;
}

// Maps each axis onto [0,1] on its own (a single value lands in the middle). flipY turns a
// y-up drawing into screen coordinates.
void normalize(std::vector<LayoutPoint>& points, bool flipY)
{
    if (points.empty())
        return;
    double minX = points[0].x, maxX = minX, minY = points[0].y, maxY = minY;
    for (const LayoutPoint& p : points) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    for (LayoutPoint& p : points) {
        double x = maxX > minX ? (p.x - minX) / (maxX - minX) : 0.5;
        double y = maxY > minY ? (p.y - minY) / (maxY - minY) : 0.5;
        p = LayoutPoint{x, flipY ? 1.0 - y : y};
    }
}

std::vector<LayoutPoint> cubePositions(int dimension)
{
    std::vector<LayoutPoint> points(NodeId{1} << dimension);
    for (NodeId node = 0; node < points.size(); ++node)
        points[node] = cubeGrid(node, dimension);
    return points;
}

// Read node XOR root as a number v whose digit t (from the least significant) is the bit of
// the t-th link in the order. Node v stands in column v: the columns are the leaves of the
// lecture's binary tree (Figure 3.14) in their order, and each node stands where it appears
// first in that tree, at the left end of its subtree. A node's subtree is the contiguous range
// [v, v + 2^(t-1)) of the columns, every edge runs down and to the right, and no edge passes
// through another node: the columns between a parent and its child hold the parent's children
// of earlier steps and their subtrees, all of which stand in rows below the child.
std::vector<LayoutPoint> treePositions(int dimension, const std::vector<int>& links, NodeId root)
{
    std::vector<LayoutPoint> points(NodeId{1} << dimension);
    for (NodeId node = 0; node < points.size(); ++node) {
        const NodeId relative = node ^ root;
        double v = 0;
        for (std::size_t t = 0; t < links.size(); ++t)
            if (relative & Hypercube::linkBit(links[t]))
                v += std::ldexp(1.0, static_cast<int>(t));
        points[node] = LayoutPoint{
            v, static_cast<double>(CubeLayout::treeLevel(node, dimension, links, root))};
    }
    return points;
}

// Rows by weight, each row centred, one common spacing: the rows form a diamond.
std::vector<LayoutPoint> weightPositions(int dimension, NodeId root)
{
    const NodeId count = NodeId{1} << dimension;
    std::vector<std::vector<NodeId>> rows(static_cast<std::size_t>(dimension) + 1);
    for (NodeId relative = 0; relative < count; ++relative)
        rows[static_cast<std::size_t>(std::popcount(relative))].push_back(relative ^ root);
    std::size_t widest = 0;
    for (const auto& row : rows)
        widest = std::max(widest, row.size());
    std::vector<LayoutPoint> points(count);
    for (std::size_t w = 0; w < rows.size(); ++w) {
        const double first =
            (static_cast<double>(widest) - static_cast<double>(rows[w].size())) / 2;
        for (std::size_t i = 0; i < rows[w].size(); ++i)
            points[rows[w][i]] =
                LayoutPoint{first + static_cast<double>(i), static_cast<double>(w)};
    }
    return points;
}

} // namespace

// The tree's rule is the core's (cubelab/tracefacts.h): the layout and the figure's edges agree.
std::vector<int> CubeLayout::validOrder(int dimension, std::span<const int> order)
{
    return binomialTreeOrder(dimension, order);
}

int CubeLayout::sendStep(NodeId node, int dimension, std::span<const int> order, NodeId root)
{
    return binomialSendStep(node, dimension, order, root);
}

NodeId CubeLayout::treeParent(NodeId node, int dimension, std::span<const int> order, NodeId root)
{
    return binomialParent(node, dimension, order, root);
}

int CubeLayout::treeLevel(NodeId node, int dimension, std::span<const int> order, NodeId root)
{
    const int step = sendStep(node, dimension, order, root);
    return step == 0 ? 0 : dimension + 1 - step;
}

std::vector<LayoutPoint> CubeLayout::positions(int dimension, Mode mode, std::span<const int> order,
                                               NodeId root)
{
    if (dimension < 0 || dimension > Hypercube::kMaxDimension)
        return {};
    if (dimension == 0)
        return {LayoutPoint{0.5, 0.5}};
    root &= (NodeId{1} << dimension) - 1;
    std::vector<LayoutPoint> points;
    switch (mode) {
    case Mode::Cube:
        points = cubePositions(dimension);
        normalize(points, true);
        break;
    case Mode::Tree:
        points = treePositions(dimension, validOrder(dimension, order), root);
        normalize(points, false);
        break;
    case Mode::Weight:
        points = weightPositions(dimension, root);
        normalize(points, false);
        break;
    }
    return points;
}

} // namespace cubelab
