// The ring all-reduce on a Gray-code ring embedded in the cube. Position q of the ring is
// node g(q): the binary-reflected Gray code of q with its bit j moved to bit G[j] (G the
// link order), so neighbouring positions differ in one bit and each ring edge is one link.
// In p-1 reduce-scatter steps every position sends one block to the next and combines the
// one it receives from the previous; in p-1 allgather steps the finished blocks travel
// round and replace the copies. Every node sends and receives in every step (sendrecv).

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

enum Line
{
    Place = 0,
    ReduceScatterLoop,
    ReduceScatterSend,
    ReduceScatterCombine,
    AllgatherLoop,
    AllgatherSend,
    AllgatherTake
};

// The node at ring position q.
NodeId ringNode(std::uint64_t q, std::span<const int> order)
{
    const std::uint64_t gray = q ^ (q >> 1);
    NodeId node = 0;
    for (std::size_t j = 0; j < order.size(); ++j)
        if ((gray >> j) & 1u)
            node |= Hypercube::linkBit(order[j]);
    return node;
}

// The ring position of a node (the inverse of ringNode).
std::uint64_t ringPosition(NodeId node, std::span<const int> order)
{
    std::uint64_t gray = 0;
    for (std::size_t j = 0; j < order.size(); ++j)
        if (node & Hypercube::linkBit(order[j]))
            gray |= std::uint64_t{1} << j;
    std::uint64_t q = 0;
    for (; gray != 0; gray >>= 1)
        q ^= gray;
    return q;
}

// The link between two nodes that differ in one bit.
int linkBetween(NodeId a, NodeId b)
{
    int link = 1;
    for (NodeId x = a ^ b; x > 1; x >>= 1)
        ++link;
    return link;
}

Task program(Comm& c)
{
    const std::uint64_t p = std::uint64_t{1} << c.dimension();
    if (p < 2)
        co_return;
    c.setPhase(Phase::ReduceScatter);
    c.mark(Place);
    const std::span<const int> order = c.linkOrder();
    const std::uint64_t q = ringPosition(c.id(), order);
    const int next = linkBetween(c.id(), ringNode((q + 1) % p, order));
    const int previous = linkBetween(c.id(), ringNode((q + p - 1) % p, order));
    std::vector<BlockId> out(1);
    for (std::uint64_t t = 0; t + 1 < p; ++t) {
        c.mark(ReduceScatterLoop);
        out[0] = static_cast<BlockId>((q + p - t) % p);
        c.mark(ReduceScatterSend);
        ValueView h = co_await c.sendrecv(next, c.blocks(out), previous);
        c.mark(ReduceScatterCombine);
        c.combine(h);
    }
    c.setPhase(Phase::Allgather);
    for (std::uint64_t t = 0; t + 1 < p; ++t) {
        c.mark(AllgatherLoop);
        out[0] = static_cast<BlockId>((q + 1 + p - t) % p);
        c.mark(AllgatherSend);
        ValueView h = co_await c.sendrecv(next, c.blocks(out), previous);
        c.mark(AllgatherTake);
        c.assign(h);
    }
}

} // namespace

Collective ringAllreduce()
{
    Collective c;
    c.id = "ring-allreduce";
    c.lectureName = "Ring";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Ring – All-Reduce on a Gray-code ring");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "All-reduce around a ring embedded in the cube by a Gray code: 2(p-1) steps, one "
        "block a message.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::ReduceScatter, OrderMeaning::RingLayout}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::ReduceScatter, Phase::Allgather};
    c.program = program;
    c.pseudocode = {
        "q := my position on the ring g(0), g(1), … (Gray code over linkOrder)",
        "for t in 0 … p-2:",
        "    H := SendRecv(to q+1: s[q-t], from q-1)",
        "    s := s ⊕ H          // block q-1-t",
        "for t in 0 … p-2:",
        "    H := SendRecv(to q+1: s[q+1-t], from q-1)",
        "    s := H              // block q-t, finished",
    };
    c.counterpart = "rabenseifner-allreduce";
    return c;
}

} // namespace cubelab::collectives
