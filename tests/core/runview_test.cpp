// RunView: a run as the web page draws it, against the trace it is read from — the lecture's
// reduce on a 3-cube (section 3.3.4), a priced Cube_Do, a block collective — and the words a
// page gives it.

#include "cubelab/catalog.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/jsontext.h"
#include "cubelab/pricedrun.h"
#include "cubelab/runview.h"
#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using cubelab::test::scenario;

namespace {

RunView viewOf(const Scenario& asked)
{
    return RunView(runPriced(asked, false));
}

std::vector<std::string> texts(const Json& view)
{
    std::vector<std::string> out;
    for (const Json& node : view["nodes"])
        out.push_back(node["text"].get<std::string>());
    return out;
}

std::vector<std::string> roles(const Json& view)
{
    std::vector<std::string> out;
    for (const Json& node : view["nodes"])
        out.push_back(node["role"].get<std::string>());
    return out;
}

} // namespace

TEST(RunView, TheLecturesReduceStepBMovesTwoValuesOverLinkTwo)
{
    const RunView run = viewOf(Scenario{}); // Tree_UpDo, n = 3, links 3, 2, 1, symbolic
    const Json b = Json::parse(run.step(2, ViewWords{}));
    EXPECT_EQ(b["step"], 2);
    EXPECT_EQ(b["steps"], 3);
    EXPECT_EQ(b["heading"], "b) link 2");
    EXPECT_EQ(b["caption"], "b) link 2  reduce   010→000  011→001");
    EXPECT_EQ(b["messages"], Json::parse(R"([{"from": 2, "to": 0, "link": 2},
                                              {"from": 3, "to": 1, "link": 2}])"));
    EXPECT_EQ(b["moreMessages"], 0);
    EXPECT_EQ(roles(b),
              (std::vector<std::string>{"receives", "receives", "sends", "sends", "", "", "", ""}));
    const std::vector<std::string> after = texts(b);
    EXPECT_EQ(after[0], "[(a_0+a_4)+(a_2+a_6)]");
    EXPECT_EQ(after[1], "[(a_1+a_5)+(a_3+a_7)]");
    EXPECT_EQ(after[2], "(a_2+a_6)");
    EXPECT_EQ(after[6], "a_6");
    // 4..7 sent in a) and are done from b) on; 2 and 3 send in b) and are done from c).
    for (NodeId node = 0; node < 8; ++node)
        EXPECT_EQ(b["nodes"][node]["done"], node >= 4) << node;
    EXPECT_EQ(Json::parse(run.step(3, ViewWords{}))["nodes"][2]["done"], true);
}

TEST(RunView, AStepsNodesFollowTheTrace)
{
    const RunView run = viewOf(Scenario{});
    const Trace& trace = run.trace();
    for (std::size_t k = 0; k <= trace.stepCount(); ++k) {
        const Json view = Json::parse(run.step(k, ViewWords{}));
        const std::vector<std::uint8_t> expected = run.facts().roles(trace, k);
        for (NodeId node = 0; node < trace.nodeCount(); ++node) {
            EXPECT_EQ(view["nodes"][node]["id"], node);
            EXPECT_EQ(view["nodes"][node]["text"],
                      trace.format(trace.valueAt(node, k).expr, ExprStyle::Lecture));
            EXPECT_EQ(view["nodes"][node]["role"] != "", expected[node] != TraceFacts::kNoRole);
        }
    }
    const Json start = Json::parse(run.step(0, ViewWords{}));
    EXPECT_EQ(start["heading"], "Start");
    EXPECT_EQ(start["caption"], "Start");
    EXPECT_TRUE(start["messages"].empty());
    EXPECT_EQ(start["cost"], nullptr); // no machine, no price
}

TEST(RunView, LinkLoadsAddUpToTheStep)
{
    const RunView run = viewOf(Scenario{});
    const Trace& trace = run.trace();
    for (std::size_t k = 0; k <= trace.stepCount(); ++k) {
        const Json loads = Json::parse(run.step(k, ViewWords{}))["linkLoads"];
        ASSERT_EQ(loads.size(), 3u);
        const std::vector<LinkLoad> expected =
            k == 0 ? std::vector<LinkLoad>{} : trace.linkLoads(1, k);
        for (int link = 1; link <= 3; ++link) {
            const Json& load = loads[static_cast<std::size_t>(link - 1)];
            EXPECT_EQ(load["link"], link);
            std::uint64_t messages = 0, bytes = 0;
            for (const LinkLoad& l : expected)
                if (l.link == link) {
                    messages = l.messages;
                    bytes = l.bytes;
                }
            EXPECT_EQ(load["messages"], messages) << "step " << k << " link " << link;
            EXPECT_EQ(load["bytes"], bytes) << "step " << k << " link " << link;
        }
    }
    // The lecture's reduce: link 3 carries 4 messages in a), link 2 two in b), link 1 one in c).
    const Json last = Json::parse(run.step(3, ViewWords{}))["linkLoads"];
    EXPECT_EQ(last[0]["messages"], 1);
    EXPECT_EQ(last[1]["messages"], 2);
    EXPECT_EQ(last[2]["messages"], 4);
}

TEST(RunView, APricedRunsCostIsTheCostModels)
{
    Scenario asked = scenario(4, "cube-allreduce", {}, ValueMode::Numeric);
    asked.machine = "power-gc";
    const PricedRun priced = runPriced(asked, false);
    ASSERT_TRUE(priced.cost.has_value());
    const CostResult cost = *priced.cost;
    const RunView run(priced);
    double total = 0;
    for (std::size_t k = 1; k <= run.trace().stepCount(); ++k) {
        const Json c = Json::parse(run.step(k, ViewWords{}))["cost"];
        total += cost.steps[k - 1].duration;
        EXPECT_DOUBLE_EQ(c["step"].get<double>(), cost.steps[k - 1].duration);
        EXPECT_DOUBLE_EQ(c["total"].get<double>(), total);
        EXPECT_DOUBLE_EQ(c["whole"].get<double>(), cost.total);
    }
    EXPECT_GT(total, 0.0);
    // Numbers: node i holds i+1; after the all-reduce every node holds 1+2+…+16 = 136.
    const Json last = Json::parse(run.step(run.trace().stepCount(), ViewWords{}));
    for (const Json& node : last["nodes"])
        EXPECT_EQ(node["text"], "136");
    EXPECT_EQ(last["nodes"][0]["role"], "both");
}

TEST(RunView, AStepListsAtMostItsLimitOfMessagesAndCountsTheRest)
{
    const RunView run = viewOf(scenario(13, "cube-allreduce", {}, ValueMode::Numeric));
    const Json view = Json::parse(run.step(1, ViewWords{}));
    EXPECT_EQ(view["messages"].size(), RunView::kMaxMessages);
    EXPECT_EQ(view["moreMessages"], 8192 - RunView::kMaxMessages);
    // 4,096 exchanges, each written once, of which the line lists 16.
    EXPECT_NE(view["caption"].get<std::string>().find("… and 4080 more"), std::string::npos)
        << view["caption"];
}

TEST(RunView, ALongExpressionIsCutOnTheNode)
{
    const RunView run = viewOf(scenario(6, "cube-allreduce"));
    const std::string text = run.nodeText(0, 6, ViewWords{});
    EXPECT_EQ(text.substr(text.size() - 3), "…");
    EXPECT_LE(text.size(), RunView::kMaxNodeText + 3);
    EXPECT_EQ(text.substr(0, 20),
              run.trace().format(run.trace().valueAt(0, 6).expr, ExprStyle::Lecture).substr(0, 20));
}

TEST(RunView, ABlockCollectiveNamesItsBlocks)
{
    const RunView run = viewOf(scenario(2, "reduce-scatter"));
    const Json start = Json::parse(run.step(0, ViewWords{}));
    EXPECT_EQ(start["nodes"][0]["blocks"], Json::parse("[0, 1, 2, 3]"));
    EXPECT_EQ(start["nodes"][0]["text"], "b_0: a_0\nb_1: a_0\nb_2: a_0\nb_3: a_0");
    const std::string caption = Json::parse(run.step(1, ViewWords{}))["caption"];
    EXPECT_NE(caption.find("00↔"), std::string::npos) << caption;
    EXPECT_NE(caption.find(" ["), std::string::npos) << "the blocks a message carries: " << caption;
}

TEST(RunView, GivenWordsSpeakTheHeadingAndTheCaption)
{
    const RunView run = viewOf(Scenario{});
    const ViewWords de = viewWordsFromJson(
        R"({"start": "Anfang", "oneLink": "%1) Link %2", "phases": {"reduce": "Reduktion"},
            "decimalComma": true})");
    EXPECT_EQ(Json::parse(run.step(0, de))["heading"], "Anfang");
    EXPECT_EQ(Json::parse(run.step(2, de))["heading"], "b) Link 2");
    EXPECT_EQ(Json::parse(run.step(2, de))["caption"], "b) Link 2  Reduktion 010→000  011→001");
    Scenario numbers = Scenario{};
    numbers.values = ValueMode::Numeric;
    numbers.initial = {{0.5}, {1}, {1}, {1}, {1}, {1}, {1}, {1}};
    EXPECT_EQ(Json::parse(viewOf(numbers).step(0, de))["nodes"][0]["text"], "0,5");
    EXPECT_EQ(Json::parse(viewOf(numbers).step(0, ViewWords{}))["nodes"][0]["text"], "0.5");
}

TEST(RunView, WordsThatAreNoPatternsAreRefused)
{
    for (const char* bad : {"[]", R"({"oneLink": "%1) Link"})", R"({"surprise": "x"})",
                            R"({"start": 3})", R"({"phases": []})", R"({"decimalComma": "yes"})"}) {
        EXPECT_THROW(viewWordsFromJson(bad), InputError) << bad;
    }
    EXPECT_THROW(viewWordsFromJson("{"), FileError); // read as a file of words is read
    EXPECT_THROW(
        {
            try {
                viewWordsFromJson(R"({"oneLink": "%1) Link"})");
            } catch (const InputError& e) {
                EXPECT_STREQ(e.what(), "words: \"oneLink\" must hold %2 as \"%1) link %2\" does");
                throw;
            }
        },
        InputError);
}

TEST(RunView, AStepBeyondTheRunIsRefused)
{
    const RunView run = viewOf(Scenario{});
    try {
        (void)run.step(4, ViewWords{});
        FAIL() << "step 4 of 3 was shown";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "step 4 is outside the run: it has steps 0 to 3");
    }
}

TEST(RunView, TheLayoutIsTheWindowsWithTheCubesOrTheTreesEdges)
{
    const RunView run = viewOf(Scenario{});
    const Json cube = run.layout(CubeLayout::Mode::Cube);
    EXPECT_EQ(cube["dimension"], 3);
    EXPECT_EQ(cube["mode"], "cube");
    const std::vector<LayoutPoint> points =
        CubeLayout::positions(3, CubeLayout::Mode::Cube, std::vector<int>{3, 2, 1}, 0);
    ASSERT_EQ(cube["nodes"].size(), 8u);
    for (NodeId node = 0; node < 8; ++node) {
        EXPECT_EQ(cube["nodes"][node]["id"], node);
        EXPECT_EQ(cube["nodes"][node]["x"], points[node].x);
        EXPECT_EQ(cube["nodes"][node]["y"], points[node].y);
    }
    EXPECT_EQ(cube["nodes"][3]["address"], "011");
    EXPECT_EQ(cube["edges"].size(), 12u); // n · 2^(n-1)
    EXPECT_EQ(cube["edges"][0], Json::parse(R"({"a": 0, "b": 1, "link": 1})"));
    for (const Json& edge : cube["edges"])
        EXPECT_LT(edge["a"], edge["b"]);

    const Json tree = run.layout(CubeLayout::Mode::Tree);
    EXPECT_EQ(tree["mode"], "tree");
    // The lecture's tree, links 3, 2, 1 towards 000: 4..7 hang on link 3, 2 and 3 on link 2.
    EXPECT_EQ(tree["edges"], Json::parse(R"([{"a": 0, "b": 1, "link": 1},
        {"a": 0, "b": 2, "link": 2}, {"a": 1, "b": 3, "link": 2}, {"a": 0, "b": 4, "link": 3},
        {"a": 1, "b": 5, "link": 3}, {"a": 2, "b": 6, "link": 3}, {"a": 3, "b": 7, "link": 3}])"));
    EXPECT_EQ(tree["nodes"][0]["y"], 0.0); // the root on top
    EXPECT_EQ(run.layout(CubeLayout::Mode::Weight)["mode"], "weight");
    EXPECT_EQ(layoutModeNamed("weight"), CubeLayout::Mode::Weight);
    EXPECT_THROW(layoutModeNamed("ring"), InputError);
}
