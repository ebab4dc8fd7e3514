// What cubelab.run does in the page, natively: a scenario file's text read, run, priced and
// written as the trace file's text (runPriced, writePricedTrace), for the scenarios of
// web/bench/scenarios.json. web/bench/engine.mjs runs the same texts through the WebAssembly
// engine; the ratio of the two is the page's cost over the program's (docs/performance.md,
// "The engine in the page").

#include "cubelab/jsondocument.h"
#include "cubelab/pricedrun.h"

#include <benchmark/benchmark.h>
#include <sstream>

using namespace cubelab;

namespace {

void runScenarioText(benchmark::State& state, const std::string& text)
{
    for (auto _ : state) {
        std::ostringstream out;
        writePricedTrace(out, runPriced(scenarioFromText(text, "scenario"), true));
        benchmark::DoNotOptimize(out.str().size());
    }
}

// Registered before main runs: one benchmark a scenario, named BM_ScenarioRun/<name>.
const bool registered = [] {
    const Json scenarios = readJsonFile(
        std::string(CUBELAB_SOURCE_DIR) + "/web/bench/scenarios.json", DocumentKind::Scenario);
    for (const Json& entry : scenarios) {
        const std::string name = entry.at("name").get<std::string>();
        benchmark::RegisterBenchmark(("BM_ScenarioRun/" + name).c_str(), runScenarioText,
                                     entry.at("scenario").dump())
            ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

} // namespace
