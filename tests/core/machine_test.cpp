// Machines: the presets and the machine file format, with the same error discipline as
// scenarios (the file, the place, the reason; nothing half-loaded).

#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/machine.h"
#include "cubelab/machinejson.h"
#include "cubelab/scenario.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using namespace cubelab;

namespace {

const char* kGood = R"({
  "format": "cubelab-machine", "version": 1, "id": "test", "name": "Test",
  "maxDimension": 4, "duplex": "full", "elementBytes": 8, "combineSeconds": 1e-8,
  "linkClasses": [
    {"links": [1, 2], "latency": 1e-5, "bandwidth": 1e6, "sharedBandwidth": null},
    {"links": [3, 4], "latency": 2e-5, "bandwidth": 5e5, "sharedBandwidth": 4e6}
  ]
})";

// The text of kGood with one substring replaced.
std::string with(const std::string& from, const std::string& to)
{
    std::string text = kGood;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    return text;
}

FileError refusal(const std::string& text)
{
    try {
        parseMachine(text, "bad.json");
    } catch (const FileError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << text;
    return FileError("", "", "");
}

} // namespace

TEST(MachinePresets, ThreePresetsWithNotesAndIllustrativeLabels)
{
    std::vector<std::string> ids;
    for (const Machine& m : builtinMachines()) {
        ids.push_back(m.id);
        EXPECT_NE(m.name.find("illustrative"), std::string::npos) << m.id;
        EXPECT_FALSE(m.note.empty()) << m.id;
        EXPECT_NO_THROW(validate(m));
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"ideal-hypercube", "origin2000", "power-gc"}));
}

TEST(MachinePresets, IdealHypercubeHasEqualUnsharedFullDuplexLinks)
{
    const Machine& m = findMachine("ideal-hypercube");
    EXPECT_EQ(m.duplex, Duplex::Full);
    ASSERT_EQ(m.linkClasses.size(), 1u);
    EXPECT_FALSE(m.linkClasses[0].sharedBandwidth.has_value());
    EXPECT_GE(m.maxDimension, 10); // the published formulas are checked up to p = 1024
}

TEST(MachinePresets, PowerGcHasTheLecturesThreeClassesSlowerAndSharedAbove)
{
    const Machine& m = findMachine("POWER-GC"); // ids are found in any case
    ASSERT_EQ(m.linkClasses.size(), 3u);
    EXPECT_EQ(m.linkClasses[0].links, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(m.linkClasses[1].links, (std::vector<int>{5, 6}));
    EXPECT_EQ(m.linkClasses[2].links, (std::vector<int>{7, 8}));
    EXPECT_GT(m.linkClasses[0].bandwidth, m.linkClasses[1].bandwidth); // a > b
    EXPECT_GT(m.linkClasses[1].bandwidth, m.linkClasses[2].bandwidth); // b > c
    EXPECT_FALSE(m.linkClasses[0].sharedBandwidth.has_value());
    ASSERT_TRUE(m.linkClasses[1].sharedBandwidth.has_value());
    ASSERT_TRUE(m.linkClasses[2].sharedBandwidth.has_value());
    EXPECT_GT(*m.linkClasses[1].sharedBandwidth, *m.linkClasses[2].sharedBandwidth);
    EXPECT_EQ(m.maxDimension, 8);
}

TEST(MachinePresets, Origin2000BisectionStopsGrowingBeyond128Processors)
{
    const Machine& m = findMachine("origin2000");
    // Links 1..7 (up to 128 processors) unshared; above, one shared capacity that equals the
    // 128-processor bisection: 64 full-duplex links at full speed, for each direction.
    for (int link = 1; link <= 7; ++link)
        EXPECT_FALSE(m.linkClassOf(link).sharedBandwidth.has_value()) << link;
    for (int link = 8; link <= m.maxDimension; ++link) {
        ASSERT_TRUE(m.linkClassOf(link).sharedBandwidth.has_value()) << link;
        EXPECT_DOUBLE_EQ(*m.linkClassOf(link).sharedBandwidth, 64 * m.linkClassOf(link).bandwidth);
        EXPECT_EQ(m.linkClassOf(link).sharedDirections, SharedDirections::Each);
    }
    EXPECT_GT(m.maxDimension, 7);
}

TEST(MachinePresets, UnknownIdListsThePresets)
{
    try {
        findMachine("cray");
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(),
                     "unknown machine 'cray': choose one of ideal-hypercube, origin2000, power-gc");
    }
}

TEST(MachinePresets, LoadMachineOffersAFileAsWell)
{
    try {
        (void)loadMachine("cray");
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(),
                     "unknown machine 'cray': choose one of ideal-hypercube, origin2000, power-gc, "
                     "or give the path of a machine file");
    }
}

TEST(MachineJson, RoundTripKeepsEveryField)
{
    for (const Machine& m : builtinMachines())
        EXPECT_EQ(machineFromJson(machineToJson(m)), m) << m.id;
    const Machine parsed = parseMachine(kGood);
    EXPECT_EQ(parsed.linkClasses[1].sharedBandwidth, 4e6);
    EXPECT_EQ(parsed.name, "Test");
    EXPECT_EQ(machineFromJson(machineToJson(parsed)), parsed);
}

TEST(MachineJson, DirectionsAndExchangeLatencyDefaultToTodaysModelAndRoundTrip)
{
    // A file without the two choices reads as before: one pool for both directions, and an
    // exchange's latencies that add; written back, it stays without them.
    const Machine plain = parseMachine(kGood);
    EXPECT_EQ(plain.exchangeLatency, ExchangeLatency::Add);
    for (const LinkClass& lc : plain.linkClasses)
        EXPECT_EQ(lc.sharedDirections, SharedDirections::Both);
    const nlohmann::ordered_json plainJson = machineToJson(plain);
    EXPECT_FALSE(plainJson.contains("exchangeLatency"));
    EXPECT_FALSE(plainJson["linkClasses"][1].contains("sharedDirections"));

    const Machine chosen = parseMachine(
        with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": 4e6, "sharedDirections": "each")")
            .replace(std::string(kGood).find(R"("duplex": "full")"), 16,
                     R"("duplex": "half", "exchangeLatency": "overlap")"));
    EXPECT_EQ(chosen.duplex, Duplex::Half);
    EXPECT_EQ(chosen.exchangeLatency, ExchangeLatency::Overlap);
    EXPECT_EQ(chosen.linkClasses[0].sharedDirections, SharedDirections::Both);
    EXPECT_EQ(chosen.linkClasses[1].sharedDirections, SharedDirections::Each);
    const nlohmann::ordered_json json = machineToJson(chosen);
    EXPECT_EQ(json["exchangeLatency"], "overlap");
    EXPECT_EQ(json["linkClasses"][1]["sharedDirections"], "each");
    EXPECT_FALSE(json["linkClasses"][0].contains("sharedDirections"));
    EXPECT_EQ(machineFromJson(json), chosen);

    // Written explicitly with their defaults, they read as the defaults.
    const Machine explicitDefaults = parseMachine(
        with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": 4e6, "sharedDirections": "both")")
            .replace(std::string(kGood).find(R"("duplex": "full")"), 16,
                     R"("duplex": "full", "exchangeLatency": "add")"));
    EXPECT_EQ(explicitDefaults, plain);
}

TEST(MachineJson, NameDefaultsToIdAndLinksAreSorted)
{
    const Machine m = parseMachine(with(R"("name": "Test",)", ""));
    EXPECT_EQ(m.name, "test");
    const Machine n = parseMachine(with("[3, 4]", "[4, 3]"));
    EXPECT_EQ(n.linkClasses[1].links, (std::vector<int>{3, 4}));
}

TEST(MachineJson, BadFilesNameTheirPlaceAndReason)
{
    struct Case
    {
        std::string text;
        std::string place;
        std::string reason;
    };
    const std::vector<Case> cases{
        {with("cubelab-machine", "cubelab-trace"), "/format",
         "the format is \"cubelab-trace\", expected \"cubelab-machine\": this is a trace file, not "
         "a machine file"},
        {with(R"("version": 1)", R"("version": 2)"), "/version",
         "version 2 is not supported: this CubeLab reads version 1"},
        {with(R"("id": "test", )", ""), "", R"(the key "id" is missing (the machine's id))"},
        {with(R"("id": "test")", R"("id": "Big Id")"), "/id",
         "the id 'Big Id' may hold only lower-case letters, digits, '-', '_' and '.'"},
        {with(R"("maxDimension": 4)", R"("maxDimension": 21)"), "/maxDimension",
         "maxDimension 21 is out of range: allowed are 1 to 20"},
        {with(R"("maxDimension": 4)", R"("maxDimension": 2.5)"), "/maxDimension",
         "expected maxDimension (a whole number, 1 to 20), found the number 2.5"},
        {with(R"("duplex": "full")", R"("duplex": "simplex")"), "/duplex",
         "unknown duplex \"simplex\": allowed are full, half"},
        {with(R"("duplex": "full")", R"("duplex": 1)"), "/duplex",
         "expected duplex (one of full, half), found the number 1"},
        {with(R"("elementBytes": 8)", R"("elementBytes": 0)"), "/elementBytes",
         "elementBytes 0 is out of range: allowed are 1 to 1048576"},
        {with(R"("combineSeconds": 1e-8)", R"("combineSeconds": -1)"), "/combineSeconds",
         "combineSeconds must be a finite number of seconds, 0 or more"},
        {with("[3, 4]", "[3, 5]"), "/linkClasses/1/links/1",
         "link 5 is outside 1 to 4 (maxDimension)"},
        {with("[3, 4]", "[3, 21]"), "/linkClasses/1/links/1",
         "link 21 is out of range: allowed are 1 to 20"},
        {with(R"("latency": 2e-5, )", ""), "/linkClasses/1",
         R"(the key "latency" is missing (seconds))"},
        {with("[3, 4]", "3"), "/linkClasses/1/links",
         "expected the links (a JSON array of whole numbers, 1 to 20), found the number 3"},
        {with("[3, 4]", "[2, 3, 4]"), "/linkClasses/1/links/0",
         "link 2 already belongs to link class 0: every link belongs to exactly one class"},
        {with("[3, 4]", "[3]"), "/linkClasses",
         "link 4 belongs to no class: every link 1 to 4 needs one"},
        {with(R"("bandwidth": 5e5)", R"("bandwidth": 0)"), "/linkClasses/1/bandwidth",
         "bandwidth must be a finite number of bytes a second, more than 0"},
        {with(R"("latency": 2e-5)", R"("latency": "fast")"), "/linkClasses/1/latency",
         "expected the latency (a number), found the string \"fast\""},
        {with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": -4)"),
         "/linkClasses/1/sharedBandwidth",
         "sharedBandwidth must be null (not shared) or a finite number of bytes a second, more "
         "than 0"},
        {with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": 4e6, "colour": 1)"),
         "/linkClasses/1/colour",
         R"(unknown key "colour": allowed are links, latency, bandwidth, sharedBandwidth, )"
         R"(sharedDirections)"},
        {with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": 4e6, "sharedDirections": "up")"),
         "/linkClasses/1/sharedDirections",
         R"(unknown sharedDirections "up": allowed are both, each)"},
        {with(R"("sharedBandwidth": 4e6)", R"("sharedBandwidth": 4e6, "sharedDirections": 2)"),
         "/linkClasses/1/sharedDirections",
         "expected sharedDirections (one of both, each), found the number 2"},
        {with(R"("duplex": "full")", R"("duplex": "half", "exchangeLatency": "parallel")"),
         "/exchangeLatency", R"(unknown exchangeLatency "parallel": allowed are add, overlap)"},
        {with(R"("duplex": "full")", R"("duplex": "half", "exchangeLatency": true)"),
         "/exchangeLatency",
         "expected exchangeLatency (one of add, overlap), found the value true"},
        {with(R"("duplex": "full")", R"("duplex": "full", "exchangeLatencies": "add")"),
         "/exchangeLatencies",
         R"(unknown key "exchangeLatencies": allowed are format, version, id, name, note, )"
         R"(maxDimension, duplex, exchangeLatency, elementBytes, combineSeconds, linkClasses)"},
        {"[1, 2]", "", "expected a machine (a JSON object), found an array"},
        {R"({"format": "cubelab-machine", "version": 1, "id": "x", "maxDimension": 1, "duplex": "half",
            "elementBytes": 4, "combineSeconds": 0, "linkClasses": []})",
         "/linkClasses", "give at least one link class"},
    };
    for (const Case& c : cases) {
        const FileError e = refusal(c.text);
        EXPECT_EQ(e.file(), "bad.json");
        EXPECT_EQ(e.place(), c.place) << c.text;
        EXPECT_EQ(e.reason(), c.reason) << c.text;
    }
}

TEST(MachineJson, SyntaxErrorsGiveLineAndColumn)
{
    const FileError e = refusal("{\n  \"format\": \"cubelab-machine\",\n  \"version\": 1,,\n}");
    EXPECT_EQ(e.place(), "line 3, column 16"); // the second comma
    EXPECT_NE(e.reason().find("not valid JSON"), std::string::npos) << e.reason();
}

TEST(MachineJson, LoadMachineTakesPresetIdsAndFiles)
{
    EXPECT_EQ(loadMachine("power-gc").id, "power-gc");
    const auto path = std::filesystem::temp_directory_path() / "cubelab-machine-test.json";
    {
        std::ofstream out(path);
        out << kGood;
    }
    EXPECT_EQ(loadMachine(path.string()).id, "test");
    std::filesystem::remove(path);
    try {
        loadMachine(path.string());
        FAIL() << "a missing file was accepted";
    } catch (const FileError& e) {
        EXPECT_EQ(e.reason(), "no such file");
    }
    EXPECT_THROW(loadMachine("no-such-machine"), InputError);
}

TEST(Machine, ValidateRefusesAMachineBuiltInCode)
{
    Machine m = findMachine("power-gc");
    m.linkClasses[2].links = {7};
    try {
        validate(m);
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "machine 'power-gc' at /linkClasses: link 8 belongs to no class: "
                               "every link 1 to 8 needs one");
    }
    EXPECT_THROW(findMachine("power-gc").classOf(9), InputError);
}

TEST(ScenarioMachine, PresetIdsAreCheckedAndInlineMachinesValidated)
{
    Scenario s;
    s.machine = "Power-GC";
    EXPECT_EQ(normalized(s).machine, "power-gc");
    s.machine = "cray";
    EXPECT_THROW(normalized(s), InputError);

    s.inlineMachine = parseMachine(kGood);
    s.machine.clear();
    EXPECT_EQ(normalized(s).machine, "test");
    s.inlineMachine->linkClasses[0].bandwidth = -1;
    EXPECT_THROW(normalized(s), InputError);
}

TEST(ScenarioMachine, ScenarioFilesTakeAPresetIdOrAnInlineMachine)
{
    const std::string head = R"({"format": "cubelab-scenario", "version": 1, "dimension": 3,
        "algorithm": "tree-reduce", "machine": )";
    const Scenario preset =
        scenarioFromJson(parseJson(head + R"("power-gc"})", "s.json"), "s.json");
    EXPECT_EQ(preset.machine, "power-gc");
    EXPECT_FALSE(preset.inlineMachine.has_value());

    const Scenario inlined = scenarioFromJson(parseJson(head + kGood + "}", "s.json"), "s.json");
    ASSERT_TRUE(inlined.inlineMachine.has_value());
    EXPECT_EQ(*inlined.inlineMachine, parseMachine(kGood));
    EXPECT_EQ(inlined.machine, "test");
    // Written back as an object, read back the same.
    EXPECT_TRUE(scenarioToJson(inlined).at("machine").is_object());
    EXPECT_EQ(scenarioFromJson(scenarioToJson(inlined), "again"), inlined);

    try {
        scenarioFromJson(parseJson(head + R"("cray"})", "s.json"), "s.json");
        FAIL() << "accepted";
    } catch (const FileError& e) {
        EXPECT_EQ(e.place(), "/machine");
        EXPECT_EQ(e.reason(),
                  "unknown machine 'cray': choose one of ideal-hypercube, origin2000, power-gc, or "
                  "give the machine itself as an object here (a scenario file takes no path of a "
                  "machine file)");
    }
    try {
        scenarioFromJson(
            parseJson(head + with(R"("bandwidth": 5e5)", R"("bandwidth": -1)") + "}", "s.json"),
            "s.json");
        FAIL() << "accepted";
    } catch (const FileError& e) {
        EXPECT_EQ(e.place(), "/machine/linkClasses/1/bandwidth");
    }
}

TEST(MachineJson, WriteMachineFileWritesWhatReadsBack)
{
    const std::string path =
        (std::filesystem::temp_directory_path() / "cubelab-written-machine.json").string();
    writeMachineFile(path, findMachine("origin2000"));
    EXPECT_EQ(readMachineFile(path), findMachine("origin2000"));
    std::filesystem::remove(path);
    Machine bad = findMachine("origin2000");
    bad.linkClasses.clear();
    EXPECT_THROW(writeMachineFile(path, bad), InputError);
    EXPECT_FALSE(std::filesystem::exists(path));
}
