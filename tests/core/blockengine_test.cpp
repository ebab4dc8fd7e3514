// The engine's block model and sendrecv at their edges: programs written here (not the
// built-in collectives) that ring, meet in different rounds, pass on what they received,
// deadlock, never end, or name blocks wrongly.

#include "cubelab/errors.h"
#include "cubelab/trace.h"
#include "testutil.h"

#include <bit>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;
using namespace cubelab::test;

namespace {

// A block collective running another program.
Collective customBlockCollective(NodeProgram program)
{
    Collective c = findCollective("allgather");
    c.id = "custom-blocks";
    c.program = program;
    return c;
}

std::string errorOf(const Scenario& s, const Collective& collective)
{
    try {
        Emulator::run(s, collective);
    } catch (const EngineError& e) {
        return e.what();
    }
    return "no error";
}

// Position q of the ring 0, 1, 3, 2 of a 2-cube and its links: to the next position and from
// the one before.
constexpr NodeId kRing[4] = {0, 1, 3, 2};
int positionOf(NodeId node)
{
    for (int q = 0; q < 4; ++q)
        if (kRing[q] == node)
            return q;
    return -1;
}
int linkTo(NodeId a, NodeId b)
{
    return std::countr_zero(a ^ b) + 1;
}

// An allgather on a ring of our own: each node keeps only its own block and then, three
// times, sends on to the next node what it has just received (its own block first) while
// receiving from the one before; it adds what it receives. From the second step on it sends
// the very value it received, from the buffer that same transfer receives into.
Task ringAllgather(Comm& c)
{
    const int q = positionOf(c.id());
    const NodeId next = kRing[(q + 1) % 4];
    const NodeId previous = kRing[(q + 3) % 4];
    std::vector<BlockId> others;
    for (BlockId b = 0; b < 4; ++b)
        if (b != c.id())
            others.push_back(b);
    c.drop(others);
    const std::vector<BlockId> own{c.id()};
    ValueView received =
        co_await c.sendrecv(linkTo(c.id(), next), c.blocks(own), linkTo(c.id(), previous));
    c.assign(received);
    for (int t = 1; t < 3; ++t) {
        received = co_await c.sendrecv(linkTo(c.id(), next), received, linkTo(c.id(), previous));
        c.assign(received);
    }
}

Scenario blockScenario(int dimension, std::int64_t elements, ValueMode mode = ValueMode::Symbolic)
{
    Scenario s = scenario(dimension, "allgather", {}, mode);
    s.elements = elements;
    return s;
}

TEST(BlockEngine, ARingOfSendrecvsPassingOnWhatItReceivedGathersEveryBlock)
{
    for (std::int64_t m : {std::int64_t{1}, std::int64_t{3}, std::int64_t{4}, std::int64_t{13}}) {
        SCOPED_TRACE("m = " + std::to_string(m));
        Scenario s = blockScenario(2, m);
        s.initial.resize(4);
        for (std::size_t i = 0; i < 4; ++i)
            for (std::int64_t e = 0; e < m; ++e)
                s.initial[i].push_back(static_cast<double>(10 * i + static_cast<std::size_t>(e)));
        const Trace t = Emulator::run(s, customBlockCollective(ringAllgather));
        ASSERT_EQ(t.stepCount(), 3u);
        for (std::size_t j = 0; j < 3; ++j) {
            const Step& step = t.steps()[j];
            EXPECT_EQ(step.links, (std::vector<int>{1, 2}))
                << "the ring uses both links in each step";
            ASSERT_EQ(step.messageCount, 4u);
            for (std::uint64_t k = 0; k < 4; ++k) {
                const Message& msg = t.allMessages()[step.firstMessage + k];
                const int q = positionOf(msg.from);
                EXPECT_EQ(msg.to, kRing[(q + 1) % 4]);
                // Position q sends in step j the block of position q − j.
                const auto blocks = t.messageBlocks(step.firstMessage + k);
                ASSERT_EQ(blocks.size(), 1u);
                EXPECT_EQ(blocks[0], kRing[(q + 4 - static_cast<int>(j)) % 4]);
            }
        }
        for (NodeId i = 0; i < 4; ++i) {
            const NodeValue f = t.final(i);
            ASSERT_EQ(f.blocks.size(), 4u) << "node " << i;
            for (const BlockValue& bv : f.blocks) {
                EXPECT_EQ(t.format(bv.expr, ExprStyle::Plain), "a_" + std::to_string(bv.block));
                const std::uint64_t begin = blockBegin(bv.block, static_cast<std::uint64_t>(m), 4);
                for (std::size_t e = 0; e < bv.elements.size(); ++e)
                    EXPECT_EQ(bv.elements[e], s.initial[bv.block][begin + e])
                        << "node " << i << " block " << bv.block;
            }
        }
    }
}

// Node 0's sendrecv sends to node 1 at once, but node 2 sends to it only after an exchange
// with node 3: its two halves meet in different rounds, and node 0 resumes after the second.
// Meanwhile node 1 reads what node 0 sent, then receives again from node 3.
Task halvesInDifferentRounds(Comm& c)
{
    switch (c.id()) {
    case 0:
        c.combine(co_await c.sendrecv(1, c.s(), 2));
        break;
    case 1:
        c.combine(co_await c.receive(1));
        c.combine(co_await c.receive(2));
        break;
    case 2:
        c.combine(co_await c.exchange(1, c.s()));
        co_await c.send(2, c.s());
        break;
    case 3:
        c.combine(co_await c.exchange(1, c.s()));
        co_await c.send(2, c.s());
        break;
    }
}

TEST(BlockEngine, ASendrecvsHalvesMayMeetInDifferentRounds)
{
    // Long vectors: a receiver may read a sender's s in place, which must not outlive the
    // round in which the sender's halves have all met.
    for (std::int64_t m : {std::int64_t{1}, std::int64_t{5}}) {
        SCOPED_TRACE("m = " + std::to_string(m));
        Scenario s = scenario(2, "cube-allreduce", {}, ValueMode::Symbolic);
        s.elements = m;
        const Trace t = Emulator::run(s, customCollective(halvesInDifferentRounds));
        ASSERT_EQ(t.stepCount(), 2u);
        const auto first = t.messages(t.steps()[0]);
        ASSERT_EQ(first.size(), 3u);
        EXPECT_EQ(first[0], (Message{0, 1, 1, 0, 0}));
        EXPECT_EQ(first[1].from, 2u);
        EXPECT_EQ(first[2].from, 3u);
        const auto second = t.messages(t.steps()[1]);
        ASSERT_EQ(second.size(), 2u);
        EXPECT_EQ(second[0].from, 2u);
        EXPECT_EQ(second[0].to, 0u);
        EXPECT_EQ(second[1].from, 3u);
        EXPECT_EQ(second[1].to, 1u);
        // Node 0 combines only after its receive half has met: in step b.
        EXPECT_EQ(t.updatedNodes(1), (std::vector<NodeId>{1, 2, 3}));
        EXPECT_EQ(t.updatedNodes(2), (std::vector<NodeId>{0, 1}));
        // Inputs i+1: node 0 ends with a_0 + (a_2 + a_3), node 1 with (a_0 + a_1) + (a_2 + a_3).
        EXPECT_EQ(t.format(t.final(0).expr, ExprStyle::Plain), "a_0+(a_2+a_3)");
        EXPECT_EQ(t.format(t.final(1).expr, ExprStyle::Plain), "(a_0+a_1)+(a_2+a_3)");
        for (std::size_t e = 0; e < static_cast<std::size_t>(m); ++e) {
            EXPECT_EQ(t.final(0).elements[e], 1.0 + 3.0 + 4.0) << "element " << e;
            EXPECT_EQ(t.final(1).elements[e], 1.0 + 2.0 + 3.0 + 4.0) << "element " << e;
        }
    }
}

// Node 0 waits to send on link 1 and receive on link 2, but both partners have finished.
Task sendrecvWithNobody(Comm& c)
{
    if (c.id() == 0)
        c.combine(co_await c.sendrecv(1, c.s(), 2));
}

// Node 0's send half meets node 1's receive; its receive half waits for node 2, which ends.
Task sendrecvHalfMet(Comm& c)
{
    if (c.id() == 0)
        c.combine(co_await c.sendrecv(1, c.s(), 2));
    else if (c.id() == 1)
        c.combine(co_await c.receive(1));
}

TEST(BlockEngine, ADeadlockedSendrecvNamesTheHalvesStillOpen)
{
    const std::string both =
        errorOf(scenario(2, "cube-allreduce"), customCollective(sendrecvWithNobody));
    EXPECT_NE(both.find("deadlock before the first step"), std::string::npos) << both;
    EXPECT_NE(both.find("node 0 (00) waits to send on link 1 and to receive on link 2"),
              std::string::npos)
        << both;
    EXPECT_NE(both.find("has finished"), std::string::npos) << both;

    const std::string half =
        errorOf(scenario(2, "cube-allreduce"), customCollective(sendrecvHalfMet));
    EXPECT_NE(half.find("deadlock after step a"), std::string::npos) << half;
    EXPECT_NE(half.find("node 0 (00) waits to receive on link 2 at line 1 with node 2 (10), which "
                        "has finished"),
              std::string::npos)
        << half;
    EXPECT_EQ(half.find("to send on link 1"), std::string::npos) << half;
}

Task exchangeForever(Comm& c)
{
    for (;;)
        c.combine(co_await c.exchange(1, c.s()));
}

Task sendrecvForever(Comm& c)
{
    for (;;)
        c.assign(co_await c.sendrecv(1, c.blocks(c.heldBlocks()), 1));
}

TEST(BlockEngine, AProgramThatNeverEndsIsStoppedAtTheStepCap)
{
    ASSERT_EQ(Emulator::maxSteps(1), 4096u);
    ASSERT_EQ(Emulator::maxSteps(12), std::uint64_t{16} << 12);
    // Numeric: symbolic values that combine themselves would meet the expression cap first
    // (Emulator::maxExpressionLeaves).
    Scenario numeric = scenario(1, "cube-allreduce");
    numeric.values = ValueMode::Numeric;
    const std::string whole = errorOf(numeric, customCollective(exchangeForever));
    EXPECT_NE(whole.find("has not ended after 4096 steps"), std::string::npos) << whole;
    EXPECT_NE(whole.find("1-cube"), std::string::npos) << whole;
    const std::string blocks = errorOf(blockScenario(2, 4), customBlockCollective(sendrecvForever));
    EXPECT_NE(blocks.find("has not ended after 4096 steps"), std::string::npos) << blocks;
}

// Each of these names blocks wrongly once.
Task dropTwice(Comm& c)
{
    const std::vector<BlockId> one{1};
    c.drop(one);
    c.drop(one);
    co_return;
}
Task sendOutOfRange(Comm& c)
{
    const std::vector<BlockId> ids{0, c.blockCount()};
    co_await c.send(1, c.blocks(ids));
}
Task sendDescending(Comm& c)
{
    const std::vector<BlockId> ids{1, 0};
    co_await c.send(1, c.blocks(ids));
}
Task dropRepeated(Comm& c)
{
    const std::vector<BlockId> ids{2, 2};
    c.drop(ids);
    co_return;
}
Task sendDropped(Comm& c)
{
    const std::vector<BlockId> ids{3};
    c.drop(ids);
    co_await c.send(1, c.blocks(ids));
}
Task sendWholeValue(Comm& c)
{
    ValueView whole = c.s();
    whole.hasBlocks = false;
    co_await c.send(1, whole);
}

TEST(BlockEngine, NamingBlocksWronglyIsAnError)
{
    const Scenario s = blockScenario(2, 4);
    auto error = [&](NodeProgram program) { return errorOf(s, customBlockCollective(program)); };
    const std::string twice = error(dropTwice);
    EXPECT_NE(twice.find("node 0 (00): cannot drop block 1: the node does not hold it"),
              std::string::npos)
        << twice;
    const std::string range = error(sendOutOfRange);
    EXPECT_NE(range.find("cannot send block 4: the vector has blocks 0 to 3"), std::string::npos)
        << range;
    const std::string descending = error(sendDescending);
    EXPECT_NE(descending.find("ascending order without repeats"), std::string::npos) << descending;
    const std::string repeated = error(dropRepeated);
    EXPECT_NE(repeated.find("ascending order without repeats"), std::string::npos) << repeated;
    const std::string dropped = error(sendDropped);
    EXPECT_NE(dropped.find("cannot send block 3: the node does not hold it"), std::string::npos)
        << dropped;
    const std::string whole = error(sendWholeValue);
    EXPECT_NE(whole.find("a block collective sends blocks"), std::string::npos) << whole;
}

Task asksForHeldBlocks(Comm& c)
{
    (void)c.heldBlocks();
    co_return;
}
Task asksForBlocks(Comm& c)
{
    const std::vector<BlockId> ids{0};
    co_await c.send(1, c.blocks(ids));
}
Task dropsABlock(Comm& c)
{
    const std::vector<BlockId> ids{0};
    c.drop(ids);
    co_return;
}

TEST(BlockEngine, AWholeVectorCollectiveHasNoBlocksToName)
{
    for (NodeProgram program : {asksForHeldBlocks, asksForBlocks, dropsABlock}) {
        const std::string message =
            errorOf(scenario(1, "cube-allreduce"), customCollective(program));
        EXPECT_NE(message.find(
                      "node 0 (0): this collective moves whole vectors: it has no blocks to name"),
                  std::string::npos)
            << message;
    }
}

} // namespace
