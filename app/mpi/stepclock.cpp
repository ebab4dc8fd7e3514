#include "stepclock.h"

#include <mpi.h>

namespace cubelab::mpi {

StepClock::StepClock(std::size_t steps, bool barriers)
    : mSteps(steps), mBarriers(barriers), mShare(steps, 0.0), mEnd(steps, 0.0)
{
}

void StepClock::start()
{
    MPI_Barrier(MPI_COMM_WORLD);
    mStart = mStepStart = MPI_Wtime();
    mCurrent = 0;
}

void StepClock::advanceTo(std::size_t step)
{
    while (mCurrent < step) {
        if (mCurrent >= 1) {
            const double now = MPI_Wtime();
            mShare[mCurrent - 1] = now - mStepStart;
            mEnd[mCurrent - 1] = now - mStart;
            // The start's barrier already stands before step 1.
            if (mBarriers)
                MPI_Barrier(MPI_COMM_WORLD);
        }
        ++mCurrent;
        mStepStart = MPI_Wtime();
    }
}

void StepClock::finish()
{
    advanceTo(mSteps + 1);
    mTotal = mBarriers || mSteps == 0 ? MPI_Wtime() - mStart : mEnd[mSteps - 1];
}

} // namespace cubelab::mpi
