#pragma once
// ScenarioProgram: the node program a scenario carries (Scenario::program, for the algorithm
// "program"), so that a scenario or trace file of a program run reads, runs and shows on its
// own (docs/file-formats.md, "program"). The readers compile it to check the file against it;
// cubelab-cli, cubelab-mpi and the window install it before they run or show the scenario.

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/luaprogram.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <cstddef>

namespace cubelab {

class ScenarioProgram
{
public:
    // The longest file name a file may carry with its program.
    static constexpr std::size_t kMaxFileNameBytes = 255;

    // Whether the scenario carries a program that runs: one, with the algorithm "program" (a
    // scenario edited to another algorithm may still hold the program it ran before).
    static bool carries(const Scenario& scenario);
    // What a scenario carries of this program.
    static ProgramText textOf(const LuaProgram& program);
    // Compiles the text. Throws ProgramError (with the line) as LuaProgram::compile does, and
    // for a file name or source that is too long or holds control characters (binary).
    static LuaProgram compile(const ProgramText& text, ProgramLimits limits = {});

    // The collective the scenario runs: its own program's when it carries one (compiled, not
    // installed), else the registry's. Throws as compile() and findCollective() do.
    static Collective collectiveOf(const Scenario& scenario);
    // Installs the scenario's program (compiled afresh); nothing for a scenario without one.
    // Not thread-safe (LuaProgram::install).
    static void install(const Scenario& scenario);
    // The scenario's trace: its own program run when it carries one (nothing is installed, so
    // this may run in any thread), else the emulator's run. options.cancel stops either: it
    // becomes the program's ProgramLimits cancel (ProgramError with the node and the line),
    // or the emulator's (EngineError).
    static Trace run(const Scenario& scenario, const RunOptions& options = {});
};

} // namespace cubelab
