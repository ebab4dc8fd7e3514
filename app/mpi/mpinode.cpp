#include "mpinode.h"

#include "cubelab/blockrule.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cstring>
#include <mpi.h>

namespace cubelab::mpi {

namespace {

// The tag of a message says whether the sender held data.
constexpr int kHoldsData = 1;
constexpr int kHoldsNothing = 2;

} // namespace

MpiNode::MpiNode(NodeId id, const Params& params, const Scenario& scenario,
                 const Collective& collective)
    : Comm(id, params), mOp(scenario.op), mM(static_cast<std::uint32_t>(scenario.elements)),
      mB(params.blockCount)
{
    mHoldsInput = !collective.onlyRootHoldsInput || id == params.root;
    mInput.assign(mM, 0.0);
    if (mHoldsInput)
        for (std::uint32_t e = 0; e < mM; ++e)
            mInput[e] = initialValue(scenario, id, e);
    if (blocksMode()) {
        mNoExpr.assign(mB, kNoExpr);
        mReceivedBlocks[0].reserve(mB);
        mReceivedBlocks[1].reserve(mB);
        mWireIn.resize(static_cast<std::size_t>(receiveCapacity()));
    }
    mReceived[0].resize(mM);
    mReceived[1].resize(mM);
    reset();
}

void MpiNode::reset()
{
    mS = mInput;
    mPresent = mHoldsInput;
    if (blocksMode())
        mHeld.assign(mB, mHoldsInput ? 1 : 0);
    mHeldListStale = true;
    mRecords.clear();
}

// ---- the node's state, as the emulator keeps it ------------------------------------------

ValueView MpiNode::s() const
{
    if (!blocksMode())
        return {mS, kNoExpr, mPresent, false, {}, nullptr};
    refreshHeldList();
    return {mS, kNoExpr, !mHeldList.empty(), true, mHeldList, mNoExpr.data()};
}

void MpiNode::combine(const ValueView& received)
{
    if (!blocksMode()) {
        if (!mPresent || !received.present) {
            if (received.present)
                assign(received);
            return;
        }
        combineInto(mOp, mS, received.elements);
        return;
    }
    BlockRule::combine(blockState(), mOp, BlockRule::noExpressions, received,
                       [this](BlockId) { mHeldListStale = true; });
}

void MpiNode::assign(const ValueView& received)
{
    if (!blocksMode()) {
        std::memmove(mS.data(), received.elements.data(),
                     std::min<std::size_t>(mS.size(), received.elements.size()) * sizeof(double));
        mPresent = received.present;
        return;
    }
    BlockRule::assign(blockState(), received, [this](BlockId) { mHeldListStale = true; });
}

std::span<const BlockId> MpiNode::heldBlocks() const
{
    if (!blocksMode())
        return Comm::heldBlocks();
    refreshHeldList();
    return mHeldList;
}

ValueView MpiNode::blocks(std::span<const BlockId> ids) const
{
    if (!blocksMode())
        return Comm::blocks(ids);
    requireHeld(ids, "send");
    return {mS, kNoExpr, true, true, ids, mNoExpr.data()};
}

void MpiNode::drop(std::span<const BlockId> ids)
{
    if (!blocksMode())
        return Comm::drop(ids);
    requireHeld(ids, "drop"); // the message names the rank
    BlockRule::drop(blockState(), ids, [this](BlockId) { mHeldListStale = true; });
}

void MpiNode::requireHeld(std::span<const BlockId> ids, const char* what) const
{
    try {
        BlockRule::requireHeld(mHeld.data(), mB, ids, what);
    } catch (const EngineError& e) {
        throw EngineError("node " + std::to_string(id()) + ": " + e.what());
    }
}

BlockState MpiNode::blockState()
{
    return {mS, mHeld.data(), nullptr, mM, mB};
}

void MpiNode::refreshHeldList() const
{
    if (!mHeldListStale)
        return;
    mHeldList.clear();
    for (BlockId b = 0; b < mB; ++b)
        if (mHeld[b])
            mHeldList.push_back(b);
    mHeldListStale = false;
}

// ---- the wire ------------------------------------------------------------------------------

int MpiNode::receiveCapacity() const
{
    if (!blocksMode())
        return static_cast<int>(mM);
    return static_cast<int>(sizeof(std::uint32_t) + mB * sizeof(BlockId) + mM * sizeof(double));
}

void MpiNode::pack(const ValueView& payload)
{
    if (!blocksMode())
        return;
    if (!payload.hasBlocks)
        throw EngineError("a block collective sends blocks");
    std::size_t elements = 0;
    for (BlockId b : payload.blocks)
        elements += blockSize(b, mM, mB);
    const auto count = static_cast<std::uint32_t>(payload.blocks.size());
    mWireOut.resize(sizeof count + count * sizeof(BlockId) + elements * sizeof(double));
    unsigned char* at = mWireOut.data();
    std::memcpy(at, &count, sizeof count);
    at += sizeof count;
    std::memcpy(at, payload.blocks.data(), count * sizeof(BlockId));
    at += count * sizeof(BlockId);
    for (BlockId b : payload.blocks) {
        const std::uint64_t size = blockSize(b, mM, mB);
        std::memcpy(at, payload.elements.data() + blockBegin(b, mM, mB), size * sizeof(double));
        at += size * sizeof(double);
    }
}

const void* MpiNode::wireData(const ValueView& payload) const
{
    return blocksMode() ? static_cast<const void*>(mWireOut.data())
                        : static_cast<const void*>(payload.elements.data());
}

int MpiNode::wireCount(const ValueView& payload) const
{
    if (!blocksMode())
        return static_cast<int>(payload.elements.size());
    return static_cast<int>(mWireOut.size());
}

int MpiNode::wireTag(const ValueView& payload) const
{
    return payload.present ? kHoldsData : kHoldsNothing;
}

void MpiNode::unpack(int receivedBytes, int tag)
{
    std::vector<double>& into = mReceived[mTurn];
    std::vector<BlockId>& blocks = mReceivedBlocks[mTurn];
    if (!blocksMode()) {
        setReceived({into, kNoExpr, tag == kHoldsData, false, {}, nullptr});
        return;
    }
    std::uint32_t count = 0;
    const unsigned char* at = mWireIn.data();
    if (static_cast<std::size_t>(receivedBytes) < sizeof count)
        throw EngineError("node " + std::to_string(id()) +
                          " received a message too short to hold blocks");
    std::memcpy(&count, at, sizeof count);
    at += sizeof count;
    if (count > mB)
        throw EngineError("node " + std::to_string(id()) + " received " + std::to_string(count) +
                          " blocks; a vector has " + std::to_string(mB));
    blocks.resize(count);
    std::memcpy(blocks.data(), at, count * sizeof(BlockId));
    at += count * sizeof(BlockId);
    for (BlockId b : blocks) {
        if (b >= mB)
            throw EngineError("node " + std::to_string(id()) + " received block " +
                              std::to_string(b) + "; blocks are 0 to " + std::to_string(mB - 1));
        const std::uint64_t size = blockSize(b, mM, mB);
        std::memcpy(into.data() + blockBegin(b, mM, mB), at, size * sizeof(double));
        at += size * sizeof(double);
    }
    setReceived({into, kNoExpr, true, true, blocks, mNoExpr.data()});
}

void MpiNode::carryOutAndResume()
{
    const Transfer& t = transfer();
    mTurn ^= 1; // the other buffer: the program may be sending what it received last
    void* inData = blocksMode() ? static_cast<void*>(mWireIn.data())
                                : static_cast<void*>(mReceived[mTurn].data());
    const MPI_Datatype type = blocksMode() ? MPI_BYTE : MPI_DOUBLE;
    const bool sends = t.kind != OpKind::Receive;
    const bool receives = t.kind != OpKind::Send;
    const int receiveLink = t.kind == OpKind::SendReceive ? t.receiveLink : t.link;
    if (sends)
        pack(t.payload);
    MPI_Status status{};
    if (sends && receives) {
        MPI_Sendrecv(wireData(t.payload), wireCount(t.payload), type,
                     static_cast<int>(partner(t.link)), wireTag(t.payload), inData,
                     receiveCapacity(), type, static_cast<int>(partner(receiveLink)), MPI_ANY_TAG,
                     MPI_COMM_WORLD, &status);
    } else if (sends) {
        MPI_Send(wireData(t.payload), wireCount(t.payload), type, static_cast<int>(partner(t.link)),
                 wireTag(t.payload), MPI_COMM_WORLD);
    } else {
        MPI_Recv(inData, receiveCapacity(), type, static_cast<int>(partner(t.link)), MPI_ANY_TAG,
                 MPI_COMM_WORLD, &status);
    }
    if (receives) {
        int count = 0;
        MPI_Get_count(&status, type, &count);
        unpack(count, status.MPI_TAG);
    }
    if (mKeepRecords) {
        Record record;
        if (sends) {
            record.sendLink = t.link;
            if (t.payload.hasBlocks)
                record.sentBlocks.assign(t.payload.blocks.begin(), t.payload.blocks.end());
        }
        if (receives) {
            record.receiveLink = receiveLink;
            if (blocksMode())
                record.receivedBlocks = mReceivedBlocks[mTurn];
        }
        mRecords.push_back(std::move(record));
    }
    takeWaiting().resume();
}

} // namespace cubelab::mpi
