// Allgather by recursive doubling. Every node starts with its own block; in the step with
// link k it exchanges every block it holds with its partner and adds the partner's. Every
// node ends with all blocks. Messages: 1, 2 … p/2 blocks.

#include "collectives/blockhelpers.h"
#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {
enum Line
{
    ForEachLink = 0,
    Exchange,
    Add
};
}

const std::vector<std::string> kAllgatherPseudocode = {
    "for link in linkOrder:",
    "    H := Exchange(link, s)   // every block I hold",
    "    s := s ∪ H               // add the partner's",
};

Task allgatherSteps(Comm& c, std::span<const int> order, int lineOffset)
{
    c.setPhase(Phase::Allgather);
    for (int link : order) {
        c.mark(lineOffset + ForEachLink);
        c.mark(lineOffset + Exchange);
        ValueView h = co_await c.exchange(link, c.s());
        c.mark(lineOffset + Add);
        c.combine(h); // the partner's blocks are new here: they are added
    }
}

namespace {
Task program(Comm& c)
{
    keepOwnBlockOnly(c);
    co_await allgatherSteps(c, c.linkOrder(), 0);
}
} // namespace

Collective allgather()
{
    Collective c;
    c.id = "allgather";
    c.lectureName = "Allgather";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "Allgather – recursive doubling");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Allgather by recursive doubling: every node ends with every node's block; the "
        "messages double.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::Allgather}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EveryNodeHoldsAllBlocks;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = ascendingLinks;
    c.phases = {Phase::Allgather};
    c.program = program;
    c.pseudocode = kAllgatherPseudocode;
    c.counterpart = "reduce-scatter";
    return c;
}

} // namespace cubelab::collectives
