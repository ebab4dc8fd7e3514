// cubelab-cli end to end: runs the built binary, reads its exit code, standard output and
// standard error, and parses its JSON.

#include "clirunner.h"
#include "cubelab/emulator.h"
#include "cubelab/jsonio.h"
#include "hostileoutputs.h"

#include <fstream>
#include <gtest/gtest.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

const std::string kScenarioDir = CUBELAB_SCENARIO_DIR;
const std::string kDataDir = CUBELAB_TEST_DATA_DIR;

Json runJson(const std::vector<std::string>& arguments)
{
    std::vector<std::string> args = arguments;
    args.insert(args.end(), {"--format", "json"});
    return runCliJson(args);
}

std::size_t countOf(const std::string& text, const std::string& part)
{
    std::size_t count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size()))
        ++count;
    return count;
}

} // namespace

// Figure 3.14 of the lecture: the arrows of step a) and the bracketed partial results.
TEST(CliRun, LectureReduceTextHasTheLecturesLines)
{
    const CliResult r = runCli({"run", "--scenario", kScenarioDir + "/lecture-reduce.json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const std::string& out = r.out;
    EXPECT_NE(out.find("Tree_UpDo (tree-reduce) on a 3-cube, p = 8: link order 3,2,1, root 0"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("a) link 3  reduce   100→000  101→001  110→010  111→011\n"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("b) link 2  reduce   010→000  011→001\n"), std::string::npos) << out;
    EXPECT_NE(out.find("c) link 1  reduce   001→000\n"), std::string::npos) << out;
    EXPECT_NE(out.find("s_0 = (a_0+a_4) = 6\n"), std::string::npos) << out;
    EXPECT_NE(out.find("s_3 = (a_3+a_7) = 12\n"), std::string::npos) << out;
    EXPECT_NE(out.find("s_1 = [(a_1+a_5)+(a_3+a_7)] = 20\n"), std::string::npos) << out;
    EXPECT_NE(out.find("s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)] = 36\n"),
              std::string::npos)
        << out;
    EXPECT_NE(
        out.find("result at the root 000: s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)] = 36"),
        std::string::npos)
        << out;
    EXPECT_NE(out.find("link 3: 4 messages"), std::string::npos) << out;
    EXPECT_NE(out.find("link 1: 1 message,"), std::string::npos) << out;
}

TEST(CliRun, CubeAllreduceExchangesInEveryStep)
{
    const CliResult r = runCli({"run", "--algorithm", "Cube_Do"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("a) link 3  exchange 000↔100  001↔101  010↔110  011↔111\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(
        r.out.find("result: s_i = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)] = 36 on every node"),
        std::string::npos)
        << r.out;
}

TEST(CliRun, JsonOutputIsTheLectureTrace)
{
    const Json json = runJson({"run", "--scenario", kScenarioDir + "/lecture-reduce.json"});
    EXPECT_EQ(json["format"], "cubelab-trace");
    EXPECT_EQ(json["scenario"]["algorithm"], "tree-reduce");
    ASSERT_EQ(json["steps"].size(), 3u);
    EXPECT_EQ(json["steps"][0]["messages"][0],
              Json::parse(R"({"from": 4, "to": 0, "link": 3, "elements": 1, "bytes": 8})"));
    EXPECT_EQ(json["steps"][0]["updates"][0]["expr"], "a_0+a_4");
    EXPECT_EQ(json["steps"][1]["updates"][1]["expr"], "(a_1+a_5)+(a_3+a_7)");
    EXPECT_EQ(json["final"][0]["expr"], "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))");
    EXPECT_EQ(json["final"][0]["value"], Json::array({36.0}));
    EXPECT_EQ(json["linkLoad"][2]["messages"], 4);
    EXPECT_TRUE(json["cost"].is_null());
}

// What the binary prints is what the engine records, for every collective, and it reads back.
TEST(CliRun, JsonEqualsTheEnginesTraceForEveryCollective)
{
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        const Json json =
            runJson({"run", "--algorithm", algorithm, "--dimension", "4", "--elements", "3"});
        Scenario s;
        s.algorithm = algorithm;
        s.dimension = 4;
        s.elements = 3;
        EXPECT_EQ(json, traceToJson(Emulator::run(s))) << algorithm;
        EXPECT_NO_THROW((void)traceFromJson(json, "standard output")) << algorithm;
    }
}

TEST(CliRun, FlagsOverrideTheScenarioFile)
{
    const CliResult r =
        runCli({"run", "--scenario", kScenarioDir + "/lecture-cube.json", "--dimension", "4",
                "--values", "numeric", "--operator", "max", "--format", "json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Json json = parseJson(r.out, "standard output");
    EXPECT_EQ(json["scenario"]["algorithm"], "cube-allreduce"); // from the file
    EXPECT_EQ(json["scenario"]["dimension"], 4);
    EXPECT_EQ(json["scenario"]["values"], "numeric");
    EXPECT_EQ(json["scenario"]["operator"], "max");
    // The file's order was for a 3-cube; the default for 4 takes its place, and we say so.
    EXPECT_EQ(json["scenario"]["linkOrder"], Json::parse("[4, 3, 2, 1]"));
    EXPECT_NE(r.err.find("link order 3,2,1 does not fit dimension 4"), std::string::npos) << r.err;
    EXPECT_EQ(json["final"][7]["value"], Json::array({16.0}));
}

TEST(CliRun, AllreduceScenarioRunsBothPhases)
{
    const Json json = runJson({"run", "--scenario", kScenarioDir + "/lecture-allreduce.json"});
    ASSERT_EQ(json["steps"].size(), 6u);
    const char* phases[] = {"reduce", "reduce", "reduce", "broadcast", "broadcast", "broadcast"};
    const int links[] = {3, 2, 1, 1, 2, 3};
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(json["steps"][i]["phase"], phases[i]);
        EXPECT_EQ(json["steps"][i]["links"], Json::array({links[i]}));
    }
    for (std::size_t i = 0; i < 8; ++i)
        EXPECT_EQ(json["final"][i]["expr"], "((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))");
}

TEST(CliRun, BigCubeListsAtMostSixteenArrowsAndUpdates)
{
    const CliResult r =
        runCli({"run", "--algorithm", "cube-allreduce", "--dimension", "6", "--values", "numeric"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // 32 exchange pairs and 64 updates a step, 6 steps.
    EXPECT_EQ(countOf(r.out, "  … and 16 more\n"), 6u) << r.out;
    EXPECT_EQ(countOf(r.out, "   … and 48 more updates\n"), 6u) << r.out;
    EXPECT_EQ(countOf(r.out, "↔"), 6u * 16u);
    EXPECT_NE(r.out.find("result: s_i = 2080 on every node"), std::string::npos) << r.out;
}

TEST(CliRun, LongVectorIsAbridged)
{
    const CliResult r = runCli({"run", "--elements", "20", "--values", "numeric"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("s_0 = [6, 6, 6, 6, 6, 6, 6, 6, … (20 elements)]\n"), std::string::npos)
        << r.out;
}

namespace {

struct BadInput
{
    std::string name;
    std::vector<std::string> arguments;
    std::vector<std::string> messageParts;
};

void PrintTo(const BadInput& bad, std::ostream* out)
{
    *out << bad.name;
}

class CliBadInput : public ::testing::TestWithParam<BadInput>
{
};

} // namespace

TEST_P(CliBadInput, ExitsWithTwoAndSaysWhatIsAllowed)
{
    const CliResult r = runCli(GetParam().arguments);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("cubelab-cli: ", 0), 0u) << r.err;
    for (const std::string& part : GetParam().messageParts)
        EXPECT_NE(r.err.find(part), std::string::npos)
            << "stderr: " << r.err << "\nlacks: " << part;
}

INSTANTIATE_TEST_SUITE_P(
    Arguments, CliBadInput,
    ::testing::Values(
        BadInput{"Dimension21",
                 {"run", "--dimension", "21"},
                 {"dimension 21 is out of range", "allowed are 0 to 20"}},
        BadInput{"DimensionNotANumber",
                 {"run", "--dimension", "three"},
                 {"--dimension expects a whole number", "'three'"}},
        BadInput{"LinkOrderNotAPermutation",
                 {"run", "--link-order", "3,3,1"},
                 {"link order [3,3,1] names link 3 twice",
                  "give each of the links 1 to 3 exactly once"}},
        BadInput{"LinkOrderWithWord",
                 {"run", "--link-order", "3,x,1"},
                 {"--link-order expects link numbers", "3,2,1"}},
        BadInput{"BroadcastOrderOnReduce",
                 {"run", "--broadcast-link-order", "1,2,3"},
                 {"tree-reduce has one link order only", "tree-allreduce"}},
        BadInput{"Root8OnThreeCube",
                 {"run", "--root", "8"},
                 {"root 8 is outside the cube", "allowed are 0 to 7"}},
        BadInput{"RootOnCubeAllreduce",
                 {"run", "--algorithm", "cube-allreduce", "--root", "1"},
                 {"has no root"}},
        BadInput{"UnknownAlgorithm",
                 {"run", "--algorithm", "butterfly"},
                 {"unknown algorithm 'butterfly'", "tree-reduce (Tree_UpDo)",
                  "ring-allreduce (Ring)", "tree-broadcast (Tree_Down)", "tree-allreduce (Tree_Do)",
                  "cube-allreduce (Cube_Do)"}},
        BadInput{"OperatorAvg",
                 {"run", "--operator", "avg"},
                 {"unknown operator 'avg'", "sum, product, max, min"}},
        BadInput{
            "ZeroElements", {"run", "--elements", "0"}, {"elements must be at least 1", "got 0"}},
        BadInput{"SymbolicDimension13",
                 {"run", "--dimension", "13"},
                 {"symbolic values serve dimensions up to 12", "choose numeric values"}},
        BadInput{
            "HugeElements",
            {"run", "--elements", "99999999999"},
            {"more than the 134217728 that fit in memory", "allowed are 1 to 16777216 elements"}},
        BadInput{"ElementsBeyondAnyNumber",
                 {"run", "--elements", "123456789012345678901234567890"},
                 {"--elements 123456789012345678901234567890 is far too large"}},
        BadInput{"UnknownValueMode",
                 {"run", "--values", "exact"},
                 {"unknown value mode 'exact'", "symbolic or numeric"}},
        BadInput{"UnknownFormat",
                 {"run", "--format", "xml"},
                 {"unknown format 'xml'", "text, json, chrome-trace or paje"}},
        BadInput{"UnknownFlag",
                 {"run", "--speed", "2"},
                 {"Unknown option 'speed'", "cubelab-cli run --help"}},
        BadInput{"MissingValue", {"run", "--root"}, {"Missing value after '--root'"}},
        BadInput{"StrayArgument", {"run", "fast"}, {"unexpected argument 'fast'"}},
        BadInput{"NoCommand", {}, {"no command given", "run, list"}},
        BadInput{"UnknownCommand", {"walk"}, {"unknown command 'walk'", "run, list"}},
        BadInput{"OptionBeforeCommand",
                 {"--dimension", "3"},
                 {"expected a command (run, list, machines, compare, best-order, check, link, "
                  "lesson)"}}),
    [](const auto& info) { return info.param.name; });

TEST(CliRuntimeError, MissingScenarioFileExitsWithOne)
{
    const std::string missing = testing::TempDir() + "/cubelab-no-such-scenario.json";
    const CliResult r = runCli({"run", "--scenario", missing});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(missing + ": no such file"), std::string::npos) << r.err;
}

TEST(CliRuntimeError, BadScenarioFileNamesPlaceAndReason)
{
    const std::string path = kDataDir + "/scenarios/link-order-not-permutation.json";
    const CliResult r = runCli({"run", "--scenario", path});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find(path + " at /linkOrder/2: link order [3,1,1] names link 1 twice"),
              std::string::npos)
        << r.err;
}

TEST(CliList, NamesEveryCollectiveWithItsLectureNameAndTheOperators)
{
    const CliResult r = runCli({"list"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::istringstream lines(r.out);
    std::vector<std::string> text;
    for (std::string line; std::getline(lines, line);)
        text.push_back(line);
    const std::pair<const char*, const char*> collectives[] = {{"tree-reduce", "Tree_UpDo"},
                                                               {"tree-broadcast", "Tree_Down"},
                                                               {"tree-allreduce", "Tree_Do"},
                                                               {"cube-allreduce", "Cube_Do"}};
    for (const auto& [id, lecture] : collectives) {
        const bool sameLine = std::any_of(text.begin(), text.end(), [&](const std::string& line) {
            return line.find(std::string("  ") + id + " ") == 0 &&
                   line.find(lecture) != std::string::npos;
        });
        EXPECT_TRUE(sameLine) << id << " with " << lecture << " in:\n" << r.out;
    }
    for (const char* op : {"sum", "product", "max", "min"})
        EXPECT_NE(r.out.find(std::string("\n  ") + op + " "), std::string::npos) << op;
    EXPECT_NE(r.out.find("max(a_0,a_1)"), std::string::npos);
}

TEST(CliHelp, HelpListsCommandsAndFlagsVersionIsTheProjects)
{
    const CliResult help = runCli({"--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("Usage: cubelab-cli <command> [options]"), std::string::npos)
        << help.out;
    EXPECT_NE(help.out.find("\n  run "), std::string::npos);
    EXPECT_NE(help.out.find("\n  list "), std::string::npos);
    EXPECT_NE(help.out.find("Examples:"), std::string::npos);

    const CliResult runHelp = runCli({"run", "--help"});
    EXPECT_EQ(runHelp.exitCode, 0);
    for (const char* flag :
         {"--scenario", "--dimension", "--algorithm", "--link-order", "--broadcast-link-order",
          "--root", "--operator", "--elements", "--values", "--format"})
        EXPECT_NE(runHelp.out.find(flag), std::string::npos) << flag;
    EXPECT_EQ(runHelp.out.rfind("Usage: cubelab-cli run [options]\n", 0), 0u) << runHelp.out;

    const CliResult helpRun = runCli({"help", "run"});
    EXPECT_EQ(helpRun.exitCode, 0);
    EXPECT_EQ(helpRun.out, runHelp.out);

    const CliResult version = runCli({"--version"});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out, std::string("cubelab-cli ") + CUBELAB_VERSION + "\n");
}

// Files no reader may wait on or read without end, and files made to break the reader: the
// CLI ends at once with exit code 1 and the file's own message.
TEST(CliHostileFiles, DevicesPipesAndBrokenFilesEndAtOnceWithAReason)
{
    const std::string fifo = testing::TempDir() + "/cubelab-cli-fifo-" + std::to_string(::getpid());
    ::unlink(fifo.c_str());
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::pair<std::string, std::string> cases[] = {
        {"/dev/zero", "is a device, not a file"},
        {"/dev/urandom", "is a device, not a file"},
        {fifo, "is a named pipe (FIFO), not a file"},
        {"", "no file name was given"},
        {CUBELAB_TEST_DATA_DIR "/hostile/nul-then-garbage.json", "a NUL byte"},
        {CUBELAB_TEST_DATA_DIR "/hostile/duplicate-key.json", "appears twice"},
    };
    for (const auto& [file, reason] : cases) {
        const CliResult r = runCli({"run", "--scenario", file});
        EXPECT_EQ(r.exitCode, 1) << file;
        EXPECT_NE(r.err.find(reason), std::string::npos) << file << ": " << r.err;
    }
    const CliResult machine = runCli({"compare", "--dimension", "3", "--machine",
                                      CUBELAB_TEST_DATA_DIR "/hostile/machine-latency-1e308.json"});
    EXPECT_NE(machine.exitCode, 0);
    EXPECT_NE(machine.err.find("take more than 1e+100 s"), std::string::npos) << machine.err;
    ::unlink(fifo.c_str());
}

// As root, --output /dev/null used to rename a file over the device.
TEST(CliHostileOutputs, AnOutputThatIsNotARegularFileIsRefusedBeforeTheRunAndLeftAsItWas)
{
    const HostileOutputs hostile(testing::TempDir() + "/cubelab-cli-outputs-" +
                                 std::to_string(::getpid()));
    if (!hostile.deviceSkipped().empty())
        std::cerr << "[   NOTE   ] " << hostile.deviceSkipped() << '\n';
    for (const char* format : {"text", "json", "chrome-trace", "paje"})
        for (const HostileOutputs::Output& output : hostile.outputs()) {
            const CliResult r = runCli({"run", "--format", format, "--output", output.path});
            EXPECT_EQ(r.exitCode, 1) << format << ", " << output.kind;
            EXPECT_NE(r.err.find(output.reason), std::string::npos)
                << format << ", " << output.kind << ": " << r.err;
            EXPECT_EQ(r.out, "");
        }
    EXPECT_EQ(hostile.unchanged(), "");
}

// Requests that are valid but would take minutes or gigabytes, or numbers that would wrap
// around: each is refused before the work, with what is allowed.
TEST(CliHostileRequests, ATraceTooLargeForJsonIsRefusedBeforeTheRun)
{
    const CliResult r = runCli({"run", "--dimension", "0", "--elements", "134217728", "--values",
                                "numeric", "--format", "json"});
    EXPECT_EQ(r.exitCode, 2) << r.err; // an input error
    EXPECT_TRUE(r.out.empty());
    EXPECT_NE(r.err.find("268435456 numbers"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--format text"), std::string::npos) << r.err;
}

TEST(CliHostileRequests, AMachineWithTooFewLinksIsRefusedBeforeTheRun)
{
    // 2^20 nodes × 128 elements: the largest run there is, refused for the machine's links
    // before it starts (it used to run in full and fail when priced).
    const CliResult r =
        runCli({"run", "--dimension", "20", "--elements", "128", "--values", "numeric",
                "--algorithm", "cube-allreduce", "--machine", "power-gc"});
    EXPECT_EQ(r.exitCode, 2) << r.err; // an input error
    EXPECT_NE(r.err.find("machine 'power-gc' has links 1 to 8"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("the run needs dimension 20"), std::string::npos) << r.err;
}

TEST(CliHostileRequests, LinkLoadsThatWouldWrapAroundAreRefused)
{
    const CliResult r = runCli({"compare", "--machine", "power-gc", "--dimension", "3",
                                "--elements", "4611686018427387904", "--format", "json"});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_NE(r.err.find("more than 2^64 bytes in all"), std::string::npos) << r.err;
}

TEST(CliHostileRequests, AnEmptyLinkOrderInAFileIsRefusedNotTakenAsTheDefault)
{
    const CliResult r =
        runCli({"run", "--scenario", CUBELAB_TEST_DATA_DIR "/scenarios/link-order-empty.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("/linkOrder"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("an empty link order"), std::string::npos) << r.err;
}

TEST(CliHostileRequests, AShortWriteOfTheOutputIsAnErrorNotSuccess)
{
    // The lecture's trace as JSON is larger than 1 KiB: the write beyond it fails with EFBIG.
    const CliResult r = runCli(
        {"run", "--scenario", kScenarioDir + "/lecture-reduce.json", "--format", "json"}, 1024);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("standard output"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("cannot be written"), std::string::npos) << r.err;
}

// Item: running out of memory while the JSON trace is made. A 16-cube's numeric Cube_Do runs in
// 400 MiB of address space (its text trace is written), but its JSON document does not fit:
// the program says "out of memory" and exits 1, the file it was to replace keeps its old
// content, and no temporary file is left beside it. (AddressSanitizer reserves terabytes of
// address space, so a limit on it cannot be set there.)
TEST(CliHostileRequests, RunningOutOfMemoryWhileWritingJsonKeepsTheOldFile)
{
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "an address-space limit does not work under AddressSanitizer";
#else
    const std::string dir = testing::TempDir() + "/cubelab-cli-oom-" + std::to_string(::getpid());
    ASSERT_EQ(::mkdir(dir.c_str(), 0700), 0);
    const std::string out = dir + "/trace.json";
    std::ofstream(out) << "old";
    const std::vector<std::string> run{"run",         "--dimension",    "16",
                                       "--algorithm", "cube-allreduce", "--values",
                                       "numeric",     "--output"};
    constexpr std::uint64_t kMemory = std::uint64_t{400} << 20;

    std::vector<std::string> text = run;
    text.insert(text.end(), {dir + "/trace.txt", "--format", "text"});
    const CliResult fits = runCli(text, std::nullopt, kMemory);
    ASSERT_EQ(fits.exitCode, 0) << "the run itself must fit: " << fits.err;

    std::vector<std::string> json = run;
    json.insert(json.end(), {out, "--format", "json"});
    const CliResult r = runCli(json, std::nullopt, kMemory);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("out of memory"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(out), "old");
    for (const char* name : {"trace.json", "trace.txt"})
        ASSERT_EQ(::unlink((dir + "/" + name).c_str()), 0) << name;
    EXPECT_EQ(::rmdir(dir.c_str()), 0) << "a file was left beside the output";
#endif
}
