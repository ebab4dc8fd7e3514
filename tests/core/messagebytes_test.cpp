// The one rule for a message's bytes (cubelab/messagebytes.h) and the places that follow it:
// the trace (8 bytes an element, as its file format fixes) and the cost model and `compare`
// (the machine's element size).

#include "cubelab/comparison.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/machine.h"
#include "cubelab/messagebytes.h"
#include "testutil.h"

#include <gtest/gtest.h>
#include <limits>

using namespace cubelab;
using namespace cubelab::test;

TEST(MessageBytes, ElementsTimesTheElementSizeWithTheTracesEightByDefault)
{
    EXPECT_EQ(kTraceElementBytes, 8u);
    EXPECT_EQ(messageBytes(1000), 8000u);
    EXPECT_EQ(messageBytes(1000, 4), 4000u);
    EXPECT_EQ(messageBytes(0, 4), 0u);
    EXPECT_DOUBLE_EQ(approxMessageBytes(1000.0), 8000.0);
    EXPECT_DOUBLE_EQ(approxMessageBytes(1000.0, 3), 3000.0);
}

TEST(MessageBytes, MoreThanTwoToTheSixtyFourBytesIsRefusedNotWrapped)
{
    const std::uint64_t most = std::numeric_limits<std::uint64_t>::max() / 8;
    EXPECT_TRUE(messageBytesFit(most, 8));
    EXPECT_EQ(messageBytes(most), most * 8);
    EXPECT_FALSE(messageBytesFit(most + 1, 8));
    EXPECT_THROW(messageBytes(most + 1), InputError);
    // The double form never overflows: it serves times and chart axes.
    EXPECT_DOUBLE_EQ(approxMessageBytes(static_cast<double>(most + 1), 8),
                     static_cast<double>(most + 1) * 8.0);
}

TEST(MessageBytes, TheTracesLinkLoadsCountEightBytesAnElement)
{
    Scenario s = scenario(3, "cube-allreduce", {}, ValueMode::Numeric);
    s.elements = 1000;
    const Trace trace = Emulator::run(s);
    for (const LinkLoad& load : trace.linkLoads()) {
        EXPECT_EQ(load.elements, load.messages * 1000);
        EXPECT_EQ(load.bytes, messageBytes(load.elements)) << "link " << load.link;
        EXPECT_EQ(load.bytes, load.messages * 8000);
    }
    for (const LinkLoad& load : trace.linkLoads(1, 1))
        EXPECT_EQ(load.bytes, messageBytes(load.elements)) << "link " << load.link;
}

TEST(MessageBytes, CompareCountsTheMachinesElementSize)
{
    Machine four = findMachine("power-gc");
    four.elementBytes = 4;
    ComparisonRequest request;
    request.dimension = 3;
    request.elements = 1000;
    const Comparison c = compareVariants(four, request);
    ASSERT_FALSE(c.variants.empty());
    for (const VariantMetrics& v : c.variants)
        for (const LinkLoad& load : v.linkLoad) {
            EXPECT_EQ(load.bytes, messageBytes(load.messages * 1000, 4))
                << v.label << " link " << load.link;
            EXPECT_GT(load.messages, 0u);
        }
}

TEST(MessageBytes, TheCostModelPricesTheMachinesBytes)
{
    // One link, no latency, 1000 bytes a second: a step of one message of m elements takes
    // m × elementBytes / 1000 s.
    Machine m = findMachine("power-gc");
    m.maxDimension = 1;
    m.combineSeconds = 0;
    m.linkClasses = {LinkClass{{1}, 0.0, 1000.0, std::nullopt}};
    m.elementBytes = 4;
    const Trace trace = Emulator::run(scenario(1, "tree-reduce", {}, ValueMode::Numeric));
    EXPECT_DOUBLE_EQ(CostModel::evaluate(trace, m, 250).total, approxMessageBytes(250, 4) / 1000.0);
    m.elementBytes = 8;
    EXPECT_DOUBLE_EQ(CostModel::evaluate(trace, m, 250).total, approxMessageBytes(250, 8) / 1000.0);
}

// A comparison whose link loads would pass 2^64 bytes is refused with the largest length that
// fits, not wrapped round to a small number.
TEST(MessageBytes, AComparisonBeyondSixtyFourBitsOfBytesIsRefusedWithTheLargestLength)
{
    ComparisonRequest request;
    request.dimension = 3;
    request.elements = std::numeric_limits<std::uint64_t>::max() / 8;
    try {
        compareVariants(findMachine("ideal-hypercube"), request);
        FAIL() << "a load beyond 2^64 bytes was accepted";
    } catch (const InputError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("more than 2^64 bytes"), std::string::npos) << message;
        EXPECT_NE(message.find("elements here"), std::string::npos) << message;
    }
}
