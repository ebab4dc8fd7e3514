// BlockRule: the one rule a block collective's node follows, applied to storage a test owns
// (as the emulator's nodes and cubelab-mpi's MpiNode apply it to theirs).

#include "cubelab/blockrule.h"
#include "cubelab/errors.h"

#include <functional>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;

namespace {

// A node of a 4-block vector of 8 elements holding blocks 0 and 2.
struct Node
{
    std::vector<double> s{1, 1, 0, 0, 3, 3, 0, 0};
    std::vector<std::uint8_t> held{1, 0, 1, 0};
    std::vector<BlockId> changed;
    BlockState state() { return {s, held.data(), nullptr, 8, 4}; }
    auto onChange()
    {
        return [this](BlockId b) { changed.push_back(b); };
    }
};

ValueView blocksOf(const std::vector<double>& elements, const std::vector<BlockId>& ids)
{
    return {elements, kNoExpr, true, true, ids, nullptr};
}

std::string errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const EngineError& e) {
        return e.what();
    }
    return {};
}

} // namespace

TEST(BlockRule, CombineAddsToHeldBlocksAndTakesTheOthers)
{
    Node node;
    const std::vector<double> received{10, 10, 20, 20, 30, 30, 40, 40};
    const std::vector<BlockId> ids{0, 1};
    BlockRule::combine(node.state(), Operator::Sum, BlockRule::noExpressions,
                       blocksOf(received, ids), node.onChange());
    EXPECT_EQ(node.s, (std::vector<double>{11, 11, 20, 20, 3, 3, 0, 0}));
    EXPECT_EQ(node.held, (std::vector<std::uint8_t>{1, 1, 1, 0}));
    EXPECT_EQ(node.changed, ids);
}

TEST(BlockRule, AssignReplacesHeldBlocks)
{
    Node node;
    const std::vector<double> received{10, 10, 20, 20, 30, 30, 40, 40};
    const std::vector<BlockId> ids{2, 3};
    BlockRule::assign(node.state(), blocksOf(received, ids), node.onChange());
    EXPECT_EQ(node.s, (std::vector<double>{1, 1, 0, 0, 30, 30, 40, 40}));
    EXPECT_EQ(node.held, (std::vector<std::uint8_t>{1, 0, 1, 1}));
}

TEST(BlockRule, SymbolicCombineJoinsTheBlocksExpressions)
{
    Node node;
    ExpressionPool pool;
    std::vector<ExprId> mine{pool.leaf(0), kNoExpr, pool.leaf(0), kNoExpr};
    const std::vector<ExprId> theirs{pool.leaf(1), pool.leaf(1), pool.leaf(1), pool.leaf(1)};
    BlockState state = node.state();
    state.expr = mine.data();
    const std::vector<double> received(8, 1.0);
    const std::vector<BlockId> ids{0, 1};
    ValueView view = blocksOf(received, ids);
    view.blockExpr = theirs.data();
    BlockRule::combine(
        state, Operator::Sum,
        [&pool](ExprId a, ExprId b) { return pool.combine(Operator::Sum, a, b); }, view,
        node.onChange());
    EXPECT_EQ(mine[0], pool.combine(Operator::Sum, pool.leaf(0), pool.leaf(1)));
    EXPECT_EQ(mine[1], pool.leaf(1)); // taken as it came
    EXPECT_EQ(mine[2], pool.leaf(0)); // not received: unchanged
}

TEST(BlockRule, ANodeDropsAndSendsOnlyBlocksItHoldsNamedAscending)
{
    Node node;
    EXPECT_EQ(
        errorOf([&] { BlockRule::drop(node.state(), std::vector<BlockId>{1}, node.onChange()); }),
        "cannot drop block 1: the node does not hold it");
    EXPECT_EQ(errorOf([&] {
                  BlockRule::requireHeld(node.held.data(), 4, std::vector<BlockId>{2, 0}, "send");
              }),
              "blocks must be named in ascending order without repeats");
    EXPECT_EQ(errorOf([&] {
                  BlockRule::requireHeld(node.held.data(), 4, std::vector<BlockId>{4}, "send");
              }),
              "cannot send block 4: the vector has blocks 0 to 3");
    EXPECT_TRUE(node.changed.empty());
    BlockRule::drop(node.state(), std::vector<BlockId>{0, 2}, node.onChange());
    EXPECT_EQ(node.held, (std::vector<std::uint8_t>{0, 0, 0, 0}));
    EXPECT_EQ(node.changed, (std::vector<BlockId>{0, 2}));
}

TEST(BlockRule, AWholeVectorIsNotCombinedAsBlocks)
{
    Node node;
    const std::vector<double> received(8, 1.0);
    const ValueView whole{received, kNoExpr, true, false, {}, nullptr};
    EXPECT_EQ(errorOf([&] {
                  BlockRule::combine(node.state(), Operator::Sum, BlockRule::noExpressions, whole,
                                     node.onChange());
              }),
              "combine needs blocks in a block collective");
    EXPECT_EQ(errorOf([&] { BlockRule::assign(node.state(), whole, node.onChange()); }),
              "assign needs blocks in a block collective");
}
