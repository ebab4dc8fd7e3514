#include "cubelab/cubelayout.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <gtest/gtest.h>
#include <set>
#include <utility>

using cubelab::CubeLayout;
using cubelab::Hypercube;
using cubelab::LayoutPoint;
using cubelab::NodeId;

namespace {

std::vector<int> descending(int n)
{
    std::vector<int> order;
    for (int link = n; link >= 1; --link)
        order.push_back(link);
    return order;
}

// A different permutation: odd links first, ascending, then even links descending.
std::vector<int> shuffled(int n)
{
    std::vector<int> order;
    for (int link = 1; link <= n; link += 2)
        order.push_back(link);
    for (int link = n - (n % 2); link >= 2; link -= 2)
        order.push_back(link);
    return order;
}

double distanceToSegment(LayoutPoint p, LayoutPoint a, LayoutPoint b)
{
    const double abX = b.x - a.x, abY = b.y - a.y;
    const double length2 = abX * abX + abY * abY;
    const double t =
        length2 > 0 ? std::clamp(((p.x - a.x) * abX + (p.y - a.y) * abY) / length2, 0.0, 1.0) : 0.0;
    return std::hypot(p.x - (a.x + abX * t), p.y - (a.y + abY * t));
}

constexpr CubeLayout::Mode kModes[] = {CubeLayout::Mode::Cube, CubeLayout::Mode::Tree,
                                       CubeLayout::Mode::Weight};

} // namespace

TEST(CubeLayout, PositionsAreDistinctAndInsideTheUnitSquareUpToTenDimensions)
{
    for (int n = 0; n <= 10; ++n) {
        const NodeId p = NodeId{1} << n;
        for (CubeLayout::Mode mode : kModes) {
            for (const auto& order : {descending(n), shuffled(n)}) {
                for (NodeId root : {NodeId{0}, static_cast<NodeId>(5 % p)}) {
                    const auto points = CubeLayout::positions(n, mode, order, root);
                    ASSERT_EQ(points.size(), p) << "n=" << n;
                    std::set<std::pair<long long, long long>> seen;
                    for (NodeId node = 0; node < p; ++node) {
                        const LayoutPoint& pt = points[node];
                        EXPECT_GE(pt.x, 0.0);
                        EXPECT_LE(pt.x, 1.0);
                        EXPECT_GE(pt.y, 0.0);
                        EXPECT_LE(pt.y, 1.0);
                        // Distinct at a resolution far below a pixel of a 4K screen.
                        seen.emplace(std::llround(pt.x * 1e6), std::llround(pt.y * 1e6));
                    }
                    EXPECT_EQ(seen.size(), p)
                        << "n=" << n << " mode=" << static_cast<int>(mode) << " root=" << root;
                }
            }
        }
    }
}

TEST(CubeLayout, SendStepAndParentFollowTheLectureReduce)
{
    // Tree_UpDo on p = 8 with links 3, 2, 1: a) 4..7 send, b) 2 and 3, c) 1.
    const std::vector<int> order{3, 2, 1};
    for (NodeId node : {4U, 5U, 6U, 7U})
        EXPECT_EQ(CubeLayout::sendStep(node, 3, order, 0), 1) << node;
    EXPECT_EQ(CubeLayout::sendStep(2, 3, order, 0), 2);
    EXPECT_EQ(CubeLayout::sendStep(3, 3, order, 0), 2);
    EXPECT_EQ(CubeLayout::sendStep(1, 3, order, 0), 3);
    EXPECT_EQ(CubeLayout::sendStep(0, 3, order, 0), 0);
    EXPECT_EQ(CubeLayout::treeParent(5, 3, order, 0), 1U);
    EXPECT_EQ(CubeLayout::treeParent(3, 3, order, 0), 1U);
    EXPECT_EQ(CubeLayout::treeParent(1, 3, order, 0), 0U);
    EXPECT_EQ(CubeLayout::treeParent(0, 3, order, 0), 0U);
    // A root relabels the nodes as i XOR root.
    EXPECT_EQ(CubeLayout::sendStep(5, 3, order, 5), 0);
    EXPECT_EQ(CubeLayout::sendStep(1, 3, order, 5), 1);
    EXPECT_EQ(CubeLayout::treeParent(1, 3, order, 5), 5U);
}

TEST(CubeLayout, TreePutsTheRootOnTopAndEachNodeOnTheLevelOfItsStep)
{
    for (int n = 1; n <= 8; ++n) {
        for (const auto& order : {descending(n), shuffled(n)}) {
            const NodeId p = NodeId{1} << n;
            const NodeId root = 3 % p;
            const auto points = CubeLayout::positions(n, CubeLayout::Mode::Tree, order, root);
            EXPECT_DOUBLE_EQ(points[root].y, 0.0);
            for (NodeId node = 0; node < p; ++node) {
                if (node == root)
                    continue;
                EXPECT_GT(points[node].y, points[root].y);
                // One level per step, the nodes that send first at the bottom.
                const int step = CubeLayout::sendStep(node, n, order, root);
                ASSERT_GE(step, 1);
                EXPECT_EQ(CubeLayout::treeLevel(node, n, order, root), n + 1 - step);
                EXPECT_NEAR(points[node].y, static_cast<double>(n + 1 - step) / n, 1e-12);
                // Every child stands below its parent, and the tree edge is the link it sends on.
                const NodeId parent = CubeLayout::treeParent(node, n, order, root);
                EXPECT_LT(points[parent].y, points[node].y);
                EXPECT_EQ(std::popcount(node ^ parent), 1);
                EXPECT_EQ(node ^ parent,
                          Hypercube::linkBit(order[static_cast<std::size_t>(step - 1)]));
            }
        }
    }
}

TEST(CubeLayout, WeightRowsFollowTheHammingWeightFromTheRoot)
{
    const int n = 6;
    const NodeId root = 9;
    const auto points = CubeLayout::positions(n, CubeLayout::Mode::Weight, descending(n), root);
    for (NodeId node = 0; node < 64; ++node) {
        const int weight = std::popcount(node ^ root);
        EXPECT_NEAR(points[node].y, static_cast<double>(weight) / n, 1e-12) << node;
    }
    EXPECT_DOUBLE_EQ(points[root].x, 0.5); // alone in its row, in the middle
}

TEST(CubeLayout, ThreeCubeIsDrawnLikeTheLectureFigure)
{
    const auto points = CubeLayout::positions(3, CubeLayout::Mode::Cube, descending(3), 0);
    // 000 front-bottom-left (screen y grows downwards), 111 at the back top right.
    for (NodeId node = 1; node < 8; ++node) {
        EXPECT_LE(points[0].x, points[node].x);
        EXPECT_GE(points[0].y, points[node].y);
    }
    EXPECT_DOUBLE_EQ(points[0].y, points[1].y); // link 1 horizontal
    EXPECT_DOUBLE_EQ(points[0].x, points[2].x); // link 2 vertical
    EXPECT_GT(points[4].x, points[0].x);        // link 3 into the depth: right and up
    EXPECT_LT(points[4].y, points[0].y);
    // No link runs through a node that is not one of its ends.
    for (NodeId a = 0; a < 8; ++a)
        for (int link = 1; link <= 3; ++link) {
            const NodeId b = Hypercube::partner(a, link);
            for (NodeId other = 0; other < 8; ++other) {
                if (other != a && other != b) {
                    EXPECT_GT(distanceToSegment(points[other], points[a], points[b]), 0.1)
                        << "link " << a << "-" << b << " passes node " << other;
                }
            }
        }
}

TEST(CubeLayout, HigherCubesKeepLinksAwayFromOtherNodes)
{
    // From n = 4 on the cubes stand side by side; a link must not run through a node it
    // does not join (the layout's offsets are skewed for that).
    for (int n = 4; n <= 6; ++n) {
        const auto points = CubeLayout::positions(n, CubeLayout::Mode::Cube, descending(n), 0);
        const NodeId p = NodeId{1} << n;
        double closest = 1.0;
        for (NodeId a = 0; a < p; ++a)
            for (int link = 1; link <= n; ++link) {
                const NodeId b = Hypercube::partner(a, link);
                if (b < a)
                    continue;
                for (NodeId other = 0; other < p; ++other)
                    if (other != a && other != b)
                        closest = std::min(closest,
                                           distanceToSegment(points[other], points[a], points[b]));
            }
        // A grid without the skew gives 0: link 4 would run through the node beside it.
        // In pixels of a 1,300-pixel-wide plot: 65, 39 and 10.
        const double required = n == 4 ? 0.05 : n == 5 ? 0.03 : 0.008;
        EXPECT_GT(closest, required) << "n=" << n;
    }
}

TEST(CubeLayout, AnOrderThatIsNoPermutationIsReadAsTheLectureDefault)
{
    EXPECT_EQ(CubeLayout::validOrder(3, std::vector<int>{1, 1, 2}), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(CubeLayout::validOrder(3, std::vector<int>{}), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(CubeLayout::validOrder(3, std::vector<int>{2, 3, 1}), (std::vector<int>{2, 3, 1}));
    EXPECT_EQ(CubeLayout::validOrder(2, std::vector<int>{1, 3}), (std::vector<int>{2, 1}));
}

TEST(CubeLayout, TreeStandsEachNodeInItsOwnColumnInTheOrderOfTheLecturesBinaryTree)
{
    // Links 3, 2, 1: the columns are the leaves of Figure 3.14's binary tree, 000 100 010 110
    // 001 101 011 111, and each node stands at the left end of its subtree.
    const auto points = CubeLayout::positions(3, CubeLayout::Mode::Tree, descending(3), 0);
    const NodeId columns[] = {0, 4, 2, 6, 1, 5, 3, 7};
    for (std::size_t column = 0; column < 8; ++column)
        EXPECT_NEAR(points[columns[column]].x, column / 7.0, 1e-12) << columns[column];
}

TEST(CubeLayout, TreeEdgesRunDownAndPassNoOtherNode)
{
    for (int n = 1; n <= 8; ++n)
        for (const auto& order : {descending(n), shuffled(n)})
            for (NodeId root : {NodeId{0}, static_cast<NodeId>(5 % (NodeId{1} << n))}) {
                const NodeId p = NodeId{1} << n;
                const auto points = CubeLayout::positions(n, CubeLayout::Mode::Tree, order, root);
                const double column = 1.0 / static_cast<double>(p - 1);
                const double row = 1.0 / n;
                for (NodeId child = 0; child < p; ++child) {
                    const NodeId parent = CubeLayout::treeParent(child, n, order, root);
                    if (parent == child)
                        continue;
                    EXPECT_GT(points[child].x, points[parent].x);
                    EXPECT_GT(points[child].y, points[parent].y);
                    // Another node may stand under the edge, but never within half a column
                    // and a third of a row of it: the edge passes above its box.
                    for (NodeId other = 0; other < p; ++other) {
                        if (other == child || other == parent)
                            continue;
                        const LayoutPoint a = points[parent], b = points[child], c = points[other];
                        if (c.x < a.x - column / 2 || c.x > b.x + column / 2)
                            continue;
                        const double t = std::clamp((c.x - a.x) / (b.x - a.x), 0.0, 1.0);
                        const double edgeY = a.y + (b.y - a.y) * t;
                        EXPECT_GT(std::abs(c.y - edgeY), row / 3)
                            << "n=" << n << " edge " << child << "-" << parent << " passes "
                            << other;
                    }
                }
            }
}

// The figures the window drew before the layout moved into the core, pinned: the oblique
// 3-cube (edges of 1, depth 0.42 across and 0.32 up, normalized) and a tree of another order
// and root (column v/15, row level/4).
TEST(CubeLayout, PositionsAreTheOnesTheWindowDrewBeforeTheLayoutMovedIntoTheCore)
{
    const auto cube = CubeLayout::positions(3, CubeLayout::Mode::Cube, descending(3), 0);
    const double x1 = 1 / 1.42, xDepth = 0.42 / 1.42, yUp = 1 - 1 / 1.32, yDepth = 1 - 0.32 / 1.32;
    const std::vector<LayoutPoint> expectedCube{
        {0, 1}, {x1, 1}, {0, yUp}, {x1, yUp}, {xDepth, yDepth}, {1, yDepth}, {xDepth, 0}, {1, 0}};
    for (NodeId node = 0; node < 8; ++node) {
        EXPECT_NEAR(cube[node].x, expectedCube[node].x, 1e-15) << node;
        EXPECT_NEAR(cube[node].y, expectedCube[node].y, 1e-15) << node;
    }
    const std::vector<int> order{2, 4, 1, 3};
    const auto tree = CubeLayout::positions(4, CubeLayout::Mode::Tree, order, 5);
    const int columns[16] = {12, 8, 13, 9, 4, 0, 5, 1, 14, 10, 15, 11, 6, 2, 7, 3};
    const int rows[16] = {2, 1, 4, 4, 2, 0, 4, 4, 3, 3, 4, 4, 3, 3, 4, 4};
    for (NodeId node = 0; node < 16; ++node) {
        EXPECT_NEAR(tree[node].x, columns[node] / 15.0, 1e-15) << node;
        EXPECT_NEAR(tree[node].y, rows[node] / 4.0, 1e-15) << node;
    }
}
