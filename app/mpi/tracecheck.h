#pragma once
// TraceCheck: whether one node's run on MPI did what the emulator's trace says the node does —
// the same messages in the same steps (partner, link, blocks, each way) and bit-identical
// final values. Pure: it compares what a rank recorded with the trace.

#include "cubelab/trace.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cubelab::mpi {

class TraceCheck
{
public:
    // One transfer as a rank carried it out.
    struct Transfer
    {
        int sendLink = 0;    // 0: nothing sent
        int receiveLink = 0; // 0: nothing received
        std::vector<BlockId> sentBlocks;
        std::vector<BlockId> receivedBlocks;
    };
    // A node's state at the end: its vector, whether it holds data, and (a block collective)
    // which blocks it holds.
    struct FinalState
    {
        std::span<const double> elements;
        bool present = false;
        std::vector<std::uint8_t> held; // p entries; empty for a whole-vector collective
    };

    TraceCheck(const Trace& trace, NodeId node);

    // The step of each of the node's transfers, in order: the steps it sends or receives in.
    const std::vector<std::size_t>& schedule() const { return mSchedule; }
    // Empty when the node did what the trace says, else what differed first ("in step b) it
    // sent to 2 on link 1; the emulator's node sent to 2 on link 2").
    std::string compare(std::span<const Transfer> transfers, const FinalState& final) const;
    // What the trace says the node's transfers were (what compare() accepts).
    std::vector<Transfer> expectedTransfers() const;

private:
    const Trace& mTrace;
    NodeId mNode;
    std::vector<std::size_t> mSchedule;
};

} // namespace cubelab::mpi
