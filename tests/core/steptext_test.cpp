// StepText (cubelab/steptext.h): the one step line of the window's captions, the CLI's report,
// cubelab-mpi trace's report and the web page — its heading, its one rule for exchanges, the
// payloads a report names, a traced program's step and the words a front end gives.

#include "cubelab/emulator.h"
#include "cubelab/steptext.h"
#include "cubelab/tracedtrace.h"

#include <gtest/gtest.h>
#include <limits>
#include <memory>
#include <string>

using namespace cubelab;

namespace {

constexpr std::size_t kAll = std::numeric_limits<std::size_t>::max();

Trace run(const char* algorithm, int n)
{
    Scenario s;
    s.algorithm = algorithm;
    s.dimension = n;
    return Emulator::run(s);
}

TracedMessage message(int from, int to, double value, std::size_t step)
{
    TracedMessage m;
    m.from = from;
    m.to = to;
    m.values = {value};
    m.step = step;
    for (int link = 1; link <= 2; ++link)
        if (((from ^ to) >> (link - 1)) & 1)
            m.links.push_back(link);
    return m;
}

// A 2-cube program's run: in a) 00 and 01 exchange, 10 sends to 11, and 11 to 00, which is no
// neighbour; in b) all four call MPI_Bcast.
Trace mixedRun()
{
    auto run = std::make_shared<TracedRun>();
    run->ranks = 4;
    run->dimension = 2;
    run->stepCount = 2;
    run->messages = {message(0, 1, 5, 1), message(1, 0, 3, 1), message(2, 3, 7, 1),
                     message(3, 0, 4, 1)};
    run->collectives = {TracedCollective{"MPI_Bcast", {0, 1, 2, 3}, 8, 0, 0, 2}};
    return traceOf(run);
}

} // namespace

TEST(StepText, TheHeadingIsTheLabelAndTheLinksAsTheLectureWritesThem)
{
    const Trace reduce = Emulator::run(Scenario{}); // the lecture's reduce: links 3, 2, 1
    EXPECT_EQ(StepText(reduce).heading(0), "Start");
    EXPECT_EQ(StepText(reduce).heading(1), "a) link 3");
    EXPECT_EQ(StepText(reduce).heading(3), "c) link 1");
    EXPECT_EQ(StepText(run("ring-allreduce", 2)).heading(1), "a) links 1, 2");
    EXPECT_EQ(StepText(mixedRun()).heading(2), "b)");
}

TEST(StepText, NodesAreBinaryAddressesAndAOneWayStepListsArrows)
{
    const Trace reduce = Emulator::run(Scenario{});
    EXPECT_EQ(StepText(reduce).transferList(1, kAll, ", "), "100→000, 101→001, 110→010, 111→011");
    EXPECT_EQ(StepText(reduce).transferCount(1), 4u);
    EXPECT_EQ(StepText(reduce).transferList(1, 2, ", "), "100→000, 101→001, … and 2 more");
}

TEST(StepText, TwoNodesThatSendEachOtherAreOneExchangeFromTheLowerAddress)
{
    const Trace cube = run("cube-allreduce", 3);
    const StepText text(cube);
    EXPECT_EQ(text.transferList(1, kAll, ", "), "000↔100, 001↔101, 010↔110, 011↔111");
    EXPECT_EQ(text.transferCount(1), 4u);
    EXPECT_TRUE(text.everyPairExchanges(1));
    // The same rule for a block collective's exchange: each direction's payload, the lower's
    // first.
    const Trace halving = run("reduce-scatter", 2);
    const StepText blocks(halving);
    const auto payload = [&](std::uint64_t m) {
        std::string text = "[";
        for (BlockId b : halving.messageBlocks(m))
            text += (text.size() > 1 ? "," : "") + std::to_string(b);
        return text + "]";
    };
    EXPECT_EQ(blocks.transferList(1, kAll, "  ", payload),
              "00↔10 [2,3] / [0,1]  01↔11 [2,3] / [0,1]");
    // The ring sends one way round: no exchange.
    const Trace ring = run("ring-allreduce", 2);
    EXPECT_EQ(StepText(ring).transferList(1, kAll, ", ").find("↔"), std::string::npos);
    EXPECT_FALSE(StepText(ring).everyPairExchanges(1));
}

TEST(StepText, TheRuleHoldsPairByPairInAStepThatMixesExchangesAndOneWayMessages)
{
    const Trace traced = mixedRun();
    const StepText text(traced);
    EXPECT_EQ(text.transferCount(1), 3u);
    EXPECT_FALSE(text.everyPairExchanges(1));
    EXPECT_EQ(text.tracedLine(1, kAll),
              "a) link 1: 00↔01 (5) / (3); 10→11 (7); 11→00 (4) ✕ no neighbours: links 1, 2");
    EXPECT_EQ(text.tracedLine(2, kAll), "b): MPI_Bcast by 4 ranks: not traced link by link");
    EXPECT_EQ(text.tracedLine(1, 1), "a) link 1: 00↔01 (5) / (3); … and 2 more");
}

TEST(StepText, AFrontEndGivesItsOwnWords)
{
    StepWords german;
    german.oneLink = "%1) Link %2";
    german.more = "… und %1 weitere";
    german.count = [](std::uint64_t n) { return "<" + std::to_string(n) + ">"; };
    const Trace reduce = Emulator::run(Scenario{});
    const StepText text(reduce, german);
    EXPECT_EQ(text.heading(2), "b) Link 2");
    EXPECT_EQ(text.transferList(1, 1, ", "), "100→000, … und <3> weitere");
}

TEST(StepText, FillReplacesEachMarkerOnceAndNeverReadsAnArgumentAgain)
{
    EXPECT_EQ(StepText::fill("%1) link %2", {"a", "%1"}), "a) link %1");
    EXPECT_EQ(StepText::fill("%2 before %1", {"x", "y"}), "y before x");
    EXPECT_EQ(StepText::fill("100%", {}), "100%");
}

TEST(StepText, SendersAndEffectSayWhoSendsAndWhatTheReceiversDo)
{
    const Trace down = run("tree-broadcast", 5);
    const StepSenders last = StepText(down).senders(5);
    EXPECT_EQ(last.kind, StepSenders::Kind::BitClear);
    EXPECT_EQ(last.count, 16u);
    EXPECT_EQ(last.link, 5);
    EXPECT_EQ(StepText(run("cube-allreduce", 3)).senders(1).kind,
              StepSenders::Kind::EveryNodeExchanges);
    EXPECT_EQ(StepText(run("ring-allreduce", 3)).senders(1).links, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(StepText(down).effect(1), StepEffect::BroadcastTake);
    EXPECT_EQ(StepText(run("reduce-scatter", 2)).effect(1), StepEffect::HalvingCombine);
    EXPECT_EQ(StepText(run("ring-allreduce", 2)).effect(1), StepEffect::RingCombine);
}
