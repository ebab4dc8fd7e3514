// The cost model against the published formulas (Thakur, Rabenseifner, Gropp 2005) on an
// ideal machine, and against hand-derived times where links differ or share capacity.

#include "cubelab/bestorder.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/machine.h"
#include "cubelab/machinejson.h"
#include "testutil.h"

#include <cmath>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

Trace run(int dimension, const std::string& algorithm, std::vector<int> order = {},
          std::vector<int> broadcastOrder = {}, std::int64_t elements = 1)
{
    Scenario s = scenario(dimension, algorithm, std::move(order), ValueMode::Numeric);
    s.secondLinkOrder = std::move(broadcastOrder);
    s.elements = elements;
    return Emulator::run(s);
}

void expectRelative(double actual, double expected, const std::string& what)
{
    EXPECT_LT(std::abs(actual - expected), 1e-9 * std::abs(expected))
        << what << ": " << actual << " vs " << expected;
}

Machine withoutSharing(Machine m)
{
    for (LinkClass& lc : m.linkClasses)
        lc.sharedBandwidth.reset();
    return m;
}

} // namespace

TEST(CostModel, IdealMachineReproducesThePublishedFormulas)
{
    const Machine& ideal = findMachine("ideal-hypercube");
    const double alpha = ideal.linkClasses[0].latency;
    const double beta = 1.0 / ideal.linkClasses[0].bandwidth;
    // The formulas charge γ per byte combined; the machine charges combineSeconds per element.
    const double gamma = ideal.combineSeconds / ideal.elementBytes;
    for (int n = 1; n <= 10; ++n) {
        const Trace reduce = run(n, "tree-reduce");
        const Trace broadcast = run(n, "tree-broadcast");
        const Trace treeAll = run(n, "tree-allreduce");
        const Trace cubeAll = run(n, "cube-allreduce");
        for (std::uint64_t m :
             {std::uint64_t{1}, std::uint64_t{3}, std::uint64_t{1000}, std::uint64_t{1} << 20}) {
            const double N = static_cast<double>(m * ideal.elementBytes);
            const double lg = n;
            const std::string at = "n=" + std::to_string(n) + " m=" + std::to_string(m);
            expectRelative(CostModel::evaluate(broadcast, ideal, m).total,
                           lg * alpha + N * lg * beta, "binomial broadcast " + at);
            expectRelative(CostModel::evaluate(reduce, ideal, m).total,
                           lg * alpha + N * lg * beta + N * lg * gamma, "binomial reduce " + at);
            expectRelative(CostModel::evaluate(treeAll, ideal, m).total,
                           2 * lg * alpha + 2 * N * lg * beta + N * lg * gamma,
                           "reduce + broadcast " + at);
            expectRelative(CostModel::evaluate(cubeAll, ideal, m).total,
                           lg * alpha + N * lg * beta + N * lg * gamma, "recursive doubling " + at);
        }
    }
}

TEST(CostModel, ElementCountOverrideEqualsARunWithThatLength)
{
    const Machine& pg = findMachine("power-gc");
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        const CostResult once = CostModel::evaluate(run(5, algorithm), pg, 37);
        const CostResult real = CostModel::evaluate(run(5, algorithm, {}, {}, 37), pg);
        EXPECT_EQ(real.elements, 37u);
        EXPECT_DOUBLE_EQ(once.total, real.total) << algorithm;
        ASSERT_EQ(once.steps.size(), real.steps.size());
    }
}

TEST(CostModel, HalfDuplexDoublesCubeDoTransfersAndLeavesTreesAlone)
{
    const Machine& full = findMachine("ideal-hypercube");
    Machine half = full;
    half.duplex = Duplex::Half;
    const double alpha = full.linkClasses[0].latency;
    const double beta = 1.0 / full.linkClasses[0].bandwidth;
    const double gamma = full.combineSeconds / full.elementBytes;
    for (int n : {1, 4, 9}) {
        const Trace cube = run(n, "cube-allreduce");
        for (std::uint64_t m : {std::uint64_t{1}, std::uint64_t{4096}}) {
            const double N = static_cast<double>(m * full.elementBytes);
            const CostResult f = CostModel::evaluate(cube, full, m);
            const CostResult h = CostModel::evaluate(cube, half, m);
            expectRelative(h.total, n * 2 * (alpha + N * beta) + N * n * gamma,
                           "half-duplex Cube_Do");
            for (std::size_t s = 0; s < f.steps.size(); ++s) {
                EXPECT_EQ(f.steps[s].transfers, 1);
                EXPECT_EQ(h.steps[s].transfers, 2);
                expectRelative(h.steps[s].transferSeconds, 2 * f.steps[s].transferSeconds,
                               "step transfer");
                EXPECT_DOUBLE_EQ(h.steps[s].combineSeconds, f.steps[s].combineSeconds);
            }
        }
        // A tree step sends one way only, whatever the root: half duplex costs it nothing.
        for (const char* algorithm : {"tree-reduce", "tree-broadcast", "tree-allreduce"}) {
            Scenario s = scenario(n, algorithm, {}, ValueMode::Numeric);
            s.root = (std::int64_t{1} << n) - 1;
            const Trace tree = Emulator::run(s);
            EXPECT_DOUBLE_EQ(CostModel::evaluate(tree, half, 100).total,
                             CostModel::evaluate(tree, full, 100).total)
                << algorithm;
        }
    }
}

TEST(CostModel, WithoutSharingEveryLinkOrderOfATreeCostsTheSame)
{
    // Different link speeds, nothing shared: each dimension is on the critical path once, so
    // the order cannot matter. Students expect otherwise.
    const Machine m = withoutSharing(findMachine("power-gc"));
    for (const char* algorithm : {"tree-reduce", "tree-broadcast", "tree-allreduce"}) {
        const double lecture = CostModel::evaluate(run(4, algorithm), m, 1000).total;
        for (const auto& order : ordersFor(4))
            for (const auto& broadcastOrder :
                 {descendingLinks(4), order, std::vector<int>{2, 4, 1, 3}}) {
                const Trace t =
                    run(4, algorithm, order,
                        std::string(algorithm) == "tree-allreduce" ? broadcastOrder
                                                                   : std::vector<int>{});
                EXPECT_NEAR(CostModel::evaluate(t, m, 1000).total, lecture, 1e-12 * lecture)
                    << algorithm;
            }
    }
    // And for all 8! orders of a 256-processor machine, through the per-step prices.
    for (const char* algorithm : {"tree-reduce", "tree-broadcast", "tree-allreduce"}) {
        const BestOrderResult best =
            BestOrder::find(m, algorithm, 8, 1000, SearchMethod::Exhaustive);
        for (const PhaseOrder& phase : best.phases) {
            EXPECT_EQ(phase.optimalOrders, 40320u) << algorithm;
            EXPECT_EQ(phase.allOrders, 40320u);
            EXPECT_EQ(phase.order, phase.lectureOrder);
        }
    }
}

TEST(CostModel, SharedCapacityDividesAmongTheMessagesOfAStep)
{
    // Cube_Do on the POWER-GC preset with p = 128, worked by hand: every step carries 128
    // messages (64 pairs, both ways). Links 1-4 run at a; links 5-6 and 7 get B/128 each.
    const Machine& pg = findMachine("power-gc");
    const LinkClass& a = pg.linkClasses[0];
    const LinkClass& b = pg.linkClasses[1];
    const LinkClass& c = pg.linkClasses[2];
    const std::uint64_t m = 1024;
    const double N = static_cast<double>(m * pg.elementBytes);
    const CostResult cost = CostModel::evaluate(run(7, "cube-allreduce"), pg, m);
    const double expected =
        7 * a.latency +
        N * (4 / a.bandwidth + 2 * 128 / *b.sharedBandwidth + 128 / *c.sharedBandwidth) +
        7 * pg.combineSeconds * static_cast<double>(m);
    expectRelative(cost.total, expected, "Cube_Do on POWER-GC");

    // The first step uses link 7: limited by the shared capacity, 128 messages at once.
    const StepCost& first = cost.steps[0];
    EXPECT_EQ(first.slowest.link, 7);
    EXPECT_EQ(first.linkClass, 2u);
    EXPECT_EQ(first.concurrent, 128u);
    EXPECT_EQ(first.limit, CostLimit::SharedCapacity);
    EXPECT_DOUBLE_EQ(first.effectiveBandwidth, *c.sharedBandwidth / 128);
    // The last uses link 1: its own bandwidth limits it.
    EXPECT_EQ(cost.steps[6].limit, CostLimit::LinkBandwidth);
    EXPECT_DOUBLE_EQ(cost.steps[6].effectiveBandwidth, a.bandwidth);
    // A single element is all start-up.
    EXPECT_EQ(CostModel::evaluate(run(7, "tree-reduce"), pg, 1).steps[6].limit, CostLimit::Latency);
}

TEST(CostModel, StepsRunOneAfterAnother)
{
    const CostResult cost =
        CostModel::evaluate(run(6, "tree-allreduce"), findMachine("power-gc"), 500);
    ASSERT_EQ(cost.steps.size(), 12u);
    double clock = 0.0;
    for (std::size_t s = 0; s < cost.steps.size(); ++s) {
        EXPECT_EQ(cost.steps[s].index, s + 1);
        EXPECT_DOUBLE_EQ(cost.steps[s].start, clock);
        EXPECT_DOUBLE_EQ(cost.steps[s].duration,
                         cost.steps[s].transferSeconds + cost.steps[s].combineSeconds);
        // Reduce steps combine, broadcast steps only copy.
        EXPECT_EQ(cost.steps[s].combineSeconds > 0.0, s < 6) << s;
        clock += cost.steps[s].duration;
    }
    EXPECT_DOUBLE_EQ(cost.total, clock);
    EXPECT_EQ(cost.machine, "power-gc");
}

TEST(CostModel, RefusesARunLargerThanTheMachine)
{
    try {
        CostModel::evaluate(run(9, "tree-reduce"), findMachine("power-gc"));
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(),
                     "machine 'power-gc' has links 1 to 8 (at most 256 processors); the run needs "
                     "dimension 9");
    }
}

TEST(PowerGc, At128ProcessorsTheRightTreeWinsForLongVectorsAndCubeDoForOneElement)
{
    const Machine& pg = findMachine("power-gc");
    const BestOrderResult best = BestOrder::find(pg, "tree-allreduce", 7, 1);
    // The slow links near the root: last in the reduce, first in the broadcast — the
    // lecture's exercise, solved.
    EXPECT_EQ(best.linkOrder(), (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(best.secondLinkOrder(), (std::vector<int>{7, 6, 5, 4, 3, 2, 1}));
    for (const PhaseOrder& phase : best.phases) {
        EXPECT_GT(phase.optimalOrders, 1u); // several orders tie, and we say so
        EXPECT_LT(phase.optimalOrders, phase.allOrders);
    }

    const Trace cube = run(7, "cube-allreduce");
    const Trace lecture = run(7, "tree-allreduce");
    const Trace right = run(7, "tree-allreduce", best.linkOrder(), best.secondLinkOrder());
    auto total = [&](const Trace& t, std::uint64_t m) {
        return CostModel::evaluate(t, pg, m).total;
    };

    const std::uint64_t large = std::uint64_t{1} << 20;
    EXPECT_LT(total(right, large), total(cube, large));
    EXPECT_LT(total(right, large), total(lecture, large));

    // One element: Cube_Do pays n start-ups, Tree_Do 2n.
    EXPECT_LT(total(cube, 1), total(right, 1));
    EXPECT_LT(total(cube, 1), total(lecture, 1));

    // The crossover: the first length at which the right tree beats Cube_Do.
    std::uint64_t crossover = 1;
    while (total(right, crossover) >= total(cube, crossover))
        ++crossover;
    EXPECT_GT(crossover, 1u);
    for (std::uint64_t m = crossover; m <= large; m *= 2)
        EXPECT_LT(total(right, m), total(cube, m)) << m;
    RecordProperty("crossoverElements", std::to_string(crossover));
}

TEST(CostModel, HalfDuplexExchangeOverASharedClassWorkedByHand)
{
    // tests/data/machine-half-duplex.json: links 1-2 at 1 GB/s (2 µs), link 3 at 100 MB/s
    // (5 µs) sharing 200 MB/s; 4-byte elements, 1 ns a combine.
    const Machine m =
        readMachineFile(std::string(CUBELAB_TEST_DATA_DIR) + "/machine-half-duplex.json");
    const CostResult cost = CostModel::evaluate(run(3, "cube-allreduce"), m, 1000);
    ASSERT_EQ(cost.steps.size(), 3u);
    // Link 3 first: 8 messages, two transfers of 4; 200 MB/s / 4 = 50 MB/s each (below 100).
    const double link3 = 2 * (5e-6 + 4000 / 5e7) + 1000 * 1e-9;
    // Links 2 and 1: unshared, two transfers at 1 GB/s.
    const double link12 = 2 * (2e-6 + 4000 / 1e9) + 1000 * 1e-9;
    expectRelative(cost.steps[0].duration, link3, "link 3");
    EXPECT_EQ(cost.steps[0].limit, CostLimit::SharedCapacity);
    EXPECT_EQ(cost.steps[0].concurrent, 4u);
    expectRelative(cost.steps[1].duration, link12, "link 2");
    expectRelative(cost.total, link3 + 2 * link12, "total");

    try {
        readMachineFile(std::string(CUBELAB_TEST_DATA_DIR) + "/machine-bad-shared.json");
        FAIL() << "accepted";
    } catch (const FileError& e) {
        EXPECT_EQ(e.place(), "/linkClasses/0/sharedBandwidth");
        EXPECT_EQ(e.reason(), "expected sharedBandwidth (a number), found the string \"lots\"");
    }
}

TEST(CostModel, EachMessageIsPricedByItsOwnBytes)
{
    Machine m;
    m.id = "two-classes";
    m.maxDimension = 3;
    m.elementBytes = 4;
    m.combineSeconds = 1e-3;
    m.linkClasses = {{{1}, 0.5, 100.0, std::nullopt}, {{2, 3}, 0.25, 1000.0, 1000.0}};
    // Link 1 alone; links 2 and 3 share 1000 bytes a second, so two messages on them get 500
    // each whatever their sizes.
    const std::vector<Message> messages{{0, 1, 1}, {0, 2, 2}, {1, 5, 3}, {4, 6, 2}};
    const std::vector<double> elements{10.0, 300.0, 100.0, 50.0};
    // 40 bytes at 100 B/s: 0.9 s; three messages share the class (k = 3): 1000/3 B/s each, so
    // 1200 bytes take 3.6 s, 400 bytes 1.2 s.
    const StepCost cost = CostModel::stepCost(messages, elements, Phase::Gather, m);
    EXPECT_DOUBLE_EQ(cost.transferSeconds, 0.25 + 1200.0 * 3 / 1000.0);
    EXPECT_EQ(cost.slowest, messages[1]);
    EXPECT_EQ(cost.concurrent, 3u);
    EXPECT_EQ(cost.limit, CostLimit::SharedCapacity);
    EXPECT_EQ(cost.combineSeconds, 0.0); // a gather only collects

    // A small message on the slow link is the slowest once the shared ones are small.
    const std::vector<double> small{10.0, 1.0, 1.0, 1.0};
    const StepCost other = CostModel::stepCost(messages, small, Phase::Gather, m);
    EXPECT_EQ(other.slowest, messages[0]);
    EXPECT_DOUBLE_EQ(other.transferSeconds, 0.5 + 40.0 / 100.0);
    EXPECT_EQ(other.limit, CostLimit::Latency);

    // Equal counts give what the whole-vector form gives.
    const std::vector<double> equal(messages.size(), 7.0);
    EXPECT_EQ(CostModel::stepCost(messages, equal, Phase::Reduce, m).duration,
              CostModel::stepCost(messages, Phase::Reduce, m, 7).duration);

    EXPECT_THROW(CostModel::stepCost(messages, std::vector<double>{1.0}, Phase::Reduce, m),
                 InputError);
}

TEST(CostModel, CombineTermCountsWhatTheBusiestReceiverCombines)
{
    Machine m;
    m.id = "combine";
    m.maxDimension = 3;
    m.combineSeconds = 2.0;
    m.linkClasses = {{{1, 2, 3}, 0.0, 1e12, std::nullopt}};
    // Node 0 receives 3 + 4 elements, node 1 receives 6.
    const std::vector<Message> messages{{1, 0, 1}, {2, 0, 2}, {0, 1, 1}};
    const std::vector<double> elements{3.0, 4.0, 6.0};
    EXPECT_DOUBLE_EQ(CostModel::stepCost(messages, elements, Phase::ReduceScatter, m).combineSeconds,
                     2.0 * 7.0);
    EXPECT_DOUBLE_EQ(CostModel::stepCost(messages, elements, Phase::Exchange, m).combineSeconds,
                     2.0 * 7.0);
    EXPECT_EQ(CostModel::stepCost(messages, elements, Phase::Allgather, m).combineSeconds, 0.0);
    EXPECT_EQ(CostModel::stepCost(messages, elements, Phase::Scatter, m).combineSeconds, 0.0);
    EXPECT_EQ(CostModel::stepCost(messages, elements, Phase::Broadcast, m).combineSeconds, 0.0);
}

TEST(CostModel, BlockMessagesCarryTheirBlocksExactElementsAtTheTracesLength)
{
    // m = 13 on p = 4: blocks of 3, 3, 3, 4 elements. At its own length each message counts
    // its blocks; at another length its share of that length.
    const Machine& pg = findMachine("power-gc");
    const Trace trace = run(2, "rabenseifner-allreduce", {}, {}, 13);
    const CostResult own = CostModel::evaluate(trace, pg);
    const CostResult longer = CostModel::evaluate(trace, pg, 400);
    ASSERT_EQ(own.steps.size(), trace.stepCount());
    for (const Step& step : trace.steps()) {
        std::vector<double> exact;
        std::vector<double> share;
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j) {
            exact.push_back(static_cast<double>(trace.messageElements(j)));
            share.push_back(trace.messageElements(j, 400.0));
        }
        EXPECT_EQ(own.steps[step.index - 1].duration,
                  CostModel::stepCost(trace.messages(step), exact, step.phase, pg).duration);
        EXPECT_EQ(longer.steps[step.index - 1].duration,
                  CostModel::stepCost(trace.messages(step), share, step.phase, pg).duration);
    }
    // The first reduce-scatter step sends two blocks: 6 or 7 elements, the slowest 7.
    const double seven = pg.linkClassOf(2).latency + 7.0 * pg.elementBytes / pg.linkClassOf(2).bandwidth;
    EXPECT_DOUBLE_EQ(own.steps[0].transferSeconds, seven);
    EXPECT_DOUBLE_EQ(own.steps[0].combineSeconds, pg.combineSeconds * 7.0);
}
