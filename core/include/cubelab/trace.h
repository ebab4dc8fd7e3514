#pragma once
// Trace: what happened, step by step — immutable once built. The views read any step from
// it (stateAt) without running the engine again; link loads are derived from it.
//
// Memory: messages and updates are stored flat. Where the values of every update would not
// fit the budget (kValueBudget doubles), each update keeps only its first storedElements()
// elements (of each block it changes, for a block collective); valuesTruncated() says so, and
// the final state is always kept whole.
//
// A block collective's trace (hasBlocks()) also says which blocks each message carries and,
// per update, which blocks changed or were dropped; a node's value is then the blocks it holds.

#include "cubelab/expressionpool.h"
#include "cubelab/hypercube.h"
#include "cubelab/largebuffer.h"
#include "cubelab/measurement.h"
#include "cubelab/messagebytes.h"
#include "cubelab/scenario.h"
#include "cubelab/tracedrun.h"
#include "cubelab/value.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cubelab {

// A traced MPI program's message between nodes that are no neighbours travels on no one link
// (Message::link); the links it would cross are the bits in which its nodes differ.
inline constexpr std::uint8_t kNoLink = 0;

struct Message
{
    NodeId from = 0;
    NodeId to = 0;
    std::uint8_t link = 0; // kNoLink only in a traced program's trace

    std::uint8_t fromLine = 0; // the pseudocode lines the sender and the receiver were at
    std::uint8_t toLine = 0;
    bool operator==(const Message&) const = default;
};

struct Update
{
    NodeId node = 0;
    ExprId expr = kNoExpr; // a whole-vector collective's new expression
};

// A block collective's update changes some blocks of one node: a block it received or whose
// value changed (with its new expression), or one it no longer holds.
struct BlockChange
{
    BlockId block = 0;
    ExprId expr = kNoExpr;
    bool dropped = false;
    bool operator==(const BlockChange&) const = default;
};

struct Step
{
    std::uint32_t index = 0; // counts from 1
    std::string label;       // a, b, c, …, z, aa, ab, …
    Phase phase = Phase::Reduce;
    std::vector<int> links; // distinct, ascending
    std::uint64_t firstMessage = 0;
    std::uint64_t messageCount = 0;
    std::uint64_t firstUpdate = 0;
    std::uint64_t updateCount = 0;
};

struct LinkLoad
{
    int link = 0;
    std::uint64_t messages = 0;
    std::uint64_t elements = 0;
    std::uint64_t bytes = 0;
    bool operator==(const LinkLoad&) const = default;
};

// One block a node holds.
struct BlockValue
{
    BlockId block = 0;
    ExprId expr = kNoExpr;
    std::span<const double>
        elements; // the block's elements (its first storedElements() in an update)
};

// A node's value at some point of the run.
// (In this order 48 bytes: stateAt returns one a node.)
struct NodeValue
{
    std::span<const double> elements; // storedElements() of them (all of them for final)
    std::vector<BlockValue> blocks;   // a block collective: the blocks held, ascending
    ExprId expr = kNoExpr;            // a whole-vector collective's expression
    bool present = false;             // holds data (a block collective: holds a block)
};

// Everything a trace consists of, as the emulator or a file reader produces it.
struct TraceData
{
    Scenario scenario; // normalized
    std::shared_ptr<ExpressionPool> expressions = std::make_shared<ExpressionPool>();
    std::uint32_t storedElements = 1;

    // initial and final: p entries, values p × m (large buffers, as the run's state)
    std::vector<std::uint8_t> initialPresent;
    LargeVector<double> initialValues;
    std::vector<ExprId> initialExpr;
    std::vector<std::uint8_t> finalPresent;
    LargeVector<double> finalValues;
    std::vector<ExprId> finalExpr;

    std::vector<Step> steps;
    // The trace's bulk: one entry per message and per update (see cubelab/largebuffer.h).
    LargeVector<Message> messages;
    LargeVector<Update> updates;
    // Whole vectors: updates × storedElements. Blocks: per change that keeps its block, its
    // first min(block size, storedElements) elements, at changeValueBegin.
    LargeVector<double> updateValues;

    // Block collectives only (blockCount = p; 0 and all empty for a whole-vector one). Their
    // initial/final Expr lists stay kNoExpr and *Present says whether a node holds a block.
    std::uint32_t blockCount = 0;
    // Per node and block (p × blockCount): held, and its expression.
    std::vector<std::uint8_t> initialHeld;
    std::vector<ExprId> initialBlockExpr;
    std::vector<std::uint8_t> finalHeld;
    std::vector<ExprId> finalBlockExpr;
    // The blocks of message j are messageBlocks[messageBlockBegin[j] …
    // messageBlockBegin[j+1]), ascending (messages + 1 offsets).
    LargeVector<std::uint64_t> messageBlockBegin;
    LargeVector<BlockId> messageBlocks;
    // The changes of update u are blockChanges[changeBegin[u] … changeBegin[u+1]), ascending
    // by block (updates + 1 offsets); the values of change c begin at changeValueBegin[c]
    // (changes + 1 offsets).
    LargeVector<std::uint64_t> changeBegin;
    LargeVector<BlockChange> blockChanges;
    LargeVector<std::uint64_t> changeValueBegin;

    // How long the steps took on a real machine, when they were measured (cubelab-mpi).
    std::optional<Measurement> measured;

    // A traced MPI program's run, when the trace is one (traceOf, cubelab/tracedrun.h): message
    // j of the trace is tracedRun->messages[j]; its collectives are events of their steps.
    std::shared_ptr<const TracedRun> tracedRun;
};

class Trace
{
public:
    static constexpr std::uint64_t kValueBudget = std::uint64_t{1} << 25; // doubles: 256 MiB

    // Checks that the data is consistent (throws InputError otherwise) and indexes it.
    explicit Trace(TraceData data);

    const Scenario& scenario() const { return mData.scenario; }
    const Hypercube& cube() const { return mCube; }
    std::uint32_t nodeCount() const { return mCube.nodeCount(); }
    std::uint32_t elements() const { return static_cast<std::uint32_t>(mData.scenario.elements); }
    std::uint32_t storedElements() const { return mData.storedElements; }
    bool valuesTruncated() const { return mData.storedElements < elements(); }
    bool symbolic() const { return mData.scenario.values == ValueMode::Symbolic; }
    const ExpressionPool& expressions() const { return *mData.expressions; }

    // A block collective's trace: messages carry blocks, nodes hold some of the p blocks.
    bool hasBlocks() const { return mData.blockCount > 0; }
    std::uint32_t blockCount() const { return mData.blockCount; }

    const std::vector<Step>& steps() const { return mData.steps; }
    std::size_t stepCount() const { return mData.steps.size(); }
    std::span<const Message> messages(const Step& step) const;
    std::span<const Message> allMessages() const { return mData.messages; }
    std::span<const Update> updates(const Step& step) const;
    std::span<const double> updateElements(std::uint64_t updateIndex) const;

    // Message j of the trace (j counts over all steps: step.firstMessage + i): the blocks it
    // carries (none for a whole vector) and its elements, at the trace's vector length or
    // at another (a message of a block collective carries its blocks of it, cut as a run of
    // that length cuts them; a length that is not a whole number, its blocks' share).
    std::span<const BlockId> messageBlocks(std::uint64_t messageIndex) const;
    std::uint64_t messageElements(std::uint64_t messageIndex) const;
    double messageElements(std::uint64_t messageIndex, double vectorElements) const;
    // A block collective's update u: the blocks it changed or dropped, and the stored
    // elements of change c.
    std::span<const BlockChange> blockChanges(std::uint64_t updateIndex) const;
    std::span<const double> changeElements(std::uint64_t changeIndex) const;

    NodeValue initial(NodeId node) const;
    NodeValue final(NodeId node) const;
    // The value after step k (k = 0: the initial state; k = stepCount(): the final state).
    // O(log k) a node.
    NodeValue valueAt(NodeId node, std::size_t step) const;
    std::vector<NodeValue> stateAt(std::size_t step) const;
    // The nodes whose s changed in step k (1-based), ascending.
    std::vector<NodeId> updatedNodes(std::size_t step) const;

    // Totals per link number 1..n, over steps first..last (1-based, inclusive); a message on
    // no link (kNoLink) counts on none. Their bytes
    // are the trace's: messageBytes(elements) with kTraceElementBytes (cubelab/messagebytes.h);
    // a view that shows a machine's bytes applies the machine's elementBytes to the elements.
    std::vector<LinkLoad> linkLoads() const;
    std::vector<LinkLoad> linkLoads(std::size_t firstStep, std::size_t lastStep) const;

    // The expression formatted for this cube (a complete result has p leaves).
    std::string format(ExprId expr, ExprStyle style) const;

    const TraceData& data() const { return mData; }
    // The traced MPI program's run this trace shows (its messages' tags, calls, times and
    // values; its collectives), or nullptr for a run of CubeLab's own.
    const TracedRun* tracedRun() const { return mData.tracedRun.get(); }
    // The measured times of the steps, or nullptr when the run was not measured.
    const Measurement* measured() const { return mData.measured ? &*mData.measured : nullptr; }
    // Attaches a measurement of this run; InputError unless it has one entry per step and,
    // where it lists ranks, one per node.
    void setMeasured(Measurement measurement);
    // The bytes the trace's contents occupy: its vectors' elements, its index and its
    // expression pool (counted in full, though traces may share one). Capacity reserved but
    // never written is not counted: it takes no memory.
    std::uint64_t memoryBytes() const;

private:
    void checkBlocks() const;
    void checkTracedRun() const;
    NodeValue blocksAt(NodeId node, std::size_t step) const;
    // A whole-vector collective's value of a node once the updates numbered below updateEnd
    // are applied.
    NodeValue wholeValueAt(NodeId node, std::uint64_t updateEnd) const;
    // The number of the first update after step k (0 for the initial state).
    std::uint64_t updatesThrough(std::size_t step) const;
    NodeValue blockState(NodeId node, const std::vector<std::uint8_t>& held,
                         const std::vector<ExprId>& exprs, const LargeVector<double>& values) const;

    TraceData mData;
    Hypercube mCube;
    // Per node, the updates that changed it, in step order (compressed rows).
    std::vector<std::uint64_t> mHistoryBegin;
    LargeVector<std::uint32_t> mHistory; // update indices (a trace has fewer than 2^32)
};

// a, b, …, z, aa, ab, … for step 1, 2, …
std::string stepLabel(std::size_t index);

} // namespace cubelab
