// The best link order: the per-position prices match real runs, the rule of
// docs/cost-model.md agrees with the exhaustive search wherever both run, ties are counted.

#include "cubelab/bestorder.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/machine.h"
#include "testutil.h"

#include <cmath>
#include <gtest/gtest.h>
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
    EXPECT_THROW(BestOrder::find(origin, "ring", 3, 1), InputError);
    EXPECT_THROW(BestOrder::find(origin, "tree-reduce", 3, 0), InputError);
}
