#pragma once
// Runs the built cubelab-cli (runProgram) for the end-to-end tests.

#include "cubelab/jsonio.h"
#include "programrunner.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubelab::test {

using CliResult = ProgramResult;

// With outputLimit, no file of the run may grow beyond that many bytes (RLIMIT_FSIZE, SIGXFSZ
// ignored): a write past it fails with EFBIG, as on a full disk; memoryLimit bounds its address
// space (RLIMIT_AS).
CliResult runCli(const std::vector<std::string>& arguments,
                 std::optional<std::uint64_t> outputLimit = std::nullopt,
                 std::optional<std::uint64_t> memoryLimit = std::nullopt);
// Runs it, expects exit code 0 and parses standard output as JSON (the arguments must ask for
// JSON output themselves).
Json runCliJson(const std::vector<std::string>& arguments);

} // namespace cubelab::test
