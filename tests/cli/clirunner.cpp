#include "clirunner.h"

#include <gtest/gtest.h>

namespace cubelab::test {

CliResult runCli(const std::vector<std::string>& arguments,
                 std::optional<std::uint64_t> outputLimit, std::optional<std::uint64_t> memoryLimit)
{
    return runProgram(CUBELAB_CLI, arguments, outputLimit, memoryLimit);
}

Json runCliJson(const std::vector<std::string>& arguments)
{
    const CliResult r = runCli(arguments);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return parseJson(r.out, "standard output");
}

} // namespace cubelab::test
