#pragma once
// TracedRunChecker: a traced MPI program (cubelab/tracedrun.h) checked against a program
// exercise, as ProgramChecker checks a Lua program — the collective the exercise names, its
// link limits — on the one run that was traced:
// - every message between neighbours, and no collective call doing the work;
// - the pattern of messages: the data flows as the exercise's collective needs it to (a
//   broadcast's root data reaches every node, each sender holding it when it sends; a reduce's
//   inputs all reach the root; an all-reduce's reach every node), the root found from the run
//   (the one node that receives nothing, or sends nothing);
// - the values where the buffers were recorded: what each message carries equals what its
//   sender holds by then — the root's data in a broadcast, the combination of the inputs it
//   has gathered in a reduce, each input read from the first message its node sends;
// - the exercise's link limits on the run's cube (link n at most one message, n-1 two …).
// Feedback as every checker's: message ids rendered in English and German (feedback.cpp).

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/tracedrun.h"

namespace cubelab {

class TracedRunChecker
{
public:
    // Throws InputError when the exercise is no program exercise (only those ask for a
    // program a run can answer).
    static CheckResult check(const Exercise& exercise, const TracedRun& run);

    // Values agree within this relative distance (the program may add in another order).
    static constexpr double kRelativeTolerance = 1e-9;
};

} // namespace cubelab
