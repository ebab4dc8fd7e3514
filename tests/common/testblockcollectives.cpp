// Halve_Do and Blocks_Down: two block collectives written against Comm's blocks.

#include "testblockcollectives.h"

#include <vector>

namespace cubelab::test {

namespace {

enum HalveLine
{
    HalveForEachLink = 0,
    HalveSplit,
    HalveExchange,
    HalveDrop,
    HalveCombine
};

// In the step with link k, node i keeps the blocks whose bit k is its own, sends the others
// to the partner, drops them and combines the partner's copies of the blocks it keeps.
Task halvingProgram(Comm& c)
{
    c.setPhase(Phase::ReduceScatter);
    for (int link : c.linkOrder()) {
        c.mark(HalveForEachLink);
        const NodeId bit = Hypercube::linkBit(link);
        std::vector<BlockId> give;
        c.mark(HalveSplit);
        for (BlockId b : c.heldBlocks())
            if ((b & bit) != (c.id() & bit))
                give.push_back(b);
        c.mark(HalveExchange);
        ValueView h = co_await c.exchange(link, c.blocks(give));
        c.mark(HalveDrop);
        c.drop(give);
        c.mark(HalveCombine);
        c.combine(h);
    }
}

enum DownLine
{
    DownForEachLink = 0,
    DownIfReached,
    DownIfBitSet,
    DownReceive,
    DownElse,
    DownSend
};

Task broadcastProgram(Comm& c)
{
    c.setPhase(Phase::Broadcast);
    NodeId reached = 0;
    for (int link : c.linkOrder()) {
        c.mark(DownForEachLink);
        reached |= Hypercube::linkBit(link);
        c.mark(DownIfReached);
        if ((c.relativeId() & ~reached) != 0)
            continue;
        c.mark(DownIfBitSet);
        if (c.hasBit(link)) {
            c.mark(DownReceive);
            ValueView h = co_await c.receive(link);
            c.assign(h);
        } else {
            c.mark(DownSend);
            co_await c.send(link, c.s());
        }
    }
}

} // namespace

Collective halvingReduceScatter()
{
    Collective c;
    c.id = kHalvingReduceScatterId;
    c.lectureName = "Halve_Do";
    c.title = "Halve_Do – Reduce-scatter (test collective)";
    c.summary = "A test collective: recursive halving; node i ends with block i over all inputs.";
    c.linkOrders = {{OrderField::LinkOrder, Phase::ReduceScatter}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EachNodeHoldsItsReducedBlock;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::ReduceScatter};
    c.program = halvingProgram;
    c.pseudocode = {
        "for link in linkOrder:",
        "    give := my blocks whose bit for link is not mine",
        "    H := Exchange(link, s[give])",
        "    drop give",
        "    s := s ⊕ H",
    };
    c.counterpart = "cube-allreduce";
    return c;
}

Collective blockBroadcast()
{
    Collective c;
    c.id = kBlockBroadcastId;
    c.lectureName = "Blocks_Down";
    c.title = "Blocks_Down – Broadcast of blocks (test collective)";
    c.summary = "A test collective: Tree_Down on the root's p blocks.";
    c.linkOrders = {{OrderField::LinkOrder, Phase::Broadcast}};
    c.takesRoot = true;
    c.onlyRootHoldsInput = true;
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EveryNodeHoldsRootData;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::Broadcast};
    c.program = broadcastProgram;
    c.pseudocode = {
        "for link in linkOrder:",
        "    if the links so far reach me:",
        "        if my bit for link is set:",
        "            s := Receive(link)",
        "        else:",
        "            Send(link, s)",
    };
    c.counterpart = "tree-broadcast";
    return c;
}

ScopedTestBlockCollectives::ScopedTestBlockCollectives()
{
    (void)registerCollective(halvingReduceScatter());
    (void)registerCollective(blockBroadcast());
}

ScopedTestBlockCollectives::~ScopedTestBlockCollectives()
{
    unregisterCollective(kBlockBroadcastId);
    unregisterCollective(kHalvingReduceScatterId);
}

} // namespace cubelab::test
