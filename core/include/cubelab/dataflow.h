#pragma once
// Following the data through a trace: where an input a_i goes (InputSpread) and what a node's
// s at some step is made of (ValueSources). Both are derived from the messages alone, so they
// serve numeric traces and large cubes as well as symbolic ones; the views (the cube, the
// partial results, the space-time diagram) read them and never derive the facts themselves.
//
// The rule both follow (docs/engine.md, "Following the data"). A message of step k carries
// the sender's s after step k-1 (for a block collective: the blocks it names, each as the
// sender held it). Its receiver, in a phase that combines (Phase::combines), adds what
// arrives to what it holds; in a phase that only copies (a broadcast, a gather, an
// allgather) what arrives replaces what the receiver held, so that older value is not part
// of the new one. A block is only combined with the receiver's own copy when the receiver
// held that block before the step. A node that receives nothing in a step keeps its s; a
// block a node no longer holds (reduce-scatter, scatter) is no longer part of it. Input a_i
// is node i's initial value (for a block collective: every block node i starts with).
//
// Both keep, per step, only what changed (a list of nodes or (node, block) pairs that enter
// or leave), so their memory grows with the trace's messages, not with steps × nodes; a step's
// set is rebuilt on demand in O(p + changes up to that step) — for a block collective
// O(p² / 64 + changes).

#include "cubelab/trace.h"

#include <cstdint>
#include <span>
#include <vector>

namespace cubelab {

// A set of nodes at one step, and for a block collective the blocks of each that count
// (ascending).
struct NodeBlocks
{
    std::vector<NodeId> nodes;             // ascending
    std::vector<std::uint32_t> blockBegin; // block collectives: nodes.size() + 1 offsets
    std::vector<BlockId> blocks;
    std::span<const BlockId> blocksOf(std::size_t i) const;
    bool contains(NodeId node) const;
    bool operator==(const NodeBlocks&) const = default;
};

// Where input a_i has gone by each step: the nodes whose s at step k contains a_i (for a
// block collective: the nodes holding a block whose expression contains a_i, and those
// blocks). Step 0 is the initial state: node i alone, if it holds data.
class InputSpread
{
public:
    InputSpread() = default;
    // Throws InputError when input is not a node of the trace's cube.
    InputSpread(const Trace& trace, std::uint32_t input);

    std::uint32_t input() const { return mInput; }
    std::size_t stepCount() const { return mStepBegin.empty() ? 0 : mStepBegin.size() - 2; }
    bool hasBlocks() const { return mBlockCount > 0; }
    // The holders after step k (0 … stepCount()); empty outside.
    NodeBlocks holdersAt(std::size_t step) const;

    bool operator==(const InputSpread&) const = default;

private:
    std::uint32_t mInput = 0;
    std::uint32_t mNodeCount = 0;
    std::uint32_t mBlockCount = 0;
    // The pairs node · blocks + block (node alone for a whole vector) that start or stop
    // holding a_i in step k: mFlips[mStepBegin[k] … mStepBegin[k+1]) (step 0: the initial ones).
    std::vector<std::uint64_t> mStepBegin;
    std::vector<std::uint64_t> mFlips;
};

// What node v's s after step K is made of: the backward history through the messages that
// actually contributed. A message of step t (t ≤ K) to w contributed when w's s after step t
// (or, for a block collective, a block of it that the message carried) is part of v's s after
// step K; then the sender's s after step t-1 (its copies of those blocks) is part too. w's own
// s after step t-1 is part as well only in a phase that combines and, for a block, when w
// held it. The inputs are the nodes whose initial values are part of it.
class ValueSources
{
public:
    ValueSources() = default;
    // Throws InputError when the node or the step is outside the trace.
    ValueSources(const Trace& trace, NodeId node, std::size_t step);

    NodeId node() const { return mNode; }
    std::size_t step() const { return mStep; }
    bool hasBlocks() const { return mBlockCount > 0; }
    // The inputs a_i it is made of, ascending (none when the node holds nothing).
    const std::vector<std::uint32_t>& inputs() const { return mInputs; }
    // The messages that contributed, as trace-wide indices (Trace::allMessages), ascending.
    const std::vector<std::uint64_t>& messages() const { return mMessages; }
    // Those of step t (1-based; empty outside 1 … step()).
    std::span<const std::uint64_t> messagesOf(std::size_t step) const;
    // Block collectives: the blocks of messages()[i] that contributed (a subset of those it
    // carries), ascending; empty for a whole vector.
    std::span<const BlockId> messageBlocks(std::size_t i) const;
    // The nodes whose s after step t (0 … step()) is part of it, with the blocks that are;
    // at step() the node itself, at 0 the inputs' nodes. Empty outside.
    NodeBlocks feedersAt(std::size_t step) const;

    bool operator==(const ValueSources&) const = default;

private:
    NodeId mNode = 0;
    std::size_t mStep = 0;
    std::uint32_t mNodeCount = 0;
    std::uint32_t mBlockCount = 0;
    std::vector<std::uint32_t> mInputs;
    std::vector<std::uint64_t> mMessages;
    std::vector<std::uint64_t> mMessageStep; // per step 0 … mStep + 1 offsets into mMessages
    std::vector<std::uint32_t> mMessageBlockBegin; // mMessages.size() + 1 offsets (blocks only)
    std::vector<BlockId> mMessageBlocks;
    // Pairs that enter or leave the feeders going backwards: mFlips[mFlipBegin[t] …
    // mFlipBegin[t+1]) turn the set after step t+1 into the set after step t (the last range,
    // t = mStep, is the starting set).
    std::vector<std::uint64_t> mFlipBegin;
    std::vector<std::uint64_t> mFlips;
};

} // namespace cubelab
