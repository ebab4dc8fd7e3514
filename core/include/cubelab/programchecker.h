#pragma once
// The checker of program exercises: a student's Lua node program (cubelab/luaprogram.h) runs
// on a set of scenarios beside the exercise's collective, and must end with what it ends with
// on every node the collective's outcome speaks of, within the exercise's link limits.

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/luaprogram.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace cubelab {

class ProgramChecker
{
public:
    // Right iff the program compiles, implements the exercise's collective and, in every run of
    // runs(), ends like that collective and keeps the limits. The runs stop at the first that
    // fails; the feedback names it and what differed (the node, both values, or the link and
    // its load). Each run has the limits of `limits`, and all runs together, the file's trial
    // included, share one clock of `clock` (LuaClockTotal): a program that takes a little
    // under its own clock in every run cannot make a check last minutes.
    static CheckResult check(const Exercise& exercise, const ProgramAnswer& answer,
                             ProgramLimits limits = {}, std::chrono::milliseconds clock = kClock);
    // The Lua time all runs of a check may take together. The shipped solutions take about
    // 25 ms for a whole check of the built-in exercises (docs/performance.md).
    static constexpr std::chrono::milliseconds kClock{20'000};

    // The runs: each dimension of the parameters with each vector length and operator, from
    // root 0 and, with anyRoot (and a collective that takes a root), from every root up to
    // kAllRootsDimension and above it from the last node and one in the middle; symbolic
    // values, the collective's default link orders.
    static std::vector<Scenario> runs(const Exercise& exercise);
    // Up to this dimension (16 nodes) a program that takes a root is run from every root.
    static constexpr int kAllRootsDimension = 4;

    // The nodes whose final value the collective's outcome defines: the root for a reduce and a
    // gather, every node otherwise.
    static std::vector<NodeId> nodesToCompare(const Collective& reference,
                                              const Scenario& scenario);

    // A node that does not end as the collective's outcome says.
    struct Miss
    {
        NodeId node = 0;
        std::string got;      // what it ends with, as the feedback writes it
        std::string expected; // what the collective gives it
    };
    // Runs `reference` under the scenario of `got` (a run of a program that implements it) and
    // compares the nodes its outcome speaks of: the same inputs combined (brackets may differ),
    // the same numbers, the same blocks. The one comparison of the checker and of
    // `cubelab-cli run --program`.
    static std::optional<Miss> missedOutcome(const Collective& reference, const Trace& got);
};

} // namespace cubelab
