// Properties that hold for every dimension 1..10, link order and root — checked against what
// the binomial tree and the cube accumulation must do, not against printed output.

#include "testutil.h"

#include <gtest/gtest.h>
#include <numeric>

using namespace cubelab;
using namespace cubelab::test;

namespace {

std::vector<NodeId> rootsFor(int n)
{
    const NodeId p = NodeId{1} << n;
    if (n <= 4)
        return allNodes(p);
    return {0, p - 1, p / 3};
}

// The nodes whose values node `node` has gathered when Tree_UpDo ends: its subtree, i.e. the
// nodes that differ from it only in links used before the first link on which it sends.
std::vector<std::uint32_t> reduceSubtree(NodeId node, NodeId root, const std::vector<int>& order)
{
    NodeId span = 0;
    for (int link : order) {
        if ((node ^ root) & Hypercube::linkBit(link))
            break;
        span |= Hypercube::linkBit(link);
    }
    std::vector<std::uint32_t> members;
    // Every subset x of span: node XOR x.
    NodeId x = 0;
    do {
        members.push_back(node ^ x);
        x = (x - span) & span;
    } while (x != 0);
    std::sort(members.begin(), members.end());
    return members;
}

// Numbers equal the evaluated expression, for every node and step.
void expectNumbersMatchExpressions(const Trace& t)
{
    std::vector<double> leaves(t.nodeCount());
    for (NodeId i = 0; i < t.nodeCount(); ++i)
        leaves[i] = initialValue(t.scenario(), i, 0);
    for (std::size_t k = 0; k <= t.stepCount(); ++k)
        for (NodeId i = 0; i < t.nodeCount(); ++i) {
            const NodeValue v = t.valueAt(i, k);
            if (v.present) {
                ASSERT_EQ(v.elements[0], t.expressions().evaluate(v.expr, leaves))
                    << "node " << i << " after step " << k;
            }
        }
}

} // namespace

TEST(TreeReduce, TthLinkOfTheOrderCarriesTwoToTheNMinusTMessages)
{
    for (int n = 1; n <= 10; ++n)
        for (const auto& order : ordersFor(n)) {
            const Trace t = Emulator::run(scenario(n, "tree-reduce", order, ValueMode::Numeric));
            ASSERT_EQ(t.stepCount(), static_cast<std::size_t>(n));
            const auto loads = t.linkLoads();
            for (int s = 0; s < n; ++s) {
                const int link = order[static_cast<std::size_t>(s)];
                EXPECT_EQ(loads[static_cast<std::size_t>(link - 1)].messages,
                          std::uint64_t{1} << (n - 1 - s))
                    << "n=" << n << " link " << link;
                EXPECT_EQ(t.steps()[static_cast<std::size_t>(s)].links, std::vector<int>{link});
            }
        }
}

TEST(TreeBroadcast, TthLinkOfTheOrderCarriesTwoToTheTMinusOneMessages)
{
    for (int n = 1; n <= 10; ++n)
        for (const auto& order : ordersFor(n)) {
            const Trace t = Emulator::run(scenario(n, "tree-broadcast", order, ValueMode::Numeric));
            ASSERT_EQ(t.stepCount(), static_cast<std::size_t>(n));
            const auto loads = t.linkLoads();
            for (int s = 0; s < n; ++s) {
                const int link = order[static_cast<std::size_t>(s)];
                EXPECT_EQ(loads[static_cast<std::size_t>(link - 1)].messages,
                          std::uint64_t{1} << s);
            }
            for (NodeId i = 0; i < t.nodeCount(); ++i)
                ASSERT_EQ(t.final(i).elements[0], 1.0) << "every node ends with the root's a_0 = 1";
        }
}

TEST(CubeAllreduce, EveryLinkCarriesPMessages)
{
    for (int n = 1; n <= 10; ++n)
        for (const auto& order : ordersFor(n, 2)) {
            const Trace t = Emulator::run(scenario(n, "cube-allreduce", order, ValueMode::Numeric));
            const std::uint64_t p = t.nodeCount();
            for (const LinkLoad& load : t.linkLoads()) {
                EXPECT_EQ(load.messages, p);
                EXPECT_EQ(load.bytes, p * 8);
            }
            const double total = static_cast<double>(p * (p + 1) / 2);
            for (NodeId i = 0; i < p; ++i)
                ASSERT_EQ(t.final(i).elements[0], total);
        }
}

TEST(TreeReduce, RootHoldsEverythingAndOthersTheirSubtree)
{
    for (int n = 1; n <= 8; ++n)
        for (const auto& order : ordersFor(n, 3))
            for (NodeId root : rootsFor(n)) {
                Scenario s = scenario(n, "tree-reduce", order);
                s.root = root;
                const Trace t = Emulator::run(s);
                for (NodeId i = 0; i < t.nodeCount(); ++i) {
                    const auto expected =
                        i == root ? allNodes(t.nodeCount()) : reduceSubtree(i, root, order);
                    ASSERT_EQ(leavesOf(t.expressions(), t.final(i).expr), expected)
                        << "n=" << n << " root " << root << " node " << i;
                }
                expectNumbersMatchExpressions(t);
            }
}

TEST(Allreduce, EveryNodeEndsWithTheFullResult)
{
    for (int n = 1; n <= 8; ++n)
        for (const auto& order : ordersFor(n, 2)) {
            for (const char* algorithm : {"tree-allreduce", "cube-allreduce"})
                for (NodeId root : std::string(algorithm) == "cube-allreduce"
                                       ? std::vector<NodeId>{0}
                                       : rootsFor(n)) {
                    Scenario s = scenario(n, algorithm, order);
                    if (std::string(algorithm) == "tree-allreduce")
                        s.root = root;
                    const Trace t = Emulator::run(s);
                    const auto all = allNodes(t.nodeCount());
                    for (NodeId i = 0; i < t.nodeCount(); ++i)
                        ASSERT_EQ(leavesOf(t.expressions(), t.final(i).expr), all)
                            << algorithm << " n=" << n << " root " << root << " node " << i;
                    expectNumbersMatchExpressions(t);
                }
        }
}

TEST(TreeBroadcast, AnyRootReachesEveryNodeInItsStep)
{
    // Section 3.3.3's exercise: relabel by i XOR IROOT. A node receives in the step of the
    // last link, in the order, among the bits in which it differs from the root.
    for (int n = 1; n <= 4; ++n)
        for (const auto& order : ordersFor(n))
            for (NodeId root : rootsFor(n)) {
                Scenario s = scenario(n, "tree-broadcast", order);
                s.root = root;
                const Trace t = Emulator::run(s);
                for (NodeId i = 0; i < t.nodeCount(); ++i) {
                    std::size_t expectedStep = 0;
                    for (std::size_t k = 0; k < order.size(); ++k)
                        if ((i ^ root) & Hypercube::linkBit(order[k]))
                            expectedStep = k + 1;
                    std::size_t receivedIn = 0;
                    for (std::size_t k = 1; k <= t.stepCount(); ++k)
                        for (const Message& m : t.messages(t.steps()[k - 1]))
                            if (m.to == i)
                                receivedIn = k;
                    EXPECT_EQ(receivedIn, expectedStep) << "root " << root << " node " << i;
                    EXPECT_EQ(t.format(t.final(i).expr, ExprStyle::Plain),
                              "a_" + std::to_string(root));
                }
            }
}

TEST(Operators, AllFourCombineElementWiseOnVectors)
{
    const int n = 3;
    Scenario s = scenario(n, "cube-allreduce");
    s.elements = 3;
    for (NodeId i = 0; i < 8; ++i)
        s.initial.push_back({double(i) + 1.0, -double(i), i % 2 ? 2.0 : 0.5});
    struct Case
    {
        Operator op;
        std::vector<double> expected;
        const char* plain;
    };
    const std::vector<Case> cases{
        {Operator::Sum, {36.0, -28.0, 10.0}, "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))"},
        {Operator::Product, {40320.0, 0.0, 1.0}, "((a_0*a_4)*(a_2*a_6))*((a_1*a_5)*(a_3*a_7))"},
        {Operator::Max,
         {8.0, 0.0, 2.0},
         "max(max(max(a_0,a_4),max(a_2,a_6)),max(max(a_1,a_5),max(a_3,a_7)))"},
        {Operator::Min,
         {1.0, -7.0, 0.5},
         "min(min(min(a_0,a_4),min(a_2,a_6)),min(min(a_1,a_5),min(a_3,a_7)))"},
    };
    for (const Case& c : cases) {
        s.op = c.op;
        const Trace t = Emulator::run(s);
        for (NodeId i = 0; i < 8; ++i) {
            const NodeValue v = t.final(i);
            ASSERT_EQ(v.elements.size(), 3u);
            for (std::size_t e = 0; e < 3; ++e)
                EXPECT_EQ(v.elements[e], c.expected[e]) << operatorName(c.op) << " element " << e;
            EXPECT_EQ(t.format(v.expr, ExprStyle::Plain), c.plain);
        }
        // One expression describes every element: evaluate it on each element's inputs.
        for (std::size_t e = 0; e < 3; ++e) {
            std::vector<double> leaves;
            for (NodeId i = 0; i < 8; ++i)
                leaves.push_back(s.initial[i][e]);
            EXPECT_EQ(t.expressions().evaluate(t.final(5).expr, leaves), c.expected[e]);
        }
    }
}

TEST(Trace, StateAtEqualsReplayingTheUpdates)
{
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        Scenario s = scenario(5, algorithm, {}, ValueMode::Symbolic);
        s.elements = 2;
        const Trace t = Emulator::run(s);
        std::vector<NodeValue> replay = t.stateAt(0);
        for (std::size_t k = 1; k <= t.stepCount(); ++k) {
            const Step& step = t.steps()[k - 1];
            for (std::uint64_t u = step.firstUpdate; u < step.firstUpdate + step.updateCount; ++u) {
                const Update& up = t.data().updates[u];
                replay[up.node] = NodeValue{.elements = t.updateElements(u),
                                            .blocks = {},
                                            .expr = up.expr,
                                            .present = true};
            }
            const auto state = t.stateAt(k);
            for (NodeId i = 0; i < t.nodeCount(); ++i) {
                ASSERT_EQ(state[i].present, replay[i].present) << algorithm << " step " << k;
                ASSERT_EQ(state[i].expr, replay[i].expr)
                    << algorithm << " step " << k << " node " << i;
                ASSERT_TRUE(std::equal(state[i].elements.begin(), state[i].elements.end(),
                                       replay[i].elements.begin()));
            }
        }
    }
}

TEST(Emulator, DimensionZeroHasNoSteps)
{
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        const Trace t = Emulator::run(scenario(0, algorithm));
        EXPECT_EQ(t.stepCount(), 0u);
        EXPECT_EQ(t.format(t.final(0).expr, ExprStyle::Lecture), "a_0");
        EXPECT_TRUE(t.linkLoads().empty());
    }
}

TEST(Emulator, LargeNumericCubeIsExact)
{
    // 2^16 nodes holding 1..p: the sum p(p+1)/2 is exact in doubles.
    const Trace t = Emulator::run(scenario(16, "cube-allreduce", {}, ValueMode::Numeric));
    const double p = 65536.0;
    EXPECT_EQ(t.final(0).elements[0], p * (p + 1) / 2);
    EXPECT_EQ(t.final(65535).elements[0], p * (p + 1) / 2);
    EXPECT_FALSE(t.valuesTruncated());
}
