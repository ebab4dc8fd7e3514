// Scatter: Tree_Down with blocks. Only the root starts with data, all p blocks of it. Before
// the t-th link the data is at the nodes the links so far reach; each of them hands its
// partner the blocks meant for the partner's side of the link and no longer holds them.
// Messages shrink: p/2, p/4 … 1 blocks.

#include "collectives/blockhelpers.h"
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
    Choose,
    Send,
    Drop
};

Task program(Comm& c)
{
    c.setPhase(Phase::Scatter);
    NodeId reached = 0; // the bits of the links used so far, this one included
    for (int link : c.linkOrder()) {
        c.mark(ForEachLink);
        reached |= Hypercube::linkBit(link);
        c.mark(IfReached);
        if ((c.relativeId() & ~reached) != 0)
            continue;
        c.mark(IfBitSet);
        if (c.hasBit(link)) {
            c.mark(Receive);
            ValueView h = co_await c.receive(link);
            c.assign(h);
        } else {
            c.mark(Choose);
            const std::vector<BlockId> away = blocksWithBit(c.heldBlocks(), link, true, c.root());
            c.mark(Send);
            co_await c.send(link, c.blocks(away));
            c.mark(Drop);
            c.drop(away);
        }
    }
}

} // namespace

Collective treeScatter()
{
    Collective c;
    c.id = "tree-scatter";
    c.lectureName = "Scatter";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Scatter – Tree_Down with blocks");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Scatter the root's blocks down the binomial tree: node i ends with block i; the "
        "messages shrink.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Scatter}};
    c.takesRoot = true;
    c.onlyRootHoldsInput = true;
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EachNodeHoldsOwnBlock;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::Scatter};
    c.program = program;
    c.pseudocode = {
        "for link in linkOrder:",
        "    if the links so far reach me:",
        "        if my bit for link is set:",
        "            s := Receive(link)",
        "        else:",
        "            B := my blocks whose bit for link is set",
        "            Send(link, s[B])",
        "            drop B",
    };
    c.counterpart = "tree-gather";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
