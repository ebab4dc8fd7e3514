// Tree_UpDo: reduce to the root in the binomial tree embedded in the cube.
// In the order's t-th step the nodes whose bit for that link is set send their partial
// result across it and are done; their partners combine it into theirs.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {
enum Line
{
    ForEachLink = 0,
    IfBitSet,
    Send,
    Done,
    Receive,
    Combine
};
}

const std::vector<std::string> kTreeReducePseudocode = {
    "for link in linkOrder:", "    if my bit for link is set:",
    "        Send(link, s)",  "        return            // this node is done",
    "    H := Receive(link)", "    s := s ⊕ H",
};

Task treeReduceSteps(Comm& c, std::span<const int> order, int lineOffset)
{
    c.setPhase(Phase::Reduce);
    for (int link : order) {
        c.mark(lineOffset + ForEachLink);
        if (c.hasBit(link)) {
            c.mark(lineOffset + Send);
            co_await c.send(link, c.s());
            c.mark(lineOffset + Done);
            co_return;
        }
        c.mark(lineOffset + Receive);
        ValueView h = co_await c.receive(link);
        c.mark(lineOffset + Combine);
        c.combine(h);
    }
}

namespace {
Task program(Comm& c)
{
    co_await treeReduceSteps(c, c.linkOrder(), 0);
}
} // namespace

Collective treeReduce()
{
    Collective c;
    c.id = "tree-reduce";
    c.lectureName = "Tree_UpDo";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Tree_UpDo – Reduce");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Reduce to the root along the binomial tree: only the root ends with the result.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Reduce}};
    c.takesRoot = true;
    c.outcome = Outcome::RootHoldsResult;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::Reduce};
    c.program = program;
    c.pseudocode = kTreeReducePseudocode;
    c.counterpart = "cube-allreduce";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
