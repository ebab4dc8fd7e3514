#pragma once
// Machine files (format "cubelab-machine", version 1) to and from JSON. Reading is all or
// nothing: any problem throws FileError with the file, the JSON pointer and the reason.

#include "cubelab/machine.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <string_view>

namespace cubelab {

// `file` only names the source in error messages.
Machine machineFromJson(const nlohmann::json& json, const std::string& file = {});
// Parses text; a syntax error is reported as line:column.
Machine parseMachine(std::string_view text, const std::string& file = {});
Machine readMachineFile(const std::filesystem::path& path);

nlohmann::json machineToJson(const Machine& machine);

// A preset id, or the path of a machine file (anything that is not a preset id and names an
// existing file, or ends in .json).
Machine loadMachine(const std::string& idOrFile);

} // namespace cubelab
