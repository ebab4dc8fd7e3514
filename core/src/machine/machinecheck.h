#pragma once
// The one place that knows what makes a machine valid. The struct-level validate() and the
// file reader both ask it, so a file and a machine built in code obey the same rules.

#include "cubelab/machine.h"

#include <optional>
#include <string>

namespace cubelab::detail {

struct MachineProblem
{
    std::string place; // a JSON pointer into the machine's file form, e.g. /linkClasses/1/bandwidth
    std::string reason; // what is wrong and what is allowed
};

std::optional<MachineProblem> findProblem(const Machine& machine);

// The longest a machine may make the largest run it allows, in seconds.
inline constexpr double kMaxMachineSeconds = 1e100;

} // namespace cubelab::detail
