#pragma once
// A rank's log: what the tracing library (libcubelab-trace, app/mpitrace/) recorded of one MPI
// rank of a program — its point-to-point messages, its collectives, how it ended. One text
// file a rank ("cubelab-mpi-log 1", docs/mpi-tracing.md, app/mpitrace/tracelog.h), read with
// the hardening of every file CubeLab reads: whole, or refused (FileError) with the line and
// the reason. Nothing in it is trusted: a rank that crashed leaves a log without its end, a
// damaged or forged one is refused.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// A send or a receive as the rank saw it. Peers are world ranks.
struct LoggedMessage
{
    enum class Direction : unsigned char { Send, Receive };
    Direction direction = Direction::Send;
    std::uint64_t seq = 0; // the record's place in the rank's log, from 0
    std::string kind;      // "send", "isend", "sendrecv", "recv", "irecv", … (the MPI call)
    int peer = 0;
    int tag = 0;
    std::int64_t bytes = 0; // -1: a received message that is no whole number of its datatype
    double start = 0; // seconds (the rank's MPI_Wtime): the call, or the post of a request
    double end = 0;   // its completion; below start (-1) when it never completed
    int comm = 0;     // the rank's id of the communicator (0: MPI_COMM_WORLD)
    std::string type; // "double", "float", "int", "long" or "other"
    std::vector<double> values; // the buffer's first elements (at most kMaxValues)

    static constexpr std::size_t kMaxValues = 4;
};

// One collective call: recorded as one event, not link by link.
struct LoggedCollective
{
    std::uint64_t seq = 0;
    std::string name; // "MPI_Allreduce" (the log writes "Allreduce")
    int commSize = 0;
    std::uint64_t bytes = 0;
    double start = 0;
    double end = 0;
    int comm = 0;
};

// A communicator other than MPI_COMM_WORLD: the world rank of each of its ranks, in order.
struct LoggedCommunicator
{
    int id = 0;
    std::vector<int> worldRanks;
};

struct RankLog
{
    static constexpr std::string_view kHeader = "cubelab-mpi-log 1";
    // A rank's log is at most this large (the library caps its records at a million).
    static constexpr std::uint64_t kMaxBytes = std::uint64_t{256} << 20;

    int rank = 0;
    int size = 0; // the number of ranks of MPI_COMM_WORLD
    std::vector<LoggedMessage> messages;
    std::vector<LoggedCollective> collectives;
    std::vector<LoggedCommunicator> communicators;
    bool truncated = false;          // the library stopped recording (its cap)
    std::optional<int> abortCode;    // the rank called MPI_Abort
    std::optional<double> endTime;   // MPI_Finalize was reached: the log is whole

    bool complete() const { return endTime.has_value(); }
    // The world ranks of the rank's communicator id (0: world); nullptr for an unknown id.
    const LoggedCommunicator* communicator(int id) const;
};

// Parses a log; fileName names it in errors. Throws FileError ("line L: what is wrong").
RankLog parseRankLog(std::string_view text, const std::string& fileName);
// Reads a regular file of at most kMaxBytes and parses it.
RankLog readRankLog(const std::string& path);

} // namespace cubelab
