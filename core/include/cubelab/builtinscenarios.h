#pragma once
// The scenarios CubeLab ships (resources/scenarios/*.json), compiled into the core and read
// once with the scenario file's reader. A lesson's scene names one instead of writing it out
// ("scenario": "lecture-reduce"; docs/lessons.md); its name is its file's name without ".json".

#include "cubelab/scenario.h"

#include <string_view>
#include <vector>

namespace cubelab {

// The names, in order ("exercise-broadcast-reversed", …, "lecture-reduce", …).
std::vector<std::string_view> builtinScenarioNames();
// The scenario as its file holds it (scenarioFromJson: defaults not filled in), or nullptr
// when no shipped scenario has the name (exactly as written).
const Scenario* findBuiltinScenario(std::string_view name);

} // namespace cubelab
