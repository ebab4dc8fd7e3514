#include "io/stepparticipants.h"

#include <algorithm>
#include <tuple>

namespace cubelab::detail {

StepParticipants::StepParticipants(const Trace& trace, const Step& step)
{
    struct Role
    {
        NodeId node;
        bool receives;
        std::uint64_t message;
    };
    std::vector<Role> roles;
    roles.reserve(2 * step.messageCount);
    const auto messages = trace.messages(step);
    for (std::uint64_t i = 0; i < messages.size(); ++i) {
        roles.push_back({messages[i].from, false, step.firstMessage + i});
        roles.push_back({messages[i].to, true, step.firstMessage + i});
    }
    std::sort(roles.begin(), roles.end(), [](const Role& a, const Role& b) {
        return std::tie(a.node, a.receives, a.message) < std::tie(b.node, b.receives, b.message);
    });
    for (const Role& role : roles) {
        if (mParts.empty() || mParts.back().node != role.node)
            mParts.push_back({role.node, {}, {}});
        (role.receives ? mParts.back().receives : mParts.back().sends).push_back(role.message);
    }
}

} // namespace cubelab::detail
