#pragma once
// A command line that cannot be understood: an unknown flag, a missing or malformed value.
// cubelab-cli prints it with a hint to the command's --help and exits with 2.

#include <stdexcept>

namespace cubelab::cli {

class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace cubelab::cli
