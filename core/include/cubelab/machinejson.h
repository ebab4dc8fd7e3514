#pragma once
// Machine files (format "cubelab-machine", version 1) to and from JSON. Reading is all or
// nothing: any problem throws FileError with the file, the JSON pointer and the reason.

#include "cubelab/machine.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cubelab {

// `file` only names the source in error messages; `place` is where the machine object sits
// in it (a JSON pointer such as /machine for a machine inside a scenario; empty for a file).
Machine machineFromJson(const nlohmann::ordered_json& json, const std::string& file = {},
                        const std::string& place = {});
// Parses text; a syntax error is reported as "line L, column C".
Machine parseMachine(std::string_view text, const std::string& file = {});
Machine readMachineFile(const std::filesystem::path& path);
// Checks the machine, then writes it atomically (the old file stays if anything fails).
void writeMachineFile(const std::string& path, const Machine& machine);

// Fields in the documented order.
nlohmann::ordered_json machineToJson(const Machine& machine);

// A preset id, or the path of a machine file (anything that is not a preset id and names an
// existing file, or ends in .json).
Machine loadMachine(const std::string& idOrFile);

} // namespace cubelab
