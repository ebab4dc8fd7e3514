#pragma once
// A traced MPI program's trace file (docs/file-formats.md, "A traced program's trace"): the
// trace file of any run, whose messages also carry what the ranks recorded of them (tag, bytes,
// the calls and their times, the values) and whose steps list the collectives called in them.
// The run is the file's one source: the reader rebuilds the TracedRun from the steps and
// derives the trace from it (traceOf), and refuses a file whose scenario, links or link loads
// say anything else. Private to the core.

#include "base/jsonreader.h"
#include "cubelab/trace.h"

namespace cubelab::detail {

// Whether the document's scenario names the collective of traced programs.
bool isTracedProgramDocument(const Json& json);

Json tracedProgramToJson(const Trace& trace);
Trace tracedProgramFromJson(const JsonReader& reader, const Json& json);

} // namespace cubelab::detail
