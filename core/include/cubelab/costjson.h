#pragma once
// A run's cost (cubelab/costmodel.h) as JSON: the "cost" field of a trace file.

#include "cubelab/costmodel.h"

#include <nlohmann/json.hpp>

namespace cubelab {

// {"machine", "elements", "steps": [{"index", "start", "duration", …}], "total"}, in seconds.
nlohmann::ordered_json costToJson(const CostResult& cost);

} // namespace cubelab
