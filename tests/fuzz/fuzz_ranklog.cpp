// A rank's log of a traced MPI program: parseRankLog(text, file), as readRankLog does after
// reading the file; a log it accepts is merged (alone, and beside a second rank's log that
// answers each of its sends and sends what it receives), which must accept it or refuse it
// with a message, never crash or hang. The work is bounded by the input's length: a log names
// at most RankLog::kMaxRanks ranks (the partners are at most 64 logs), is read in time linear
// in its length and merged in n log n. tests/fuzz/ranklog.dict has the format's words; the
// seeds a log of many communicators, one without its end, ranks at and beyond the limit.

#include "cubelab/ranklog.h"
#include "cubelab/rankmerge.h"
#include "cubelab/tracedrun.h"
#include "fuzzcommon.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    RankLog log;
    if (!fuzz::accepted([&] { log = parseRankLog(text, "rank-0.log"); }))
        return 0;
    fuzz::accepted([&] { mergeRankLogs({log}); });
    // A partner: every rank but this one answers each message of the log with its mirror.
    std::vector<RankLog> logs(static_cast<std::size_t>(std::min(log.size, 64)));
    for (int r = 0; r < static_cast<int>(logs.size()); ++r) {
        logs[static_cast<std::size_t>(r)].rank = r;
        logs[static_cast<std::size_t>(r)].size = log.size;
        logs[static_cast<std::size_t>(r)].endTime = 1.0;
    }
    if (log.rank < static_cast<int>(logs.size())) {
        for (const LoggedMessage& m : log.messages) {
            if (m.peer >= static_cast<int>(logs.size()) || m.comm != 0)
                continue;
            LoggedMessage mirror = m;
            mirror.peer = log.rank;
            mirror.direction = m.direction == LoggedMessage::Direction::Send
                                   ? LoggedMessage::Direction::Receive
                                   : LoggedMessage::Direction::Send;
            RankLog& other = logs[static_cast<std::size_t>(m.peer)];
            mirror.seq = other.messages.size() + other.collectives.size();
            other.messages.push_back(mirror);
        }
        logs[static_cast<std::size_t>(log.rank)] = log;
        fuzz::accepted([&] { mergeRankLogs(logs); });
    }
    return 0;
}
