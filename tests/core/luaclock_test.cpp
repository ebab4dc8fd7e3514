// Lua time bounded by the clock too: a library function that works on a long text or a big
// table is one instruction of the budget, so a loop of them would run for hours within it; the
// run's clock stops it, with its message and line. The library functions whose work grows
// with an element count or a text they only read charge it to the budget, so that no single
// call runs unbounded. No assertion here is on time: the clock's tests assert the refusal and
// its message, and that the budget alone would have let the loop run.

#include "cubelab/luaprogram.h"
#include "luatestutil.h"
#include "testutil.h"

#include <algorithm>
#include <fstream>
#include <limits>
#include <sstream>

using namespace cubelab;
using namespace cubelab::test;
using namespace std::chrono_literals;

namespace {

// A loop of library calls: `top` is the file's top level, `body` one round, run `rounds` times
// before the node's one exchange.
struct Loop
{
    const char* name;
    const char* top;
    const char* body;
};

std::string loopProgram(const Loop& loop, const std::string& rounds)
{
    return std::string("implements = \"Cube_Do\"\n") + loop.top + "\nfunction program(node)\n" +
           "    for round = 1, " + rounds + " do " + loop.body + " end\n" +
           "    node:exchange(1, node:s())\nend\n";
}

// The line of program(node)'s first line when the file's top level is `top`.
int bodyLine(const std::string& top)
{
    return 4 + static_cast<int>(std::count(top.begin(), top.end(), '\n'));
}

Trace runLoop(const Loop& loop, const std::string& rounds, const ProgramLimits& limits)
{
    return LuaProgram::compile(loopProgram(loop, rounds), "student.lua", limits)
        .run(scenario(1, "cube-allreduce"));
}

// The clock alone: a run may take 100 ms, whatever its nodes.
ProgramLimits shortClock()
{
    ProgramLimits limits;
    limits.clockBase = 100ms;
    limits.clockPerNode = 0us;
    return limits;
}

// No clock to speak of: what the instruction budget does alone.
ProgramLimits noClock()
{
    ProgramLimits limits;
    limits.clockBase = std::chrono::hours(1);
    return limits;
}

void expectStoppedByTheClock(const ProgramError& e, int line)
{
    const std::string text = e.what();
    EXPECT_NE(text.find("the run's Lua code took more than 100 ms"), std::string::npos) << text;
    EXPECT_NE(text.find("a run on 2 nodes may take at most 100 ms"), std::string::npos) << text;
    EXPECT_EQ(text.find("instructions without communicating"), std::string::npos) << text;
    EXPECT_EQ(e.line(), line) << text;
    EXPECT_EQ(e.node(), 0) << text;
}

// Each round is a few instructions for a MiB of work in C.
const Loop kLoopsTheBudgetDoesNotSee[] = {
    {"upper", "local s = string.rep(\"x\", 1 << 20)", "local u = s:upper()"},
    {"rep", "", "local r = string.rep(\"x\", 1 << 20)"},
    {"concatenation", "local s = string.rep(\"x\", 1 << 20)", "local t = s .. \"y\""},
    {"format", "local s = string.rep(\"x\", 1 << 19)", "local f = string.format(\"%s%s\", s, s)"},
    {"table.concat", "local parts = {}\nfor k = 1, 256 do parts[k] = string.rep(\"x\", 4096) end",
     "local c = table.concat(parts)"},
};

} // namespace

TEST(LuaClock, ALoopOfLibraryCallsOnLongTextsIsStoppedByTheClock)
{
    for (const Loop& loop : kLoopsTheBudgetDoesNotSee) {
        SCOPED_TRACE(loop.name);
        expectStoppedByTheClock(programErrorOf([&] { runLoop(loop, "math.huge", shortClock()); }),
                                bodyLine(loop.top));
    }
}

TEST(LuaClock, TheInstructionBudgetAloneWouldHaveLetThoseLoopsRun)
{
    // Twenty rounds — 20 MiB of work in C — fit in a hundredth of the default budget: the budget
    // counts a handful of instructions a round, so the 10,000,000 it allows would be hours of
    // rounds. It is the clock that stops the endless loops above.
    ProgramLimits limits = noClock();
    limits.instructionsBetweenCommunications = 100'000;
    for (const Loop& loop : kLoopsTheBudgetDoesNotSee) {
        SCOPED_TRACE(loop.name);
        EXPECT_EQ(runLoop(loop, "20", limits).stepCount(), 1u);
    }
}

TEST(LuaClock, ASortWithAComparatorAndAGsubWithAFunctionAreStoppedByEither)
{
    // Their callbacks are Lua code and their steps are counted, so the budget stops them too;
    // with the budget out of the way, the clock does.
    const Loop loops[] = {
        {"table.sort", "local t = {}\nfor k = 1, 1000 do t[k] = (k * 7919) % 1000 end",
         "table.sort(t, function(a, b) return a > b end)"},
        {"gsub", "local s = string.rep(\"x\", 1 << 16)",
         "local g = s:gsub(\"x\", function(c) return c end)"},
    };
    for (const Loop& loop : loops) {
        SCOPED_TRACE(loop.name);
        ProgramLimits onlyTheClock = shortClock();
        onlyTheClock.instructionsBetweenCommunications = std::numeric_limits<std::uint64_t>::max();
        expectStoppedByTheClock(programErrorOf([&] { runLoop(loop, "math.huge", onlyTheClock); }),
                                bodyLine(loop.top));
        const ProgramError budget = programErrorOf([&] { runLoop(loop, "math.huge", noClock()); });
        EXPECT_NE(std::string(budget.what()).find("10,000,000"), std::string::npos)
            << budget.what();
        EXPECT_EQ(budget.line(), bodyLine(loop.top)) << budget.what();
    }
}

TEST(LuaClock, APcallCannotSwallowTheClock)
{
    const Loop loop{"pcall", "local s = string.rep(\"x\", 1 << 20)",
                    "pcall(function() while true do local u = s:upper() end end)"};
    expectStoppedByTheClock(programErrorOf([&] { runLoop(loop, "math.huge", shortClock()); }),
                            bodyLine(loop.top));
}

TEST(LuaClock, TheFilesTopLevelIsUnderTheClockWhenTheProgramIsRead)
{
    const std::string source = "local s = string.rep(\"x\", 1 << 20)\n"
                               "while true do local u = s:upper() end\n"
                               "function program(node) node:exchange(1, node:s()) end\n";
    const ProgramError e =
        programErrorOf([&] { LuaProgram::compile(source, "student.lua", shortClock()); });
    const std::string text = e.what();
    EXPECT_NE(text.find("the run's Lua code took more than 100 ms"), std::string::npos) << text;
    EXPECT_NE(text.find("(stopped at line 2)"), std::string::npos) << text;
    EXPECT_EQ(e.line(), 2);
}

TEST(LuaClock, RunsThatShareATotalAddTheirLuaTimeToItAndStopWhenNoneIsLeft)
{
    ProgramLimits limits;
    limits.clockTotal = std::make_shared<LuaClockTotal>(LuaClockTotal{std::chrono::hours(1), {}});
    const LuaProgram program =
        LuaProgram::compile(templateText("cube-do.lua"), "cube-do.lua", limits);
    const auto afterTheTrial = limits.clockTotal->spent;
    EXPECT_GT(afterTheTrial.count(), 0);
    program.run(scenario(3, "cube-allreduce"));
    EXPECT_GT(limits.clockTotal->spent, afterTheTrial);

    // Nothing left: the next run stops at its first look at the clock, whatever its own allows.
    limits.clockTotal->spent = limits.clockTotal->limit;
    const ProgramError e = programErrorOf([&] { program.run(scenario(3, "cube-allreduce")); });
    const std::string text = e.what();
    EXPECT_NE(text.find("the program's runs took more than 3600 s of Lua time in all: a check may "
                        "take at most 3600 s for all its runs together (and each run at most its "
                        "own clock, 5 s on 8 nodes)"),
              std::string::npos)
        << text;
}

TEST(LuaClock, TheShippedProgramsRunAtTenDimensionsUnderTheDefaultClock)
{
    struct Case
    {
        const char* file;
        const char* collective;
    };
    for (const Case& c :
         {Case{"tree-updo.lua", "tree-reduce"}, Case{"tree-down.lua", "tree-broadcast"},
          Case{"tree-do.lua", "tree-allreduce"}, Case{"cube-do.lua", "cube-allreduce"}}) {
        SCOPED_TRACE(c.file);
        const LuaProgram program = LuaProgram::compile(templateText(c.file), c.file);
        const Trace trace = program.run(scenario(10, c.collective));
        EXPECT_EQ(trace.stepCount(), Emulator::run(scenario(10, c.collective)).stepCount());
    }
}

// ---- No single library call runs unbounded -----------------------------------------------------

TEST(LuaLibraryCosts, CallsWhoseWorkIsAnElementCountAreChargedBeforeTheyRun)
{
    struct Case
    {
        const char* top;
        const char* call;
        const char* function;
    };
    for (const Case& c : {
             // A move of nils into absent keys allocates nothing: 2^50 of them would take days.
             Case{"", "table.move({}, 1, 1 << 50, 2)", "table.move"},
             // A __len that claims 2^50 elements: the insert would shift them all.
             Case{"local t = setmetatable({}, {__len = function() return 1 << 50 end})",
                  "table.insert(t, 1, 0)", "table.insert"},
             Case{"local t = setmetatable({}, {__len = function() return 1 << 50 end})",
                  "table.remove(t, 1)", "table.remove"},
             // A C comparator runs no instruction: n log n comparisons of a million elements.
             // (2^19 elements: 2^19 × 20 comparisons.)
             Case{"local t = {}\nfor k = 1, 1 << 19 do t[k] = k end", "table.sort(t, rawequal)",
                  "table.sort"},
             // A text read, not made: one instruction every 16 bytes.
             Case{"local s = string.rep(\"x\", 1 << 20)",
                  "for k = 1, 200 do local n = utf8.len(s) end", "utf8.len"},
             // A plain find compares the pattern at every place its first byte matches.
             Case{"local s = string.rep(\"a\", 1 << 16)",
                  "local f = s:find(string.rep(\"a\", 1 << 15) .. \"b\", 1, true)", "string.find"},
         }) {
        SCOPED_TRACE(c.call);
        const std::string source = std::string("implements = \"Cube_Do\"\n") + c.top +
                                   "\nfunction program(node)\n    " + c.call +
                                   "\n    node:exchange(1, node:s())\nend\n";
        const ProgramError e = programErrorOf([&] {
            LuaProgram::compile(source, "student.lua", noClock())
                .run(scenario(1, "cube-allreduce"));
        });
        const std::string text = e.what();
        EXPECT_NE(text.find(std::string(c.function) + ": "), std::string::npos) << text;
        EXPECT_NE(
            text.find("more than the 10,000,000 instructions a node may run without communicating"),
            std::string::npos)
            << text;
        EXPECT_EQ(e.line(), bodyLine(c.top)) << text;
    }
}

TEST(LuaLibraryCosts, CallsOfOrdinarySizeAndEmptyRepetitionsRunAsInLua)
{
    const std::string checks = R"lua(
    assert(string.rep("", 1 << 50) == "")
    assert(string.rep("", 1 << 50, "") == "")
    assert(string.rep("ab", 3, ",") == "ab,ab,ab")
    assert(not pcall(string.format, "%99999s", "x"))
    local t = {5, 3, 9, 1}
    table.sort(t)
    assert(table.concat(t, ",") == "1,3,5,9")
    table.sort(t, function(a, b) return a > b end)
    assert(table.concat(t, ",", 2, 3) == "5,3")
    table.insert(t, 1, 0)
    table.insert(t, 7)
    assert(table.remove(t, 1) == 0 and table.remove(t) == 7 and #t == 4)
    assert(table.move({1, 2, 3}, 1, 3, 2)[3] == 2)
    assert(select("#", table.unpack({1, 2, 3})) == 3)
    assert(utf8.len("äöü") == 3 and utf8.codepoint("ä") == 228 and utf8.offset("äb", 2) == 3)
    assert(select("#", string.byte("abc", 1, -1)) == 3 and string.byte("abc", -1) == 99)
    assert(string.unpack("i4", string.pack("i4", 7)) == 7 and string.packsize("i4") == 4)
    assert(tonumber("ff", 16) == 255 and tonumber("x") == nil)
    assert(("hello world"):find("o w", 1, true) == 5)
    local ok, message = pcall(function() return table.concat({{}}) end)
    assert(not ok and message:find("student.lua:22:", 1, true) and message:find("concat", 1, true), message)
    ok, message = pcall(function() return table.insert(1, 2) end)
    assert(not ok and message:find("student.lua:24: bad argument #1 to 'insert'", 1, true), message)
    node:exchange(1, node:s()))lua";
    const std::string source =
        "implements = \"Cube_Do\"\nfunction program(node)" + checks + "\nend\n";
    const Trace t = LuaProgram::compile(source, "student.lua").run(scenario(1, "cube-allreduce"));
    EXPECT_EQ(t.stepCount(), 1u);
}
