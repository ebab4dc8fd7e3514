#pragma once
// The trace file's "measured" block (docs/file-formats.md, "measured"): written after
// "linkLoad", read strictly. Private to the core.

#include "base/jsonreader.h"
#include "cubelab/jsondocument.h"
#include "cubelab/measurement.h"

#include <cstdint>
#include <string>

namespace cubelab::detail {

Json measurementToJson(const Measurement& measured);
// Reads the block at `place` of a trace with `steps` steps on `nodes` nodes.
Measurement readMeasurement(const JsonReader& reader, const Json& json, const std::string& place,
                            std::size_t steps, std::uint64_t nodes);

} // namespace cubelab::detail
