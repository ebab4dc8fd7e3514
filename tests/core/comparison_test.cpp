// The lecture's comparison table (Vergleich der Varianten), computed.

#include "cubelab/comparison.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <gtest/gtest.h>

using namespace cubelab;

namespace {
std::vector<std::uint64_t> messagesPerLink(const VariantMetrics& v)
{
    std::vector<std::uint64_t> out;
    for (const LinkLoad& l : v.linkLoad)
        out.push_back(l.messages);
    return out;
}
} // namespace

TEST(Comparison, LectureTableForThreeDimensions)
{
    ComparisonRequest request;
    request.dimension = 3;
    request.elements = 10;
    const Comparison c = compareVariants(findMachine("ideal-hypercube"), request);
    ASSERT_EQ(c.variants.size(), 3u);
    const VariantMetrics& cube = c.variants[0];
    const VariantMetrics& tree = c.variants[1];
    EXPECT_EQ(cube.label, "Cube_Do");
    EXPECT_EQ(tree.label, "Tree_Do");
    // Arithmetic on the critical path: the same, n combines.
    EXPECT_EQ(cube.combinesBusiestNode, 3u);
    EXPECT_EQ(tree.combinesBusiestNode, 3u);
    EXPECT_EQ(cube.combinesAllNodes, 24u); // every node, every step
    EXPECT_EQ(tree.combinesAllNodes, 7u);  // p - 1
    // Communications: Cube_Do n both ways or 2n one way; Tree_Do 2n one way.
    EXPECT_EQ(cube.bothWayBusiestNode, 3u);
    EXPECT_EQ(cube.oneWayBusiestNode, 6u);
    EXPECT_EQ(tree.bothWayBusiestNode, 6u);
    EXPECT_EQ(tree.oneWayBusiestNode, 6u);
    // Link load: equal on every link for Cube_Do; rising with the link number for the
    // lecture's Tree_Do (reduce 3,2,1 then broadcast 1,2,3).
    EXPECT_EQ(messagesPerLink(cube), (std::vector<std::uint64_t>{8, 8, 8}));
    EXPECT_EQ(messagesPerLink(tree), (std::vector<std::uint64_t>{2, 4, 8}));
    EXPECT_EQ(tree.linkLoad[2].elements, 80u);
    EXPECT_EQ(tree.linkLoad[2].bytes, 640u);
    // On the ideal machine the lecture's order is already best.
    EXPECT_EQ(c.variants[2].linkOrder, tree.linkOrder);
    EXPECT_DOUBLE_EQ(c.variants[2].seconds, tree.seconds);
    EXPECT_TRUE(c.sweep.empty());
}

TEST(Comparison, PowerGcSweepFindsBothSidesOfTheCrossover)
{
    ComparisonRequest request;
    request.dimension = 7;
    request.sizes = powerOfTwoSizes(1, std::uint64_t{1} << 20);
    const Machine& pg = findMachine("power-gc");
    const Comparison c = compareVariants(pg, request);
    ASSERT_EQ(c.sweep.size(), 21u);
    EXPECT_LT(c.sweep.front().cube, c.sweep.front().treeBest);
    EXPECT_LT(c.sweep.back().treeBest, c.sweep.back().cube);
    EXPECT_LT(c.sweep.back().treeBest, c.sweep.back().treeLecture);

    const Crossover* cubeVsBest = nullptr;
    for (const Crossover& x : c.crossovers)
        if (x.slower == "Cube_Do" && x.faster == "Tree_Do, best order")
            cubeVsBest = &x;
    ASSERT_NE(cubeVsBest, nullptr);
    // The crossover is exact: from it on the tree is faster, one element less it is not.
    const Trace cube = [&] {
        Scenario s;
        s.dimension = 7;
        s.algorithm = "cube-allreduce";
        s.values = ValueMode::Numeric;
        return Emulator::run(s);
    }();
    Scenario s;
    s.dimension = 7;
    s.algorithm = "tree-allreduce";
    s.values = ValueMode::Numeric;
    s.linkOrder = c.best.linkOrder();
    s.secondLinkOrder = c.best.secondLinkOrder();
    const Trace best = Emulator::run(s);
    const std::uint64_t m = cubeVsBest->elements;
    EXPECT_LT(CostModel::evaluate(best, pg, m).total, CostModel::evaluate(cube, pg, m).total);
    EXPECT_GE(CostModel::evaluate(best, pg, m - 1).total,
              CostModel::evaluate(cube, pg, m - 1).total);
    // Where a chart marks it: the faster one's time there.
    EXPECT_DOUBLE_EQ(cubeVsBest->seconds, CostModel::evaluate(best, pg, m).total);
}

TEST(Comparison, SizesArePowersOfTwoUpToTheEnd)
{
    EXPECT_EQ(powerOfTwoSizes(1, 8), (std::vector<std::uint64_t>{1, 2, 4, 8}));
    EXPECT_EQ(powerOfTwoSizes(3, 20), (std::vector<std::uint64_t>{3, 6, 12, 20}));
    EXPECT_EQ(powerOfTwoSizes(5, 5), (std::vector<std::uint64_t>{5}));
    EXPECT_THROW(powerOfTwoSizes(0, 5), InputError);
    EXPECT_THROW(powerOfTwoSizes(9, 5), InputError);
}

TEST(Comparison, RefusesADimensionTheMachineLacks)
{
    ComparisonRequest request;
    request.dimension = 9;
    EXPECT_THROW(compareVariants(findMachine("power-gc"), request), InputError);
}
