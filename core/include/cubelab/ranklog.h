#pragma once
// A rank's log: what the tracing library (libcubelab-trace, app/mpitrace/) recorded of one MPI
// rank of a program — its point-to-point messages, its collectives, how it ended. One text
// file a rank ("cubelab-mpi-log 1", docs/mpi-tracing.md, app/mpitrace/tracelog.h), read with
// the hardening of every file CubeLab reads: whole, or refused (FileError) with the line and
// the reason. Nothing in it is trusted: a rank that crashed leaves a log without its end, a
// damaged or forged one is refused. A log is read line by line, in time linear in its size,
// and a run's folder of logs within the limits below, checked before any log is parsed.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cubelab {

// A send or a receive as the rank saw it. Peers are world ranks.
struct LoggedMessage
{
    enum class Direction : unsigned char
    {
        Send,
        Receive
    };
    Direction direction = Direction::Send;
    std::uint64_t seq = 0; // the record's place in the rank's log, from 0
    std::string kind;      // "send", "isend", "sendrecv", "recv", "irecv", … (the MPI call)
    int peer = 0;
    int tag = 0;
    std::int64_t bytes = 0; // -1: a received message that is no whole number of its datatype
    double start = 0;       // seconds (the rank's MPI_Wtime): the call, or the post of a request
    double end = 0;         // its completion; below start (-1) when it never completed
    int comm = 0;           // the rank's id of the communicator (0: MPI_COMM_WORLD)
    std::string type;       // "double", "float", "int", "long" or "other"
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
    // A run's logs together: what a trace of the window holds (2^21 events) takes far less.
    static constexpr std::uint64_t kMaxTotalBytes = std::uint64_t{512} << 20;
    // The most ranks a run may have: a 2^12-cube, the largest the window shows.
    static constexpr int kMaxRanks = 4096;
    // A line of a log: a comm line of kMaxRanks ranks takes about 20 KiB.
    static constexpr std::size_t kMaxLineBytes = std::size_t{64} << 10;

    int rank = 0;
    int size = 0; // the number of ranks of MPI_COMM_WORLD
    std::vector<LoggedMessage> messages;
    std::vector<LoggedCollective> collectives;
    bool truncated = false;        // the library stopped recording (its cap)
    std::optional<int> abortCode;  // the rank called MPI_Abort
    std::optional<double> endTime; // MPI_Finalize was reached: the log is whole

    bool complete() const { return endTime.has_value(); }
    // The communicators other than MPI_COMM_WORLD, in the order of their comm lines.
    const std::vector<LoggedCommunicator>& communicators() const { return mCommunicators; }
    // The rank's communicator of that id (not 0), found by its hash; nullptr for an unknown id.
    const LoggedCommunicator* communicator(int id) const;
    // Adds a communicator; false (and nothing added) when its id is there already.
    bool addCommunicator(LoggedCommunicator communicator);

private:
    std::vector<LoggedCommunicator> mCommunicators;
    std::unordered_map<int, std::size_t> mCommunicatorIndex; // id -> place in mCommunicators
};

// Parses a log; fileName names it in errors. Throws FileError ("line L: what is wrong").
RankLog parseRankLog(std::string_view text, const std::string& fileName);
// Reads a regular file of at most kMaxBytes line by line and parses it.
RankLog readRankLog(const std::string& path);
// The logs a run left in folder: rank-0.log … rank-(P-1).log, those that are there. Without
// ranks, rank-0.log's header names P. A rank that left only rank-R.log.tmp (made by the library
// at MPI_Init, renamed when the log is written) gives a log of its rank without records or end.
// Refused (FileError) before any log is parsed: no folder, P above kMaxRanks, no rank-0.log when P
// is not given, a log that is no regular file or over kMaxBytes, logs over kMaxTotalBytes together.
std::vector<RankLog> readRankLogs(const std::string& folder, std::optional<int> ranks);

} // namespace cubelab
