#pragma once
// A trace in the Pajé trace format (text), which ViTE and PajeNG (pj_dump) read: the cube a
// container holding one container a node (named by its binary address, in node order); a
// state a step for each node that sends or receives in it (pushed at the step's start, popped
// at its end, its value the step's label, phase and links, "a) reduce on link 3"); a link a
// message from the sender to the receiver, its value the link number, its size the bytes and,
// for a block collective, the blocks it carries ("[0 4-7]": no commas in a field, which
// pj_dump's output separates by commas). Time is the StepTimes' in seconds (logical time: one unit
// a step). docs/trace-viewers.md.
//
// The file is written as a stream, event by event: a large cube needs no string of its size.

#include "cubelab/steptimes.h"
#include "cubelab/trace.h"

#include <ostream>
#include <string>

namespace cubelab {

void writePajeTrace(std::ostream& out, const Trace& trace, const StepTimes& times);
// Written atomically (cubelab/atomicfile.h); FileError when it cannot be.
void writePajeTraceFile(const std::string& path, const Trace& trace, const StepTimes& times);

} // namespace cubelab
