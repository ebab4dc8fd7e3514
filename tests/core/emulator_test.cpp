// The emulator as a message-passing machine: programs that go wrong are reported, never hung.

#include "cubelab/errors.h"
#include "testutil.h"

#include <atomic>
#include <gtest/gtest.h>
#include <memory>

using namespace cubelab;
using namespace cubelab::test;

namespace {

Task bothReceive(Comm& c)
{
    c.combine(co_await c.receive(1));
}

Task oddNodesSendEvenNodesStop(Comm& c)
{
    if (c.id() % 2)
        co_await c.send(1, c.s());
}

Task sendOnMissingLink(Comm& c)
{
    co_await c.send(7, c.s());
}

Task throwsOnNodeThree(Comm& c)
{
    if (c.id() == 3)
        throw std::runtime_error("node program failed");
    co_return;
}

Task mismatchedLinks(Comm& c)
{
    // Node 0 waits on link 1 for node 1, but node 1 sends on link 2: never matches.
    if (c.id() == 0)
        c.combine(co_await c.receive(1));
    else if (c.id() == 1)
        co_await c.send(2, c.s());
}

// A sender and a receiver that take turns: node 0 sends across link 1 twice.
Task twoMessages(Comm& c)
{
    if (c.id() == 0) {
        co_await c.send(1, c.s());
        co_await c.send(1, c.s());
    } else if (c.id() == 1) {
        c.combine(co_await c.receive(1));
        c.combine(co_await c.receive(1));
    }
}

// The run's cancel, set by node 0 after its first message: the window's Cancel, from the run
// itself, so that the test needs no second thread and no clock.
std::shared_ptr<std::atomic<bool>> gCancel;
int gTurnsAfterCancel = 0;
constexpr int kMessagesToSend = 100;

Task cancelsAfterItsFirstMessage(Comm& c)
{
    for (int k = 0; k < kMessagesToSend; ++k) {
        if (c.id() == 0) {
            co_await c.send(1, c.s());
            gCancel->store(true, std::memory_order_relaxed);
        } else if (c.id() == 1) {
            c.combine(co_await c.receive(1));
            if (gCancel->load())
                ++gTurnsAfterCancel;
        }
    }
}

std::string errorOf(const Scenario& s, NodeProgram program)
{
    try {
        Emulator::run(s, customCollective(program));
    } catch (const EngineError& e) {
        return e.what();
    }
    return "no error";
}

// Node 1 sends its s to node 0 and then doubles it in the same round; node 0 resumes
// first and passes the received vector on to node 2. Node 2 must get what node 1 sent.
Task passOnWhileTheSenderChanges(Comm& c)
{
    if (c.id() == 1) {
        co_await c.send(1, c.s());
        c.combine(c.s());
    } else if (c.id() == 0) {
        ValueView h = co_await c.receive(1);
        co_await c.send(2, h);
    } else if (c.id() == 2) {
        c.assign(co_await c.receive(2));
    }
}

// Every node exchanges across link 1 and combines, then sends its result to its partner
// across link 2, which combines it: the lower node of each exchange changes its s before the
// higher one has read it.
Task exchangeThenSend(Comm& c)
{
    c.combine(co_await c.exchange(1, c.s()));
    if (c.hasBit(2))
        co_await c.send(2, c.s());
    else
        c.combine(co_await c.receive(2));
}

} // namespace

TEST(Emulator, BothPartnersReceivingIsADeadlockThatNamesNodesAndLinks)
{
    const std::string message = errorOf(scenario(1, "cube-allreduce"), bothReceive);
    EXPECT_NE(message.find("deadlock before the first step"), std::string::npos) << message;
    EXPECT_NE(message.find("node 0 (0) waits to receive on link 1 at line 1 with node 1 (1), which "
                           "waits to receive on link 1 at line 1"),
              std::string::npos)
        << message;
}

TEST(Emulator, WaitingForAFinishedPartnerIsADeadlock)
{
    const std::string message = errorOf(scenario(2, "cube-allreduce"), oddNodesSendEvenNodesStop);
    EXPECT_NE(
        message.find(
            "node 1 (01) waits to send on link 1 at line 1 with node 0 (00), which has finished"),
        std::string::npos)
        << message;
}

TEST(Emulator, DeadlockListsAtMostEightNodes)
{
    const std::string message = errorOf(scenario(5, "cube-allreduce"), bothReceive);
    EXPECT_NE(message.find("and 24 more"), std::string::npos) << message;
}

TEST(Emulator, LinksThatNeverMeetAreADeadlock)
{
    const std::string message = errorOf(scenario(2, "cube-allreduce"), mismatchedLinks);
    EXPECT_NE(message.find("node 0 (00) waits to receive on link 1"), std::string::npos) << message;
    EXPECT_NE(
        message.find(
            "node 1 (01) waits to send on link 2 at line 1 with node 3 (11), which has finished"),
        std::string::npos)
        << message;
}

TEST(Emulator, SendOnALinkTheCubeLacksIsAnError)
{
    const std::string message = errorOf(scenario(3, "cube-allreduce"), sendOnMissingLink);
    EXPECT_NE(message.find("node 0 (000): a transfer on link 7, but a 3-cube has links 1 to 3"),
              std::string::npos)
        << message;
}

TEST(Emulator, AnExceptionInAProgramNamesTheNode)
{
    const std::string message = errorOf(scenario(2, "cube-allreduce"), throwsOnNodeThree);
    EXPECT_EQ(message, "node 3 (11): node program failed");
}

// The window's Cancel stops a built-in's run for real (a ring on 2,048 nodes runs 45 s): the
// run looks at its cancel before it resumes a node and ends with "the run was cancelled".
TEST(Emulator, ACancelSetBeforeTheRunStopsItBeforeAnyNodeRuns)
{
    RunOptions options;
    auto cancel = std::make_shared<std::atomic<bool>>(true);
    options.cancel = cancel;
    const Scenario ring = scenario(3, "ring-allreduce");
    try {
        Emulator::run(ring, options);
        ADD_FAILURE() << "a cancelled run ran to its end";
    } catch (const EngineError& e) {
        EXPECT_STREQ(e.what(), Emulator::kCancelledText);
    }
    cancel->store(false); // not cancelled: the same options run to the end
    EXPECT_EQ(Emulator::run(ring, options).stepCount(), Emulator::run(ring).stepCount());
}

TEST(Emulator, ACancelSetWhileTheRunGoesOnStopsItAtTheNextNode)
{
    gCancel = std::make_shared<std::atomic<bool>>(false);
    gTurnsAfterCancel = 0;
    RunOptions options;
    options.cancel = gCancel;
    try {
        Emulator::run(scenario(1, "cube-allreduce"), customCollective(cancelsAfterItsFirstMessage),
                      options);
        ADD_FAILURE() << "a cancelled run ran to its end";
    } catch (const EngineError& e) {
        EXPECT_STREQ(e.what(), Emulator::kCancelledText);
    }
    // Node 0 set the cancel after its first message: node 1 is not resumed to receive it.
    EXPECT_EQ(gTurnsAfterCancel, 0);
}

TEST(Emulator, SuccessiveTransfersOnOneLinkAreSeparateSteps)
{
    const Trace t = Emulator::run(scenario(1, "cube-allreduce"), customCollective(twoMessages));
    ASSERT_EQ(t.stepCount(), 2u);
    EXPECT_EQ(t.final(1).elements[0], 2.0 + 1.0 + 1.0);
    // Both operands start with a_0: the older expression stands first.
    EXPECT_EQ(t.format(t.final(1).expr, ExprStyle::Plain), "a_0+(a_0+a_1)");
}

TEST(Emulator, MessagesRecordThePseudocodeLines)
{
    const Trace t = Emulator::run(Scenario{}); // Tree_UpDo
    const auto& code = findCollective("tree-reduce").pseudocode;
    for (const Message& m : t.allMessages()) {
        EXPECT_NE(code[m.fromLine].find("Send"), std::string::npos);
        EXPECT_NE(code[m.toLine].find("Receive"), std::string::npos);
    }
}

TEST(Emulator, AVectorPassedOnKeepsWhatItsSenderSent)
{
    Scenario s = scenario(2, "cube-allreduce", {}, ValueMode::Numeric);
    s.elements = 4;
    const Trace t = Emulator::run(s, customCollective(passOnWhileTheSenderChanges));
    ASSERT_TRUE(t.final(2).present);
    for (double e : t.final(2).elements)
        EXPECT_EQ(e, 2.0) << "node 1 sent its initial value 2, then doubled it";
    for (double e : t.final(1).elements)
        EXPECT_EQ(e, 4.0);
}

TEST(Emulator, LongVectorsExchangedInPlaceGiveEachSideThePartnersOldValue)
{
    for (std::int64_t m : {1, 2, 64}) {
        Scenario s = scenario(2, "cube-allreduce", {}, ValueMode::Numeric);
        s.elements = m;
        const Trace t = Emulator::run(s, customCollective(exchangeThenSend));
        // After link 1: nodes 0,1 hold 1+2 = 3, nodes 2,3 hold 3+4 = 7; node 0 and node 1
        // each add their partner's 7 across link 2.
        const double expected[] = {10.0, 10.0, 7.0, 7.0};
        for (NodeId i = 0; i < 4; ++i)
            for (double e : t.final(i).elements)
                EXPECT_EQ(e, expected[i]) << "m = " << m << ", node " << i;
    }
}
