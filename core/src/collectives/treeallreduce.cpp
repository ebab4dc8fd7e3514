// Tree_Do: all-reduce as the lecture's variant a) — Tree_UpDo to the root, then Tree_Down
// from it, each with its own link order.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

constexpr int kReduceOffset = 1;

Task program(Comm& c)
{
    const int kBroadcastOffset = kReduceOffset + static_cast<int>(kTreeReducePseudocode.size()) + 1;
    c.mark(0);
    co_await treeReduceSteps(c, c.linkOrder(), kReduceOffset);
    c.mark(kBroadcastOffset - 1);
    co_await treeBroadcastSteps(c, c.secondLinkOrder(), kBroadcastOffset);
}

std::vector<std::string> pseudocode()
{
    std::vector<std::string> lines{"Tree_UpDo(linkOrder):"};
    for (const auto& line : kTreeReducePseudocode)
        lines.push_back("    " + line);
    lines.push_back("Tree_Down(broadcastLinkOrder):");
    for (const auto& line : kTreeBroadcastPseudocode)
        lines.push_back("    " + line);
    return lines;
}

} // namespace

Collective treeAllreduce()
{
    Collective c;
    c.id = "tree-allreduce";
    c.lectureName = "Tree_Do";
    c.title = "Tree_Do – All-Reduce (reduce, then broadcast)";
    c.summary = "All-reduce as reduce to the root, then broadcast back down the tree.";
    c.linkOrders = {{OrderField::LinkOrder, Phase::Reduce},
                    {OrderField::SecondLinkOrder, Phase::Broadcast}};
    c.takesRoot = true;
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Tree;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::Reduce, Phase::Broadcast};
    c.program = program;
    c.pseudocode = pseudocode();
    c.counterpart = "cube-allreduce";
    c.loadsFollowOrder = true;
    return c;
}

} // namespace cubelab::collectives
