// The one rule for naming a set of blocks (cubelab/blockranges.h), which the CLI's block lists
// and the window's tooltips both follow.

#include "cubelab/blockranges.h"

#include <gtest/gtest.h>

using namespace cubelab;

TEST(BlockRanges, ThreeOrMoreConsecutiveBlocksBecomeARange)
{
    const std::vector<BlockId> blocks{0, 2, 3, 4, 5, 6, 7};
    EXPECT_EQ(blockRanges(blocks), (std::vector<std::string>{"0", "2-7"}));
}

TEST(BlockRanges, TwoConsecutiveBlocksStayTwoItems)
{
    const std::vector<BlockId> blocks{2, 3, 9};
    EXPECT_EQ(blockRanges(blocks), (std::vector<std::string>{"2", "3", "9"}));
}

TEST(BlockRanges, NoBlocksAreNoItems)
{
    EXPECT_TRUE(blockRanges({}).empty());
}

TEST(BlockRanges, ListTextFoldsRangesAndCountsALongList)
{
    const std::vector<BlockId> folded{0, 4, 5, 6, 7};
    EXPECT_EQ(blockListText(folded), "[0,4-7]");
    // Nine items (every other block of 18) are more than kMaxBlockRangeItems: the count.
    std::vector<BlockId> scattered;
    for (BlockId b = 0; b < 18; b += 2)
        scattered.push_back(b);
    EXPECT_EQ(blockListText(scattered), "[9 blocks]");
}
