#pragma once
// Turning ping-pong measurements into a machine (docs/mpi.md, "Calibrating a cluster"): a
// latency and a bandwidth fitted per link dimension, dimensions that agree grouped into link
// classes, shared capacity where a dimension's pairs slow each other, and the combine cost.
// Pure arithmetic on samples: cubelab-mpi calibrate measures them, the tests make them up.

#include "cubelab/machine.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cubelab {

// One message size and the one-way time a message of that size took (the median of the
// repetitions: half a round trip).
struct PingPongSample
{
    std::uint64_t bytes = 0;
    double seconds = 0.0;
};

// t = latency + bytes / bandwidth, and what had to be clamped to get there.
struct LinkFit
{
    double latency = 0.0;            // seconds, > 0
    double bandwidth = 1.0;          // bytes a second, > 0
    std::vector<std::string> clamps; // each a sentence: what the samples gave and what is used
};

// What was measured across one link dimension.
struct DimensionSamples
{
    int link = 1;
    std::vector<PingPongSample> single;     // one pair alone
    std::vector<PingPongSample> concurrent; // every pair of the dimension at once (the slowest)
};

struct CalibrationSamples
{
    std::vector<DimensionSamples> dimensions; // links 1..n, in order
    int pairs = 1;               // pairs across each dimension (p / 2): those in `concurrent`
    double combineSeconds = 0.0; // combining one element, measured over a vector
    std::uint32_t elementBytes = 8;
};

struct CalibrationSettings
{
    // Two dimensions join one link class when their latencies and their bandwidths (and, if
    // shared, their capacities) each differ by at most this fraction of the larger.
    double classTolerance = 0.25;
    // A dimension has shared capacity when its pairs, all talking at once, each get less than
    // this fraction of what one pair alone gets.
    double sharedBelow = 0.75;
    std::string id = "calibrated";
    std::string name;
    std::string note; // where the samples come from; the clamps are appended
};

// What the fit found for one dimension, before grouping.
struct DimensionFit
{
    int link = 1;
    LinkFit single;
    bool measuredConcurrent = false;
    LinkFit concurrent;    // per pair, when measuredConcurrent
    double slowdown = 1.0; // concurrent bandwidth / single bandwidth
    bool shared = false;
    double sharedBandwidth = 0.0; // pairs × concurrent bandwidth, when shared
};

struct Calibration
{
    std::vector<DimensionFit> dimensions;
    Machine machine;
    std::vector<std::string> clamps; // every clamp, naming its link
};

// Weighted least squares of t = latency + bytes / bandwidth with weights 1 / t²: each size
// counts by its relative error, so the small sizes set the latency and the large ones the
// bandwidth, and a noisy small size cannot swing the bandwidth. A latency the fit puts at or
// below 0 becomes kMinLatency (the bandwidth then refitted with it); a bandwidth it cannot
// find (times that do not grow with size) becomes the largest message over its time. Throws
// InputError for fewer than two distinct sizes or a time that is not a positive number.
LinkFit fitLink(const std::vector<PingPongSample>& samples);

// Fits every dimension, detects shared capacity, groups the dimensions into link classes and
// builds a machine that passes validate(): full duplex (not measured), capacities per
// direction (`each`: the pairs measured send one way at a time). Throws InputError for
// samples that cannot make one.
Calibration calibrate(const CalibrationSamples& samples, const CalibrationSettings& settings);

inline constexpr double kMinLatency = 1e-9;

} // namespace cubelab
