// The sandbox of node programs: nodes share nothing but messages (their own globals, top-level
// tables and upvalues; read-only libraries and string metatable), and every program that would
// hang or explode ends with its line named: patterns of many repetitions, values that combine
// themselves, finalizers, huge or hostile error texts.

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/luaprogram.h"
#include "luatestutil.h"
#include "testutil.h"

#include <fstream>
#include <sstream>

using namespace cubelab;
using namespace cubelab::test;

namespace {

std::string cheat(const std::string& name)
{
    std::ifstream in(std::string(CUBELAB_TEST_DATA_DIR) + "/programs/cheats/" + name);
    EXPECT_TRUE(in) << name;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string programWith(const std::string& body, const std::string& implements = "Cube_Do",
                        const std::string& top = "")
{
    return "implements = \"" + implements + "\"\n" + top + "function program(node)\n" + body +
           "\nend\n";
}

Trace runText(const std::string& source, const Scenario& s, ProgramLimits limits = {})
{
    return LuaProgram::compile(source, "student.lua", limits).run(s);
}

Scenario broadcastFrom(int dimension, std::int64_t root)
{
    Scenario s = scenario(dimension, "tree-broadcast");
    s.root = root;
    return s;
}

} // namespace

// ---- Nodes share nothing but messages --------------------------------------------------------

TEST(LuaSandbox, ALibraryTableCannotCarryTheRootsData)
{
    const ProgramError e =
        programErrorOf([] { runText(cheat("share-math.lua"), broadcastFrom(2, 1)); });
    EXPECT_NE(std::string(e.what()).find("cannot set math.v"), std::string::npos) << e.what();
    EXPECT_EQ(e.line(), 10);
    EXPECT_EQ(e.node(), 1);
}

TEST(LuaSandbox, TheStringMetatableCannotCarryTheRootsData)
{
    const ProgramError e =
        programErrorOf([] { runText(cheat("share-string-metatable.lua"), broadcastFrom(2, 0)); });
    EXPECT_NE(std::string(e.what()).find("cannot set the string metatable.v"), std::string::npos)
        << e.what();
    EXPECT_EQ(e.line(), 10);
    // Strings still have their methods, through the protected metatable.
    const Trace t =
        runText(programWith("    assert((\"abc\"):upper() == \"ABC\" and #(\"x\"):rep(3) == 3)\n"
                            "    node:exchange(1, node:s())"),
                scenario(1, "cube-allreduce"));
    EXPECT_EQ(t.stepCount(), 1u);
}

TEST(LuaSandbox, EachNodeRunsTheTopLevelForItself)
{
    // A table and a local of the top level are each node's own: the root's data never reaches
    // the others through them, so they assign nothing (nil) at the line that reads it.
    for (const char* name : {"share-table.lua", "share-upvalue.lua"}) {
        SCOPED_TRACE(name);
        const ProgramError e = programErrorOf([&] { runText(cheat(name), broadcastFrom(3, 5)); });
        EXPECT_NE(std::string(e.what()).find("node:assign needs a value"), std::string::npos)
            << e.what();
        EXPECT_NE(std::string(e.what()).find("got nil"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 20);
    }
}

TEST(LuaSandbox, EachNodeHasItsOwnGlobals)
{
    // Node 0 sets a global before the exchange; node 1 sees none after it.
    const std::string source =
        programWith("    if node.id == 0 then seen = 1 end\n"
                    "    node:exchange(1, node:s())\n"
                    "    if node.id == 1 then assert(seen == nil, \"shared global\") end\n"
                    "    _G.mine = node.id\n"
                    "    assert(mine == node.id)");
    const Trace t = runText(source, scenario(1, "cube-allreduce"));
    EXPECT_EQ(t.stepCount(), 1u);
}

TEST(LuaSandbox, LibrariesCannotBeChangedByAnyPath)
{
    struct Case
    {
        const char* body;
        const char* says;
    };
    for (const Case& c : {Case{"    string.v = 1", "cannot set string.v"},
                          Case{"    table.insert(math, 1)", "cannot set math"},
                          Case{"    setmetatable(math, {})", "protected metatable"},
                          Case{"    getmetatable(\"\").__index.v = 1", "cannot set string.v"},
                          Case{"    rawset(utf8, \"v\", 1)", "rawset"},
                          Case{"    local r = math.random()", "random"}}) {
        SCOPED_TRACE(c.body);
        const ProgramError e =
            programErrorOf([&] { runText(programWith(c.body), scenario(1, "cube-allreduce")); });
        EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 3);
    }
}

// ---- What would hang or explode ends with its line ---------------------------------------------

TEST(LuaSandbox, APatternOfManyRepetitionsIsStoppedWithItsLine)
{
    ProgramLimits limits;
    limits.instructionsBetweenCommunications = 1'000'000;
    const std::string pattern = "(\"a*\"):rep(30) .. \"c\"";
    const std::string subject = "(\"a\"):rep(40)";
    for (const std::string& call : {"string.find(" + subject + ", " + pattern + ")",
                                    "string.match(" + subject + ", " + pattern + ")",
                                    "(" + subject + "):gsub(" + pattern + ", \"x\")",
                                    "for w in (" + subject + "):gmatch(" + pattern + ") do end"}) {
        SCOPED_TRACE(call);
        const ProgramError e = programErrorOf([&] {
            runText(programWith("    local x = 1\n    " + call), scenario(2, "cube-allreduce"),
                    limits);
        });
        EXPECT_NE(std::string(e.what()).find("matching the pattern took more than 1,000,000 steps"),
                  std::string::npos)
            << e.what();
        EXPECT_NE(std::string(e.what()).find("at line 4"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 4);
        EXPECT_EQ(e.node(), 0);
    }
    // At the file's top level too, when the program is compiled.
    const ProgramError top = programErrorOf([&] {
        LuaProgram::compile("local found = string.find(" + subject + ", " + pattern + ")\n" +
                                programWith("    node:exchange(1, node:s())"),
                            "student.lua", limits);
    });
    EXPECT_NE(std::string(top.what()).find("matching the pattern took more than"),
              std::string::npos)
        << top.what();
    EXPECT_EQ(top.line(), 1);
}

TEST(LuaSandbox, PatternsMatchAsInLua)
{
    const std::string checks = R"lua(
    assert(string.find("hello world", "o w") == 5)
    assert(select(2, string.find("hello world", "o w")) == 7)
    assert(string.find("a+b", "+", 1, true) == 2)
    assert(string.find("abc", "b", -1) == nil)
    assert(string.match("key = value", "(%w+)%s*=%s*(%w+)") == "key")
    assert(select(2, string.match("key = value", "(%w+)%s*=%s*(%w+)")) == "value")
    assert(string.match("  trim  ", "^%s*(.-)%s*$") == "trim")
    assert(string.match("hello", "()ll()") == 3)
    assert(string.match("f(a(b)c)d", "%b()") == "(a(b)c)")
    assert(string.match("THE (quick) fox", "%f[%a]%a+") == "THE")
    assert(string.match("abab", "(ab)%1") == "ab")
    assert(string.match("[x]", "[%[]") == "[")
    assert(string.match("a]b", "[]]") == "]")
    assert(string.match("x9", "[^%a]") == "9")
    assert(string.match("2024-12-05", "(%d+)-(%d+)") == "2024")
    assert(string.match("abc", "^b") == nil)
    assert(string.match("abc", "c$") == "c")
    assert(string.match("aaa", "a-") == "")
    assert(string.match("aaa", "a-$") == "aaa")
    assert(string.match("ab", "a?b") == "ab")
    assert(string.match("b", "a?b") == "b")
    local s, n = string.gsub("hello world", "o", "0")
    assert(s == "hell0 w0rld" and n == 2)
    assert(string.gsub("abc", "%w", "%0%0") == "aabbcc")
    assert(string.gsub("hello world", "(%w+)", "<%1>") == "<hello> <world>")
    assert(string.gsub("$name is $age", "%$(%w+)", {name = "Ann", age = 7}) == "Ann is 7")
    assert(string.gsub("abc", "%w", function(c) return c:upper() end) == "ABC")
    assert(string.gsub("abc", "", "-") == "-a-b-c-")
    assert(string.gsub("abc", "b*", "-") == "-a-c-")
    assert(string.gsub("aaa", "a", "b", 2) == "bba")
    local words = {}
    for w in string.gmatch("one two  three", "%a+") do words[#words + 1] = w end
    assert(#words == 3 and words[3] == "three")
    local pairsFound = 0
    for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do pairsFound = pairsFound + 1 end
    assert(pairsFound == 2)
    assert(not pcall(string.find, "a", "%"))
    assert(not pcall(string.find, "a", "[a"))
    assert(not pcall(string.gsub, "a", "a", "%2"))
    node:exchange(1, node:s()))lua";
    const Trace t = runText(programWith(checks), scenario(1, "cube-allreduce"));
    EXPECT_EQ(t.stepCount(), 1u);
}

TEST(LuaSandbox, AValueThatCombinesItselfIsStoppedBeforeItExplodes)
{
    // The root of a reduce combines its own value with itself: 2^k inputs after k times.
    const ProgramError e = programErrorOf([] {
        runText(programWith("    for k = 1, 1000 do\n        node:combine(node:s())\n    end",
                            "Tree_UpDo"),
                scenario(3, "tree-reduce"));
    });
    const std::string text = e.what();
    EXPECT_NE(text.find("combine a value with itself"), std::string::npos) << text;
    EXPECT_NE(text.find("at most 32"), std::string::npos) << text;
    EXPECT_EQ(e.line(), 4);
    EXPECT_LT(text.size(), 2000u);
}

TEST(LuaSandbox, AFinalizerIsRefused)
{
    const ProgramError e = programErrorOf([] {
        runText(programWith("    setmetatable({}, {__gc = function() while true do end end})\n"
                            "    node:exchange(1, node:s())"),
                scenario(1, "cube-allreduce"));
    });
    EXPECT_NE(std::string(e.what()).find("__gc"), std::string::npos) << e.what();
    EXPECT_EQ(e.line(), 3);
    // Other metatables still work.
    const Trace t =
        runText(programWith("    local t = setmetatable({}, {__index = function() return 1 end})\n"
                            "    assert(t.x == 1)\n    node:exchange(1, node:s())"),
                scenario(1, "cube-allreduce"));
    EXPECT_EQ(t.stepCount(), 1u);
}

TEST(LuaSandbox, ACommunicationInsideALibraryCallbackIsExplained)
{
    for (const char* call :
         {"    (\"ab\"):gsub(\"%w\", function(c)\n        node:send(1, node:s())\n    end)",
          "    table.sort({3, 1, 2}, function(a, b)\n        node:send(1, node:s())\n"
          "        return a < b\n    end)"}) {
        SCOPED_TRACE(call);
        const ProgramError e =
            programErrorOf([&] { runText(programWith(call), scenario(1, "cube-allreduce")); });
        EXPECT_NE(
            std::string(e.what()).find("cannot communicate inside a function that string.gsub"),
            std::string::npos)
            << e.what();
        EXPECT_EQ(std::string(e.what()).find("C-call boundary"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 4);
    }
}

TEST(LuaSandbox, AHugeOrHostileErrorTextIsCutAndNeutralised)
{
    const ProgramError huge = programErrorOf([] {
        runText(programWith("    error(string.rep(\"x\", 30 * 1000 * 1000))"),
                scenario(1, "cube-allreduce"));
    });
    EXPECT_LE(std::string(huge.what()).size(), ProgramError::kMaxMessageBytes + 8);
    EXPECT_EQ(huge.line(), 3);
    const ProgramError hostile = programErrorOf([] {
        runText(programWith("    error(\"\\27[2J\\27[1;1HRight.\\nRight.\\r\\194\\155x\\255\")"),
                scenario(1, "cube-allreduce"));
    });
    const std::string text = hostile.what();
    for (char c : text)
        EXPECT_FALSE(static_cast<unsigned char>(c) < 0x20 || c == 0x7f) << text;
    EXPECT_NE(text.find("\\x1b[2J"), std::string::npos) << text;
    EXPECT_NE(text.find("\\nRight."), std::string::npos) << text;
    EXPECT_NE(text.find("\\u009bx\\xff"), std::string::npos) << text;
}

TEST(DisplayText, EscapesControlsAndCutsAtACharacter)
{
    EXPECT_EQ(displayText("plain ä text"), "plain ä text");
    EXPECT_EQ(displayText("a\tb\x01"), "a\\tb\\x01");
    EXPECT_EQ(displayText("\xc3"), "\\xc3");                   // a cut UTF-8 sequence
    EXPECT_EQ(displayText("\xed\xa0\x80"), "\\xed\\xa0\\x80"); // a surrogate
    EXPECT_EQ(displayText("ääää", 4), "ää…");
    EXPECT_EQ(displayText(std::string(5000, 'y')).size(), 1000u + std::string("…").size());
}

// ---- Lines, phases ----------------------------------------------------------------------------

TEST(LuaSandbox, LinesEndAtCrAndCrLfAsLuaCountsThem)
{
    std::string crOnly;
    for (int k = 0; k < 307; ++k)
        crOnly += "-- a comment\r";
    const ProgramError tooLong =
        programErrorOf([&] { LuaProgram::compile(crOnly + programWith(""), "cr.lua"); });
    EXPECT_NE(std::string(tooLong.what()).find("lines; a node program may have at most 255"),
              std::string::npos)
        << tooLong.what();
    EXPECT_NE(std::string(tooLong.what()).find("has 311 lines"), std::string::npos)
        << tooLong.what();
    for (const char* end : {"\r", "\r\n", "\n\r"}) {
        std::string source = std::string("implements = \"Cube_Do\"") + end +
                             "function program(node)" + end + "    local x = 1" + end +
                             "    error(\"here\")" + end + "end" + end;
        const LuaProgram program = LuaProgram::compile(source, "ends.lua");
        EXPECT_EQ(program.collective().pseudocode.size(), 5u);
        EXPECT_EQ(program.collective().pseudocode[3], "    error(\"here\")");
        const ProgramError e = programErrorOf([&] { program.run(scenario(1, "cube-allreduce")); });
        EXPECT_EQ(e.line(), 4) << e.what();
        EXPECT_NE(std::string(e.what()).find("ends.lua:4:"), std::string::npos) << e.what();
    }
}

TEST(LuaSandbox, ABroadcastWithoutPhaseNamesItsStepsBroadcast)
{
    std::string source = R"(implements = "Tree_Down"
function program(node)
    local me = node.id ~ node.root
    local reached = 0
    for _, link in ipairs(node.linkOrder) do
        reached = reached | (1 << (link - 1))
        if (me & ~reached) == 0 then
            if node:hasBit(link) then
                node:assign(node:receive(link))
            else
                node:send(link, node:s())
            end
        end
    end
end
)";
    const Trace t = runText(source, broadcastFrom(3, 0));
    ASSERT_EQ(t.stepCount(), 3u);
    for (const Step& step : t.steps())
        EXPECT_EQ(step.phase.id(), "broadcast");
}

TEST(LuaSandbox, NodesNamingDifferentPhasesInOneStepAreRefused)
{
    const ProgramError e = programErrorOf([] {
        runText(
            programWith(
                "    if node.id == 0 then node:phase(\"exchange\") else node:phase(\"mine\") end\n"
                "    node:exchange(1, node:s())"),
            scenario(1, "cube-allreduce"));
    });
    const std::string text = e.what();
    EXPECT_NE(text.find("step 1 mixes phases"), std::string::npos) << text;
    EXPECT_NE(text.find("'exchange'"), std::string::npos) << text;
    EXPECT_NE(text.find("'mine'"), std::string::npos) << text;
    EXPECT_EQ(e.node(), 1);
    EXPECT_EQ(e.line(), 4);
}
