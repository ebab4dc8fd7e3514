// Trace format version 2: a block collective's trace file (shared/reference/collectives.md,
// "Trace format, version 2"), written and read back, and every inconsistency the reader
// refuses with its place. The product's reduce-scatter (recursive halving) is the example of
// collectives.md; the tests' own Blocks_Down (common/testblockcollectives.h) adds a block
// collective whose non-root nodes start with no blocks, which the product has none of.

#include "cubelab/emulator.h"
#include "cubelab/jsonio.h"
#include "testblockcollectives.h"
#include "testutil.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

using namespace cubelab;
using cubelab::test::fileErrorOf;
using cubelab::test::kBlockBroadcastId;

namespace {

constexpr const char* kReduceScatter = "reduce-scatter";

Scenario blockScenario(const char* algorithm, int dimension, std::int64_t elements,
                       ValueMode values)
{
    Scenario s = test::scenario(dimension, algorithm, {}, values);
    s.elements = elements;
    return s;
}

// The reduce-scatter of collectives.md's example: a 2-cube, 4 elements, symbolic.
Json exampleJson()
{
    return traceToJson(Emulator::run(blockScenario(kReduceScatter, 2, 4, ValueMode::Symbolic)));
}

class TraceBlocks : public ::testing::Test
{
protected:
    test::ScopedTestBlockCollectives mCollectives;
};

struct Refusal
{
    std::string place;
    std::string reason;
};

Refusal refusal(const Json& json)
{
    const FileError e = fileErrorOf([&] { (void)traceFromJson(json, "memory"); });
    return {e.place(), e.reason()};
}

} // namespace

// Write, read, write: the same text, for every size, mode and dimension; the trace read back
// holds the same blocks at every step.
namespace {
// Runs the collective, writes its trace, reads it back: the same text, the same link loads
// and the same blocks at every step.
void expectRoundTrip(const char* algorithm, int d, std::int64_t m, ValueMode values,
                     NodeId root = 0)
{
    SCOPED_TRACE(std::string(algorithm) + " d=" + std::to_string(d) + " m=" + std::to_string(m) +
                 " " + std::string(valueModeName(values)));
    Scenario s = blockScenario(algorithm, d, m, values);
    if (findCollective(algorithm).takesRoot)
        s.root = root;
    else
        s.root.reset();
    const Trace run = Emulator::run(s);
    ASSERT_TRUE(run.hasBlocks());
    const std::string text = traceFileText(run);
    const Trace read = traceFromJson(parseJson(text, "memory"), "memory");
    ASSERT_TRUE(read.hasBlocks());
    EXPECT_EQ(traceFileText(read), text);
    EXPECT_EQ(read.linkLoads(), run.linkLoads());
    for (std::size_t k = 0; k <= run.stepCount(); ++k)
        for (NodeId i = 0; i < run.nodeCount(); ++i) {
            const NodeValue a = run.valueAt(i, k);
            const NodeValue b = read.valueAt(i, k);
            ASSERT_EQ(a.blocks.size(), b.blocks.size()) << "node " << i << " step " << k;
            for (std::size_t x = 0; x < a.blocks.size(); ++x) {
                EXPECT_EQ(a.blocks[x].block, b.blocks[x].block);
                EXPECT_TRUE(std::equal(a.blocks[x].elements.begin(), a.blocks[x].elements.end(),
                                       b.blocks[x].elements.begin(), b.blocks[x].elements.end()));
                EXPECT_EQ(run.format(a.blocks[x].expr, ExprStyle::Plain),
                          read.format(b.blocks[x].expr, ExprStyle::Plain));
            }
        }
}
} // namespace

TEST_F(TraceBlocks, WrittenTraceReadsBackToTheSameText)
{
    for (const char* algorithm : {kReduceScatter, kBlockBroadcastId})
        for (ValueMode values : {ValueMode::Symbolic, ValueMode::Numeric})
            for (int d = 0; d <= 4; ++d) {
                const std::int64_t p = std::int64_t{1} << d;
                // one element a block, uneven blocks, and empty blocks (m < p)
                for (std::int64_t m : {p, 2 * p + 1, std::max<std::int64_t>(1, p / 2)})
                    expectRoundTrip(algorithm, d, m, values);
            }
}

// The product's six block collectives, with a root other than 0 for the trees.
TEST(TraceBlocksBuiltIn, EveryBlockCollectiveReadsBackToTheSameText)
{
    for (const Collective& c : builtinCollectives()) {
        if (c.data != DataKind::Blocks)
            continue;
        for (ValueMode values : {ValueMode::Symbolic, ValueMode::Numeric})
            for (int d = 0; d <= 4; ++d) {
                const std::int64_t p = std::int64_t{1} << d;
                for (std::int64_t m : {p, 2 * p + 1, std::max<std::int64_t>(1, p / 2)})
                    expectRoundTrip(c.id.c_str(), d, m, values, static_cast<NodeId>(p - 1));
            }
    }
}

// The example of collectives.md, field by field.
TEST_F(TraceBlocks, ReduceScatterExampleIsWrittenAsTheReferenceShowsIt)
{
    const Json j = exampleJson();
    EXPECT_EQ(j["version"], 2);
    EXPECT_EQ(j["scenario"]["version"], 2);
    EXPECT_EQ(j["scenario"]["linkOrder"], Json::parse("[2, 1]"));
    EXPECT_EQ(j["initial"][0], Json::parse(R"({"node": 0, "blocks": [
        {"block": 0, "value": [1.0], "expr": "a_0"}, {"block": 1, "value": [1.0], "expr": "a_0"},
        {"block": 2, "value": [1.0], "expr": "a_0"}, {"block": 3, "value": [1.0], "expr": "a_0"}]})"));
    const Json& a = j["steps"][0];
    EXPECT_EQ(a["phase"], "reduce-scatter");
    EXPECT_EQ(a["links"], Json::parse("[2]"));
    EXPECT_EQ(
        a["messages"][0].dump(),
        Json::parse(
            R"({"from": 0, "to": 2, "link": 2, "blocks": [2, 3], "elements": 2, "bytes": 16})")
            .dump());
    EXPECT_EQ(a["updates"][0].dump(), Json::parse(R"json({"node": 0, "blocks": [
        {"block": 0, "value": [4.0], "expr": "a_0+a_2"}, {"block": 1, "value": [4.0], "expr": "a_0+a_2"}],
        "dropped": [2, 3]})json")
                                          .dump());
    EXPECT_EQ(j["final"][0], Json::parse(R"json({"node": 0, "blocks": [
        {"block": 0, "value": [10.0], "expr": "(a_0+a_2)+(a_1+a_3)"}]})json"));
    EXPECT_EQ(j["linkLoad"][0],
              Json::parse(R"({"link": 1, "messages": 4, "elements": 4, "bytes": 32})"));
}

TEST_F(TraceBlocks, NodesWithoutBlocksAndUpdatesWithoutDropsAreWrittenBare)
{
    const Json j =
        traceToJson(Emulator::run(blockScenario(kBlockBroadcastId, 2, 4, ValueMode::Numeric)));
    EXPECT_EQ(j["initial"][1], Json::parse(R"({"node": 1, "blocks": []})"));
    // A receiver takes blocks and drops none: no "dropped"; numeric: no "expr".
    EXPECT_EQ(j["steps"][0]["updates"][0].dump(), Json::parse(R"({"node": 1, "blocks": [
        {"block": 0, "value": [1.0]}, {"block": 1, "value": [1.0]}, {"block": 2, "value": [1.0]},
        {"block": 3, "value": [1.0]}]})")
                                                      .dump());
}

TEST_F(TraceBlocks, TruncatedBlockValuesReadAndWriteBack)
{
    // A trace over the value budget keeps the first storedElements() of each block an update
    // changes (the states whole); a file says so and is read back to the same text.
    const Json full =
        traceToJson(Emulator::run(blockScenario(kReduceScatter, 1, 8, ValueMode::Numeric)));
    Json j = Json::object();
    for (auto it = full.begin(); it != full.end(); ++it) {
        j[it.key()] = it.value();
        if (it.key() == "scenario")
            j["storedElements"] = 2;
    }
    for (Json& step : j["steps"])
        for (Json& update : step["updates"])
            for (Json& block : update["blocks"])
                block["value"].erase(block["value"].begin() + 2, block["value"].end());
    std::ostringstream text;
    writeJsonText(text, j);
    const Trace read = traceFromJson(j, "memory");
    EXPECT_TRUE(read.valuesTruncated());
    EXPECT_EQ(read.storedElements(), 2u);
    EXPECT_EQ(traceFileText(read), text.str() + "\n");

    j["steps"][0]["updates"][0]["blocks"][0]["value"].push_back(1.0);
    const Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/updates/0/blocks/0/value");
    EXPECT_EQ(r.reason, "expected 2 elements, found 3");
}

// Version 1 has no blocks: a block collective's trace needs version 2.
TEST_F(TraceBlocks, VersionOneIsRefusedForABlockCollective)
{
    Json old = exampleJson();
    old["version"] = 1;
    const Refusal r = refusal(old);
    EXPECT_EQ(r.place, "/version");
    EXPECT_EQ(r.reason, "version 1 has no blocks: reduce-scatter moves blocks of the "
                        "vector, which a trace file holds from version 2 on");
    old["version"] = 2;
    old["scenario"]["version"] = 1; // the scenario inside may be of either version
    EXPECT_NO_THROW((void)traceFromJson(old, "memory"));
}

TEST_F(TraceBlocks, MessageBlocksOutOfRangeOrOrderAreRefused)
{
    Json j = exampleJson();
    j["steps"][0]["messages"][0]["blocks"] = Json::parse("[2, 4]");
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0/blocks/1");
    EXPECT_NE(r.reason.find("out of range: allowed are 0 to 3"), std::string::npos) << r.reason;

    j = exampleJson();
    j["steps"][0]["messages"][0]["blocks"] = Json::parse("[3, 2]");
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0/blocks/1");
    EXPECT_EQ(r.reason, "blocks must be distinct and ascending");

    j = exampleJson();
    j["steps"][0]["messages"][0].erase("blocks");
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0");
    EXPECT_NE(r.reason.find("the key \"blocks\" is missing"), std::string::npos) << r.reason;
}

TEST_F(TraceBlocks, MessageSizeMustBeItsBlocks)
{
    Json j = exampleJson();
    j["steps"][0]["messages"][0]["elements"] = 4;
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0/elements");
    EXPECT_EQ(r.reason, "its blocks hold 2 elements, not 4");

    j = exampleJson();
    j["steps"][0]["messages"][0]["bytes"] = 32;
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0/bytes");
    EXPECT_EQ(r.reason, "2 elements of 8 bytes make 16 bytes, not 32");

    j = exampleJson();
    j["linkLoad"][1]["elements"] = 16; // link 2 carries 4 messages of 2 elements
    r = refusal(j);
    EXPECT_EQ(r.place, "/linkLoad/1/elements");
    EXPECT_EQ(r.reason, "the steps give link 2 8 elements, not 16");
}

TEST_F(TraceBlocks, WholeVectorMessageWithBlocksIsRefused)
{
    Json j = traceToJson(Emulator::run(test::scenario(2, "cube-allreduce")));
    j["steps"][0]["messages"][0]["blocks"] = Json::parse("[0]");
    const Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/messages/0/blocks");
    EXPECT_NE(r.reason.find("unknown key \"blocks\""), std::string::npos) << r.reason;
}

TEST_F(TraceBlocks, DroppingABlockTheNodeDoesNotHoldIsRefused)
{
    // In step b node 0 holds blocks 0 and 1 and drops 1; block 2 left it in step a.
    Json j = exampleJson();
    ASSERT_EQ(j["steps"][1]["updates"][0]["dropped"], Json::parse("[1]"));
    j["steps"][1]["updates"][0]["dropped"] = Json::parse("[2]");
    const Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/1/updates/0/dropped/0");
    EXPECT_EQ(r.reason, "node 0 drops block 2 in step b, but does not hold it then: a node drops "
                        "only blocks it holds");
}

TEST_F(TraceBlocks, UpdateBlocksMustBeDistinctFromTheDroppedAndSomething)
{
    Json j = exampleJson();
    j["steps"][1]["updates"][0]["dropped"] = Json::parse("[0]");
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/steps/1/updates/0/blocks/0/block");
    EXPECT_EQ(r.reason,
              "block 0 is both changed and dropped: an update either keeps a block or drops it");

    j = exampleJson();
    j["steps"][1]["updates"][0]["blocks"] = Json::array();
    j["steps"][1]["updates"][0].erase("dropped");
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/1/updates/0/blocks");
    EXPECT_NE(r.reason.find("an update changes at least one block"), std::string::npos) << r.reason;

    j = exampleJson();
    j["steps"][0]["updates"][0]["blocks"][0]["value"] = Json::parse("[4.0, 4.0]");
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/updates/0/blocks/0/value");
    EXPECT_EQ(r.reason, "expected 1 element, found 2");

    j = exampleJson();
    j["steps"][0]["updates"][0]["blocks"][0].erase("expr");
    r = refusal(j);
    EXPECT_EQ(r.place, "/steps/0/updates/0/blocks/0");
    EXPECT_NE(r.reason.find("a symbolic trace names every value's expression"), std::string::npos);
}

TEST_F(TraceBlocks, StateBlocksOutOfRangeOrOrderAreRefused)
{
    Json j = exampleJson();
    std::swap(j["initial"][0]["blocks"][0], j["initial"][0]["blocks"][1]);
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/initial/0/blocks/1/block");
    EXPECT_EQ(r.reason, "blocks must be distinct and ascending");

    j = exampleJson();
    j["final"][3]["blocks"][0]["block"] = 4;
    r = refusal(j);
    EXPECT_EQ(r.place, "/final/3/blocks/0/block");
    EXPECT_NE(r.reason.find("out of range: allowed are 0 to 3"), std::string::npos) << r.reason;

    j = exampleJson();
    j["final"][3]["value"] = Json::parse("[1.0]");
    r = refusal(j);
    EXPECT_EQ(r.place, "/final/3/value");
    EXPECT_NE(r.reason.find("unknown key \"value\": allowed are node, blocks"), std::string::npos);
}

TEST_F(TraceBlocks, FinalStateMustBeWhatTheUpdatesLeave)
{
    Json j = exampleJson();
    j["final"][0]["blocks"][0]["value"] = Json::parse("[11.0]");
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/final/0");
    EXPECT_EQ(r.reason, "the final block 0 of node 0 is not what its last update left (step b): "
                        "the trace contradicts itself");

    j = exampleJson();
    j["final"][0]["blocks"][0]["expr"] = "(a_0+a_1)+(a_2+a_3)";
    EXPECT_EQ(refusal(j).place, "/final/0");

    j = exampleJson();
    j["final"][1]["blocks"].push_back(
        Json::parse(R"({"block": 2, "value": [1.0], "expr": "a_1"})"));
    r = refusal(j);
    EXPECT_EQ(r.place, "/final/1");
    EXPECT_EQ(r.reason, "the final state of node 1 lists block 2, but the node does not hold it "
                        "after its updates: the trace contradicts itself");

    j = exampleJson();
    j["final"][2]["blocks"] = Json::array();
    r = refusal(j);
    EXPECT_EQ(r.place, "/final/2");
    EXPECT_EQ(r.reason, "the final state of node 2 lacks block 2, which the node still holds after "
                        "its updates: the trace contradicts itself");

    // Without steps the final state is the initial one.
    j = traceToJson(Emulator::run(blockScenario(kBlockBroadcastId, 1, 2, ValueMode::Symbolic)));
    j["steps"] = Json::array();
    j["linkLoad"][0] = Json::parse(R"({"link": 1, "messages": 0, "elements": 0, "bytes": 0})");
    j["final"] = j["initial"];
    EXPECT_NO_THROW((void)traceFromJson(j, "memory"));
    j["final"][0]["blocks"][1]["expr"] = "a_1";
    r = refusal(j);
    EXPECT_EQ(r.place, "/final/0");
    EXPECT_EQ(r.reason,
              "the final block 1 of node 0 is not its initial value, as no update changes "
              "it: the trace contradicts itself");
}

// The reader sets aside p × m values and p × p block entries a state: a file must spell out
// what it declares, and the tables must fit.
TEST_F(TraceBlocks, DeclaredSizesAreCheckedBeforeAnythingIsSetAside)
{
    Json j = exampleJson();
    j["scenario"]["values"] = "numeric";
    j["scenario"]["elements"] = std::int64_t{1} << 25;
    for (Json& entry : j["initial"])
        entry["blocks"] = Json::array();
    for (Json& entry : j["final"])
        entry["blocks"] = Json::array();
    Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/scenario/elements");
    EXPECT_EQ(r.reason,
              "the trace declares 33554432 elements a node, but the blocks of its initial "
              "and final states hold only 0 numbers: a block trace spells out every block "
              "at least once in its final state");

    Json wide = Json::parse(R"({"format": "cubelab-trace", "version": 2,
        "scenario": {"dimension": 14, "algorithm": "reduce-scatter", "values": "numeric"},
        "initial": [], "steps": [], "final": [], "linkLoad": []})");
    r = refusal(wide);
    EXPECT_EQ(r.place, "/scenario/dimension");
    EXPECT_NE(r.reason.find("serves dimensions up to 12 (each node keeps p blocks); got 14"),
              std::string::npos)
        << r.reason;
}

TEST_F(TraceBlocks, ElementsZeroIsBlamedOnTheScenarioNotOnABlock)
{
    // Read as the collective's default (p elements) it was blamed on /initial/0/blocks/…/value.
    Json j = exampleJson();
    j["scenario"]["elements"] = 0;
    const Refusal r = refusal(j);
    EXPECT_EQ(r.place, "/scenario/elements");
    EXPECT_NE(r.reason.find("elements 0 in a trace"), std::string::npos) << r.reason;
}

TEST_F(TraceBlocks, FileNumbersCountBlockNumbers)
{
    // d = 1, m = 2: initial 2 nodes × 2 blocks (1 + 1 numbers each), final 1 block each
    // (2 numbers each), 2 messages of 1 block, 2 updates of 1 change and 1 drop (3 numbers).
    const Trace run = Emulator::run(blockScenario(kReduceScatter, 1, 2, ValueMode::Numeric));
    EXPECT_EQ(traceFileNumbers(run), 8u + 4u + 2u + 6u);
}
