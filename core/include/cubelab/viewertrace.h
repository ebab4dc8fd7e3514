#pragma once
// The budget of a trace for viewers (cubelab/chrometrace.h, cubelab/pajetrace.h), as a trace
// file has its kMaxTraceFileNumbers: a viewer trace holds at most kMaxViewerTraceEvents
// events — a node's track, a node's slice of a step, each end of a message's arrow. About
// 125 bytes an event in Chrome's JSON, that is half a gigabyte, more than Perfetto opens in a
// browser; a 20-cube's Cube_Do would be 84 million events and 10.4 GB.

#include "cubelab/trace.h"

#include <cstdint>

namespace cubelab {

inline constexpr std::uint64_t kMaxViewerTraceEvents = std::uint64_t{1} << 22;

// The events a viewer trace of this trace holds: a track a node, a slice for each node in
// each step it takes part in (at most one a message end), two a message.
std::uint64_t viewerTraceEvents(const Trace& trace);
// Throws InputError, before anything is written, when the trace has more than
// kMaxViewerTraceEvents events; `format` names the format in the message ("a Chrome trace").
void checkViewerTraceFits(const Trace& trace, const std::string& format);

} // namespace cubelab
