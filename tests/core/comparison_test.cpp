// The lecture's comparison table (Vergleich der Varianten), computed.

#include "cubelab/comparison.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cmath>
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

namespace {
std::vector<std::uint64_t> elementsPerLink(const VariantMetrics& v)
{
    std::vector<std::uint64_t> out;
    for (const LinkLoad& l : v.linkLoad)
        out.push_back(l.elements);
    return out;
}

Trace numericRun(const std::string& algorithm, int dimension, std::vector<int> order = {})
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.values = ValueMode::Numeric;
    s.linkOrder = std::move(order);
    return Emulator::run(s);
}
} // namespace

TEST(Comparison, RabenseifnerAndTheRingStandBesideCubeDoAndTreeDo)
{
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = 3;
    request.elements = 10; // not a multiple of p: blocks of 1 and 2 elements
    const Comparison c = compareVariants(findMachine("ideal-hypercube"), request);
    ASSERT_EQ(c.variants.size(), 5u);
    EXPECT_FALSE(c.blockVariantsLeftOut);
    const VariantMetrics& rabenseifner = c.variants[3];
    const VariantMetrics& ring = c.variants[4];
    EXPECT_EQ(rabenseifner.label, "Rabenseifner");
    EXPECT_EQ(rabenseifner.algorithm, "rabenseifner-allreduce");
    EXPECT_EQ(rabenseifner.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(rabenseifner.secondLinkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(ring.label, "Ring");
    EXPECT_EQ(ring.algorithm, "ring-allreduce");
    EXPECT_EQ(ring.linkOrder, (std::vector<int>{1, 2, 3}));

    // Rabenseifner: n combining steps on every node, then n steps that only copy.
    EXPECT_EQ(rabenseifner.combinesBusiestNode, 3u);
    EXPECT_EQ(rabenseifner.combinesAllNodes, 24u);
    EXPECT_EQ(rabenseifner.bothWayBusiestNode, 6u);
    EXPECT_EQ(rabenseifner.oneWayBusiestNode, 12u);
    // Every node exchanges in each of the 2n steps; the step on a link carries half, a quarter,
    // an eighth of the vector from each node: p·m/2, p·m/4, p·m/8 elements, both phases.
    EXPECT_EQ(messagesPerLink(rabenseifner), (std::vector<std::uint64_t>{16, 16, 16}));
    EXPECT_EQ(elementsPerLink(rabenseifner), (std::vector<std::uint64_t>{20, 40, 80}));
    EXPECT_EQ(rabenseifner.linkLoad[2].bytes, 640u);

    // The ring: p − 1 combining steps, 2(p − 1) steps in all, each node sending to the next
    // position and receiving from the previous one on another link. The Gray-code ring of 8
    // crosses link 1 four times, links 2 and 3 twice each.
    EXPECT_EQ(ring.combinesBusiestNode, 7u);
    EXPECT_EQ(ring.combinesAllNodes, 56u);
    EXPECT_EQ(ring.oneWayBusiestNode, 28u);
    EXPECT_EQ(ring.bothWayBusiestNode, 28u);
    EXPECT_EQ(messagesPerLink(ring), (std::vector<std::uint64_t>{56, 28, 28}));
    // Each step every block travels once: m elements a step over all links.
    std::uint64_t ringElements = 0;
    for (const LinkLoad& l : ring.linkLoad) {
        ringElements += l.elements;
        EXPECT_EQ(l.bytes, 8 * l.elements);
    }
    EXPECT_EQ(ringElements, 14u * 10u);

    // The whole-vector variants keep m elements a message.
    EXPECT_EQ(elementsPerLink(c.variants[0]), (std::vector<std::uint64_t>{80, 80, 80}));
}

TEST(Comparison, BlockVariantsTimesAreTheCostModelsAtEveryLength)
{
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = 4;
    request.elements = 48;
    request.ringOrder = {2, 1, 4, 3};
    request.sizes = powerOfTwoSizes(1, 4096);
    const Machine& pg = findMachine("power-gc");
    const Comparison c = compareVariants(pg, request);
    ASSERT_EQ(c.variants.size(), 5u);
    const Trace rabenseifner = numericRun("rabenseifner-allreduce", 4);
    const Trace ring = numericRun("ring-allreduce", 4, {2, 1, 4, 3});
    EXPECT_EQ(c.variants[4].linkOrder, (std::vector<int>{2, 1, 4, 3}));
    EXPECT_DOUBLE_EQ(c.variants[3].seconds, CostModel::evaluate(rabenseifner, pg, 48).total);
    EXPECT_DOUBLE_EQ(c.variants[4].seconds, CostModel::evaluate(ring, pg, 48).total);
    ASSERT_EQ(c.sweep.size(), 13u);
    for (const SizePoint& p : c.sweep) {
        ASSERT_TRUE(p.rabenseifner && p.ring);
        EXPECT_DOUBLE_EQ(*p.rabenseifner, CostModel::evaluate(rabenseifner, pg, p.elements).total);
        EXPECT_DOUBLE_EQ(*p.ring, CostModel::evaluate(ring, pg, p.elements).total);
        EXPECT_EQ(p.seconds(), (std::vector<double>{p.cube, p.treeLecture, p.treeBest,
                                                    *p.rabenseifner, *p.ring}));
    }
}

TEST(Comparison, TheFastestChangesExactlyWhereTheCostModelSaysSo)
{
    for (const char* machine : {"ideal-hypercube", "power-gc", "origin2000"}) {
        SCOPED_TRACE(machine);
        const Machine& mc = findMachine(machine);
        ComparisonRequest request;
        request.blockVariants = true;
        request.dimension = 5;
        request.sizes = powerOfTwoSizes(1, std::uint64_t{1} << 22);
        const Comparison c = compareVariants(mc, request);
        ASSERT_EQ(c.variants.size(), 5u);
        auto fastestAt = [&](std::uint64_t m) {
            // Recomputed here from the variants' own runs, the first of equal times.
            std::vector<Trace> runs;
            runs.push_back(numericRun("cube-allreduce", 5));
            runs.push_back(numericRun("tree-allreduce", 5));
            Scenario best;
            best.dimension = 5;
            best.algorithm = "tree-allreduce";
            best.values = ValueMode::Numeric;
            best.linkOrder = c.best.linkOrder();
            best.secondLinkOrder = c.best.secondLinkOrder();
            runs.push_back(Emulator::run(best));
            runs.push_back(numericRun("rabenseifner-allreduce", 5));
            runs.push_back(numericRun("ring-allreduce", 5));
            std::vector<double> t;
            for (const Trace& r : runs)
                t.push_back(CostModel::evaluate(r, mc, m).total);
            const double least = *std::min_element(t.begin(), t.end());
            std::size_t i = 0;
            while (t[i] > least * (1 + 1e-12))
                ++i;
            return c.variants[i].label;
        };
        EXPECT_EQ(c.fastestFirst, fastestAt(1));
        std::string previous = c.fastestFirst;
        for (const Crossover& x : c.fastestChanges) {
            EXPECT_EQ(x.slower, previous);
            EXPECT_NE(x.faster, x.slower);
            EXPECT_EQ(fastestAt(x.elements), x.faster);
            EXPECT_EQ(fastestAt(x.elements - 1), x.slower);
            previous = x.faster;
        }
        EXPECT_EQ(fastestAt(c.sweep.back().elements), previous);
    }
}

// The block variants against the formulas of cost-formulas.md: the cost model prices each
// message by its own bytes (CostModel.EachMessageIsPricedByItsOwnBytes), so one
// reduce-scatter step of a 2-cube sends half the vector.
TEST(Comparison, BlockVariantsFollowThePublishedFormulasOnTheIdealHypercube)
{
    const Machine& ideal = findMachine("ideal-hypercube");
    const double alpha = ideal.linkClasses.front().latency;
    const double beta = 1.0 / ideal.linkClasses.front().bandwidth;
    const double gamma = ideal.combineSeconds / ideal.elementBytes; // a byte combined
    for (int n = 1; n <= 6; ++n) {
        SCOPED_TRACE(n);
        const double p = std::ldexp(1.0, n);
        ComparisonRequest request;
        request.blockVariants = true;
        request.dimension = n;
        request.elements = 64 * static_cast<std::uint64_t>(p);
        request.sizes = {static_cast<std::uint64_t>(p), 1024 * static_cast<std::uint64_t>(p)};
        const Comparison c = compareVariants(ideal, request);
        ASSERT_EQ(c.variants.size(), 5u);
        auto rabenseifner = [&](std::uint64_t m) {
            const double N = static_cast<double>(m) * ideal.elementBytes;
            return 2 * n * alpha + 2 * N * (p - 1) / p * beta + N * (p - 1) / p * gamma;
        };
        auto ring = [&](std::uint64_t m) {
            const double N = static_cast<double>(m) * ideal.elementBytes;
            return 2 * (p - 1) * alpha + 2 * N * (p - 1) / p * beta + N * (p - 1) / p * gamma;
        };
        EXPECT_NEAR(c.variants[3].seconds, rabenseifner(request.elements), 1e-9);
        EXPECT_NEAR(c.variants[4].seconds, ring(request.elements), 1e-9);
        for (const SizePoint& point : c.sweep) {
            EXPECT_NEAR(*point.rabenseifner, rabenseifner(point.elements), 1e-9);
            EXPECT_NEAR(*point.ring, ring(point.elements), 1e-9);
        }
    }
}

// Cube_Do (lg p·α + N·lg p·(β + γ)) is fastest for short vectors, Rabenseifner for long ones;
// where the two cross follows from the formulas.
TEST(Comparison, CubeDoGivesWayToRabenseifnerWhereTheFormulasCross)
{
    const Machine& ideal = findMachine("ideal-hypercube");
    const double alpha = ideal.linkClasses.front().latency;
    const double beta = 1.0 / ideal.linkClasses.front().bandwidth;
    const double gamma = ideal.combineSeconds / ideal.elementBytes;
    const int n = 6;
    const double p = 64;
    auto cube = [&](double m) {
        const double N = m * ideal.elementBytes;
        return n * alpha + N * n * beta + N * n * gamma;
    };
    auto rabenseifner = [&](double m) {
        const double N = m * ideal.elementBytes;
        return 2 * n * alpha + 2 * N * (p - 1) / p * beta + N * (p - 1) / p * gamma;
    };
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = n;
    request.sizes = powerOfTwoSizes(1, std::uint64_t{1} << 20);
    const Comparison c = compareVariants(ideal, request);
    EXPECT_EQ(c.fastestFirst, "Cube_Do");
    ASSERT_EQ(c.fastestChanges.size(), 1u);
    const Crossover& x = c.fastestChanges.front();
    EXPECT_EQ(x.slower, "Cube_Do");
    EXPECT_EQ(x.faster, "Rabenseifner");
    // The change lies where the cost model's own times cross: at a length p does not divide,
    // a run cuts the vector into blocks of ⌊m/p⌋ or ⌈m/p⌉ elements, and the model prices
    // those blocks exactly.
    const Trace raben = numericRun("rabenseifner-allreduce", n);
    const Trace cubeRun = numericRun("cube-allreduce", n);
    auto modelled = [&](const Trace& t, std::uint64_t m) {
        return CostModel::evaluate(t, ideal, m).total;
    };
    const std::uint64_t m = x.elements;
    EXPECT_LT(modelled(raben, m), modelled(cubeRun, m));
    EXPECT_GE(modelled(raben, m - 1), modelled(cubeRun, m - 1));
    EXPECT_NEAR(x.seconds, modelled(raben, m), 1e-12);
    // At lengths p divides, the model's times are the published formulas, and so the change
    // lies between the same multiples of p as the formulas' crossing.
    for (std::uint64_t k = 1; k <= 4; ++k) {
        const double mk = static_cast<double>(k) * p;
        EXPECT_NEAR(modelled(raben, k * 64), rabenseifner(mk), 1e-9 * rabenseifner(mk));
        EXPECT_NEAR(modelled(cubeRun, k * 64), cube(mk), 1e-9 * cube(mk));
    }
    const double formulaCrossing =
        (n * alpha) / ((n - 2 * (p - 1) / p) * beta * ideal.elementBytes +
                       (n - (p - 1) / p) * gamma * ideal.elementBytes);
    EXPECT_LT(std::floor(formulaCrossing / p), static_cast<double>(m) / p + 1);
    EXPECT_GT(std::ceil(formulaCrossing / p) + 1, static_cast<double>(m) / p);
}

TEST(Comparison, LeavesTheBlockVariantsOutAboveTheirLargestCube)
{
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = kMaxBlockComparisonDimension + 1;
    request.sizes = {1, 1024};
    const Comparison c = compareVariants(findMachine("ideal-hypercube"), request);
    EXPECT_TRUE(c.blockVariantsLeftOut);
    ASSERT_EQ(c.variants.size(), 3u);
    for (const SizePoint& p : c.sweep) {
        EXPECT_FALSE(p.rabenseifner.has_value());
        EXPECT_FALSE(p.ring.has_value());
        EXPECT_EQ(p.seconds().size(), 3u);
    }
    for (const Crossover& x : c.fastestChanges) {
        EXPECT_NE(x.faster, "Rabenseifner");
        EXPECT_NE(x.faster, "Ring");
    }
}

TEST(Comparison, WithoutBlockVariantsItIsTheLecturesThree)
{
    ComparisonRequest request;
    request.dimension = 4;
    request.sizes = powerOfTwoSizes(1, 1024);
    const Comparison c = compareVariants(findMachine("power-gc"), request);
    ASSERT_EQ(c.variants.size(), 3u);
    EXPECT_FALSE(c.blockVariantsLeftOut);
    for (const SizePoint& p : c.sweep) {
        EXPECT_FALSE(p.rabenseifner || p.ring);
        EXPECT_EQ(p.seconds(), (std::vector<double>{p.cube, p.treeLecture, p.treeBest}));
    }
    // The fastest of the three changes where the pairwise crossovers say so.
    EXPECT_EQ(c.fastestFirst, "Cube_Do");
    for (const Crossover& x : c.fastestChanges)
        EXPECT_NE(x.faster, "Rabenseifner");
}
