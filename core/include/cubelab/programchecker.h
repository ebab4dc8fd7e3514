#pragma once
// The checker of program exercises: a student's Lua node program (cubelab/luaprogram.h) runs
// on a set of scenarios beside the exercise's collective, and must end with what it ends with
// on every node the collective's outcome speaks of, within the exercise's link limits.

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/scenario.h"

#include <vector>

namespace cubelab {

class ProgramChecker
{
public:
    // Right iff the program compiles, implements the exercise's collective and, in every run of
    // runs(), ends like that collective and keeps the limits. The feedback names the first run
    // that fails and what differed (the node, both values, or the link and its load).
    static CheckResult check(const Exercise& exercise, const ProgramAnswer& answer);

    // The runs: each dimension of the parameters with each vector length and operator, from
    // root 0 and, with anyRoot (and a collective that takes a root), from the last node and
    // one in the middle; symbolic values, the collective's default link orders.
    static std::vector<Scenario> runs(const Exercise& exercise);

    // The nodes whose final value the collective's outcome defines: the root for a reduce and a
    // gather, every node otherwise.
    static std::vector<NodeId> nodesToCompare(const Scenario& normalizedScenario);
};

} // namespace cubelab
