#pragma once
// The lecture's comparison of Cube_Do and Tree_Do, computed for one cube, its link orders and a
// machine: combines and messages per node, link load per link number, total time — and the
// total times of Cube_Do, Tree_Do in the lecture's order and Tree_Do in the best order across
// vector lengths, with the lengths at which the faster one changes.

#include "cubelab/bestorder.h"
#include "cubelab/machine.h"
#include "cubelab/trace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cubelab {

struct VariantMetrics
{
    std::string label;     // "Cube_Do", "Tree_Do", "Tree_Do, best order"
    std::string algorithm; // the collective's id
    std::vector<int> linkOrder;
    std::vector<int> secondLinkOrder;   // Tree_Do only
    std::uint64_t combinesBusiestNode = 0; // combines on the node that combines most
    std::uint64_t combinesAllNodes = 0;
    std::uint64_t oneWayBusiestNode = 0;  // messages sent plus received by the busiest node
    std::uint64_t bothWayBusiestNode = 0; // its communications, an exchange counted once
    std::vector<LinkLoad> linkLoad;       // per link number 1..n, messages, for `elements`
    double seconds = 0.0;
};

struct SizePoint
{
    std::uint64_t elements = 0;
    double cube = 0.0;        // Cube_Do in the given order
    double treeLecture = 0.0; // Tree_Do in the given (by default the lecture's) orders
    double treeBest = 0.0;    // Tree_Do in the best orders
};

// From `elements` on (up to the next crossover of the same pair) `faster` takes less time
// than `slower`; below it, the other way round or equal.
struct Crossover
{
    std::string faster;
    std::string slower;
    std::uint64_t elements = 0;
    double seconds = 0.0; // the faster one's time at `elements`: where a chart marks the crossing
};

struct ComparisonRequest
{
    int dimension = 3;
    std::uint64_t elements = 1;          // the vector length of the table
    std::vector<int> cubeOrder;          // empty: the lecture's
    std::vector<int> treeOrder;          // empty: the lecture's
    std::vector<int> treeBroadcastOrder; // empty: treeOrder reversed
    std::vector<std::uint64_t> sizes;    // the sweep, ascending; empty: no sweep
};

struct Comparison
{
    std::string machine;
    int dimension = 0;
    std::uint64_t elements = 0;
    std::vector<VariantMetrics> variants; // Cube_Do, Tree_Do, Tree_Do in the best order
    BestOrderResult best;                 // the best Tree_Do orders, for `elements`
    std::vector<SizePoint> sweep;
    std::vector<Crossover> crossovers; // of every pair of variants, by size
};

// Throws InputError for a dimension the machine lacks, bad orders or sizes.
Comparison compareVariants(const Machine& machine, const ComparisonRequest& request);

// The comparison's request for a scenario: its dimension, its vector length (at least 1) and
// the orders it feeds. Each of the scenario's link orders feeds the variant phase of its kind:
// an exchange order Cube_Do's, a reduce or broadcast order Tree_Do's; a tree given one of the
// two walks the same tree back in the other (the reversed order). Orders it does not feed stay
// empty (the lecture's), as do all for a dimension below 1. No sweep.
ComparisonRequest comparisonRequestFor(const Scenario& scenario);

// The best order of the comparison's Cube_Do (the table counts its ties).
BestOrderResult bestCubeOrder(const Machine& machine, int dimension, std::uint64_t elements);

// What the link-load chart sets beside a scenario: its collective's counterpart in the lecture's
// order (root 0, the broadcast walking the tree back), and, when its loads follow the order,
// the scenario's collective again in the other order (the reversed lecture order for the
// lecture's, the lecture's otherwise). Values, length and machine are the scenario's.
std::vector<Scenario> linkLoadCompanions(const Scenario& scenario);

// Metrics of one run (time on `machine` for the trace's own vector length).
VariantMetrics variantMetrics(const Trace& trace, const Machine& machine, std::string label);

// from, 2·from, 4·from, … up to `to`, and `to` itself. Throws InputError unless 1 ≤ from ≤ to.
std::vector<std::uint64_t> powerOfTwoSizes(std::uint64_t from, std::uint64_t to);

} // namespace cubelab
