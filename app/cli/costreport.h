#pragma once
// The cost of a run as text: one row per step with its start, duration and what limited its
// slowest message, then the total. Printed after the lecture-style report by 'run --machine'.

#include "cubelab/costmodel.h"
#include "cubelab/machine.h"
#include "cubelab/trace.h"

#include <ostream>

namespace cubelab::cli {

class CostReport
{
public:
    CostReport(const Trace& trace, const Machine& machine, const CostResult& cost)
        : mTrace(trace), mMachine(machine), mCost(cost)
    {
    }

    void write(std::ostream& out) const;

private:
    const Trace& mTrace;
    const Machine& mMachine;
    const CostResult& mCost;
};

} // namespace cubelab::cli
