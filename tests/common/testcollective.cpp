// Swap_Do: in each step every node exchanges its partial result with the partner across one
// link and combines, as Cube_Do does; its default order is 1, 2, …, n.

#include "testcollective.h"

namespace cubelab::test {

namespace {

enum Line
{
    ForEachLink = 0,
    Swap,
    Combine
};

Task program(Comm& c)
{
    c.setPhase(Phase::Exchange);
    for (int link : c.linkOrder()) {
        c.mark(ForEachLink);
        c.mark(Swap);
        ValueView h = co_await c.exchange(link, c.s());
        c.mark(Combine);
        c.combine(h);
    }
}

} // namespace

Collective swapAllreduce()
{
    Collective c;
    c.id = kTestCollectiveId;
    c.lectureName = "Swap_Do";
    c.title = "Swap_Do – All-Reduce (test collective)";
    c.summary =
        "A test collective: every node swaps its partial result across each link, lowest first.";
    c.linkOrders = {{OrderField::LinkOrder, Phase::Exchange}};
    c.outcome = Outcome::EveryNodeHoldsResult;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::Exchange};
    c.program = program;
    c.pseudocode = {
        "for link in 1, 2, …, n:",
        "    H := Swap(link, s)",
        "    s := s ⊕ H",
    };
    c.counterpart = "tree-allreduce";
    return c;
}

ScopedTestCollective::ScopedTestCollective() : mCollective(&registerCollective(swapAllreduce())) {}

ScopedTestCollective::~ScopedTestCollective()
{
    unregisterCollective(kTestCollectiveId);
}

} // namespace cubelab::test
