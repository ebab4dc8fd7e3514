#pragma once
// Measurement: how long a run really took on a machine, step by step, as cubelab-mpi measures
// it on MPI ranks. A trace carries one (its "measured" block, docs/file-formats.md) beside the
// steps it timed; the GUI shows it beside what a machine model predicts. Seconds throughout.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// A time over the repetitions of a run: their median, the fastest and the slowest.
struct TimeSummary
{
    double median = 0;
    double min = 0;
    double max = 0;

    bool operator==(const TimeSummary&) const = default;
};

// Median, minimum and maximum of some samples (none: all zero).
TimeSummary summarize(std::vector<double> samples);

// One step of the trace, timed.
struct MeasuredStep
{
    TimeSummary time;
    // Per rank (rank = node id) the median of the rank's own share of the step: from the
    // step's start until it waits for the next step. Empty unless asked for.
    std::vector<double> rankMedians;

    bool operator==(const MeasuredStep&) const = default;
};

// The algorithm of a library collective left to the library's own choice.
inline constexpr std::string_view kLibraryDefault = "library default";

// A library collective timed on the same ranks and data, for comparison.
struct MeasuredCollective
{
    std::string name;      // "MPI_Allreduce"
    std::string algorithm; // kLibraryDefault, or the algorithm the library was told to use
    TimeSummary time;

    bool operator==(const MeasuredCollective&) const = default;
};

// How the run's result was confirmed.
struct MeasurementCheck
{
    std::string against;          // the library collective it was compared with: "MPI_Reduce"
    double largestDifference = 0; // the largest |CubeLab − library| over the checked elements
    double allowedDifference = 0; // the bound that difference had to stay within (0: exact)
    bool sameAsEmulator = false;  // the same messages and bit-identical final values

    bool operator==(const MeasurementCheck&) const = default;
};

// A measured time (a step, a run, a rank's share) is at most this many seconds (11.6 days):
// more is no measurement of a collective, and sums of such times stay finite.
inline constexpr double kMaxMeasuredSeconds = 1e6;
// A run's fastest total may fall short of its steps' fastest times added up by this fraction
// and this many seconds a step: the ranks leave a barrier, and their clocks tick, a little
// apart (docs/mpi.md).
inline constexpr double kMeasuredTotalSlack = 0.01;
inline constexpr double kMeasuredClockSlack = 1e-6;

struct Measurement
{
    std::string transport = "mpi";   // what carried the messages
    std::string library;             // "Open MPI v4.1.4"
    std::uint32_t ranks = 0;         // one a node
    std::uint32_t hosts = 0;         // distinct processor names among the ranks
    std::uint32_t repetitions = 0;   // timed runs
    std::uint32_t warmup = 0;        // untimed runs before them
    bool barriers = true;            // a barrier between steps, so that steps do not overlap
    std::vector<MeasuredStep> steps; // one per trace step, in order
    TimeSummary total;
    std::vector<MeasuredCollective> libraryCollectives;
    MeasurementCheck check;

    bool operator==(const Measurement&) const = default;
};

} // namespace cubelab
