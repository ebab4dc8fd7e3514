#pragma once
// The lecture's comparison of Cube_Do and Tree_Do, and beside them the all-reduces MPI libraries
// run for long vectors (Rabenseifner's and the ring), computed for one cube, its link orders and
// a machine: combines and messages per node, link load per link number, total time — and the
// total times of every variant across vector lengths, with the lengths at which the faster of
// two, and the fastest of all, changes.

#include "cubelab/bestorder.h"
#include "cubelab/machine.h"
#include "cubelab/trace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubelab {

struct VariantMetrics
{
    std::string label;     // "Cube_Do", "Tree_Do", "Tree_Do, best order", "Rabenseifner", "Ring"
    std::string algorithm; // the collective's id
    std::vector<int> linkOrder;            // the ring's: its order G
    std::vector<int> secondLinkOrder;      // Tree_Do's broadcast, Rabenseifner's allgather
    std::uint64_t combinesBusiestNode = 0; // combines on the node that combines most
    std::uint64_t combinesAllNodes = 0;
    std::uint64_t oneWayBusiestNode = 0;  // messages sent plus received by the busiest node
    std::uint64_t bothWayBusiestNode = 0; // its communications, an exchange counted once
    // Per link number 1..n: messages, and the elements and bytes they carry for `elements` (a
    // message of a block collective carries its blocks' share of the vector).
    std::vector<LinkLoad> linkLoad;
    double seconds = 0.0;
};

struct SizePoint
{
    std::uint64_t elements = 0;
    double cube = 0.0;        // Cube_Do in the given order
    double treeLecture = 0.0; // Tree_Do in the given (by default the lecture's) orders
    double treeBest = 0.0;    // Tree_Do in the best orders
    // The block variants; absent when the comparison leaves them out (blockVariantsLeftOut).
    std::optional<double> rabenseifner;
    std::optional<double> ring;

    // Every variant's time, in the order of Comparison::variants.
    std::vector<double> seconds() const;
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
    // Rabenseifner's reduce-scatter order (empty: n, …, 1) and allgather order (empty: the
    // reduce-scatter order reversed); the ring's order G (empty: 1, …, n).
    std::vector<int> rabenseifnerOrder;
    std::vector<int> rabenseifnerAllgatherOrder;
    std::vector<int> ringOrder;
    // Whether Rabenseifner and the ring stand beside the lecture's variants (up to
    // kMaxBlockComparisonDimension); without them the comparison is the lecture's three.
    bool blockVariants = false;
    std::vector<std::uint64_t> sizes; // the sweep, ascending; empty: no sweep
};

// The variants' labels, as VariantMetrics::label and Crossover name them.
inline constexpr const char* kCubeVariant = "Cube_Do";
inline constexpr const char* kTreeVariant = "Tree_Do";
inline constexpr const char* kTreeBestVariant = "Tree_Do, best order";
inline constexpr const char* kRabenseifnerVariant = "Rabenseifner";
inline constexpr const char* kRingVariant = "Ring";

// The largest cube the comparison sets Rabenseifner and the ring in. A block collective serves
// cubes up to Scenario::kMaxBlockDimension, but the ring sends 2(p-1)·p messages: at n = 12 its
// one run holds 33 million (3.7 GB for the comparison, minutes to price the sweep), at n = 10
// two million (250 MB, 0.7 s of CPU for the whole comparison).
inline constexpr int kMaxBlockComparisonDimension = 10;

struct Comparison
{
    std::string machine;
    int dimension = 0;
    std::uint64_t elements = 0;
    // Cube_Do, Tree_Do, Tree_Do in the best order, then Rabenseifner and the ring when asked
    // for and not left out.
    std::vector<VariantMetrics> variants;
    // Asked for, but above kMaxBlockComparisonDimension: Rabenseifner and the ring are left out.
    bool blockVariantsLeftOut = false;
    BestOrderResult best; // the best Tree_Do orders, for `elements`
    std::vector<SizePoint> sweep;
    // Where the faster of Cube_Do, Tree_Do and Tree_Do in the best order changes (every pair
    // of the three), by size.
    std::vector<Crossover> crossovers;
    // Where the fastest of all variants changes, by size: from `elements` on `faster` is the
    // fastest, `slower` the one that was fastest just below. Ties go to the earlier variant.
    std::vector<Crossover> fastestChanges;
    // The variant that is fastest at the sweep's first size (empty without a sweep).
    std::string fastestFirst;
};

// Throws InputError for a dimension the machine lacks, bad orders or sizes.
Comparison compareVariants(const Machine& machine, const ComparisonRequest& request);

// The comparison's request for a scenario: its dimension, its vector length (at least 1) and
// the orders it feeds. Each of the scenario's link orders feeds the variant phase of its kind:
// an exchange order Cube_Do's, a reduce or broadcast order Tree_Do's; a tree given one of the
// two walks the same tree back in the other (the reversed order). A ring all-reduce feeds the
// ring's order G; any other reduce-scatter or allgather order (Rabenseifner's, or the
// collective by itself) feeds Rabenseifner's phase of that kind, the other walking back.
// Orders it does not feed stay empty (the defaults), as do all for a dimension below 1. No
// sweep.
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
