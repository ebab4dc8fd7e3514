#pragma once
// StepClock: times one run of a node program on this rank, step by step (MPI_Wtime). Steps
// are the emulator's: the program's k-th transfer belongs to a known step, and before it the
// rank passes the ends of the steps before. With barriers every rank enters a barrier at each
// step's end, so that steps do not overlap and a step's time is the slowest rank's share of
// it; without, ranks run ahead and a step ends, for the run, when the last rank has left it.

#include <cstddef>
#include <vector>

namespace cubelab::mpi {

class StepClock
{
public:
    StepClock(std::size_t steps, bool barriers);

    // A barrier of all ranks, then the clock starts at step 0 (before the first step).
    void start();
    // The rank is about to work in `step` (1-based): the steps before it end here.
    void advanceTo(std::size_t step);
    // The program has ended on this rank: every step ends; with barriers, after the last
    // step's barrier.
    void finish();

    // This rank's share of each step: from the step's start (the barrier, or the rank's end of
    // the step before) until it moved on.
    const std::vector<double>& shares() const { return mShare; }
    // When this rank left each step, in seconds from the start.
    const std::vector<double>& ends() const { return mEnd; }
    // From the start until the rank finished (with barriers: until all had).
    double total() const { return mTotal; }

private:
    std::size_t mSteps;
    bool mBarriers;
    std::size_t mCurrent = 0;
    double mStart = 0;
    double mStepStart = 0;
    double mTotal = 0;
    std::vector<double> mShare;
    std::vector<double> mEnd;
};

} // namespace cubelab::mpi
