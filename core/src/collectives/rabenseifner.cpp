// Rabenseifner's all-reduce: a reduce-scatter by recursive halving with the link order L,
// then an allgather by recursive doubling with the second order (by default L reversed),
// starting from the reduce-scatter's result. Every node ends with every block over all p
// inputs, having sent about 2·m·(p-1)/p elements instead of Cube_Do's m·n.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

constexpr int kReduceScatterOffset = 1;

Task program(Comm& c)
{
    const int allgatherOffset = kReduceScatterOffset + static_cast<int>(kReduceScatterPseudocode.size()) + 1;
    c.mark(0);
    co_await reduceScatterSteps(c, c.linkOrder(), kReduceScatterOffset);
    c.mark(allgatherOffset - 1);
    co_await allgatherSteps(c, c.secondLinkOrder(), allgatherOffset);
}

std::vector<std::string> pseudocode()
{
    std::vector<std::string> lines{"Reduce_Scatter(linkOrder):"};
    for (const auto& line : kReduceScatterPseudocode)
        lines.push_back("    " + line);
    lines.push_back("Allgather(allgatherLinkOrder):");
    for (const auto& line : kAllgatherPseudocode)
        lines.push_back("    " + line);
    return lines;
}

} // namespace

Collective rabenseifnerAllreduce()
{
    Collective c;
    c.id = "rabenseifner-allreduce";
    c.lectureName = "Rabenseifner";
    c.title = "Rabenseifner – All-Reduce (reduce-scatter, then allgather)";
    c.summary = "All-reduce for long vectors: reduce-scatter by recursive halving, then allgather by recursive doubling.";
    c.linkOrders = {{OrderField::LinkOrder, Phase::ReduceScatter},
                    {OrderField::SecondLinkOrder, Phase::Allgather}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::ReduceScatter, Phase::Allgather};
    c.program = program;
    c.pseudocode = pseudocode();
    c.counterpart = "cube-allreduce";
    return c;
}

} // namespace cubelab::collectives
