#pragma once
// The blocks of a block collective's trace file (version 2; docs/file-formats.md, "Blocks"):
// the blocks each node holds in "initial" and "final", the blocks of every message and the
// block changes of every update. It fills TraceData's block fields and checks what the
// Trace constructor cannot say with a place in the file: that every block number is in range
// and ascending, that a message's size is its blocks', that a node drops only blocks it
// holds, and that the final state is what the updates leave. Private to the core.

#include "io/tracereader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cubelab::detail {

class TraceBlockReader
{
public:
    // Checks that the scenario's block tables fit and that the file spells out what it
    // declares, before anything is set aside for the states.
    TraceBlockReader(TraceContext& context, const Json& json);

    // "initial" or "final": every node with the blocks it holds.
    void nodeList(const Json& v, const std::string& place, std::string_view what, bool final);
    // The message's "blocks"; returns the elements they hold.
    std::uint64_t messageBlocks(const Json& message, const std::string& place);
    // The update's "blocks" and "dropped" (its node already read).
    void update(const Json& u, const std::string& place);
    // Replays every node's updates from its initial blocks: a node drops only blocks it holds,
    // and the final state is what the updates leave.
    void checkFinalState() const;

private:
    // A list of distinct block numbers, ascending.
    std::vector<BlockId> blockList(const Json& v, const std::string& place,
                                   std::string_view what) const;
    // One {"block", "value", "expr"} entry of a block list: its block, which must follow
    // previous (the list's block before it, -1 for the first) and becomes the new previous.
    BlockId blockEntry(const Json& entry, const std::string& place, std::string_view what,
                       std::int64_t& previous) const;
    void failDrop(std::uint64_t update, std::uint64_t change, NodeId node, BlockId block) const;

    TraceContext& mContext;
    const JsonReader& mReader;
    TraceData& mData;
    std::uint64_t mBlocks = 0; // p
    std::vector<double> mScratch;
};

} // namespace cubelab::detail
