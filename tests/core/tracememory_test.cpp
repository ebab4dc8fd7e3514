// Trace::memoryBytes: what the benchmarks report as a trace's size.

#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

TEST(TraceMemory, CountsEveryMessageUpdateValueAndTheIndex)
{
    Scenario s = scenario(8, "cube-allreduce", {}, ValueMode::Numeric);
    s.elements = 3;
    const Trace t = Emulator::run(s);
    const TraceData& d = t.data();
    const std::uint64_t p = 256;
    ASSERT_EQ(d.messages.size(), p * 8);
    ASSERT_EQ(d.updates.size(), p * 8);
    // Contents alone: messages, updates, their values, initial and final states, the index
    // (one entry per update and one per node).
    const std::uint64_t contents =
        d.messages.size() * sizeof(Message) + d.updates.size() * sizeof(Update) +
        d.updateValues.size() * sizeof(double) + 2 * p * 3 * sizeof(double) +
        2 * p * (sizeof(ExprId) + 1) + d.steps.size() * sizeof(Step) +
        d.updates.size() * sizeof(std::uint32_t) + (p + 1) * sizeof(std::uint64_t);
    EXPECT_GE(t.memoryBytes(), contents);
    // Beyond that only the step link lists and the (numeric: empty) expression pool.
    EXPECT_LT(t.memoryBytes(), contents + 4096);
}

TEST(TraceMemory, SymbolicTracesCountTheirExpressions)
{
    const Trace numeric = Emulator::run(scenario(6, "cube-allreduce", {}, ValueMode::Numeric));
    const Trace symbolic = Emulator::run(scenario(6, "cube-allreduce"));
    // 64 leaves and 6·32 sums, each a node of the pool and an entry of a table.
    EXPECT_GE(symbolic.memoryBytes(),
              numeric.memoryBytes() + (64 + 6 * 32) * sizeof(ExpressionPool::Node));
}
