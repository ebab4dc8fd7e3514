// TraceCheck: a rank's run on MPI is compared with the emulator's node, message by message
// and bit by bit; these tests feed it the trace's own transfers, then each kind of difference.

#include "cubelab/emulator.h"
#include "tracecheck.h"

#include <cmath>
#include <gtest/gtest.h>

namespace cubelab::mpi {
namespace {

Trace numericRun(const std::string& algorithm, int dimension, std::int64_t elements)
{
    Scenario s;
    s.algorithm = algorithm;
    s.dimension = dimension;
    s.elements = elements;
    s.values = ValueMode::Numeric;
    return Emulator::run(s);
}

TraceCheck::FinalState finalOf(const Trace& trace, NodeId node)
{
    const NodeValue v = trace.final(node);
    TraceCheck::FinalState state{v.elements, v.present, {}};
    if (trace.hasBlocks()) {
        state.held.assign(trace.blockCount(), 0);
        for (const BlockValue& b : v.blocks)
            state.held[b.block] = 1;
    }
    return state;
}

TEST(TraceCheck, TheLecturesReduceScheduleIsTheStepsANodeTakesPartIn)
{
    const Trace trace = numericRun("tree-reduce", 3, 1);
    // Node 0 receives in a), b), c); node 2 receives from 6 in a) and sends to 0 in b); node 4
    // sends in a) only.
    EXPECT_EQ(TraceCheck(trace, 0).schedule(), (std::vector<std::size_t>{1, 2, 3}));
    EXPECT_EQ(TraceCheck(trace, 2).schedule(), (std::vector<std::size_t>{1, 2}));
    EXPECT_EQ(TraceCheck(trace, 4).schedule(), (std::vector<std::size_t>{1}));
    const auto node2 = TraceCheck(trace, 2).expectedTransfers();
    ASSERT_EQ(node2.size(), 2u);
    EXPECT_EQ(node2[0].receiveLink, 3);
    EXPECT_EQ(node2[0].sendLink, 0);
    EXPECT_EQ(node2[1].sendLink, 2);
}

TEST(TraceCheck, EveryNodeOfEveryCollectiveAcceptsTheTracesOwnRun)
{
    for (const Collective& c : builtinCollectives()) {
        const Trace trace = numericRun(c.id, 3, 11);
        for (NodeId i = 0; i < trace.nodeCount(); ++i) {
            const TraceCheck check(trace, i);
            EXPECT_EQ(check.compare(check.expectedTransfers(), finalOf(trace, i)), "")
                << c.id << " node " << i;
        }
    }
}

TEST(TraceCheck, AMessageOnAnotherLinkIsNamed)
{
    const Trace trace = numericRun("tree-reduce", 3, 1);
    const TraceCheck check(trace, 2);
    auto transfers = check.expectedTransfers();
    transfers[1].sendLink = 1; // to 3 instead of to 0
    EXPECT_EQ(check.compare(transfers, finalOf(trace, 2)),
              "in step b) it sent to 3 on link 1; the emulator's node sent to 0 on link 2");
}

TEST(TraceCheck, AMissingOrExtraTransferIsNamed)
{
    const Trace trace = numericRun("cube-allreduce", 3, 1);
    const TraceCheck check(trace, 5);
    auto transfers = check.expectedTransfers();
    transfers.pop_back();
    EXPECT_EQ(check.compare(transfers, finalOf(trace, 5)),
              "made 2 transfers, the emulator's node 3");
}

TEST(TraceCheck, OtherBlocksAreNamed)
{
    const Trace trace = numericRun("reduce-scatter", 2, 4);
    const TraceCheck check(trace, 0);
    auto transfers = check.expectedTransfers();
    ASSERT_FALSE(transfers[0].sentBlocks.empty());
    transfers[0].sentBlocks = {0};
    const std::string difference = check.compare(transfers, finalOf(trace, 0));
    EXPECT_NE(difference.find("in step a) it sent to 2 on link 2 blocks [0]"), std::string::npos)
        << difference;
    EXPECT_NE(difference.find("the emulator's node sent to 2 on link 2 blocks [2,3]"),
              std::string::npos)
        << difference;
}

TEST(TraceCheck, OneBitOfTheFinalValueIsADifference)
{
    const Trace trace = numericRun("cube-allreduce", 3, 4);
    const TraceCheck check(trace, 6);
    std::vector<double> value(trace.final(6).elements.begin(), trace.final(6).elements.end());
    value[3] = std::nextafter(value[3], 1e300);
    TraceCheck::FinalState final{value, true, {}};
    EXPECT_EQ(check.compare(check.expectedTransfers(), final),
              "ends with a value whose bits differ from the emulator's");
}

TEST(TraceCheck, HoldingOtherBlocksIsADifference)
{
    const Trace trace = numericRun("reduce-scatter", 2, 4);
    const TraceCheck check(trace, 1);
    TraceCheck::FinalState final = finalOf(trace, 1);
    final.held[0] = 1; // node 1 ends with block 1 alone
    EXPECT_EQ(check.compare(check.expectedTransfers(), final),
              "ends holding block 0, the emulator's node does not");
}

TEST(TraceCheck, HoldingNothingWhereTheEmulatorHoldsDataIsADifference)
{
    const Trace trace = numericRun("tree-broadcast", 2, 1);
    const TraceCheck check(trace, 3);
    TraceCheck::FinalState final = finalOf(trace, 3);
    final.present = false;
    EXPECT_EQ(check.compare(check.expectedTransfers(), final),
              "ends holding nothing, the emulator's node holds data");
}

} // namespace
} // namespace cubelab::mpi
