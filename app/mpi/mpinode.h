#pragma once
// MpiNode: the Comm of one node program on one MPI rank (rank = node id). It holds the node's
// state s and carries every transfer the program asks for to the partner rank across the link:
// MPI_Send and MPI_Recv for send and receive, MPI_Sendrecv for exchange and sendrecv. The
// program is the one the emulator runs, unchanged.
//
// On the wire a whole vector is its m doubles; the message's tag says whether the sender held
// data (a broadcast's nodes hold none before it reaches them). A set of blocks is packed as
// its count, its block ids and their elements in that order. A node keeps what it received in
// one of two buffers in turn, so that a program may send on what it received while receiving
// again (a ring's sendrecv).

#include "cubelab/blockrule.h"
#include "cubelab/collective.h"
#include "cubelab/comm.h"
#include "cubelab/operator.h"
#include "cubelab/scenario.h"
#include "tracecheck.h"

#include <cstdint>
#include <vector>

namespace cubelab::mpi {

class MpiNode final : public Comm
{
public:
    // A transfer as it happened, to compare with the emulator's messages.
    using Record = TraceCheck::Transfer;

    // The node's input as the emulator starts it: the scenario's vector where the collective
    // gives this node data (all p blocks of it in a block collective), nothing otherwise.
    MpiNode(NodeId id, const Params& params, const Scenario& scenario,
            const Collective& collective);
    // Back to the input, for the next run of a program; the buffers stay.
    void reset();

    ValueView s() const override;
    void combine(const ValueView& received) override;
    void assign(const ValueView& received) override;
    std::span<const BlockId> heldBlocks() const override;
    ValueView blocks(std::span<const BlockId> ids) const override;
    void drop(std::span<const BlockId> ids) override;

    // Whether the program waits on a transfer; carries it out and resumes the program, which
    // runs until it waits on the next transfer or ends.
    bool waitsForTransfer() const { return static_cast<bool>(waiting()); }
    void carryOutAndResume();

    std::span<const double> state() const { return mS; }
    // The node's input (zeros where the collective gives it no data).
    std::span<const double> input() const { return mInput; }
    bool present() const { return mPresent; }
    // A block collective: whether the node holds block b.
    bool holds(BlockId b) const { return mHeld[b] != 0; }
    std::uint32_t blockCount() const { return mB; }
    std::uint32_t elements() const { return mM; }
    const std::vector<Record>& records() const { return mRecords; }
    // Keep records of the transfers (the first, checked run) or not (the timed runs).
    void keepRecords(bool keep) { mKeepRecords = keep; }

private:
    bool blocksMode() const { return mB > 0; }
    NodeId partner(int link) const { return id() ^ Hypercube::linkBit(link); }
    // What goes on the wire for this payload: a whole vector's elements, or packed blocks.
    void pack(const ValueView& payload);
    const void* wireData(const ValueView& payload) const;
    int wireCount(const ValueView& payload) const;
    int wireTag(const ValueView& payload) const;
    // Reads what arrived in the current receive buffer and hands it to the program.
    void unpack(int receivedBytes, int tag);
    int receiveCapacity() const;
    // The node's vector and marks for the block rule (cubelab/blockrule.h).
    BlockState blockState();
    void requireHeld(std::span<const BlockId> ids, const char* what) const;
    void refreshHeldList() const;

    const Operator mOp;
    const std::uint32_t mM;
    const std::uint32_t mB;
    std::vector<double> mInput;
    bool mHoldsInput = true;
    std::vector<double> mS;
    bool mPresent = true;
    std::vector<std::uint8_t> mHeld;
    mutable std::vector<BlockId> mHeldList;
    mutable bool mHeldListStale = true;
    std::vector<ExprId> mNoExpr; // numeric values have no expressions

    // Two receive buffers, used in turn; a block collective's wire buffers.
    std::vector<double> mReceived[2];
    std::vector<BlockId> mReceivedBlocks[2];
    std::vector<unsigned char> mWireIn;
    std::vector<unsigned char> mWireOut;
    int mTurn = 0;

    bool mKeepRecords = false;
    std::vector<Record> mRecords;
};

} // namespace cubelab::mpi
