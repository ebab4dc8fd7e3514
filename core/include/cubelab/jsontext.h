#pragma once
// JSON as CubeLab writes every file (scenario, trace, machine): indented by two spaces, but an
// array of numbers and an object of plain fields (a message, a node's value) that fits on a
// line stays on one line, as in the documentation.

#include "cubelab/jsondocument.h"

#include <ostream>

namespace cubelab {

void writeJsonText(std::ostream& out, const Json& json);

} // namespace cubelab
