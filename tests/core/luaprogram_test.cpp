// Node programs written in Lua: the lecture's programs as templates run exactly as the
// built-ins do, the code view's lines are the program's own, and whatever a program does
// wrong ends in a message naming the node and the line — never a crash or a hang.

#include "cubelab/luaprogram.h"
#include "cubelab/scenarioprogram.h"
#include "luatestutil.h"
#include "testutil.h"

#include <atomic>
#include <fstream>
#include <sstream>

using namespace cubelab;
using namespace cubelab::test;

namespace {

// A program: `body` is the body of program(node).
std::string programWith(const std::string& body, const std::string& implements = "Cube_Do")
{
    return "implements = \"" + implements + "\"\nfunction program(node)\n" + body + "\nend\n";
}

Trace runText(const std::string& source, const Scenario& s, ProgramLimits limits = {})
{
    return LuaProgram::compile(source, "student.lua", limits).run(s);
}

// Everything a trace records except the program lines: steps, phases, messages, updates
// (expressions as text, the pools differ), final values.
void expectSameRun(const Trace& a, const Trace& b)
{
    ASSERT_EQ(a.stepCount(), b.stepCount());
    for (std::size_t k = 0; k < a.stepCount(); ++k) {
        const Step& sa = a.steps()[k];
        const Step& sb = b.steps()[k];
        EXPECT_EQ(sa.phase.id(), sb.phase.id()) << "step " << k + 1;
        const auto ma = a.messages(sa);
        const auto mb = b.messages(sb);
        ASSERT_EQ(ma.size(), mb.size()) << "step " << k + 1;
        for (std::size_t j = 0; j < ma.size(); ++j) {
            EXPECT_EQ(ma[j].from, mb[j].from);
            EXPECT_EQ(ma[j].to, mb[j].to);
            EXPECT_EQ(ma[j].link, mb[j].link);
        }
        const auto ua = a.updates(sa);
        const auto ub = b.updates(sb);
        ASSERT_EQ(ua.size(), ub.size()) << "step " << k + 1;
        for (std::size_t j = 0; j < ua.size(); ++j) {
            EXPECT_EQ(ua[j].node, ub[j].node);
            if (a.symbolic()) {
                EXPECT_EQ(a.format(ua[j].expr, ExprStyle::Lecture),
                          b.format(ub[j].expr, ExprStyle::Lecture));
            }
        }
    }
    for (NodeId i = 0; i < a.nodeCount(); ++i) {
        const NodeValue fa = a.final(i);
        const NodeValue fb = b.final(i);
        EXPECT_EQ(fa.present, fb.present) << "node " << i;
        EXPECT_TRUE(std::equal(fa.elements.begin(), fa.elements.end(), fb.elements.begin(),
                               fb.elements.end()))
            << "node " << i;
        if (a.symbolic() && fa.present) {
            EXPECT_EQ(a.format(fa.expr, ExprStyle::Lecture), b.format(fb.expr, ExprStyle::Lecture))
                << "node " << i;
        }
    }
}

struct TemplateCase
{
    const char* file;
    const char* collective;
};

class LectureTemplate : public ::testing::TestWithParam<TemplateCase>
{
};

TEST_P(LectureTemplate, RunsStepForStepAsTheBuiltIn)
{
    const TemplateCase c = GetParam();
    const LuaProgram program = LuaProgram::compile(templateText(c.file), c.file);
    EXPECT_EQ(program.reference().id, c.collective);
    const Collective& builtin = findCollective(c.collective);
    for (int n = 1; n <= 6; ++n)
        for (ValueMode values : {ValueMode::Symbolic, ValueMode::Numeric})
            for (std::int64_t m : {1, 3}) {
                Scenario s = scenario(n, c.collective, {}, values);
                s.elements = m;
                s.op = m == 1 ? Operator::Sum : Operator::Max;
                const std::int64_t p = std::int64_t{1} << n;
                std::vector<std::optional<std::int64_t>> roots{std::nullopt};
                if (builtin.takesRoot)
                    roots = {0, p - 1, p / 2};
                for (const auto& root : roots) {
                    s.root = root;
                    // Another link order than the default, where the collective takes one.
                    s.linkOrder = ascendingLinks(n);
                    std::rotate(s.linkOrder.begin(), s.linkOrder.begin() + (n / 2),
                                s.linkOrder.end());
                    SCOPED_TRACE(std::string(c.file) + " n=" + std::to_string(n) + " m=" +
                                 std::to_string(m) + " root=" + std::to_string(root.value_or(-1)));
                    expectSameRun(Emulator::run(s), program.run(s));
                }
            }
}

INSTANTIATE_TEST_SUITE_P(Programs, LectureTemplate,
                         ::testing::Values(TemplateCase{"tree-updo.lua", "tree-reduce"},
                                           TemplateCase{"tree-down.lua", "tree-broadcast"},
                                           TemplateCase{"tree-do.lua", "tree-allreduce"},
                                           TemplateCase{"cube-do.lua", "cube-allreduce"}));

TEST(LuaProgram, TheLecturesReduceEndsWithTheLecturesBrackets)
{
    Scenario s = scenario(3, "tree-reduce", {1, 2, 3});
    const Trace trace = LuaProgram::compile(templateText("tree-updo.lua"), "tree-updo.lua").run(s);
    EXPECT_EQ(trace.format(trace.final(0).expr, ExprStyle::Lecture),
              "[(a_0+a_1)+(a_2+a_3)]+[(a_4+a_5)+(a_6+a_7)]");
    s.linkOrder = {3, 2, 1};
    const Trace lecture =
        LuaProgram::compile(templateText("tree-updo.lua"), "tree-updo.lua").run(s);
    EXPECT_EQ(lecture.format(lecture.final(0).expr, ExprStyle::Lecture),
              "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
}

TEST(LuaProgram, TheReduceOfTheDocsRunsAsTheLectureWritesIt)
{
    // The first Lua block of docs/programs.md, as a reader copies it.
    std::ifstream in(std::string(CUBELAB_SOURCE_DIR) + "/docs/programs.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string docs = text.str();
    const std::size_t begin = docs.find("```lua\n");
    ASSERT_NE(begin, std::string::npos);
    const std::size_t end = docs.find("```", begin + 7);
    ASSERT_NE(end, std::string::npos);
    const std::string program = docs.substr(begin + 7, end - begin - 7);
    const Trace trace = runText(program, scenario(3, "tree-reduce", {3, 2, 1}));
    ASSERT_EQ(trace.stepCount(), 3u);
    EXPECT_EQ(trace.format(trace.final(0).expr, ExprStyle::Lecture),
              "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
    expectSameRun(Emulator::run(scenario(3, "tree-reduce", {3, 2, 1})), trace);
}

TEST(LuaProgram, EachTransferRecordsTheLinesOfItsSendAndReceiveCalls)
{
    const std::string source = templateText("tree-updo.lua");
    const LuaProgram program = LuaProgram::compile(source, "tree-updo.lua");
    const Collective c = program.collective();
    // The pseudocode the code view shows is the file itself, line for line.
    ASSERT_GE(c.pseudocode.size(), 14u);
    int sendLine = 0;
    int receiveLine = 0;
    for (std::size_t k = 0; k < c.pseudocode.size(); ++k) {
        if (c.pseudocode[k].find("node:send(") != std::string::npos)
            sendLine = static_cast<int>(k);
        if (c.pseudocode[k].find("node:receive(") != std::string::npos)
            receiveLine = static_cast<int>(k);
    }
    ASSERT_GT(sendLine, 0);
    ASSERT_GT(receiveLine, 0);
    const Trace trace = program.run(scenario(3, "tree-reduce"));
    ASSERT_EQ(trace.allMessages().size(), 7u);
    for (const Message& m : trace.allMessages()) {
        EXPECT_EQ(m.fromLine, sendLine);
        EXPECT_EQ(m.toLine, receiveLine);
    }
}

TEST(LuaProgram, InstallRegistersItAsTheCollectiveProgramAndReplacesItInPlace)
{
    const Collective& first =
        LuaProgram::compile(templateText("cube-do.lua"), "cube-do.lua").install();
    EXPECT_EQ(&findCollective("program"), &first);
    Scenario s = scenario(2, "program");
    EXPECT_EQ(Emulator::run(s).stepCount(), 2u);
    const Collective& second =
        LuaProgram::compile(templateText("tree-do.lua"), "tree-do.lua").install();
    EXPECT_EQ(&second, &first); // references held elsewhere stay valid
    EXPECT_EQ(Emulator::run(s).stepCount(), 4u);
    EXPECT_EQ(findCollective("program").counterpart, "tree-allreduce");
    ASSERT_TRUE(LuaProgram::installed());
    EXPECT_EQ(LuaProgram::installed()->fileName(), "tree-do.lua");
}

TEST(LuaProgram, ABlockProgramMovesBlocks)
{
    // Tree_Up for blocks: each node keeps its own block and sends what it holds up the tree.
    const std::string source = R"(implements = "tree-gather"
function program(node)
    node:phase("gather")
    local others = {}
    for _, b in ipairs(node:heldBlocks()) do
        if b ~= node.id then others[#others + 1] = b end
    end
    node:drop(others)
    for _, link in ipairs(node.linkOrder) do
        if node:hasBit(link) then
            local mine = node:heldBlocks()
            node:send(link, node:blocks(mine))
            node:drop(mine)
            return
        end
        node:combine(node:receive(link))
    end
end
)";
    const Scenario s = scenario(3, "tree-gather");
    const Trace got = runText(source, s);
    const Trace expected = Emulator::run(s);
    ASSERT_EQ(got.final(0).blocks.size(), 8u);
    for (const BlockValue& b : got.final(0).blocks)
        EXPECT_EQ(got.format(b.expr, ExprStyle::Lecture), "a_" + std::to_string(b.block));
    EXPECT_EQ(got.stepCount(), expected.stepCount());
}

// ---- What goes wrong is named: node, file and line ----------------------------------------

TEST(LuaProgramFailure, ADeadlockNamesTheWaitingNodeAndItsLine)
{
    const ProgramError e = programErrorOf([] {
        runText(programWith("    local h = node:receive(1)\n    node:combine(h)"),
                scenario(2, "cube-allreduce"));
    });
    const std::string text = e.what();
    EXPECT_NE(text.find("deadlock"), std::string::npos) << text;
    EXPECT_NE(text.find("node 0"), std::string::npos) << text;
    EXPECT_NE(text.find("at line 3"), std::string::npos) << text;
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.node(), 0);
}

TEST(LuaProgramFailure, AnEndlessLoopIsStoppedWithItsNodeAndLine)
{
    const ProgramError e = programErrorOf([] {
        runText(programWith("    local x = 0\n    while true do\n        x = x + 1\n    end"),
                scenario(3, "cube-allreduce"));
    });
    const std::string text = e.what();
    EXPECT_NE(text.find("node 0 (000)"), std::string::npos) << text;
    EXPECT_NE(text.find("ran 10,000,000 instructions without communicating"), std::string::npos)
        << text;
    EXPECT_GE(e.line(), 4);
    EXPECT_LE(e.line(), 5);
    EXPECT_EQ(e.node(), 0);
}

TEST(LuaProgramFailure, APcallCannotSwallowTheInstructionBudget)
{
    ProgramLimits small;
    small.instructionsBetweenCommunications = 100'000;
    const ProgramError e = programErrorOf([&] {
        runText(programWith(
                    "    while true do\n        pcall(function() while true do end end)\n    end"),
                scenario(1, "cube-allreduce"), small);
    });
    EXPECT_NE(std::string(e.what()).find("ran 100,000 instructions"), std::string::npos)
        << e.what();
}

// The window's Cancel: a flag set from another thread stops the run at the next count of
// instructions (an endless loop, even inside pcall) or the next transfer (a program that only
// communicates), with the node and its line.
TEST(LuaProgramFailure, ACancelStopsTheRunAtTheNextCountOrTransfer)
{
    ProgramLimits limits;
    auto cancel = std::make_shared<std::atomic<bool>>(true);
    limits.cancel = cancel;
    const ProgramError loop = programErrorOf([&] {
        runText(programWith(
                    "    while true do\n        pcall(function() while true do end end)\n    end"),
                scenario(3, "cube-allreduce"), limits);
    });
    EXPECT_NE(std::string(loop.what()).find("the run was cancelled"), std::string::npos)
        << loop.what();
    EXPECT_EQ(loop.node(), 0);
    EXPECT_GE(loop.line(), 3);

    const ProgramError talking = programErrorOf([&] {
        runText(programWith("    node:exchange(1, node:s())"), scenario(3, "cube-allreduce"),
                limits);
    });
    EXPECT_NE(std::string(talking.what()).find("the run was cancelled"), std::string::npos)
        << talking.what();

    cancel->store(false); // not cancelled: the same limits run to the end
    EXPECT_NO_THROW(runText(programWith("    node:exchange(1, node:s())"),
                            scenario(1, "cube-allreduce"), limits));
}

// A scenario file's program (the window runs it in its worker) is cancelled by the run's
// options: they become its limits' cancel.
TEST(LuaProgramFailure, ACancelStopsTheProgramAScenarioCarries)
{
    Scenario s = scenario(3, "cube-allreduce");
    s.algorithm = std::string(LuaProgram::kCollectiveId);
    s.program = ProgramText{"student.lua", programWith("    node:exchange(1, node:s())")};
    RunOptions options;
    auto cancel = std::make_shared<std::atomic<bool>>(true);
    options.cancel = cancel;
    try {
        ScenarioProgram::run(s, options);
        ADD_FAILURE() << "a cancelled run ran to its end";
    } catch (const EngineError& e) {
        EXPECT_NE(std::string(e.what()).find(Emulator::kCancelledText), std::string::npos)
            << e.what();
    }
    cancel->store(false);
    EXPECT_EQ(ScenarioProgram::run(s, options).stepCount(), 1u);
}

TEST(LuaProgramFailure, OsIoRequireAndLoadAreNotThere)
{
    for (const char* call :
         {"os.execute(\"touch /tmp/cubelab-lua-escaped\")", "io.open(\"/etc/passwd\")",
          "require(\"socket\")", "load(\"return 1\")()", "dofile(\"/etc/passwd\")",
          "debug.getinfo(1)", "package.loadlib(\"x\", \"y\")", "print(\"x\")"}) {
        SCOPED_TRACE(call);
        const ProgramError e = programErrorOf([&] {
            runText(programWith(std::string("    ") + call), scenario(1, "cube-allreduce"));
        });
        EXPECT_NE(std::string(e.what()).find("student.lua:3:"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("nil value"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 3);
    }
    std::ifstream escaped("/tmp/cubelab-lua-escaped");
    EXPECT_FALSE(escaped.good());
}

TEST(LuaProgramFailure, ARuntimeErrorNamesNodeFileAndLine)
{
    const ProgramError e = programErrorOf([] {
        runText(programWith(
                    "    if node.id == 5 then\n        local t = nil\n        t.x = 1\n    end"),
                scenario(3, "cube-allreduce"));
    });
    const std::string text = e.what();
    EXPECT_EQ(text.rfind("node 5 (101): student.lua:5:", 0), 0u) << text;
    EXPECT_EQ(e.line(), 5);
    EXPECT_EQ(e.node(), 5);
}

TEST(LuaProgramFailure, ASyntaxErrorIsReportedWhenCompiling)
{
    const ProgramError e = programErrorOf([] {
        LuaProgram::compile("function program(node)\n  for link in do\nend\n", "broken.lua");
    });
    EXPECT_NE(std::string(e.what()).find("broken.lua:2:"), std::string::npos) << e.what();
    EXPECT_EQ(e.line(), 2);
}

TEST(LuaProgramFailure, TooMuchMemoryIsRefusedWithTheLimit)
{
    ProgramLimits small;
    small.memoryBase = std::size_t{4} << 20;
    const ProgramError e = programErrorOf([&] {
        runText(programWith("    local s = \"x\"\n    for i = 1, 40 do s = s .. s end"),
                scenario(1, "cube-allreduce"), small);
    });
    EXPECT_NE(std::string(e.what()).find("needs more than 4 MiB of memory"), std::string::npos)
        << e.what();
    EXPECT_EQ(e.line(), 4);
}

TEST(LuaProgramFailure, WrongCallsOfTheNodeAreExplained)
{
    struct Case
    {
        const char* body;
        const char* says;
    };
    for (const Case& c :
         {Case{"    node:send(4, node:s())", "link 4 does not exist: a 2-cube has links 1 to 2"},
          Case{"    node.send(1, node:s())", "with a colon"},
          Case{"    node:send(1, 42)", "needs a value"},
          Case{"    node:blocks({0})", "moves whole vectors"},
          Case{"    node:phase(\"Big Phase\")", "node:phase needs a name"}}) {
        SCOPED_TRACE(c.body);
        const ProgramError e =
            programErrorOf([&] { runText(programWith(c.body), scenario(2, "cube-allreduce")); });
        EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 3);
    }
}

TEST(LuaProgramFailure, AFileThatIsNoProgramIsRefused)
{
    EXPECT_NE(std::string(programErrorOf([] { LuaProgram::compile("x = 1\n", "x.lua"); }).what())
                  .find("defines no function program(node)"),
              std::string::npos);
    EXPECT_NE(std::string(programErrorOf([] {
                              LuaProgram::compile(
                                  "implements = \"Tree_Sideways\"\nfunction program(node) end\n",
                                  "x.lua");
                          }).what())
                  .find("names no collective"),
              std::string::npos);
    EXPECT_NE(std::string(programErrorOf([] {
                              LuaProgram::compile(std::string(300, '\n'), "x.lua");
                          }).what())
                  .find("at most 255 lines"),
              std::string::npos);
    EXPECT_NE(std::string(programErrorOf([] {
                              LuaProgram::compile(std::string("\x1bLua\x54", 5), "x.lua");
                          }).what())
                  .find("x.lua"),
              std::string::npos);
}

TEST(LuaProgramFailure, AProgramThatCommunicatesForEverIsStopped)
{
    // Numeric: symbolic values that combine themselves would meet the expression cap first.
    Scenario numeric = scenario(1, "cube-allreduce");
    numeric.values = ValueMode::Numeric;
    const ProgramError e = programErrorOf([&] {
        runText(programWith(
                    "    while true do\n        node:combine(node:exchange(1, node:s()))\n    end"),
                numeric);
    });
    EXPECT_NE(std::string(e.what()).find("has not ended after"), std::string::npos) << e.what();
}

} // namespace
