#include "cubelab/pricedrun.h"

#include "cubelab/costjson.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/scenarioprogram.h"

namespace cubelab {

PricedRun runPriced(const Scenario& asked, bool asFile)
{
    // A program the scenario carries is the collective "program" it names.
    try {
        ScenarioProgram::install(asked);
    } catch (const ProgramError& e) {
        throw InputError(e.what());
    }
    const Scenario scenario = normalized(asked);
    std::optional<Machine> machine = scenario.inlineMachine;
    if (!machine && !scenario.machine.empty())
        machine = findMachine(scenario.machine);
    if (machine)
        checkMachineFits(*machine, scenario.dimension);
    if (asFile)
        checkTraceFileFits(scenario);
    if (scenario.algorithm != LuaProgram::kCollectiveId)
        Emulator::checkRunFits(scenario);

    PricedRun run{ScenarioProgram::run(scenario), std::move(machine), std::nullopt};
    if (run.machine)
        run.cost = CostModel::evaluate(run.trace, *run.machine);
    return run;
}

void writePricedTrace(std::ostream& out, const PricedRun& run)
{
    Json json = traceToJson(run.trace);
    const JsonDismantler dismantle(json); // no memory needed to let it go
    if (run.cost)
        json["cost"] = costToJson(*run.cost);
    writeJsonText(out, json);
    out << '\n';
}

Scenario scenarioFromText(std::string_view text, const std::string& name)
{
    const std::uint64_t limit = maxDocumentBytes(DocumentKind::Scenario);
    if (text.size() > limit)
        throw FileError(name, "",
                        "is " + std::to_string(text.size()) +
                            " bytes; a scenario file has at most " + std::to_string(limit));
    checkText(text, name);
    return scenarioFromJson(parseJson(text, name), name);
}

} // namespace cubelab
