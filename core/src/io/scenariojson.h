#pragma once
// What the scenario file's reader and writer share with the trace and exercise files, which
// hold a scenario inside them. Private to the core.

#include "base/jsonreader.h"
#include "cubelab/scenario.h"

#include <span>
#include <string>
#include <vector>

namespace cubelab::detail {

// Reads the scenario at `place`; `formatMandatory` false for one inside another document,
// where "format" and "version" may be left out.
Scenario readScenario(const JsonReader& reader, const Json& json, const std::string& place,
                      bool formatMandatory);

// A vector of values: numbers, and "Infinity", "-Infinity", "NaN" for what JSON lacks.
Json valuesToJson(std::span<const double> values);
Json orderToJson(const std::vector<int>& order);

} // namespace cubelab::detail
