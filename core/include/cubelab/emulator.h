#pragma once
// The in-process emulator: runs the collective's node program on every node of the cube in
// lockstep rounds. A round resumes every runnable node until it waits; then sends meet
// receives (and exchanges meet exchanges) on the same link between partners — a sendrecv's
// send and receive halves each meet their own partner; the messages matched in one round form
// one step. A round in which nothing can match while nodes still wait is a deadlock, and a
// run longer than maxSteps a program that never ends: EngineError names them.

#include "cubelab/collective.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <cstdint>

namespace cubelab {

class Emulator
{
public:
    // Normalizes the scenario and runs its collective. Throws InputError for a bad scenario
    // and EngineError when a program fails.
    static Trace run(const Scenario& scenario);
    // Runs another program (tests, new collectives) under the scenario's settings.
    static Trace run(const Scenario& scenario, const Collective& collective);
    // The most steps a run on a cube of this dimension may take.
    static std::uint64_t maxSteps(int dimension);

    // The budget of a run for the command line, as a trace file has kMaxTraceFileNumbers: at
    // most this many messages (a 20-cube's Cube_Do sends 20,971,520; a 12-cube's ring
    // 33,546,240, which took 118 s and 3 GB).
    static constexpr std::uint64_t kMaxRunMessages = std::uint64_t{3} << 23;
    // The most messages a run of the scenario sends, from its collective's descriptor: each
    // phase n steps of at most p messages, or p − 1 steps going round a ring.
    static std::uint64_t messageBound(const Scenario& scenario);
    // Throws InputError, before the run, when messageBound exceeds kMaxRunMessages. For a
    // built-in collective: a node program's steps are its own (maxSteps bounds them).
    static void checkRunFits(const Scenario& scenario);
    // The most inputs (counted with repetition) a symbolic value may combine on a cube of this
    // dimension: a correct result combines each of the p inputs once; four times that leaves
    // room for a wrong program to be shown, and stops one that combines a value with itself
    // again and again before its expression's text reaches gigabytes.
    static std::uint64_t maxExpressionLeaves(int dimension);
};

} // namespace cubelab
