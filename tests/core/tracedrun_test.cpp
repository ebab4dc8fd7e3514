// Rank logs (cubelab/ranklog.h) and their merge into messages and logical steps
// (cubelab/tracedrun.h), on logs written as the tracing library writes them: the lecture's
// Tree_UpDo on 8 ranks, Cube_Do with MPI_Sendrecv, a collective, a non-neighbour message, a
// split communicator; and every way logs can fail to be one whole run.

#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsonio.h"
#include "cubelab/ranklog.h"
#include "cubelab/rankmerge.h"
#include "cubelab/tracedrun.h"
#include "cubelab/tracedrunchecker.h"
#include "cubelab/tracedtrace.h"

#include <functional>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace cubelab;

namespace {

// Writes the logs of a program as the library would: each rank's records in its order.
class Logs
{
public:
    explicit Logs(int size)
        : mLines(static_cast<std::size_t>(size)), mSeq(static_cast<std::size_t>(size), 0),
          mSize(size)
    {
    }

    // A blocking send from → to and its receive, at time t on both clocks.
    void message(int from, int to, double value, int tag = 0, const char* sendCall = "send",
                 const char* receiveCall = "recv")
    {
        send(from, to, value, tag, sendCall);
        receive(to, from, tag, receiveCall);
    }
    void send(int from, int to, double value, int tag = 0, const char* call = "send", int comm = 0)
    {
        line(from) << "send " << mSeq[from]++ << ' ' << call << ' ' << to << ' ' << tag << " 8 "
                   << mTime << ' ' << mTime + 0.5 << ' ' << comm << " double 1 " << value << '\n';
        mTime += 1;
    }
    void receive(int at, int from, int tag = 0, const char* call = "recv", int comm = 0)
    {
        line(at) << "recv " << mSeq[at]++ << ' ' << call << ' ' << from << ' ' << tag << " 8 "
                 << mTime << ' ' << mTime + 0.5 << ' ' << comm << " double 0\n";
        mTime += 1;
    }
    // On the world, or on communicator comm (a comm line before) of `members` ranks.
    void collective(int at, const char* name, int comm = 0, int members = 0)
    {
        line(at) << "coll " << mSeq[at]++ << ' ' << std::string(name).substr(4) << ' '
                 << (comm == 0 ? mSize : members) << " 8 " << mTime << ' ' << mTime + 0.5 << ' '
                 << comm << "\n";
        mTime += 1;
    }
    void raw(int at, const std::string& text) { line(at) << text << '\n'; }

    std::string text(int rank, bool finished = true) const
    {
        std::string t = "cubelab-mpi-log 1\nrank " + std::to_string(rank) + " size " +
                        std::to_string(mSize) + "\n" + mLines[static_cast<std::size_t>(rank)].str();
        if (finished)
            t += "end 99\n";
        return t;
    }
    std::vector<RankLog> parsed() const
    {
        std::vector<RankLog> logs;
        for (int r = 0; r < mSize; ++r)
            logs.push_back(parseRankLog(text(r), "rank-" + std::to_string(r) + ".log"));
        return logs;
    }

private:
    std::ostringstream& line(int rank) { return mLines[static_cast<std::size_t>(rank)]; }

    std::vector<std::ostringstream> mLines;
    std::vector<std::uint64_t> mSeq;
    int mSize;
    double mTime = 1;
};

// The lecture's Tree_UpDo on 8 ranks as a C program with MPI_Send/MPI_Recv runs it: over the
// links 3, 2, 1; node i starts with i+1.
Logs treeUpDo()
{
    Logs logs(8);
    std::vector<double> s{1, 2, 3, 4, 5, 6, 7, 8};
    for (int link = 3; link >= 1; --link) {
        const int bit = 1 << (link - 1);
        for (int node = 0; node < 8; ++node)
            if ((node & bit) != 0 &&
                node < 2 * bit) { // the senders of the step: the bit, no higher one
                logs.message(node, node - bit, s[node]);
                s[node - bit] += s[node];
            }
    }
    return logs;
}

std::string describe(const std::vector<const TracedMessage*>& messages)
{
    std::string text;
    for (const TracedMessage* m : messages)
        text += (text.empty() ? "" : ", ") + std::to_string(m->from) + "→" + std::to_string(m->to);
    return text;
}

std::string mergeError(const std::vector<RankLog>& logs)
{
    try {
        mergeRankLogs(logs);
    } catch (const InputError& e) {
        return e.what();
    }
    return "(merged)";
}

std::string parseError(const std::string& text)
{
    try {
        parseRankLog(text, "rank-0.log");
    } catch (const FileError& e) {
        return e.place() + ": " + e.reason();
    }
    return "(read)";
}

} // namespace

TEST(TracedRun, TreeUpDoHasTheLecturesStepsLinksAndValues)
{
    const TracedRun run = mergeRankLogs(treeUpDo().parsed());
    EXPECT_EQ(run.ranks, 8);
    EXPECT_EQ(run.dimension, 3);
    ASSERT_EQ(run.stepCount, 3u);
    EXPECT_EQ(describe(run.messagesIn(1)), "4→0, 5→1, 6→2, 7→3");
    EXPECT_EQ(describe(run.messagesIn(2)), "2→0, 3→1");
    EXPECT_EQ(describe(run.messagesIn(3)), "1→0");
    for (std::size_t step = 1; step <= 3; ++step)
        for (const TracedMessage* m : run.messagesIn(step)) {
            EXPECT_TRUE(m->neighbour());
            EXPECT_EQ(m->links, std::vector<int>{static_cast<int>(4 - step)});
        }
    // What 1 sends in c) is s_1 = a_1 + a_5 + a_3 + a_7 = 2 + 6 + 4 + 8.
    ASSERT_EQ(run.messagesIn(3).front()->values, std::vector<double>{20});
    EXPECT_EQ(run.messagesIn(3).front()->sendCall, "send");
}

TEST(TracedRun, CubeDoWithSendrecvHasNStepsOfPMessages)
{
    Logs logs(8);
    for (int link = 3; link >= 1; --link) {
        const int bit = 1 << (link - 1);
        for (int node = 0; node < 8; ++node)
            logs.send(node, node ^ bit, node, 0, "sendrecv");
        for (int node = 0; node < 8; ++node)
            logs.receive(node, node ^ bit, 0, "sendrecv");
    }
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.stepCount, 3u);
    for (std::size_t step = 1; step <= 3; ++step) {
        EXPECT_EQ(run.messagesIn(step).size(), 8u) << step;
        for (const TracedMessage* m : run.messagesIn(step))
            EXPECT_EQ(m->links, std::vector<int>{static_cast<int>(4 - step)});
    }
}

TEST(TracedRun, ANonNeighbourMessageNamesTheLinksItWouldCross)
{
    Logs logs(4);
    logs.message(3, 0, 4);
    logs.message(1, 0, 2);
    logs.message(2, 0, 3);
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.messages.size(), 3u);
    const TracedMessage& first = run.messages.back(); // by step, then by sender
    EXPECT_EQ(first.from, 3);
    EXPECT_FALSE(first.neighbour());
    EXPECT_EQ(first.links, (std::vector<int>{1, 2}));
    // No sender had sent or received anything before: all three in step a).
    EXPECT_EQ(run.stepCount, 1u);
}

TEST(TracedRun, ACollectiveIsOneEventAStepAfterTheLatestRankAndTheRanksGoOnFromIt)
{
    Logs logs(2);
    logs.message(1, 0, 5);
    logs.collective(0, "MPI_Allreduce");
    logs.collective(1, "MPI_Allreduce");
    logs.message(0, 1, 6);
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.collectives.size(), 1u);
    EXPECT_EQ(run.collectives[0].name, "MPI_Allreduce");
    EXPECT_EQ(run.collectives[0].step, 2u);
    EXPECT_EQ(run.collectives[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(describe(run.messagesIn(3)), "0→1");
    EXPECT_EQ(run.stepCount, 3u);
}

TEST(TracedRun, ASplitCommunicatorsMessagesAreMatchedInWorldRanks)
{
    // Communicator 1 holds the ranks reversed; its messages name world ranks (the library
    // translates them) and match through the communicator's members.
    Logs logs(2);
    logs.raw(0, "comm 1 2 1 0");
    logs.raw(1, "comm 1 2 1 0");
    logs.send(1, 0, 7, 3, "send", 1);
    logs.receive(0, 1, 3, "recv", 1);
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.messages.size(), 1u);
    EXPECT_EQ(run.messages[0].from, 1);
    EXPECT_EQ(run.messages[0].to, 0);
    EXPECT_EQ(run.messages[0].tag, 3);
}

TEST(TracedRun, MessagesOfAChannelAreMatchedFirstInFirstOut)
{
    Logs logs(2);
    logs.send(1, 0, 10);
    logs.send(1, 0, 20);
    logs.receive(0, 1);
    logs.receive(0, 1);
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.messages.size(), 2u);
    EXPECT_EQ(run.messages[0].values, std::vector<double>{10});
    EXPECT_EQ(run.messages[0].step, 1u);
    EXPECT_EQ(run.messages[1].values, std::vector<double>{20});
    EXPECT_EQ(run.messages[1].step, 2u);
}

TEST(TracedRun, AChainThroughEveryRankOfTheLargestCubeIsMergedStepByStep)
{
    // 4095 → 4094 → … → 0 → 4095 → …: each message waits for the one before it. Walked a pass
    // over every rank for each link of the chain, as the merge once was, this is 1.3e8 visits.
    constexpr int kRanks = 4096;
    constexpr int kRounds = 8;
    Logs logs(kRanks);
    for (int round = 0; round < kRounds; ++round) {
        for (int r = kRanks - 1; r > 0; --r)
            logs.message(r, r - 1, r);
        logs.message(0, kRanks - 1, 0);
    }
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.messages.size(), static_cast<std::size_t>(kRanks * kRounds));
    EXPECT_EQ(run.stepCount, run.messages.size());
    for (std::size_t k = 0; k < run.messages.size(); ++k) {
        const int from = kRanks - 1 - static_cast<int>(k % kRanks);
        ASSERT_EQ(run.messages[k].step, k + 1);
        ASSERT_EQ(run.messages[k].from, from) << k;
        ASSERT_EQ(run.messages[k].to, from == 0 ? kRanks - 1 : from - 1) << k;
    }
    // Each of the 32,768 steps is found without a look at every message (1.1e9 looks).
    for (std::size_t step = 1; step <= run.stepCount; ++step) {
        const auto in = run.messagesIn(step);
        ASSERT_EQ(in.size(), 1u) << step;
        ASSERT_EQ(in.front(), &run.messages[step - 1]);
    }
}

TEST(TracedRun, CollectivesOfOneStepAreInTheOrderTheirFirstRankReachedThem)
{
    // Ranks 0 and 1 wait for rank 3's messages before their Barrier; rank 2 reaches its Bcast
    // with 3 at once: the Bcast is met first, and both are step 3.
    Logs logs(4);
    for (int r = 0; r < 4; ++r)
        logs.raw(r, r < 2 ? "comm 1 2 0 1" : "comm 1 2 2 3");
    logs.message(3, 0, 1);
    logs.message(3, 1, 2);
    logs.collective(2, "MPI_Bcast", 1, 2);
    logs.collective(3, "MPI_Bcast", 1, 2);
    logs.collective(0, "MPI_Barrier", 1, 2);
    logs.collective(1, "MPI_Barrier", 1, 2);
    const TracedRun run = mergeRankLogs(logs.parsed());
    ASSERT_EQ(run.collectives.size(), 2u);
    EXPECT_EQ(run.collectives[0].name, "MPI_Bcast");
    EXPECT_EQ(run.collectives[0].ranks, (std::vector<int>{2, 3}));
    EXPECT_EQ(run.collectives[0].step, 3u);
    EXPECT_EQ(run.collectives[1].name, "MPI_Barrier");
    EXPECT_EQ(run.collectives[1].step, 3u);
}

TEST(TracedRun, LogsThatAreNoWholeRunAreRefusedSayingWhy)
{
    const Logs lecture = treeUpDo();
    std::vector<RankLog> logs = lecture.parsed();
    logs.erase(logs.begin() + 5);
    EXPECT_NE(mergeError(logs).find("logs of 1 of 8 ranks are missing (5)"), std::string::npos)
        << mergeError(logs);

    logs = lecture.parsed();
    logs[3] = parseRankLog(lecture.text(3, false), "rank-3.log");
    EXPECT_NE(mergeError(logs).find(
                  "rank 3 called MPI_Init but ended without MPI_Finalize (or crashed): its log has "
                  "no end"),
              std::string::npos)
        << mergeError(logs);

    logs = lecture.parsed();
    logs[2] = parseRankLog(lecture.text(2, false) + "abort 7 3.5\nend 4\n", "rank-2.log");
    EXPECT_NE(mergeError(logs).find("rank 2 called MPI_Abort (error code 7)"), std::string::npos)
        << mergeError(logs);

    logs = lecture.parsed();
    logs[6] = parseRankLog(lecture.text(6, false) + "truncated\nend 4\n", "rank-6.log");
    EXPECT_NE(mergeError(logs).find("cut short"), std::string::npos) << mergeError(logs);

    Logs sixRanks(6);
    EXPECT_NE(mergeError(sixRanks.parsed()).find("6 ranks; a hypercube has 2^n nodes"),
              std::string::npos);

    Logs unreceived(2);
    unreceived.send(1, 0, 1);
    EXPECT_NE(mergeError(unreceived.parsed())
                  .find("rank 1 sent a message to rank 0 (tag 0, 8 bytes) that rank 0 "
                        "never received"),
              std::string::npos)
        << mergeError(unreceived.parsed());

    Logs unsent(2);
    unsent.receive(0, 1, 4);
    EXPECT_NE(mergeError(unsent.parsed())
                  .find("rank 0 received a message from rank 1 (tag 4) that rank 1's log "
                        "never sent"),
              std::string::npos);

    // Each receives the other's message before it sends its own: no order of the events.
    Logs waits(2);
    waits.receive(0, 1);
    waits.send(0, 1, 1);
    waits.receive(1, 0);
    waits.send(1, 0, 1);
    EXPECT_NE(mergeError(waits.parsed()).find("contradict each other"), std::string::npos)
        << mergeError(waits.parsed());

    // A program that forgets MPI_Finalize leaves no log at all: the library writes one at
    // MPI_Finalize, MPI_Abort or a crash.
    EXPECT_NE(mergeError({}).find(
                  "no rank left a log: the program did not start under the tracing library, ended "
                  "before MPI_Init, or ended without MPI_Finalize"),
              std::string::npos)
        << mergeError({});
}

TEST(RankLog, EveryDamageIsRefusedWithItsLineAndReason)
{
    const std::string head = "cubelab-mpi-log 1\nrank 0 size 2\n";
    const std::string send = "send 0 send 1 0 8 1 1.5 0 double 1 3\n";
    EXPECT_EQ(parseError(head + send + "end 2\n"), "(read)");
    const std::map<std::string, std::string> damaged{
        {"not a log\n", "line 1: a rank's log starts with 'cubelab-mpi-log 1'; this is not one"},
        {"cubelab-mpi-log 1\n", "line 2: the log ends before its 'rank R size P' line"},
        {"cubelab-mpi-log 1\nrank 2 size 2\n",
         "line 2: rank 2 is not below the number of ranks, 2"},
        {head + "send 0 send 2 0 8 1 1.5 0 double 1 3\n",
         "line 3: the peer must be from 0 to 1, not 2"},
        {head + "send 1 send 1 0 8 1 1.5 0 double 1 3\n",
         "line 3: the records are numbered 0, 1, 2 … in order: this one should be 0, not 1"},
        {head + "send 0 put 1 0 8 1 1.5 0 double 1 3\n",
         "line 3: 'put' is no send call the library records"},
        {head + "send 0 send 1 0 8 2 1 0 double 1 3\n",
         "line 3: the end time lies before the start time"},
        {head + "send 0 send 1 0 8 1 nan 0 double 1 3\n",
         "line 3: the end time must be a finite number, not 'nan'"},
        {head + "send 0 send 1 0 8 1 1.5 4 double 1 3\n",
         "line 3: communicator 4 has no 'comm' line before it"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 5 1 2 3 4 5\n",
         "line 3: the number of values must be from 0 to 4, not 5"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 1 3 4\n",
         "line 3: more fields than the record has: '4'"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 1\n",
         "line 3: the line ends where a value should be"},
        {head + "send 0  send 1 0 8 1 1.5 0 double 1 3\n",
         "line 3: two spaces where the MPI call should be: fields are separated by one space"},
        {head + "comm 1 2 1 1\n", "line 3: world rank 1 is twice in communicator 1"},
        {head + "end 2\n" + send, "line 4: a record after 'end', the log's last line"},
        {head + send.substr(0, send.size() - 1),
         "line 3: the last line has no line end: the log was cut off while it "
         "was written"},
        {head + "launch 0\n",
         "line 3: unknown record 'launch': the records are rank, comm, send, recv, coll, "
         "truncated, abort and end"},
        {head + "coll 0 MPI_Allreduce 2 8 1 2 0\n",
         "line 3: a collective's name is an MPI function's without MPI_, such as Allreduce, not "
         "'MPI_Allreduce'"},
    };
    for (const auto& [text, why] : damaged)
        EXPECT_EQ(parseError(text), why) << text;
}

// --- checked against a program exercise (TracedRunChecker) ---------------------------------

namespace {

// Tree_Down from node 0 over the links in `order`: every node that holds the data sends it on.
Logs treeDown(const std::vector<int>& order, double data = 1)
{
    Logs logs(8);
    std::vector<bool> holds(8, false);
    holds[0] = true;
    for (int link : order) {
        const std::vector<bool> before = holds;
        for (int node = 0; node < 8; ++node)
            if (before[node] && !before[node ^ (1 << (link - 1))]) {
                logs.message(node, node ^ (1 << (link - 1)), data);
                holds[node ^ (1 << (link - 1))] = true;
            }
    }
    return logs;
}

const Exercise& exercise(const std::string& id)
{
    static const ExerciseSet set = builtinExercises();
    const Exercise* e = set.find(id);
    if (e == nullptr)
        throw std::logic_error("no exercise " + id);
    return *e;
}

std::string firstFeedback(const CheckResult& result, Language language = Language::English)
{
    return result.feedback.empty()
               ? ""
               : exercise("program-tree-down-high-links").render(result.feedback.front(), language);
}

Exercise programExercise(const char* algorithm)
{
    Exercise e = exercise("program-tree-down-high-links");
    e.scenario.algorithm = algorithm;
    e.parameters.linkLimits.clear();
    return e;
}

} // namespace

TEST(TracedRunChecker,
     TheLecturesExerciseAcceptsTheReversedTreeDownAndRefusesTheUnchangedOneAtLinkN)
{
    const CheckResult right = TracedRunChecker::check(exercise("program-tree-down-high-links"),
                                                      mergeRankLogs(treeDown({3, 2, 1}).parsed()));
    EXPECT_TRUE(right.correct) << firstFeedback(right);
    EXPECT_EQ(right.feedback.front().id, "trace-right");

    // The lecture's Tree_Down over the links 1, 2, 3: link 3 carries four messages.
    const CheckResult unchanged = TracedRunChecker::check(
        exercise("program-tree-down-high-links"), mergeRankLogs(treeDown({1, 2, 3}).parsed()));
    EXPECT_FALSE(unchanged.correct);
    EXPECT_EQ(unchanged.links, std::vector<int>{3});
    EXPECT_EQ(firstFeedback(unchanged),
              "On the traced 3-cube link 3 carries 4 messages; the exercise allows at most 1.");
    EXPECT_EQ(firstFeedback(unchanged, Language::German),
              "Auf dem aufgezeichneten 3-Würfel trägt Link 3 4 Nachrichten; die Aufgabe erlaubt "
              "höchstens 1.");
}

TEST(TracedRunChecker, WrongValuesMissedNodesNonNeighboursAndCollectivesAreRefusedSayingWhy)
{
    const Exercise& broadcast = exercise("program-tree-down-high-links");
    // A node forwards something else than the root's data.
    Logs wrongValue(8);
    wrongValue.message(0, 4, 1);
    wrongValue.message(0, 2, 1);
    wrongValue.message(4, 6, 9);
    wrongValue.message(0, 1, 1);
    wrongValue.message(2, 3, 1);
    wrongValue.message(4, 5, 1);
    wrongValue.message(6, 7, 1);
    EXPECT_EQ(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(wrongValue.parsed()))),
              "The message 100→110 in step b) carries 9; by then 100 holds a_0 = 1.");

    // Over links 3 and 2 only: the odd nodes are never reached.
    Logs missed = treeDown({3, 2});
    EXPECT_EQ(
        firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(missed.parsed()))),
        "Node 001 never receives the root's data: Tree_Down ends with every node holding it.");
    // Two nodes start sending: no single root.
    Logs both(4);
    both.message(0, 1, 1);
    both.message(2, 3, 1);
    EXPECT_EQ(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(both.parsed()))),
              "2 nodes receive nothing (00, 10); a broadcast like Tree_Down starts at one root, "
              "and every other "
              "node receives its data.");

    Logs detour(4);
    detour.message(0, 3, 1);
    EXPECT_NE(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(detour.parsed())))
                  .find("The message 00→11 in step a) is not between neighbours"),
              std::string::npos);

    Logs library(2);
    library.collective(0, "MPI_Bcast");
    library.collective(1, "MPI_Bcast");
    EXPECT_EQ(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(library.parsed()))),
              "The run calls MPI_Bcast in step a): a collective of the MPI library does the work "
              "the exercise asks "
              "the program to do with its own messages.");

    // A reduce that forgets node 3's partial result, and the lecture's reduce itself.
    const Exercise reduce = programExercise("tree-reduce");
    EXPECT_TRUE(TracedRunChecker::check(reduce, mergeRankLogs(treeUpDo().parsed())).correct);
    Logs partial(4);
    partial.message(2, 0, 3);
    partial.message(1, 0, 2);
    partial.message(3, 2, 4); // after 2 has sent: 3's input never reaches 0
    const CheckResult lost = TracedRunChecker::check(reduce, mergeRankLogs(partial.parsed()));
    EXPECT_FALSE(lost.correct);
    EXPECT_EQ(firstFeedback(lost),
              "The root 00 ends without a_3: Tree_UpDo combines every node's input at the root.");

    // Exercises of other kinds are no question a run answers.
    EXPECT_THROW(TracedRunChecker::check(exercise("tree-down-high-links"),
                                         mergeRankLogs(treeUpDo().parsed())),
                 InputError);
}

// ---- The run as a trace (cubelab/tracedtrace.h) and its file (docs/file-formats.md) ----

namespace {

Trace traceOfLogs(const Logs& logs)
{
    return traceOf(std::make_shared<const TracedRun>(mergeRankLogs(logs.parsed())));
}

// The trace file's text with one edit made to its JSON, read back: the reader's complaint.
std::string readError(const Trace& trace, const std::function<void(Json&)>& edit)
{
    Json json = parseJson(traceFileText(trace), "t.json");
    edit(json);
    try {
        traceFromJson(json, "t.json");
    } catch (const FileError& e) {
        return e.place() + ": " + e.reason();
    }
    return "(read)";
}

// A run on 4 ranks with a non-neighbour message 3→0 in a), then an MPI_Allreduce, then 0→1.
Logs nonNeighbourAndCollective()
{
    Logs logs(4);
    logs.message(3, 0, 4);
    for (int r = 0; r < 4; ++r)
        logs.collective(r, "MPI_Allreduce");
    logs.message(0, 1, 6);
    return logs;
}

} // namespace

TEST(TracedTrace, TreeUpDoIsATraceWithTheLecturesStepsLinksAndLoads)
{
    const Trace trace = traceOfLogs(treeUpDo());
    EXPECT_EQ(trace.scenario().algorithm, kTracedProgramId);
    EXPECT_EQ(trace.scenario().dimension, 3);
    EXPECT_EQ(trace.scenario().linkOrder, (std::vector<int>{3, 2, 1})); // by first use
    ASSERT_EQ(trace.stepCount(), 3u);
    const std::vector<std::vector<int>> links{{3}, {2}, {1}};
    const std::vector<std::size_t> counts{4, 2, 1};
    for (std::size_t k = 0; k < 3; ++k) {
        EXPECT_EQ(trace.steps()[k].links, links[k]);
        EXPECT_EQ(trace.steps()[k].label, stepLabel(k + 1));
        EXPECT_EQ(trace.steps()[k].phase.id(), kTracedProgramPhase);
        EXPECT_EQ(trace.messages(trace.steps()[k]).size(), counts[k]);
        EXPECT_TRUE(trace.updates(trace.steps()[k]).empty()); // no node's value is recorded
    }
    const Message first = trace.messages(trace.steps()[0]).front();
    EXPECT_EQ(first.from, 4u);
    EXPECT_EQ(first.to, 0u);
    EXPECT_EQ(first.link, 3);
    EXPECT_EQ(trace.linkLoads()[2].messages, 4u);
    EXPECT_EQ(trace.linkLoads()[1].messages, 2u);
    EXPECT_EQ(trace.linkLoads()[0].messages, 1u);
    for (NodeId i = 0; i < 8; ++i)
        EXPECT_FALSE(trace.final(i).present);
    // Its message j is the run's message j.
    ASSERT_NE(trace.tracedRun(), nullptr);
    EXPECT_EQ(trace.tracedRun()->messages[6].values, std::vector<double>{20});
    // Measured on the ranks' clocks: each step from its first start to its last end.
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_FALSE(trace.measured()->barriers);
    EXPECT_TRUE(trace.measured()->check.against.empty());
    ASSERT_EQ(trace.measured()->steps.size(), 3u);
    // The Logs helper gives each record its own second: a) holds 8 records, 0.5 s the last.
    EXPECT_DOUBLE_EQ(trace.measured()->steps[0].time.median, 7.5);
    EXPECT_DOUBLE_EQ(trace.measured()->total.median, 13.5);
}

TEST(TracedTrace, ANonNeighbourMessageIsOnNoLinkAndHasNoPredictedCost)
{
    const Trace trace = traceOfLogs(nonNeighbourAndCollective());
    ASSERT_EQ(trace.stepCount(), 3u);
    const Message m = trace.messages(trace.steps()[0]).front();
    EXPECT_EQ(m.link, kNoLink);
    EXPECT_TRUE(trace.steps()[0].links.empty());
    EXPECT_EQ(trace.linkLoads()[0].messages + trace.linkLoads()[1].messages, 1u); // 0→1 only
    // Step b) holds the collective alone.
    EXPECT_TRUE(trace.messages(trace.steps()[1]).empty());
    ASSERT_EQ(trace.tracedRun()->collectivesIn(2).size(), 1u);
    try {
        CostModel::evaluate(trace, findMachine("power-gc"));
        FAIL() << "priced";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find(
                      "from node 3 to node 0 goes between nodes that are no neighbours"),
                  std::string::npos)
            << e.what();
    }
}

TEST(TracedTrace, ItsFileIsReadBackWithEveryRecordedFact)
{
    for (const Logs& logs : {treeUpDo(), nonNeighbourAndCollective()}) {
        const Trace trace = traceOfLogs(logs);
        const std::string text = traceFileText(trace);
        const Trace back = traceFromJson(parseJson(text, "t.json"), "t.json");
        EXPECT_EQ(traceFileText(back), text);
        ASSERT_NE(back.tracedRun(), nullptr);
        const TracedRun& a = *trace.tracedRun();
        const TracedRun& b = *back.tracedRun();
        ASSERT_EQ(a.messages.size(), b.messages.size());
        for (std::size_t j = 0; j < a.messages.size(); ++j) {
            EXPECT_EQ(a.messages[j].values, b.messages[j].values);
            EXPECT_EQ(a.messages[j].links, b.messages[j].links);
            EXPECT_EQ(a.messages[j].tag, b.messages[j].tag);
            EXPECT_EQ(a.messages[j].sendCall, b.messages[j].sendCall);
            EXPECT_EQ(a.messages[j].receiveEnd, b.messages[j].receiveEnd);
            EXPECT_EQ(a.messages[j].step, b.messages[j].step);
        }
        ASSERT_EQ(a.collectives.size(), b.collectives.size());
        for (std::size_t c = 0; c < a.collectives.size(); ++c) {
            EXPECT_EQ(a.collectives[c].name, b.collectives[c].name);
            EXPECT_EQ(a.collectives[c].ranks, b.collectives[c].ranks);
            EXPECT_EQ(a.collectives[c].step, b.collectives[c].step);
        }
        EXPECT_EQ(*back.measured(), *trace.measured());
        EXPECT_EQ(back.scenario(), trace.scenario());
    }
}

TEST(TracedTrace, AFileThatContradictsItsMessagesIsRefusedSayingWhere)
{
    const Trace tree = traceOfLogs(treeUpDo());
    const Trace odd = traceOfLogs(nonNeighbourAndCollective());
    EXPECT_EQ(readError(tree, [](Json& j) { j["steps"][0]["messages"][0]["link"] = 2; }),
              "/steps/0/messages/0/link: nodes 4 and 0 are neighbours across link 3, not 2");
    EXPECT_EQ(
        readError(tree, [](Json& j) { j["steps"][0]["messages"][0]["to"] = 4; }),
        "/steps/0/messages/0/to: a message from node 4 to itself: a message goes to another node");
    EXPECT_EQ(
        readError(tree, [](Json& j) { j["initial"][2]["value"] = Json::array({3.0}); }),
        "/initial/2/value: a traced program's node holds no recorded value: write \"value\": null");
    EXPECT_EQ(readError(tree,
                        [](Json& j) {
                            j["scenario"]["linkOrder"] = Json::array({1, 2, 3});
                        })
                  .substr(0, 50),
              "/scenario: a traced program's scenario is the cube");
    EXPECT_EQ(readError(tree, [](Json& j) { j["steps"][1]["links"] = Json::array({3}); }),
              "/steps/1/links: the step's messages use the links [2], not [3]");
    EXPECT_EQ(readError(tree, [](Json& j) { j["linkLoad"][2]["messages"] = 3; }),
              "/linkLoad/2/messages: the steps give link 3 4 messages, not 3");
    EXPECT_EQ(
        readError(tree, [](Json& j) { j["steps"][2]["messages"] = Json::array(); }).substr(0, 20),
        "/steps/2: an empty s");
    EXPECT_EQ(
        readError(tree, [](Json& j) { j["steps"][0]["updates"] = Json::array({Json::object()}); })
            .substr(0, 40),
        "/steps/0/updates: a traced program's ste");
    EXPECT_EQ(readError(tree, [](Json& j) { j["steps"][0]["messages"][0]["send"]["call"] = "put"; })
                  .substr(0, 38),
              "/steps/0/messages/0/send/call: unknown");
    EXPECT_EQ(readError(tree,
                        [](Json& j) {
                            j["steps"][0]["messages"][0]["values"] = Json::array({1, 2, 3, 4, 5});
                        }),
              "/steps/0/messages/0/values: 5 values: a buffer of type double records at most 4");
    EXPECT_EQ(
        readError(odd, [](Json& j) { j["steps"][0]["messages"][0]["crosses"] = Json::array({1}); }),
        "/steps/0/messages/0/crosses: between nodes 3 and 0 a message would cross the links [1,2]");
    EXPECT_EQ(readError(odd, [](Json& j) { j["steps"][0]["messages"][0]["link"] = 1; }),
              "/steps/0/messages/0/link: nodes 3 and 0 are no neighbours: the message travels on "
              "no one link (null)");
    EXPECT_EQ(
        readError(odd,
                  [](Json& j) {
                      j["steps"][1]["collectives"][0]["ranks"] = Json::array({0, 0});
                  }),
        "/steps/1/collectives/0/ranks: a collective is called by one rank or more, each once");
    EXPECT_EQ(
        readError(odd, [](Json& j) { j["steps"][1]["collectives"][0]["name"] = "Allreduce"; }),
        "/steps/1/collectives/0/name: the name \"Allreduce\": a collective is named as MPI names "
        "it, MPI_Allreduce");
    // The trace as written is read.
    EXPECT_EQ(readError(odd, [](Json&) {}), "(read)");
}

TEST(TracedTrace, TheCollectiveOfTracedProgramsIsFoundButNeitherListedNorRun)
{
    EXPECT_EQ(&findCollective("mpi-program"), &tracedProgramCollective());
    EXPECT_EQ(&findCollective("MPI_Program"), &tracedProgramCollective());
    for (const Collective& c : knownCollectives())
        EXPECT_NE(c.id, kTracedProgramId);
    Scenario s;
    s.algorithm = "mpi-program";
    try {
        Emulator::run(s);
        FAIL() << "ran";
    } catch (const std::exception& e) {
        EXPECT_NE(std::string(e.what()).find("recorded, not run by CubeLab"), std::string::npos)
            << e.what();
    }
}

TEST(TracedTrace, ACheckOfTheReadTraceIsTheCheckOfTheRun)
{
    for (const std::vector<int>& order : {std::vector<int>{3, 2, 1}, std::vector<int>{1, 2, 3}}) {
        const Trace trace =
            traceOf(std::make_shared<const TracedRun>(mergeRankLogs(treeDown(order).parsed())));
        const Trace back = traceFromJson(parseJson(traceFileText(trace), "t.json"), "t.json");
        const CheckResult direct =
            TracedRunChecker::check(exercise("program-tree-down-high-links"), *trace.tracedRun());
        const CheckResult read =
            TracedRunChecker::check(exercise("program-tree-down-high-links"), *back.tracedRun());
        EXPECT_EQ(read.correct, order.front() == 3);
        EXPECT_EQ(direct.correct, read.correct);
        EXPECT_EQ(firstFeedback(direct), firstFeedback(read));
        EXPECT_EQ(direct.links, read.links);
    }
}

TEST(TracedTrace, TheClosestLectureCollectiveHasTheProgramsRootAndFirstLinks)
{
    const Scenario reduce = closestLectureScenario(mergeRankLogs(treeUpDo().parsed()));
    EXPECT_EQ(reduce.algorithm, "tree-reduce");
    EXPECT_EQ(reduce.root, 0);
    EXPECT_EQ(reduce.linkOrder, (std::vector<int>{3, 2, 1}));

    const Scenario broadcast = closestLectureScenario(mergeRankLogs(treeDown({1, 2, 3}).parsed()));
    EXPECT_EQ(broadcast.algorithm, "tree-broadcast");
    EXPECT_EQ(broadcast.linkOrder, (std::vector<int>{1, 2, 3}));

    Logs cube(8);
    for (int link = 3; link >= 1; --link) {
        const int bit = 1 << (link - 1);
        for (int node = 0; node < 8; ++node)
            cube.send(node, node ^ bit, node, 0, "sendrecv");
        for (int node = 0; node < 8; ++node)
            cube.receive(node, node ^ bit, 0, "sendrecv");
    }
    const Scenario exchange = closestLectureScenario(mergeRankLogs(cube.parsed()));
    EXPECT_EQ(exchange.algorithm, "cube-allreduce");
    EXPECT_EQ(exchange.linkOrder, (std::vector<int>{3, 2, 1}));
}
