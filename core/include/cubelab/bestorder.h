#pragma once
// The best link order of a collective on a machine: the order (for a collective with two link
// orders, such as Tree_Do or Rabenseifner, the pair) with the least total time, and how many
// orders share that time.
//
// Every step of a tree, of Cube_Do and of the recursive-halving and -doubling block
// collectives uses one link, and how many messages it carries and how big they are depend on
// the step's position, not on the link: the time of an order is a sum of per-position step
// costs. BestOrder prices every (position, link) pair from the lecture-order trace, relabelling
// its node bits, and then searches: all n! orders for n ≤ 8, and for larger n the rule proved
// in docs/cost-model.md (sort the link classes by how fast their cost grows with concurrent
// messages; where classes cannot be so ordered, or the sort does not reach the least time, an
// exact search over class sequences). A collective whose steps use several links (the ring)
// has one order for its whole run: every sequence of link classes over the positions is priced
// over the whole relabelled run, with either method.

#include "cubelab/machine.h"
#include "cubelab/value.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

enum class SearchMethod : unsigned char
{
    Automatic,
    Exhaustive,
    Rule
};

// One link order of the collective (Collective::linkOrders) and the phase it orders. The ring's
// one order orders both its phases: its times are then the whole run's.
struct PhaseOrder
{
    Phase phase = Phase::Reduce;
    std::vector<int> order; // a best order (the lecture's, when it is among the best)
    double seconds = 0.0;   // the phase's time in that order
    std::vector<int> lectureOrder;
    double lectureSeconds = 0.0;
    std::uint64_t optimalOrders = 0; // orders of links 1..n that reach `seconds`
    std::uint64_t allOrders = 0;     // n!
    // Messages in each step (position), in order; for the ring, the messages the link at each
    // position of the lecture order carries in one step.
    std::vector<std::uint64_t> concurrency;
};

struct BestOrderResult
{
    std::string machine;
    std::string algorithm; // the collective's id
    int dimension = 0;
    std::uint64_t elements = 0;
    SearchMethod method = SearchMethod::Exhaustive; // what actually ran
    std::vector<PhaseOrder> phases;                 // one per link order of the collective
    double seconds = 0.0;                           // the whole collective in the best orders
    double lectureSeconds = 0.0;                    // in the lecture's orders

    // The scenario fields: linkOrder, and secondLinkOrder (empty for one link order).
    std::vector<int> linkOrder() const;
    std::vector<int> secondLinkOrder() const;
};

// Step costs per position and link: table[t][link - 1] is the time of a phase's step t
// (0-based) when it uses that link.
using StepCostTable = std::vector<std::vector<double>>;

class BestOrder
{
public:
    static constexpr int kExhaustiveMaxDimension = 8;
    // Relative tolerance within which two totals count as a tie (summation order only).
    static constexpr double kTieTolerance = 1e-12;

    // Throws InputError for an unknown algorithm, a dimension outside 1..machine.maxDimension,
    // or Exhaustive asked for beyond kExhaustiveMaxDimension.
    static BestOrderResult find(const Machine& machine, std::string_view algorithm, int dimension,
                                std::uint64_t elements,
                                SearchMethod method = SearchMethod::Automatic);

    // One table per link order, from the lecture-order trace. Throws InputError for a
    // collective whose steps use several links (the ring): no table describes it.
    static std::vector<StepCostTable> stepCostTables(const Machine& machine,
                                                     std::string_view algorithm, int dimension,
                                                     std::uint64_t elements);

    // Whether the rule's sort applies: every two link classes (among links 1..dimension) are
    // ordered by growth — one has the smaller shared capacity and also saturates at no more
    // concurrent messages than the other.
    static bool classesNested(const Machine& machine, int dimension);

    // Theorem 1 of docs/cost-model.md: for nested classes, the classes from the slowest- to the
    // fastest-growing laid on the positions from the most concurrent messages to the fewest
    // (concurrency[t]: messages in step t). Empty when the classes are not nested.
    static std::optional<std::vector<int>>
    sortedOrder(const Machine& machine, const std::vector<std::uint64_t>& concurrency);
};

std::string_view searchMethodName(SearchMethod method);

} // namespace cubelab
