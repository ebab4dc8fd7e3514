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
        : mDir(
              std::filesystem::temp_directory_path() /
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
    const CliResult r =
        runCli({"run", "--program", kPrograms + "tree-updo.lua", "--link-order", "3,2,1"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"), std::string::npos)
        << r.out;
}

TEST(CliProgram, WritesAJsonTraceWhoseStepsAreTheBuiltIns)
{
    const Json lua = runCliJson(
        {"run", "--program", kPrograms + "cube-do.lua", "--dimension", "3", "--format", "json"});
    const Json builtin =
        runCliJson({"run", "--algorithm", "Cube_Do", "--dimension", "3", "--format", "json"});
    ASSERT_EQ(lua["steps"].size(), 3u);
    EXPECT_EQ(lua["steps"].size(), builtin["steps"].size());
    EXPECT_EQ(lua["scenario"]["algorithm"], "program");
}

// docs/file-formats.md: a scenario of the algorithm "program" reads while a program is loaded,
// as it is under --program; the program was installed only after the file was read.
TEST(CliProgram, AScenarioOfAlgorithmProgramReadsUnderProgram)
{
    const ProgramFile scenario(R"({"format": "cubelab-scenario", "version": 2, "dimension": 3,)"
                               R"( "algorithm": "program", "values": "symbolic"})",
                               "program-scenario.json");
    const CliResult r =
        runCli({"run", "--scenario", scenario.path(), "--program", kPrograms + "cube-do.lua"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"), std::string::npos)
        << r.out;
    // Without a program it is refused, and says why.
    const CliResult without = runCli({"run", "--scenario", scenario.path()});
    EXPECT_NE(without.exitCode, 0);
    EXPECT_NE(without.err.find("program"), std::string::npos) << without.err;
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
    const ProgramFile file(
        "implements = \"Cube_Do\"\nfunction program(node)\n  if node.id == 3 then\n"
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

// A loop of library calls on a long text is a few instructions a round: the run's clock, at its
// default, stops it in run and in check (no assertion on time: the refusal and its words).
TEST(CliProgram, ALoopOfLibraryCallsOnALongTextIsStoppedByTheClock)
{
    const ProgramFile file(
        "implements = \"Tree_Down\"\nlocal s = string.rep(\"x\", 1 << 20)\n"
        "function program(node)\n    while true do local u = s:upper() end\nend\n");
    CliResult r = runCli({"run", "--program", file.path(), "--dimension", "1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("node 0"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("the run's Lua code took more than 5 s"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("a run on 2 nodes may take at most 5 s"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("(stopped at line 4)"), std::string::npos) << r.err;
    r = runCli({"check", "--program", file.path(), "--exercise", "program-broadcast-any-root"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.out.find("the run's Lua code took more than 5 s"), std::string::npos) << r.out;
}

TEST(CliProgram, ASyntaxErrorIsAFileErrorNotAUsageError)
{
    const ProgramFile file("function program(node)\n  node:send(1,\nend\n");
    const CliResult r = runCli({"run", "--program", file.path()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("student.lua:3:"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("usage"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("--help"), std::string::npos) << r.err;
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
    const std::string solution =
        std::string(CUBELAB_TEST_DATA_DIR) + "/programs/high-links-first.lua";

    CliResult r =
        runCli({"check", "--program", solution, "--exercise", "program-tree-down-high-links"});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("Right"), std::string::npos) << r.out;

    r = runCli({"check", "--program", kPrograms + "tree-down.lua", "--exercise",
                "program-tree-down-high-links", "--language", "de"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("Noch nicht richtig"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("trägt Link 2 2 Nachrichten"), std::string::npos) << r.out;

    r = runCli({"check", "--program", solution, "--exercise", "tree-down-high-links"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("program-broadcast-any-root"), std::string::npos) << r.err;
}

const std::string kCheats = std::string(CUBELAB_TEST_DATA_DIR) + "/programs/cheats/";

TEST(CliCheck, ProgramsThatShareDataOutsideMessagesAreRefused)
{
    for (const char* cheat :
         {"share-math.lua", "share-string-metatable.lua", "share-table.lua", "share-upvalue.lua"}) {
        SCOPED_TRACE(cheat);
        const CliResult r = runCli(
            {"check", "--program", kCheats + cheat, "--exercise", "program-broadcast-any-root"});
        EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
        EXPECT_NE(r.out.find("Not right yet."), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("the program failed"), std::string::npos) << r.out;
    }
    const CliResult math = runCli({"check", "--program", kCheats + "share-math.lua", "--exercise",
                                   "program-tree-down-high-links"});
    EXPECT_EQ(math.exitCode, 1);
    EXPECT_NE(math.out.find("cannot set math.v"), std::string::npos) << math.out;
}

TEST(CliCheck, ABroadcastRightFromThreeRootsOnlyIsRefusedNamingTheRoot)
{
    const CliResult r = runCli({"check", "--program", kCheats + "three-roots-only.lua",
                                "--exercise", "program-broadcast-any-root", "--language", "de"});
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    EXPECT_NE(r.out.find("2-Würfel mit Wurzel 01"), std::string::npos) << r.out;
}

TEST(CliProgram, RunWarnsWhenTheOutcomeIsNotReached)
{
    CliResult r = runCli(
        {"run", "--program", kCheats + "three-roots-only.lua", "--dimension", "3", "--root", "1"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(
        r.err.find(
            "warning: the program does not reach the outcome of Tree_Down (every node holds the "
            "root's data): node 0 ends with —, but Tree_Down gives it a_1"),
        std::string::npos)
        << r.err;
    r = runCli(
        {"run", "--program", kCheats + "three-roots-only.lua", "--dimension", "3", "--root", "7"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err.find("warning"), std::string::npos) << r.err;
    // A reduce that stops one step early: the root lacks half the inputs.
    const ProgramFile early(
        "implements = \"Tree_UpDo\"\nfunction program(node)\n"
        "    for link = 2, node.dimension do\n"
        "        if node:hasBit(link) then node:send(link, node:s()) return end\n"
        "        node:combine(node:receive(link))\n    end\nend\n");
    r = runCli({"run", "--program", early.path(), "--dimension", "2"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("the root holds the combination of all inputs"), std::string::npos)
        << r.err;
}

TEST(CliProgram, TheHeaderNamesOnlyTheRootAndOrdersTheCollectiveHas)
{
    CliResult r = runCli({"run", "--program", kPrograms + "cube-do.lua", "--dimension", "2"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    const std::string header = r.out.substr(0, r.out.find('\n'));
    EXPECT_EQ(header.find("root"), std::string::npos) << header;
    EXPECT_EQ(header.find("reduce link order"), std::string::npos) << header;
    EXPECT_EQ(header.find("exchange link order"), std::string::npos) << header;
    r = runCli({"run", "--program", kPrograms + "tree-do.lua", "--dimension", "2"});
    EXPECT_NE(r.out.substr(0, r.out.find('\n')).find("broadcast link order"), std::string::npos)
        << r.out;
}

TEST(CliProgram, AHostileErrorTextIsCutAndReachesNoTerminalAsEscapes)
{
    const ProgramFile file(
        "implements = \"Cube_Do\"\nfunction program(node)\n"
        "    error(\"\\27[2J\\27[32mRight.\\n\" .. string.rep(\"x\", 20 * 1000 * 1000))\nend\n");
    const CliResult r = runCli({"run", "--program", file.path(), "--dimension", "1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_LT(r.err.size(), 3000u);
    EXPECT_EQ(r.err.find('\x1b'), std::string::npos);
    EXPECT_NE(r.err.find("\\x1b[2J"), std::string::npos) << r.err.substr(0, 200);
    const CliResult checked =
        runCli({"check", "--program", file.path(), "--exercise", "program-broadcast-any-root"});
    EXPECT_EQ(checked.out.find('\x1b'), std::string::npos);
}

TEST(CliProgram, AHangingPatternEndsWithItsLine)
{
    // In a node, and at the file's top level (then run and check refuse it when compiling).
    const ProgramFile inNode("implements = \"Cube_Do\"\nlocal bad = (\"a*\"):rep(30) .. \"c\"\n"
                             "function program(node)\n    node:exchange(1, node:s())\n"
                             "    return string.match((\"a\"):rep(40), bad)\nend\n");
    CliResult r = runCli({"run", "--program", inNode.path(), "--dimension", "1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("matching the pattern took more than"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("at line 5"), std::string::npos) << r.err;
    const ProgramFile atTop(
        "implements = \"Tree_Down\"\n"
        "local found = ((\"a\"):rep(40)):gsub((\"a*\"):rep(30) .. \"c\", \"\")\n"
        "function program(node)\nend\n");
    r = runCli({"run", "--program", atTop.path(), "--dimension", "1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("string.gsub: matching the pattern took more than"), std::string::npos)
        << r.err;
    r = runCli({"check", "--program", atTop.path(), "--exercise", "program-broadcast-any-root"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("at line 2"), std::string::npos) << r.out;
}

} // namespace
