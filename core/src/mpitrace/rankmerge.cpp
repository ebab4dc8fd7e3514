#include "cubelab/rankmerge.h"

#include "cubelab/errors.h"
#include "cubelab/hypercube.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <queue>
#include <tuple>
#include <utility>

namespace cubelab {

namespace {

std::string rankName(int rank)
{
    return "rank " + std::to_string(rank);
}

// The world ranks of a rank's communicator: what identifies it across the ranks' logs.
std::vector<int> membersOf(const RankLog& log, int comm)
{
    if (comm == 0) {
        std::vector<int> world(static_cast<std::size_t>(log.size));
        for (int r = 0; r < log.size; ++r)
            world[static_cast<std::size_t>(r)] = r;
        return world;
    }
    return log.communicator(comm)->worldRanks; // the reader checked that it is there
}

// Communicators by their members, numbered once in the order they are first met (0:
// MPI_COMM_WORLD), so that a channel's key is small however many ranks a communicator has.
// A rank's communicator is looked up by its members once, then by its place in the rank's log.
class Communicators
{
public:
    explicit Communicators(const std::vector<const RankLog*>& byRank) : mKnown(byRank.size())
    {
        for (std::size_t r = 0; r < byRank.size(); ++r)
            mKnown[r].assign(byRank[r]->communicators().size(), 0);
    }

    int idOf(const RankLog& log, int comm)
    {
        if (comm == 0)
            return 0;
        const LoggedCommunicator* c = log.communicator(comm); // the reader checked that it is there
        int& known = mKnown[static_cast<std::size_t>(log.rank)]
                           [static_cast<std::size_t>(c - log.communicators().data())];
        if (known == 0)
            known = mIds.emplace(c->worldRanks, static_cast<int>(mIds.size()) + 1).first->second;
        return known;
    }

private:
    std::map<std::vector<int>, int> mIds;
    std::vector<std::vector<int>> mKnown; // each rank's communicators' ids by place; 0: not met yet
};

using ChannelKey = std::tuple<int, int, int, int>; // communicator, from, to, tag

// A send or a receive on its channel: the message rank's log holds at index.
struct Endpoint
{
    ChannelKey channel;
    int rank;
    std::size_t index;
};

void sortByChannel(std::vector<Endpoint>& endpoints)
{
    // Then by rank and index: a channel's sends in their sender's order, its receives in their
    // receiver's (a channel has one sender and one receiver).
    std::sort(endpoints.begin(), endpoints.end(), [](const Endpoint& a, const Endpoint& b) {
        return std::tie(a.channel, a.rank, a.index) < std::tie(b.channel, b.rank, b.index);
    });
}

// One event of a rank, in its log's order.
struct Event
{
    enum class Kind
    {
        Send,
        Receive,
        Collective
    } kind;
    std::size_t index; // into the rank's messages or collectives
};

// The sends (or the receives) of every rank on their channels, in the ranks' order.
std::vector<Endpoint> endpointsOf(const std::vector<const RankLog*>& byRank,
                                  Communicators& communicators, LoggedMessage::Direction direction)
{
    const bool sends = direction == LoggedMessage::Direction::Send;
    std::vector<Endpoint> endpoints;
    for (const RankLog* log : byRank)
        for (std::size_t i = 0; i < log->messages.size(); ++i) {
            const LoggedMessage& m = log->messages[i];
            if (m.direction == direction)
                endpoints.push_back({{communicators.idOf(*log, m.comm), sends ? log->rank : m.peer,
                                      sends ? m.peer : log->rank, m.tag},
                                     log->rank,
                                     i});
        }
    return endpoints;
}

// Every receive matched to its send ({rank, index} in the sender's log): the k-th receive of
// a channel takes the k-th send. Sorted by channel, the matching is one walk. Throws when a
// receive has no send, its size differs from the send's (the first such receive in the ranks'
// order), or a send is never received (on the first such channel).
std::vector<std::vector<std::pair<int, std::size_t>>>
matchMessages(const std::vector<const RankLog*>& byRank, Communicators& communicators)
{
    std::vector<Endpoint> sends =
        endpointsOf(byRank, communicators, LoggedMessage::Direction::Send);
    std::vector<Endpoint> receives =
        endpointsOf(byRank, communicators, LoggedMessage::Direction::Receive);
    std::vector<std::vector<std::pair<int, std::size_t>>> sendOfReceive(
        byRank.size()); // {-1, 0}: none
    for (const RankLog* log : byRank)
        sendOfReceive[static_cast<std::size_t>(log->rank)].assign(log->messages.size(), {-1, 0});
    sortByChannel(sends);
    sortByChannel(receives);
    std::optional<std::pair<std::size_t, std::size_t>>
        unreceived; // the first channel's first send left, and how many
    for (std::size_t s = 0, r = 0; s < sends.size() || r < receives.size();) {
        const ChannelKey channel =
            r == receives.size() || (s < sends.size() && sends[s].channel < receives[r].channel)
                ? sends[s].channel
                : receives[r].channel;
        std::size_t sent = 0;
        while (s + sent < sends.size() && sends[s + sent].channel == channel)
            ++sent;
        std::size_t received = 0;
        while (r + received < receives.size() && receives[r + received].channel == channel)
            ++received;
        for (std::size_t k = 0; k < std::min(sent, received); ++k) {
            const Endpoint& receive = receives[r + k];
            sendOfReceive[static_cast<std::size_t>(receive.rank)][receive.index] = {
                sends[s + k].rank, sends[s + k].index};
        }
        if (sent > received && !unreceived)
            unreceived = {s + received, sent - received};
        s += sent;
        r += received;
    }
    for (const RankLog* log : byRank)
        for (std::size_t i = 0; i < log->messages.size(); ++i) {
            const LoggedMessage& r = log->messages[i];
            if (r.direction != LoggedMessage::Direction::Receive)
                continue;
            const auto [from, index] = sendOfReceive[static_cast<std::size_t>(log->rank)][i];
            if (from < 0)
                throw InputError(rankName(log->rank) + " received a message from rank " +
                                 std::to_string(r.peer) + " (tag " + std::to_string(r.tag) +
                                 ") that rank " + std::to_string(r.peer) +
                                 "'s log never sent: the logs contradict each other");
            const LoggedMessage& s = byRank[static_cast<std::size_t>(from)]->messages[index];
            if (s.bytes >= 0 && r.bytes >= 0 && s.bytes != r.bytes)
                throw InputError(rankName(log->rank) + " received " + std::to_string(r.bytes) +
                                 " bytes from rank " + std::to_string(from) + ", which sent " +
                                 std::to_string(s.bytes) + ": the logs contradict each other");
        }
    if (unreceived) {
        const auto [first, count] = *unreceived;
        const int from = sends[first].rank;
        const LoggedMessage& s =
            byRank[static_cast<std::size_t>(from)]->messages[sends[first].index];
        throw InputError(rankName(from) + " sent a message to rank " + std::to_string(s.peer) +
                         " (tag " + std::to_string(s.tag) + ", " + std::to_string(s.bytes) +
                         " bytes) that rank " + std::to_string(s.peer) + " never received" +
                         (count > 1
                              ? " (and " + std::to_string(count - 1) + " more on that channel)"
                              : std::string()));
    }

    return sendOfReceive;
}

} // namespace

TracedRun mergeRankLogs(const std::vector<RankLog>& logs)
{
    if (logs.empty())
        throw InputError(
            "no rank left a log: the program did not start under the tracing library, ended "
            "before MPI_Init, or ended without MPI_Finalize (a rank writes its log at "
            "MPI_Finalize, "
            "MPI_Abort or a crash)");
    const int size = logs.front().size;
    std::vector<const RankLog*> byRank(static_cast<std::size_t>(size), nullptr);
    for (const RankLog& log : logs) {
        if (log.size != size)
            throw InputError("the logs disagree on the number of ranks: " + std::to_string(size) +
                             " and " + std::to_string(log.size));
        if (byRank[static_cast<std::size_t>(log.rank)] != nullptr)
            throw InputError("two logs of " + rankName(log.rank));
        byRank[static_cast<std::size_t>(log.rank)] = &log;
    }
    // What ended the run first: an abort says more than the ranks it took down with it.
    for (const RankLog* log : byRank)
        if (log != nullptr && log->abortCode)
            throw InputError(rankName(log->rank) + " called MPI_Abort (error code " +
                             std::to_string(*log->abortCode) + "): the run did not finish");
    std::vector<int> missing;
    for (int r = 0; r < size; ++r)
        if (byRank[static_cast<std::size_t>(r)] == nullptr)
            missing.push_back(r);
    if (!missing.empty()) {
        std::string list;
        for (std::size_t i = 0; i < std::min<std::size_t>(missing.size(), 10); ++i)
            list += (list.empty() ? "" : ", ") + std::to_string(missing[i]);
        if (missing.size() > 10)
            list += ", …";
        throw InputError(
            "the logs of " + std::to_string(missing.size()) + " of " + std::to_string(size) +
            " ranks are missing (" + list +
            "): those ranks ended without MPI_Finalize, or crashed or "
            "were killed before they could write them; no trace of a part of a run is made");
    }
    for (const RankLog* log : byRank) {
        if (!log->complete())
            throw InputError(rankName(log->rank) +
                             " called MPI_Init but ended without MPI_Finalize (or crashed): "
                             "its log has no end");
        if (log->truncated)
            throw InputError(rankName(log->rank) +
                             " made more messages than the tracing library records (a "
                             "million a rank): the log was cut short");
    }
    int dimension = 0;
    while ((1 << dimension) < size)
        ++dimension;
    if ((1 << dimension) != size)
        throw InputError("the program ran on " + std::to_string(size) +
                         " ranks; a hypercube has 2^n nodes (1, 2, 4, "
                         "8, 16 …): run it with -np a power of two");

    Communicators communicators(byRank);
    const auto sendOfReceive = matchMessages(byRank, communicators);

    TracedRun run;
    run.ranks = size;
    run.dimension = dimension;
    std::vector<std::vector<Event>> events(static_cast<std::size_t>(size));
    for (const RankLog* log : byRank) {
        // A log's records are in its order (seq); messages and collectives merged by seq.
        std::size_t m = 0;
        std::size_t c = 0;
        auto& list = events[static_cast<std::size_t>(log->rank)];
        while (m < log->messages.size() || c < log->collectives.size()) {
            const bool message =
                c >= log->collectives.size() ||
                (m < log->messages.size() && log->messages[m].seq < log->collectives[c].seq);
            if (message) {
                list.push_back({log->messages[m].direction == LoggedMessage::Direction::Send
                                    ? Event::Kind::Send
                                    : Event::Kind::Receive,
                                m});
                ++m;
            } else {
                list.push_back({Event::Kind::Collective, c++});
            }
        }
    }

    // The collectives: the k-th call on a communicator at each of its ranks is one call.
    std::vector<std::vector<std::pair<int, std::size_t>>> callOfCollective(
        static_cast<std::size_t>(size));
    for (const RankLog* log : byRank) {
        std::map<int, std::size_t> count;
        for (const LoggedCollective& c : log->collectives) {
            const int members =
                c.comm == 0 ? log->size
                            : static_cast<int>(log->communicator(c.comm)->worldRanks.size());
            if (members != c.commSize)
                throw InputError(rankName(log->rank) + "'s " + c.name +
                                 " names a communicator of " + std::to_string(c.commSize) +
                                 " ranks, which has " + std::to_string(members) +
                                 ": the log contradicts itself");
            const int comm = communicators.idOf(*log, c.comm);
            const std::size_t k = count[comm]++;
            callOfCollective[static_cast<std::size_t>(log->rank)].emplace_back(comm, k);
        }
    }

    // Logical steps: walk the ranks' events, each rank as far as what it waits for is known
    // (a receive its send's step, a collective every member's arrival). The ranks are walked in
    // passes, in rank order, while one of them gets on; a rank that waits is walked again once
    // what it waits for is known: in the same pass when it comes after the rank that made it
    // known, else in the next. So each event is walked once, and the run's collectives are
    // numbered (and its contradictions found) in the order of a walk of every rank each pass.
    struct Call
    {
        std::vector<int> arrived; // waiting at the call until it has every member
        std::size_t latest = 0;
        std::size_t step = 0; // 0 until every member arrived
        std::size_t collective = 0;
        std::size_t members = 0;
    };
    std::map<std::pair<int, std::size_t>, Call> calls;
    std::vector<std::size_t> clock(static_cast<std::size_t>(size), 0);
    std::vector<std::size_t> cursor(static_cast<std::size_t>(size), 0);
    std::vector<std::vector<std::size_t>> sendStep(static_cast<std::size_t>(size));
    std::vector<std::vector<int>> waitingForSend(
        static_cast<std::size_t>(size)); // the rank whose receive it is; -1
    for (int r = 0; r < size; ++r) {
        sendStep[static_cast<std::size_t>(r)].assign(
            byRank[static_cast<std::size_t>(r)]->messages.size(), 0);
        waitingForSend[static_cast<std::size_t>(r)].assign(
            byRank[static_cast<std::size_t>(r)]->messages.size(), -1);
    }
    // This pass's ranks still to walk, smallest first; the next pass's ranks.
    std::priority_queue<int, std::vector<int>, std::greater<>> thisPass;
    std::vector<int> nextPass;
    for (int r = 0; r < size; ++r)
        thisPass.push(r);
    const auto wake = [&](int rank, int by) {
        if (rank > by)
            thisPass.push(rank);
        else
            nextPass.push_back(rank);
    };
    while (!thisPass.empty()) {
        while (!thisPass.empty()) {
            const int r = thisPass.top();
            thisPass.pop();
            const RankLog& log = *byRank[static_cast<std::size_t>(r)];
            auto& at = cursor[static_cast<std::size_t>(r)];
            auto& now = clock[static_cast<std::size_t>(r)];
            const auto& list = events[static_cast<std::size_t>(r)];
            while (at < list.size()) {
                const Event& e = list[at];
                if (e.kind == Event::Kind::Send) {
                    now += 1;
                    sendStep[static_cast<std::size_t>(r)][e.index] = now;
                    int& waiting = waitingForSend[static_cast<std::size_t>(r)][e.index];
                    if (waiting >= 0)
                        wake(std::exchange(waiting, -1), r);
                } else if (e.kind == Event::Kind::Receive) {
                    const auto [from, index] = sendOfReceive[static_cast<std::size_t>(r)][e.index];
                    const std::size_t step = sendStep[static_cast<std::size_t>(from)][index];
                    if (step == 0) { // its sender has not got that far yet
                        waitingForSend[static_cast<std::size_t>(from)][index] = r;
                        break;
                    }
                    now = std::max(now, step);
                } else {
                    // A rank comes back to a call only when it has every member: it arrives once.
                    const auto key = callOfCollective[static_cast<std::size_t>(r)][e.index];
                    Call& call = calls[key];
                    const LoggedCollective& mine = log.collectives[e.index];
                    if (call.step == 0) {
                        call.arrived.push_back(r);
                        call.latest = std::max(call.latest, now);
                        if (call.arrived.size() == 1) {
                            call.collective = run.collectives.size();
                            call.members = static_cast<std::size_t>(mine.commSize);
                            run.collectives.push_back({mine.name, membersOf(log, mine.comm),
                                                       mine.bytes, mine.start, mine.end, 0});
                        } else {
                            TracedCollective& c = run.collectives[call.collective];
                            if (c.name != mine.name)
                                throw InputError(rankName(r) + " called " + mine.name +
                                                 " where the other ranks of "
                                                 "its communicator called " +
                                                 c.name +
                                                 ": the logs contradict "
                                                 "each other (or the program is wrong)");
                            c.bytes = std::max(c.bytes, mine.bytes);
                            c.start = std::min(c.start, mine.start);
                            c.end = std::max(c.end, mine.end);
                        }
                        if (call.arrived.size() < call.members)
                            break; // the others have not reached it yet
                        call.step = call.latest + 1;
                        run.collectives[call.collective].step = call.step;
                        for (int member : call.arrived)
                            if (member != r)
                                wake(member, r);
                    }
                    now = std::max(now, call.step);
                }
                ++at;
            }
        }
        for (int r : nextPass)
            thisPass.push(r);
        nextPass.clear();
    }
    for (int r = 0; r < size; ++r)
        if (cursor[static_cast<std::size_t>(r)] < events[static_cast<std::size_t>(r)].size())
            throw InputError(
                "the logs contradict each other: " + rankName(r) +
                " waits for a message or a collective that no order of the ranks' events gives");

    // The messages, each from its send and its receive.
    for (int r = 0; r < size; ++r) {
        const RankLog& log = *byRank[static_cast<std::size_t>(r)];
        for (std::size_t i = 0; i < log.messages.size(); ++i) {
            const LoggedMessage& receive = log.messages[i];
            if (receive.direction != LoggedMessage::Direction::Receive)
                continue;
            const auto [from, index] = sendOfReceive[static_cast<std::size_t>(r)][i];
            const LoggedMessage& send = byRank[static_cast<std::size_t>(from)]->messages[index];
            TracedMessage m;
            m.from = from;
            m.to = r;
            m.tag = send.tag;
            m.bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(send.bytes, receive.bytes));
            m.sendCall = send.kind;
            m.receiveCall = receive.kind;
            m.sendStart = send.start;
            m.sendEnd = send.end;
            m.receiveStart = receive.start;
            m.receiveEnd = receive.end;
            m.type = send.type;
            m.values = send.values;
            m.step = sendStep[static_cast<std::size_t>(from)][index];
            for (int link = 1; link <= dimension; ++link)
                if (((static_cast<NodeId>(from) ^ static_cast<NodeId>(r)) &
                     Hypercube::linkBit(link)) != 0)
                    m.links.push_back(link);
            run.messages.push_back(std::move(m));
        }
    }
    std::stable_sort(run.messages.begin(), run.messages.end(),
                     [](const TracedMessage& a, const TracedMessage& b) {
                         return std::tie(a.step, a.from, a.sendStart) <
                                std::tie(b.step, b.from, b.sendStart);
                     });
    std::stable_sort(
        run.collectives.begin(), run.collectives.end(),
        [](const TracedCollective& a, const TracedCollective& b) { return a.step < b.step; });
    for (const TracedMessage& m : run.messages)
        run.stepCount = std::max(run.stepCount, m.step);
    for (const TracedCollective& c : run.collectives)
        run.stepCount = std::max(run.stepCount, c.step);
    return run;
}

} // namespace cubelab
