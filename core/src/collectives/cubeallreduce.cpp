// Cube_Do: the lecture's "Cubeakkumulation". In each of n steps every node exchanges its
// partial result with the partner across one link and combines; after the last link every
// node holds the whole result.

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

enum Line
{
    ForEachLink = 0,
    Exchange,
    Combine
};

Task program(Comm& c)
{
    c.setPhase(Phase::Exchange);
    for (int link : c.linkOrder()) {
        c.mark(ForEachLink);
        c.mark(Exchange);
        ValueView h = co_await c.exchange(link, c.s());
        c.mark(Combine);
        c.combine(h);
    }
}

} // namespace

Collective cubeAllreduce()
{
    Collective c;
    c.id = "cube-allreduce";
    c.lectureName = "Cube_Do";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Cube_Do – All-Reduce (cube accumulation)");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "All-reduce by exchanging across every link in turn: every node ends with the result.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Exchange}};
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::Exchange};
    c.program = program;
    c.pseudocode = {
        "for link in linkOrder:",
        "    H := Exchange(link, s)",
        "    s := s ⊕ H",
    };
    c.counterpart = "tree-allreduce";
    return c;
}

} // namespace cubelab::collectives
