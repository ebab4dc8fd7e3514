#pragma once
// StepTimes: when each step of a trace starts and how long it lasts, for the files that trace
// viewers read (chrometrace.h, pajetrace.h). Either the cost model's time of each step on a
// machine (CostResult, in seconds, as `cubelab-cli run --machine` prints it), or logical time:
// every step one unit long, one after another (docs/trace-viewers.md).

#include "cubelab/costmodel.h"
#include "cubelab/trace.h"

#include <cstddef>
#include <string>
#include <vector>

namespace cubelab {

class StepTimes
{
public:
    // Step k (1-based) spans [k-1, k) units.
    static StepTimes logical(const Trace& trace);
    // The cost model's spans; throws InputError when costs is not of this trace (another
    // number of steps).
    static StepTimes machine(const Trace& trace, const CostResult& costs);

    bool isLogical() const { return mMachine.empty(); }
    // The machine's id; empty for logical time.
    const std::string& machineId() const { return mMachine; }
    // Step k, 1-based: start and duration in seconds (logical: in steps).
    double start(std::size_t step) const { return mStart[step - 1]; }
    double duration(std::size_t step) const { return mDuration[step - 1]; }
    double end() const { return mStart.empty() ? 0.0 : mStart.back() + mDuration.back(); }

private:
    std::string mMachine;
    std::vector<double> mStart;
    std::vector<double> mDuration;
};

} // namespace cubelab
