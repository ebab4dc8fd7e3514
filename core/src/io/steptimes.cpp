#include "cubelab/steptimes.h"

#include "cubelab/errors.h"

namespace cubelab {

StepTimes StepTimes::logical(const Trace& trace)
{
    StepTimes times;
    for (std::size_t k = 0; k < trace.stepCount(); ++k) {
        times.mStart.push_back(static_cast<double>(k));
        times.mDuration.push_back(1.0);
    }
    return times;
}

StepTimes StepTimes::machine(const Trace& trace, const CostResult& costs)
{
    if (costs.steps.size() != trace.stepCount())
        throw InputError("the costs are for " + std::to_string(costs.steps.size()) +
                         " steps, the trace has " + std::to_string(trace.stepCount()));
    StepTimes times;
    times.mMachine = costs.machine.empty() ? std::string("machine") : costs.machine;
    for (const StepCost& step : costs.steps) {
        times.mStart.push_back(step.start);
        times.mDuration.push_back(step.duration);
    }
    return times;
}

} // namespace cubelab
