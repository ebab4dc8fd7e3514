#pragma once
// The cost model: how long each step of a trace takes on a machine, and the total.
//
// Each message is priced by its own bytes (a block collective's messages carry some of the
// vector's blocks). A step lasts as long as its slowest message, latency + bytes / min(b, B / k),
// where b is the link's bandwidth, B its class's shared capacity and k the messages crossing
// that class in the same transfer, whatever their sizes (in its direction only, where the
// class shares B for each direction); a step whose phase combines (reduce, exchange,
// reduce-scatter) adds combineSeconds × the most elements one receiver combines. Steps run
// one after another. Over half-duplex links an exchange is two transfers, one direction
// after the other, or, where the machine lets the latencies overlap, one transfer in which
// the two directions share the link (b / 2 each). Nodes may use all their links at once
// (all-port).
// The model reads only the trace's steps and messages; it never runs the engine.

#include "cubelab/machine.h"
#include "cubelab/trace.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// What bounded the slowest message of a step.
enum class CostLimit : unsigned char
{
    Latency,        // the start-up took longer than the bytes
    LinkBandwidth,  // the bytes, at the link's own speed
    SharedCapacity, // the bytes, at the share of the class's capacity
};

struct StepCost
{
    std::uint32_t index = 0; // the step's index in the trace, from 1
    double start = 0.0;      // seconds from the start of the run
    double duration = 0.0;   // transferSeconds + combineSeconds
    double transferSeconds = 0.0;
    double combineSeconds = 0.0;
    int transfers = 0; // 1; 2 for a half-duplex exchange whose latencies add; 0 without messages
    Message slowest;   // the message that took longest (the first of equals)
    std::size_t linkClass = 0;
    std::uint64_t concurrent = 0;    // messages that shared the slowest one's class capacity in its
                                     // transfer (k: the class's, or its direction's)
    double effectiveBandwidth = 0.0; // bytes a second the slowest message got
    double messageSeconds = 0.0;     // the slowest message's time in one transfer
    CostLimit limit = CostLimit::Latency;
};

struct CostResult
{
    std::string machine;        // the machine's id
    std::uint64_t elements = 0; // the vector length the costs are for
    std::vector<StepCost> steps;
    double total = 0.0;
};

class CostModel
{
public:
    // Throws InputError when the trace's cube has links the machine lacks.
    static CostResult evaluate(const Trace& trace, const Machine& machine);
    // The same messages, each carrying `elements` elements: the message pattern does not
    // depend on the vector length, so a trace run with one element prices any length.
    static CostResult evaluate(const Trace& trace, const Machine& machine, std::uint64_t elements);

    // One step by itself (start 0, index 0), every message carrying `elements` elements.
    static StepCost stepCost(std::span<const Message> messages, Phase phase, const Machine& machine,
                             std::uint64_t elements);
    // The same, message i carrying messageElements[i] elements (as many counts as messages,
    // else InputError).
    static StepCost stepCost(std::span<const Message> messages,
                             std::span<const double> messageElements, Phase phase,
                             const Machine& machine);

    // Reduce and exchange steps combine what arrives; broadcast steps only copy.
    static bool combines(Phase phase) { return phase.combines(); }
};

std::string_view costLimitName(CostLimit limit);

} // namespace cubelab
