// Rank logs (cubelab/ranklog.h) and their merge into messages and logical steps
// (cubelab/tracedrun.h), on logs written as the tracing library writes them: the lecture's
// Tree_UpDo on 8 ranks, Cube_Do with MPI_Sendrecv, a collective, a non-neighbour message, a
// split communicator; and every way logs can fail to be one whole run.

#include "cubelab/errors.h"
#include "cubelab/ranklog.h"
#include "cubelab/tracedrun.h"
#include "cubelab/tracedrunchecker.h"
#include "cubelab/exerciseio.h"

#include <gtest/gtest.h>

#include <functional>
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
    explicit Logs(int size) : mLines(static_cast<std::size_t>(size)), mSeq(static_cast<std::size_t>(size), 0), mSize(size)
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
        line(from) << "send " << mSeq[from]++ << ' ' << call << ' ' << to << ' ' << tag << " 8 " << mTime << ' '
                   << mTime + 0.5 << ' ' << comm << " double 1 " << value << '\n';
        mTime += 1;
    }
    void receive(int at, int from, int tag = 0, const char* call = "recv", int comm = 0)
    {
        line(at) << "recv " << mSeq[at]++ << ' ' << call << ' ' << from << ' ' << tag << " 8 " << mTime << ' '
                 << mTime + 0.5 << ' ' << comm << " double 0\n";
        mTime += 1;
    }
    void collective(int at, const char* name)
    {
        line(at) << "coll " << mSeq[at]++ << ' ' << std::string(name).substr(4) << ' ' << mSize << " 8 " << mTime << ' ' << mTime + 0.5
                 << " 0\n";
        mTime += 1;
    }
    void raw(int at, const std::string& text) { line(at) << text << '\n'; }

    std::string text(int rank, bool finished = true) const
    {
        std::string t = "cubelab-mpi-log 1\nrank " + std::to_string(rank) + " size " + std::to_string(mSize) + "\n" +
                        mLines[static_cast<std::size_t>(rank)].str();
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
            if ((node & bit) != 0 && node < 2 * bit) { // the senders of the step: the bit, no higher one
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

TEST(TracedRun, LogsThatAreNoWholeRunAreRefusedSayingWhy)
{
    const Logs lecture = treeUpDo();
    std::vector<RankLog> logs = lecture.parsed();
    logs.erase(logs.begin() + 5);
    EXPECT_NE(mergeError(logs).find("logs of 1 of 8 ranks are missing (5)"), std::string::npos) << mergeError(logs);

    logs = lecture.parsed();
    logs[3] = parseRankLog(lecture.text(3, false), "rank-3.log");
    EXPECT_NE(mergeError(logs).find("rank 3's log has no end"), std::string::npos) << mergeError(logs);

    logs = lecture.parsed();
    logs[2] = parseRankLog(lecture.text(2, false) + "abort 7 3.5\nend 4\n", "rank-2.log");
    EXPECT_NE(mergeError(logs).find("rank 2 called MPI_Abort (error code 7)"), std::string::npos) << mergeError(logs);

    logs = lecture.parsed();
    logs[6] = parseRankLog(lecture.text(6, false) + "truncated\nend 4\n", "rank-6.log");
    EXPECT_NE(mergeError(logs).find("cut short"), std::string::npos) << mergeError(logs);

    Logs sixRanks(6);
    EXPECT_NE(mergeError(sixRanks.parsed()).find("6 ranks; a hypercube has 2^n nodes"), std::string::npos);

    Logs unreceived(2);
    unreceived.send(1, 0, 1);
    EXPECT_NE(mergeError(unreceived.parsed()).find("rank 1 sent a message to rank 0 (tag 0, 8 bytes) that rank 0 "
                                                   "never received"),
              std::string::npos)
        << mergeError(unreceived.parsed());

    Logs unsent(2);
    unsent.receive(0, 1, 4);
    EXPECT_NE(mergeError(unsent.parsed()).find("rank 0 received a message from rank 1 (tag 4) that rank 1's log "
                                               "never sent"),
              std::string::npos);

    // Each receives the other's message before it sends its own: no order of the events.
    Logs waits(2);
    waits.receive(0, 1);
    waits.send(0, 1, 1);
    waits.receive(1, 0);
    waits.send(1, 0, 1);
    EXPECT_NE(mergeError(waits.parsed()).find("contradict each other"), std::string::npos) << mergeError(waits.parsed());

    EXPECT_NE(mergeError({}).find("no rank left a log"), std::string::npos);
}

TEST(RankLog, EveryDamageIsRefusedWithItsLineAndReason)
{
    const std::string head = "cubelab-mpi-log 1\nrank 0 size 2\n";
    const std::string send = "send 0 send 1 0 8 1 1.5 0 double 1 3\n";
    EXPECT_EQ(parseError(head + send + "end 2\n"), "(read)");
    const std::map<std::string, std::string> damaged{
        {"not a log\n", "line 1: a rank's log starts with 'cubelab-mpi-log 1'; this is not one"},
        {"cubelab-mpi-log 1\n", "line 2: the log ends before its 'rank R size P' line"},
        {"cubelab-mpi-log 1\nrank 2 size 2\n", "line 2: rank 2 is not below the number of ranks, 2"},
        {head + "send 0 send 2 0 8 1 1.5 0 double 1 3\n", "line 3: the peer must be from 0 to 1, not 2"},
        {head + "send 1 send 1 0 8 1 1.5 0 double 1 3\n", "line 3: the records are numbered 0, 1, 2 … in order: this one should be 0, not 1"},
        {head + "send 0 put 1 0 8 1 1.5 0 double 1 3\n", "line 3: 'put' is no send call the library records"},
        {head + "send 0 send 1 0 8 2 1 0 double 1 3\n", "line 3: the end time lies before the start time"},
        {head + "send 0 send 1 0 8 1 nan 0 double 1 3\n", "line 3: the end time must be a finite number, not 'nan'"},
        {head + "send 0 send 1 0 8 1 1.5 4 double 1 3\n", "line 3: communicator 4 has no 'comm' line before it"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 5 1 2 3 4 5\n", "line 3: the number of values must be from 0 to 4, not 5"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 1 3 4\n", "line 3: more fields than the record has: '4'"},
        {head + "send 0 send 1 0 8 1 1.5 0 double 1\n", "line 3: the line ends where a value should be"},
        {head + "send 0  send 1 0 8 1 1.5 0 double 1 3\n",
         "line 3: two spaces where the MPI call should be: fields are separated by one space"},
        {head + "comm 1 2 1 1\n", "line 3: world rank 1 is twice in communicator 1"},
        {head + "end 2\n" + send, "line 4: a record after 'end', the log's last line"},
        {head + send.substr(0, send.size() - 1), "line 3: the last line has no line end: the log was cut off while it "
                                                 "was written"},
        {head + "launch 0\n", "line 3: unknown record 'launch': the records are rank, comm, send, recv, coll, "
                              "truncated, abort and end"},
        {head + "coll 0 MPI_Allreduce 2 8 1 2 0\n",
         "line 3: a collective's name is an MPI function's without MPI_, such as Allreduce, not 'MPI_Allreduce'"},
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
    return result.feedback.empty() ? "" : exercise("program-tree-down-high-links").render(result.feedback.front(), language);
}

Exercise programExercise(const char* algorithm)
{
    Exercise e = exercise("program-tree-down-high-links");
    e.scenario.algorithm = algorithm;
    e.parameters.linkLimits.clear();
    return e;
}

} // namespace

TEST(TracedRunChecker, TheLecturesExerciseAcceptsTheReversedTreeDownAndRefusesTheUnchangedOneAtLinkN)
{
    const CheckResult right =
        TracedRunChecker::check(exercise("program-tree-down-high-links"), mergeRankLogs(treeDown({3, 2, 1}).parsed()));
    EXPECT_TRUE(right.correct) << firstFeedback(right);
    EXPECT_EQ(right.feedback.front().id, "trace-right");

    // The lecture's Tree_Down over the links 1, 2, 3: link 3 carries four messages.
    const CheckResult unchanged =
        TracedRunChecker::check(exercise("program-tree-down-high-links"), mergeRankLogs(treeDown({1, 2, 3}).parsed()));
    EXPECT_FALSE(unchanged.correct);
    EXPECT_EQ(unchanged.links, std::vector<int>{3});
    EXPECT_EQ(firstFeedback(unchanged),
              "On the traced 3-cube link 3 carries 4 messages; the exercise allows at most 1.");
    EXPECT_EQ(firstFeedback(unchanged, Language::German),
              "Auf dem aufgezeichneten 3-Würfel trägt Link 3 4 Nachrichten; die Aufgabe erlaubt höchstens 1.");
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
    EXPECT_EQ(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(missed.parsed()))),
              "Node 001 never receives the root's data: Tree_Down ends with every node holding it.");
    // Two nodes start sending: no single root.
    Logs both(4);
    both.message(0, 1, 1);
    both.message(2, 3, 1);
    EXPECT_EQ(firstFeedback(TracedRunChecker::check(broadcast, mergeRankLogs(both.parsed()))),
              "2 nodes receive nothing (00, 10); a broadcast like Tree_Down starts at one root, and every other "
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
              "The run calls MPI_Bcast in step a): a collective of the MPI library does the work the exercise asks "
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
    EXPECT_EQ(firstFeedback(lost), "The root 00 ends without a_3: Tree_UpDo combines every node's input at the root.");

    // Exercises of other kinds are no question a run answers.
    EXPECT_THROW(TracedRunChecker::check(exercise("tree-down-high-links"), mergeRankLogs(treeUpDo().parsed())),
                 InputError);
}
