#include "cubelab/emulator.h"

#include "cubelab/errors.h"

#include <algorithm>

namespace cubelab {

std::uint64_t Emulator::messageBound(const Scenario& scenario)
{
    const Scenario s = normalized(scenario);
    const Collective& collective = findCollective(s.algorithm);
    const std::uint64_t p = std::uint64_t{1} << s.dimension;
    const bool ring = std::any_of(collective.linkOrders.begin(), collective.linkOrders.end(),
                                  [](const LinkOrderRole& role) { return role.meaning == OrderMeaning::RingLayout; });
    const std::uint64_t stepsAPhase = ring ? p - 1 : static_cast<std::uint64_t>(s.dimension);
    return std::max<std::uint64_t>(collective.phases.size(), 1) * stepsAPhase * p;
}

void Emulator::checkRunFits(const Scenario& scenario)
{
    const Scenario s = normalized(scenario);
    const std::uint64_t messages = messageBound(s);
    if (messages > kMaxRunMessages)
        throw InputError(findCollective(s.algorithm).lectureName + " on " + std::to_string(std::uint64_t{1} << s.dimension) +
                         " nodes sends up to " + std::to_string(messages) + " messages, more than the " +
                         std::to_string(kMaxRunMessages) +
                         " a run may send (its trace would take gigabytes and minutes): choose a smaller cube");
}

} // namespace cubelab
