#include "cubelab/ranklog.h"

#include "base/realtext.h"
#include "cubelab/errors.h"
#include "cubelab/regularfile.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <set>

namespace cubelab {

namespace {

// A communicator's id: the library numbers them 1, 2, … in the order of first use, one for
// each comm line, and a log holds at most a million records.
constexpr int kMaxCommunicatorId = 1 << 20;
constexpr std::uint64_t kMaxMessageBytes = std::uint64_t{1} << 50;

class LineReader
{
public:
    LineReader(std::string_view line, std::size_t number, const std::string& file)
        : mLine(line), mNumber(number), mFile(file)
    {
    }

    [[noreturn]] void fail(const std::string& reason) const
    {
        throw FileError(mFile, "line " + std::to_string(mNumber), reason);
    }

    bool done() const { return mPos >= mLine.size(); }

    std::string_view word(const char* what)
    {
        if (done())
            fail(std::string("the line ends where ") + what + " should be");
        const std::size_t end = std::min(mLine.find(' ', mPos), mLine.size());
        const std::string_view w = mLine.substr(mPos, end - mPos);
        if (w.empty())
            fail(std::string("two spaces where ") + what +
                 " should be: fields are separated by one space");
        mPos = end + 1;
        return w;
    }

    template <typename Int> Int integer(const char* what, Int low, Int high)
    {
        const std::string_view w = word(what);
        Int value{};
        const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), value);
        if (error != std::errc() || end != w.data() + w.size())
            fail(std::string(what) + " must be a whole number, not '" + displayText(w, 40) + "'");
        if (value < low || value > high)
            fail(std::string(what) + " must be from " + std::to_string(low) + " to " +
                 std::to_string(high) + ", not " + std::to_string(value));
        return value;
    }

    double real(const char* what)
    {
        const std::string_view w = word(what);
        const std::optional<double> value = detail::finiteReal(w);
        if (!value)
            fail(std::string(what) + " must be a finite number, not '" + displayText(w, 40) + "'");
        return *value;
    }

    // The record's number: the records count 0, 1, 2 … in the order the rank made them.
    std::uint64_t sequence(std::uint64_t expected)
    {
        const auto seq = integer<std::uint64_t>("the record's number", 0,
                                                std::numeric_limits<std::uint64_t>::max());
        if (seq != expected)
            fail("the records are numbered 0, 1, 2 … in order: this one should be " +
                 std::to_string(expected) + ", not " + std::to_string(seq));
        return seq;
    }

    void end()
    {
        if (!done())
            fail("more fields than the record has: '" + displayText(mLine.substr(mPos), 60) + "'");
    }

private:
    std::string_view mLine;
    std::size_t mPos = 0;
    std::size_t mNumber;
    const std::string& mFile;
};

const std::set<std::string_view, std::less<>> kSendKinds{
    "send", "ssend", "bsend", "rsend", "isend", "issend", "ibsend", "irsend", "psend", "sendrecv"};
const std::set<std::string_view, std::less<>> kReceiveKinds{"recv", "irecv", "precv", "sendrecv"};
const std::set<std::string_view, std::less<>> kTypes{"double", "float", "int", "long", "other"};

std::string tooManyRanks(int ranks)
{
    return "the run has " + std::to_string(ranks) + " ranks; CubeLab reads runs of at most " +
           std::to_string(RankLog::kMaxRanks) +
           " ranks (a 2^12-cube, the largest the window shows)";
}

// Reads a log line by line: each line is parsed as it comes, and nothing but the log so far is
// kept, in time linear in the log's size (a communicator is found by its hash).
class RankLogParser
{
public:
    explicit RankLogParser(const std::string& fileName) : mFile(fileName) {}

    // The next line, without its line end.
    void line(std::string_view line);
    // The rank and size are known: the log's first two lines were read.
    bool headerRead() const { return mHaveRank; }
    // The log as read; the number of lines read names the place of an error.
    RankLog finish();
    // Refuses a log whose last line has no line end.
    [[noreturn]] void cutOff() const;

private:
    void rankLine(LineReader& in);
    void messageLine(LineReader& in, std::string_view what);
    void collectiveLine(LineReader& in);
    void communicatorLine(LineReader& in);
    int communicatorOf(LineReader& in);

    const std::string& mFile;
    RankLog mLog;
    std::size_t mNumber = 0;
    std::uint64_t mNextSeq = 0;
    bool mHaveRank = false;
};

void RankLogParser::line(std::string_view line)
{
    ++mNumber;
    LineReader in(line, mNumber, mFile);
    if (line.size() > RankLog::kMaxLineBytes)
        in.fail("the line is longer than " + bytesText(RankLog::kMaxLineBytes) +
                ", which no record of a log is");
    // The library writes numbers and names of the C locale: printable ASCII only.
    const auto bad =
        std::find_if(line.begin(), line.end(), [](char c) { return c < 0x20 || c > 0x7E; });
    if (bad != line.end()) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02X",
                      static_cast<unsigned>(static_cast<unsigned char>(*bad)));
        in.fail("column " + std::to_string(bad - line.begin() + 1) + " holds the byte " + hex +
                ": a rank's log is plain ASCII text");
    }
    if (mNumber == 1) {
        if (line != RankLog::kHeader)
            in.fail("a rank's log starts with '" + std::string(RankLog::kHeader) +
                    "'; this is not one");
        return;
    }
    if (mLog.endTime)
        in.fail("a record after 'end', the log's last line");
    const std::string_view what = in.word("the record's name");
    if (mNumber == 2 && what != "rank")
        in.fail("the second line says 'rank R size P'");
    if (what == "rank")
        return rankLine(in);
    if (!mHaveRank)
        in.fail("the second line says 'rank R size P'");
    if (what == "send" || what == "recv") {
        messageLine(in, what);
    } else if (what == "coll") {
        collectiveLine(in);
    } else if (what == "comm") {
        communicatorLine(in);
    } else if (what == "truncated") {
        in.end();
        mLog.truncated = true;
    } else if (what == "abort") {
        mLog.abortCode = in.integer<int>("the abort code", std::numeric_limits<int>::min(),
                                         std::numeric_limits<int>::max());
        in.real("the time");
        in.end();
    } else if (what == "end") {
        mLog.endTime = in.real("the end time");
        in.end();
    } else {
        in.fail("unknown record '" + displayText(what, 40) +
                "': the records are rank, comm, send, recv, coll, truncated, abort and end");
    }
}

void RankLogParser::rankLine(LineReader& in)
{
    if (mHaveRank)
        in.fail("a second 'rank' line");
    mLog.rank = in.integer<int>("the rank", 0, std::numeric_limits<int>::max() - 1);
    if (in.word("'size'") != "size")
        in.fail("the line says 'rank R size P'");
    mLog.size = in.integer<int>("the number of ranks", 1, std::numeric_limits<int>::max());
    in.end();
    if (mLog.size > RankLog::kMaxRanks)
        in.fail(tooManyRanks(mLog.size));
    if (mLog.rank >= mLog.size)
        in.fail("rank " + std::to_string(mLog.rank) + " is not below the number of ranks, " +
                std::to_string(mLog.size));
    mHaveRank = true;
}

// A record's communicator: 0 (the world), or one a comm line described before.
int RankLogParser::communicatorOf(LineReader& in)
{
    const int comm = in.integer<int>("the communicator", 0, kMaxCommunicatorId);
    if (comm != 0 && mLog.communicator(comm) == nullptr)
        in.fail("communicator " + std::to_string(comm) + " has no 'comm' line before it");
    return comm;
}

void RankLogParser::messageLine(LineReader& in, std::string_view what)
{
    LoggedMessage m;
    m.direction =
        what == "send" ? LoggedMessage::Direction::Send : LoggedMessage::Direction::Receive;
    m.seq = in.sequence(mNextSeq);
    m.kind = std::string(in.word("the MPI call"));
    const auto& kinds = what == "send" ? kSendKinds : kReceiveKinds;
    if (!kinds.contains(m.kind))
        in.fail("'" + displayText(m.kind, 40) + "' is no " + std::string(what) +
                " call the library records");
    m.peer = in.integer<int>("the peer", 0, mLog.size - 1);
    m.tag = in.integer<int>("the tag", 0, std::numeric_limits<int>::max());
    // -1: a received message that is no whole number of its datatype.
    m.bytes =
        in.integer<std::int64_t>("the bytes", -1, static_cast<std::int64_t>(kMaxMessageBytes));
    m.start = in.real("the start time");
    m.end = in.real("the end time");
    if (m.end >= 0 && m.end < m.start)
        in.fail("the end time lies before the start time");
    m.comm = communicatorOf(in);
    m.type = std::string(in.word("the data type"));
    if (!kTypes.contains(m.type))
        in.fail("the data type is one of double, float, int, long and other, not '" +
                displayText(m.type, 40) + "'");
    const auto count =
        in.integer<std::size_t>("the number of values", 0, LoggedMessage::kMaxValues);
    for (std::size_t v = 0; v < count; ++v)
        m.values.push_back(in.real("a value"));
    in.end();
    mLog.messages.push_back(std::move(m));
    ++mNextSeq;
}

void RankLogParser::collectiveLine(LineReader& in)
{
    LoggedCollective c;
    c.seq = in.sequence(mNextSeq);
    // The MPI function's name without "MPI_": Allreduce, Reduce_scatter_block.
    const std::string_view name = in.word("the collective's name");
    const bool word = name.size() <= 30 && name.rfind("MPI_", 0) != 0 &&
                      std::isupper(static_cast<unsigned char>(name.front())) &&
                      std::all_of(name.begin(), name.end(), [](char ch) {
                          return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_';
                      });
    if (!word)
        in.fail("a collective's name is an MPI function's without MPI_, such as Allreduce, not '" +
                displayText(name, 40) + "'");
    c.name = "MPI_" + std::string(name);
    c.commSize = in.integer<int>("the communicator's size", 1, mLog.size);
    c.bytes = in.integer<std::uint64_t>("the bytes", 0, kMaxMessageBytes);
    c.start = in.real("the start time");
    c.end = in.real("the end time");
    if (c.end < c.start)
        in.fail("the end time lies before the start time");
    c.comm = communicatorOf(in);
    in.end();
    mLog.collectives.push_back(std::move(c));
    ++mNextSeq;
}

void RankLogParser::communicatorLine(LineReader& in)
{
    LoggedCommunicator c;
    c.id = in.integer<int>("the communicator", 1, kMaxCommunicatorId);
    const int size = in.integer<int>("the communicator's size", 1, mLog.size);
    // -1: a process outside MPI_COMM_WORLD (the remote group of an intercommunicator).
    std::set<int> seen;
    for (int r = 0; r < size; ++r) {
        const int world = in.integer<int>("a world rank", -1, mLog.size - 1);
        if (world >= 0 && !seen.insert(world).second)
            in.fail("world rank " + std::to_string(world) + " is twice in communicator " +
                    std::to_string(c.id));
        c.worldRanks.push_back(world);
    }
    in.end();
    const int id = c.id;
    if (!mLog.addCommunicator(std::move(c)))
        in.fail("communicator " + std::to_string(id) + " is described twice");
}

void RankLogParser::cutOff() const
{
    throw FileError(mFile, "line " + std::to_string(mNumber + 1),
                    "the last line has no line end: the log was cut off while it was written");
}

RankLog RankLogParser::finish()
{
    if (!mHaveRank)
        throw FileError(mFile, "line " + std::to_string(mNumber + 1),
                        "the log ends before its 'rank R size P' line");
    return std::move(mLog);
}

// Reads a log from its file in pieces, each line parsed as it is complete: no more than a line
// and a piece are held besides the log. With headerOnly, reading stops after the header.
RankLog readRankLogFrom(RegularFile& file, bool headerOnly = false)
{
    RankLogParser parser(file.path());
    std::string pending;
    char buffer[1 << 16];
    while (const std::size_t n = file.read(buffer, sizeof buffer)) {
        std::string_view piece(buffer, n);
        for (std::size_t eol; (eol = piece.find('\n')) != std::string_view::npos;) {
            pending.append(piece.substr(0, eol));
            parser.line(pending);
            if (headerOnly && parser.headerRead())
                return parser.finish();
            pending.clear();
            piece.remove_prefix(eol + 1);
        }
        pending.append(piece);
        if (pending.size() > RankLog::kMaxLineBytes)
            parser.line(pending); // refused there: no record is that long
    }
    if (!pending.empty())
        parser.cutOff();
    return parser.finish();
}

std::string rankLogPath(const std::string& folder, int rank)
{
    return (std::filesystem::path(folder) / ("rank-" + std::to_string(rank) + ".log")).string();
}

// The library makes a rank's log as rank-R.log.tmp at MPI_Init and renames it to rank-R.log
// when it has written it: with only the first there (a file or a link, never opened here), the
// rank called MPI_Init and ended without MPI_Finalize, MPI_Abort or a fatal signal.
bool onlyStarted(const std::string& logPath)
{
    std::error_code error;
    return std::filesystem::exists(std::filesystem::symlink_status(logPath + ".tmp", error));
}

// The number of ranks rank-0.log's header names, read from its first two lines only.
int rankCountOf(const std::string& path)
{
    RegularFile file(path, RankLog::kMaxBytes, "a rank's log");
    return readRankLogFrom(file, true).size;
}

} // namespace

const LoggedCommunicator* RankLog::communicator(int id) const
{
    const auto it = mCommunicatorIndex.find(id);
    return it == mCommunicatorIndex.end() ? nullptr : &mCommunicators[it->second];
}

bool RankLog::addCommunicator(LoggedCommunicator communicator)
{
    if (!mCommunicatorIndex.emplace(communicator.id, mCommunicators.size()).second)
        return false;
    mCommunicators.push_back(std::move(communicator));
    return true;
}

RankLog parseRankLog(std::string_view text, const std::string& fileName)
{
    RankLogParser parser(fileName);
    while (!text.empty()) {
        const std::size_t eol = text.find('\n');
        if (eol == std::string_view::npos)
            parser.cutOff();
        parser.line(text.substr(0, eol));
        text.remove_prefix(eol + 1);
    }
    return parser.finish();
}

RankLog readRankLog(const std::string& path)
{
    RegularFile file(path, RankLog::kMaxBytes, "a rank's log");
    return readRankLogFrom(file);
}

std::vector<RankLog> readRankLogs(const std::string& folder, std::optional<int> ranks)
{
    std::error_code error;
    if (!std::filesystem::is_directory(folder, error))
        throw FileError(folder, "", "no such folder of rank logs");
    // Without the number of ranks (--from), the first log says it.
    if (!ranks) {
        const std::string first = rankLogPath(folder, 0);
        if (!std::filesystem::exists(first, error) && !error) {
            if (onlyStarted(first))
                throw FileError(
                    first, "",
                    "rank 0 called MPI_Init but ended without MPI_Finalize (or crashed): "
                    "only its rank-0.log.tmp is there, which the tracing library renames "
                    "when it has written the log");
            throw FileError(first, "",
                            "rank 0's log is not there: a run with the tracing library and "
                            "CUBELAB_TRACE_DIR set leaves rank-0.log … rank-(P-1).log");
        }
        ranks = rankCountOf(first);
    }
    if (*ranks > RankLog::kMaxRanks)
        throw FileError(folder, "", tooManyRanks(*ranks));
    // Every log's kind and size first, and their total: nothing is parsed of a run too large.
    std::vector<std::string> present;
    std::vector<int> started; // ranks that called MPI_Init and wrote no log
    std::uint64_t total = 0;
    for (int r = 0; r < *ranks; ++r) {
        std::string path = rankLogPath(folder, r);
        if (!std::filesystem::exists(path, error) && !error) {
            if (onlyStarted(path))
                started.push_back(r);
            continue; // a rank that did not write its log: the merge names it
        }
        total += RegularFile(path, RankLog::kMaxBytes, "a rank's log").size();
        if (total > RankLog::kMaxTotalBytes)
            throw FileError(folder, "",
                            "the logs of ranks 0 to " + std::to_string(r) + " have " +
                                bytesText(total) + " together; CubeLab reads at most " +
                                bytesText(RankLog::kMaxTotalBytes) + " of a run's logs");
        present.push_back(std::move(path));
    }
    // Read within what is left of the total: a log that grew since is cut off there.
    std::vector<RankLog> logs;
    logs.reserve(present.size());
    std::uint64_t left = RankLog::kMaxTotalBytes;
    for (const std::string& path : present) {
        RegularFile file(path, std::min(RankLog::kMaxBytes, left), "a rank's log");
        logs.push_back(readRankLogFrom(file));
        left -= file.bytesRead();
    }
    for (int r : started) {
        RankLog log; // without its end, as the merge says
        log.rank = r;
        log.size = *ranks;
        logs.push_back(std::move(log));
    }
    return logs;
}

} // namespace cubelab
