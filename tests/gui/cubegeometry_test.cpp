// CubeGeometry on its own, without a view: the lecture's examples laid out at a few sizes —
// the level of detail, the boxes, the legend's place, the links drawn and the tree's edges.

#include "cube/cubegeometry.h"
#include "cube/nodevaluetext.h"

#include <QApplication>
#include <bit>
#include <cubelab/emulator.h>
#include <cubelab/tracefacts.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

Scenario scenarioOf(int dimension, const std::string& algorithm)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    return s;
}

// Everything build() takes, derived from one trace the way the view derives it.
struct Laid
{
    explicit Laid(const Scenario& scenario, CubeLayout::Mode mode)
        : trace(Emulator::run(scenario)), facts(trace), tree(mode == CubeLayout::Mode::Tree),
          weight(mode == CubeLayout::Mode::Weight),
          legend(trace, facts.root().has_value(), facts.hasReducePhase(), facts.hasExchangePhase())
    {
        const int n = facts.dimension();
        unit = CubeGeometry::unitPositions(n, mode, facts.treeOrder(), facts.treeRoot());
        for (NodeId node = 0; node < trace.nodeCount(); ++node) {
            if (tree) {
                if (facts.treeParent(node) != node)
                    links.emplace_back(node, facts.treeParent(node));
                continue;
            }
            for (int link = 1; link <= n; ++link)
                if (Hypercube::partner(node, link) > node)
                    links.emplace_back(node, Hypercube::partner(node, link));
        }
        if (n <= CubeGeometry::kMaxFullDimension) {
            std::vector<QStringList> values(trace.nodeCount());
            for (NodeId node = 0; node < trace.nodeCount(); ++node)
                for (std::size_t k = 0; k <= trace.stepCount(); ++k) {
                    const QString text = NodeValueText::onNode(trace, trace.valueAt(node, k));
                    if (!values[node].contains(text))
                        values[node] << text;
                }
            texts = StageFit::measure(QApplication::font(), std::max(n, 1), std::move(values),
                                      n <= CubeGeometry::kMaxStageDimension);
        }
    }

    CubeGeometry at(QSizeF size, double zoom = 1.0, bool presentation = false) const
    {
        CubeGeometry::Input in;
        in.target = QRectF(QPointF(0, 0), size);
        in.zoom = zoom;
        in.presentation = presentation;
        in.dimension = facts.dimension();
        in.tree = tree;
        in.weight = weight;
        in.unit = &unit;
        in.links = &links;
        in.texts = texts ? &*texts : nullptr;
        in.legend = &legend;
        return CubeGeometry::build(in);
    }

    Trace trace;
    TraceFacts facts;
    bool tree, weight;
    ViewLegend legend;
    std::vector<QPointF> unit;
    std::vector<NodeBoxes::Link> links;
    std::optional<StageFit::Texts> texts;
};

QRectF boxOf(const CubeGeometry& g, NodeId node)
{
    QRectF box(QPointF(), g.box(node));
    box.moveCenter(g.centres[node]);
    return box;
}

} // namespace

TEST(CubeGeometry, LecturesTreeAtADeskShowsEveryWholeSumInBoxesThatDoNotOverlap)
{
    const Laid tree(Scenario{}, CubeLayout::Mode::Tree); // Tree_UpDo, n = 3, links 3, 2, 1
    const CubeGeometry g = tree.at(QSizeF(1600, 900));
    EXPECT_EQ(g.detail, CubeGeometry::Detail::Full);
    EXPECT_TRUE(g.wholeValues);
    EXPECT_EQ(g.hint, CubeGeometry::Hint::None);
    EXPECT_GE(g.fonts.value.pixelSize(), CubeGeometry::kMinNodePixels);
    EXPECT_LE(g.fonts.value.pixelSize(), CubeGeometry::kMaxNodePixels);
    // The legend stands at the left of a wide view, the plot beside it.
    EXPECT_FALSE(g.legend.strip);
    EXPECT_LE(g.legend.rect.right(), g.plot.left() + 1e-9);
    ASSERT_EQ(g.centres.size(), 8u);
    for (NodeId a = 0; a < 8; ++a) {
        EXPECT_TRUE(QRectF(0, 0, 1600, 900).contains(boxOf(g, a))) << a;
        for (NodeId b = a + 1; b < 8; ++b)
            EXPECT_FALSE(boxOf(g, a).intersects(boxOf(g, b))) << a << " " << b;
    }
    // The root's box holds the lecture's whole s₀, so it is the widest.
    for (NodeId node = 1; node < 8; ++node)
        EXPECT_GT(g.box(0).width(), g.box(node).width()) << node;
    // Figure 3.14's edges, drawn by link: four of link 3, two of link 2, one of link 1; each
    // runs from its parent's lower side down to its child's upper side.
    ASSERT_EQ(g.links.size(), 3u);
    EXPECT_EQ(g.links[0].size(), 1u);
    EXPECT_EQ(g.links[1].size(), 2u);
    EXPECT_EQ(g.links[2].size(), 4u);
    ASSERT_EQ(g.edges.size(), 8u);
    EXPECT_TRUE(g.edges[0].isNull());
    for (NodeId child = 1; child < 8; ++child) {
        const NodeId parent = tree.facts.treeParent(child);
        EXPECT_DOUBLE_EQ(g.edges[child].p1().y(), boxOf(g, parent).bottom()) << child;
        EXPECT_DOUBLE_EQ(g.edges[child].p2().y(), boxOf(g, child).top()) << child;
        EXPECT_GT(g.edges[child].p2().y(), g.edges[child].p1().y()) << child;
    }
}

TEST(CubeGeometry, TreeEdgeOfFollowsTheMessageUpOrDown)
{
    const Laid tree(scenarioOf(3, "Tree_Do"), CubeLayout::Mode::Tree);
    const CubeGeometry g = tree.at(QSizeF(1600, 900));
    // a) 100 → 000 climbs the edge of 100; f) 000 → 100 runs down it.
    const QLineF up = g.treeEdgeOf(tree.facts, Message{4, 0, 3});
    const QLineF down = g.treeEdgeOf(tree.facts, Message{0, 4, 3});
    EXPECT_EQ(up.p1(), g.edges[4].p2());
    EXPECT_EQ(up.p2(), g.edges[4].p1());
    EXPECT_EQ(down, g.edges[4]);
    // 100 → 101 is no edge of the tree.
    EXPECT_TRUE(g.treeEdgeOf(tree.facts, Message{4, 5, 1}).isNull());
}

TEST(CubeGeometry, IsAFunctionOfItsInputs)
{
    const Laid cube(scenarioOf(3, "Cube_Do"), CubeLayout::Mode::Cube);
    const CubeGeometry a = cube.at(QSizeF(1024, 768));
    const CubeGeometry b = cube.at(QSizeF(1024, 768));
    EXPECT_EQ(a.centres, b.centres);
    EXPECT_EQ(a.boxes, b.boxes);
    EXPECT_EQ(a.fonts.value.pixelSize(), b.fonts.value.pixelSize());
    EXPECT_EQ(a.legend.rect, b.legend.rect);
    // The cube draws all twelve links, four of each.
    for (const auto& lines : a.links)
        EXPECT_EQ(lines.size(), 4u);
    EXPECT_TRUE(a.edges.empty());
}

TEST(CubeGeometry, RoomAndZoomGiveTheNodesLargerType)
{
    const Laid cube(scenarioOf(4, "Cube_Do"), CubeLayout::Mode::Cube);
    const CubeGeometry desk = cube.at(QSizeF(1920, 1080));
    ASSERT_EQ(desk.detail, CubeGeometry::Detail::Full);
    EXPECT_TRUE(desk.wholeValues);
    const CubeGeometry zoomed = cube.at(QSizeF(1920, 1080), 2.0);
    EXPECT_GT(zoomed.fonts.value.pixelSize(), desk.fonts.value.pixelSize());
    const CubeGeometry small = cube.at(QSizeF(1024, 768));
    EXPECT_TRUE(small.wholeValues);
    EXPECT_LT(small.fonts.value.pixelSize(), desk.fonts.value.pixelSize());
    // Presentation mode allows larger type than a desk.
    EXPECT_GT(cube.at(QSizeF(1920, 1080), 4.0, true).fonts.value.pixelSize(),
              CubeGeometry::kMaxNodePixels);
}

TEST(CubeGeometry, AFourCubeInAThumbnailShowsAddressesOrDotsAndSaysSo)
{
    const Laid cube(scenarioOf(4, "Cube_Do"), CubeLayout::Mode::Cube);
    const CubeGeometry g = cube.at(QSizeF(240, 180));
    EXPECT_NE(g.detail, CubeGeometry::Detail::Full);
    EXPECT_FALSE(g.wholeValues);
    EXPECT_EQ(g.hint, CubeGeometry::Hint::NoRoom);
}

TEST(CubeGeometry, ATenCubeIsDotsAndItsFogKeepsOnlyTheSmallCubesLinks)
{
    const Laid cube(scenarioOf(10, "Cube_Do"), CubeLayout::Mode::Cube);
    const CubeGeometry g = cube.at(QSizeF(1920, 1080));
    EXPECT_EQ(g.detail, CubeGeometry::Detail::Dots);
    EXPECT_EQ(g.hint, CubeGeometry::Hint::PointAt);
    EXPECT_FALSE(g.antialiasLines);
    ASSERT_EQ(g.links.size(), 10u);
    for (int link = 1; link <= 10; ++link)
        EXPECT_EQ(g.links[static_cast<std::size_t>(link - 1)].size(), link <= 3 ? 512u : 0u)
            << link;

    const Laid weight(scenarioOf(10, "Cube_Do"), CubeLayout::Mode::Weight);
    for (const auto& lines : weight.at(QSizeF(1920, 1080)).links)
        EXPECT_TRUE(lines.empty());
}
