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

#include <atomic>
#include <cstdint>
#include <memory>

namespace cubelab {

// What a caller controls of a run besides its scenario.
struct RunOptions
{
    // Set (from any thread) to stop the run: the run looks at it before it resumes each node
    // and then throws EngineError with kCancelledText. Null: the run cannot be cancelled.
    std::shared_ptr<const std::atomic<bool>> cancel;
};

class Emulator
{
public:
    // Normalizes the scenario and runs its collective. Throws InputError for a bad scenario
    // and EngineError when a program fails.
    static Trace run(const Scenario& scenario, const RunOptions& options = {});
    // Runs another program (tests, new collectives) under the scenario's settings.
    static Trace run(const Scenario& scenario, const Collective& collective,
                     const RunOptions& options = {});
    // The message of a run stopped by its cancel (RunOptions, ProgramLimits).
    static constexpr const char* kCancelledText = "the run was cancelled";
    // The most steps a run on a cube of this dimension may take.
    static std::uint64_t maxSteps(int dimension);

    // The budget of every run, for the command line and the window alike (a link, a lesson, a
    // file, a remembered setting, an edit): checked before the run starts (checkRunFits), so
    // that no input starts minutes of work or gigabytes of memory.
    // - at most kMaxRunMessages messages (a 20-cube's Cube_Do sends 20,971,520; a 12-cube's
    //   ring 33,546,240, which took 118 s and 3 GB);
    static constexpr std::uint64_t kMaxRunMessages = std::uint64_t{3} << 23;
    // - at most kMaxRunValues values moved, messages × elements (Cube_Do on 4,096 nodes with
    //   32,768 elements moves 1,610,612,736: 21 s);
    static constexpr std::uint64_t kMaxRunValues = std::uint64_t{1} << 28;
    // - at most kMaxRunBytes of memory, as runSize estimates it (that run took 3.4 GB).
    static constexpr std::uint64_t kMaxRunBytes = std::uint64_t{2} << 30;

    // What a run of the scenario costs at most, from its collective's descriptor: its
    // messages (each phase n steps of at most p messages, or p − 1 steps going round a ring),
    // the values they move (each at most the whole vector; a block collective's node sends each
    // block at most once a phase) and the memory of the run and its
    // trace (four copies of the p × m values — the state, its receive buffer, the trace's
    // initial and final values —, every message and update, the update values the trace keeps,
    // a symbolic run's expressions, a block collective's block lists).
    struct RunSize
    {
        std::uint64_t messages = 0;
        std::uint64_t values = 0;
        std::uint64_t bytes = 0;
    };
    static RunSize runSize(const Scenario& scenario);
    static std::uint64_t messageBound(const Scenario& scenario)
    {
        return runSize(scenario).messages;
    }
    // Throws InputError, before the run, when the run's size exceeds the budget: the message
    // says what is too large and what is allowed. For a built-in collective: a node program's
    // steps are its own (maxSteps and its ProgramLimits bound them).
    static void checkRunFits(const Scenario& scenario);
    // The most inputs (counted with repetition) a symbolic value may combine on a cube of this
    // dimension: a correct result combines each of the p inputs once; four times that leaves
    // room for a wrong program to be shown, and stops one that combines a value with itself
    // again and again before its expression's text reaches gigabytes.
    static std::uint64_t maxExpressionLeaves(int dimension);
};

} // namespace cubelab
