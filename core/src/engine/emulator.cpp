#include "cubelab/emulator.h"

#include "cubelab/errors.h"

#include "cubelab/framearena.h"
#include "cubelab/largebuffer.h"
#include "engine/hugepages.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

namespace cubelab {

namespace {

enum class Wait : unsigned char { Running, Send, Receive, Exchange, Done };

constexpr NodeId kNobody = ~NodeId{0};

class Run;

// One node of the emulated cube: the Comm its program talks to.
class EmulatedNode final : public Comm
{
public:
    EmulatedNode(NodeId id, const Params& params, Run& run) : Comm(id, params), mRun(run) {}

    ValueView s() const override;
    void combine(ValueView received) override;
    void assign(ValueView received) override;

    using Comm::setReceived;
    using Comm::takeWaiting;
    using Comm::transfer;
    using Comm::waiting;

private:
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

// One run of a collective over the whole cube; owns the node states and builds the trace.
class Run
{
public:
    Run(const Scenario& scenario, const Collective& collective);
    Trace execute();

private:
    friend class EmulatedNode;

    struct Pending
    {
        Wait wait = Wait::Running;
        std::uint8_t link = 0;
        std::uint8_t line = 0;
        Phase phase = Phase::Reduce;
        const double* data = nullptr;
        ExprId expr = kNoExpr;
        bool present = true;
    };

    std::span<double> stateOf(NodeId i) { return {mS.data() + std::size_t{i} * mM, mM}; }
    double* bufferOf(NodeId i) { return mH.get() + std::size_t{i} * mM; }
    void copyLentState(NodeId i);
    void markDirty(NodeId i) { mDirty[i] = 1; }
    void resume(NodeId i);
    void resumeWoken();
    std::size_t deliverRound();
    void deliver(NodeId from, NodeId to);
    void recordUpdate(NodeId i);
    void storeElements(std::span<const double> values);
    void halveStoredElements();
    void reserveTrace();
    [[noreturn]] void reportDeadlock() const;
    std::string describeNode(NodeId i) const;

    const Collective& mCollective;
    Hypercube mCube;
    std::uint32_t mM;
    Operator mOp;
    bool mSymbolic;
    Comm::Params mParams;
    TraceData mData;
    ExpressionPool& mPool;

    // The run's per-node arrays. s and its expressions and flags become the trace's final
    // state; the rest is the run's own (LargeVector: cubelab/largebuffer.h).
    std::vector<double> mS;
    // Receive buffers. A received vector of more than one element is read where the sender
    // keeps it (mReceivedData points there) and copied here only when the sender changes it
    // before the receiver has read it. Written before read, hence not cleared.
    std::unique_ptr<double[]> mH;
    // One element is always copied: for m = 1 these two stay empty.
    LargeVector<const double*> mReceivedData;
    LargeVector<NodeId> mLentTo; // the receiver that reads this node's s in place, or kNobody
    std::vector<ExprId> mSExpr;
    LargeVector<ExprId> mHExpr;
    std::vector<std::uint8_t> mSPresent;
    LargeVector<std::uint8_t> mHPresent;
    LargeVector<Pending> mPending;
    // A round touches only the nodes it woke, so that a step costs what it transfers, not
    // what the cube holds. A woken node resumes, records its update if it changed s, and
    // meets its partner if that one already waits for the matching transfer.
    LargeVector<std::uint8_t> mWake;  // flags of mWoken
    LargeVector<NodeId> mWoken;       // matched last round: resumed next, ascending
    LargeVector<NodeId> mPairs;       // the lower node of each pair met this round
    NodeId mDone = 0;                 // nodes whose program has finished
    LargeVector<std::uint8_t> mDirty; // s changed in this resume
    bool mRecording = false;          // false in the first round: its changes are the initial state
    // Declared before the programs so that it outlives their frames.
    FrameArena mFrames;
    NodeArray mNodes;
    LargeVector<Task> mTasks;
};

// ---- EmulatedNode ------------------------------------------------------------------------

ValueView EmulatedNode::s() const
{
    const NodeId i = id();
    return {std::span<const double>(mRun.mS.data() + std::size_t{i} * mRun.mM, mRun.mM),
            mRun.mSExpr[i], mRun.mSPresent[i] != 0};
}

void EmulatedNode::combine(ValueView received)
{
    const NodeId i = id();
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
        mRun.mSExpr[i] = mRun.mPool.combine(mRun.mOp, mRun.mSExpr[i], received.expr);
    mRun.markDirty(i);
}

void EmulatedNode::assign(ValueView received)
{
    const NodeId i = id();
    mRun.copyLentState(i);
    std::span<double> target = mRun.stateOf(i);
    std::memmove(target.data(), received.elements.data(),
                 std::min(target.size(), received.elements.size()) * sizeof(double));
    mRun.mSExpr[i] = received.expr;
    mRun.mSPresent[i] = received.present ? 1 : 0;
    mRun.markDirty(i);
}

// ---- Run ---------------------------------------------------------------------------------

Run::Run(const Scenario& scenario, const Collective& collective)
    : mCollective(collective), mCube(scenario.dimension),
      mM(static_cast<std::uint32_t>(scenario.elements)), mOp(scenario.op),
      mSymbolic(scenario.values == ValueMode::Symbolic), mPool(*mData.expressions),
      mNodes(mCube.nodeCount())
{
    mData.scenario = scenario;
    mData.storedElements = mM;
    mParams.dimension = scenario.dimension;
    mParams.root = static_cast<NodeId>(scenario.root.value_or(0));
    mParams.linkOrder = scenario.linkOrder;
    mParams.broadcastLinkOrder = scenario.broadcastLinkOrder;

    const std::size_t p = mCube.nodeCount();
    mS.reserve(p * mM);
    mH = std::make_unique_for_overwrite<double[]>(p * mM);
    detail::adviseHugePages(mS);
    detail::adviseHugePages(mH.get(), p * mM * sizeof(double));
    if (mM > 1) {
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
    const std::uint64_t transfers = std::uint64_t{mCube.nodeCount()} * static_cast<std::uint64_t>(mCube.dimension());
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

namespace {
bool meets(Wait a, Wait b)
{
    if (a == Wait::Exchange)
        return b == Wait::Exchange;
    return (a == Wait::Send && b == Wait::Receive) || (a == Wait::Receive && b == Wait::Send);
}
} // namespace

void Run::resume(NodeId i)
{
    EmulatedNode& node = mNodes[i];
    const double* received = mM > 1 ? mReceivedData[i] : bufferOf(i);
    node.setReceived({std::span<const double>(received, mM), mHExpr[i], mHPresent[i] != 0});
    const std::coroutine_handle<> program = node.takeWaiting();
    (program ? program : mTasks[i].handle()).resume(); // the first resume starts the task
    if (mM > 1)
        mLentTo[i] = kNobody; // s no longer changes in this round
    // Only the node itself changes its s, and nodes resume in ascending order: recording
    // here lists a step's updates in the order of their nodes.
    if (mDirty[i]) {
        mDirty[i] = 0;
        if (mRecording)
            recordUpdate(i);
    }
    Pending& a = mPending[i];
    if (!node.waiting()) {
        a.wait = Wait::Done;
        ++mDone;
        try {
            mTasks[i].rethrowIfFailed();
        } catch (const std::exception& e) {
            throw EngineError(describeNode(i) + ": " + e.what());
        }
        return;
    }
    const Comm::Transfer& t = node.transfer();
    a.wait = t.kind == Comm::OpKind::Send      ? Wait::Send
             : t.kind == Comm::OpKind::Receive ? Wait::Receive
                                               : Wait::Exchange;
    a.link = static_cast<std::uint8_t>(t.link);
    a.line = static_cast<std::uint8_t>(node.line());
    a.phase = node.phase();
    a.data = t.payload.elements.data();
    a.expr = t.payload.expr;
    a.present = t.payload.present;
    if (mM > 1 && a.data == mReceivedData[i] && a.data != bufferOf(i)) {
        // Passes on a vector it reads in place: its owner may change it before the match.
        std::memcpy(bufferOf(i), a.data, std::size_t{mM} * sizeof(double));
        mReceivedData[i] = a.data = bufferOf(i);
    }
    // Each pair is met by the node that began to wait last: a partner woken in this round
    // that has not resumed yet counts as running.
    const NodeId q = Hypercube::partner(i, a.link);
    const Pending& b = mPending[q];
    if (b.link == a.link && meets(a.wait, b.wait))
        mPairs.push_back(std::min(i, q));
}

inline void Run::deliver(NodeId from, NodeId to)
{
    const Pending& sender = mPending[from];
    if (mM == 1) {
        mH[to] = *sender.data;
    } else if (sender.data == mS.data() + std::size_t{from} * mM) {
        // The receiver reads the sender's s in place. A receiver that resumes after the
        // sender gets a copy if the sender changes s first (copyLentState).
        mReceivedData[to] = sender.data;
        if (to > from)
            mLentTo[from] = to;
    } else {
        std::memcpy(bufferOf(to), sender.data, std::size_t{mM} * sizeof(double));
        mReceivedData[to] = bufferOf(to);
    }
    mHExpr[to] = sender.expr;
    mHPresent[to] = sender.present ? 1 : 0;
    mData.messages.push_back(Message{from, to, sender.link, sender.line, mPending[to].line});
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
        mWake[i] = 0;
        resume(i);
    }
    mWoken.clear();
}

std::size_t Run::deliverRound()
{
    if (mPairs.empty())
        return 0;
    // The step lists its messages by the lower node of each pair.
    if (!std::is_sorted(mPairs.begin(), mPairs.end()))
        std::sort(mPairs.begin(), mPairs.end());

    const std::uint64_t firstMessage = mData.messages.size();
    std::uint32_t linkMask = 0;
    const Phase phase = mPending[mPairs.front()].phase;
    for (NodeId i : mPairs) {
        Pending& a = mPending[i];
        const NodeId q = Hypercube::partner(i, a.link);
        Pending& b = mPending[q];
        linkMask |= std::uint32_t{1} << (a.link - 1);
        if (a.wait != Wait::Receive) // a send or an exchange
            deliver(i, q);
        if (b.wait != Wait::Receive)
            deliver(q, i);
        a.wait = Wait::Running;
        b.wait = Wait::Running;
        mWake[i] = 1;
        mWake[q] = 1;
        mWoken.push_back(i);
        mWoken.push_back(q);
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
    const std::size_t pairs = mPairs.size();
    mPairs.clear();
    return pairs;
}

void Run::recordUpdate(NodeId i)
{
    mData.updates.push_back(Update{i, mSExpr[i]});
    storeElements(stateOf(i));
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
                                  values.begin() + static_cast<std::ptrdiff_t>(mData.storedElements));
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
    static const char* const verbs[] = {"runs", "to send", "to receive", "to exchange", "has finished"};
    std::string text = "deadlock";
    if (!mData.steps.empty())
        text += " after step " + mData.steps.back().label + ")";
    else
        text += " before the first step";
    text += ": no transfer can complete, yet nodes still wait:";
    int listed = 0;
    std::size_t waiting = 0;
    for (NodeId i = 0; i < mCube.nodeCount(); ++i) {
        const Pending& a = mPending[i];
        if (a.wait == Wait::Done || a.wait == Wait::Running)
            continue;
        ++waiting;
        if (listed == 8)
            continue;
        ++listed;
        const NodeId q = Hypercube::partner(i, a.link);
        const Pending& b = mPending[q];
        text += (listed > 1 ? ";" : "") + std::string(" ") + describeNode(i) + " waits " +
                verbs[static_cast<int>(a.wait)] + " on link " + std::to_string(a.link) +
                " with " + describeNode(q) + ", which ";
        if (b.wait == Wait::Done)
            text += "has finished";
        else
            text += std::string("waits ") + verbs[static_cast<int>(b.wait)] + " on link " +
                    std::to_string(b.link);
    }
    if (waiting > 8)
        text += "; and " + std::to_string(waiting - 8) + " more";
    throw EngineError(text);
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
    }
    mData.finalValues = std::move(mS);
    mData.finalExpr = std::move(mSExpr);
    mData.finalPresent = std::move(mSPresent);
    return Trace(std::move(mData));
}

} // namespace

Trace Emulator::run(const Scenario& scenario)
{
    const Scenario s = normalized(scenario);
    return Run(s, findCollective(s.algorithm)).execute();
}

Trace Emulator::run(const Scenario& scenario, const Collective& collective)
{
    const Scenario s = normalized(scenario);
    return Run(s, collective).execute();
}

} // namespace cubelab
