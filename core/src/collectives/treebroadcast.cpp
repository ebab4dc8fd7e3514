// Tree_Down: the root's data travels down the binomial tree. Before the t-th link the data
// is at the nodes spanned by the links used so far; each of them sends it across the t-th
// link, doubling the nodes that hold it.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {
enum Line
{
    ForEachLink = 0,
    IfReached,
    IfBitSet,
    Receive,
    Else,
    Send
};
}

const std::vector<std::string> kTreeBroadcastPseudocode = {
    "for link in linkOrder:",
    "    if the links so far reach me:",
    "        if my bit for link is set:",
    "            s := Receive(link)",
    "        else:",
    "            Send(link, s)",
};

Task treeBroadcastSteps(Comm& c, std::span<const int> order, int lineOffset)
{
    c.setPhase(Phase::Broadcast);
    NodeId reached = 0; // the bits of the links used so far, this one included
    for (int link : order) {
        c.mark(lineOffset + ForEachLink);
        reached |= Hypercube::linkBit(link);
        c.mark(lineOffset + IfReached);
        if ((c.relativeId() & ~reached) != 0)
            continue;
        c.mark(lineOffset + IfBitSet);
        if (c.hasBit(link)) {
            c.mark(lineOffset + Receive);
            ValueView h = co_await c.receive(link);
            c.assign(h);
        } else {
            c.mark(lineOffset + Send);
            co_await c.send(link, c.s());
        }
    }
}

namespace {
Task program(Comm& c)
{
    co_await treeBroadcastSteps(c, c.linkOrder(), 0);
}
} // namespace

Collective treeBroadcast()
{
    Collective c;
    c.id = "tree-broadcast";
    c.lectureName = "Tree_Down";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Tree_Down – Broadcast");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts", "Broadcast the root's data down the binomial tree to every node.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Broadcast}};
    c.takesRoot = true;
    c.outcome = Outcome::EveryNodeHoldsRootData;
    c.figure = Figure::Tree;
    c.onlyRootHoldsInput = true;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::Broadcast};
    c.program = program;
    c.pseudocode = kTreeBroadcastPseudocode;
    c.counterpart = "cube-allreduce";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
