// Program exercises: a student's Lua program is checked on many runs against the exercise's
// collective and its link limits; the feedback names the first run that fails.

#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/programchecker.h"
#include "luatestutil.h"
#include "testutil.h"

#include <fstream>
#include <set>
#include <sstream>

using namespace cubelab;
using namespace cubelab::test;

namespace {

const Exercise& builtin(const std::string& id)
{
    static const ExerciseSet set = builtinExercises();
    const Exercise* e = set.find(id);
    if (e == nullptr)
        throw std::runtime_error("no exercise " + id);
    return *e;
}

CheckResult checkProgram(const std::string& id, const std::string& source)
{
    return ExerciseChecker::check(builtin(id), ProgramAnswer{"student.lua", source});
}

// The lecture's solution, written from docs/programs.md alone (not from a template).
std::string highLinksFirst()
{
    std::ifstream in(std::string(CUBELAB_TEST_DATA_DIR) + "/programs/high-links-first.lua");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(ProgramExercise, TheBuiltInProgramExercisesLoad)
{
    const Exercise& high = builtin("program-tree-down-high-links");
    EXPECT_EQ(high.kind, ExerciseKind::Program);
    ASSERT_EQ(high.parameters.linkLimits.size(), 2u);
    EXPECT_EQ(high.parameters.linkLimits[0].linkIn(6), 6);
    EXPECT_EQ(high.parameters.linkLimits[1].linkIn(6), 5);
    EXPECT_EQ(high.parameters.linkLimits[1].messages, 2u);
    const Exercise& any = builtin("program-broadcast-any-root");
    // Dimensions 1 … 6, from every root up to 16 nodes, and above from root 0, the last node
    // and one in the middle; two operators and two vector lengths.
    const std::vector<Scenario> runs = ProgramChecker::runs(any);
    EXPECT_EQ(runs.size(), (2u + 4 + 8 + 16 + 3 + 3) * 2 * 2);
    EXPECT_EQ(runs.back().root, 33);
    std::set<std::int64_t> rootsAtFour;
    for (const Scenario& s : runs)
        if (s.dimension == 4)
            rootsAtFour.insert(s.root.value_or(-1));
    EXPECT_EQ(rootsAtFour.size(), 16u);
}

TEST(ProgramExercise, TheHighLinksFirstSolutionIsRight)
{
    const CheckResult r = checkProgram("program-tree-down-high-links", highLinksFirst());
    EXPECT_TRUE(r.correct);
    ASSERT_FALSE(r.feedback.empty());
    EXPECT_EQ(r.feedback[0].id, "program-right");
}

TEST(ProgramExercise, TheOriginalTreeDownLoadsLinkNTooMuch)
{
    const CheckResult r =
        checkProgram("program-tree-down-high-links", templateText("tree-down.lua"));
    EXPECT_FALSE(r.correct);
    ASSERT_FALSE(r.feedback.empty());
    // Tree_Down in the order 1 … n: on a 2-cube link 2 already carries two messages.
    EXPECT_EQ(r.feedback[0].id, "program-link-load");
    EXPECT_EQ(r.feedback[0].arg("dimension"), "2");
    EXPECT_EQ(r.feedback[0].arg("link"), "2");
    EXPECT_EQ(r.feedback[0].arg("messages"), "2");
    EXPECT_EQ(r.feedback[0].arg("most"), "1");
    EXPECT_EQ(r.links, std::vector<int>{2});
}

TEST(ProgramExercise, ABroadcastThatIgnoresTheRootFailsFromTheLastNode)
{
    // Tests the node's own id instead of its id relative to the root.
    const std::string fromZeroOnly = R"(implements = "Tree_Down"
function program(node)
    node:phase("broadcast")
    local reached = 0
    for _, link in ipairs(node.linkOrder) do
        reached = reached | (1 << (link - 1))
        if node.id & ~reached == 0 then
            if node.id & (1 << (link - 1)) ~= 0 then
                node:assign(node:receive(link))
            else
                node:send(link, node:s())
            end
        end
    end
end
)";
    const CheckResult r = checkProgram("program-broadcast-any-root", fromZeroOnly);
    EXPECT_FALSE(r.correct);
    ASSERT_FALSE(r.feedback.empty());
    EXPECT_TRUE(r.feedback[0].id == "program-differs" || r.feedback[0].id == "program-failed")
        << r.feedback[0].id;
    EXPECT_EQ(r.feedback[0].arg("dimension"), "1");
    EXPECT_EQ(r.feedback[0].arg("root"), "1");
    const CheckResult right =
        checkProgram("program-broadcast-any-root", templateText("tree-down.lua"));
    EXPECT_TRUE(right.correct);
}

TEST(ProgramExercise, AReduceMayBracketDifferentlyButMustCombineEveryInputOnce)
{
    Exercise reduce = builtin("program-broadcast-any-root");
    reduce.scenario.algorithm = "tree-reduce";
    reduce.parameters.dimensions = {3};
    // Tree_UpDo in the reversed order: other brackets at the root, the same inputs.
    std::string reversed = templateText("tree-updo.lua");
    const std::string loop = "for _, link in ipairs(node.linkOrder) do";
    ASSERT_NE(reversed.find(loop), std::string::npos);
    reversed.replace(reversed.find(loop), loop.size(), "for link = 1, node.dimension do");
    EXPECT_TRUE(ExerciseChecker::check(reduce, ProgramAnswer{"r.lua", reversed}).correct);
    // A reduce that stops one step early misses half the inputs at the root.
    std::string early = templateText("tree-updo.lua");
    early.replace(early.find(loop), loop.size(), "for link = 2, node.dimension do");
    const CheckResult r = ExerciseChecker::check(reduce, ProgramAnswer{"e.lua", early});
    EXPECT_FALSE(r.correct);
    ASSERT_FALSE(r.feedback.empty());
    EXPECT_EQ(r.feedback[0].id, "program-differs");
    EXPECT_EQ(r.feedback[0].arg("node"), "000");
    EXPECT_EQ(r.nodes, std::vector<NodeId>{0});
}

TEST(ProgramExercise, ErrorsAndTheWrongCollectiveAreNamed)
{
    CheckResult r = checkProgram("program-broadcast-any-root", templateText("cube-do.lua"));
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(r.feedback[0].id, "program-implements");
    EXPECT_EQ(r.feedback[0].arg("expected"), "Tree_Down");
    r = checkProgram("program-broadcast-any-root", "function program(node)\n  node:send(\n");
    EXPECT_EQ(r.feedback[0].id, "program-error");
    EXPECT_EQ(r.feedback[0].arg("line"), "3");
    r = checkProgram(
        "program-broadcast-any-root",
        "implements = \"Tree_Down\"\nfunction program(node)\n  error(\"stop here\")\nend\n");
    EXPECT_EQ(r.feedback[0].id, "program-failed");
    EXPECT_EQ(r.feedback[0].arg("line"), "3");
    EXPECT_NE(r.feedback[0].arg("message").find("stop here"), std::string::npos);
}

TEST(ProgramExercise, ACheckHasOneClockForAllItsRuns)
{
    // Tree_Down with a busy loop of 20,000 rounds on every node: each run stays far under its
    // own clock, but the check's 120 runs start about 2,500 node programs in all.
    std::string busy = templateText("tree-down.lua");
    const std::string phase = "node:phase(\"broadcast\")\n";
    ASSERT_NE(busy.find(phase), std::string::npos);
    busy.insert(busy.find(phase) + phase.size(),
                "    local sum = 0\n    for k = 1, 20000 do sum = sum + k end\n");
    const ProgramAnswer answer{"busy.lua", busy};
    const Exercise& exercise = builtin("program-broadcast-any-root");
    ProgramLimits limits;
    limits.clockBase = std::chrono::seconds(2);
    limits.clockPerNode = std::chrono::microseconds(0);

    const CheckResult stopped =
        ProgramChecker::check(exercise, answer, limits, std::chrono::milliseconds(50));
    EXPECT_FALSE(stopped.correct);
    ASSERT_FALSE(stopped.feedback.empty());
    EXPECT_EQ(stopped.feedback[0].id, "program-failed");
    const std::string message(stopped.feedback[0].arg("message"));
    EXPECT_NE(
        message.find("the program's runs took more than 50 ms of Lua time in all: a check may "
                     "take at most 50 ms for all its runs together (and each run at most its "
                     "own clock, 2 s on "),
        std::string::npos)
        << message;
    EXPECT_NE(stopped.feedback[0].arg("line"), "0") << message;

    // With the total lifted, every run keeps its own clock and the check ends: the program is
    // right.
    const CheckResult lifted =
        ProgramChecker::check(exercise, answer, limits, std::chrono::hours(1));
    EXPECT_TRUE(lifted.correct) << (lifted.feedback.empty() ? std::string_view()
                                                            : lifted.feedback[0].arg("message"));
}

TEST(ProgramExercise, AnAnswerRoundTripsThroughJson)
{
    const ProgramAnswer a{"mine.lua", "function program(node) end\n"};
    const ExerciseAnswer back = answerFromJson(answerToJson(a), "progress.json", "");
    ASSERT_TRUE(std::holds_alternative<ProgramAnswer>(back));
    EXPECT_EQ(std::get<ProgramAnswer>(back), a);
}

} // namespace

// ---- Cheating programs are refused, and the feedback says what went wrong -------------------

namespace {

std::string cheatText(const std::string& name)
{
    std::ifstream in(std::string(CUBELAB_TEST_DATA_DIR) + "/programs/cheats/" + name);
    EXPECT_TRUE(in) << name;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST(ProgramExercise, ABroadcastThroughSharedLuaStateIsRefusedInBothExercises)
{
    struct Case
    {
        const char* file;
        const char* says;
    };
    for (const Case& c : {Case{"share-math.lua", "cannot set math.v"},
                          Case{"share-string-metatable.lua", "cannot set the string metatable.v"},
                          Case{"share-table.lua", "node:assign needs a value"},
                          Case{"share-upvalue.lua", "node:assign needs a value"}}) {
        for (const char* exercise :
             {"program-broadcast-any-root", "program-tree-down-high-links"}) {
            SCOPED_TRACE(std::string(c.file) + " in " + exercise);
            const CheckResult r = checkProgram(exercise, cheatText(c.file));
            EXPECT_FALSE(r.correct);
            ASSERT_FALSE(r.feedback.empty());
            EXPECT_EQ(r.feedback[0].id, "program-failed");
            EXPECT_NE(r.feedback[0].arg("message").find(c.says), std::string::npos)
                << r.feedback[0].arg("message");
            EXPECT_NE(r.feedback[0].arg("line"), "0");
        }
    }
}

TEST(ProgramExercise, ABroadcastRightFromThreeRootsOnlyFailsAtTheRootItMisses)
{
    const CheckResult r =
        checkProgram("program-broadcast-any-root", cheatText("three-roots-only.lua"));
    EXPECT_FALSE(r.correct);
    ASSERT_FALSE(r.feedback.empty());
    EXPECT_EQ(r.feedback[0].id, "program-differs");
    EXPECT_EQ(r.feedback[0].arg("dimension"), "2");
    EXPECT_EQ(r.feedback[0].arg("root"), "01");
    const std::string text =
        builtin("program-broadcast-any-root").render(r.feedback[0], Language::English);
    EXPECT_NE(text.find("with root 01"), std::string::npos) << text;
    const std::string german =
        builtin("program-broadcast-any-root").render(r.feedback[0], Language::German);
    EXPECT_NE(german.find("mit Wurzel 01"), std::string::npos) << german;
}

TEST(ProgramExercise, TheOutcomeComparisonNamesTheNodeThatMissesIt)
{
    LuaProgram program = LuaProgram::compile(cheatText("three-roots-only.lua"), "three.lua");
    Scenario s;
    s.dimension = 3;
    s.algorithm = "tree-broadcast";
    s.root = 1;
    const Trace missed = program.run(s);
    const std::optional<ProgramChecker::Miss> miss =
        ProgramChecker::missedOutcome(program.reference(), missed);
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->node, 0u);
    EXPECT_EQ(miss->got, "—");
    EXPECT_EQ(miss->expected, "a_1");
    s.root = 7;
    EXPECT_FALSE(ProgramChecker::missedOutcome(program.reference(), program.run(s)).has_value());
}
