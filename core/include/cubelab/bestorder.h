#pragma once
// The best link order of a collective on a machine: the order (for Tree_Do, the pair of
// orders) with the least total time, and how many orders share that time.
//
// Every step of a tree (and of Cube_Do) uses one link, and how many messages it carries
// depends on the step's position, not on the link: the time of an order is a sum of
// per-position step costs. BestOrder prices every (position, link) pair from the lecture-order
// trace, relabelling its node bits, and then searches: all n! orders for n ≤ 8, and for
// larger n the rule proved in docs/cost-model.md (sort the link classes by how fast their
// cost grows with concurrent messages; where classes cannot be so ordered, an exact search
// over class sequences).

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

// One phase (reduce, broadcast or exchange) with its own link order.
struct PhaseOrder
{
    Phase phase = Phase::Reduce;
    std::vector<int> order; // a best order (the lecture's, when it is among the best)
    double seconds = 0.0;   // the phase's time in that order
    std::vector<int> lectureOrder;
    double lectureSeconds = 0.0;
    std::uint64_t optimalOrders = 0;        // orders of links 1..n that reach `seconds`
    std::uint64_t allOrders = 0;            // n!
    std::vector<std::uint64_t> concurrency; // messages in each step (position), in order
};

struct BestOrderResult
{
    std::string machine;
    std::string algorithm; // the collective's id
    int dimension = 0;
    std::uint64_t elements = 0;
    SearchMethod method = SearchMethod::Exhaustive; // what actually ran
    std::vector<PhaseOrder> phases; // two for tree-allreduce (reduce, broadcast), else one
    double seconds = 0.0;           // the whole collective in the best orders
    double lectureSeconds = 0.0;    // in the lecture's orders

    // The scenario fields: linkOrder, and secondLinkOrder (empty unless tree-allreduce).
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

    // One table per phase, from the lecture-order trace.
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
