// Blocks_Down: a block collective written against Comm's blocks.

#include "testblockcollectives.h"

namespace cubelab::test {

namespace {

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
    (void)registerCollective(blockBroadcast());
}

ScopedTestBlockCollectives::~ScopedTestBlockCollectives()
{
    unregisterCollective(kBlockBroadcastId);
}

} // namespace cubelab::test
