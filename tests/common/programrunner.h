#pragma once
// Runs a built program with arguments and collects its exit code, standard output and
// standard error, for the end-to-end tests (cubelab-cli, mpirun with cubelab-mpi).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubelab::test {

struct ProgramResult
{
    int exitCode = -1;
    std::string out;
    std::string err;
};

// With outputLimit, no file of the run may grow beyond that many bytes (RLIMIT_FSIZE, SIGXFSZ
// ignored): a write past it fails with EFBIG, as on a full disk. With memoryLimit, the
// program's address space is at most that many bytes (RLIMIT_AS): an allocation past it fails.
ProgramResult runProgram(const std::string& program, const std::vector<std::string>& arguments,
                         std::optional<std::uint64_t> outputLimit = std::nullopt,
                         std::optional<std::uint64_t> memoryLimit = std::nullopt);
std::string slurp(const std::string& path);

} // namespace cubelab::test
