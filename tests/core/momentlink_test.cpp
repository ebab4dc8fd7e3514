// Links to a moment (cubelab/moment.h): every moment a link can hold goes to a link and back
// unchanged, the link is URL-safe, and a damaged or hostile link is refused with its reason.

#include "cubelab/builtinscenarios.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/luaprogram.h"
#include "cubelab/luaprogramfile.h"
#include "cubelab/machine.h"
#include "cubelab/moment.h"
#include "io/base64url.h"

#include <gtest/gtest.h>
#include <memory>
#include <string>

using namespace cubelab;

namespace {

Moment lectureMoment()
{
    Moment m;
    m.scenario.dimension = 3;
    m.scenario.algorithm = "tree-reduce";
    m.step = 3;
    return m;
}

// The message of the InputError a link throws, or "" when it is read.
std::string refusal(std::string_view link)
{
    try {
        momentFromLink(link);
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

// The link of a moment whose JSON text is `json`, as a hostile page would make it.
std::string linkOfText(const std::string& json)
{
    return "cubelab:1/" + detail::base64urlEncode(json);
}

} // namespace

TEST(MomentLink, TheLecturesReduceAtItsEndGoesToALinkAndBack)
{
    const Moment m = lectureMoment();
    const std::string link = momentToLink(m);
    EXPECT_EQ(link.rfind("cubelab:1/", 0), 0u) << link;
    EXPECT_LT(link.size(), 400u) << "a lecture's moment is a short link";
    for (char c : link.substr(10))
        EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') << link;
    EXPECT_EQ(momentFromLink(link), m);
}

TEST(MomentLink, EveryFieldAndEveryCollectiveGoesToALinkAndBack)
{
    for (const Collective& c : builtinCollectives())
        for (int n : {1, 3, 6}) {
            Moment m;
            m.scenario.dimension = n;
            m.scenario.algorithm = c.id;
            m.scenario.machine = "power-gc";
            m.step = n;
            m.layout = "tree";
            m.panel = "link-loads";
            m.follow = "a_" + std::to_string((1 << n) - 1);
            m.compare = "cube-vs-tree";
            const Moment back = momentFromLink(momentToLink(m));
            EXPECT_EQ(back, m) << c.id << " n=" << n;
        }
    // A machine given in full, initial values, an operator and the root.
    Moment m = lectureMoment();
    m.scenario.inlineMachine = findMachine("power-gc");
    m.scenario.inlineMachine->id = "my-machine";
    m.scenario.machine = "my-machine";
    m.scenario.root = 5;
    m.scenario.op = Operator::Max;
    m.scenario.values = ValueMode::Numeric;
    m.scenario.elements = 2;
    for (int i = 0; i < 8; ++i)
        m.scenario.initial.push_back({0.1 * i, -1e300});
    m.follow = "s_0";
    EXPECT_EQ(momentFromLink(momentToLink(m)), m);
}

TEST(MomentLink, ALargeCubeOrALongMomentIsNoLink)
{
    Moment m = lectureMoment();
    m.scenario.dimension = kMaxLinkDimension + 1;
    try {
        momentToLink(m);
        FAIL() << "a 13-cube made a link";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("save a scenario file"), std::string::npos)
            << e.what();
    }
    Moment longOne = lectureMoment();
    longOne.scenario.values = ValueMode::Numeric;
    longOne.scenario.elements = 400;
    longOne.scenario.initial.assign(8, std::vector<double>(400, 0.123456789));
    EXPECT_THROW(momentToLink(longOne), InputError);
}

TEST(MomentLink, ADamagedOrHostileLinkIsRefusedWithItsReason)
{
    const std::string good = momentToLink(lectureMoment());
    const std::string body = good.substr(10);
    struct Case
    {
        std::string link;
        std::string says;
    };
    const Case cases[] = {
        {"http://example.org", "starts with \"cubelab:\""},
        {"cubelab:", "its version and \"/\""},
        {"cubelab:2/" + body, "version 2: this CubeLab reads version 1"},
        {"cubelab:1" + body, "its version and \"/\""},
        {"cubelab:1/" + body.substr(0, body.size() - 1) + "!", "allowed are letters, digits"},
        {"cubelab:1/" + body + std::string((5 - body.size() % 4) % 4, 'A'), "cut short"},
        {"cubelab:1/" + body.substr(0, body.size() / 2), "the link"},
        {"cubelab:1/" + std::string(kMaxLinkCharacters, 'A'), "links of up to"},
        {linkOfText("[]"), "expected a moment"},
        {linkOfText("{}"), "the key \"scenario\" is missing"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"colour":1})"),
         "unknown key \"colour\""},
        {linkOfText(R"({"scenario":{"dimension":13,"algorithm":"tree-reduce"}})"), "up to 12"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"nope"}})"), "nope"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"step":-1})"),
         "/step"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"follow":"a_8"})"),
         "node 8 is out of range"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"follow":"a_01"})"),
         "expected what is followed"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"follow":"b_1"})"),
         "expected what is followed"},
        {linkOfText(
             R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"panel":"Link Loads"})"),
         "expected a panel"},
        {linkOfText(R"({"scenario":{"dimension":3,"algorithm":"tree-reduce"},"layout":7})"),
         "expected a layout"},
        {linkOfText(std::string("{\"scenario\":\xff}")), "UTF-8"},
        {linkOfText(std::string("{\"a\":1}\0", 8)), "the link"},
        {linkOfText(std::string(100, '[')), "nested more than 64 levels deep"},
    };
    for (const Case& c : cases) {
        const std::string said = refusal(c.link);
        EXPECT_NE(said.find(c.says), std::string::npos)
            << c.link.substr(0, 80) << "\n  said: " << said << "\n  expected: " << c.says;
    }
    // Bits after the last byte that the encoder writes as zero: one moment, one link.
    // "ew" is "{" whole; "e3" is "{" with bits left over.
    EXPECT_EQ(refusal("cubelab:1/ew").find("damaged"), std::string::npos);
    EXPECT_NE(refusal("cubelab:1/e3").find("damaged"), std::string::npos)
        << refusal("cubelab:1/e3");
}

// A link holds its scenario whole, so that it opens the same moment in a CubeLab that ships
// other scenarios; only a lesson file may name a shipped one (docs/file-formats.md).
TEST(MomentLink, AShippedScenariosNameIsRefusedInALink)
{
    ASSERT_NE(findBuiltinScenario("lecture-reduce"), nullptr)
        << "the name is refused as a name, not as unknown";
    const std::string said = refusal(linkOfText(R"({"scenario":"lecture-reduce","step":3})"));
    EXPECT_EQ(
        said,
        "the link at /scenario: expected the scenario in full (a JSON object, as a scenario file "
        "holds "
        "it), found the string \"lecture-reduce\": a link holds its whole scenario, so that it "
        "opens the "
        "same moment in every CubeLab; a shipped scenario's name is read in a lesson file only");
    // The same moment with its scenario in full is read.
    Moment full;
    full.scenario = *findBuiltinScenario("lecture-reduce");
    full.step = 3;
    EXPECT_EQ(momentFromLink(momentToLink(full)), full);
    // Anything else that is not an object is refused as before.
    EXPECT_NE(refusal(linkOfText(R"({"scenario":3})"))
                  .find("expected a scenario (a JSON object), found the number 3"),
              std::string::npos)
        << refusal(linkOfText(R"({"scenario":3})"));
}

// A link is a moment, not a program: a program in a link's scenario was compiled and its top
// level run before the window refused it, and once the program editor had installed one, a
// link of the algorithm "program" ran it. Both are refused as the link is read, before any Lua
// is compiled: a program that is no Lua at all gets the same refusal, not a syntax error.
TEST(MomentLink, ALinkNeverCarriesOrRunsANodeProgram)
{
    const std::string refused =
        "never carries or runs a node program: open the program's file in the program editor";
    const std::shared_ptr<const LuaProgram> before = LuaProgram::installed();
    const std::string carried =
        refusal(linkOfText(R"({"scenario":{"dimension":3,"algorithm":"program",)"
                           R"("program":{"fileName":"x.lua","source":"this is ( not Lua"}}})"));
    EXPECT_EQ(carried.rfind(
                  "the link at /scenario/program: a link or a lesson's scene shows a moment", 0),
              0u)
        << carried;
    EXPECT_NE(carried.find(refused), std::string::npos) << carried;
    EXPECT_EQ(carried.find("line"), std::string::npos) << "compiled: " << carried;
    EXPECT_EQ(LuaProgram::installed(), before);

    // The program the editor installed last is not the link's to run.
    readLuaProgramFile(CUBELAB_TEST_DATA_DIR "/programs/high-links-first.lua").install();
    for (const char* algorithm : {"program", "PROGRAM"}) {
        const std::string named = refusal(linkOfText(
            std::string(R"({"scenario":{"dimension":3,"algorithm":")") + algorithm + R"("}})"));
        EXPECT_EQ(named.rfind("the link at /scenario/algorithm:", 0), 0u) << named;
        EXPECT_NE(named.find(refused), std::string::npos) << named;
    }

    // No link is written of a program run either (cubelab-cli link, Copy link in the window).
    Moment run = lectureMoment();
    run.scenario.algorithm = std::string(LuaProgram::kCollectiveId);
    for (bool carries : {false, true}) {
        if (carries)
            run.scenario.program = ProgramText{"x.lua", "implements = \"Tree_Down\""};
        try {
            (void)momentToLink(run);
            ADD_FAILURE() << "a program run made a link";
        } catch (const InputError& e) {
            EXPECT_NE(std::string(e.what()).find(refused), std::string::npos) << e.what();
        }
    }
}
