#include "cubelab/emulator.h"

#include "cubelab/blockrule.h"
#include "cubelab/errors.h"
#include "cubelab/framearena.h"
#include "cubelab/largebuffer.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

namespace cubelab {

namespace {

enum class Wait : unsigned char
{
    Running,
    Waiting,
    Done
};

constexpr NodeId kNobody = ~NodeId{0};

class Run;

// One node of the emulated cube: the Comm its program talks to.
class EmulatedNode final : public Comm
{
public:
    EmulatedNode(NodeId id, const Params& params, Run& run) : Comm(id, params), mRun(run) {}

    ValueView s() const override;
    void combine(const ValueView& received) override;
    void assign(const ValueView& received) override;
    std::span<const BlockId> heldBlocks() const override;
    ValueView blocks(std::span<const BlockId> ids) const override;
    void drop(std::span<const BlockId> ids) override;

    using Comm::setReceived;
    using Comm::takeWaiting;
    using Comm::transfer;
    using Comm::waiting;

private:
    [[gnu::noinline]] ValueView blocksS() const;
    [[gnu::noinline]] void combineBlocks(const ValueView& received);
    [[gnu::noinline]] void assignBlocks(const ValueView& received);

    Run& mRun;
};

// The nodes of a run, built in place in one block in id order: programs hold references to
// them, so they can be neither copied nor moved.
class NodeArray
{
public:
    explicit NodeArray(std::size_t capacity)
        : mNodes(static_cast<EmulatedNode*>(allocateLarge(capacity * sizeof(EmulatedNode)))),
          mCapacity(capacity)
    {
    }
    ~NodeArray()
    {
        std::destroy_n(mNodes, mSize);
        releaseLarge(mNodes, mCapacity * sizeof(EmulatedNode));
    }
    NodeArray(const NodeArray&) = delete;
    NodeArray& operator=(const NodeArray&) = delete;

    EmulatedNode& add(NodeId id, const Comm::Params& params, Run& run)
    {
        return *std::construct_at(mNodes + mSize++, id, params, run);
    }
    EmulatedNode& operator[](NodeId i) { return mNodes[i]; }

private:
    EmulatedNode* mNodes;
    std::size_t mCapacity;
    std::size_t mSize = 0;
};

// Doubles from allocateLarge, left uninitialised: a buffer that is written before it is read
// reuses a mapping a previous run released (cubelab/largebuffer.h) without a page of zeros.
class LargeDoubles
{
public:
    explicit LargeDoubles(std::size_t count)
        : mData(static_cast<double*>(allocateLarge(count * sizeof(double)))), mCount(count)
    {
    }
    ~LargeDoubles() { releaseLarge(mData, mCount * sizeof(double)); }
    LargeDoubles(const LargeDoubles&) = delete;
    LargeDoubles& operator=(const LargeDoubles&) = delete;

    double* get() const { return mData; }
    double& operator[](std::size_t i) { return mData[i]; }

private:
    double* mData;
    std::size_t mCount;
};

// One run of a collective over the whole cube; owns the node states and builds the trace.
class Run
{
public:
    Run(const Scenario& scenario, const Collective& collective, const RunOptions& options);
    Trace execute();

private:
    friend class EmulatedNode;

    // The transfer a node waits on: a send half, a receive half, or both (an exchange on one
    // link, which meets only an exchange; a sendrecv on two links). Each half is open until it
    // meets its partner's; the node resumes when none is open.
    struct Pending
    {
        Wait wait = Wait::Running;
        Comm::OpKind kind = Comm::OpKind::Send;
        std::uint8_t sendLink = 0;    // 0: no send half
        std::uint8_t receiveLink = 0; // 0: no receive half
        bool sendOpen = false;
        bool receiveOpen = false;
        std::uint8_t line = 0;
        bool present = true;
        Phase phase = Phase::Reduce;
        const double* data = nullptr;
        ExprId expr = kNoExpr;
        bool exchange() const { return kind == Comm::OpKind::Exchange; }
        bool open() const { return sendOpen || receiveOpen; }
    };
    // A block collective's payload, beside Pending so that the whole-vector runs do not
    // carry it through every node's wait.
    struct PendingBlocks
    {
        std::span<const BlockId> blocks;
        const ExprId* blockExpr = nullptr;
    };
    // A send half met a receive half this round (an exchange: both of its halves met).
    struct Match
    {
        NodeId from = 0;
        NodeId to = 0;
        bool exchange = false; // both ways: from (the lower node) to to, then back
        // A step lists its messages by the lower node of each pair, the lower one's first.
        std::uint64_t key() const
        {
            return (std::uint64_t{std::min(from, to)} << 1) | (from > to ? 1u : 0u);
        }
    };

    std::span<double> stateOf(NodeId i) { return {mS.data() + std::size_t{i} * mM, mM}; }
    double* bufferOf(NodeId i) { return mH.get() + std::size_t{i} * mM; }
    void copyLentState(NodeId i);
    void markDirty(NodeId i) { mDirty[i] = 1; }
    void resume(NodeId i);
    void wait(NodeId i, const Comm::Transfer& t);
    void meet(NodeId i);
    void resumeWoken();
    // Throws EngineError when the run's cancel is set.
    void checkCancel() const;
    std::size_t deliverRound();
    void deliver(NodeId from, NodeId to);
    [[gnu::noinline]] void deliverBlocks(NodeId from, NodeId to);
    [[gnu::noinline]] void setReceivedBlocks(NodeId i);
    [[gnu::noinline]] void finishBlockResume(NodeId i); // records the update, clears the marks
    void stageOwnReceived(NodeId i);
    void recordUpdate(NodeId i);
    void recordBlockUpdate(NodeId i);
    void storeElements(std::span<const double> values);
    void halveStoredElements();
    void halveStoredBlockElements();
    void checkStepCap() const;

    // Block collectives.
    bool blocksMode() const { return mB > 0; }
    std::uint8_t* heldOf(NodeId i) { return mHeld.data() + std::size_t{i} * mB; }
    ExprId* blockExprOf(NodeId i) { return mBlockExpr.data() + std::size_t{i} * mB; }
    BlockState blockState(NodeId i) { return {stateOf(i), heldOf(i), blockExprOf(i), mM, mB}; }
    std::span<const BlockId> heldList(NodeId i);
    void changed(NodeId i, BlockId b);
    void requireHeld(NodeId i, std::span<const BlockId> ids, const char* what) const;
    void reserveTrace();
    [[noreturn]] void reportDeadlock() const;
    std::string describeNode(NodeId i) const;
    // The pool's combination of a and b, refused (EngineError) when it would combine more than
    // Emulator::maxExpressionLeaves inputs.
    ExprId combineExpressions(ExprId a, ExprId b);

    const Collective& mCollective;
    std::shared_ptr<const std::atomic<bool>> mCancel;
    Hypercube mCube;
    std::uint32_t mM;
    std::uint32_t mB; // blocks: p for a block collective, 0 for a whole-vector one
    Operator mOp;
    bool mSymbolic;
    Comm::Params mParams;
    TraceData mData;
    ExpressionPool& mPool;

    // The run's per-node arrays. s and its expressions and flags become the trace's final
    // state; the rest is the run's own (LargeVector: cubelab/largebuffer.h).
    LargeVector<double> mS;
    // Receive buffers. A received vector of more than one element is read where the sender
    // keeps it (mReceivedData points there) and copied here only when the sender changes it
    // before the receiver has read it. Written before read, hence not cleared.
    LargeDoubles mH;
    // One element is always copied: for m = 1 these two stay empty.
    LargeVector<const double*> mReceivedData;
    LargeVector<NodeId> mLentTo; // the receiver that reads this node's s in place, or kNobody
    std::vector<ExprId> mSExpr;
    LargeVector<ExprId> mHExpr;
    std::vector<std::uint8_t> mSPresent;
    LargeVector<std::uint8_t> mHPresent;
    LargeVector<Pending> mPending;
    std::vector<Match> mMatches; // met this round
    // Block collectives: per node and block (p × p) whether s holds it and its expression, the
    // received blocks' expressions, and per node the blocks it received and (a cache) holds.
    std::vector<std::uint8_t> mHeld;
    std::vector<ExprId> mBlockExpr;
    std::vector<ExprId> mHBlockExpr;
    std::vector<std::vector<BlockId>> mHBlocks;
    std::vector<PendingBlocks> mPendingBlocks; // a block collective's waits' payloads
    mutable std::vector<std::vector<BlockId>> mHeldList;
    mutable std::vector<std::uint8_t> mHeldListStale;
    // The blocks the running node changed in this resume (one node runs at a time).
    std::vector<std::uint8_t> mChangedMark;
    std::vector<BlockId> mChanged;
    // A payload a node passes on from its own receive buffer while also receiving into it
    // (an exchange or a sendrecv of what it received) is copied aside first.
    std::vector<std::vector<double>> mStaged;
    std::vector<std::vector<ExprId>> mStagedExpr;
    // A round touches only the nodes it woke, so that a step costs what it transfers, not
    // what the cube holds. A woken node resumes, records its update if it changed s, and
    // meets its partner if that one already waits for the matching transfer.
    LargeVector<std::uint8_t> mWake;  // flags of mWoken
    LargeVector<NodeId> mWoken;       // matched last round: resumed next, ascending
    NodeId mDone = 0;                 // nodes whose program has finished
    LargeVector<std::uint8_t> mDirty; // s changed in this resume
    bool mRecording = false;          // false in the first round: its changes are the initial state
    // Declared before the programs so that it outlives their frames.
    FrameArena mFrames;
    NodeArray mNodes;
    LargeVector<Task> mTasks;
};

// ---- EmulatedNode ------------------------------------------------------------------------

// The block collectives' side of s(), combine() and assign() is kept out of line: the
// whole-vector side runs at every step of every node.

ValueView EmulatedNode::s() const
{
    const NodeId i = id();
    if (mRun.blocksMode()) [[unlikely]]
        return blocksS();
    return {std::span<const double>(mRun.mS.data() + std::size_t{i} * mRun.mM, mRun.mM),
            mRun.mSExpr[i],
            mRun.mSPresent[i] != 0,
            false,
            {},
            nullptr};
}

ValueView EmulatedNode::blocksS() const
{
    const NodeId i = id();
    const std::span<const BlockId> held = mRun.heldList(i);
    return {std::span<const double>(mRun.mS.data() + std::size_t{i} * mRun.mM, mRun.mM),
            kNoExpr,
            !held.empty(),
            true,
            held,
            mRun.blockExprOf(i)};
}

std::span<const BlockId> EmulatedNode::heldBlocks() const
{
    if (!mRun.blocksMode())
        return Comm::heldBlocks();
    return mRun.heldList(id());
}

ValueView EmulatedNode::blocks(std::span<const BlockId> ids) const
{
    if (!mRun.blocksMode())
        return Comm::blocks(ids);
    const NodeId i = id();
    mRun.requireHeld(i, ids, "send");
    return {std::span<const double>(mRun.mS.data() + std::size_t{i} * mRun.mM, mRun.mM),
            kNoExpr,
            true,
            true,
            ids,
            mRun.blockExprOf(i)};
}

void EmulatedNode::drop(std::span<const BlockId> ids)
{
    if (!mRun.blocksMode())
        return Comm::drop(ids);
    const NodeId i = id();
    BlockRule::drop(mRun.blockState(i), ids, [this, i](BlockId b) { mRun.changed(i, b); });
}

void EmulatedNode::combine(const ValueView& received)
{
    const NodeId i = id();
    if (mRun.blocksMode()) [[unlikely]]
        return combineBlocks(received);
    if (!mRun.mSPresent[i] || !received.present) {
        if (received.present)
            assign(received);
        return;
    }
    mRun.copyLentState(i);
    if (mRun.mM == 1 && !received.elements.empty())
        mRun.mS[i] = applyOperator(mRun.mOp, mRun.mS[i], received.elements[0]); // no loop for one
    else
        combineInto(mRun.mOp, mRun.stateOf(i), received.elements);
    if (mRun.mSymbolic)
        mRun.mSExpr[i] = mRun.combineExpressions(mRun.mSExpr[i], received.expr);
    mRun.markDirty(i);
}

void EmulatedNode::combineBlocks(const ValueView& received)
{
    const NodeId i = id();
    BlockRule::combine(
        mRun.blockState(i), mRun.mOp,
        [this](ExprId a, ExprId b) {
            return mRun.mSymbolic ? mRun.combineExpressions(a, b) : kNoExpr;
        },
        received, [this, i](BlockId b) { mRun.changed(i, b); });
}

void EmulatedNode::assign(const ValueView& received)
{
    const NodeId i = id();
    if (mRun.blocksMode()) [[unlikely]]
        return assignBlocks(received);
    mRun.copyLentState(i);
    std::span<double> target = mRun.stateOf(i);
    std::memmove(target.data(), received.elements.data(),
                 std::min(target.size(), received.elements.size()) * sizeof(double));
    mRun.mSExpr[i] = received.expr;
    mRun.mSPresent[i] = received.present ? 1 : 0;
    mRun.markDirty(i);
}

void EmulatedNode::assignBlocks(const ValueView& received)
{
    const NodeId i = id();
    BlockRule::assign(mRun.blockState(i), received, [this, i](BlockId b) { mRun.changed(i, b); });
}

// ---- Run ---------------------------------------------------------------------------------

Run::Run(const Scenario& scenario, const Collective& collective, const RunOptions& options)
    : mCollective(collective), mCancel(options.cancel), mCube(scenario.dimension),
      mM(static_cast<std::uint32_t>(scenario.elements)),
      mB(collective.data == DataKind::Blocks ? mCube.nodeCount() : 0), mOp(scenario.op),
      mSymbolic(scenario.values == ValueMode::Symbolic), mPool(*mData.expressions),
      mH(std::size_t{mCube.nodeCount()} * mM), mNodes(mCube.nodeCount())
{
    mData.scenario = scenario;
    mData.storedElements = mM;
    mData.blockCount = mB;
    mParams.dimension = scenario.dimension;
    mParams.root = static_cast<NodeId>(scenario.root.value_or(0));
    mParams.linkOrder = scenario.linkOrder;
    mParams.secondLinkOrder = scenario.secondLinkOrder;
    mParams.blockCount = mB;

    const std::size_t p = mCube.nodeCount();
    mS.reserve(p * mM);
    if (mM > 1 && !blocksMode()) {
        mReceivedData.resize(p);
        for (NodeId i = 0; i < p; ++i)
            mReceivedData[i] = bufferOf(i);
        mLentTo.assign(p, kNobody);
    }
    mSExpr.assign(p, kNoExpr);
    mHExpr.assign(p, kNoExpr);
    mSPresent.assign(p, 1);
    mHPresent.assign(p, 0);
    mPending.resize(p);
    mWake.assign(p, 1);
    mWoken.resize(p);
    for (NodeId i = 0; i < p; ++i)
        mWoken[i] = i;
    mDirty.assign(p, 0);
    if (blocksMode()) {
        mHeld.assign(p * mB, 0);
        mBlockExpr.assign(p * mB, kNoExpr);
        mHBlockExpr.assign(p * mB, kNoExpr);
        mHBlocks.resize(p);
        mPendingBlocks.resize(p);
        mHeldList.resize(p);
        mHeldListStale.assign(p, 1);
        mChangedMark.assign(mB, 0);
        mData.messageBlockBegin.push_back(0);
        mData.changeBegin.push_back(0);
        mData.changeValueBegin.push_back(0);
    }
    for (NodeId i = 0; i < p; ++i) {
        const bool holds = !collective.onlyRootHoldsInput || i == mParams.root;
        mSPresent[i] = holds ? 1 : 0;
        // Appended row by row: each element is written once.
        if (!holds)
            mS.insert(mS.end(), mM, 0.0);
        else if (scenario.initial.empty())
            mS.insert(mS.end(), mM, initialValue(scenario, i, 0)); // the same in every element
        else
            mS.insert(mS.end(), scenario.initial[i].begin(), scenario.initial[i].begin() + mM);
        if (holds && mSymbolic)
            mSExpr[i] = mPool.leaf(i);
        // A block collective's node starts with all p blocks of its input (a program that
        // starts with fewer drops the others before its first transfer).
        if (holds && blocksMode()) {
            std::fill_n(heldOf(i), mB, std::uint8_t{1});
            std::fill_n(blockExprOf(i), mB, mSymbolic ? mPool.leaf(i) : kNoExpr);
            mSExpr[i] = kNoExpr;
        }
    }
    reserveTrace();
    const FrameArena::Scope frames(mFrames);
    mTasks.reserve(p);
    for (NodeId i = 0; i < p; ++i)
        mTasks.push_back(collective.program(mNodes.add(i, mParams, *this)));
}

void Run::reserveTrace()
{
    // Room for every node to send on every link once (what Cube_Do does; the trees need
    // less). Reserving only claims address space — pages are taken when written — and
    // spares the run the copies and page faults of vectors that grow by doubling. A program
    // that needs more makes the vectors grow as usual.
    const std::uint64_t transfers =
        std::uint64_t{mCube.nodeCount()} * static_cast<std::uint64_t>(mCube.dimension());
    try {
        mData.messages.reserve(transfers);
        mData.updates.reserve(transfers);
        mData.updateValues.reserve(std::min(transfers * mM, Trace::kValueBudget));
    } catch (const std::bad_alloc&) {
        // Only a hint: the vectors grow as they are filled.
    }
}

std::string Run::describeNode(NodeId i) const
{
    return "node " + std::to_string(i) + " (" + mCube.address(i) + ")";
}

std::span<const BlockId> Run::heldList(NodeId i)
{
    std::vector<BlockId>& list = mHeldList[i];
    if (mHeldListStale[i]) {
        list.clear();
        const std::uint8_t* held = heldOf(i);
        for (BlockId b = 0; b < mB; ++b)
            if (held[b])
                list.push_back(b);
        mHeldListStale[i] = 0;
    }
    return list;
}

void Run::changed(NodeId i, BlockId b)
{
    mHeldListStale[i] = 1;
    if (!mChangedMark[b]) {
        mChangedMark[b] = 1;
        mChanged.push_back(b);
    }
    mDirty[i] = 1;
}

void Run::requireHeld(NodeId i, std::span<const BlockId> ids, const char* what) const
{
    BlockRule::requireHeld(mHeld.data() + std::size_t{i} * mB, mB, ids, what);
}

void Run::resume(NodeId i)
{
    // The block collectives' work is kept out of line: this runs once a node and a round
    // for every collective, and the whole-vector ones should not carry the block paths.
    EmulatedNode& node = mNodes[i];
    if (blocksMode()) [[unlikely]] {
        setReceivedBlocks(i);
    } else {
        const double* received = mM > 1 ? mReceivedData[i] : bufferOf(i);
        node.setReceived(
            {std::span<const double>(received, mM), mHExpr[i], mHPresent[i] != 0, false, {}, {}});
    }
    std::coroutine_handle<> program = node.takeWaiting();
    (program ? program : mTasks[i].handle()).resume(); // the first resume starts the task
    if (blocksMode()) [[unlikely]] {
        finishBlockResume(i);
    } else {
        if (mM > 1)
            mLentTo[i] = kNobody; // s no longer changes in this round
        // Only the node itself changes its s, and nodes resume in ascending order: recording
        // here lists a step's updates in the order of their nodes.
        if (mDirty[i]) {
            mDirty[i] = 0;
            if (mRecording)
                recordUpdate(i);
        }
    }
    if (!node.waiting()) {
        mPending[i].wait = Wait::Done;
        ++mDone;
        try {
            mTasks[i].rethrowIfFailed();
        } catch (const ProgramError& e) {
            throw ProgramError(describeNode(i) + ": " + e.what(), e.line(), i);
        } catch (const std::exception& e) {
            throw EngineError(describeNode(i) + ": " + e.what());
        }
        return;
    }
    wait(i, node.transfer());
    meet(i);
}

void Run::setReceivedBlocks(NodeId i)
{
    mNodes[i].setReceived({std::span<const double>(bufferOf(i), mM), kNoExpr, true, true,
                           mHBlocks[i], mHBlockExpr.data() + std::size_t{i} * mB});
}

void Run::finishBlockResume(NodeId i)
{
    if (mDirty[i]) {
        mDirty[i] = 0;
        if (mRecording)
            recordBlockUpdate(i);
    }
    for (BlockId b : mChanged)
        mChangedMark[b] = 0;
    mChanged.clear();
}

void Run::wait(NodeId i, const Comm::Transfer& t)
{
    Pending& a = mPending[i];
    a.wait = Wait::Waiting;
    a.kind = t.kind;
    const bool sends = t.kind != Comm::OpKind::Receive;
    const bool receives = t.kind != Comm::OpKind::Send;
    a.sendLink = sends ? static_cast<std::uint8_t>(t.link) : 0;
    a.receiveLink = !receives                             ? 0
                    : t.kind == Comm::OpKind::SendReceive ? static_cast<std::uint8_t>(t.receiveLink)
                                                          : static_cast<std::uint8_t>(t.link);
    a.sendOpen = sends;
    a.receiveOpen = receives;
    a.line = static_cast<std::uint8_t>(mNodes[i].line());
    a.phase = mNodes[i].phase();
    a.data = t.payload.elements.data();
    a.expr = t.payload.expr;
    a.present = t.payload.present;
    if (blocksMode())
        mPendingBlocks[i] = {t.payload.blocks, t.payload.blockExpr};
    if (sends && blocksMode() && !t.payload.hasBlocks)
        throw EngineError(describeNode(i) +
                          ": a block collective sends blocks (Comm::blocks or s())");
    if (!blocksMode() && mM > 1 && sends && a.data == mReceivedData[i] && a.data != bufferOf(i)) {
        // Passes on a vector it reads in place: its owner may change it before the match.
        std::memcpy(bufferOf(i), a.data, std::size_t{mM} * sizeof(double));
        mReceivedData[i] = a.data = bufferOf(i);
    }
    if (sends && receives && a.data == bufferOf(i))
        stageOwnReceived(i);
}

void Run::stageOwnReceived(NodeId i)
{
    // The payload lies in the buffer this very transfer receives into: copy it aside.
    if (mStaged.empty()) {
        mStaged.resize(mCube.nodeCount());
        mStagedExpr.resize(mCube.nodeCount());
    }
    Pending& a = mPending[i];
    mStaged[i].assign(a.data, a.data + mM);
    a.data = mStaged[i].data();
    if (blocksMode()) {
        // The expressions, and the block list of a received value (the receive buffer's
        // too), side by side; the pointers are taken once the vector no longer grows.
        PendingBlocks& payload = mPendingBlocks[i];
        std::vector<ExprId>& staged = mStagedExpr[i];
        staged.assign(payload.blockExpr, payload.blockExpr + mB);
        const bool ownList = payload.blocks.data() == mHBlocks[i].data();
        if (ownList)
            staged.insert(staged.end(), payload.blocks.begin(), payload.blocks.end());
        payload.blockExpr = staged.data();
        if (ownList)
            payload.blocks = std::span<const BlockId>(staged.data() + mB, payload.blocks.size());
    }
}

void Run::meet(NodeId i)
{
    // Each pair of halves is met by the node that began to wait last: a partner woken in
    // this round that has not resumed yet counts as running.
    Pending& a = mPending[i];
    if (a.exchange()) {
        // An exchange meets only an exchange on the same link: both halves at once, as one
        // match (the lower node's message first).
        const NodeId q = Hypercube::partner(i, a.sendLink);
        Pending& b = mPending[q];
        if (b.wait == Wait::Waiting && b.exchange() && b.sendLink == a.sendLink) {
            a.sendOpen = a.receiveOpen = b.sendOpen = b.receiveOpen = false;
            mMatches.push_back({std::min(i, q), std::max(i, q), true});
        }
        return;
    }
    if (a.sendOpen) {
        const NodeId q = Hypercube::partner(i, a.sendLink);
        Pending& b = mPending[q];
        if (b.wait == Wait::Waiting && b.receiveOpen && b.receiveLink == a.sendLink &&
            b.exchange() == a.exchange()) {
            a.sendOpen = false;
            b.receiveOpen = false;
            mMatches.push_back({i, q});
        }
    }
    if (a.receiveOpen) {
        const NodeId q = Hypercube::partner(i, a.receiveLink);
        Pending& b = mPending[q];
        if (b.wait == Wait::Waiting && b.sendOpen && b.sendLink == a.receiveLink &&
            b.exchange() == a.exchange()) {
            a.receiveOpen = false;
            b.sendOpen = false;
            mMatches.push_back({q, i});
        }
    }
}

inline void Run::deliver(NodeId from, NodeId to)
{
    const Pending& sender = mPending[from];
    if (blocksMode()) {
        deliverBlocks(from, to);
    } else if (mM == 1) {
        mH[to] = *sender.data;
    } else if (sender.data == mS.data() + std::size_t{from} * mM && !mPending[to].open() &&
               !sender.open()) {
        // The receiver reads the sender's s in place. A receiver that resumes after the
        // sender gets a copy if the sender changes s first (copyLentState). Both resume in
        // the next round: a sender whose sendrecv still waits for its other half would lend
        // its s for longer than that round, so its receiver gets a copy.
        mReceivedData[to] = sender.data;
        if (to > from)
            mLentTo[from] = to;
    } else {
        std::memcpy(bufferOf(to), sender.data, std::size_t{mM} * sizeof(double));
        mReceivedData[to] = bufferOf(to);
    }
    mHExpr[to] = sender.expr;
    mHPresent[to] = sender.present ? 1 : 0;
    mData.messages.push_back(Message{from, to, sender.sendLink, sender.line, mPending[to].line});
}

void Run::deliverBlocks(NodeId from, NodeId to)
{
    const Pending& sender = mPending[from];
    const PendingBlocks& payload = mPendingBlocks[from];
    double* target = bufferOf(to);
    ExprId* targetExpr = mHBlockExpr.data() + std::size_t{to} * mB;
    for (BlockId b : payload.blocks) {
        const std::uint64_t begin = blockBegin(b, mM, mB);
        std::memcpy(target + begin, sender.data + begin, blockSize(b, mM, mB) * sizeof(double));
        targetExpr[b] = payload.blockExpr[b];
    }
    mHBlocks[to].assign(payload.blocks.begin(), payload.blocks.end());
    mData.messageBlocks.insert(mData.messageBlocks.end(), payload.blocks.begin(),
                               payload.blocks.end());
    mData.messageBlockBegin.push_back(mData.messageBlocks.size());
}

void Run::checkCancel() const
{
    // A relaxed load per resumed node: a ring on 2,048 nodes resumes 8 million, a cancel
    // stops it within one node's turn.
    if (mCancel && mCancel->load(std::memory_order_relaxed)) [[unlikely]]
        throw EngineError(Emulator::kCancelledText);
}

void Run::copyLentState(NodeId i)
{
    if (mM == 1)
        return;
    const NodeId to = mLentTo[i];
    if (to == kNobody)
        return;
    std::memcpy(bufferOf(to), mS.data() + std::size_t{i} * mM, std::size_t{mM} * sizeof(double));
    mReceivedData[to] = bufferOf(to);
    mLentTo[i] = kNobody;
}

void Run::resumeWoken()
{
    // Ascending order, as the expressions are numbered in the order nodes combine. Few
    // woken nodes are sorted; many are collected from their flags in one pass.
    const NodeId p = mCube.nodeCount();
    if (mWoken.size() * 16 > p) {
        mWoken.clear();
        for (NodeId i = 0; i < p; ++i)
            if (mWake[i])
                mWoken.push_back(i);
    } else {
        std::sort(mWoken.begin(), mWoken.end());
    }
    for (NodeId i : mWoken) {
        checkCancel();
        mWake[i] = 0;
        resume(i);
    }
    mWoken.clear();
}

std::size_t Run::deliverRound()
{
    if (mMatches.empty())
        return 0;
    // The step lists its messages by the lower node of each pair, the lower one's first.
    auto byKey = [](const Match& x, const Match& y) { return x.key() < y.key(); };
    if (!std::is_sorted(mMatches.begin(), mMatches.end(), byKey))
        std::sort(mMatches.begin(), mMatches.end(), byKey);

    const std::uint64_t firstMessage = mData.messages.size();
    std::uint32_t linkMask = 0;
    const Phase phase = mPending[mMatches.front().from].phase;
    // A step has one phase: its messages' senders must name the same (a program's nodes call
    // node:phase at the same point of their programs).
    for (const Match& match : mMatches) {
        const NodeId sender =
            mPending[match.from].phase == phase && match.exchange ? match.to : match.from;
        if (!(mPending[sender].phase == phase))
            throw ProgramError(
                "step " + std::to_string(mData.steps.size() + 1) +
                    " mixes phases: " + describeNode(mMatches.front().from) + " sends in phase '" +
                    std::string(phase.id()) + "', " + describeNode(sender) + " in '" +
                    std::string(mPending[sender].phase.id()) +
                    "'; the nodes of one step must name the same phase (call node:phase at the "
                    "same point in every node's program)",
                mPending[sender].line + 1, sender);
    }
    for (const Match& match : mMatches) {
        linkMask |= std::uint32_t{1} << (mPending[match.from].sendLink - 1);
        deliver(match.from, match.to);
        if (match.exchange)
            deliver(match.to, match.from);
        // A node whose halves have all met (meet() closed them) resumes next round. Its
        // links stay as they were until it waits again: a later match of this round (the
        // other half of an exchange) still reads them.
        for (NodeId node : {match.from, match.to}) {
            Pending& x = mPending[node];
            if (x.wait == Wait::Waiting && !x.open()) {
                x.wait = Wait::Running;
                mWake[node] = 1;
                mWoken.push_back(node);
            }
        }
    }
    Step step;
    step.index = static_cast<std::uint32_t>(mData.steps.size() + 1);
    step.label = stepLabel(step.index);
    step.phase = phase;
    for (int link = 1; link <= mCube.dimension(); ++link)
        if (linkMask & (std::uint32_t{1} << (link - 1)))
            step.links.push_back(link);
    step.firstMessage = firstMessage;
    step.messageCount = mData.messages.size() - firstMessage;
    step.firstUpdate = mData.updates.size();
    mData.steps.push_back(std::move(step));
    const std::size_t matches = mMatches.size();
    mMatches.clear();
    return matches;
}

void Run::recordUpdate(NodeId i)
{
    mData.updates.push_back(Update{i, mSExpr[i]});
    storeElements(stateOf(i));
}

void Run::recordBlockUpdate(NodeId i)
{
    std::sort(mChanged.begin(), mChanged.end());
    // Over the budget: keep half as many elements of every block, as often as needed.
    std::uint64_t needed = 0;
    for (BlockId b : mChanged)
        needed += std::min<std::uint64_t>(blockSize(b, mM, mB), mData.storedElements);
    while (mData.updateValues.size() + needed > Trace::kValueBudget && mData.storedElements > 1) {
        halveStoredBlockElements();
        needed = 0;
        for (BlockId b : mChanged)
            needed += std::min<std::uint64_t>(blockSize(b, mM, mB), mData.storedElements);
    }
    mData.updates.push_back(Update{i, kNoExpr});
    const std::uint8_t* held = heldOf(i);
    const ExprId* expr = blockExprOf(i);
    const double* s = mS.data() + std::size_t{i} * mM;
    for (BlockId b : mChanged) {
        const bool dropped = held[b] == 0;
        mData.blockChanges.push_back(BlockChange{b, dropped ? kNoExpr : expr[b], dropped});
        if (!dropped) {
            const std::uint64_t begin = blockBegin(b, mM, mB);
            const std::uint64_t stored =
                std::min<std::uint64_t>(blockSize(b, mM, mB), mData.storedElements);
            mData.updateValues.insert(mData.updateValues.end(), s + begin, s + begin + stored);
        }
        mData.changeValueBegin.push_back(mData.updateValues.size());
    }
    mData.changeBegin.push_back(mData.blockChanges.size());
}

void Run::halveStoredBlockElements()
{
    const std::uint64_t newK = std::max<std::uint64_t>(1, mData.storedElements / 2);
    std::uint64_t write = 0;
    for (std::uint64_t c = 0; c < mData.blockChanges.size(); ++c) {
        const std::uint64_t begin = mData.changeValueBegin[c];
        const std::uint64_t keep = std::min(mData.changeValueBegin[c + 1] - begin, newK);
        std::memmove(mData.updateValues.data() + write, mData.updateValues.data() + begin,
                     keep * sizeof(double));
        mData.changeValueBegin[c] = write;
        write += keep;
    }
    mData.changeValueBegin.back() = write;
    mData.updateValues.resize(write);
    mData.storedElements = static_cast<std::uint32_t>(newK);
}

void Run::storeElements(std::span<const double> values)
{
    // Over the budget: keep half as many elements of every update, as often as needed.
    while ((mData.updates.size() + 1) * mData.storedElements > Trace::kValueBudget &&
           mData.storedElements > 1)
        halveStoredElements();
    if (mData.storedElements == 1)
        mData.updateValues.push_back(values[0]);
    else
        mData.updateValues.insert(mData.updateValues.end(), values.begin(),
                                  values.begin() +
                                      static_cast<std::ptrdiff_t>(mData.storedElements));
}

void Run::halveStoredElements()
{
    const std::uint64_t k = mData.storedElements;
    const std::uint64_t newK = std::max<std::uint64_t>(1, k / 2);
    const std::uint64_t count = mData.updates.size() - 1; // the update being stored is last
    for (std::uint64_t u = 0; u < count; ++u)
        std::memmove(mData.updateValues.data() + u * newK, mData.updateValues.data() + u * k,
                     newK * sizeof(double));
    mData.updateValues.resize(count * newK);
    mData.storedElements = static_cast<std::uint32_t>(newK);
}

void Run::reportDeadlock() const
{
    auto waitText = [](const Pending& x) {
        const std::string send = "to send on link " + std::to_string(x.sendLink);
        const std::string receive = "to receive on link " + std::to_string(x.receiveLink);
        const std::string line = " at line " + std::to_string(x.line + 1);
        switch (x.kind) {
        case Comm::OpKind::Send:
            return send + line;
        case Comm::OpKind::Receive:
            return receive + line;
        case Comm::OpKind::Exchange:
            return "to exchange on link " + std::to_string(x.sendLink) + line;
        case Comm::OpKind::SendReceive:
            return (x.sendOpen && x.receiveOpen ? send + " and " + receive
                    : x.sendOpen                ? send
                                                : receive) +
                   line;
        }
        return send + line;
    };
    std::string text = "deadlock";
    if (!mData.steps.empty())
        text += " after step " + mData.steps.back().label;
    else
        text += " before the first step";
    text += ": no transfer can complete, yet nodes still wait:";
    int listed = 0;
    std::size_t waiting = 0;
    std::int64_t firstWaiting = -1;
    for (NodeId i = 0; i < mCube.nodeCount(); ++i) {
        const Pending& a = mPending[i];
        if (a.wait != Wait::Waiting)
            continue;
        if (waiting == 0)
            firstWaiting = i;
        ++waiting;
        if (listed == 8)
            continue;
        ++listed;
        const NodeId q = Hypercube::partner(i, a.sendOpen ? a.sendLink : a.receiveLink);
        const Pending& b = mPending[q];
        text += (listed > 1 ? ";" : "") + std::string(" ") + describeNode(i) + " waits " +
                waitText(a) + " with " + describeNode(q) + ", which ";
        if (b.wait == Wait::Done)
            text += "has finished";
        else if (b.wait == Wait::Running)
            text += "runs";
        else
            text += "waits " + waitText(b);
    }
    if (waiting > 8)
        text += "; and " + std::to_string(waiting - 8) + " more";
    // The first node that waits names the line an editor marks.
    const int line = firstWaiting < 0 ? 0 : mPending[static_cast<NodeId>(firstWaiting)].line + 1;
    throw ProgramError(text, line, firstWaiting);
}

void Run::checkStepCap() const
{
    const std::uint64_t cap = Emulator::maxSteps(mCube.dimension());
    if (mData.steps.size() >= cap)
        throw ProgramError("the program has not ended after " + std::to_string(cap) +
                           " steps (at most " + std::to_string(cap) + " for a " +
                           std::to_string(mCube.dimension()) +
                           "-cube): a program that never ends is stopped");
}

Trace Run::execute()
{
    const FrameArena::Scope frames(mFrames);
    bool first = true;
    for (;;) {
        resumeWoken();
        if (first) {
            // Whatever a program did before its first transfer belongs to the initial state.
            mData.initialValues = mS;
            mData.initialExpr = mSExpr;
            mData.initialPresent = mSPresent;
            if (blocksMode()) {
                mData.initialHeld = mHeld;
                mData.initialBlockExpr = mBlockExpr;
                for (NodeId i = 0; i < mCube.nodeCount(); ++i)
                    mData.initialPresent[i] =
                        std::find(heldOf(i), heldOf(i) + mB, 1) != heldOf(i) + mB;
            }
            first = false;
            mRecording = true;
        } else {
            Step& step = mData.steps.back();
            step.updateCount = mData.updates.size() - step.firstUpdate;
        }
        if (deliverRound() == 0) {
            if (mDone < mCube.nodeCount())
                reportDeadlock();
            break;
        }
        checkStepCap();
    }
    if (blocksMode()) {
        for (NodeId i = 0; i < mCube.nodeCount(); ++i)
            mSPresent[i] = std::find(heldOf(i), heldOf(i) + mB, 1) != heldOf(i) + mB;
        mData.finalHeld = std::move(mHeld);
        mData.finalBlockExpr = std::move(mBlockExpr);
    }
    mData.finalValues = std::move(mS);
    mData.finalExpr = std::move(mSExpr);
    mData.finalPresent = std::move(mSPresent);
    return Trace(std::move(mData));
}

} // namespace

ExprId Run::combineExpressions(ExprId a, ExprId b)
{
    const std::uint64_t leaves = std::uint64_t{mPool.node(a).leafCount} + mPool.node(b).leafCount;
    const std::uint64_t most = Emulator::maxExpressionLeaves(mCube.dimension());
    if (leaves > most) [[unlikely]]
        throw EngineError("the value would combine " + std::to_string(leaves) +
                          " inputs; a result on " + std::to_string(mCube.nodeCount()) +
                          " nodes combines each input once, and a value may "
                          "combine at most " +
                          std::to_string(most) +
                          ": does the program combine a value with itself (or with a copy of it)?");
    return mPool.combine(mOp, a, b);
}

std::uint64_t Emulator::maxExpressionLeaves(int dimension)
{
    return std::uint64_t{4} << dimension;
}

std::uint64_t Emulator::maxSteps(int dimension)
{
    // The ring takes 2(p-1) steps, the trees 2n: sixteen times the nodes leaves room for
    // any program that ends.
    return std::max<std::uint64_t>(4096, std::uint64_t{16} << dimension);
}

Trace Emulator::run(const Scenario& scenario, const RunOptions& options)
{
    const Scenario s = normalized(scenario);
    return Run(s, findCollective(s.algorithm), options).execute();
}

Trace Emulator::run(const Scenario& scenario, const Collective& collective,
                    const RunOptions& options)
{
    const Scenario s = normalized(scenario, collective);
    return Run(s, collective, options).execute();
}

} // namespace cubelab
