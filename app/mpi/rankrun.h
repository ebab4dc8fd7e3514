#pragma once
// RankRun: this rank's node program, run on MPI as often as asked. It knows from the
// emulator's trace which step each of its transfers belongs to (steps are the emulator's
// lockstep rounds), checks its own run against that trace, and times runs with a StepClock.

#include "cubelab/collective.h"
#include "cubelab/comm.h"
#include "cubelab/trace.h"
#include "mpinode.h"
#include "stepclock.h"
#include "tracecheck.h"

#include <memory>
#include <string>
#include <vector>

namespace cubelab::mpi {

class RankRun
{
public:
    RankRun(const Trace& trace, const Collective& collective, NodeId rank);

    // Runs the program once, timed; `record` keeps its transfers for check(). Collective:
    // every rank runs it at once. Each run starts the one node afresh from its input; its
    // final state stays for check().
    StepClock run(bool barriers, bool record);
    // Compares the last recorded run with the emulator's trace: empty when it sent and
    // received the same messages and ended with bit-identical values, else what differed.
    std::string check() const;
    // The node: after a run its final state, before any its input.
    const MpiNode& node() const { return *mNode; }
    // This rank's input vector (zeros where the collective gives it no data).
    std::vector<double> input() const;

private:
    const Trace& mTrace;
    const Collective& mCollective;
    NodeId mRank;
    Comm::Params mParams;
    TraceCheck mCheck; // knows the step of each of this rank's transfers
    std::unique_ptr<MpiNode> mNode;
};

} // namespace cubelab::mpi
