#pragma once
// A node program a student writes in Lua 5.4 (docs/programs.md). The file defines a global
// function program(node); every node of the cube runs it as a Lua coroutine against the same
// Comm the built-in collectives use, so the emulator, the trace, the costs, the code view and
// the exercises treat it like any collective.
//
// A program is sandboxed: it sees Lua's base functions (without dofile, loadfile, load,
// require, collectgarbage and print), string, table, math and utf8 — no io, os, debug,
// package or coroutine. A run has a memory limit, a node that runs too many instructions
// without communicating is stopped, and a run whose Lua code takes longer than its clock
// allows is stopped, as is one that would pass the total that runs may share
// (ProgramLimits::clockTotal). Whatever a program does, the error names the node, the file
// and the line (ProgramError); nothing a program does reaches past its run.

#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace cubelab {

// The Lua time several runs may take in all, one run after the other (the runs of a check): a
// run's clock is the smaller of its own and what is left here when it begins, and the time its
// Lua code takes is added here as it goes. Not for runs at the same time.
struct LuaClockTotal
{
    std::chrono::microseconds limit{};
    std::chrono::steady_clock::duration spent{};

    std::chrono::steady_clock::duration left() const
    {
        return spent < limit ? limit - spent : std::chrono::steady_clock::duration::zero();
    }
};

struct ProgramLimits
{
    // Lua VM instructions a node may run between two communications (and before its first,
    // after its last).
    std::uint64_t instructionsBetweenCommunications = 10'000'000;
    // The memory the whole run may take: a base plus a share for each node (its coroutine,
    // its values).
    std::size_t memoryBase = std::size_t{64} << 20;
    std::size_t memoryPerNode = std::size_t{4} << 10;
    // The time the run's Lua code may take, all nodes together (each node's top level and
    // program, the library functions they call, their node calls), on the clock: the
    // instruction budget counts Lua's instructions, and a library function that works on a
    // long text is one of them (s:upper() on a MiB). A base plus a share for each node, as the
    // memory; the file's trial run when it is compiled has a clock of its own.
    std::chrono::milliseconds clockBase{5'000};
    std::chrono::microseconds clockPerNode{200};
    // The clock the runs share with others (a check's runs). Null: each run has its own alone.
    std::shared_ptr<LuaClockTotal> clockTotal;

    // Set (from any thread) to stop a run: the node running then fails at its next count of
    // instructions with "the run was cancelled". Null: the run cannot be cancelled.
    std::shared_ptr<const std::atomic<bool>> cancel;

    std::size_t memoryFor(std::uint64_t nodes) const
    {
        return memoryBase + memoryPerNode * static_cast<std::size_t>(nodes);
    }
    std::chrono::microseconds clockFor(std::uint64_t nodes) const
    {
        return clockBase + clockPerNode * static_cast<std::int64_t>(nodes);
    }
};

class LuaProgram
{
public:
    // A program may have this many lines: the trace keeps each transfer's line in a byte.
    static constexpr int kMaxLines = 255;
    // The id under which install() registers a program.
    static constexpr std::string_view kCollectiveId = "program";

    // Compiles the source (a syntax check; nothing runs yet). `fileName` names it in messages
    // ("reduce.lua"). Throws ProgramError with the line for a syntax error, a program longer
    // than kMaxLines, or an `implements` that names no known collective.
    static LuaProgram compile(std::string source, std::string fileName, ProgramLimits limits = {});

    // A source longer than this is not a node program a student writes (readLuaProgramFile,
    // cubelab/luaprogramfile.h, reads no longer file).
    static constexpr std::size_t kMaxSourceBytes = std::size_t{256} << 10;

    const std::string& source() const;
    const std::string& fileName() const;
    const ProgramLimits& limits() const;

    // The collective the program says it implements (the global `implements`, a collective id
    // or lecture name; Tree_UpDo when it names none). It gives the program its inputs (a
    // broadcast's data at the root alone), its data kind, outcome, phases and figure; the
    // exercises compare with it.
    const Collective& reference() const;

    // A descriptor that runs this program: id `id`, the reference's facts, the source lines as
    // its pseudocode (so the code view marks the program's own lines), a root and two link
    // orders.
    Collective collective(std::string id = std::string(kCollectiveId)) const;

    // Runs the program on every node under the scenario's settings (scenario.algorithm is not
    // read). Throws InputError for a bad scenario and ProgramError (an EngineError) when the
    // program fails: a Lua error, a deadlock, too many instructions, too much memory.
    Trace run(const Scenario& scenario) const;

    // Registers the program as the collective "program" (LuaProgram::kCollectiveId), replacing
    // the program installed before, so that a scenario whose algorithm is "program" runs it
    // everywhere a built-in runs (the CLI's report, the GUI's panels). Not thread-safe: call it
    // while no run of an installed program is under way.
    const Collective& install() const;
    // The program installed last, or null.
    static std::shared_ptr<const LuaProgram> installed();

private:
    struct Compiled;
    explicit LuaProgram(std::shared_ptr<const Compiled> compiled);
    std::shared_ptr<const Compiled> mCompiled;
};

} // namespace cubelab
