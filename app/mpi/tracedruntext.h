#pragma once
// TracedRunText: a traced MPI program's run (cubelab/tracedrun.h) as the lecture writes its
// steps — "a) link 3: 4→0, 5→1, 6→2, 7→3" — with the messages that are no neighbour messages
// marked and the links they would cross, the collectives as one event each, the values the
// messages carried and the load of every link. What `cubelab-mpi trace` prints.

#include "cubelab/tracedrun.h"

#include <string>

namespace cubelab::mpi {

class TracedRunText
{
public:
    // A step: its label (a, b, …), the links its neighbour messages use and its messages.
    static std::string step(const TracedRun& run, std::size_t step);
    // The whole run: a heading line, every step, the link loads.
    static std::string report(const TracedRun& run, const std::string& program);
};

} // namespace cubelab::mpi
