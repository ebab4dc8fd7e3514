// Scenario files: parseJson + scenarioFromJson, as readScenarioFile does after reading the
// file. A scenario that is read is written back (scenarioFileText) and read again: the
// second text must equal the first, and the scenario read back the one read (unless it
// holds a NaN, which equals nothing).

#include "cubelab/jsonio.h"
#include "fuzzcommon.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    Scenario scenario;
    if (!fuzz::accepted(
            [&] { scenario = scenarioFromJson(parseJson(text, "fuzz.json"), "fuzz.json"); }))
        return 0;

    fuzz::expectRoundTrip(
        "scenario", scenario, scenarioFileText,
        [](const std::string& written) {
            return scenarioFromJson(parseJson(written, "written.json"), "written.json");
        },
        [](const Scenario& read, const Scenario& readBack) {
            return read == readBack || scenarioFileText(read).find("NaN") != std::string::npos;
        });
    return 0;
}
