// Reduce-scatter by recursive halving. In the step with link k every node keeps the blocks
// whose bit k equals its own, sends the others to its partner and combines the partner's
// copies of the blocks it keeps. Node i ends with block i over all p inputs. Messages:
// p/2, p/4 … 1 blocks.

#include "collectives/blockhelpers.h"
#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {
enum Line
{
    ForEachLink = 0,
    Choose,
    Exchange,
    Drop,
    Combine
};
}

const std::vector<std::string> kReduceScatterPseudocode = {
    "for link in linkOrder:",
    "    B := my blocks whose bit for link differs from mine",
    "    H := Exchange(link, s[B])",
    "    drop B",
    "    s := s ⊕ H          // the blocks I keep",
};

Task reduceScatterSteps(Comm& c, std::span<const int> order, int lineOffset)
{
    c.setPhase(Phase::ReduceScatter);
    for (int link : order) {
        c.mark(lineOffset + ForEachLink);
        c.mark(lineOffset + Choose);
        const std::vector<BlockId> away = blocksWithBit(c.heldBlocks(), link, !bitOf(c.id(), link));
        c.mark(lineOffset + Exchange);
        ValueView h = co_await c.exchange(link, c.blocks(away));
        c.mark(lineOffset + Drop);
        c.drop(away);
        c.mark(lineOffset + Combine);
        c.combine(h);
    }
}

namespace {
Task program(Comm& c)
{
    co_await reduceScatterSteps(c, c.linkOrder(), 0);
}
} // namespace

Collective reduceScatter()
{
    Collective c;
    c.id = "reduce-scatter";
    c.lectureName = "Reduce_Scatter";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts",
                                     "Reduce_Scatter – Reduce-scatter by recursive halving");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Reduce-scatter by recursive halving: node i ends with block i of the result; the "
        "messages halve.");
    c.linkOrders = {{OrderField::LinkOrder, Phase::ReduceScatter}};
    c.data = DataKind::Blocks;
    c.outcome = Outcome::EachNodeHoldsItsReducedBlock;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::ReduceScatter};
    c.program = program;
    c.pseudocode = kReduceScatterPseudocode;
    c.counterpart = "allgather";
    return c;
}

} // namespace cubelab::collectives
