// Following the data (InputSpread, ValueSources) on the lecture's example (section 3.3.4:
// Tree_UpDo on the 3-cube, root 000, links 3, 2, 1, s_0 =
// [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]), on Cube_Do, Tree_Do's broadcast and the block
// collectives; and against the expressions the symbolic engine records, which name exactly the
// inputs a value is made of.

#include "cubelab/dataflow.h"
#include "testutil.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using cubelab::test::leavesOf;
using cubelab::test::scenario;

namespace {

using Nodes = std::vector<NodeId>;
using Inputs = std::vector<std::uint32_t>;
using Blocks = std::vector<BlockId>;

// The messages as "from→to", for reading the tests against the lecture's figure.
std::vector<std::string> arrows(const Trace& t, std::span<const std::uint64_t> indices)
{
    std::vector<std::string> out;
    for (std::uint64_t j : indices) {
        const Message& m = t.allMessages()[j];
        out.push_back(std::to_string(m.from) + "→" + std::to_string(m.to));
    }
    return out;
}
using Arrows = std::vector<std::string>;

// The distinct inputs an expression names.
Inputs inputsOf(const Trace& t, ExprId expr)
{
    auto leaves = leavesOf(t.expressions(), expr);
    leaves.erase(std::unique(leaves.begin(), leaves.end()), leaves.end());
    return leaves;
}

Blocks blocksOf(std::span<const BlockId> blocks)
{
    return {blocks.begin(), blocks.end()};
}

} // namespace

TEST(InputSpread, LectureReduceKeepsA4InTheSenderAndItsParent)
{
    const Trace t = Emulator::run(Scenario{}); // Tree_UpDo, n = 3, links 3, 2, 1, root 000
    const InputSpread a4(t, 4);
    // a) 100 sends s_4 = a_4 to 000 over link 3 and stops: both hold a_4 from then on; the
    // steps b) and c) only move values into 000.
    EXPECT_EQ(a4.holdersAt(0).nodes, Nodes{4});
    EXPECT_EQ(a4.holdersAt(1).nodes, (Nodes{0, 4}));
    EXPECT_EQ(a4.holdersAt(2).nodes, (Nodes{0, 4}));
    EXPECT_EQ(a4.holdersAt(3).nodes, (Nodes{0, 4}));
}

TEST(InputSpread, LectureReduceCarriesA5ThroughNode1IntoTheRoot)
{
    const Trace t = Emulator::run(Scenario{});
    const InputSpread a5(t, 5);
    // a) 101→001: s_1 = (a_1+a_5); b) 011→001 adds (a_3+a_7); c) 001→000 brings it to s_0.
    EXPECT_EQ(a5.holdersAt(0).nodes, Nodes{5});
    EXPECT_EQ(a5.holdersAt(1).nodes, (Nodes{1, 5}));
    EXPECT_EQ(a5.holdersAt(2).nodes, (Nodes{1, 5}));
    EXPECT_EQ(a5.holdersAt(3).nodes, (Nodes{0, 1, 5}));
    EXPECT_TRUE(a5.holdersAt(4).nodes.empty()); // no step 4
}

TEST(InputSpread, CubeDoDoublesTheHoldersEveryStep)
{
    for (int n = 1; n <= 6; ++n) {
        const Trace t = Emulator::run(scenario(n, "Cube_Do"));
        const NodeId p = t.nodeCount();
        for (std::uint32_t i = 0; i < p; ++i) {
            const InputSpread spread(t, i);
            for (std::size_t k = 0; k <= t.stepCount(); ++k) {
                const Nodes holders = spread.holdersAt(k).nodes;
                ASSERT_EQ(holders.size(), std::size_t{1} << k)
                    << "n=" << n << " a_" << i << " step " << k;
                EXPECT_TRUE(std::binary_search(holders.begin(), holders.end(), i));
            }
        }
    }
}

TEST(InputSpread, TreeDoBroadcastTakesA5ToEveryNode)
{
    const Trace t = Emulator::run(scenario(3, "Tree_Do")); // reduce 3, 2, 1; broadcast 1, 2, 3
    const InputSpread a5(t, 5);
    EXPECT_EQ(a5.holdersAt(3).nodes, (Nodes{0, 1, 5}));
    // d) link 1: 000→001 (001 has it already); e) link 2: 000→010, 001→011;
    // f) link 3: to 100 … 111.
    EXPECT_EQ(a5.holdersAt(4).nodes, (Nodes{0, 1, 5}));
    EXPECT_EQ(a5.holdersAt(5).nodes, (Nodes{0, 1, 2, 3, 5}));
    EXPECT_EQ(a5.holdersAt(6).nodes, (Nodes{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(InputSpread, RefusesAnInputOutsideTheCube)
{
    const Trace t = Emulator::run(Scenario{});
    EXPECT_THROW(InputSpread(t, 8), InputError);
}

TEST(ValueSources, LectureS0IsMadeOfAllInputsThroughAllSevenMessages)
{
    const Trace t = Emulator::run(Scenario{});
    const ValueSources s0(t, 0, 3);
    EXPECT_EQ(s0.inputs(), (Inputs{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(s0.messages().size(), 7u);
    EXPECT_EQ(arrows(t, s0.messagesOf(1)), (Arrows{"4→0", "5→1", "6→2", "7→3"}));
    EXPECT_EQ(arrows(t, s0.messagesOf(2)), (Arrows{"2→0", "3→1"}));
    EXPECT_EQ(arrows(t, s0.messagesOf(3)), (Arrows{"1→0"}));
    // The nodes whose s feeds s_0 after c), going back: 000; 000, 001; 000 … 011; all.
    EXPECT_EQ(s0.feedersAt(3).nodes, Nodes{0});
    EXPECT_EQ(s0.feedersAt(2).nodes, (Nodes{0, 1}));
    EXPECT_EQ(s0.feedersAt(1).nodes, (Nodes{0, 1, 2, 3}));
    EXPECT_EQ(s0.feedersAt(0).nodes, (Nodes{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(ValueSources, LectureS1IsTheRightHalfOfTheBrackets)
{
    // s_1 = [(a_1+a_5)+(a_3+a_7)] after b): 101→001 and 111→011 in a), 011→001 in b).
    const Trace t = Emulator::run(Scenario{});
    const ValueSources s1(t, 1, 2);
    EXPECT_EQ(s1.inputs(), (Inputs{1, 3, 5, 7}));
    EXPECT_EQ(arrows(t, s1.messages()), (Arrows{"5→1", "7→3", "3→1"}));
    EXPECT_EQ(s1.feedersAt(1).nodes, (Nodes{1, 3}));
    // At step 0, before anything moved, s_4 is a_4 alone.
    EXPECT_EQ(ValueSources(t, 4, 0).inputs(), Inputs{4});
    EXPECT_TRUE(ValueSources(t, 4, 0).messages().empty());
}

TEST(ValueSources, TreeDoBroadcastReplacesTheReceiversOwnHistory)
{
    const Trace t = Emulator::run(scenario(3, "Tree_Do"));
    const ValueSources s7(t, 7, 6);
    EXPECT_EQ(s7.inputs(), (Inputs{0, 1, 2, 3, 4, 5, 6, 7}));
    // The broadcast path 000→001→011→111, and before it the whole reduce tree into 000 —
    // s_7's own a_7 counts only through 111→011 of a), not as what 111 held before f).
    EXPECT_EQ(arrows(t, s7.messagesOf(6)), (Arrows{"3→7"}));
    EXPECT_EQ(arrows(t, s7.messagesOf(5)), (Arrows{"1→3"}));
    EXPECT_EQ(arrows(t, s7.messagesOf(4)), (Arrows{"0→1"}));
    EXPECT_EQ(s7.messages().size(), 7u + 3u);
    EXPECT_EQ(s7.feedersAt(5).nodes, Nodes{3});
    EXPECT_EQ(s7.feedersAt(3).nodes, Nodes{0});
}

TEST(ValueSources, CubeDoExchangeKeepsBothPartnersHistories)
{
    const Trace t = Emulator::run(scenario(3, "Cube_Do"));
    const ValueSources s2(t, 2, 1); // after a) over link 3: (a_2+a_6)
    EXPECT_EQ(s2.inputs(), (Inputs{2, 6}));
    EXPECT_EQ(arrows(t, s2.messages()), Arrows{"6→2"});
    EXPECT_EQ(s2.feedersAt(0).nodes, (Nodes{2, 6}));
    const ValueSources end(t, 5, 3);
    EXPECT_EQ(end.inputs().size(), 8u);
    EXPECT_EQ(end.messages().size(), 1u + 2u + 4u); // a binomial tree into 101
}

TEST(ValueSources, RefusesANodeOrStepOutsideTheTrace)
{
    const Trace t = Emulator::run(Scenario{});
    EXPECT_THROW(ValueSources(t, 8, 0), InputError);
    EXPECT_THROW(ValueSources(t, 0, 4), InputError);
}

TEST(ValueSources, ReduceScatterBlockZeroComesThroughTheMessagesThatCarryIt)
{
    const Trace t = Emulator::run(scenario(3, "reduce-scatter")); // links 3, 2, 1
    const ValueSources s0(t, 0, 3);
    EXPECT_EQ(s0.inputs(), (Inputs{0, 1, 2, 3, 4, 5, 6, 7}));
    // Node 000 ends with block 0: in a) every node of the upper half sends blocks 0 … 3 and
    // only block 0 of each counts; b) 010→000 and 011→001; c) 001→000.
    EXPECT_EQ(arrows(t, s0.messagesOf(1)), (Arrows{"4→0", "5→1", "6→2", "7→3"}));
    EXPECT_EQ(arrows(t, s0.messagesOf(2)), (Arrows{"2→0", "3→1"}));
    EXPECT_EQ(arrows(t, s0.messagesOf(3)), (Arrows{"1→0"}));
    for (std::size_t i = 0; i < s0.messages().size(); ++i)
        EXPECT_EQ(blocksOf(s0.messageBlocks(i)), Blocks{0}) << i;
    EXPECT_EQ(s0.feedersAt(0).nodes.size(), 8u);
    EXPECT_EQ(blocksOf(s0.feedersAt(0).blocksOf(0)), Blocks{0});
}

TEST(InputSpread, ReduceScatterHalvesTheBlocksHoldingA5AndDoublesTheirNodes)
{
    const Trace t = Emulator::run(scenario(3, "reduce-scatter"));
    const InputSpread a5(t, 5);
    const NodeBlocks start = a5.holdersAt(0);
    EXPECT_EQ(start.nodes, Nodes{5});
    EXPECT_EQ(blocksOf(start.blocksOf(0)).size(), 8u);
    // a) link 3: 101 keeps blocks 4 … 7, sends 0 … 3 to 001.
    const NodeBlocks a = a5.holdersAt(1);
    EXPECT_EQ(a.nodes, (Nodes{1, 5}));
    EXPECT_EQ(blocksOf(a.blocksOf(0)), (Blocks{0, 1, 2, 3}));
    EXPECT_EQ(blocksOf(a.blocksOf(1)), (Blocks{4, 5, 6, 7}));
    // At the end every node holds its own block, each combined over all inputs.
    const NodeBlocks end = a5.holdersAt(3);
    ASSERT_EQ(end.nodes.size(), 8u);
    for (std::size_t i = 0; i < 8; ++i)
        EXPECT_EQ(blocksOf(end.blocksOf(i)), Blocks{static_cast<BlockId>(i)});
}

// The one definition against the expressions the engine records: the holders of a_i are the
// nodes (blocks) whose expression names a_i, and a value's sources are its expression's leaves.
TEST(DataFlow, AgreesWithTheRecordedExpressionsForEveryCollective)
{
    const std::vector<std::string> algorithms{
        "tree-reduce",    "tree-broadcast", "tree-allreduce",
        "cube-allreduce", "tree-gather",    "tree-scatter",
        "reduce-scatter", "allgather",      "rabenseifner-allreduce",
        "ring-allreduce"};
    for (const std::string& algorithm : algorithms)
        for (int n = 1; n <= 4; ++n) {
            Scenario sc = scenario(n, algorithm);
            const Trace t = Emulator::run(sc);
            const NodeId p = t.nodeCount();
            std::vector<InputSpread> spreads;
            for (std::uint32_t i = 0; i < p; ++i)
                spreads.emplace_back(t, i);
            for (std::size_t k = 0; k <= t.stepCount(); ++k) {
                std::vector<NodeBlocks> holders;
                for (const auto& s : spreads)
                    holders.push_back(s.holdersAt(k));
                for (NodeId v = 0; v < p; ++v) {
                    const NodeValue value = t.valueAt(v, k);
                    std::set<std::uint32_t> expected;
                    if (t.hasBlocks()) {
                        for (const BlockValue& b : value.blocks)
                            for (std::uint32_t i : inputsOf(t, b.expr)) {
                                expected.insert(i);
                                const NodeBlocks& h = holders[i];
                                const auto at =
                                    std::lower_bound(h.nodes.begin(), h.nodes.end(), v) -
                                    h.nodes.begin();
                                ASSERT_TRUE(h.contains(v))
                                    << algorithm << " n=" << n << " a_" << i << " node " << v;
                                const auto blocks = h.blocksOf(static_cast<std::size_t>(at));
                                EXPECT_TRUE(
                                    std::binary_search(blocks.begin(), blocks.end(), b.block))
                                    << algorithm << " n=" << n << " step " << k << " node " << v
                                    << " block " << b.block;
                            }
                    } else if (value.present) {
                        for (std::uint32_t i : inputsOf(t, value.expr))
                            expected.insert(i);
                    }
                    std::set<std::uint32_t> spread;
                    for (std::uint32_t i = 0; i < p; ++i)
                        if (holders[i].contains(v))
                            spread.insert(i);
                    EXPECT_EQ(spread, expected)
                        << algorithm << " n=" << n << " step " << k << " node " << v;
                    const ValueSources sources(t, v, k);
                    EXPECT_EQ(Inputs(expected.begin(), expected.end()), sources.inputs())
                        << algorithm << " n=" << n << " step " << k << " node " << v;
                }
            }
        }
}
