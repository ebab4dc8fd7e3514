// How the emulator matches within a round: only pairs in which a node began to wait can
// meet, yet a step lists its messages by the lower node of each pair and the nodes resume
// (and number their expressions) in ascending order, whatever order the pairs were found in.

#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

// 3-cube. Nodes 0 and 3 wait on link 2 from the first round; nodes 1 and 2 first exchange
// across link 3 (with 5 and 6), then receive across link 2 in the second round — node 1
// from 3, node 2 from 0. In that round the pair (1,3) is found before the pair (0,2).
Task latecomers(Comm& c)
{
    switch (c.id()) {
    case 0:
    case 3:
        co_await c.send(2, c.s());
        break;
    case 1:
    case 2:
        c.combine(co_await c.exchange(3, c.s()));
        c.combine(co_await c.receive(2));
        break;
    case 5:
    case 6:
        c.combine(co_await c.exchange(3, c.s()));
        break;
    default:
        break;
    }
}

// Node 7 waits five rounds for node 6, which first trades with node 4 four times.
Task longWait(Comm& c)
{
    if (c.id() == 7) {
        c.combine(co_await c.receive(1));
    } else if (c.id() == 6) {
        for (int i = 0; i < 4; ++i)
            c.combine(co_await c.exchange(2, c.s()));
        co_await c.send(1, c.s());
    } else if (c.id() == 4) {
        for (int i = 0; i < 4; ++i)
            c.combine(co_await c.exchange(2, c.s()));
    }
}

} // namespace

TEST(RoundMatching, StepListsMessagesByTheLowerNodeOfEachPair)
{
    const Trace t = Emulator::run(scenario(3, "cube-allreduce"), customCollective(latecomers));
    ASSERT_EQ(t.stepCount(), 2u);
    const auto first = t.messages(t.steps()[0]);
    ASSERT_EQ(first.size(), 4u);
    EXPECT_EQ(first[0].from, 1u); // (1,5) before (2,6)
    EXPECT_EQ(first[1].from, 5u);
    EXPECT_EQ(first[2].from, 2u);
    EXPECT_EQ(first[3].from, 6u);
    const auto second = t.messages(t.steps()[1]);
    ASSERT_EQ(second.size(), 2u);
    EXPECT_EQ(second[0].from, 0u);
    EXPECT_EQ(second[0].to, 2u);
    EXPECT_EQ(second[1].from, 3u);
    EXPECT_EQ(second[1].to, 1u);
    EXPECT_EQ(t.steps()[1].links, std::vector<int>{2});
    EXPECT_EQ(t.updatedNodes(2), (std::vector<NodeId>{1, 2}));
}

TEST(RoundMatching, ANodeWaitingManyRoundsIsMatchedWhenItsPartnerArrives)
{
    const Trace t = Emulator::run(scenario(3, "cube-allreduce"), customCollective(longWait));
    ASSERT_EQ(t.stepCount(), 5u);
    const auto last = t.messages(t.steps()[4]);
    ASSERT_EQ(last.size(), 1u);
    EXPECT_EQ(last[0].from, 6u);
    EXPECT_EQ(last[0].to, 7u);
    // a_6 + a_4 doubled four times, then added to a_7: 16·(7+5) … in leaves: 8 of each.
    const auto leaves = leavesOf(t.expressions(), t.final(7).expr);
    EXPECT_EQ(std::count(leaves.begin(), leaves.end(), 4u), 8);
    EXPECT_EQ(std::count(leaves.begin(), leaves.end(), 6u), 8);
    EXPECT_EQ(std::count(leaves.begin(), leaves.end(), 7u), 1);
}

TEST(RoundMatching, NodesCombineInAscendingOrderSoExpressionIdsAscend)
{
    // In the first step of Cube_Do each pair makes one new expression (hash-consing shares
    // it between the two partners); the lower nodes combine first, in ascending order.
    const Trace t = Emulator::run(scenario(4, "cube-allreduce"));
    const auto updates = t.updates(t.steps()[0]);
    ASSERT_EQ(updates.size(), 16u);
    ExprId previous = 0;
    for (std::size_t k = 0; k < 8; ++k) {
        EXPECT_EQ(updates[k].node, k);
        EXPECT_GT(updates[k].expr, previous);
        previous = updates[k].expr;
        EXPECT_EQ(updates[k + 8].expr, updates[k].expr); // node k+8 holds the same sum
    }
}
