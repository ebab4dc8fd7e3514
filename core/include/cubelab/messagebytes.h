#pragma once
// The one rule for the size of data on the wire: a message of m elements carries
// m × (the bytes of an element). The size of an element is a machine's (Machine::elementBytes)
// wherever a machine prices or shows the run: the cost model, `compare`, the step costs, the
// charts. Where no machine is given — a trace, its file's "bytes" and "linkLoad", the CLI's
// text report — an element is the double the engine computes with: kTraceElementBytes, 8,
// which the trace format fixes. A link's load is its elements (messages × m) by the same rule.

#include <cstdint>

namespace cubelab {

// The bytes of an element when no machine is given: a double, as the trace format fixes.
inline constexpr std::uint32_t kTraceElementBytes = sizeof(double);

// elements × elementBytes, exactly; throws InputError when that passes 2^64 − 1 bytes.
std::uint64_t messageBytes(std::uint64_t elements, std::uint32_t elementBytes = kTraceElementBytes);

// The same product as a double, for times and chart axes: never overflows, exact up to
// 2^53 bytes.
inline double approxMessageBytes(double elements, std::uint32_t elementBytes = kTraceElementBytes)
{
    return elements * static_cast<double>(elementBytes);
}

// Whether elements × elementBytes fits 64 bits (messageBytes would not throw).
bool messageBytesFit(std::uint64_t elements, std::uint32_t elementBytes);

} // namespace cubelab
