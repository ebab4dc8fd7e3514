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
    // messages (64 pairs, both ways). Links 1-4 run at a; links 5-6 and 7 share B for each
    // direction, so the 64 messages going one way get B/64 each.
    const Machine& pg = findMachine("power-gc");
    const LinkClass& a = pg.linkClasses[0];
    const LinkClass& b = pg.linkClasses[1];
    const LinkClass& c = pg.linkClasses[2];
    const std::uint64_t m = 1024;
    const double N = static_cast<double>(m * pg.elementBytes);
    const CostResult cost = CostModel::evaluate(run(7, "cube-allreduce"), pg, m);
    const double expected =
        7 * a.latency +
        N * (4 / a.bandwidth + 2 * 64 / *b.sharedBandwidth + 64 / *c.sharedBandwidth) +
        7 * pg.combineSeconds * static_cast<double>(m);
    expectRelative(cost.total, expected, "Cube_Do on POWER-GC");

    // The first step uses link 7: limited by the shared capacity, 64 messages each way.
    const StepCost& first = cost.steps[0];
    EXPECT_EQ(first.slowest.link, 7);
    EXPECT_EQ(first.linkClass, 2u);
    EXPECT_EQ(first.concurrent, 64u);
    EXPECT_EQ(first.limit, CostLimit::SharedCapacity);
    EXPECT_DOUBLE_EQ(first.effectiveBandwidth, *c.sharedBandwidth / 64);
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

namespace {

// Links 1-2 fast and unshared; link 3 slow, sharing 200 MB/s; full duplex, 8-byte elements.
Machine sharedLinkThree(SharedDirections directions)
{
    Machine m;
    m.id = "shared-three";
    m.maxDimension = 3;
    m.elementBytes = 8;
    m.combineSeconds = 1e-9;
    m.linkClasses = {LinkClass{{1, 2}, 1e-6, 1e9, std::nullopt},
                     LinkClass{{3}, 5e-6, 1e8, 2e8, directions}};
    return m;
}

} // namespace

TEST(CostModel, CubeDoExchangeSharesPerDirectionOnlyWhenTheClassSaysEach)
{
    // n = 3, order 3, 2, 1: the first step exchanges across link 3, 4 messages each way. One
    // pool: each of the 8 gets min(b, B/8) = 25 MB/s; per direction: min(b, B/4) = 50 MB/s.
    const Trace cube = run(3, "cube-allreduce");
    const std::uint64_t m = 1000;
    const double N = 8000.0;
    const CostResult both = CostModel::evaluate(cube, sharedLinkThree(SharedDirections::Both), m);
    const CostResult each = CostModel::evaluate(cube, sharedLinkThree(SharedDirections::Each), m);
    const double combine = 1000 * 1e-9;
    expectRelative(both.steps[0].duration, 5e-6 + N / 2.5e7 + combine, "one pool");
    expectRelative(each.steps[0].duration, 5e-6 + N / 5e7 + combine, "per direction");
    EXPECT_EQ(both.steps[0].concurrent, 8u);
    EXPECT_EQ(each.steps[0].concurrent, 4u);
    EXPECT_DOUBLE_EQ(both.steps[0].effectiveBandwidth, 2.5e7);
    EXPECT_DOUBLE_EQ(each.steps[0].effectiveBandwidth, 5e7);
    EXPECT_EQ(both.steps[0].limit, CostLimit::SharedCapacity);
    EXPECT_EQ(each.steps[0].limit, CostLimit::SharedCapacity);
    // Links 2 and 1 are unshared: the choice changes nothing there.
    for (std::size_t s : {1u, 2u})
        EXPECT_DOUBLE_EQ(both.steps[s].duration, each.steps[s].duration) << s;
    expectRelative(each.total - both.total, N / 5e7 - N / 2.5e7, "totals differ by link 3 only");
}

TEST(CostModel, OneWayTreeStepsCostTheSameUnderBothAndEach)
{
    // Tree_UpDo, order 3, 2, 1: the first step sends 4 messages across link 3, all one way, so
    // one pool or one per direction gives each min(b, B/4) = 50 MB/s.
    const std::uint64_t m = 1000;
    const double N = 8000.0;
    for (std::int64_t root : {0, 5}) {
        Scenario s = scenario(3, "tree-reduce", {}, ValueMode::Numeric);
        s.root = root;
        const Trace reduce = Emulator::run(s);
        const CostResult both =
            CostModel::evaluate(reduce, sharedLinkThree(SharedDirections::Both), m);
        const CostResult each =
            CostModel::evaluate(reduce, sharedLinkThree(SharedDirections::Each), m);
        expectRelative(both.steps[0].duration, 5e-6 + N / 5e7 + 1000 * 1e-9, "reduce over link 3");
        EXPECT_EQ(both.steps[0].concurrent, 4u);
        EXPECT_EQ(each.steps[0].concurrent, 4u);
        EXPECT_DOUBLE_EQ(each.total, both.total) << "root " << root;
    }
}

TEST(CostModel, DirectionOfAMessageIsWhetherItsSenderHasTheLinksBitSet)
{
    // Across link 3: three messages up (from nodes 0, 1, 2, bit 3 clear) and one down (from
    // node 7). Per direction the three share B (B/3 each) and the one down has its link's b.
    const std::vector<Message> messages{{0, 4, 3}, {1, 5, 3}, {2, 6, 3}, {7, 3, 3}};
    const StepCost each = CostModel::stepCost(messages, Phase::Broadcast,
                                              sharedLinkThree(SharedDirections::Each), 1000);
    EXPECT_EQ(each.concurrent, 3u);
    EXPECT_EQ(each.slowest.from, 0u);
    EXPECT_DOUBLE_EQ(each.effectiveBandwidth, 2e8 / 3);
    const StepCost both = CostModel::stepCost(messages, Phase::Broadcast,
                                              sharedLinkThree(SharedDirections::Both), 1000);
    EXPECT_EQ(both.concurrent, 4u);
    EXPECT_DOUBLE_EQ(both.effectiveBandwidth, 2e8 / 4);
    // The lone message down, alone in its direction, runs at the link's own speed.
    const StepCost down =
        CostModel::stepCost(std::vector<Message>{{7, 3, 3}, {0, 4, 3}}, Phase::Broadcast,
                            sharedLinkThree(SharedDirections::Each), 1000);
    EXPECT_EQ(down.limit, CostLimit::LinkBandwidth);
    EXPECT_DOUBLE_EQ(down.effectiveBandwidth, 1e8);
}

TEST(CostModel, HalfDuplexExchangeLatenciesAddOrOverlap)
{
    const Machine& full = findMachine("ideal-hypercube");
    Machine add = full;
    add.duplex = Duplex::Half;
    Machine overlap = add;
    overlap.exchangeLatency = ExchangeLatency::Overlap;
    const double alpha = full.linkClasses[0].latency;
    const double beta = 1.0 / full.linkClasses[0].bandwidth;
    const double gamma = full.combineSeconds / full.elementBytes;
    for (int n : {1, 4, 9}) {
        const Trace cube = run(n, "cube-allreduce");
        for (std::uint64_t m : {std::uint64_t{1}, std::uint64_t{4096}}) {
            const double N = static_cast<double>(m * full.elementBytes);
            const CostResult a = CostModel::evaluate(cube, add, m);
            const CostResult o = CostModel::evaluate(cube, overlap, m);
            expectRelative(a.total, n * (2 * alpha + 2 * N * beta) + n * N * gamma,
                           "latencies add");
            expectRelative(o.total, n * (alpha + 2 * N * beta) + n * N * gamma,
                           "latencies overlap");
            for (const StepCost& s : o.steps) {
                EXPECT_EQ(s.transfers, 1);
                EXPECT_EQ(s.limit, m == 1 ? CostLimit::Latency : CostLimit::LinkBandwidth);
            }
        }
        // Trees send one way: nothing to overlap.
        const Trace tree = run(n, "tree-allreduce");
        EXPECT_DOUBLE_EQ(CostModel::evaluate(tree, overlap, 100).total,
                         CostModel::evaluate(tree, add, 100).total);
    }
    // On a full-duplex machine the choice does not matter.
    Machine fullOverlap = full;
    fullOverlap.exchangeLatency = ExchangeLatency::Overlap;
    EXPECT_DOUBLE_EQ(CostModel::evaluate(run(4, "cube-allreduce"), fullOverlap, 64).total,
                     CostModel::evaluate(run(4, "cube-allreduce"), full, 64).total);
}

TEST(CostModel, HalfDuplexOverlapOverASharedClassWorkedByHand)
{
    // tests/data/machine-half-duplex.json with overlapping latencies: link 3 first, 8 messages
    // in one transfer, each sharing its link with its reverse (b/2 = 50 MB/s) and the class's
    // 200 MB/s with the others: one pool gives 25 MB/s, per direction 50 MB/s.
    Machine m = readMachineFile(std::string(CUBELAB_TEST_DATA_DIR) + "/machine-half-duplex.json");
    m.exchangeLatency = ExchangeLatency::Overlap;
    const Trace cube = run(3, "cube-allreduce");
    const double combine = 1000 * 1e-9;
    const CostResult pooled = CostModel::evaluate(cube, m, 1000);
    expectRelative(pooled.steps[0].duration, 5e-6 + 4000 / 2.5e7 + combine, "one pool");
    EXPECT_EQ(pooled.steps[0].concurrent, 8u);
    EXPECT_EQ(pooled.steps[0].limit, CostLimit::SharedCapacity);
    expectRelative(pooled.steps[1].duration, 2e-6 + 4000 / 5e8 + combine,
                   "link 2 shared with its reverse");
    EXPECT_EQ(pooled.steps[1].limit, CostLimit::LinkBandwidth);

    m.linkClasses[1].sharedDirections = SharedDirections::Each;
    const CostResult perDirection = CostModel::evaluate(cube, m, 1000);
    expectRelative(perDirection.steps[0].duration, 5e-6 + 4000 / 5e7 + combine, "per direction");
    EXPECT_EQ(perDirection.steps[0].concurrent, 4u);
}

TEST(CostModel, PerDirectionPresetsPriceCubeDoAsTheOnePoolOfTwiceTheCapacity)
{
    // The presets' bisections serve each direction; counted as one pool for both directions
    // they would be twice as large. Cube_Do's exchanges send as many messages each way, so
    // they cost the same either way; one-way tree steps can only be slower per direction.
    for (const char* id : {"power-gc", "origin2000"}) {
        const Machine& each = findMachine(id);
        Machine pooled = each;
        for (LinkClass& lc : pooled.linkClasses) {
            if (!lc.sharedBandwidth)
                continue;
            EXPECT_EQ(lc.sharedDirections, SharedDirections::Each) << id;
            lc.sharedDirections = SharedDirections::Both;
            *lc.sharedBandwidth *= 2;
        }
        for (int n = 1; n <= each.maxDimension; ++n) {
            for (std::uint64_t m : {std::uint64_t{1}, std::uint64_t{1000}}) {
                expectRelative(CostModel::evaluate(run(n, "cube-allreduce"), each, m).total,
                               CostModel::evaluate(run(n, "cube-allreduce"), pooled, m).total,
                               std::string(id) + " Cube_Do n=" + std::to_string(n));
                const Trace tree = run(n, "tree-allreduce");
                EXPECT_GE(CostModel::evaluate(tree, each, m).total,
                          CostModel::evaluate(tree, pooled, m).total * (1 - 1e-12))
                    << id << " Tree_Do n=" << n;
            }
        }
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
    EXPECT_DOUBLE_EQ(
        CostModel::stepCost(messages, elements, Phase::ReduceScatter, m).combineSeconds, 2.0 * 7.0);
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
    const double seven =
        pg.linkClassOf(2).latency + 7.0 * pg.elementBytes / pg.linkClassOf(2).bandwidth;
    EXPECT_DOUBLE_EQ(own.steps[0].transferSeconds, seven);
    EXPECT_DOUBLE_EQ(own.steps[0].combineSeconds, pg.combineSeconds * 7.0);
}
