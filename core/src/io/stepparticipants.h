#pragma once
// The nodes that take part in one step of a trace (they send or receive a message), in node
// order, each with the messages it sends and receives — what the trace viewers' files draw as
// a node's slice or state. Built step by step, so a large cube needs memory for one step only.

#include "cubelab/trace.h"

#include <cstdint>
#include <vector>

namespace cubelab::detail {

class StepParticipants
{
public:
    struct Part
    {
        NodeId node = 0;
        std::vector<std::uint64_t> sends; // message indices over the whole trace
        std::vector<std::uint64_t> receives;
    };

    StepParticipants(const Trace& trace, const Step& step);

    const std::vector<Part>& parts() const { return mParts; }

private:
    std::vector<Part> mParts;
};

} // namespace cubelab::detail
