#pragma once
// The text of a block collective's data: which blocks a message carries ("[2,3]", "[4-7]")
// and what a node holds, block by block in the lecture's brackets with the numbers
// ("s_0[0,1] = (a_0+a_2) = 4; s_0[2] = a_2 = 3"). Neighbouring blocks whose expression and
// values agree share one entry. Long lists are abridged, as TextReport abridges a step.

#include "cubelab/blockranges.h"
#include "cubelab/trace.h"

#include <span>
#include <string>
#include <vector>

namespace cubelab::cli {

class BlockText
{
public:
    static constexpr std::size_t kMaxBlockItems = kMaxBlockRangeItems; // items before the count
    static constexpr std::size_t kMaxEntries = 16;                     // entries of a node's line

    explicit BlockText(const Trace& trace) : mTrace(trace) {}

    // "[2,3]"; three or more consecutive blocks as a range, "[0,4-7]"; more than
    // kMaxBlockItems items as a count, "[32 blocks]".
    static std::string blockList(std::span<const BlockId> blocks);

    // The blocks `name` ("s_0", "s_i") holds or received, "s_0[0,1] = (a_0+a_2) = 4; …",
    // then those it no longer holds, "s_0[2,3] dropped". `blocks` ascending; an element span
    // may be the first stored elements of the block only.
    std::string describe(const std::string& name, const std::vector<BlockValue>& blocks,
                         std::span<const BlockId> dropped = {}) const;

    // Whether two nodes hold the same blocks with the same expressions and values.
    static bool sameBlocks(const std::vector<BlockValue>& a, const std::vector<BlockValue>& b);

    // An update's changes as the blocks it received or changed, and the blocks it dropped.
    std::vector<BlockValue> changedBlocks(std::uint64_t updateIndex) const;
    std::vector<BlockId> droppedBlocks(std::uint64_t updateIndex) const;

private:
    // "(a_0+a_2) = 4", "4" or "[4, 4]" for one block's value.
    std::string value(const BlockValue& block) const;

    const Trace& mTrace;
};

} // namespace cubelab::cli
