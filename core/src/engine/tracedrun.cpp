#include "cubelab/tracedrun.h"

#include <algorithm>

namespace cubelab {

namespace {

// Orders a run's messages and collectives, which are listed by step, against a step.
struct StepOrder
{
    template <class Event> bool operator()(const Event& e, std::size_t step) const
    {
        return e.step < step;
    }
    template <class Event> bool operator()(std::size_t step, const Event& e) const
    {
        return step < e.step;
    }
};

} // namespace

std::vector<const TracedMessage*> TracedRun::messagesIn(std::size_t step) const
{
    // By step: the step's messages are one run of them, found by halving.
    const auto [first, last] =
        std::equal_range(messages.begin(), messages.end(), step, StepOrder{});
    std::vector<const TracedMessage*> in;
    for (auto it = first; it != last; ++it)
        in.push_back(&*it);
    return in;
}

std::vector<const TracedCollective*> TracedRun::collectivesIn(std::size_t step) const
{
    const auto [first, last] =
        std::equal_range(collectives.begin(), collectives.end(), step, StepOrder{});
    std::vector<const TracedCollective*> in;
    for (auto it = first; it != last; ++it)
        in.push_back(&*it);
    return in;
}

std::vector<std::uint64_t> TracedRun::messagesPerLink() const
{
    std::vector<std::uint64_t> load(static_cast<std::size_t>(dimension), 0);
    for (const TracedMessage& m : messages)
        if (m.neighbour())
            ++load[static_cast<std::size_t>(m.links.front() - 1)];
    return load;
}

} // namespace cubelab
