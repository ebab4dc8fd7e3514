// The lecture's example, p = 8 (section 3.3.4, Figures 3.14 and 3.15), pinned exactly.

#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using cubelab::test::scenario;

namespace {

std::vector<std::pair<NodeId, NodeId>> arrows(const Trace& t, std::size_t step)
{
    std::vector<std::pair<NodeId, NodeId>> out;
    for (const Message& m : t.messages(t.steps()[step - 1]))
        out.emplace_back(m.from, m.to);
    std::sort(out.begin(), out.end());
    return out;
}

std::string lecture(const Trace& t, NodeId node, std::size_t step)
{
    return t.format(t.valueAt(node, step).expr, ExprStyle::Lecture);
}

} // namespace

TEST(TreeReduce, LectureExampleStepsUseLinksThreeTwoOne)
{
    const Trace t = Emulator::run(Scenario{});
    ASSERT_EQ(t.stepCount(), 3u);
    const std::vector<std::string> labels{"a", "b", "c"};
    const std::vector<int> links{3, 2, 1};
    for (std::size_t k = 0; k < 3; ++k) {
        EXPECT_EQ(t.steps()[k].label, labels[k]);
        EXPECT_EQ(t.steps()[k].links, std::vector<int>{links[k]});
        EXPECT_EQ(t.steps()[k].phase, Phase::Reduce);
    }
    using Arrows = std::vector<std::pair<NodeId, NodeId>>;
    EXPECT_EQ(arrows(t, 1), (Arrows{{4, 0}, {5, 1}, {6, 2}, {7, 3}}));
    EXPECT_EQ(arrows(t, 2), (Arrows{{2, 0}, {3, 1}}));
    EXPECT_EQ(arrows(t, 3), (Arrows{{1, 0}}));
}

TEST(TreeReduce, LectureExampleBracketsMatch)
{
    const Trace t = Emulator::run(Scenario{});
    // What travels in each step, as the lecture writes it.
    EXPECT_EQ(lecture(t, 4, 0), "a_4");
    EXPECT_EQ(lecture(t, 7, 0), "a_7");
    EXPECT_EQ(lecture(t, 2, 1), "(a_2+a_6)");
    EXPECT_EQ(lecture(t, 3, 1), "(a_3+a_7)");
    EXPECT_EQ(lecture(t, 0, 1), "(a_0+a_4)");
    EXPECT_EQ(lecture(t, 1, 2), "[(a_1+a_5)+(a_3+a_7)]");
    EXPECT_EQ(lecture(t, 0, 2), "[(a_0+a_4)+(a_2+a_6)]");
    EXPECT_EQ(lecture(t, 0, 3), "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
    // Only 000 holds the result; the others keep their partial results.
    EXPECT_EQ(lecture(t, 1, 3), "[(a_1+a_5)+(a_3+a_7)]");
    EXPECT_EQ(lecture(t, 2, 3), "(a_2+a_6)");
    EXPECT_EQ(lecture(t, 6, 3), "a_6");
    EXPECT_DOUBLE_EQ(t.final(0).elements[0], 36.0); // 1 + 2 + … + 8
    EXPECT_EQ(t.format(t.final(0).expr, ExprStyle::Plain),
              "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))");
    EXPECT_EQ(t.format(t.final(0).expr, ExprStyle::Latex),
              "[(a_{0}+a_{4})+(a_{2}+a_{6})]+[(a_{1}+a_{5})+(a_{3}+a_{7})]");
}

TEST(TreeReduce, LectureExampleUpdatesListTheReceivers)
{
    const Trace t = Emulator::run(Scenario{});
    EXPECT_EQ(t.updatedNodes(1), (std::vector<NodeId>{0, 1, 2, 3}));
    EXPECT_EQ(t.updatedNodes(2), (std::vector<NodeId>{0, 1}));
    EXPECT_EQ(t.updatedNodes(3), (std::vector<NodeId>{0}));
}

TEST(CubeAllreduce, LectureExampleEveryNodeEndsWithTheBracketedSum)
{
    const Trace t = Emulator::run(scenario(3, "Cube_Do"));
    ASSERT_EQ(t.stepCount(), 3u);
    EXPECT_EQ(t.steps()[0].links, std::vector<int>{3});
    EXPECT_EQ(t.steps()[2].links, std::vector<int>{1});
    EXPECT_EQ(t.steps()[0].phase, Phase::Exchange);
    EXPECT_EQ(t.messages(t.steps()[0]).size(), 8u); // four pairs, both ways
    for (NodeId i = 0; i < 8; ++i) {
        EXPECT_EQ(t.format(t.final(i).expr, ExprStyle::Lecture),
                  "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]")
            << "node " << i;
        EXPECT_DOUBLE_EQ(t.final(i).elements[0], 36.0);
    }
    // After step a) node 5 holds what it shares with node 1.
    EXPECT_EQ(lecture(t, 5, 1), "(a_1+a_5)");
}

TEST(TreeBroadcast, ReversedOrderLoadsTheHighestLinkOnce)
{
    // The exercise: Tree_Down with links n..1 leaves link n with a single message.
    const Trace original = Emulator::run(scenario(3, "Tree_Down"));
    const Trace reversed = Emulator::run(scenario(3, "Tree_Down", {3, 2, 1}));
    const auto a = original.linkLoads();
    const auto b = reversed.linkLoads();
    EXPECT_EQ(a[0].messages, 1u);
    EXPECT_EQ(a[2].messages, 4u);
    EXPECT_EQ(b[0].messages, 4u);
    EXPECT_EQ(b[2].messages, 1u);
    for (NodeId i = 0; i < 8; ++i)
        EXPECT_EQ(reversed.format(reversed.final(i).expr, ExprStyle::Lecture), "a_0");
}

TEST(TreeBroadcast, NodesHoldNothingUntilTheDataArrives)
{
    const Trace t = Emulator::run(scenario(3, "tree-broadcast"));
    EXPECT_TRUE(t.initial(0).present);
    for (NodeId i = 1; i < 8; ++i)
        EXPECT_FALSE(t.initial(i).present) << i;
    EXPECT_TRUE(t.valueAt(1, 1).present);
    EXPECT_FALSE(t.valueAt(2, 1).present);
    EXPECT_TRUE(t.valueAt(2, 2).present);
}

TEST(TreeAllreduce, DefaultBroadcastWalksTheReduceTreeBack)
{
    const Trace t = Emulator::run(scenario(3, "Tree_Do"));
    EXPECT_EQ(t.scenario().secondLinkOrder, (std::vector<int>{1, 2, 3}));
    ASSERT_EQ(t.stepCount(), 6u);
    const std::vector<int> links{3, 2, 1, 1, 2, 3};
    for (std::size_t k = 0; k < 6; ++k) {
        EXPECT_EQ(t.steps()[k].links, std::vector<int>{links[k]}) << k;
        EXPECT_EQ(t.steps()[k].phase, k < 3 ? Phase::Reduce : Phase::Broadcast);
    }
    for (NodeId i = 0; i < 8; ++i)
        EXPECT_EQ(t.format(t.final(i).expr, ExprStyle::Lecture),
                  "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
}

TEST(Collective, TheTreeCollectivesAreFigureThreeFourteenAndCubeDoThreeFifteen)
{
    EXPECT_EQ(findCollective("Tree_UpDo").figure, Figure::Tree);
    EXPECT_EQ(findCollective("Tree_Down").figure, Figure::Tree);
    EXPECT_EQ(findCollective("Tree_Do").figure, Figure::Tree);
    EXPECT_EQ(findCollective("Cube_Do").figure, Figure::Cube);
}

TEST(Trace, StepLabelsContinuePastZ)
{
    EXPECT_EQ(stepLabel(1), "a");
    EXPECT_EQ(stepLabel(26), "z");
    EXPECT_EQ(stepLabel(27), "aa");
    EXPECT_EQ(stepLabel(28), "ab");
    EXPECT_EQ(stepLabel(52), "az");
    EXPECT_EQ(stepLabel(53), "ba");
}

TEST(Hypercube, AddressesAreBinaryWithNDigits)
{
    EXPECT_EQ(Hypercube(3).address(5), "101");
    EXPECT_EQ(Hypercube(3).address(0), "000");
    EXPECT_EQ(Hypercube(4).address(6), "0110");
    EXPECT_EQ(Hypercube(0).address(0), "0");
    EXPECT_EQ(Hypercube::partner(4, 3), 0u);
    EXPECT_EQ(Hypercube::partner(2, 1), 3u);
}
