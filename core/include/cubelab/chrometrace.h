#pragma once
// A trace in the Chrome trace event format (JSON), which Perfetto (ui.perfetto.dev) and
// chrome://tracing open: one track a node, named by its binary address and sorted in node
// order; a slice a step for each node that sends or receives in it, named by the step's label
// and phase, its args naming the messages (their links and blocks) and the node's s after the
// step; a flow arrow a message from the sender's slice to the receiver's. Time is the
// StepTimes' in microseconds (logical time: one second a step). docs/trace-viewers.md.
//
// The file is written as a stream, event by event: a large cube needs no string of its size.

#include "cubelab/steptimes.h"
#include "cubelab/trace.h"

#include <ostream>
#include <string>

namespace cubelab {

void writeChromeTrace(std::ostream& out, const Trace& trace, const StepTimes& times);
// Written atomically (cubelab/atomicfile.h); FileError when it cannot be.
void writeChromeTraceFile(const std::string& path, const Trace& trace, const StepTimes& times);

} // namespace cubelab
