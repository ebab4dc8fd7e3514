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

#include "cubelab/hypercube.h"
#include "cubelab/value.h"

#include <coroutine>
#include <span>
#include <utility>
#include <vector>

namespace cubelab {

class Comm
{
public:
    enum class OpKind : unsigned char { Send, Receive, Exchange };

    struct Params
    {
        int dimension = 0;
        NodeId root = 0;
        std::vector<int> linkOrder;          // the first link used first
        std::vector<int> broadcastLinkOrder; // tree-allreduce's second phase
    };

    Comm(NodeId id, const Params& params) : mId(id), mParams(&params) {}
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
    std::span<const int> broadcastLinkOrder() const { return mParams->broadcastLinkOrder; }

    // The node's state s_i.
    virtual ValueView s() const = 0;
    // s := s ⊕ received, with the scenario's operator (records the expression).
    virtual void combine(ValueView received) = 0;
    // s := received (a broadcast hands the data on).
    virtual void assign(ValueView received) = 0;

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
        int link = 0;
        ValueView payload; // what a send or an exchange carries
    };

    // co_await suspends the program at every transfer. The transport reads transfer(),
    // carries it out, hands the partner's value over with setReceived() and resumes
    // waiting(): an MPI rank at once, the emulator once every node waits. No virtual call
    // is made on this path, which every node takes at every step.
    struct Awaiter
    {
        Comm& comm;
        Transfer transfer;

        bool await_ready()
        {
            comm.begin(transfer);
            return false;
        }
        void await_suspend(std::coroutine_handle<> waiting) noexcept { comm.mWaiting = waiting; }
        ValueView await_resume() const noexcept { return comm.mReceived; }
    };

    // Each completes when the partner across `link` takes part in the same transfer: a send
    // meets a receive, an exchange meets an exchange (synchronous channels). receive and
    // exchange yield the partner's value, valid until this node communicates again.
    Awaiter send(int link, ValueView value) { return {*this, {OpKind::Send, link, value}}; }
    Awaiter receive(int link) { return {*this, {OpKind::Receive, link, {}}}; }
    Awaiter exchange(int link, ValueView value) { return {*this, {OpKind::Exchange, link, value}}; }

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
    void begin(const Transfer& transfer)
    {
        if (transfer.link < 1 || transfer.link > dimension())
            throwNoSuchLink(transfer.link);
        mTransfer = transfer;
    }
    [[noreturn]] void throwNoSuchLink(int link) const;

    NodeId mId;
    const Params* mParams;
    int mLine = 0;
    Phase mPhase = Phase::Reduce;
    Transfer mTransfer;
    std::coroutine_handle<> mWaiting;
    ValueView mReceived;
};

} // namespace cubelab
