#pragma once
// A traced MPI program's run (cubelab/tracedrun.h) as a trace CubeLab shows like any other
// (docs/mpi-tracing.md, "The trace of a program"):
// - its scenario: the cube of the run's ranks, the collective of traced programs
//   (tracedProgramCollective), numeric values, and as link order the order in which the program
//   first used its links (the links it never used after them, highest first);
// - a step for each logical step, with the run's messages in its order: a neighbour message on
//   its link, any other on none (kNoLink); a step may hold only collectives;
// - no node values: the library records what the messages carried, not what the nodes hold;
// - its measurement (Trace::measured): each step from the earliest start of its messages and
//   collectives to their latest end, read off the ranks' clocks as they were (one run, no
//   barriers between the steps: steps may overlap); its check empty (against nothing).

#include "cubelab/trace.h"
#include "cubelab/tracedrun.h"

#include <memory>
#include <vector>

namespace cubelab {

Trace traceOf(std::shared_ptr<const TracedRun> run);

// The links in the order the run first used them, then the others, highest first.
std::vector<int> linksByFirstUse(const TracedRun& run);

// The lecture's collective (Tree_UpDo, Tree_Down, Tree_Do, Cube_Do) whose run is closest to the
// traced one: the same dimension, the link order the program first used, and as root the node
// that received the run's last message, the one that sent its first, or 0. Closest: the fewest
// messages (step, from, to) that only one of the two runs has; ties go to the earlier in that
// list. The scenario is normalized, numeric, one element.
Scenario closestLectureScenario(const TracedRun& run);

} // namespace cubelab
