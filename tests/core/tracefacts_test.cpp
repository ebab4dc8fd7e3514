// TraceFacts on the lecture's example (section 3.3.4, Figures 3.14 and 3.15): what the
// hypercube view draws from the trace alone — done nodes, roles, phases and the tree's edges.

#include "cubelab/tracefacts.h"
#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using cubelab::test::scenario;

namespace {

// The nodes drawn done at step k.
std::vector<NodeId> doneAt(const TraceFacts& facts, std::size_t k)
{
    std::vector<NodeId> out;
    for (NodeId node = 0; node < facts.nodeCount(); ++node)
        if (facts.isDone(node, k))
            out.push_back(node);
    return out;
}

using Nodes = std::vector<NodeId>;
using Steps = std::vector<std::uint32_t>;

} // namespace

TEST(TraceFacts, TreeUpDoLeavesAreDoneFromStepBAndTwoThreeFromStepC)
{
    const Trace t = Emulator::run(Scenario{}); // Tree_UpDo, n = 3, links 3, 2, 1, root 000
    const TraceFacts facts(t);
    EXPECT_EQ(doneAt(facts, 0), Nodes{});
    EXPECT_EQ(doneAt(facts, 1), Nodes{});
    EXPECT_EQ(doneAt(facts, 2), (Nodes{4, 5, 6, 7}));
    EXPECT_EQ(doneAt(facts, 3), (Nodes{2, 3, 4, 5, 6, 7}));
    // 001 sends in the last step: done only after the end; the root never.
    EXPECT_EQ(facts.doneFrom(1), 4u);
    EXPECT_EQ(facts.doneFrom(0), 0u);
    EXPECT_TRUE(facts.hasReducePhase());
    EXPECT_FALSE(facts.hasExchangePhase());
    // A plain value: the same trace gives the same facts, another trace others.
    EXPECT_EQ(TraceFacts(t), facts);
    EXPECT_NE(TraceFacts(Emulator::run(scenario(3, "Tree_Do"))), facts);
}

TEST(TraceFacts, TreeUpDoTreeIsTheLecturesFigure)
{
    const Trace t = Emulator::run(Scenario{});
    const TraceFacts facts(t);
    EXPECT_EQ(facts.treeOrder(), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(facts.treeRoot(), 0u);
    // Figure 3.14: 100→000, 101→001, 110→010, 111→011 over link 3 in a); 010→000, 011→001
    // over link 2 in b); 001→000 over link 1 in c).
    const Nodes parents{0, 0, 0, 1, 0, 1, 2, 3};
    const std::vector<int> links{0, 1, 2, 2, 3, 3, 3, 3};
    const std::vector<Steps> steps{{}, {3}, {2}, {2}, {1}, {1}, {1}, {1}};
    for (NodeId node = 0; node < 8; ++node) {
        EXPECT_EQ(facts.treeParent(node), parents[node]) << node;
        EXPECT_EQ(facts.treeLink(node), links[node]) << node;
        EXPECT_EQ(facts.treeEdgeSteps(node), steps[node]) << node;
    }
}

TEST(TraceFacts, TreeUpDoRolesAreTheStepsSendersAndReceivers)
{
    const Trace t = Emulator::run(Scenario{});
    const TraceFacts facts(t);
    constexpr auto S = TraceFacts::kSends, R = TraceFacts::kReceives, N = TraceFacts::kNoRole;
    EXPECT_EQ(facts.roles(t, 0), std::vector<std::uint8_t>(8, N));
    EXPECT_EQ(facts.roles(t, 1), (std::vector<std::uint8_t>{R, R, R, R, S, S, S, S}));
    EXPECT_EQ(facts.roles(t, 2), (std::vector<std::uint8_t>{R, R, S, S, N, N, N, N}));
    EXPECT_EQ(facts.roles(t, 3), (std::vector<std::uint8_t>{R, S, N, N, N, N, N, N}));
}

TEST(TraceFacts, TreeDoNodesWakeUpInTheBroadcast)
{
    // Reduce over links 3, 2, 1 (a–c), broadcast back over 1, 2, 3 (d–f).
    const Trace t = Emulator::run(scenario(3, "Tree_Do"));
    ASSERT_EQ(t.stepCount(), 6u);
    const TraceFacts facts(t);
    EXPECT_EQ(doneAt(facts, 2), (Nodes{4, 5, 6, 7}));
    EXPECT_EQ(doneAt(facts, 3), (Nodes{2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(doneAt(facts, 4), (Nodes{2, 3, 4, 5, 6, 7})); // d) reaches 001 only
    EXPECT_EQ(doneAt(facts, 5), (Nodes{4, 5, 6, 7}));       // e) reaches 010 and 011
    EXPECT_EQ(doneAt(facts, 6), Nodes{});                   // f) reaches the leaves
    // Every edge is used twice: up in the reduce, down in the broadcast ("a), f) link 3").
    EXPECT_EQ(facts.treeEdgeSteps(4), (Steps{1, 6}));
    EXPECT_EQ(facts.treeEdgeSteps(7), (Steps{1, 6}));
    EXPECT_EQ(facts.treeEdgeSteps(2), (Steps{2, 5}));
    EXPECT_EQ(facts.treeEdgeSteps(1), (Steps{3, 4}));
    EXPECT_TRUE(facts.hasReducePhase());
    EXPECT_FALSE(facts.hasExchangePhase());
}

TEST(TraceFacts, CubeDoExchangesAndNobodyIsEverDone)
{
    const Trace t = Emulator::run(scenario(3, "Cube_Do"));
    const TraceFacts facts(t);
    for (std::size_t k = 0; k <= t.stepCount(); ++k)
        EXPECT_EQ(doneAt(facts, k), Nodes{}) << k;
    EXPECT_TRUE(facts.hasExchangePhase());
    EXPECT_FALSE(facts.hasReducePhase());
    // Every node sends and receives in every step.
    for (std::size_t k = 1; k <= t.stepCount(); ++k)
        EXPECT_EQ(facts.roles(t, k),
                  std::vector<std::uint8_t>(8, TraceFacts::kSends | TraceFacts::kReceives))
            << k;
    // The figure's tree is the reduce tree of its order; the exchanges use its edges in
    // their step (a) link 3 …) and the other links too.
    EXPECT_EQ(facts.treeOrder(), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(facts.treeEdgeSteps(4), (Steps{1}));
    EXPECT_EQ(facts.treeEdgeSteps(2), (Steps{2}));
    EXPECT_EQ(facts.treeEdgeSteps(1), (Steps{3}));
}

TEST(TraceFacts, BroadcastWalksTheReversedOrdersTreeFromParentToChild)
{
    const Trace t = Emulator::run(scenario(3, "Tree_Down", {1, 2, 3}));
    const TraceFacts facts(t);
    EXPECT_EQ(facts.treeOrder(), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(doneAt(facts, t.stepCount()), Nodes{});
    std::size_t messages = 0;
    for (const Step& s : t.steps())
        for (const Message& m : t.messages(s)) {
            EXPECT_EQ(facts.treeParent(m.to), m.from) << m.from << "→" << m.to;
            EXPECT_EQ(facts.treeEdgeSteps(m.to), Steps{s.index});
            ++messages;
        }
    EXPECT_EQ(messages, 7u);
}

TEST(TraceFacts, TreeFollowsTheRoot)
{
    // Root 101, order 1, 2, 3: 100 sends first (link 1), 111 next (link 2), 001 last (link 3).
    EXPECT_EQ(binomialParent(4, 3, std::vector<int>{1, 2, 3}, 5), 5u);
    EXPECT_EQ(binomialSendStep(4, 3, std::vector<int>{1, 2, 3}, 5), 1);
    EXPECT_EQ(binomialParent(7, 3, std::vector<int>{1, 2, 3}, 5), 5u);
    EXPECT_EQ(binomialSendStep(7, 3, std::vector<int>{1, 2, 3}, 5), 2);
    EXPECT_EQ(binomialParent(1, 3, std::vector<int>{1, 2, 3}, 5), 5u);
    EXPECT_EQ(binomialParent(5, 3, std::vector<int>{1, 2, 3}, 5), 5u);
    // Not a permutation of 1..n: the lecture's order n, …, 1.
    EXPECT_EQ(binomialTreeOrder(3, std::vector<int>{1, 1, 2}), (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(binomialTreeOrder(3, std::vector<int>{2, 3, 1}), (std::vector<int>{2, 3, 1}));
}
