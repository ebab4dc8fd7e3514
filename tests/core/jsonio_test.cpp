// Scenario and trace files: round trips, the lecture example as JSON, bad files with their
// places and reasons, and atomic writes.

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "testutil.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <limits>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace cubelab;
using cubelab::test::fileErrorOf;
namespace fs = std::filesystem;

namespace {

const std::string kDataDir = CUBELAB_TEST_DATA_DIR;
const std::string kScenarioDir = CUBELAB_SCENARIO_DIR;

bool sameNumbers(std::span<const double> a, std::span<const double> b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](double x, double y) {
        return (std::isnan(x) && std::isnan(y)) || (x == y && std::signbit(x) == std::signbit(y));
    });
}

void expectSameValue(const Trace& a, const NodeValue& x, const Trace& b, const NodeValue& y,
                     const std::string& what)
{
    EXPECT_EQ(x.present, y.present) << what;
    EXPECT_TRUE(sameNumbers(x.elements, y.elements)) << what;
    EXPECT_EQ(a.format(x.expr, ExprStyle::Plain), b.format(y.expr, ExprStyle::Plain)) << what;
}

// Field by field: expression ids differ between pools, their text must not.
void expectSameTrace(const Trace& a, const Trace& b)
{
    EXPECT_EQ(a.scenario(), b.scenario());
    EXPECT_EQ(a.storedElements(), b.storedElements());
    for (NodeId i = 0; i < a.nodeCount(); ++i) {
        expectSameValue(a, a.initial(i), b, b.initial(i), "initial " + std::to_string(i));
        expectSameValue(a, a.final(i), b, b.final(i), "final " + std::to_string(i));
    }
    ASSERT_EQ(a.stepCount(), b.stepCount());
    for (std::size_t s = 0; s < a.stepCount(); ++s) {
        const Step& x = a.steps()[s];
        const Step& y = b.steps()[s];
        EXPECT_EQ(x.index, y.index);
        EXPECT_EQ(x.label, y.label);
        EXPECT_EQ(x.phase, y.phase);
        EXPECT_EQ(x.links, y.links);
        ASSERT_EQ(x.messageCount, y.messageCount);
        for (std::size_t m = 0; m < x.messageCount; ++m) {
            const Message& mx = a.messages(x)[m];
            const Message& my = b.messages(y)[m];
            EXPECT_EQ(mx.from, my.from);
            EXPECT_EQ(mx.to, my.to);
            EXPECT_EQ(mx.link, my.link);
        }
        ASSERT_EQ(x.updateCount, y.updateCount);
        for (std::uint64_t u = 0; u < x.updateCount; ++u) {
            const std::uint64_t ux = x.firstUpdate + u;
            const std::uint64_t uy = y.firstUpdate + u;
            EXPECT_EQ(a.data().updates[ux].node, b.data().updates[uy].node);
            EXPECT_EQ(a.format(a.data().updates[ux].expr, ExprStyle::Plain),
                      b.format(b.data().updates[uy].expr, ExprStyle::Plain));
            EXPECT_TRUE(sameNumbers(a.updateElements(ux), b.updateElements(uy)));
        }
    }
    EXPECT_EQ(a.linkLoads(), b.linkLoads());
}

Trace readBack(const Trace& trace)
{
    return traceFromJson(parseJson(traceFileText(trace), "memory"), "memory");
}

Scenario make(int dimension, std::string algorithm, ValueMode values)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = std::move(algorithm);
    s.values = values;
    return s;
}

struct RoundTripCase
{
    std::string name;
    Scenario scenario;
};

std::vector<RoundTripCase> roundTripCases()
{
    std::vector<RoundTripCase> cases;
    for (ValueMode mode : {ValueMode::Symbolic, ValueMode::Numeric}) {
        const std::string suffix = mode == ValueMode::Symbolic ? "Symbolic" : "Numeric";
        cases.push_back({"TreeReduce" + suffix, make(3, "tree-reduce", mode)});
        Scenario broadcast = make(3, "tree-broadcast", mode);
        broadcast.root = 5;
        cases.push_back({"TreeBroadcastRoot5" + suffix, broadcast});
        Scenario allreduce = make(3, "tree-allreduce", mode);
        allreduce.root = 6;
        allreduce.linkOrder = {1, 3, 2};
        allreduce.secondLinkOrder = {2, 1, 3};
        cases.push_back({"TreeAllreduceRoot6" + suffix, allreduce});
        cases.push_back({"CubeAllreduce" + suffix, make(4, "cube-allreduce", mode)});
    }
    Scenario rooted = make(3, "tree-reduce", ValueMode::Symbolic);
    rooted.root = 3;
    rooted.op = Operator::Max;
    rooted.linkOrder = {1, 2, 3};
    cases.push_back({"TreeReduceRoot3Max", rooted});

    // Numbers that stress the text form: fractions, signs, tiny and huge values, overflow.
    Scenario vector = make(2, "tree-allreduce", ValueMode::Numeric);
    vector.op = Operator::Product;
    vector.elements = 5;
    vector.initial = {{0.1, -0.5, 1e300, 1e-310, 3},
                      {0.2, 2.5, 1e10, 1, -0.0},
                      {0.3, -1, 1, 1, 7},
                      {1.0 / 3.0, 4, 1e300, 1, 1}};
    cases.push_back({"VectorProductWithOverflowNumeric", vector});

    Scenario symbolicVector = make(3, "cube-allreduce", ValueMode::Symbolic);
    symbolicVector.elements = 4;
    symbolicVector.op = Operator::Min;
    cases.push_back({"VectorMinSymbolic", symbolicVector});

    cases.push_back({"ZeroCube", make(0, "tree-reduce", ValueMode::Symbolic)});
    // Expressions longer than a line: the writer must keep a long string on its key's line.
    cases.push_back({"LongExpressions", make(6, "cube-allreduce", ValueMode::Symbolic)});
    return cases;
}

class TraceRoundTrip : public ::testing::TestWithParam<RoundTripCase>
{
};

} // namespace

TEST_P(TraceRoundTrip, WrittenTraceReadsBackEqual)
{
    const Trace trace = Emulator::run(GetParam().scenario);
    const Trace back = readBack(trace);
    expectSameTrace(trace, back);
    EXPECT_EQ(traceToJson(back), traceToJson(trace));
}

TEST_P(TraceRoundTrip, ScenarioReadsBackEqual)
{
    const Scenario& s = GetParam().scenario;
    EXPECT_EQ(scenarioFromJson(parseJson(scenarioFileText(s), "memory"), "memory"), s);
    const Scenario full = normalized(s);
    EXPECT_EQ(scenarioFromJson(parseJson(scenarioFileText(full), "memory"), "memory"), full);
}

INSTANTIATE_TEST_SUITE_P(AllCollectives, TraceRoundTrip, ::testing::ValuesIn(roundTripCases()),
                         [](const auto& info) { return info.param.name; });

TEST(TraceJson, OverflowIsWrittenAsInfinityString)
{
    Scenario s = make(1, "tree-reduce", ValueMode::Numeric);
    s.op = Operator::Product;
    s.initial = {{1e300}, {1e300}};
    const Json json = traceToJson(Emulator::run(s));
    EXPECT_EQ(json["final"][0]["value"][0], "Infinity");
    EXPECT_EQ(json["initial"][0]["value"][0], 1e300);
}

TEST(ScenarioJson, DefaultsAreLeftOutAndMachineKept)
{
    Scenario s = make(4, "cube-allreduce", ValueMode::Numeric);
    s.machine = "power-gc";
    const Json json = scenarioToJson(s);
    EXPECT_FALSE(json.contains("linkOrder"));
    EXPECT_FALSE(json.contains("root"));
    EXPECT_FALSE(json.contains("broadcastLinkOrder"));
    EXPECT_TRUE(json["initial"].is_null());
    EXPECT_EQ(json["machine"], "power-gc");
    EXPECT_EQ(json["format"], "cubelab-scenario");
    EXPECT_EQ(json["version"], 2);
    EXPECT_EQ(scenarioFromJson(json, "memory"), s);
}

TEST(ScenarioJson, NullMeansLeftOut)
{
    const Json json = parseJson(R"({"format": "cubelab-scenario", "version": 1, "dimension": 2,
        "algorithm": "tree-reduce", "linkOrder": null, "root": null, "machine": null, "initial": null})",
                                "memory");
    const Scenario s = scenarioFromJson(json, "memory");
    EXPECT_TRUE(s.linkOrder.empty());
    EXPECT_FALSE(s.root.has_value());
    EXPECT_TRUE(s.machine.empty());
}

TEST(ScenarioJson, LectureAliasesInAnyCaseAreAccepted)
{
    const Scenario s = readScenarioFile(kDataDir + "/scenarios/lecture-aliases.json");
    EXPECT_EQ(s.algorithm, "tree-allreduce"); // written TREE_DO
    EXPECT_EQ(s.op, Operator::Max);           // written Max
    for (const char* name : {"tree_updo", "Tree_Down", "CUBE_DO"}) {
        Json json = scenarioToJson(make(3, "tree-reduce", ValueMode::Symbolic));
        json["algorithm"] = name;
        EXPECT_NO_THROW((void)scenarioFromJson(json, "memory")) << name;
    }
}

TEST(ScenarioFiles, PreparedScenariosAreTheLecturesSettings)
{
    const Scenario reduce = readScenarioFile(kScenarioDir + "/lecture-reduce.json");
    EXPECT_EQ(reduce.algorithm, "tree-reduce");
    EXPECT_EQ(reduce.linkOrder, (std::vector<int>{3, 2, 1}));

    const Scenario cube = readScenarioFile(kScenarioDir + "/lecture-cube.json");
    EXPECT_EQ(cube.algorithm, "cube-allreduce");
    EXPECT_EQ(cube.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_FALSE(cube.root.has_value());

    const Scenario allreduce = readScenarioFile(kScenarioDir + "/lecture-allreduce.json");
    EXPECT_EQ(allreduce.algorithm, "tree-allreduce");
    EXPECT_EQ(allreduce.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(allreduce.secondLinkOrder, (std::vector<int>{1, 2, 3}));

    // The exercise's solution: the broadcast runs links n..1, so link n carries one message
    // and link 1 carries p/2.
    const Scenario exercise = readScenarioFile(kScenarioDir + "/exercise-broadcast-reversed.json");
    EXPECT_EQ(exercise.algorithm, "tree-broadcast");
    EXPECT_EQ(exercise.linkOrder, (std::vector<int>{3, 2, 1}));
    const auto loads = Emulator::run(exercise).linkLoads();
    ASSERT_EQ(loads.size(), 3u);
    EXPECT_EQ(loads[2].messages, 1u);
    EXPECT_EQ(loads[1].messages, 2u);
    EXPECT_EQ(loads[0].messages, 4u);
}

// Figure 3.14: reduce on a 3-cube over links 3, 2, 1.
TEST(TraceJson, LectureReduceExampleIsPinned)
{
    const Json json =
        traceToJson(Emulator::run(readScenarioFile(kScenarioDir + "/lecture-reduce.json")));
    EXPECT_EQ(json["format"], "cubelab-trace");
    EXPECT_EQ(json["version"], 2);
    EXPECT_FALSE(json.contains("storedElements"));
    EXPECT_EQ(json["scenario"]["linkOrder"], Json::parse("[3, 2, 1]"));
    EXPECT_EQ(json["scenario"]["root"], 0);
    EXPECT_TRUE(json["cost"].is_null());

    ASSERT_EQ(json["initial"].size(), 8u);
    EXPECT_EQ(json["initial"][5], Json::parse(R"({"node": 5, "value": [6.0], "expr": "a_5"})"));

    const Json& steps = json["steps"];
    ASSERT_EQ(steps.size(), 3u);
    const char* labels[] = {"a", "b", "c"};
    const int links[] = {3, 2, 1};
    const std::vector<std::pair<int, int>> messages[] = {
        {{4, 0}, {5, 1}, {6, 2}, {7, 3}}, {{2, 0}, {3, 1}}, {{1, 0}}};
    const std::vector<std::tuple<int, double, std::string>> updates[] = {
        {{0, 6, "a_0+a_4"}, {1, 8, "a_1+a_5"}, {2, 10, "a_2+a_6"}, {3, 12, "a_3+a_7"}},
        {{0, 16, "(a_0+a_4)+(a_2+a_6)"}, {1, 20, "(a_1+a_5)+(a_3+a_7)"}},
        {{0, 36, "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))"}}};
    for (std::size_t s = 0; s < 3; ++s) {
        const Json& step = steps[s];
        EXPECT_EQ(step["index"], s + 1);
        EXPECT_EQ(step["label"], labels[s]);
        EXPECT_EQ(step["phase"], "reduce");
        EXPECT_EQ(step["links"], Json::array({links[s]}));
        ASSERT_EQ(step["messages"].size(), messages[s].size());
        for (std::size_t m = 0; m < messages[s].size(); ++m) {
            const Json expected = {{"from", messages[s][m].first},
                                   {"to", messages[s][m].second},
                                   {"link", links[s]},
                                   {"elements", 1},
                                   {"bytes", 8}};
            EXPECT_EQ(step["messages"][m], expected) << "step " << labels[s];
        }
        ASSERT_EQ(step["updates"].size(), updates[s].size());
        for (std::size_t u = 0; u < updates[s].size(); ++u) {
            const auto& [node, value, expr] = updates[s][u];
            EXPECT_EQ(step["updates"][u]["node"], node);
            EXPECT_EQ(step["updates"][u]["value"], Json::array({value}));
            EXPECT_EQ(step["updates"][u]["expr"], expr);
        }
    }

    EXPECT_EQ(json["final"][0]["expr"], "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))");
    EXPECT_EQ(json["final"][0]["value"], Json::array({36.0}));
    EXPECT_EQ(json["final"][1]["expr"], "(a_1+a_5)+(a_3+a_7)"); // a partial result stays behind
    EXPECT_EQ(json["linkLoad"], Json::parse(R"([
        {"link": 1, "messages": 1, "elements": 1, "bytes": 8},
        {"link": 2, "messages": 2, "elements": 2, "bytes": 16},
        {"link": 3, "messages": 4, "elements": 4, "bytes": 32}])"));
}

TEST(TraceJson, BroadcastNodesWithoutDataHaveNullValueAndNoExpr)
{
    const Json json = traceToJson(Emulator::run(make(2, "tree-broadcast", ValueMode::Symbolic)));
    EXPECT_EQ(json["initial"][0], Json::parse(R"({"node": 0, "value": [1.0], "expr": "a_0"})"));
    for (int i = 1; i < 4; ++i)
        EXPECT_EQ(json["initial"][i],
                  Json::parse(R"({"node": )" + std::to_string(i) + R"(, "value": null})"));
    EXPECT_EQ(json["final"][3]["expr"], "a_0");
}

TEST(TraceJson, NumericTraceHasNoExpressions)
{
    const std::string text =
        traceFileText(Emulator::run(make(3, "cube-allreduce", ValueMode::Numeric)));
    EXPECT_EQ(text.find("\"expr\""), std::string::npos);
    EXPECT_NE(text.find("\"phase\": \"exchange\""), std::string::npos);
}

// A trace whose updates keep fewer elements than the vector writes storedElements, shortens
// the updates' values, keeps initial and final whole, and reads back the same.
TEST(TraceJson, TruncatedValuesWriteStoredElements)
{
    Scenario s = make(2, "cube-allreduce", ValueMode::Symbolic);
    s.elements = 4;
    TraceData data = Emulator::run(s).data();
    LargeVector<double> kept;
    for (std::size_t u = 0; u < data.updates.size(); ++u)
        kept.insert(kept.end(), data.updateValues.begin() + static_cast<std::ptrdiff_t>(u * 4),
                    data.updateValues.begin() + static_cast<std::ptrdiff_t>(u * 4 + 2));
    data.updateValues = kept;
    data.storedElements = 2;
    const Trace truncated(std::move(data));
    ASSERT_TRUE(truncated.valuesTruncated());

    const Json json = traceToJson(truncated);
    EXPECT_EQ(json["storedElements"], 2);
    EXPECT_EQ(json["steps"][0]["updates"][0]["value"].size(), 2u);
    EXPECT_EQ(json["steps"][0]["messages"][0]["elements"], 4);
    EXPECT_EQ(json["initial"][0]["value"].size(), 4u);
    EXPECT_EQ(json["final"][0]["value"].size(), 4u);
    expectSameTrace(truncated, readBack(truncated));
}

TEST(ScenarioFormat2, WritesVersion2AndReadsTheSecondOrderUnderEitherName)
{
    Scenario s = cubelab::test::scenario(3, "tree-allreduce");
    s.secondLinkOrder = {2, 1, 3};
    const Json written = scenarioToJson(s);
    EXPECT_EQ(written["version"], 2);
    EXPECT_EQ(written["broadcastLinkOrder"], Json::parse("[2, 1, 3]"));
    EXPECT_FALSE(written.contains("secondLinkOrder"));

    Json generic = written;
    generic.erase("broadcastLinkOrder");
    generic["secondLinkOrder"] = Json::parse("[2, 1, 3]");
    EXPECT_EQ(scenarioFromJson(generic, "memory"), s);
    generic["version"] = 1;
    EXPECT_EQ(scenarioFromJson(generic, "memory"), s);

    generic["secondLinkOrder"] = Json::parse("[2, 2, 3]");
    FileError e = fileErrorOf([&] { (void)scenarioFromJson(generic, "memory"); });
    EXPECT_EQ(e.place(), "/secondLinkOrder/1");

    Json both = written;
    both["secondLinkOrder"] = Json::parse("[2, 1, 3]");
    e = fileErrorOf([&] { (void)scenarioFromJson(both, "memory"); });
    EXPECT_EQ(e.place(), "/secondLinkOrder");
    EXPECT_EQ(e.reason(), "broadcastLinkOrder and secondLinkOrder are two names of the same link "
                          "order: give one of them");
}

TEST(ScenarioFormat2, WholeVectorTraceDiffersFromVersion1OnlyInTheVersions)
{
    const Json j = traceToJson(Emulator::run(cubelab::test::scenario(2, "tree-reduce")));
    EXPECT_EQ(j["version"], 2);
    EXPECT_EQ(j["scenario"]["version"], 2);
    EXPECT_FALSE(j["steps"][0]["messages"][0].contains("blocks"));
    EXPECT_TRUE(j["steps"][0]["updates"][0].contains("value"));
}

TEST(ScenarioFormat2, AVersion1TraceReadsAsBefore)
{
    // A writer writes version 2; the same file with version 1 in both places reads to the
    // same trace.
    const std::string v2 =
        traceFileText(Emulator::run(cubelab::test::scenario(3, "tree-allreduce")));
    std::string v1 = v2;
    for (int k = 0; k < 2; ++k) {
        const auto at = v1.find("\"version\": 2");
        ASSERT_NE(at, std::string::npos);
        v1.replace(at, 12, "\"version\": 1");
    }
    EXPECT_EQ(traceFileText(traceFromJson(parseJson(v1, "memory"), "memory")), v2);
    Json future = parseJson(v2, "memory");
    future["version"] = 3;
    const FileError e = fileErrorOf([&] { (void)traceFromJson(future, "memory"); });
    EXPECT_EQ(e.place(), "/version");
    EXPECT_EQ(e.reason(), "version 3 is not supported: this CubeLab reads versions 1 and 2");
}

TEST(JsonSyntax, ErrorNamesLineAndColumn)
{
    const FileError e =
        fileErrorOf([] { (void)readScenarioFile(kDataDir + "/scenarios/syntax-error.json"); });
    EXPECT_EQ(e.file(), kDataDir + "/scenarios/syntax-error.json");
    // Line 3 lacks its comma: the next key, on line 4, is where the parser stops.
    EXPECT_EQ(e.place(), "line 4, column 13");
    EXPECT_NE(e.reason().find("not valid JSON"), std::string::npos) << e.reason();
    EXPECT_NE(e.reason().find("expected '}'"), std::string::npos) << e.reason();
}

TEST(JsonSyntax, ColumnsCountCharactersNotBytes)
{
    const FileError e = fileErrorOf([] { (void)parseJson("{\n  \"äö\": x}", "memory"); });
    EXPECT_EQ(e.place(), "line 2, column 9");
    const FileError empty = fileErrorOf([] { (void)parseJson("", "memory"); });
    EXPECT_EQ(empty.place(), "line 1, column 1");
    EXPECT_NE(empty.reason().find("unexpected end of input"), std::string::npos) << empty.reason();
}

namespace {

struct BadFile
{
    std::string file;
    std::string place;
    std::vector<std::string> reasonParts;
};

void PrintTo(const BadFile& bad, std::ostream* out)
{
    *out << bad.file;
}

std::string testName(const std::string& file)
{
    std::string name;
    bool upper = true;
    for (char c : file.substr(0, file.find('.'))) {
        if (c == '-') {
            upper = true;
            continue;
        }
        name += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
        upper = false;
    }
    return name;
}

class BadScenarioFile : public ::testing::TestWithParam<BadFile>
{
};

class BadTraceFile : public ::testing::TestWithParam<BadFile>
{
};

} // namespace

TEST_P(BadScenarioFile, IsRejectedWithPlaceAndReason)
{
    const std::string path = kDataDir + "/scenarios/" + GetParam().file;
    const FileError e = fileErrorOf([&] { (void)readScenarioFile(path); });
    EXPECT_EQ(e.file(), path);
    EXPECT_EQ(e.place(), GetParam().place);
    for (const std::string& part : GetParam().reasonParts)
        EXPECT_NE(e.reason().find(part), std::string::npos)
            << "reason: " << e.reason() << "\nlacks: " << part;
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(
    Files, BadScenarioFile,
    ::testing::Values(
        BadFile{"wrong-format.json",
                "/format",
                {"\"cubelab-machine\"", "expected \"cubelab-scenario\""}},
        BadFile{"wrong-version.json",
                "/version",
                {"version 3 is not supported", "reads versions 1 and 2"}},
        BadFile{"link-order-not-permutation.json",
                "/linkOrder/2",
                {"[3,1,1]", "names link 1 twice", "each of the links 1 to 3 exactly once"}},
        BadFile{"link-order-too-short.json", "/linkOrder", {"has 2 links, not 3"}},
        BadFile{
            "unknown-key.json",
            "/dimensions",
            {"unknown key \"dimensions\"", "allowed are format, version, dimension, algorithm"}},
        BadFile{"negative-elements.json", "/elements", {"at least 1", "got -4"}},
        BadFile{"root-outside-cube.json",
                "/root",
                {"root 8 is outside the cube", "allowed are 0 to 7"}},
        BadFile{"unknown-algorithm.json",
                "/algorithm",
                {"'Tree_Sideways'", "tree-reduce (Tree_UpDo)", "tree-broadcast (Tree_Down)",
                 "tree-allreduce (Tree_Do)", "cube-allreduce (Cube_Do)"}},
        BadFile{"operator-unknown.json", "/operator", {"'avg'", "sum, product, max, min"}},
        BadFile{"machine-object.json",
                "/machine",
                {"the key \"format\" is missing", "expected \"cubelab-machine\""}},
        BadFile{"dimension-string.json",
                "/dimension",
                {"expected dimension (a whole number, 0 to 20)", "found the string \"3\""}},
        BadFile{"root-on-cube-allreduce.json", "/root", {"cube-allreduce has no root"}},
        BadFile{"symbolic-too-large.json", "/values", {"up to 12", "numeric"}},
        BadFile{"missing-algorithm.json", "", {"the key \"algorithm\" is missing", "tree-reduce"}},
        BadFile{"initial-wrong-length.json", "/initial/5", {"node 5 has 2 elements, not 1"}},
        BadFile{"link-order-empty.json",
                "/linkOrder",
                {"an empty link order", "links 1 to 3 exactly once", "leave the key out"}}),
    [](const auto& info) { return testName(info.param.file); });

TEST(BadScenarioFile, TraceOpenedAsScenarioSaysSo)
{
    const FileError e =
        fileErrorOf([] { (void)readScenarioFile(kDataDir + "/traces/reduce-2cube.json"); });
    EXPECT_EQ(e.place(), "/format");
    EXPECT_NE(e.reason().find("this is a trace file, not a scenario file"), std::string::npos)
        << e.reason();
}

TEST(TraceFile, ValidFileReadsAsTheRunItRecords)
{
    const Trace read = readTraceFile(kDataDir + "/traces/reduce-2cube.json");
    Scenario s = make(2, "tree-reduce", ValueMode::Symbolic);
    expectSameTrace(Emulator::run(s), read);
}

TEST_P(BadTraceFile, IsRejectedWithPlaceAndReason)
{
    const std::string path = kDataDir + "/traces/" + GetParam().file;
    const FileError e = fileErrorOf([&] { (void)readTraceFile(path); });
    EXPECT_EQ(e.file(), path);
    EXPECT_EQ(e.place(), GetParam().place);
    for (const std::string& part : GetParam().reasonParts)
        EXPECT_NE(e.reason().find(part), std::string::npos)
            << "reason: " << e.reason() << "\nlacks: " << part;
}

INSTANTIATE_TEST_SUITE_P(
    Files, BadTraceFile,
    ::testing::Values(
        BadFile{"message-between-non-partners.json",
                "/steps/0/messages/1",
                {"node 3 (11) and node 2 (10) are not partners across link 2", "with node 1 (01)"}},
        BadFile{"bad-expression.json", "/steps/0/updates/0/expr", {"expression, position 5"}},
        BadFile{"leaf-outside-cube.json", "/final/3/expr", {"no leaf a_9", "a_0 to a_3"}},
        BadFile{"link-load-mismatch.json",
                "/linkLoad/1/messages",
                {"the steps give link 2 2 messages, not 3"}},
        BadFile{"wrong-label.json", "/steps/1/label", {"label \"c\"", "labelled \"b\""}},
        BadFile{"step-index-gap.json", "/steps/1/index", {"step index 3 where 2 was expected"}},
        BadFile{"message-link-not-in-step.json",
                "/steps/1/messages/0/link",
                {"link 2 is not among the links"}},
        BadFile{"wrong-bytes.json",
                "/steps/1/messages/0/bytes",
                {"1 element of 8 bytes make 8 bytes, not 16"}},
        BadFile{"nodes-out-of-order.json", "/initial/1/node", {"node 2 where node 1 was expected"}},
        BadFile{"unknown-step-key.json",
                "/steps/0/note",
                {"unknown key \"note\"", "index, label, phase"}},
        BadFile{"missing-final.json", "", {"the key \"final\" is missing"}},
        BadFile{"stored-elements-too-large.json",
                "/storedElements",
                {"allowed are 1 to 1, the vector length"}},
        BadFile{"scenario-not-permutation.json", "/scenario/linkOrder/1", {"names link 2 twice"}},
        BadFile{"updated-twice.json",
                "/steps/0/updates/1/node",
                {"node 0 is updated twice in one step"}},
        BadFile{"final-contradicts-update.json",
                "/final/0",
                {"final value of node 0 is not what its last update left (step b)",
                 "contradicts itself"}},
        BadFile{"final-contradicts-initial.json",
                "/final/2",
                {"final value of node 2 is not its initial value, as no step updates it"}},
        BadFile{"duplicate-message.json",
                "/steps/1/messages/1",
                {"node 1 sends on link 1 twice in one step"}},
        BadFile{"phase-not-of-the-collective.json",
                "/steps/1/phase",
                {"a broadcast step in a run of tree-reduce", "tree-reduce runs reduce"}}),
    [](const auto& info) { return testName(info.param.file); });

TEST(TraceFile, ScenarioOpenedAsTraceSaysSo)
{
    const FileError e =
        fileErrorOf([] { (void)readTraceFile(kScenarioDir + "/lecture-reduce.json"); });
    EXPECT_EQ(e.place(), "/format");
    EXPECT_NE(e.reason().find("this is a scenario file, not a trace file"), std::string::npos)
        << e.reason();
}

TEST(TraceFile, NumericTraceWithExpressionIsRejected)
{
    Json json = traceToJson(Emulator::run(make(1, "tree-reduce", ValueMode::Numeric)));
    json["final"][1]["expr"] = "a_1";
    const FileError e = fileErrorOf([&] { (void)traceFromJson(json, "memory"); });
    EXPECT_EQ(e.place(), "/final/1/expr");
    EXPECT_NE(e.reason().find("numeric trace has no expressions"), std::string::npos) << e.reason();
}

TEST(TraceFile, ExpressionNestedTooDeeplyIsRejectedNotOverflowed)
{
    Json json = traceToJson(Emulator::run(make(1, "tree-reduce", ValueMode::Symbolic)));
    json["final"][0]["expr"] = std::string(100000, '(') + "a_0" + std::string(100000, ')');
    const FileError e = fileErrorOf([&] { (void)traceFromJson(json, "memory"); });
    EXPECT_EQ(e.place(), "/final/0/expr");
    EXPECT_NE(e.reason().find("nested more than 256 deep"), std::string::npos) << e.reason();
}

// The deepest expression the reader takes: a chain of 256 combinations.
TEST(TraceFile, ExpressionAtTheNestingLimitIsRead)
{
    Json json = traceToJson(Emulator::run(make(9, "tree-reduce", ValueMode::Symbolic)));
    std::string chain = std::string(256, '(') + "a_0";
    for (int i = 1; i <= 256; ++i)
        chain += "+a_" + std::to_string(i) + ")";
    // Node 511 sends in the first step and keeps its value: its initial and final expression.
    json["initial"][511]["expr"] = chain;
    json["final"][511]["expr"] = chain;
    const Trace trace = traceFromJson(json, "memory");
    EXPECT_EQ(trace.expressions().node(trace.final(511).expr).height, 256u);
    json["final"][511]["expr"] = "(" + chain + "+a_0)";
    EXPECT_EQ(fileErrorOf([&] { (void)traceFromJson(json, "memory"); }).place(), "/final/511/expr");
}

TEST(FileReading, MissingFileAndDirectoryAreFileErrors)
{
    const std::string missing = testing::TempDir() + "/cubelab-no-such-file.json";
    const FileError e = fileErrorOf([&] { (void)readScenarioFile(missing); });
    EXPECT_EQ(e.file(), missing);
    EXPECT_EQ(e.reason(), "no such file");
    const FileError d = fileErrorOf([] { (void)readTraceFile(kDataDir); });
    EXPECT_EQ(d.reason(), "is a directory, not a file");
}

namespace {

class AtomicWrite : public ::testing::Test
{
protected:
    void SetUp() override
    {
        mDir = fs::path(testing::TempDir()) /
               ("cubelab-atomic-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(mDir);
        fs::create_directories(mDir);
    }
    void TearDown() override
    {
        std::error_code ec;
        fs::permissions(mDir, fs::perms::owner_all, ec);
        fs::remove_all(mDir, ec);
    }

    static std::string contents(const fs::path& path)
    {
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }
    static void put(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }
    std::vector<std::string> entries() const
    {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(mDir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    fs::path mDir;
};

} // namespace

TEST_F(AtomicWrite, ReplacesContentAndLeavesNoTemporaryFile)
{
    const fs::path target = mDir / "scenario.json";
    put(target, "old");
    ::chmod(target.c_str(), 0640);
    writeFileAtomically(target.string(), "new content");
    EXPECT_EQ(contents(target), "new content");
    EXPECT_EQ(entries(), std::vector<std::string>{"scenario.json"});
    struct stat info = {};
    ASSERT_EQ(::stat(target.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0640u); // the replaced file's permissions carry over
}

TEST_F(AtomicWrite, ScenarioFileWrittenThenReadIsEqual)
{
    Scenario s = make(3, "tree-allreduce", ValueMode::Numeric);
    s.root = 2;
    const std::string path = (mDir / "s.json").string();
    writeScenarioFile(path, s);
    EXPECT_EQ(readScenarioFile(path), s);
    const Trace trace = Emulator::run(s);
    writeTraceFile((mDir / "t.json").string(), trace);
    expectSameTrace(trace, readTraceFile((mDir / "t.json").string()));
}

TEST_F(AtomicWrite, PathThatIsADirectoryKeepsItAndLeavesNoTemporaryFile)
{
    const fs::path target = mDir / "folder";
    fs::create_directory(target);
    put(target / "inside.txt", "kept");
    const FileError e = fileErrorOf([&] { writeFileAtomically(target.string(), "new"); });
    EXPECT_NE(e.reason().find("is a directory, not a regular file"), std::string::npos)
        << e.reason();
    EXPECT_TRUE(fs::is_directory(target));
    EXPECT_EQ(contents(target / "inside.txt"), "kept");
    EXPECT_EQ(entries(), std::vector<std::string>{"folder"});
}

TEST_F(AtomicWrite, UnwritableDirectoryKeepsTheOldFile)
{
    if (::geteuid() == 0)
        GTEST_SKIP()
            << "permissions do not stop root; ReadOnlyFileSystemKeepsTheOldFile covers root";
    const fs::path target = mDir / "scenario.json";
    put(target, "old");
    fs::permissions(mDir, fs::perms::owner_read | fs::perms::owner_exec);
    const FileError e = fileErrorOf([&] { writeFileAtomically(target.string(), "new"); });
    fs::permissions(mDir, fs::perms::owner_all);
    EXPECT_NE(e.reason().find("cannot create a file in"), std::string::npos) << e.reason();
    EXPECT_EQ(contents(target), "old");
    EXPECT_EQ(entries(), std::vector<std::string>{"scenario.json"});
}

// /proc refuses new files to everyone, root included.
TEST_F(AtomicWrite, ReadOnlyFileSystemKeepsTheOldFile)
{
    const fs::path target = "/proc/version";
    if (!fs::exists(target))
        GTEST_SKIP() << "no /proc on this system";
    const std::string before = contents(target);
    const FileError e = fileErrorOf([&] { writeFileAtomically(target.string(), "new"); });
    EXPECT_NE(e.reason().find("cannot create a file in /proc"), std::string::npos) << e.reason();
    EXPECT_EQ(contents(target), before);
}

TEST_F(AtomicWrite, MissingDirectoryIsAFileError)
{
    const std::string path = (mDir / "no-such-dir" / "x.json").string();
    const FileError e = fileErrorOf([&] { writeFileAtomically(path, "new"); });
    EXPECT_EQ(e.file(), path);
    EXPECT_NE(e.reason().find("No such file or directory"), std::string::npos) << e.reason();
}
