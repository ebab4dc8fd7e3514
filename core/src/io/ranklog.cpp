#include "cubelab/ranklog.h"

#include "cubelab/errors.h"
#include "cubelab/jsondocument.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <set>

namespace cubelab {

namespace {

// The most ranks a log may name: far above what a student's program runs on.
constexpr int kMaxRanks = 1 << 20;
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
            fail(std::string("two spaces where ") + what + " should be: fields are separated by one space");
        mPos = end + 1;
        return w;
    }

    template <typename Int>
    Int integer(const char* what, Int low, Int high)
    {
        const std::string_view w = word(what);
        Int value{};
        const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), value);
        if (error != std::errc() || end != w.data() + w.size())
            fail(std::string(what) + " must be a whole number, not '" + displayText(w, 40) + "'");
        if (value < low || value > high)
            fail(std::string(what) + " must be from " + std::to_string(low) + " to " + std::to_string(high) + ", not " +
                 std::to_string(value));
        return value;
    }

    double real(const char* what)
    {
        const std::string_view w = word(what);
        double value = 0;
        const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), value);
        if (error != std::errc() || end != w.data() + w.size() || !std::isfinite(value))
            fail(std::string(what) + " must be a finite number, not '" + displayText(w, 40) + "'");
        return value;
    }

    // The record's number: the records count 0, 1, 2 … in the order the rank made them.
    std::uint64_t sequence(std::uint64_t expected)
    {
        const auto seq = integer<std::uint64_t>("the record's number", 0, std::numeric_limits<std::uint64_t>::max());
        if (seq != expected)
            fail("the records are numbered 0, 1, 2 … in order: this one should be " + std::to_string(expected) +
                 ", not " + std::to_string(seq));
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

const std::set<std::string_view, std::less<>> kSendKinds{"send", "ssend", "bsend", "rsend", "isend", "issend",
                                                          "ibsend", "irsend", "psend", "sendrecv"};
const std::set<std::string_view, std::less<>> kReceiveKinds{"recv", "irecv", "precv", "sendrecv"};
const std::set<std::string_view, std::less<>> kTypes{"double", "float", "int", "long", "other"};

} // namespace

const LoggedCommunicator* RankLog::communicator(int id) const
{
    for (const LoggedCommunicator& c : communicators)
        if (c.id == id)
            return &c;
    return nullptr;
}

RankLog parseRankLog(std::string_view text, const std::string& fileName)
{
    checkText(text, fileName);
    RankLog log;
    std::size_t number = 0;
    std::uint64_t nextSeq = 0;
    bool haveRank = false;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            throw FileError(fileName, "line " + std::to_string(number + 1),
                            "the last line has no line end: the log was cut off while it was written");
        const std::string_view line = text.substr(pos, eol - pos);
        pos = eol + 1;
        ++number;
        LineReader in(line, number, fileName);
        if (number == 1) {
            if (line != RankLog::kHeader)
                in.fail("a rank's log starts with '" + std::string(RankLog::kHeader) + "'; this is not one");
            continue;
        }
        if (log.endTime)
            in.fail("a record after 'end', the log's last line");
        const std::string_view what = in.word("the record's name");
        if (number == 2 && what != "rank")
            in.fail("the second line says 'rank R size P'");
        if (what == "rank") {
            if (haveRank)
                in.fail("a second 'rank' line");
            log.rank = in.integer<int>("the rank", 0, kMaxRanks - 1);
            if (in.word("'size'") != "size")
                in.fail("the line says 'rank R size P'");
            log.size = in.integer<int>("the number of ranks", 1, kMaxRanks);
            in.end();
            if (log.rank >= log.size)
                in.fail("rank " + std::to_string(log.rank) + " is not below the number of ranks, " +
                        std::to_string(log.size));
            haveRank = true;
            continue;
        }
        if (!haveRank)
            in.fail("the second line says 'rank R size P'");
        if (what == "send" || what == "recv") {
            LoggedMessage m;
            m.direction = what == "send" ? LoggedMessage::Direction::Send : LoggedMessage::Direction::Receive;
            m.seq = in.sequence(nextSeq);
            m.kind = std::string(in.word("the MPI call"));
            const auto& kinds = what == "send" ? kSendKinds : kReceiveKinds;
            if (!kinds.contains(m.kind))
                in.fail("'" + displayText(m.kind, 40) + "' is no " + std::string(what) + " call the library records");
            m.peer = in.integer<int>("the peer", 0, log.size - 1);
            m.tag = in.integer<int>("the tag", 0, std::numeric_limits<int>::max());
            // -1: a received message that is no whole number of its datatype.
            m.bytes = in.integer<std::int64_t>("the bytes", -1, static_cast<std::int64_t>(kMaxMessageBytes));
            m.start = in.real("the start time");
            m.end = in.real("the end time");
            if (m.end >= 0 && m.end < m.start)
                in.fail("the end time lies before the start time");
            m.comm = in.integer<int>("the communicator", 0, kMaxRanks);
            if (m.comm != 0 && log.communicator(m.comm) == nullptr)
                in.fail("communicator " + std::to_string(m.comm) + " has no 'comm' line before it");
            m.type = std::string(in.word("the data type"));
            if (!kTypes.contains(m.type))
                in.fail("the data type is one of double, float, int, long and other, not '" + displayText(m.type, 40) + "'");
            const auto count = in.integer<std::size_t>("the number of values", 0, LoggedMessage::kMaxValues);
            for (std::size_t v = 0; v < count; ++v)
                m.values.push_back(in.real("a value"));
            in.end();
            log.messages.push_back(std::move(m));
            ++nextSeq;
        } else if (what == "coll") {
            LoggedCollective c;
            c.seq = in.sequence(nextSeq);
            // The MPI function's name without "MPI_": Allreduce, Reduce_scatter_block.
            const std::string_view name = in.word("the collective's name");
            const bool word = name.size() <= 30 && name.rfind("MPI_", 0) != 0 && std::isupper(static_cast<unsigned char>(name.front())) &&
                              std::all_of(name.begin(), name.end(), [](char ch) {
                                  return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_';
                              });
            if (!word)
                in.fail("a collective's name is an MPI function's without MPI_, such as Allreduce, not '" +
                        displayText(name, 40) + "'");
            c.name = "MPI_" + std::string(name);
            c.commSize = in.integer<int>("the communicator's size", 1, log.size);
            c.bytes = in.integer<std::uint64_t>("the bytes", 0, kMaxMessageBytes);
            c.start = in.real("the start time");
            c.end = in.real("the end time");
            if (c.end < c.start)
                in.fail("the end time lies before the start time");
            c.comm = in.integer<int>("the communicator", 0, kMaxRanks);
            if (c.comm != 0 && log.communicator(c.comm) == nullptr)
                in.fail("communicator " + std::to_string(c.comm) + " has no 'comm' line before it");
            in.end();
            log.collectives.push_back(std::move(c));
            ++nextSeq;
        } else if (what == "comm") {
            LoggedCommunicator c;
            c.id = in.integer<int>("the communicator", 1, kMaxRanks);
            if (log.communicator(c.id) != nullptr)
                in.fail("communicator " + std::to_string(c.id) + " is described twice");
            const int size = in.integer<int>("the communicator's size", 1, log.size);
            // -1: a process outside MPI_COMM_WORLD (the remote group of an intercommunicator).
            std::set<int> seen;
            for (int r = 0; r < size; ++r) {
                const int world = in.integer<int>("a world rank", -1, log.size - 1);
                if (world >= 0 && !seen.insert(world).second)
                    in.fail("world rank " + std::to_string(world) + " is twice in communicator " + std::to_string(c.id));
                c.worldRanks.push_back(world);
            }
            in.end();
            log.communicators.push_back(std::move(c));
        } else if (what == "truncated") {
            in.end();
            log.truncated = true;
        } else if (what == "abort") {
            log.abortCode = in.integer<int>("the abort code", std::numeric_limits<int>::min(),
                                            std::numeric_limits<int>::max());
            in.real("the time");
            in.end();
        } else if (what == "end") {
            log.endTime = in.real("the end time");
            in.end();
        } else {
            in.fail("unknown record '" + displayText(what, 40) +
                    "': the records are rank, comm, send, recv, coll, truncated, abort and end");
        }
    }
    if (number < 2 || !haveRank)
        throw FileError(fileName, "line " + std::to_string(number + 1),
                        "the log ends before its 'rank R size P' line");
    return log;
}

RankLog readRankLog(const std::string& path)
{
    return parseRankLog(readRegularFile(path, RankLog::kMaxBytes, "a rank's log"), path);
}

} // namespace cubelab
