#pragma once
// Comm: what a node program sees of the machine. The program is written once against it;
// the in-process emulator implements it for every node of the cube, and an MPI transport
// can implement it for one rank without touching the program.
//
// A program reads like the lecture's pseudocode:
//     for (int link : c.linkOrder()) {
//         if (c.hasBit(link)) { co_await c.send(link, c.s()); co_return; }
//         c.combine(co_await c.receive(link));
//     }
//
// A block collective (DataKind::Blocks) sees its value as p blocks: heldBlocks() names the
// blocks the node holds, blocks(ids) is a value of some of them to send, drop(ids) gives them
// up, and combine and assign act on the blocks received. sendrecv sends on one link while
// receiving on another in the same step (a ring).

#include "cubelab/hypercube.h"
#include "cubelab/value.h"

#include <coroutine>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace cubelab {

class Comm
{
public:
    enum class OpKind : unsigned char
    {
        Send,
        Receive,
        Exchange,
        SendReceive
    };

    // The collective's parameters, as the scenario names them.
    struct Params
    {
        int dimension = 0;
        NodeId root = 0;
        std::vector<int> linkOrder; // the first link used first (the ring's link order G)
        std::vector<int>
            secondLinkOrder; // the second phase's (Tree_Do's broadcast, Rabenseifner's allgather)
        std::uint32_t blockCount = 0; // p for a block collective, 0 for a whole-vector one
    };

    Comm(NodeId id, const Params& params) : mParams(&params), mId(id) {}
    virtual ~Comm() = default;
    Comm(const Comm&) = delete;
    Comm& operator=(const Comm&) = delete;

    NodeId id() const { return mId; }
    int dimension() const { return mParams->dimension; }
    NodeId root() const { return mParams->root; }
    // The id relabelled so that the root is 0 (i XOR root): tree programs test its bits.
    NodeId relativeId() const { return mId ^ mParams->root; }
    bool hasBit(int link) const { return (relativeId() & Hypercube::linkBit(link)) != 0; }
    std::span<const int> linkOrder() const { return mParams->linkOrder; }
    std::span<const int> secondLinkOrder() const { return mParams->secondLinkOrder; }
    // The number of blocks the vector is cut into: p for a block collective, 0 otherwise.
    std::uint32_t blockCount() const { return mParams->blockCount; }

    // The node's state s_i.
    virtual ValueView s() const = 0;
    // s := s ⊕ received, with the scenario's operator (records the expression).
    virtual void combine(const ValueView& received) = 0;
    // s := received (a broadcast hands the data on).
    virtual void assign(const ValueView& received) = 0;

    // Block collectives only (the others throw EngineError):
    // the blocks the node holds, ascending; valid until it next changes s.
    virtual std::span<const BlockId> heldBlocks() const;
    // A value of these blocks of s (ascending, each held), to send; `ids` must outlive the
    // transfer.
    virtual ValueView blocks(std::span<const BlockId> ids) const;
    // The node no longer holds these blocks (it sent them away).
    virtual void drop(std::span<const BlockId> ids);

    // Names the pseudocode line being executed (the GUI's code view highlights it) and the
    // phase the following messages belong to.
    void mark(int line) { mLine = line; }
    void setPhase(Phase phase) { mPhase = phase; }
    int line() const { return mLine; }
    Phase phase() const { return mPhase; }

    // A transfer the program asked for, as the transport reads it.
    struct Transfer
    {
        OpKind kind = OpKind::Send;
        int link = 0;        // the link it sends or receives on (a sendrecv: sends)
        ValueView payload;   // what a send, an exchange or a sendrecv carries
        int receiveLink = 0; // a sendrecv: the link it receives on
    };

    // co_await suspends the program at every transfer. The transport reads transfer(),
    // carries it out, hands the partner's value over with setReceived() and resumes
    // waiting(): an MPI rank at once, the emulator once every node waits. No virtual call
    // is made on this path, which every node takes at every step.
    struct Awaiter
    {
        Comm& comm;

        bool await_ready() const noexcept { return false; }
        void await_suspend(std::coroutine_handle<> waiting) noexcept { comm.mWaiting = waiting; }
        ValueView await_resume() const noexcept { return comm.mReceived; }
    };

    // Each completes when the partner across `link` takes part in the same transfer: a send
    // meets a receive, an exchange meets an exchange (synchronous channels). receive and
    // exchange yield the partner's value, valid until this node communicates again. Each
    // records its transfer when it is called: co_await it at once (the awaiter is one
    // reference, so the program's frame does not carry a copy of the transfer).
    Awaiter send(int link, ValueView value) { return begin({OpKind::Send, link, value}); }
    Awaiter receive(int link) { return begin({OpKind::Receive, link, {}}); }
    Awaiter exchange(int link, ValueView value) { return begin({OpKind::Exchange, link, value}); }
    // Sends `value` across sendLink while receiving across receiveLink: the send meets the
    // partner's receive (or the receiving half of its sendrecv) and the receive the other
    // partner's send. It completes when both have; yields what was received.
    Awaiter sendrecv(int sendLink, ValueView value, int receiveLink)
    {
        return begin({OpKind::SendReceive, sendLink, value, receiveLink});
    }

protected:
    // The transfer the program waits on and the coroutine to resume when it is done
    // (null while the program runs).
    const Transfer& transfer() const { return mTransfer; }
    std::coroutine_handle<> waiting() const { return mWaiting; }
    // Takes the waiting coroutine, to resume it.
    std::coroutine_handle<> takeWaiting() { return std::exchange(mWaiting, {}); }
    // What the next receive or exchange yields.
    void setReceived(ValueView value) { mReceived = value; }

private:
    Awaiter begin(const Transfer& transfer)
    {
        if (transfer.link < 1 || transfer.link > dimension())
            throwNoSuchLink(transfer.link);
        if (transfer.kind == OpKind::SendReceive &&
            (transfer.receiveLink < 1 || transfer.receiveLink > dimension()))
            throwNoSuchLink(transfer.receiveLink);
        mTransfer = transfer;
        return {*this};
    }
    [[noreturn]] void throwNoSuchLink(int link) const;

    // In this order the object has no holes: every node of a run has one.
    const Params* mParams;
    NodeId mId;
    int mLine = 0;
    Phase mPhase = Phase::Reduce;
    Transfer mTransfer;
    std::coroutine_handle<> mWaiting;
    ValueView mReceived;
};

} // namespace cubelab
