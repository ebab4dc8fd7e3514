// A program run's scenario and trace carry the program (name and source): they read, check
// and run on their own, with no program installed, and a hostile embedded program is refused
// at its place in the file.

#include "cubelab/collective.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/scenarioprogram.h"
#include "testutil.h"

#include <fstream>
#include <sstream>

using namespace cubelab;
using namespace cubelab::test;

namespace {

std::string cubeDoSource()
{
    std::ifstream in(std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/cube-do.lua");
    EXPECT_TRUE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

Scenario programScenario()
{
    Scenario s;
    s.dimension = 3;
    s.algorithm = std::string(LuaProgram::kCollectiveId);
    s.program = ProgramText{"mine.lua", cubeDoSource()};
    return s;
}

// No program is installed: what reads must read from the file alone.
void forgetInstalledProgram()
{
    try {
        unregisterCollective(LuaProgram::kCollectiveId);
    } catch (const InputError&) {
        // none was installed
    }
}

Json withSource(const std::string& source)
{
    Json j = scenarioToJson(programScenario());
    j["program"]["source"] = source;
    return j;
}

} // namespace

TEST(ProgramFile, AProgramScenarioReadsBackWithItsProgramAlone)
{
    forgetInstalledProgram();
    const Scenario s = programScenario();
    const std::string text = scenarioFileText(s);
    EXPECT_NE(text.find("\"program\""), std::string::npos);
    const Scenario back = scenarioFromJson(parseJson(text, "memory"), "memory");
    EXPECT_EQ(back, s);
    EXPECT_EQ(back.program->fileName, "mine.lua");
}

TEST(ProgramFile, AProgramTraceReadsBackAndMatchesTheBuiltIn)
{
    forgetInstalledProgram();
    const Trace trace = ScenarioProgram::run(programScenario());
    forgetInstalledProgram();
    const Trace back = traceFromJson(parseJson(traceFileText(trace), "memory"), "memory");
    EXPECT_EQ(back.scenario(), trace.scenario());
    ASSERT_TRUE(back.scenario().program);
    EXPECT_EQ(back.scenario().program->source, cubeDoSource());
    EXPECT_EQ(traceFileText(back), traceFileText(trace));
    // The program is Cube_Do: the trace's final values are the built-in's.
    Scenario builtin;
    builtin.dimension = 3;
    builtin.algorithm = "Cube_Do";
    const Trace reference = Emulator::run(builtin);
    for (NodeId i = 0; i < reference.nodeCount(); ++i)
        EXPECT_EQ(back.format(back.final(i).expr, ExprStyle::Plain),
                  reference.format(reference.final(i).expr, ExprStyle::Plain));
    EXPECT_EQ(back.stepCount(), reference.stepCount());
}

TEST(ProgramFile, InstallingTheScenariosProgramRegistersIt)
{
    forgetInstalledProgram();
    ScenarioProgram::install(programScenario());
    ASSERT_NE(LuaProgram::installed(), nullptr);
    EXPECT_EQ(LuaProgram::installed()->source(), cubeDoSource());
    EXPECT_EQ(findCollective(LuaProgram::kCollectiveId).pseudocode.size(),
              LuaProgram::compile(cubeDoSource(), "x.lua").collective().pseudocode.size());
}

TEST(ProgramFile, AScenarioOfAnotherAlgorithmDoesNotWriteAProgram)
{
    Scenario s = programScenario();
    s.algorithm = "Cube_Do"; // edited after a program run
    EXPECT_EQ(scenarioFileText(s).find("\"program\""), std::string::npos);
}

TEST(ProgramFile, ASyntaxErrorInTheEmbeddedProgramIsRefusedAtItsPlace)
{
    forgetInstalledProgram();
    const FileError e = fileErrorOf([] {
        (void)scenarioFromJson(withSource("function program(node)\n  for x in do\nend\n"),
                               "f.json");
    });
    EXPECT_EQ(e.place(), "/program/source");
    EXPECT_NE(e.reason().find("mine.lua:2:"), std::string::npos) << e.reason();
}

TEST(ProgramFile, AnEmbeddedProgramLongerThanAProgramFileIsRefused)
{
    const std::string longSource = "-- " + std::string(LuaProgram::kMaxSourceBytes, 'x') + "\n";
    const FileError e =
        fileErrorOf([&] { (void)scenarioFromJson(withSource(longSource), "f.json"); });
    EXPECT_EQ(e.place(), "/program/source");
    EXPECT_NE(e.reason().find("at most " + std::to_string(LuaProgram::kMaxSourceBytes)),
              std::string::npos)
        << e.reason();
}

TEST(ProgramFile, ABinaryEmbeddedProgramIsRefused)
{
    std::string binary = "\x1bLua\x54";
    binary += '\0';
    binary += "\x19\x93\r\n\x1a\n";
    const FileError e = fileErrorOf([&] { (void)scenarioFromJson(withSource(binary), "f.json"); });
    EXPECT_EQ(e.place(), "/program/source");
    EXPECT_NE(e.reason().find("binary"), std::string::npos) << e.reason();
}

TEST(ProgramFile, AHostileProgramInATraceIsRefusedAtItsPlaceInTheTrace)
{
    forgetInstalledProgram();
    Json trace = traceToJson(ScenarioProgram::run(programScenario()));
    trace["scenario"]["program"]["source"] = "function program(node\n";
    const FileError e = fileErrorOf([&] { (void)traceFromJson(trace, "t.json"); });
    EXPECT_EQ(e.place(), "/scenario/program/source");
    Json named = traceToJson(ScenarioProgram::run(programScenario()));
    named["scenario"]["program"]["fileName"] = std::string(300, 'a');
    EXPECT_EQ(fileErrorOf([&] { (void)traceFromJson(named, "t.json"); }).place(),
              "/scenario/program/fileName");
}

TEST(ProgramFile, AProgramGoesWithTheAlgorithmProgramOnly)
{
    Json j = scenarioToJson(programScenario());
    j["algorithm"] = "Cube_Do";
    const FileError e = fileErrorOf([&] { (void)scenarioFromJson(j, "f.json"); });
    EXPECT_EQ(e.place(), "/algorithm");
}
