#pragma once
// TracedRun: an MPI program's run as its ranks' logs tell it, merged into messages and logical
// steps by mergeRankLogs (cubelab/rankmerge.h, docs/mpi-tracing.md):
// - each send is matched to a receive first-in-first-out per (communicator, source,
//   destination, tag), as MPI orders them;
// - a message's step is one more than the latest step of the messages its sender had sent or
//   received before it (the logical time of Isaacs et al., "Combing the communication
//   hairball", 2014, used by Ravel): a reduce's tree comes out as the lecture's steps a), b), c)
//   whatever the ranks' clocks said;
// - a collective call is one event of all its ranks, one step after the latest step any of
//   them had reached, and the ranks go on from it;
// - rank r is node r of the 2^n-cube, and each message is classified by the links whose bits
//   its source and destination differ in: one link, a neighbour message; more, a message
//   between nodes that are no neighbours, which would cross all of them.
// The merge refuses (InputError, saying what happened) logs that are not one whole run: a
// rank missing, a rank that crashed or called MPI_Abort, a log the library cut short, a message
// sent and never received or received and never sent, logs that contradict each other.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cubelab {

struct TracedMessage
{
    int from = 0; // world ranks = nodes
    int to = 0;
    int tag = 0;
    std::uint64_t bytes = 0;
    std::string sendCall;    // "send", "isend", "sendrecv", …
    std::string receiveCall; // "recv", "irecv", "sendrecv", …
    double sendStart = 0;    // each on its own rank's clock, seconds
    double sendEnd = 0;
    double receiveStart = 0;
    double receiveEnd = 0;
    std::string type;           // "double", "float", "int", "long", "other"
    std::vector<double> values; // the send buffer's first elements, as sent
    std::size_t step = 0;       // the logical step, from 1
    std::vector<int> links;     // the links (1 = bit 0) its nodes differ in, ascending

    bool neighbour() const { return links.size() == 1; }
};

struct TracedCollective
{
    std::string name;        // "MPI_Allreduce"
    std::vector<int> ranks;  // world ranks, in the communicator's order
    std::uint64_t bytes = 0; // the largest contribution of a rank
    double start = 0;        // the earliest start and the latest end over the ranks
    double end = 0;
    std::size_t step = 0;
};

struct TracedRun
{
    int ranks = 0;
    int dimension = 0;                   // ranks = 2^dimension
    std::vector<TracedMessage> messages; // by step, then by sender, then by the sender's order
    std::vector<TracedCollective> collectives; // by step
    std::size_t stepCount = 0;

    // The messages and collectives of step k (1-based), found by halving: the lists are by step.
    std::vector<const TracedMessage*> messagesIn(std::size_t step) const;
    std::vector<const TracedCollective*> collectivesIn(std::size_t step) const;
    // The neighbour messages each link 1..n carried (a non-neighbour message is on none), as
    // Trace::linkLoads counts them; index link - 1.
    std::vector<std::uint64_t> messagesPerLink() const;
};

} // namespace cubelab
