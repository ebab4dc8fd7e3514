// Tree_Up (gather): every node's block travels up the binomial tree to the root. In the
// order's t-th step the still-active nodes whose bit for that link is set send every block
// they hold and are done; their partners add the blocks to their own. Messages grow: 1, 2,
// 4 … blocks.

#include "collectives/blockhelpers.h"
#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

enum Line
{
    Start = 0,
    ForEachLink,
    IfBitSet,
    Send,
    Done,
    Receive,
    Add
};

Task program(Comm& c)
{
    c.setPhase(Phase::Gather);
    c.mark(Start);
    keepOwnBlockOnly(c);
    for (int link : c.linkOrder()) {
        c.mark(ForEachLink);
        if (c.hasBit(link)) {
            c.mark(Send);
            co_await c.send(link, c.s());
            c.mark(Done);
            co_return;
        }
        c.mark(Receive);
        ValueView h = co_await c.receive(link);
        c.mark(Add);
        c.combine(h); // the blocks are new to the receiver: it adds them
    }
}

} // namespace

Collective treeGather()
{
    Collective c;
    c.id = "tree-gather";
    c.lectureName = "Tree_Up";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Tree_Up – Gather");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Gather every node's block to the root along the binomial tree: the messages grow.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Gather}};
    c.takesRoot = true;
    c.data = DataKind::Blocks;
    c.outcome = Outcome::RootHoldsAllBlocks;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::Gather};
    c.program = program;
    c.pseudocode = {
        "s := my block",
        "for link in linkOrder:",
        "    if my bit for link is set:",
        "        Send(link, s)       // every block I hold",
        "        return            // this node is done",
        "    H := Receive(link)",
        "    s := s ∪ H            // add the blocks",
    };
    c.counterpart = "tree-scatter";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
