// Scenario files: parseJson + scenarioFromJson, as readScenarioFile does after reading the
// file. A scenario that is read is written back (scenarioFileText) and read again: the
// second text must equal the first, and the scenario read back the one read (unless it
// holds a NaN, which equals nothing).

#include "fuzzcommon.h"

#include "cubelab/jsonio.h"

#include <exception>

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    Scenario scenario;
    if (!fuzz::accepted([&] { scenario = scenarioFromJson(parseJson(text, "fuzz.json"), "fuzz.json"); }))
        return 0;

    const std::string written = scenarioFileText(scenario);
    Scenario again;
    try {
        again = scenarioFromJson(parseJson(written, "written.json"), "written.json");
    } catch (const std::exception& e) {
        fuzz::roundTripDiffers(std::string("scenario refused when read back: ") + e.what(),
                               written, "");
    }
    const std::string writtenAgain = scenarioFileText(again);
    if (writtenAgain != written)
        fuzz::roundTripDiffers("scenario", written, writtenAgain);
    if (written.find("NaN") == std::string::npos && !(again == scenario))
        fuzz::roundTripDiffers("scenario (equal texts, unequal scenarios)", written, writtenAgain);
    return 0;
}
