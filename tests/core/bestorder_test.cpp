// The best link order: the per-position prices match real runs, the rule of
// docs/cost-model.md agrees with the exhaustive search wherever both run, ties are counted.

#include "cubelab/bestorder.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/machine.h"
#include "testutil.h"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <random>

using namespace cubelab;
using namespace cubelab::test;

namespace {

const std::vector<std::string> kAlgorithms{"tree-reduce", "tree-broadcast", "tree-allreduce",
                                           "cube-allreduce"};

double timeOf(const StepCostTable& table, const std::vector<int>& order)
{
    double sum = 0.0;
    for (std::size_t t = 0; t < order.size(); ++t)
        sum += table[t][static_cast<std::size_t>(order[t] - 1)];
    return sum;
}

void expectAgreement(const Machine& machine, const std::string& algorithm, int n)
{
    const std::string what = machine.id + " " + algorithm + " n=" + std::to_string(n);
    const BestOrderResult search =
        BestOrder::find(machine, algorithm, n, 1000, SearchMethod::Exhaustive);
    const BestOrderResult rule = BestOrder::find(machine, algorithm, n, 1000, SearchMethod::Rule);
    const std::vector<StepCostTable> tables =
        BestOrder::stepCostTables(machine, algorithm, n, 1000);
    ASSERT_EQ(search.phases.size(), rule.phases.size()) << what;
    for (std::size_t p = 0; p < search.phases.size(); ++p) {
        const PhaseOrder& s = search.phases[p];
        const PhaseOrder& r = rule.phases[p];
        EXPECT_NEAR(r.seconds, s.seconds, 1e-12 * s.seconds) << what;
        EXPECT_EQ(r.optimalOrders, s.optimalOrders) << what;
        // Both shown orders really take the best time.
        EXPECT_NEAR(timeOf(tables[p], r.order), s.seconds, 1e-12 * s.seconds) << what;
        EXPECT_NEAR(timeOf(tables[p], s.order), s.seconds, 1e-12 * s.seconds) << what;
        // Theorem 1: on nested classes the sorted order is optimal.
        if (BestOrder::classesNested(machine, n)) {
            const auto sorted = BestOrder::sortedOrder(machine, s.concurrency);
            ASSERT_TRUE(sorted.has_value()) << what;
            EXPECT_NEAR(timeOf(tables[p], *sorted), s.seconds, 1e-12 * s.seconds) << what;
        }
    }
}

// A machine of `n` links split at random into up to four classes with random speeds and,
// half of the time, a shared capacity between one and 64 links' worth.
Machine randomMachine(std::mt19937& rng, int n)
{
    Machine m;
    m.id = "random";
    m.maxDimension = n;
    m.combineSeconds = 1e-8;
    std::uniform_int_distribution<int> classCount(1, 4);
    std::uniform_real_distribution<double> logUniform(0.0, 1.0);
    const int k = classCount(rng);
    m.linkClasses.resize(static_cast<std::size_t>(k));
    std::vector<int> links = ascendingLinks(n);
    std::shuffle(links.begin(), links.end(), rng);
    for (int i = 0; i < n; ++i)
        m.linkClasses[static_cast<std::size_t>(
                          i < k ? i : static_cast<int>(rng() % static_cast<unsigned>(k)))]
            .links.push_back(links[static_cast<std::size_t>(i)]);
    for (LinkClass& lc : m.linkClasses) {
        std::sort(lc.links.begin(), lc.links.end());
        lc.latency = 1e-5 * (1 + logUniform(rng));
        lc.bandwidth = std::pow(10.0, 5 + 2 * logUniform(rng));
        if (rng() % 2)
            lc.sharedBandwidth = lc.bandwidth * std::pow(2.0, 6 * logUniform(rng));
    }
    validate(m);
    return m;
}

} // namespace

TEST(BestOrder, PerPositionPricesMatchEmulatedRuns)
{
    // The search prices a step at every position on every link by relabelling the node bits of
    // the lecture-order run; an order's time is then a sum over its positions. Check that sum
    // against the cost of a real run in that order.
    const Machine& pg = findMachine("power-gc");
    std::mt19937 rng(7);
    for (int n : {3, 6, 8}) {
        const auto tables = BestOrder::stepCostTables(pg, "tree-allreduce", n, 300);
        ASSERT_EQ(tables.size(), 2u);
        for (int i = 0; i < 6; ++i) {
            std::vector<int> order = ascendingLinks(n);
            std::vector<int> broadcastOrder = ascendingLinks(n);
            std::shuffle(order.begin(), order.end(), rng);
            std::shuffle(broadcastOrder.begin(), broadcastOrder.end(), rng);
            Scenario s = scenario(n, "tree-allreduce", order, ValueMode::Numeric);
            s.secondLinkOrder = broadcastOrder;
            const double real = CostModel::evaluate(Emulator::run(s), pg, 300).total;
            const double summed = timeOf(tables[0], order) + timeOf(tables[1], broadcastOrder);
            EXPECT_NEAR(summed, real, 1e-12 * real) << "n=" << n;
        }
    }
}

TEST(BestOrder, RuleAgreesWithExhaustiveSearchOnEveryPreset)
{
    for (const Machine& m : builtinMachines())
        for (int n = 1; n <= std::min(8, m.maxDimension); ++n)
            for (const std::string& algorithm : kAlgorithms)
                expectAgreement(m, algorithm, n);
}

TEST(BestOrder, RuleAgreesWithExhaustiveSearchOnRandomMachines)
{
    std::mt19937 rng(20240611);
    int nested = 0;
    int tangled = 0;
    for (int i = 0; i < 60; ++i) {
        const int n = 4 + i % 3;
        const Machine m = randomMachine(rng, n);
        (BestOrder::classesNested(m, n) ? nested : tangled)++;
        expectAgreement(m, "tree-allreduce", n);
        if (HasFailure())
            return;
    }
    // Both branches of the rule were exercised.
    EXPECT_GT(nested, 5);
    EXPECT_GT(tangled, 5);
}

TEST(BestOrder, NestingNeedsTheSmallerCapacityToSaturateNoLater)
{
    Machine m;
    m.id = "tangled";
    m.maxDimension = 2;
    // Link 1 has the smaller capacity (steeper growth) but saturates only at 100 messages;
    // link 2 grows more gently but from 2 messages on: neither grows no slower everywhere.
    m.linkClasses = {{{1}, 0.0, 1e5, 1e7}, {{2}, 0.0, 1e7, 2e7}};
    EXPECT_FALSE(BestOrder::classesNested(m, 2));
    m.linkClasses[1].sharedBandwidth = 2e9; // now saturating at 200: link 1 dominates
    EXPECT_TRUE(BestOrder::classesNested(m, 2));
    m.linkClasses[1].sharedBandwidth.reset();
    EXPECT_TRUE(BestOrder::classesNested(m, 2));
}

TEST(BestOrder, LectureOrderIsShownWhenEveryOrderTies)
{
    const BestOrderResult best = BestOrder::find(findMachine("ideal-hypercube"), "Tree_Do", 5, 64);
    ASSERT_EQ(best.phases.size(), 2u);
    EXPECT_EQ(best.algorithm, "tree-allreduce");
    EXPECT_EQ(best.linkOrder(), descendingLinks(5));
    EXPECT_EQ(best.secondLinkOrder(), ascendingLinks(5));
    for (const PhaseOrder& p : best.phases)
        EXPECT_EQ(p.optimalOrders, 120u);
    EXPECT_DOUBLE_EQ(best.seconds, best.lectureSeconds);
}

TEST(BestOrder, PowerGcReduceAlonePutsTheSlowLinksLast)
{
    const Machine& pg = findMachine("power-gc");
    const BestOrderResult reduce = BestOrder::find(pg, "tree-reduce", 8, 1000);
    EXPECT_EQ(reduce.linkOrder(), ascendingLinks(8));
    EXPECT_LT(reduce.seconds, reduce.lectureSeconds);
    const BestOrderResult broadcast = BestOrder::find(pg, "tree-broadcast", 8, 1000);
    EXPECT_EQ(broadcast.linkOrder(), descendingLinks(8)); // the exercise's answer for Tree_Down
    EXPECT_LT(broadcast.seconds, broadcast.lectureSeconds);
    // Cube_Do puts p messages on every link in every step: its order never matters.
    const BestOrderResult cube = BestOrder::find(pg, "cube-allreduce", 8, 1000);
    EXPECT_EQ(cube.phases[0].optimalOrders, 40320u);
}

TEST(BestOrder, RuleServesDimensionsBeyondTheSearch)
{
    const Machine& origin = findMachine("origin2000");
    const BestOrderResult best = BestOrder::find(origin, "tree-allreduce", 9, 4096);
    EXPECT_EQ(best.method, SearchMethod::Rule);
    const std::vector<int> reduce = best.linkOrder();
    // The two shared links (8, 9) go where few messages travel: the last two reduce steps.
    EXPECT_EQ(std::vector<int>(reduce.end() - 2, reduce.end()), (std::vector<int>{8, 9}));
    EXPECT_LT(best.seconds, best.lectureSeconds);
    // The time the rule claims is the time of a real run in its orders.
    Scenario s = scenario(9, "tree-allreduce", best.linkOrder(), ValueMode::Numeric);
    s.secondLinkOrder = best.secondLinkOrder();
    const double real = CostModel::evaluate(Emulator::run(s), origin, 4096).total;
    EXPECT_NEAR(best.seconds, real, 1e-12 * real);
}

TEST(BestOrder, RefusesWhatItCannotDo)
{
    const Machine& origin = findMachine("origin2000");
    try {
        BestOrder::find(origin, "tree-reduce", 9, 1, SearchMethod::Exhaustive);
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(
            e.what(),
            "an exhaustive search tries all n! orders and serves dimensions up to 8; use the "
            "rule for dimension 9");
    }
    EXPECT_THROW(BestOrder::find(origin, "tree-reduce", 10, 1), InputError);
    EXPECT_THROW(BestOrder::find(origin, "bitonic", 3, 1), InputError);
    EXPECT_THROW(BestOrder::find(origin, "tree-reduce", 3, 0), InputError);
}

namespace {

// The block collectives that use one link a step: their orders are priced per position.
const std::vector<std::string> kBlockAlgorithms{"tree-gather", "tree-scatter", "reduce-scatter",
                                                "allgather", "rabenseifner-allreduce"};

// The time of a real run in these orders, priced at `elements`.
double realTime(const Machine& machine, const std::string& algorithm, int n,
                const std::vector<int>& order, const std::vector<int>& secondOrder,
                std::uint64_t elements)
{
    Scenario s = scenario(n, algorithm, order, ValueMode::Numeric);
    s.secondLinkOrder = secondOrder;
    return CostModel::evaluate(Emulator::run(s), machine, elements).total;
}

std::vector<int> classesAt(const Machine& machine, const std::vector<int>& order)
{
    std::vector<int> out;
    for (int link : order)
        out.push_back(static_cast<int>(machine.classOf(link)));
    return out;
}

} // namespace

TEST(BestOrder, BlockCollectivesPerPositionPricesMatchEmulatedRuns)
{
    // Messages of the block collectives change size from step to step; a position keeps its
    // size on any link, so the per-position sum is still a real run's time.
    const Machine& pg = findMachine("power-gc");
    std::mt19937 rng(11);
    for (const std::string& algorithm : kBlockAlgorithms)
        for (int n : {2, 5, 8}) {
            const std::uint64_t m = std::uint64_t{40} << n;
            const auto tables = BestOrder::stepCostTables(pg, algorithm, n, m);
            const std::size_t orders = findCollective(algorithm).linkOrders.size();
            ASSERT_EQ(tables.size(), orders) << algorithm;
            for (int i = 0; i < 4; ++i) {
                std::vector<int> order = ascendingLinks(n);
                std::vector<int> second = ascendingLinks(n);
                std::shuffle(order.begin(), order.end(), rng);
                std::shuffle(second.begin(), second.end(), rng);
                if (orders == 1)
                    second.clear();
                const double real = realTime(pg, algorithm, n, order, second, m);
                double summed = timeOf(tables[0], order);
                if (orders == 2)
                    summed += timeOf(tables[1], second);
                EXPECT_NEAR(summed, real, 1e-12 * real) << algorithm << " n=" << n;
            }
        }
}

TEST(BestOrder, BlockCollectivesRuleAgreesWithExhaustiveSearch)
{
    std::mt19937 rng(5);
    for (const std::string& algorithm : kBlockAlgorithms) {
        std::vector<Machine> machines(builtinMachines().begin(), builtinMachines().end());
        for (int i = 0; i < 4; ++i)
            machines.push_back(randomMachine(rng, 5));
        for (const Machine& m : machines)
            for (int n = 1; n <= std::min(m.maxDimension == 5 ? 5 : 8, m.maxDimension); ++n) {
                const std::string what = m.id + " " + algorithm + " n=" + std::to_string(n);
                const std::uint64_t elements = std::uint64_t{1000} << n;
                const BestOrderResult search =
                    BestOrder::find(m, algorithm, n, elements, SearchMethod::Exhaustive);
                const BestOrderResult rule =
                    BestOrder::find(m, algorithm, n, elements, SearchMethod::Rule);
                const auto tables = BestOrder::stepCostTables(m, algorithm, n, elements);
                ASSERT_EQ(search.phases.size(), findCollective(algorithm).linkOrders.size())
                    << what;
                ASSERT_EQ(rule.phases.size(), search.phases.size()) << what;
                for (std::size_t p = 0; p < search.phases.size(); ++p) {
                    const PhaseOrder& s = search.phases[p];
                    const PhaseOrder& r = rule.phases[p];
                    EXPECT_EQ(s.phase, findCollective(algorithm).linkOrders[p].phase) << what;
                    EXPECT_NEAR(r.seconds, s.seconds, 1e-12 * s.seconds) << what;
                    EXPECT_EQ(r.optimalOrders, s.optimalOrders) << what;
                    EXPECT_NEAR(timeOf(tables[p], r.order), s.seconds, 1e-12 * s.seconds) << what;
                    EXPECT_NEAR(timeOf(tables[p], s.order), s.seconds, 1e-12 * s.seconds) << what;
                }
            }
    }
}

TEST(BestOrder, PowerGcRabenseifnerPutsTheSlowLinksOnTheSmallestMessages)
{
    // The reduce-scatter halves its messages every step and the allgather doubles them; every
    // step sends p messages, so the slow links (7, 8) belong to the last reduce-scatter steps
    // and the first allgather steps, where the messages are smallest.
    const Machine& pg = findMachine("power-gc");
    const int n = pg.maxDimension;
    const std::uint64_t m = std::uint64_t{1} << 20;
    const BestOrderResult best = BestOrder::find(pg, "Rabenseifner", n, m);
    ASSERT_EQ(best.phases.size(), 2u);
    EXPECT_EQ(best.phases[0].phase, Phase::ReduceScatter);
    EXPECT_EQ(best.phases[1].phase, Phase::Allgather);
    const std::vector<int> reduceScatter = best.linkOrder();
    const std::vector<int> allgather = best.secondLinkOrder();
    ASSERT_EQ(reduceScatter.size(), 8u);
    ASSERT_EQ(allgather.size(), 8u);
    // Class by class: fast 1–4, then 5–6, then the slow 7–8; the allgather the reverse.
    const std::size_t fast = pg.classOf(1), middle = pg.classOf(5), slow = pg.classOf(7);
    const auto f = static_cast<int>(fast), mi = static_cast<int>(middle),
               s = static_cast<int>(slow);
    EXPECT_EQ(classesAt(pg, reduceScatter), (std::vector<int>{f, f, f, f, mi, mi, s, s}));
    EXPECT_EQ(classesAt(pg, allgather), (std::vector<int>{s, s, mi, mi, f, f, f, f}));
    // Shown mirrored: the allgather runs the reduce-scatter's links backwards.
    EXPECT_EQ(allgather, std::vector<int>(reduceScatter.rbegin(), reduceScatter.rend()));
    std::vector<int> lastTwo(reduceScatter.end() - 2, reduceScatter.end());
    std::vector<int> firstTwo(allgather.begin(), allgather.begin() + 2);
    std::sort(lastTwo.begin(), lastTwo.end());
    std::sort(firstTwo.begin(), firstTwo.end());
    EXPECT_EQ(lastTwo, (std::vector<int>{7, 8}));
    EXPECT_EQ(firstTwo, (std::vector<int>{7, 8}));
    // Only the links within a class may be swapped: 4!·2!·2! orders a phase.
    EXPECT_EQ(best.phases[0].optimalOrders, 96u);
    EXPECT_EQ(best.phases[1].optimalOrders, 96u);
    // The lecture's order (8, …, 1, then 1, …, 8) sends the largest messages over link 8.
    EXPECT_LT(best.seconds, best.lectureSeconds);
    EXPECT_NEAR(best.seconds,
                realTime(pg, "rabenseifner-allreduce", n, reduceScatter, allgather, m),
                1e-12 * best.seconds);
}

TEST(BestOrder, RingOrdersTieOnAUniformMachine)
{
    // A Gray-code ring on equal links: every order puts one block a step on every ring edge.
    for (int n = 1; n <= 5; ++n) {
        const BestOrderResult best =
            BestOrder::find(findMachine("ideal-hypercube"), "Ring", n, std::uint64_t{64} << n);
        ASSERT_EQ(best.phases.size(), 1u);
        const PhaseOrder& ring = best.phases[0];
        EXPECT_EQ(ring.phase, Phase::ReduceScatter);
        EXPECT_EQ(ring.optimalOrders, ring.allOrders) << "n=" << n;
        EXPECT_EQ(ring.order, ascendingLinks(n));
        EXPECT_DOUBLE_EQ(best.seconds, best.lectureSeconds);
        EXPECT_TRUE(best.secondLinkOrder().empty());
    }
    EXPECT_THROW(BestOrder::stepCostTables(findMachine("ideal-hypercube"), "Ring", 3, 8),
                 InputError);
}

TEST(BestOrder, RingSearchFindsTheFastestOfAllOrders)
{
    // Every order of a small cube run for real: the search's time is the least, its count of
    // ties is right, and the order it shows takes that time.
    std::mt19937 rng(3);
    for (int i = 0; i < 6; ++i) {
        const int n = 3 + i % 2;
        const Machine m = randomMachine(rng, n);
        const std::uint64_t elements = std::uint64_t{500} << n;
        const BestOrderResult best = BestOrder::find(m, "ring-allreduce", n, elements);
        ASSERT_EQ(best.phases.size(), 1u);
        std::vector<int> order = ascendingLinks(n);
        double least = std::numeric_limits<double>::infinity();
        std::vector<double> times;
        do {
            times.push_back(realTime(m, "ring-allreduce", n, order, {}, elements));
            least = std::min(least, times.back());
        } while (std::next_permutation(order.begin(), order.end()));
        const auto ties = static_cast<std::uint64_t>(std::count_if(
            times.begin(), times.end(), [&](double t) { return t <= least * (1 + 1e-12); }));
        EXPECT_NEAR(best.seconds, least, 1e-12 * least) << m.id << " n=" << n;
        EXPECT_EQ(best.phases[0].optimalOrders, ties) << "n=" << n;
        EXPECT_NEAR(realTime(m, "ring-allreduce", n, best.linkOrder(), {}, elements), least,
                    1e-12 * least);
        EXPECT_NEAR(best.lectureSeconds,
                    realTime(m, "ring-allreduce", n, ascendingLinks(n), {}, elements),
                    1e-12 * least);
    }
}

TEST(BestOrder, PowerGcRingKeepsTheSharedLinksOffTheBusiestRingEdges)
{
    // On an 8-cube the ring's first link carries 128 of its 256 edges, the last two links two
    // each: the shared slow links go last.
    const Machine& pg = findMachine("power-gc");
    const BestOrderResult best = BestOrder::find(pg, "ring-allreduce", 8, 1u << 16);
    ASSERT_EQ(best.phases.size(), 1u);
    EXPECT_EQ(best.phases[0].concurrency,
              (std::vector<std::uint64_t>{128, 64, 32, 16, 8, 4, 2, 2}));
    // Every step of the ring waits for its slowest class: the slow links are fine where they
    // carry few edges, so many orders tie, but none puts a shared class on the busiest two.
    const std::vector<int> order = best.linkOrder();
    EXPECT_EQ(pg.classOf(order[0]), pg.classOf(1));
    EXPECT_EQ(pg.classOf(order[1]), pg.classOf(1));
    EXPECT_LT(best.phases[0].optimalOrders, best.phases[0].allOrders);
    EXPECT_LE(best.seconds, best.lectureSeconds);
    EXPECT_NEAR(best.seconds, realTime(pg, "ring-allreduce", 8, order, {}, 1u << 16),
                1e-12 * best.seconds);
    EXPECT_GT(realTime(pg, "ring-allreduce", 8, descendingLinks(8), {}, 1u << 16),
              2 * best.seconds);
}
