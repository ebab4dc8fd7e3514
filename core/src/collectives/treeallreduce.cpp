// Tree_Do: all-reduce as the lecture's variant a) — Tree_UpDo to the root, then Tree_Down
// from it, each with its own link order.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

const PhaseLoop kReduce{"Tree_UpDo(linkOrder):", treeReduceSteps, &kTreeReducePseudocode};
const PhaseLoop kBroadcast{"Tree_Down(broadcastLinkOrder):", treeBroadcastSteps,
                           &kTreeBroadcastPseudocode};

Task program(Comm& c)
{
    return runTwoPhases(c, &kReduce, &kBroadcast);
}

} // namespace

Collective treeAllreduce()
{
    Collective c;
    c.id = "tree-allreduce";
    c.lectureName = "Tree_Do";
    c.title =
        CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Tree_Do – All-Reduce (reduce, then broadcast)");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts", "All-reduce as reduce to the root, then broadcast back down the tree.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Reduce},
                    {OrderField::SecondLinkOrder, Phase::Broadcast}};
    c.takesRoot = true;
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::Reduce, Phase::Broadcast};
    c.program = program;
    c.pseudocode = nestedPseudocode(kReduce, kBroadcast);
    c.counterpart = "cube-allreduce";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
