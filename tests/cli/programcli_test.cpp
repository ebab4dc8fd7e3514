// cubelab-cli with node programs written in Lua: run --program runs one like a built-in,
// check --program checks it against a program exercise; bad programs and files get a clear
// message and an exit code, never a hang.

#include "clirunner.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

const std::string kPrograms = std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/";

// A file in a fresh directory that goes away with the test.
class ProgramFile
{
public:
    explicit ProgramFile(const std::string& text, const std::string& name = "student.lua")
        : mDir(std::filesystem::temp_directory_path() /
               ("cubelab-programcli-" + std::to_string(::getpid()) + "-" + std::to_string(sCount++)))
    {
        std::filesystem::create_directories(mDir);
        std::ofstream(mDir / name) << text;
        mPath = (mDir / name).string();
    }
    ~ProgramFile() { std::filesystem::remove_all(mDir); }
    const std::string& path() const { return mPath; }
    std::filesystem::path dir() const { return mDir; }

private:
    static inline int sCount = 0;
    std::filesystem::path mDir;
    std::string mPath;
};

TEST(CliProgram, RunsTheLecturesReduceWrittenInLua)
{
    const CliResult r = runCli({"run", "--program", kPrograms + "tree-updo.lua", "--link-order", "3,2,1"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"), std::string::npos) << r.out;
}

TEST(CliProgram, WritesAJsonTraceWhoseStepsAreTheBuiltIns)
{
    const Json lua = runCliJson({"run", "--program", kPrograms + "cube-do.lua", "--dimension", "3", "--format", "json"});
    const Json builtin = runCliJson({"run", "--algorithm", "Cube_Do", "--dimension", "3", "--format", "json"});
    ASSERT_EQ(lua["steps"].size(), 3u);
    EXPECT_EQ(lua["steps"].size(), builtin["steps"].size());
    EXPECT_EQ(lua["scenario"]["algorithm"], "program");
}

TEST(CliProgram, AJsonTraceCarriesItsProgramAndItsScenarioRunsWithoutTheProgramFile)
{
    const CliResult r = runCli({"run", "--program", kPrograms + "tree-do.lua", "--format", "json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // This process has loaded no program: the trace reads from what it carries.
    const Trace trace = traceFromJson(parseJson(r.out, "out.json"), "out.json");
    ASSERT_TRUE(trace.scenario().program);
    EXPECT_EQ(trace.scenario().program->fileName, "tree-do.lua");
    EXPECT_EQ(trace.stepCount(), 6u);
    ProgramFile scenario(scenarioFileText(trace.scenario()), "run.json");
    const CliResult again = runCli({"run", "--scenario", scenario.path(), "--format", "json"});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_EQ(again.out, r.out);
    // A hostile program in the file is refused with its place.
    Json broken = scenarioToJson(trace.scenario());
    broken["program"]["source"] = "function program(node\n";
    ProgramFile bad(broken.dump(), "bad.json");
    const CliResult refused = runCli({"run", "--scenario", bad.path()});
    EXPECT_EQ(refused.exitCode, 1) << refused.err;
    EXPECT_NE(refused.err.find("/program/source"), std::string::npos) << refused.err;
}

TEST(CliProgram, ARuntimeErrorNamesNodeAndLine)
{
    const ProgramFile file("implements = \"Cube_Do\"\nfunction program(node)\n  if node.id == 3 then\n"
                           "    error(\"stop\")\n  end\nend\n");
    const CliResult r = runCli({"run", "--program", file.path()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("node 3 (011): student.lua:4: stop"), std::string::npos) << r.err;
}

TEST(CliProgram, AnEndlessProgramIsStoppedWithItsLine)
{
    const ProgramFile file("function program(node)\n  while true do end\nend\n");
    const CliResult r = runCli({"run", "--program", file.path(), "--dimension", "2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("without communicating, at line 2"), std::string::npos) << r.err;
}

TEST(CliProgram, ASyntaxErrorIsAnInputError)
{
    const ProgramFile file("function program(node)\n  node:send(1,\nend\n");
    const CliResult r = runCli({"run", "--program", file.path()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("student.lua:3:"), std::string::npos) << r.err;
}

TEST(CliProgram, BadFilesAndFlagsAreRefused)
{
    CliResult r = runCli({"run", "--program", "/nonexistent/x.lua"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("no such file"), std::string::npos) << r.err;

    const ProgramFile dir("x");
    const std::string fifo = (dir.dir() / "pipe.lua").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    r = runCli({"run", "--program", fifo});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("named pipe"), std::string::npos) << r.err;

    const ProgramFile huge(std::string(300 * 1024, '-'));
    r = runCli({"run", "--program", huge.path()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("has at most"), std::string::npos) << r.err;

    r = runCli({"run", "--program", kPrograms + "cube-do.lua", "--algorithm", "Cube_Do"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("give one of them"), std::string::npos) << r.err;
}

TEST(CliCheck, TheLecturesSolutionPassesAndTheOriginalDoesNot)
{
    const std::string solution = std::string(CUBELAB_TEST_DATA_DIR) + "/programs/high-links-first.lua";

    CliResult r = runCli({"check", "--program", solution, "--exercise", "program-tree-down-high-links"});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("Right"), std::string::npos) << r.out;

    r = runCli({"check", "--program", kPrograms + "tree-down.lua", "--exercise", "program-tree-down-high-links",
                "--language", "de"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("Noch nicht richtig"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("trägt Link 2 2 Nachrichten"), std::string::npos) << r.out;

    r = runCli({"check", "--program", solution, "--exercise", "tree-down-high-links"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("program-broadcast-any-root"), std::string::npos) << r.err;
}

} // namespace
