// cubelab-cli run --format chrome-trace and --format paje, and --output: the files for trace
// viewers from the command line, and the ways they fail.

#include "clirunner.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <unistd.h>

using namespace cubelab::test;

namespace {

const std::string kScenarioDir = CUBELAB_SCENARIO_DIR;

std::string tempPath(const std::string& name)
{
    return testing::TempDir() + "/cubelab-viewer-" + std::to_string(::getpid()) + "-" + name;
}

} // namespace

TEST(CliViewerTrace, ChromeTraceOfTheLectureReduceHasSevenFlowsOnEightTracks)
{
    const CliResult r = runCli(
        {"run", "--scenario", kScenarioDir + "/lecture-reduce.json", "--format", "chrome-trace"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json doc = nlohmann::json::parse(r.out);
    std::set<int> tracks;
    std::set<std::uint64_t> starts;
    std::set<std::uint64_t> finishes;
    int slices = 0;
    for (const auto& e : doc.at("traceEvents")) {
        if (e["ph"] == "M" && e["name"] == "thread_name")
            tracks.insert(e["tid"].get<int>());
        if (e["ph"] == "X")
            ++slices;
        if (e["ph"] == "s")
            starts.insert(e["id"].get<std::uint64_t>());
        if (e["ph"] == "f")
            finishes.insert(e["id"].get<std::uint64_t>());
    }
    EXPECT_EQ(tracks.size(), 8u);
    EXPECT_EQ(slices, 8 + 4 + 2);
    EXPECT_EQ(starts.size(), 7u);
    EXPECT_EQ(starts, finishes);
}

TEST(CliViewerTrace, MachineTimeUnlessLogicalTimeIsAsked)
{
    const std::vector<std::string> base{"run", "--machine", "power-gc", "--format", "chrome-trace"};
    auto firstDuration = [](const nlohmann::json& doc) {
        for (const auto& e : doc.at("traceEvents"))
            if (e["ph"] == "X")
                return e["dur"].get<double>();
        return -1.0;
    };
    const CliResult machine = runCli(base);
    ASSERT_EQ(machine.exitCode, 0) << machine.err;
    std::vector<std::string> logicalArgs = base;
    logicalArgs.push_back("--logical-time");
    const CliResult logical = runCli(logicalArgs);
    ASSERT_EQ(logical.exitCode, 0) << logical.err;
    // Logical: a second a step; the machine's step a) lasts what the cost model says, not that.
    EXPECT_DOUBLE_EQ(firstDuration(nlohmann::json::parse(logical.out)), 1e6);
    const double priced = firstDuration(nlohmann::json::parse(machine.out));
    EXPECT_GT(priced, 0.0);
    EXPECT_NE(priced, 1e6);
}

TEST(CliViewerTrace, PajeGoesIntoTheOutputFileAndNothingToStandardOutput)
{
    const std::string path = tempPath("reduce.paje");
    const CliResult r = runCli({"run", "--format", "paje", "--output", path});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "");
    const std::string text = slurp(path);
    EXPECT_NE(text.find("%EventDef PajeStartLink"), std::string::npos);
    // Seven messages: seven links started (event 8) and ended (event 9).
    std::size_t starts = 0;
    std::size_t ends = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        starts += line.rfind("8 ", 0) == 0;
        ends += line.rfind("9 ", 0) == 0;
    }
    EXPECT_EQ(starts, 7u);
    EXPECT_EQ(ends, 7u);
    std::filesystem::remove(path);
}

TEST(CliViewerTrace, UnknownFormatNamesTheAllowedOnes)
{
    const CliResult r = runCli({"run", "--format", "perfetto"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("unknown format 'perfetto': choose text, json, chrome-trace or paje"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "");
}

TEST(CliViewerTrace, LogicalTimeWithoutAViewerFormatIsRefused)
{
    const CliResult r = runCli({"run", "--logical-time"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--logical-time is for --format chrome-trace and paje"), std::string::npos)
        << r.err;
}

TEST(CliViewerTrace, UnwritableOutputFailsAndSaysWhy)
{
    // The "folder" is a file: nothing can be made in it, whoever runs the test.
    const std::string notADirectory = tempPath("plain-file");
    std::ofstream(notADirectory) << "x";
    const std::string path = notADirectory + "/trace.json";
    const CliResult r = runCli({"run", "--format", "chrome-trace", "--output", path});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find(path), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("cannot create a file"), std::string::npos) << r.err;
    std::filesystem::remove(notADirectory);
}

TEST(CliViewerTrace, AFailedRunLeavesTheOutputFileAsItWas)
{
    const std::string path = tempPath("kept.json");
    std::ofstream(path) << "old";
    const CliResult r =
        runCli({"run", "--dimension", "99", "--format", "chrome-trace", "--output", path});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(slurp(path), "old");
    // A write cut short (the file may not grow past 100 bytes) keeps the old file too.
    const CliResult cut = runCli({"run", "--format", "chrome-trace", "--output", path}, 100);
    EXPECT_EQ(cut.exitCode, 1) << cut.err;
    EXPECT_EQ(slurp(path), "old");
    std::filesystem::remove(path);
}
