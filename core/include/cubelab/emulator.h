#pragma once
// The in-process emulator: runs the collective's node program on every node of the cube in
// lockstep rounds. A round resumes every runnable node until it waits; then sends meet
// receives (and exchanges meet exchanges) on the same link between partners; the messages
// matched in one round form one step. A round in which nothing can match while nodes still
// wait is a deadlock: EngineError names the waiting nodes and links.

#include "cubelab/collective.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

namespace cubelab {

class Emulator
{
public:
    // Normalizes the scenario and runs its collective. Throws InputError for a bad scenario
    // and EngineError when a program fails.
    static Trace run(const Scenario& scenario);
    // Runs another program (tests, new collectives) under the scenario's settings.
    static Trace run(const Scenario& scenario, const Collective& collective);
};

} // namespace cubelab
