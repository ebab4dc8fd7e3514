// The files for trace viewers: Chrome trace event JSON (Perfetto, chrome://tracing) and Pajé
// (ViTE, PajeNG). The lecture's reduce on the 3-cube (Tree_UpDo, links 3, 2, 1): 3 steps and
// 7 messages, 4→0, 5→1, 6→2, 7→3, then 2→0, 3→1, then 1→0.

#include "cubelab/atomicfile.h"
#include "cubelab/chrometrace.h"
#include "cubelab/costmodel.h"
#include "cubelab/machine.h"
#include "cubelab/pajetrace.h"
#include "cubelab/steptimes.h"
#include "testutil.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <unistd.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

namespace fs = std::filesystem;

Trace lectureReduce()
{
    return Emulator::run(scenario(3, "tree-reduce", {3, 2, 1}));
}

nlohmann::json chromeJson(const Trace& trace, const StepTimes& times)
{
    std::ostringstream out;
    writeChromeTrace(out, trace, times);
    return nlohmann::json::parse(out.str());
}

// The event format's required fields: every event has name, ph, ts, pid and tid; a complete
// slice a duration; a flow event an id; metadata events args.
void expectRequiredFields(const nlohmann::json& doc)
{
    ASSERT_TRUE(doc.contains("traceEvents"));
    ASSERT_TRUE(doc["traceEvents"].is_array());
    for (const auto& e : doc["traceEvents"]) {
        ASSERT_TRUE(e.contains("name") && e["name"].is_string()) << e.dump();
        ASSERT_TRUE(e.contains("ph") && e["ph"].is_string()) << e.dump();
        ASSERT_TRUE(e.contains("ts") && e["ts"].is_number()) << e.dump();
        ASSERT_TRUE(e.contains("pid") && e["pid"].is_number_integer()) << e.dump();
        ASSERT_TRUE(e.contains("tid") && e["tid"].is_number_integer()) << e.dump();
        const std::string ph = e["ph"];
        ASSERT_TRUE(ph == "M" || ph == "X" || ph == "s" || ph == "f") << e.dump();
        if (ph == "X") {
            EXPECT_TRUE(e.contains("dur") && e["dur"].is_number() && e["dur"] >= 0) << e.dump();
        }
        if (ph == "s" || ph == "f") {
            EXPECT_TRUE(e.contains("id")) << e.dump();
        }
        if (ph == "f") {
            EXPECT_EQ(e.value("bp", ""), "e") << e.dump();
        }
        if (ph == "M") {
            EXPECT_TRUE(e.contains("args") && e["args"].is_object()) << e.dump();
        }
    }
}

struct Flow
{
    int from = -1;
    int to = -1;
    double start = 0;
    double finish = 0;
};

// The flows by id, each with both ends; a failure for an end without its partner.
std::map<std::uint64_t, Flow> flowsOf(const nlohmann::json& doc)
{
    std::map<std::uint64_t, Flow> flows;
    std::map<std::uint64_t, int> starts;
    std::map<std::uint64_t, int> finishes;
    for (const auto& e : doc["traceEvents"]) {
        if (e["ph"] == "s") {
            flows[e["id"]].from = e["tid"];
            flows[e["id"]].start = e["ts"];
            ++starts[e["id"]];
        } else if (e["ph"] == "f") {
            flows[e["id"]].to = e["tid"];
            flows[e["id"]].finish = e["ts"];
            ++finishes[e["id"]];
        }
    }
    for (const auto& [id, flow] : flows) {
        EXPECT_EQ(starts[id], 1) << "flow " << id;
        EXPECT_EQ(finishes[id], 1) << "flow " << id;
    }
    return flows;
}

// The slice of node `tid` that encloses time ts; null when none does.
const nlohmann::json* sliceAt(const nlohmann::json& doc, int tid, double ts)
{
    for (const auto& e : doc["traceEvents"])
        if (e["ph"] == "X" && e["tid"] == tid && e["ts"] <= ts &&
            ts <= e["ts"].get<double>() + e["dur"].get<double>())
            return &e;
    return nullptr;
}

// pj_validate, else pj_dump -q (the same parser and simulator, printing nothing): the command
// that checks a Pajé file, or empty when PajeNG is not installed.
std::string pajeValidator()
{
    if (std::system("command -v pj_validate >/dev/null 2>&1") == 0)
        return "pj_validate";
    if (std::system("command -v pj_dump >/dev/null 2>&1") == 0)
        return "pj_dump -q";
    return {};
}

bool inCi()
{
    const char* ci = std::getenv("CI");
    return ci != nullptr && std::string(ci) == "true";
}

// Runs a command, returns its exit status and standard output (and error).
int runCommand(const std::string& command, std::string* output)
{
    FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
    if (pipe == nullptr)
        return -1;
    char buffer[4096];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
        output->append(buffer, n);
    return ::pclose(pipe);
}

std::string slurpFile(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct TempDir
{
    fs::path path =
        fs::temp_directory_path() / ("cubelab-traceviewers-" + std::to_string(::getpid()) + "-" +
                                     std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
};

} // namespace

TEST(ChromeTrace, LectureReduceHasATrackANodeNamedByItsAddressInNodeOrder)
{
    const Trace trace = lectureReduce();
    const nlohmann::json doc = chromeJson(trace, StepTimes::logical(trace));
    expectRequiredFields(doc);
    std::map<int, std::string> names;
    std::map<int, int> sortIndex;
    for (const auto& e : doc["traceEvents"]) {
        if (e["ph"] != "M")
            continue;
        if (e["name"] == "thread_name")
            names[e["tid"]] = e["args"]["name"];
        if (e["name"] == "thread_sort_index")
            sortIndex[e["tid"]] = e["args"]["sort_index"];
    }
    const std::map<int, std::string> expected{{0, "000"}, {1, "001"}, {2, "010"}, {3, "011"},
                                              {4, "100"}, {5, "101"}, {6, "110"}, {7, "111"}};
    EXPECT_EQ(names, expected);
    for (int node = 0; node < 8; ++node)
        EXPECT_EQ(sortIndex[node], node);
}

TEST(ChromeTrace, LectureReduceHasSevenFlowsFromSenderToReceiverInsideTheirSlices)
{
    const Trace trace = lectureReduce();
    const nlohmann::json doc = chromeJson(trace, StepTimes::logical(trace));
    expectRequiredFields(doc);
    const auto flows = flowsOf(doc);
    ASSERT_EQ(flows.size(), 7u);
    std::multiset<std::pair<int, int>> pairs;
    for (const auto& [id, flow] : flows) {
        pairs.insert({flow.from, flow.to});
        // Both ends lie in the slices of one step: the sender's and the receiver's.
        const nlohmann::json* from = sliceAt(doc, flow.from, flow.start);
        const nlohmann::json* to = sliceAt(doc, flow.to, flow.finish);
        ASSERT_NE(from, nullptr) << "flow " << id;
        ASSERT_NE(to, nullptr) << "flow " << id;
        EXPECT_EQ((*from)["args"]["step"], (*to)["args"]["step"]);
    }
    const std::multiset<std::pair<int, int>> expected{{4, 0}, {5, 1}, {6, 2}, {7, 3},
                                                      {2, 0}, {3, 1}, {1, 0}};
    EXPECT_EQ(pairs, expected);
}

TEST(ChromeTrace, LectureReduceHasASliceForEachNodeThatTakesPartInAStep)
{
    const Trace trace = lectureReduce();
    const nlohmann::json doc = chromeJson(trace, StepTimes::logical(trace));
    // Step a): all 8 nodes; b): 0, 1, 2, 3; c): 0 and 1. Logical time: a second a step.
    std::map<std::string, std::set<int>> nodesByName;
    for (const auto& e : doc["traceEvents"]) {
        if (e["ph"] != "X")
            continue;
        nodesByName[e["name"]].insert(e["tid"].get<int>());
        const int step = e["args"]["step"];
        EXPECT_DOUBLE_EQ(e["ts"].get<double>(), (step - 1) * 1e6);
        EXPECT_DOUBLE_EQ(e["dur"].get<double>(), 1e6);
    }
    EXPECT_EQ(nodesByName["a) reduce"], (std::set<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(nodesByName["b) reduce"], (std::set<int>{0, 1, 2, 3}));
    EXPECT_EQ(nodesByName["c) reduce"], (std::set<int>{0, 1}));
    EXPECT_EQ(nodesByName.size(), 3u);
    // The root's slice of step c) names the message and the lecture's s_0.
    const nlohmann::json* root = sliceAt(doc, 0, 2.5e6);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ((*root)["args"]["receives"], nlohmann::json::array({"from 001 over link 1"}));
    EXPECT_EQ((*root)["args"]["s"], "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
    EXPECT_EQ((*root)["args"]["value"], 36);
}

TEST(ChromeTrace, MachineTimeIsTheCostModelsStepTimesInMicroseconds)
{
    const Trace trace = lectureReduce();
    const CostResult costs = CostModel::evaluate(trace, findMachine("power-gc"));
    const nlohmann::json doc = chromeJson(trace, StepTimes::machine(trace, costs));
    expectRequiredFields(doc);
    int slices = 0;
    for (const auto& e : doc["traceEvents"]) {
        if (e["ph"] != "X")
            continue;
        const StepCost& cost = costs.steps.at(e["args"]["step"].get<std::size_t>() - 1);
        EXPECT_DOUBLE_EQ(e["ts"].get<double>(), cost.start * 1e6);
        EXPECT_DOUBLE_EQ(e["dur"].get<double>(), cost.duration * 1e6);
        ++slices;
    }
    EXPECT_EQ(slices, 8 + 4 + 2);
    EXPECT_NE(doc["otherData"]["time"].get<std::string>().find("power-gc"), std::string::npos);
}

TEST(ChromeTrace, BlockCollectiveNamesTheBlocksOfEveryMessage)
{
    // Recursive halving on the 2-cube: step a) sends two blocks over link 2, b) one over link 1.
    const Trace trace = Emulator::run(scenario(2, "reduce-scatter", {2, 1}));
    ASSERT_TRUE(trace.hasBlocks());
    const nlohmann::json doc = chromeJson(trace, StepTimes::logical(trace));
    expectRequiredFields(doc);
    EXPECT_EQ(flowsOf(doc).size(), trace.allMessages().size());
    const nlohmann::json* node0a = sliceAt(doc, 0, 0.5e6);
    ASSERT_NE(node0a, nullptr);
    EXPECT_EQ((*node0a)["args"]["sends"],
              nlohmann::json::array({"to 10 over link 2, blocks [2,3]"}));
    EXPECT_EQ((*node0a)["args"]["receives"],
              nlohmann::json::array({"from 10 over link 2, blocks [0,1]"}));
    EXPECT_EQ((*node0a)["args"]["holds blocks"], "[0,1]");
    const nlohmann::json* node0b = sliceAt(doc, 0, 1.5e6);
    ASSERT_NE(node0b, nullptr);
    EXPECT_EQ((*node0b)["args"]["holds blocks"], "[0]");
}

TEST(PajeTrace, LectureReducePassesPajeNGsValidatorWithSevenLinksAndFourteenStates)
{
    const std::string validator = pajeValidator();
    if (validator.empty()) {
        if (inCi())
            FAIL() << "PajeNG (pj_validate or pj_dump) is not installed: scripts/install-deps "
                      "installs pajeng";
        GTEST_SKIP() << "PajeNG (pj_validate or pj_dump) is not installed; scripts/install-deps "
                        "installs pajeng";
    }
    const Trace trace = lectureReduce();
    TempDir dir;
    const std::string file = (dir.path / "reduce.paje").string();
    writePajeTraceFile(file, trace, StepTimes::logical(trace));

    std::string said;
    EXPECT_EQ(runCommand(validator + " '" + file + "'", &said), 0) << said;

    std::string dump;
    ASSERT_EQ(runCommand("pj_dump '" + file + "'", &dump), 0) << dump;
    std::istringstream lines(dump);
    std::multiset<std::pair<std::string, std::string>> links;
    int states = 0;
    int nodes = 0;
    for (std::string line; std::getline(lines, line);) {
        std::vector<std::string> fields;
        std::istringstream split(line);
        for (std::string field; std::getline(split, field, ',');)
            fields.push_back(field.substr(field.find_first_not_of(' ')));
        if (fields.empty())
            continue;
        if (fields[0] == "State")
            ++states;
        else if (fields[0] == "Container" && fields.size() >= 3 && fields[2] == "Node")
            ++nodes;
        else if (fields[0] == "Link" && fields.size() >= 9)
            links.insert({fields[7], fields[8]});
    }
    // 8 slices in a), 4 in b), 2 in c); 8 nodes named by their addresses.
    EXPECT_EQ(states, 14) << dump;
    EXPECT_EQ(nodes, 8) << dump;
    EXPECT_NE(
        dump.find("State, 000, Step, 2.000000, 3.000000, 1.000000, 0.000000, c) reduce on link 1"),
        std::string::npos)
        << dump;
    const std::multiset<std::pair<std::string, std::string>> expected{
        {"100", "000"}, {"101", "001"}, {"110", "010"}, {"111", "011"},
        {"010", "000"}, {"011", "001"}, {"001", "000"}};
    EXPECT_EQ(links, expected) << dump;
}

TEST(PajeTrace, BlockCollectiveOnMachineTimePassesPajeNGsValidator)
{
    const std::string validator = pajeValidator();
    if (validator.empty()) {
        if (inCi())
            FAIL() << "PajeNG (pj_validate or pj_dump) is not installed";
        GTEST_SKIP() << "PajeNG (pj_validate or pj_dump) is not installed";
    }
    const Trace trace = Emulator::run(scenario(3, "rabenseifner-allreduce"));
    const CostResult costs = CostModel::evaluate(trace, findMachine("power-gc"));
    TempDir dir;
    const std::string file = (dir.path / "rabenseifner.paje").string();
    writePajeTraceFile(file, trace, StepTimes::machine(trace, costs));
    const std::string text = slurpFile(file);
    EXPECT_NE(text.find("\"[4-7]\""), std::string::npos) << "the blocks of a) over link 3";
    EXPECT_EQ(text.find("\"[0,"), std::string::npos) << "no comma in a field";
    std::string said;
    EXPECT_EQ(runCommand(validator + " '" + file + "'", &said), 0) << said;
}

TEST(TraceViewerFiles, AFailedWriteLeavesTheOldFile)
{
    const Trace trace = lectureReduce();
    TempDir dir;
    const std::string file = (dir.path / "old.json").string();
    std::ofstream(file) << "old";
    // A writer that fails halfway (after writing part of the file) leaves the old content.
    EXPECT_THROW(writeFileAtomically(file,
                                     [&](std::ostream& out) {
                                         writeChromeTrace(out, trace, StepTimes::logical(trace));
                                         throw InputError("stopped");
                                     }),
                 InputError);
    EXPECT_EQ(slurpFile(file), "old");
    EXPECT_EQ(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()), 1);
    // A folder that does not exist: FileError, nothing made.
    const FileError error = fileErrorOf([&] {
        writePajeTraceFile((dir.path / "missing" / "t.paje").string(), trace,
                           StepTimes::logical(trace));
    });
    EXPECT_NE(std::string(error.what()).find("cannot create"), std::string::npos) << error.what();
}

TEST(StepTimes, CostsOfAnotherTraceAreRefused)
{
    const Trace reduce = lectureReduce();
    const Trace allreduce = Emulator::run(scenario(3, "tree-allreduce"));
    const CostResult costs = CostModel::evaluate(allreduce, findMachine("power-gc"));
    EXPECT_THROW(StepTimes::machine(reduce, costs), InputError);
}
