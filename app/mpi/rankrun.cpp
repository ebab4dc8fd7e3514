#include "rankrun.h"

#include "cubelab/errors.h"

#include <algorithm>

namespace cubelab::mpi {

RankRun::RankRun(const Trace& trace, const Collective& collective, NodeId rank)
    : mTrace(trace), mCollective(collective), mRank(rank), mCheck(trace, rank)
{
    const Scenario& s = trace.scenario();
    mParams.dimension = s.dimension;
    mParams.root = static_cast<NodeId>(s.root.value_or(0));
    mParams.linkOrder = s.linkOrder;
    mParams.secondLinkOrder = s.secondLinkOrder;
    mParams.blockCount = trace.blockCount();
    mNode = std::make_unique<MpiNode>(rank, mParams, s, collective);
}

std::vector<double> RankRun::input() const
{
    return {mNode->input().begin(), mNode->input().end()};
}

StepClock RankRun::run(bool barriers, bool record)
{
    mNode->reset();
    mNode->keepRecords(record);
    Task task = mCollective.program(*mNode);
    StepClock clock(mTrace.stepCount(), barriers);
    clock.start();
    task.handle().resume();
    std::size_t k = 0;
    while (mNode->waitsForTransfer()) {
        if (k >= mCheck.schedule().size())
            throw EngineError("node " + std::to_string(mRank) + " asks for transfer " +
                              std::to_string(k + 1) + ", but the emulator's run has " +
                              std::to_string(mCheck.schedule().size()) + " for it");
        clock.advanceTo(mCheck.schedule()[k]);
        mNode->carryOutAndResume();
        ++k;
    }
    task.rethrowIfFailed();
    if (k != mCheck.schedule().size())
        throw EngineError("node " + std::to_string(mRank) + " made " + std::to_string(k) +
                          " transfers, the emulator's run " +
                          std::to_string(mCheck.schedule().size()));
    clock.finish();
    return clock;
}

std::string RankRun::check() const
{
    TraceCheck::FinalState final{mNode->state(), mNode->present(), {}};
    for (BlockId b = 0; b < mNode->blockCount(); ++b)
        final.held.push_back(mNode->holds(b) ? 1 : 0);
    return mCheck.compare(mNode->records(), final);
}

} // namespace cubelab::mpi
