// Rabenseifner's all-reduce: a reduce-scatter by recursive halving with the link order L,
// then an allgather by recursive doubling with the second order (by default L reversed),
// starting from the reduce-scatter's result. Every node ends with every block over all p
// inputs, having sent about 2·m·(p-1)/p elements instead of Cube_Do's m·n.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

const PhaseLoop kReduceScatter{"Reduce_Scatter(linkOrder):", reduceScatterSteps,
                               &kReduceScatterPseudocode};
const PhaseLoop kAllgather{"Allgather(allgatherLinkOrder):", allgatherSteps, &kAllgatherPseudocode};

Task program(Comm& c)
{
    return runTwoPhases(c, &kReduceScatter, &kAllgather);
}

} // namespace

Collective rabenseifnerAllreduce()
{
    Collective c;
    c.id = "rabenseifner-allreduce";
    c.lectureName = "Rabenseifner";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts",
                                     "Rabenseifner – All-Reduce (reduce-scatter, then allgather)");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "All-reduce for long vectors: reduce-scatter by recursive halving, then allgather "
        "by recursive doubling.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::ReduceScatter},
                    {OrderField::SecondLinkOrder, Phase::Allgather}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::ReduceScatter, Phase::Allgather};
    c.program = program;
    c.pseudocode = nestedPseudocode(kReduceScatter, kAllgather);
    c.counterpart = "cube-allreduce";
    return c;
}

} // namespace cubelab::collectives
