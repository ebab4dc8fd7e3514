#pragma once
// cubelab-mpi under mpirun for the tests: oversubscribed (more ranks than cores), and as root
// with the flag Open MPI then asks for.

#include "programrunner.h"

#include <string>
#include <vector>

namespace cubelab::test {

ProgramResult mpirun(int ranks, std::vector<std::string> arguments);
// A file name in the test's temporary folder, unique to this process.
std::string tempFile(const std::string& name);

} // namespace cubelab::test
