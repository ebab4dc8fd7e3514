// MpiNode's blocks follow the emulator's rule (cubelab/blockrule.h), checked without mpirun:
// no transfer runs here.

#include "cubelab/errors.h"
#include "mpinode.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace cubelab::mpi {
namespace {

struct BlockNode
{
    Scenario scenario;
    Comm::Params params;
    Collective collective = findCollective("allgather");
    BlockNode()
    {
        scenario.algorithm = "allgather";
        scenario.dimension = 2;
        scenario.elements = 8;
        scenario.values = ValueMode::Numeric;
        params.dimension = 2;
        params.blockCount = 4;
    }
};

TEST(MpiNode, DropsAndTakesBlocksAsTheEmulatorsRuleSays)
{
    BlockNode setup;
    MpiNode node(1, setup.params, setup.scenario, setup.collective);
    ASSERT_TRUE(node.holds(1));
    node.drop(std::vector<BlockId>{1, 3});
    EXPECT_FALSE(node.holds(1));
    EXPECT_TRUE(node.holds(2));
    const std::vector<double> received{0, 0, 7, 7, 0, 0, 0, 0};
    const std::vector<BlockId> ids{1};
    node.combine({received, kNoExpr, true, true, ids, nullptr});
    EXPECT_TRUE(node.holds(1));
    EXPECT_EQ(node.state()[2], 7.0); // a block it did not hold is taken as it came
    EXPECT_EQ(std::vector<BlockId>(node.heldBlocks().begin(), node.heldBlocks().end()),
              (std::vector<BlockId>{0, 1, 2}));
}

TEST(MpiNode, ABlockItDoesNotHoldIsRefusedNamingTheRank)
{
    BlockNode setup;
    MpiNode node(1, setup.params, setup.scenario, setup.collective);
    node.drop(std::vector<BlockId>{3});
    try {
        node.drop(std::vector<BlockId>{3});
        FAIL() << "a block dropped twice was accepted";
    } catch (const EngineError& e) {
        EXPECT_EQ(std::string(e.what()), "node 1: cannot drop block 3: the node does not hold it");
    }
    EXPECT_THROW(node.blocks(std::vector<BlockId>{2, 0}), EngineError); // not ascending
}

} // namespace
} // namespace cubelab::mpi
