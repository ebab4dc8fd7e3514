// The collective descriptors and the registry: every built-in collective describes what the
// views need (title, link orders and their phases, outcome, counterpart), the relations the
// comparison and the link-load chart read from them, and a collective that lives only in the
// tests (tests/common/testcollective.h) registered, run and removed.

#include "cubelab/comparison.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "testcollective.h"
#include "testutil.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace cubelab;

namespace {
bool hasPhase(const Collective& c, Phase phase)
{
    return std::find(c.phases.begin(), c.phases.end(), phase) != c.phases.end();
}

std::vector<int> reversed(std::vector<int> order)
{
    std::reverse(order.begin(), order.end());
    return order;
}

Scenario normalizedScenario(const std::string& algorithm, int dimension,
                            std::vector<int> order = {})
{
    return normalized(test::scenario(dimension, algorithm, std::move(order), ValueMode::Numeric));
}
} // namespace

TEST(CollectiveDescriptor, EveryBuiltInOneDescribesItselfWhole)
{
    for (const Collective& c : builtinCollectives()) {
        SCOPED_TRACE(c.id);
        EXPECT_FALSE(c.title.empty());
        EXPECT_EQ(c.title.rfind(c.lectureName + " – ", 0), 0u) << c.title;
        EXPECT_FALSE(c.summary.empty());
        EXPECT_FALSE(c.pseudocode.empty());
        ASSERT_FALSE(c.linkOrders.empty());
        EXPECT_EQ(c.linkOrders.front().field, OrderField::LinkOrder);
        for (const LinkOrderRole& role : c.linkOrders) {
            EXPECT_TRUE(hasPhase(c, role.phase));
            // Only the ring's order lays out a ring; every other orders one phase's steps.
            EXPECT_EQ(role.meaning, c.id == "ring-allreduce" ? OrderMeaning::RingLayout
                                                             : OrderMeaning::StepOrder);
        }
        // One order a phase, or one for all (the ring's G orders both of its phases).
        EXPECT_LE(c.linkOrders.size(), c.phases.size());
        const bool lectures = c.id == "tree-reduce" || c.id == "tree-broadcast" ||
                              c.id == "tree-allreduce" || c.id == "cube-allreduce";
        EXPECT_EQ(c.data, lectures ? DataKind::WholeVector : DataKind::Blocks);
        EXPECT_NE(findCollective(c.counterpart).id, c.id);
        EXPECT_NE(c.program, nullptr);
        EXPECT_NE(c.defaultLinkOrder, nullptr);
    }
}

TEST(CollectiveDescriptor, TheLinkOrdersSayWhatTheyOrder)
{
    using R = LinkOrderRole;
    auto same = [](const std::vector<R>& a, const std::vector<R>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                          [](R x, R y) { return x.field == y.field && x.phase == y.phase; });
    };
    EXPECT_TRUE(
        same(findCollective("Tree_UpDo").linkOrders, {{OrderField::LinkOrder, Phase::Reduce}}));
    EXPECT_TRUE(
        same(findCollective("Tree_Down").linkOrders, {{OrderField::LinkOrder, Phase::Broadcast}}));
    EXPECT_TRUE(same(
        findCollective("Tree_Do").linkOrders,
        {{OrderField::LinkOrder, Phase::Reduce}, {OrderField::SecondLinkOrder, Phase::Broadcast}}));
    EXPECT_TRUE(
        same(findCollective("Cube_Do").linkOrders, {{OrderField::LinkOrder, Phase::Exchange}}));
    EXPECT_TRUE(findCollective("Tree_Do").takesSecondOrder());
    for (const char* one : {"Tree_UpDo", "Tree_Down", "Cube_Do"})
        EXPECT_FALSE(findCollective(one).takesSecondOrder()) << one;
}

TEST(CollectiveDescriptor, TheOutcomeIsWhatTheTraceEndsWith)
{
    // The root alone holds the whole result after a reduce; every node after the others.
    // A block collective's outcome is read block by block.
    for (const Collective& c : builtinCollectives()) {
        SCOPED_TRACE(c.id);
        const Trace t = Emulator::run(test::scenario(3, c.id));
        const NodeId p = t.nodeCount();
        auto blocksOf = [&](NodeId node) {
            std::vector<std::pair<BlockId, std::string>> out;
            for (const BlockValue& b : t.final(node).blocks)
                out.emplace_back(b.block, t.format(b.expr, ExprStyle::Lecture));
            return out;
        };
        auto isWhole = [&](ExprId e) { return t.expressions().node(e).leafCount == p; };
        const std::string whole = t.format(t.final(0).expr, ExprStyle::Lecture);
        const bool othersHoldIt = t.format(t.final(5).expr, ExprStyle::Lecture) == whole;
        switch (c.outcome) {
        case Outcome::RootHoldsResult:
            EXPECT_FALSE(othersHoldIt);
            break;
        case Outcome::EveryNodeHoldsRootData:
            EXPECT_EQ(whole, "a_0");
            EXPECT_TRUE(othersHoldIt);
            break;
        case Outcome::EveryNodeHoldsResult:
            if (t.hasBlocks()) {
                for (NodeId i = 0; i < p; ++i) {
                    ASSERT_EQ(t.final(i).blocks.size(), p);
                    for (const BlockValue& b : t.final(i).blocks)
                        EXPECT_TRUE(isWhole(b.expr)) << i << " " << b.block;
                }
            } else {
                EXPECT_NE(whole, "a_0");
                EXPECT_TRUE(othersHoldIt);
            }
            break;
        case Outcome::RootHoldsAllBlocks: {
            const auto root = blocksOf(0);
            ASSERT_EQ(root.size(), p);
            for (BlockId b = 0; b < p; ++b)
                EXPECT_EQ(root[b], std::make_pair(b, "a_" + std::to_string(b)));
            EXPECT_EQ(blocksOf(5).size(), 1u); // a sender keeps its own copies
            break;
        }
        case Outcome::EachNodeHoldsOwnBlock:
            for (NodeId i = 0; i < p; ++i)
                EXPECT_EQ(blocksOf(i), (std::vector<std::pair<BlockId, std::string>>{{i, "a_0"}}));
            break;
        case Outcome::EachNodeHoldsItsReducedBlock:
            for (NodeId i = 0; i < p; ++i) {
                ASSERT_EQ(t.final(i).blocks.size(), 1u);
                EXPECT_EQ(t.final(i).blocks[0].block, i);
                EXPECT_TRUE(isWhole(t.final(i).blocks[0].expr));
            }
            break;
        case Outcome::EveryNodeHoldsAllBlocks:
            for (NodeId i = 0; i < p; ++i) {
                const auto held = blocksOf(i);
                ASSERT_EQ(held.size(), p);
                for (BlockId b = 0; b < p; ++b)
                    EXPECT_EQ(held[b], std::make_pair(b, "a_" + std::to_string(b)));
            }
            break;
        case Outcome::NotRecorded: // a traced program's collective, never built in
            ADD_FAILURE() << "a built-in collective's outcome is known";
            break;
        }
    }
}

TEST(CollectiveDescriptor, ThePhasesAreTheTraceStepsPhasesInOrder)
{
    for (const Collective& c : builtinCollectives()) {
        SCOPED_TRACE(c.id);
        const Trace t = Emulator::run(test::scenario(3, c.id));
        std::vector<Phase> seen;
        for (const Step& s : t.steps())
            if (seen.empty() || seen.back() != s.phase)
                seen.push_back(s.phase);
        EXPECT_EQ(seen, c.phases);
    }
}

TEST(ComparisonRequestFor, EachLinkOrderFeedsTheVariantPhaseOfItsKind)
{
    const std::vector<int> order{2, 3, 1};
    const ComparisonRequest cube =
        comparisonRequestFor(normalizedScenario("cube-allreduce", 3, order));
    EXPECT_EQ(cube.cubeOrder, order);
    EXPECT_TRUE(cube.treeOrder.empty());
    EXPECT_TRUE(cube.treeBroadcastOrder.empty());

    const ComparisonRequest reduce =
        comparisonRequestFor(normalizedScenario("tree-reduce", 3, order));
    EXPECT_TRUE(reduce.cubeOrder.empty());
    EXPECT_EQ(reduce.treeOrder, order);
    EXPECT_EQ(reduce.treeBroadcastOrder, reversed(order)); // the same tree walked back

    const ComparisonRequest broadcast =
        comparisonRequestFor(normalizedScenario("tree-broadcast", 3, order));
    EXPECT_EQ(broadcast.treeOrder, reversed(order));
    EXPECT_EQ(broadcast.treeBroadcastOrder, order);

    Scenario both = test::scenario(3, "tree-allreduce", order, ValueMode::Numeric);
    both.secondLinkOrder = {1, 3, 2};
    const ComparisonRequest allreduce = comparisonRequestFor(normalized(both));
    EXPECT_TRUE(allreduce.cubeOrder.empty());
    EXPECT_EQ(allreduce.treeOrder, order);
    EXPECT_EQ(allreduce.treeBroadcastOrder, (std::vector<int>{1, 3, 2}));
}

TEST(ComparisonRequestFor, BlockAllReducesFeedRabenseifnerAndTheRing)
{
    const std::vector<int> order{2, 3, 1};
    Scenario rabenseifner = test::scenario(3, "rabenseifner-allreduce", order, ValueMode::Numeric);
    rabenseifner.secondLinkOrder = {1, 3, 2};
    const ComparisonRequest both = comparisonRequestFor(normalized(rabenseifner));
    EXPECT_EQ(both.rabenseifnerOrder, order);
    EXPECT_EQ(both.rabenseifnerAllgatherOrder, (std::vector<int>{1, 3, 2}));
    EXPECT_TRUE(both.ringOrder.empty());
    EXPECT_TRUE(both.cubeOrder.empty());
    EXPECT_TRUE(both.treeOrder.empty());

    const ComparisonRequest ring =
        comparisonRequestFor(normalizedScenario("ring-allreduce", 3, order));
    EXPECT_EQ(ring.ringOrder, order);
    EXPECT_TRUE(ring.rabenseifnerOrder.empty());
    EXPECT_TRUE(ring.rabenseifnerAllgatherOrder.empty());

    // A phase by itself: the other walks the same links back.
    const ComparisonRequest halving =
        comparisonRequestFor(normalizedScenario("reduce-scatter", 3, order));
    EXPECT_EQ(halving.rabenseifnerOrder, order);
    EXPECT_EQ(halving.rabenseifnerAllgatherOrder, reversed(order));
    EXPECT_TRUE(halving.ringOrder.empty());
    const ComparisonRequest doubling =
        comparisonRequestFor(normalizedScenario("allgather", 3, order));
    EXPECT_EQ(doubling.rabenseifnerOrder, reversed(order));
    EXPECT_EQ(doubling.rabenseifnerAllgatherOrder, order);

    // The lecture's collectives leave the block variants at their defaults.
    const ComparisonRequest cube =
        comparisonRequestFor(normalizedScenario("cube-allreduce", 3, order));
    EXPECT_TRUE(cube.rabenseifnerOrder.empty());
    EXPECT_TRUE(cube.rabenseifnerAllgatherOrder.empty());
    EXPECT_TRUE(cube.ringOrder.empty());
}

TEST(ComparisonRequestFor, TakesTheCubeAndLengthAndNoOrderWithoutLinks)
{
    Scenario s = normalizedScenario("tree-reduce", 4);
    s.elements = 1000;
    const ComparisonRequest request = comparisonRequestFor(s);
    EXPECT_EQ(request.dimension, 4);
    EXPECT_EQ(request.elements, 1000u);
    EXPECT_TRUE(request.sizes.empty());

    const ComparisonRequest none = comparisonRequestFor(normalizedScenario("cube-allreduce", 0));
    EXPECT_EQ(none.dimension, 0);
    EXPECT_EQ(none.elements, 1u);
    EXPECT_TRUE(none.cubeOrder.empty());
    EXPECT_TRUE(none.treeOrder.empty());
}

TEST(BestCubeOrder, IsTheBestOrderOfCubeDo)
{
    const Machine m = findMachine("ideal-hypercube");
    const BestOrderResult best = bestCubeOrder(m, 4, 16);
    const BestOrderResult expected = BestOrder::find(m, "Cube_Do", 4, 16);
    ASSERT_EQ(best.phases.size(), 1u);
    EXPECT_EQ(best.phases[0].phase, Phase::Exchange);
    EXPECT_EQ(best.phases[0].optimalOrders, expected.phases[0].optimalOrders);
    EXPECT_EQ(best.linkOrder(), expected.linkOrder());
}

TEST(LinkLoadCompanions, CubeDoIsSetBesideTreeDoInTheLectureOrder)
{
    const std::vector<Scenario> beside =
        linkLoadCompanions(normalizedScenario("cube-allreduce", 3, {1, 2, 3}));
    ASSERT_EQ(beside.size(), 1u); // Cube_Do loads every link alike in any order
    EXPECT_EQ(beside[0].algorithm, "tree-allreduce");
    EXPECT_EQ(beside[0].linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(beside[0].secondLinkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(beside[0].root, std::optional<std::int64_t>(0));
}

TEST(LinkLoadCompanions, ATreeIsSetBesideCubeDoAndItselfInTheOtherOrder)
{
    Scenario lecture = normalizedScenario("tree-broadcast", 3);
    lecture.root = 5;
    const std::vector<Scenario> beside = linkLoadCompanions(lecture);
    ASSERT_EQ(beside.size(), 2u);
    EXPECT_EQ(beside[0].algorithm, "cube-allreduce");
    EXPECT_EQ(beside[0].linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_TRUE(beside[0].secondLinkOrder.empty());
    EXPECT_FALSE(beside[0].root.has_value());
    EXPECT_EQ(beside[1].algorithm, "tree-broadcast");
    EXPECT_EQ(beside[1].linkOrder, (std::vector<int>{3, 2, 1})); // the lecture's reversed
    EXPECT_EQ(beside[1].root, std::optional<std::int64_t>(5));

    const std::vector<Scenario> fromOther =
        linkLoadCompanions(normalizedScenario("tree-allreduce", 3, {2, 1, 3}));
    ASSERT_EQ(fromOther.size(), 2u);
    EXPECT_EQ(fromOther[1].linkOrder, (std::vector<int>{3, 2, 1})); // the lecture's
    EXPECT_EQ(fromOther[1].secondLinkOrder, (std::vector<int>{1, 2, 3}));
}

TEST(CollectiveRegistry, TheProductRegistersNoneButTheBuiltInOnes)
{
    ASSERT_EQ(knownCollectives().size(), builtinCollectives().size());
    for (std::size_t i = 0; i < builtinCollectives().size(); ++i)
        EXPECT_EQ(knownCollectives()[i].id, builtinCollectives()[i].id);
}

TEST(CollectiveRegistry, ATestCollectiveIsFoundRunAndRemoved)
{
    const Collective& tree = findCollective("tree-reduce");
    {
        const test::ScopedTestCollective registered;
        EXPECT_EQ(&findCollective("swap_do"), &registered.collective());
        EXPECT_EQ(&findCollective(test::kTestCollectiveId), &registered.collective());
        EXPECT_EQ(knownCollectives().size(), builtinCollectives().size() + 1);
        EXPECT_EQ(builtinCollectives().size(), 10u);
        EXPECT_EQ(&findCollective("tree-reduce"), &tree); // references stay valid

        const Trace t = Emulator::run(test::scenario(3, "Swap_Do"));
        EXPECT_EQ(t.scenario().algorithm, test::kTestCollectiveId);
        EXPECT_EQ(t.scenario().linkOrder, (std::vector<int>{1, 2, 3}));
        ASSERT_EQ(t.stepCount(), 3u);
        for (const Step& s : t.steps())
            EXPECT_EQ(s.phase, Phase::Exchange);
        for (NodeId i = 0; i < 8; ++i)
            EXPECT_EQ(t.format(t.final(i).expr, ExprStyle::Lecture),
                      t.format(t.final(0).expr, ExprStyle::Lecture));

        const std::vector<Scenario> beside = linkLoadCompanions(t.scenario());
        ASSERT_EQ(beside.size(), 1u);
        EXPECT_EQ(beside[0].algorithm, "tree-allreduce");
        EXPECT_EQ(comparisonRequestFor(t.scenario()).cubeOrder, (std::vector<int>{1, 2, 3}));
    }
    EXPECT_EQ(knownCollectives().size(), builtinCollectives().size());
    EXPECT_THROW(findCollective("Swap_Do"), InputError);
    EXPECT_EQ(&findCollective("tree-reduce"), &tree);
}

TEST(CollectiveRegistry, RefusesTakenNamesAndIncompleteDescriptors)
{
    Collective taken = test::swapAllreduce();
    taken.lectureName = "tree_updo";
    EXPECT_THROW(registerCollective(taken), InputError);
    taken = test::swapAllreduce();
    taken.id = "Cube_Do";
    EXPECT_THROW(registerCollective(taken), InputError);

    Collective incomplete = test::swapAllreduce();
    incomplete.linkOrders.clear();
    EXPECT_THROW(registerCollective(incomplete), InputError);
    incomplete = test::swapAllreduce();
    incomplete.program = nullptr;
    EXPECT_THROW(registerCollective(incomplete), InputError);
    incomplete = test::swapAllreduce();
    incomplete.defaultLinkOrder = nullptr;
    EXPECT_THROW(registerCollective(incomplete), InputError);
    incomplete = test::swapAllreduce();
    incomplete.phases.clear();
    EXPECT_THROW(registerCollective(incomplete), InputError);
    incomplete = test::swapAllreduce();
    incomplete.linkOrders = {{OrderField::SecondLinkOrder, Phase::Exchange}}; // no linkOrder first
    EXPECT_THROW(registerCollective(incomplete), InputError);
    incomplete = test::swapAllreduce();
    incomplete.counterpart = "no-such-collective";
    EXPECT_THROW(registerCollective(incomplete), InputError);
    EXPECT_EQ(knownCollectives().size(), builtinCollectives().size());

    EXPECT_THROW(unregisterCollective("tree-reduce"), InputError); // built in
    const test::ScopedTestCollective registered;
    EXPECT_THROW(registerCollective(test::swapAllreduce()), InputError); // twice
    EXPECT_THROW(unregisterCollective("cube-allreduce"), InputError);
}
