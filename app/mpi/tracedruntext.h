#pragma once
// TracedRunText: a traced MPI program's run (cubelab/tracedrun.h) as the lecture writes its
// steps — "a) link 3: 100→000 (5); 101→001 (6)", the line of cubelab/steptext.h — with the
// messages that are no neighbour messages marked and the links they would cross, the
// collectives as one event each, the values the messages carried and the load of every link.
// What `cubelab-mpi trace` prints.

#include "cubelab/trace.h"
#include "cubelab/tracedrun.h"

#include <string>

namespace cubelab::mpi {

class TracedRunText
{
public:
    // Step k of the run's trace (cubelab/tracedtrace.h): its label (a, b, …), the links its
    // neighbour messages use, all its messages and its collectives.
    static std::string step(const Trace& trace, std::size_t step);
    // The whole run: a heading line, every step, the link loads.
    static std::string report(const TracedRun& run, const std::string& program);
};

} // namespace cubelab::mpi
