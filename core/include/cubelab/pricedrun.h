#pragma once
// A scenario run as the command line and the web page run one a user gives them: refused
// before anything runs when it cannot run, then priced on its machine. `cubelab-cli run
// --format json` and the page's cubelab.run write the same text (docs/web-page.md).

#include "cubelab/costmodel.h"
#include "cubelab/machine.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace cubelab {

struct PricedRun
{
    Trace trace;
    std::optional<Machine> machine; // the scenario's: the one it carries or its preset
    std::optional<CostResult> cost; // with a machine only
};

// Installs the program `asked` carries (LuaProgram::install: not thread-safe; a program that
// does not compile is an InputError with its line), normalizes `asked` and refuses (InputError),
// before anything runs: a machine that cannot price the cube; with `asFile` a trace whose file
// would hold more than kMaxTraceFileNumbers numbers; a built-in collective's run beyond the
// emulator's budget (a program's steps are counted by its own limits). Then runs it (its own
// program when it carries one) and prices it.
PricedRun runPriced(const Scenario& asked, bool asFile);

// The run's trace file, its "cost" filled in when it was priced, ending in a newline.
void writePricedTrace(std::ostream& out, const PricedRun& run);

// A scenario file's text, read as readScenarioFile reads a file (its size, UTF-8, the JSON, every
// field); `name` names it in messages.
Scenario scenarioFromText(std::string_view text, const std::string& name);

} // namespace cubelab
