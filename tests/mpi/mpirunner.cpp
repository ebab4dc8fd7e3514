#include "mpirunner.h"

#include <gtest/gtest.h>
#include <unistd.h>

namespace cubelab::test {

ProgramResult mpirun(int ranks, std::vector<std::string> arguments)
{
    // More ranks than cores; as root Open MPI starts only when told that it is meant.
    std::vector<std::string> all{"--oversubscribe", "-np", std::to_string(ranks)};
    if (::geteuid() == 0)
        all.push_back("--allow-run-as-root");
    all.push_back(CUBELAB_MPI);
    all.insert(all.end(), arguments.begin(), arguments.end());
    return runProgram(CUBELAB_MPIEXEC, all);
}

std::string tempFile(const std::string& name)
{
    return testing::TempDir() + "/cubelab-mpi-test-" + std::to_string(::getpid()) + "-" + name;
}

} // namespace cubelab::test
