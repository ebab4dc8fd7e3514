// The exercises: every checker accepts each right answer and rejects wrong ones with the
// intended feedback (in English and German), exercise files with errors are refused with
// their place, and progress survives a save and a load.
//
// The expected truths are worked out here independently of the checkers: the lecture says
// that the link used t-th by Tree_Down carries 2^(t-1) messages, that a broadcast from IROOT
// is the one from 0 relabelled by i XOR IROOT, and what s_0 holds after each reduce step.

#include "cubelab/bestorder.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/exerciseprogress.h"
#include "testutil.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <regex>
#include <set>
#include <tuple>

namespace cubelab {
namespace {

namespace fs = std::filesystem;

Exercise linkOrderExercise(int n, const std::string& algorithm = "tree-broadcast",
                           std::vector<int> high = {})
{
    Exercise ex;
    ex.id = "test-link-order";
    ex.kind = ExerciseKind::LinkOrderLoad;
    ex.scenario = test::scenario(
        n, algorithm, algorithm == "tree-broadcast" ? ascendingLinks(n) : descendingLinks(n));
    ex.parameters.highLinks = std::move(high);
    return ex;
}

Exercise broadcastExercise(int n, std::optional<NodeId> root = std::nullopt,
                           std::vector<NodeId> nodes = {})
{
    Exercise ex;
    ex.id = "test-broadcast";
    ex.kind = ExerciseKind::BroadcastPrediction;
    ex.scenario = test::scenario(n, "tree-broadcast", ascendingLinks(n));
    ex.parameters.root = root;
    ex.parameters.nodes = std::move(nodes);
    return ex;
}

Exercise valueExercise(const std::string& algorithm = "tree-reduce",
                       ValueMode values = ValueMode::Symbolic)
{
    Exercise ex;
    ex.id = "test-value";
    ex.kind = ExerciseKind::PredictValue;
    ex.scenario = test::scenario(3, algorithm, descendingLinks(3), values);
    return ex;
}

std::vector<std::string> ids(const CheckResult& r)
{
    std::vector<std::string> out;
    for (const FeedbackMessage& m : r.feedback)
        out.push_back(m.id);
    return out;
}

std::string render(const Exercise& ex, const CheckResult& r, std::size_t index, Language language)
{
    return ex.render(r.feedback.at(index), language);
}

std::set<std::string> placeholders(const std::string& text)
{
    std::set<std::string> names;
    const std::regex placeholder(R"(\{([A-Za-z]+)\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder);
         it != std::sregex_iterator(); ++it)
        names.insert((*it)[1].str());
    return names;
}

std::string orderText(const std::vector<int>& order)
{
    std::string s;
    for (int l : order)
        s += (s.empty() ? "" : ",") + std::to_string(l);
    return s;
}

fs::path testDir(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("cubelab-exercise-test-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// --- feedback texts ------------------------------------------------------------------------

TEST(ExerciseFeedback, EveryTemplateHasBothLanguagesWithTheSamePlaceholders)
{
    ASSERT_FALSE(builtinFeedbackIds().empty());
    for (std::string_view id : builtinFeedbackIds()) {
        const LocalizedText* text = builtinFeedbackTemplate(id);
        ASSERT_NE(text, nullptr) << id;
        EXPECT_FALSE(text->en.empty()) << id;
        EXPECT_FALSE(text->de.empty()) << id;
        EXPECT_NE(text->en, text->de) << id << " is not translated";
        EXPECT_EQ(placeholders(text->en), placeholders(text->de)) << id;
    }
}

TEST(ExerciseFeedback, RenderFillsEveryPlaceholderInBothLanguages)
{
    for (std::string_view id : builtinFeedbackIds()) {
        FeedbackMessage m{std::string(id), {}};
        for (const std::string& name : placeholders(builtinFeedbackTemplate(id)->en))
            m.args.emplace_back(name, "<" + name + ">");
        Exercise ex;
        for (Language language : allLanguages()) {
            const std::string text = ex.render(m, language);
            EXPECT_TRUE(placeholders(text).empty()) << id << ": " << text;
        }
    }
}

TEST(ExerciseFeedback, MissingArgumentStaysVisibleAndUnknownIdRendersAsItself)
{
    EXPECT_EQ(renderFeedback("Link {link} carries {messages}.", {"x", {{"link", "3"}}}),
              "Link 3 carries {messages}.");
    Exercise ex;
    EXPECT_EQ(ex.render({"no-such-message", {}}, Language::German), "no-such-message");
}

TEST(ExerciseFeedback, ExerciseTextReplacesTheCoreTemplate)
{
    Exercise ex = linkOrderExercise(3);
    ex.feedback["load-right"] = {"Well done: {loads}.", "Gut gemacht: {loads}."};
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{{3, 2, 1}});
    ASSERT_TRUE(r.correct);
    EXPECT_EQ(render(ex, r, 0, Language::English), "Well done: 4, 2, 1.");
    EXPECT_EQ(render(ex, r, 0, Language::German), "Gut gemacht: 4, 2, 1.");
}

// --- 1: link-order-load --------------------------------------------------------------------

TEST(LinkOrderLoad, ReversedTreeDownIsRightForDimensions3To8)
{
    for (int n = 3; n <= 8; ++n) {
        const Exercise ex = linkOrderExercise(n);
        const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{descendingLinks(n)});
        EXPECT_TRUE(r.correct) << "n = " << n;
        ASSERT_EQ(ids(r), std::vector<std::string>{"load-right"});
        // Link k is used in position n-k+1 and so carries 2^(n-k) messages.
        std::string loads;
        for (int k = 1; k <= n; ++k)
            loads += (loads.empty() ? "" : ", ") + std::to_string(1u << (n - k));
        EXPECT_EQ(r.feedback[0].arg("loads"), loads);
    }
}

TEST(LinkOrderLoad, LectureOrderIsWrongAndSaysWhichLinkAndHowMuch)
{
    const Exercise ex = linkOrderExercise(3);
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{{1, 2, 3}});
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r),
              (std::vector<std::string>{"load-too-high", "load-position", "load-hint-broadcast"}));
    EXPECT_EQ(r.links, std::vector<int>{3});
    EXPECT_EQ(render(ex, r, 0, Language::English),
              "Link 3 carries 4 messages; the best possible is 1.");
    EXPECT_EQ(render(ex, r, 0, Language::German), "Link 3 trägt 4 Nachrichten; möglich ist 1.");
    EXPECT_NE(render(ex, r, 1, Language::English).find("uses link 3 in step c)"),
              std::string::npos);
    EXPECT_NE(render(ex, r, 1, Language::German).find("benutzt Link 3 in Schritt c)"),
              std::string::npos);
}

TEST(LinkOrderLoad, EveryOtherOrderIsRejectedNamingTheHighestOverloadedLink)
{
    for (int n = 2; n <= 4; ++n) {
        const Exercise ex = linkOrderExercise(n);
        for (const std::vector<int>& order : test::ordersFor(n)) {
            const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{order});
            if (order == descendingLinks(n)) {
                EXPECT_TRUE(r.correct);
                continue;
            }
            EXPECT_FALSE(r.correct) << orderText(order);
            // The highest link not in its place (link k belongs at position n-k+1).
            int link = n;
            while (order[static_cast<std::size_t>(n - link)] == link)
                --link;
            const auto position = static_cast<std::size_t>(
                std::find(order.begin(), order.end(), link) - order.begin());
            ASSERT_FALSE(r.feedback.empty());
            EXPECT_EQ(r.feedback[0].id, "load-too-high");
            EXPECT_EQ(r.feedback[0].arg("link"), std::to_string(link)) << orderText(order);
            EXPECT_EQ(r.feedback[0].arg("messages"), std::to_string(1u << position))
                << orderText(order);
            EXPECT_EQ(r.feedback[0].arg("best"), std::to_string(1u << (n - link)))
                << orderText(order);
        }
    }
}

TEST(LinkOrderLoad, BestOrderIsLexicographicallyMinimalAmongAllOrders)
{
    // Brute force over every order, loads read from the engine.
    for (int n = 1; n <= 5; ++n) {
        for (const std::string algorithm : {"tree-broadcast", "tree-reduce"}) {
            const Exercise ex = linkOrderExercise(n, algorithm);
            std::vector<std::uint64_t> minimal;
            std::vector<int> order = ascendingLinks(n);
            do {
                std::vector<std::uint64_t> key;
                const Trace t = Emulator::run(test::scenario(n, algorithm, order));
                for (int link = n; link >= 1; --link)
                    key.push_back(t.linkLoads()[static_cast<std::size_t>(link - 1)].messages);
                if (minimal.empty() || key < minimal)
                    minimal = key;
            } while (std::next_permutation(order.begin(), order.end()));

            const Trace best =
                Emulator::run(test::scenario(n, algorithm, ExerciseChecker::bestLinkOrder(ex)));
            std::vector<std::uint64_t> key;
            for (int link = n; link >= 1; --link)
                key.push_back(best.linkLoads()[static_cast<std::size_t>(link - 1)].messages);
            EXPECT_EQ(key, minimal) << algorithm << " n = " << n;
        }
    }
}

TEST(LinkOrderLoad, TreeUpDoKeepsHighLinksLightByUsingThemLast)
{
    const Exercise ex = linkOrderExercise(4, "tree-reduce");
    EXPECT_TRUE(ExerciseChecker::check(ex, OrderAnswer{{1, 2, 3, 4}}).correct);
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{{4, 3, 2, 1}});
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r),
              (std::vector<std::string>{"load-too-high", "load-position", "load-hint-reduce"}));
    EXPECT_EQ(r.feedback[0].arg("messages"), "8");
    EXPECT_EQ(r.feedback[0].arg("best"), "1");
}

TEST(LinkOrderLoad, OnlyTheNamedHighLinksCountSoTiedOrdersAreAllRight)
{
    const Exercise ex = linkOrderExercise(3, "tree-broadcast", {3});
    for (const std::vector<int>& order : test::ordersFor(3))
        EXPECT_EQ(ExerciseChecker::check(ex, OrderAnswer{order}).correct, order[0] == 3)
            << orderText(order);
}

TEST(LinkOrderLoad, NotAPermutationIsRejectedSayingWhatIsAllowed)
{
    const Exercise ex = linkOrderExercise(3);
    for (const std::vector<int>& order :
         std::vector<std::vector<int>>{{1, 2, 2}, {3, 2}, {4, 2, 1}, {}}) {
        const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{order});
        EXPECT_FALSE(r.correct);
        EXPECT_EQ(ids(r), std::vector<std::string>{"order-invalid"});
    }
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{{1, 2, 2}});
    EXPECT_EQ(render(ex, r, 0, Language::English),
              "The order [1, 2, 2] is not a link order of this 3-cube: give each of the links 1 to "
              "3 exactly once.");
    EXPECT_NE(render(ex, r, 0, Language::German).find("genau einmal"), std::string::npos);
}

TEST(LinkOrderLoad, ShowSolutionGivesTheLectureAndTheReversedTreeDown)
{
    const SideBySide pair = ExerciseChecker::linkOrderSolution(linkOrderExercise(3));
    EXPECT_EQ(pair.original.algorithm, "tree-broadcast");
    EXPECT_EQ(pair.solution.algorithm, "tree-broadcast");
    EXPECT_EQ(pair.original.linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(pair.solution.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(Emulator::run(pair.original).linkLoads()[2].messages, 4u);
    EXPECT_EQ(Emulator::run(pair.solution).linkLoads()[2].messages, 1u);
}

// --- 2: broadcast-prediction ---------------------------------------------------------------

// Node i receives in the step of the last link (in the order) whose bit is set in i XOR root.
std::map<NodeId, std::size_t> xorRule(int n, NodeId root, const std::vector<int>& order)
{
    std::map<NodeId, std::size_t> steps;
    for (NodeId i = 0; i < (NodeId{1} << n); ++i) {
        std::size_t step = 0;
        for (std::size_t t = 0; t < order.size(); ++t)
            if (((i ^ root) >> (order[t] - 1)) & 1u)
                step = t + 1;
        if (i != root)
            steps[i] = step;
    }
    return steps;
}

TEST(BroadcastPrediction, TheXorRuleIsRightForEveryRoot)
{
    for (int n = 1; n <= 4; ++n) {
        const Exercise ex = broadcastExercise(n);
        for (NodeId root = 0; root < (NodeId{1} << n); ++root) {
            const CheckResult r = ExerciseChecker::check(
                ex, BroadcastAnswer{root, xorRule(n, root, ascendingLinks(n))});
            EXPECT_TRUE(r.correct) << "n = " << n << " root " << root;
            EXPECT_EQ(ids(r), std::vector<std::string>{"broadcast-right"});
        }
    }
}

TEST(BroadcastPrediction, WrongStepsListTheNodesAndTheRule)
{
    const Exercise ex = broadcastExercise(3);
    BroadcastAnswer answer{5, xorRule(3, 5, {1, 2, 3})};
    // From root 5, node 4 receives in step a (4 = 5 XOR 1), node 1 in step c (1 XOR 5 = 4).
    ASSERT_EQ(answer.steps[4], 1u);
    ASSERT_EQ(answer.steps[1], 3u);
    std::swap(answer.steps[4], answer.steps[1]);
    const CheckResult r = ExerciseChecker::check(ex, answer);
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r), (std::vector<std::string>{"broadcast-wrong", "broadcast-rule"}));
    EXPECT_EQ(r.nodes, (std::vector<NodeId>{1, 4}));
    EXPECT_EQ(render(ex, r, 0, Language::English), "Wrong step for node(s) 001, 100.");
    EXPECT_EQ(render(ex, r, 0, Language::German), "Falscher Schritt für Knoten 001, 100.");
    EXPECT_NE(render(ex, r, 1, Language::English).find("i XOR 101"), std::string::npos);
    EXPECT_NE(render(ex, r, 1, Language::German).find("i XOR 101"), std::string::npos);
}

TEST(BroadcastPrediction, PredictionsForRootZeroAreWrongForAnotherRoot)
{
    const Exercise ex = broadcastExercise(3);
    auto steps = xorRule(3, 0, {1, 2, 3});
    steps.erase(6);
    steps[0] = 3; // 0 XOR 6 = 6: link 3 is the last set bit
    EXPECT_FALSE(ExerciseChecker::check(ex, BroadcastAnswer{6, steps}).correct);
}

TEST(BroadcastPrediction, MissingNodesAreNamed)
{
    const Exercise ex = broadcastExercise(3);
    auto steps = xorRule(3, 2, {1, 2, 3});
    steps.erase(7);
    const CheckResult r = ExerciseChecker::check(ex, BroadcastAnswer{2, steps});
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r), std::vector<std::string>{"broadcast-missing"});
    EXPECT_EQ(render(ex, r, 0, Language::English), "No step is predicted for node(s) 111.");
    EXPECT_EQ(render(ex, r, 0, Language::German), "Für Knoten 111 ist kein Schritt vorhergesagt.");
}

TEST(BroadcastPrediction, OnlyTheAskedNodesAreCheckedAndTheRootIsStepZero)
{
    const Exercise ex = broadcastExercise(3, 3, {3, 0, 7});
    EXPECT_TRUE(ExerciseChecker::check(ex, BroadcastAnswer{3, {{3, 0}, {0, 2}, {7, 3}}}).correct);
    const CheckResult r = ExerciseChecker::check(ex, BroadcastAnswer{3, {{3, 1}, {0, 2}, {7, 3}}});
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r), (std::vector<std::string>{"broadcast-wrong", "broadcast-root-step",
                                                "broadcast-rule"}));
}

TEST(BroadcastPrediction, FixedRootAndRootOutsideTheCubeAreRejected)
{
    const CheckResult fixed = ExerciseChecker::check(broadcastExercise(3, 5),
                                                     BroadcastAnswer{0, xorRule(3, 0, {1, 2, 3})});
    EXPECT_FALSE(fixed.correct);
    EXPECT_EQ(ids(fixed), std::vector<std::string>{"broadcast-root-fixed"});
    const CheckResult outside =
        ExerciseChecker::check(broadcastExercise(3), BroadcastAnswer{8, {}});
    EXPECT_FALSE(outside.correct);
    EXPECT_EQ(ids(outside), std::vector<std::string>{"broadcast-root-invalid"});
    EXPECT_EQ(broadcastExercise(3).render(outside.feedback[0], Language::English),
              "Node 8 is not in this cube: choose a root from 000 to 111.");
}

// --- 4: predict-value ----------------------------------------------------------------------

CheckResult predict(const Exercise& ex, std::size_t step, NodeId node, const std::string& text)
{
    return ExerciseChecker::check(ex, ValueAnswer{step, node, text});
}

TEST(PredictValue, EverySpellingOfTheLectureValueIsRight)
{
    const Exercise ex = valueExercise();
    // After step b) node 0 holds (a_0+a_4)+(a_2+a_6) = 1+5+3+7.
    for (const std::string text :
         {"[(a_0+a_4)+(a_2+a_6)]", "(a_0+a_4)+(a_2+a_6)", "((a_0+a_4)+(a_2+a_6))",
          "{(a_0+a_4)+(a_2+a_6)}", "{[a_6+a_2]+(a_4+a_0)}", "(a_2 + a_6) + (a_0 + a_4)",
          "(a0+a4)+(a2+a6)", "(a_{0}+a_{4})+(a_{2}+a_{6})", "16", "16.0", " 16 "}) {
        const CheckResult r = predict(ex, 2, 0, text);
        EXPECT_TRUE(r.correct) << text;
        EXPECT_EQ(ids(r), std::vector<std::string>{"value-right"}) << text;
    }
    const CheckResult r = predict(ex, 2, 0, "{[a_6+a_2]+(a_4+a_0)}");
    EXPECT_EQ(render(ex, r, 0, Language::English),
              "Right: after step b) node 000 holds [(a_0+a_4)+(a_2+a_6)].");
    EXPECT_EQ(render(ex, r, 0, Language::German),
              "Richtig: Nach Schritt b) hat Knoten 000 den Wert [(a_0+a_4)+(a_2+a_6)].");
}

TEST(PredictValue, TheCompleteResultAndPartialResultsOfTheLectureAreRight)
{
    const Exercise ex = valueExercise();
    EXPECT_TRUE(predict(ex, 3, 0, "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]").correct);
    EXPECT_TRUE(predict(ex, 3, 0, "36").correct);
    EXPECT_TRUE(predict(ex, 2, 1, "[(a_1+a_5)+(a_3+a_7)]").correct);
    EXPECT_TRUE(predict(ex, 1, 2, "(a_2+a_6)").correct);
    EXPECT_TRUE(predict(ex, 1, 6, "a_6").correct); // a sender keeps its value
}

TEST(PredictValue, TheValueBeforeTheStepGetsTheBeforeHint)
{
    const Exercise ex = valueExercise();
    for (const std::string text : {"(a_0+a_4)", "6"}) {
        const CheckResult r = predict(ex, 2, 0, text);
        EXPECT_FALSE(r.correct);
        EXPECT_EQ(ids(r), (std::vector<std::string>{"value-wrong", "value-before-step"})) << text;
        EXPECT_EQ(render(ex, r, 1, Language::English),
                  "That is what node 000 holds before step b); in the step it receives from node "
                  "010 across link 2.");
        EXPECT_EQ(render(ex, r, 1, Language::German),
                  "Das hat Knoten 000 vor Schritt b); im Schritt empfängt er von Knoten 010 über "
                  "Link 2.");
    }
}

TEST(PredictValue, RightLeavesInAnotherGroupingGetTheGroupingHint)
{
    const Exercise ex = valueExercise();
    for (const std::string text :
         {"((a_0+a_4)+a_2)+a_6", "a_0+a_4+a_2+a_6", "(a_0+a_2)+(a_4+a_6)"}) {
        const CheckResult r = predict(ex, 2, 0, text);
        EXPECT_FALSE(r.correct) << text;
        EXPECT_EQ(ids(r), (std::vector<std::string>{"value-wrong", "value-grouping"})) << text;
    }
}

TEST(PredictValue, MissingAndExtraLeavesAreNamed)
{
    const Exercise ex = valueExercise();
    const CheckResult missing = predict(ex, 2, 0, "(a_0+a_4)+a_2");
    EXPECT_EQ(ids(missing), (std::vector<std::string>{"value-wrong", "value-missing-leaves"}));
    EXPECT_EQ(render(ex, missing, 1, Language::English), "Missing: a_6.");
    EXPECT_EQ(render(ex, missing, 1, Language::German), "Es fehlt: a_6.");
    const CheckResult extra = predict(ex, 2, 0, "[(a_0+a_4)+(a_2+a_6)]+a_1");
    EXPECT_EQ(ids(extra), (std::vector<std::string>{"value-wrong", "value-extra-leaves"}));
    EXPECT_EQ(render(ex, extra, 1, Language::English), "Not part of this value: a_1.");
    const CheckResult both = predict(ex, 2, 0, "(a_0+a_4)+(a_2+a_5)");
    EXPECT_EQ(ids(both), (std::vector<std::string>{"value-wrong", "value-missing-leaves",
                                                   "value-extra-leaves"}));
}

TEST(PredictValue, SendersAndIdleNodesKeepTheirValue)
{
    const Exercise ex = valueExercise();
    const CheckResult sender = predict(ex, 1, 4, "a_0+a_4");
    EXPECT_EQ(ids(sender), (std::vector<std::string>{"value-wrong", "value-node-sends"}));
    EXPECT_EQ(render(ex, sender, 1, Language::English),
              "Node 100 sends across link 3 to node 000 in step a) and keeps its value.");
    EXPECT_EQ(render(ex, sender, 1, Language::German),
              "Knoten 100 sendet in Schritt a) über Link 3 an Knoten 000 und behält seinen Wert.");
    const CheckResult idle = predict(ex, 2, 4, "a_0+a_4");
    EXPECT_EQ(ids(idle), (std::vector<std::string>{"value-wrong", "value-node-idle"}));
    EXPECT_EQ(render(ex, idle, 1, Language::English),
              "Node 100 takes no part in step b) and keeps its value.");
}

TEST(PredictValue, AnotherOperatorIsNamed)
{
    const Exercise ex = valueExercise();
    const CheckResult r = predict(ex, 2, 0, "(a_0*a_4)+(a_2*a_6)");
    EXPECT_EQ(ids(r), (std::vector<std::string>{"value-wrong", "value-wrong-operator"}));
    EXPECT_EQ(render(ex, r, 1, Language::English), "This scenario combines with +.");
}

TEST(PredictValue, UnreadableAnswersSayWhatToWrite)
{
    const Exercise ex = valueExercise();
    for (const std::string text : {"(a_0+a_4", "", "a_9", "hello", "(a_0+a_4]"}) {
        const CheckResult r = predict(ex, 2, 0, text);
        EXPECT_FALSE(r.correct) << text;
        EXPECT_EQ(ids(r), std::vector<std::string>{"value-unreadable"}) << text;
    }
    const CheckResult r = predict(ex, 2, 0, "(a_0+a_4");
    EXPECT_NE(render(ex, r, 0, Language::German).find("nicht lesbar"), std::string::npos);
    EXPECT_NE(render(ex, r, 0, Language::English).find("position"), std::string::npos);
}

TEST(PredictValue, NumbersMatchWithinARelativeTolerance)
{
    const Exercise ex = valueExercise();
    EXPECT_TRUE(predict(ex, 2, 0, "16.0000000000001").correct);
    EXPECT_TRUE(predict(ex, 2, 0, "1.6e1").correct);
    EXPECT_FALSE(predict(ex, 2, 0, "16.001").correct);
    const CheckResult r = predict(ex, 2, 0, "15");
    EXPECT_EQ(ids(r), std::vector<std::string>{"value-wrong"});
}

TEST(PredictValue, NumericScenarioEvaluatesAnExpressionAnswer)
{
    const Exercise ex = valueExercise("tree-reduce", ValueMode::Numeric);
    EXPECT_TRUE(predict(ex, 2, 0, "(a_0+a_4)+(a_2+a_6)").correct);
    EXPECT_TRUE(predict(ex, 2, 0, "16").correct);
    EXPECT_FALSE(predict(ex, 2, 0, "a_0+a_4").correct);
}

TEST(PredictValue, CubeDoNodesHoldTheirPartnersSums)
{
    const Exercise ex = valueExercise("cube-allreduce");
    EXPECT_TRUE(predict(ex, 1, 5, "(a_1+a_5)").correct);
    EXPECT_TRUE(predict(ex, 2, 7, "[(a_1+a_5)+(a_3+a_7)]").correct);
    EXPECT_TRUE(predict(ex, 3, 6, "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]").correct);
    const CheckResult r = predict(ex, 2, 7, "(a_3+a_7)");
    EXPECT_EQ(ids(r), (std::vector<std::string>{"value-wrong", "value-before-step"}));
    EXPECT_EQ(r.feedback[1].arg("partner"), "101");
}

TEST(PredictValue, FixedStepAndNodeOverrideTheAnswersAndBadOnesAreInputErrors)
{
    Exercise ex = valueExercise();
    ex.parameters.step = 2;
    ex.parameters.node = 0;
    EXPECT_TRUE(predict(ex, 1, 7, "16").correct);
    const Exercise any = valueExercise();
    EXPECT_THROW(predict(any, 4, 0, "a_0"), InputError);
    EXPECT_THROW(predict(any, 0, 0, "a_0"), InputError);
    EXPECT_THROW(predict(any, 1, 8, "a_0"), InputError);
}

TEST(ExerciseChecker, AnAnswerOfAnotherKindIsAnInputError)
{
    EXPECT_THROW(ExerciseChecker::check(valueExercise(), OrderAnswer{{3, 2, 1}}), InputError);
    EXPECT_THROW(ExerciseChecker::check(linkOrderExercise(3), ValueAnswer{}), InputError);
}

// --- 3: best-order ------------------------------------------------------------------------

Exercise bestOrderExercise(int n, std::int64_t elements,
                           const std::string& algorithm = "tree-reduce")
{
    Exercise ex;
    ex.id = "test-best-order";
    ex.kind = ExerciseKind::BestOrder;
    ex.scenario = test::scenario(n, algorithm, {}, ValueMode::Numeric);
    ex.scenario.elements = elements;
    ex.parameters.machine = "power-gc";
    return ex;
}

// The time of an order, straight from the cost model.
double orderSeconds(int n, const std::string& algorithm, const std::vector<int>& order,
                    std::uint64_t elements)
{
    return CostModel::evaluate(
               Emulator::run(test::scenario(n, algorithm, order, ValueMode::Numeric)),
               findMachine("power-gc"), elements)
        .total;
}

TEST(BestOrderExercise, EveryTiedOrderIsRightAndEveryOtherWrong)
{
    for (const std::string algorithm : {"tree-reduce", "tree-broadcast"}) {
        const int n = 6;
        const std::uint64_t elements = 4096;
        const Exercise ex = bestOrderExercise(n, elements, algorithm);
        std::vector<std::vector<int>> orders;
        std::vector<double> seconds;
        std::vector<int> order = ascendingLinks(n);
        do {
            orders.push_back(order);
            seconds.push_back(orderSeconds(n, algorithm, order, elements));
        } while (std::next_permutation(order.begin(), order.end()));
        const double least = *std::min_element(seconds.begin(), seconds.end());
        std::size_t tied = 0;
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < orders.size(); ++i) {
            const bool best = seconds[i] <= least * (1 + 1e-9);
            tied += best ? 1 : 0;
            const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{orders[i]});
            ASSERT_EQ(r.correct, best) << algorithm << " " << orderText(orders[i]);
            if (best) {
                EXPECT_EQ(ids(r), std::vector<std::string>{"best-order-right"});
                EXPECT_EQ(r.feedback[0].arg("all"), "720");
            } else {
                ++wrong;
                EXPECT_EQ(ids(r), (std::vector<std::string>{"best-order-slower", "best-order-step",
                                                            "best-order-hint"}));
            }
        }
        EXPECT_GT(tied, 1u) << "the POWER-GC's classes tie orders within a class";
        EXPECT_GT(wrong, 0u);
        EXPECT_EQ(ExerciseChecker::check(
                      ex, OrderAnswer{ExerciseChecker::bestOrderSolution(ex).solution.linkOrder})
                      .feedback[0]
                      .arg("ties"),
                  std::to_string(tied));
    }
}

TEST(BestOrderExercise, TreeUpDoOnPowerGcUsesTheSlowLinksLast)
{
    // The lecture's "optimal tree" for the POWER-GC: links 1..n, the slow high links last, where
    // one message crosses them.
    const Exercise ex = bestOrderExercise(7, 4096);
    EXPECT_TRUE(ExerciseChecker::check(ex, OrderAnswer{ascendingLinks(7)}).correct);
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{descendingLinks(7)});
    ASSERT_FALSE(r.correct);
    EXPECT_EQ(ids(r), (std::vector<std::string>{"best-order-slower", "best-order-step",
                                                "best-order-hint"}));
    // The step that loses most is the first: 64 messages at once, over link 7 or 8's shared
    // capacity.
    EXPECT_EQ(r.feedback[1].arg("step"), "a");
    EXPECT_EQ(r.feedback[1].arg("link"), "7");
    EXPECT_EQ(r.feedback[1].arg("messages"), "64");
    EXPECT_EQ(r.links, std::vector<int>{7});
    for (Language language : allLanguages())
        for (std::size_t i = 0; i < r.feedback.size(); ++i)
            EXPECT_TRUE(placeholders(ex.render(r.feedback[i], language)).empty());
    EXPECT_NE(ex.render(r.feedback[1], Language::German)
                  .find("In Schritt a) benutzt Ihre Reihenfolge Link 7"),
              std::string::npos);
}

// The unit of a time in the text: "131 374 µs" → "µs".
std::string unitOf(const std::string& time)
{
    return time.substr(time.rfind(' ') + 1);
}

TEST(BestOrderExercise, TimesOfOneSentenceShareOneUnit)
{
    // Descending order on the POWER-GC: step a) takes far longer than the best order's, and the
    // sentence once read "takes 131 ms, the same step of the best order 8374 µs".
    const Exercise ex = bestOrderExercise(7, 4096);
    const CheckResult r = ExerciseChecker::check(ex, OrderAnswer{descendingLinks(7)});
    ASSERT_EQ(r.feedback.size(), 3u);
    for (std::size_t i : {std::size_t{0}, std::size_t{1}}) {
        const std::string mine(r.feedback[i].arg("seconds"));
        const std::string best(r.feedback[i].arg("best"));
        EXPECT_EQ(unitOf(mine), unitOf(best)) << mine << " / " << best;
        // Whole numbers with SI's narrow space between groups of three from five digits on.
        EXPECT_EQ(mine.find('.'), std::string::npos) << mine;
    }
    const std::string step(r.feedback[1].arg("seconds"));
    EXPECT_EQ(unitOf(step), "µs") << step; // the smaller time of the sentence keeps its digits
    EXPECT_NE(step.find("\u202F"), std::string::npos) << step;
}

TEST(BestOrderExercise, NotAPermutationIsRejected)
{
    const CheckResult r = ExerciseChecker::check(bestOrderExercise(6, 64), OrderAnswer{{1, 2, 3}});
    EXPECT_FALSE(r.correct);
    EXPECT_EQ(ids(r), std::vector<std::string>{"order-invalid"});
}

// --- 5: cube-wins-range --------------------------------------------------------------------

Exercise cubeWinsExercise(const std::string& machine = "power-gc", int n = 7)
{
    Exercise ex;
    ex.id = "test-cube-wins";
    ex.kind = ExerciseKind::CubeWinsRange;
    ex.scenario = test::scenario(n, "cube-allreduce", {}, ValueMode::Numeric);
    ex.parameters.machine = machine;
    ex.parameters.maxElements = std::uint64_t{1} << 20;
    return ex;
}

TEST(CubeWinsRange, TruthIsOneRangeEndingAtTheCrossover)
{
    const Exercise ex = cubeWinsExercise();
    const CubeWinsSizes truth = ExerciseChecker::cubeWinsSizes(ex);
    ASSERT_EQ(truth.ranges.size(), 1u);
    EXPECT_FALSE(truth.openEnded);
    const auto [from, to] = truth.ranges[0];
    EXPECT_EQ(from, 1u);
    // Checked with the cost model itself: Cube_Do faster at `to`, not at `to + 1`, against Tree_Do
    // in the best order (BestOrder for the scenario's vector length).
    const Machine& pg = findMachine("power-gc");
    const BestOrderResult best = BestOrder::find(pg, "tree-allreduce", 7, 1);
    Scenario tree = test::scenario(7, "tree-allreduce", best.linkOrder(), ValueMode::Numeric);
    tree.secondLinkOrder = best.secondLinkOrder();
    const Trace treeTrace = Emulator::run(tree);
    const Trace cubeTrace =
        Emulator::run(test::scenario(7, "cube-allreduce", {}, ValueMode::Numeric));
    auto cubeFaster = [&](std::uint64_t m) {
        return CostModel::evaluate(cubeTrace, pg, m).total <
               CostModel::evaluate(treeTrace, pg, m).total;
    };
    EXPECT_TRUE(cubeFaster(1));
    EXPECT_TRUE(cubeFaster(to));
    EXPECT_FALSE(cubeFaster(to + 1));
    EXPECT_FALSE(cubeFaster(std::uint64_t{1} << 20));
}

TEST(CubeWinsRange, BoundsWithinAFactorOfTwoAreRightOthersGetTheirHint)
{
    const Exercise ex = cubeWinsExercise();
    const CubeWinsSizes truth = ExerciseChecker::cubeWinsSizes(ex);
    ASSERT_EQ(truth.ranges.size(), 1u);
    const std::uint64_t crossover = truth.ranges[0].second + 1;
    ASSERT_GT(crossover, 6u); // so that a third of it lies below the tolerance
    for (std::uint64_t high : {crossover - 1, crossover, crossover / 2 + 1, 2 * crossover})
        EXPECT_TRUE(ExerciseChecker::check(ex, RangeAnswer{false, 1, high}).correct) << high;
    EXPECT_TRUE(ExerciseChecker::check(ex, RangeAnswer{false, 2, crossover}).correct);
    EXPECT_TRUE(ExerciseChecker::check(ex, RangeAnswer{false, 0, crossover}).correct);

    const CheckResult right = ExerciseChecker::check(ex, RangeAnswer{false, 1, crossover - 1});
    EXPECT_EQ(ids(right), std::vector<std::string>{"range-right"});
    EXPECT_EQ(right.feedback[0].arg("crossover"), std::to_string(crossover));

    auto expectHint = [&](const RangeAnswer& answer, std::vector<std::string> expected) {
        const CheckResult r = ExerciseChecker::check(ex, answer);
        EXPECT_FALSE(r.correct);
        EXPECT_EQ(ids(r), expected);
    };
    expectHint({false, 1, crossover / 3}, {"range-high-too-low", "range-why"});
    expectHint({false, 1, 3 * crossover}, {"range-high-too-high", "range-why"});
    expectHint({false, 1, std::nullopt}, {"range-no-end", "range-why"});
    expectHint({false, 5, crossover}, {"range-low-too-high", "range-why"});
    expectHint({true, 1, std::nullopt}, {"range-never-wrong", "range-why"});
    expectHint({false, 100, 10}, {"range-invalid"});

    const CheckResult r = ExerciseChecker::check(ex, RangeAnswer{false, 1, 3 * crossover});
    EXPECT_EQ(ex.render(r.feedback[0], Language::English),
              "At " + std::to_string(3 * crossover) +
                  " elements Tree_Do in its best order is already faster.");
    EXPECT_EQ(ex.render(r.feedback[0], Language::German),
              "Bei " + std::to_string(3 * crossover) +
                  " Elementen ist Tree_Do in der besten Reihenfolge schon schneller.");
}

TEST(CubeWinsRange, OnTheIdealHypercubeCubeDoAlwaysWins)
{
    const Exercise ex = cubeWinsExercise("ideal-hypercube", 3);
    const CubeWinsSizes truth = ExerciseChecker::cubeWinsSizes(ex);
    ASSERT_EQ(truth.ranges.size(), 1u);
    EXPECT_TRUE(truth.openEnded);
    EXPECT_EQ(truth.ranges[0],
              (std::pair<std::uint64_t, std::uint64_t>{1, std::uint64_t{1} << 20}));
    const CheckResult open = ExerciseChecker::check(ex, RangeAnswer{false, 1, std::nullopt});
    EXPECT_TRUE(open.correct);
    EXPECT_EQ(ids(open), std::vector<std::string>{"range-right-open"});
    EXPECT_TRUE(ExerciseChecker::check(ex, RangeAnswer{false, 1, std::uint64_t{1} << 20}).correct);
    const CheckResult closed = ExerciseChecker::check(ex, RangeAnswer{false, 1, 1000});
    EXPECT_FALSE(closed.correct);
    EXPECT_EQ(ids(closed), (std::vector<std::string>{"range-high-too-low", "range-why"}));
}

// --- files ---------------------------------------------------------------------------------

TEST(ExerciseFiles, BadFilesAreRefusedWithTheirPlaceAndGoodOnesLoad)
{
    const ExerciseSet set = loadExerciseDirectory(CUBELAB_TEST_DATA_DIR "/exercises-bad");
    std::vector<std::string> loaded;
    for (const Exercise& ex : set.exercises)
        loaded.push_back(ex.id);
    EXPECT_EQ(loaded, (std::vector<std::string>{"good-links", "good-value"}));

    const std::map<std::string, std::string> expected{
        {"bad-algorithm.json", "/scenario/algorithm"},
        {"bad-broadcast-value.json", "/scenario/algorithm"},
        {"bad-duplicate-id.json", "/id"},
        {"bad-feedback-id.json", "/feedback/load-rigth"},
        {"bad-high-link.json", "/parameters/highLinks/1"},
        {"bad-id.json", "/id"},
        {"bad-kind.json", "/kind"},
        {"bad-missing-german.json", "/title"},
        {"bad-scenario-link.json", "/scenario/linkOrder"},
        {"bad-step.json", "/parameters/step"},
        {"bad-syntax.json", "line 6"},
        {"bad-unknown-key.json", "/parameters/hihgLinks"},
        {"bad-version.json", "/version"},
        {"bad-machine.json", "/parameters/machine"},
        {"bad-machine-dimension.json", "/scenario/dimension"},
    };
    std::map<std::string, const FileError*> errors;
    for (const FileError& e : set.errors)
        errors[fs::path(e.file()).filename().string()] = &e;
    EXPECT_EQ(errors.size(), expected.size());
    for (const auto& [file, place] : expected) {
        ASSERT_TRUE(errors.count(file)) << file << " was not refused";
        const FileError& e = *errors[file];
        EXPECT_EQ(e.place().rfind(place, 0), 0u) << file << ": " << e.what();
        EXPECT_FALSE(e.reason().empty());
        EXPECT_NE(std::string(e.what()).find(file), std::string::npos) << e.what();
    }
    EXPECT_NE(errors["bad-kind.json"]->reason().find("link-order-load"), std::string::npos);
    EXPECT_NE(errors["bad-duplicate-id.json"]->reason().find("00-good.json"), std::string::npos);
    EXPECT_NE(errors["bad-high-link.json"]->reason().find("1 to 3"), std::string::npos);
    // A missing key is reported at the object that lacks it, naming the key.
    EXPECT_EQ(errors["bad-missing-german.json"]->place(), "/title");
    EXPECT_EQ(errors["bad-missing-german.json"]->reason(),
              "the key \"de\" is missing (the text in German)");
}

TEST(ExerciseFiles, UserDirectoryAddsToTheBuiltinOnesAndMayNotReuseTheirIds)
{
    const fs::path dir = testDir("user-exercises");
    const fs::path good = fs::path(CUBELAB_TEST_DATA_DIR) / "exercises-bad" / "00-good.json";
    fs::copy_file(good, dir / "mine.json");
    fs::copy_file(fs::path(CUBELAB_SOURCE_DIR) / "resources/exercises/01-tree-down-high-links.json",
                  dir / "copy.json");
    const ExerciseSet set = loadExercises(dir.string());
    EXPECT_EQ(set.exercises.size(), builtinExercises().exercises.size() + 1);
    ASSERT_NE(set.find("good-links"), nullptr);
    ASSERT_EQ(set.errors.size(), 1u);
    EXPECT_EQ(set.errors[0].place(), "/id");
    EXPECT_NE(set.errors[0].reason().find("builtin:01-tree-down-high-links.json"),
              std::string::npos);
    fs::remove_all(dir);
}

TEST(ExerciseFiles, MissingDirectoryIsOneErrorAndNoExercise)
{
    const ExerciseSet set = loadExerciseDirectory(CUBELAB_TEST_DATA_DIR "/no-such-directory");
    EXPECT_TRUE(set.exercises.empty());
    ASSERT_EQ(set.errors.size(), 1u);
    EXPECT_NE(set.errors[0].reason().find("no such directory"), std::string::npos);
}

TEST(ExerciseFiles, BuiltinExercisesAreTheResourceFilesAndAllLoad)
{
    const ExerciseSet builtin = builtinExercises();
    for (const FileError& e : builtin.errors)
        ADD_FAILURE() << e.what();
    const ExerciseSet onDisk = loadExerciseDirectory(CUBELAB_SOURCE_DIR "/resources/exercises");
    EXPECT_TRUE(onDisk.errors.empty());
    ASSERT_EQ(builtin.exercises.size(), onDisk.exercises.size());
    ASSERT_GE(builtin.exercises.size(), 3u);
    std::set<ExerciseKind> kinds;
    for (std::size_t i = 0; i < builtin.exercises.size(); ++i) {
        const Exercise& a = builtin.exercises[i];
        const Exercise& b = onDisk.exercises[i];
        EXPECT_EQ(a.id, b.id);
        EXPECT_EQ(a.kind, b.kind);
        EXPECT_EQ(a.title, b.title);
        EXPECT_EQ(a.task, b.task);
        EXPECT_EQ(a.scenario, b.scenario);
        EXPECT_EQ(a.parameters, b.parameters);
        EXPECT_EQ(a.feedback, b.feedback);
        EXPECT_EQ(a.source.rfind("builtin:", 0), 0u);
        kinds.insert(a.kind);
        // Complete in both languages, and an exercise's own texts use the core's placeholders.
        for (const LocalizedText* text : {&a.title, &a.task}) {
            EXPECT_FALSE(text->en.empty());
            EXPECT_FALSE(text->de.empty());
            EXPECT_NE(text->en, text->de) << a.id;
        }
        for (const auto& [id, text] : a.feedback) {
            EXPECT_NE(text.en, text.de) << a.id << " " << id;
            EXPECT_EQ(placeholders(text.en), placeholders(text.de)) << a.id << " " << id;
            for (const std::string& name : placeholders(text.en))
                EXPECT_TRUE(placeholders(builtinFeedbackTemplate(id)->en).count(name))
                    << a.id << " " << id << " {" << name << "}";
        }
    }
    EXPECT_EQ(kinds.size(), allExerciseKinds().size());
}

TEST(ExerciseFiles, TheLectureExerciseChecksTheReversedTreeDown)
{
    const ExerciseSet builtin = builtinExercises();
    const Exercise* ex = builtin.find("tree-down-high-links");
    ASSERT_NE(ex, nullptr);
    EXPECT_FALSE(ExerciseChecker::check(*ex, OrderAnswer{{1, 2, 3}}).correct);
    const CheckResult r = ExerciseChecker::check(*ex, OrderAnswer{{3, 2, 1}});
    ASSERT_TRUE(r.correct);
    EXPECT_NE(ex->render(r.feedback[0], Language::English).find("carry 4, 2, 1 messages"),
              std::string::npos);
    EXPECT_NE(ex->render(r.feedback[0], Language::German).find("POWER-GC"), std::string::npos);

    const Exercise* predictRoot = builtin.find("predict-reduce-root");
    ASSERT_NE(predictRoot, nullptr);
    EXPECT_TRUE(
        ExerciseChecker::check(*predictRoot, ValueAnswer{1, 0, "[(a_0+a_4)+(a_2+a_6)]"}).correct);
}

TEST(ExerciseFiles, ExerciseFromTextReportsSyntaxErrorsByLine)
{
    try {
        exerciseFromText("{\n  \"format\": \"cubelab-exercise\",\n  oops\n}", "inline.json");
        FAIL() << "no error";
    } catch (const FileError& e) {
        EXPECT_EQ(e.file(), "inline.json");
        EXPECT_EQ(e.place().rfind("line 3", 0), 0u) << e.what();
    }
}

// --- progress ------------------------------------------------------------------------------

ExerciseProgress sampleProgress()
{
    ExerciseProgress p;
    p.record("tree-down-high-links", OrderAnswer{{1, 2, 3}}, CheckResult{false, {}, {}, {}});
    p.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, CheckResult{true, {}, {}, {}});
    p.record("broadcast-any-root", BroadcastAnswer{5, {{4, 1}, {7, 2}, {1, 3}}},
             CheckResult{false, {}, {}, {}});
    p.setDraft("predict-any-step", ValueAnswer{2, 0, "{[a_6+a_2]+(a_4+a_0)}"});
    p.record("when-cube-do-wins", RangeAnswer{false, 1, std::nullopt},
             CheckResult{false, {}, {}, {}});
    p.record("when-cube-do-wins", RangeAnswer{false, 1, 4096}, CheckResult{true, {}, {}, {}});
    return p;
}

TEST(ExerciseProgress, SolvedStaysSolvedAndAttemptsCount)
{
    ExerciseProgress p = sampleProgress();
    p.record("tree-down-high-links", OrderAnswer{{1, 2, 3}}, CheckResult{false, {}, {}, {}});
    ASSERT_NE(p.entry("tree-down-high-links"), nullptr);
    EXPECT_TRUE(p.solved("tree-down-high-links"));
    EXPECT_EQ(p.entry("tree-down-high-links")->attempts, 3u);
    EXPECT_FALSE(p.solved("broadcast-any-root"));
    EXPECT_EQ(p.entry("predict-any-step")->attempts, 0u);
    EXPECT_EQ(p.entry("never-seen"), nullptr);
    p.forget("tree-down-high-links");
    EXPECT_FALSE(p.solved("tree-down-high-links"));
}

TEST(ExerciseProgress, SaveAndLoadRoundTrip)
{
    const fs::path dir = testDir("roundtrip");
    const std::string path = (dir / "progress.json").string();
    const ExerciseProgress p = sampleProgress();
    p.save(path);
    const ExerciseProgressLoad loaded = ExerciseProgress::load(path);
    EXPECT_FALSE(loaded.error.has_value());
    EXPECT_EQ(loaded.progress, p);
    const auto* value =
        std::get_if<ValueAnswer>(&*loaded.progress.entry("predict-any-step")->lastAnswer);
    ASSERT_NE(value, nullptr);
    EXPECT_EQ(value->text, "{[a_6+a_2]+(a_4+a_0)}");
    fs::remove_all(dir);
}

TEST(ExerciseProgress, SaveReplacesTheFileWholeAndLeavesNoTemporaryFile)
{
    const fs::path dir = testDir("atomic");
    const std::string path = (dir / "progress.json").string();
    sampleProgress().save(path);
    ExerciseProgress second;
    second.record("predict-cube-do", ValueAnswer{1, 5, "(a_1+a_5)"}, CheckResult{true, {}, {}, {}});
    second.save(path);
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    EXPECT_EQ(names, std::vector<std::string>{"progress.json"});
    EXPECT_EQ(ExerciseProgress::load(path).progress, second);

    // A directory that does not exist: a FileError, and nothing is written.
    EXPECT_THROW(second.save((dir / "missing" / "progress.json").string()), FileError);
    EXPECT_FALSE(fs::exists(dir / "missing"));
    fs::remove_all(dir);
}

TEST(ExerciseProgress, MissingFileIsAFreshStart)
{
    const ExerciseProgressLoad loaded =
        ExerciseProgress::load((testDir("missing") / "none.json").string());
    EXPECT_FALSE(loaded.error.has_value());
    EXPECT_TRUE(loaded.progress.entries().empty());
}

TEST(ExerciseProgress, BrokenFileIsReportedWithItsPlaceAndIgnored)
{
    const fs::path dir = testDir("broken");
    const std::vector<std::pair<std::string, std::string>> cases{
        {"{\"format\": \"cubelab-exercise-progress\", \"version\": 1, \"exercises\": {", "line 1"},
        {R"({"format": "cubelab-exercise-progress", "version": 1, "exercises": {"x": {"solved": "yes", "attempts": 1, "answer": null}}})",
         "/exercises/x/solved"},
        {R"({"format": "cubelab-exercise-progress", "version": 1, "exercises": {"x": {"solved": true, "attempts": 1, "answer": {"type": "guess"}}}})",
         "/exercises/x/answer/type"},
        {R"({"format": "cubelab-exercise-progress", "version": 1, "exercises": {"x": {"solved": true, "attempts": 1, "answer": {"type": "broadcast", "root": 1, "steps": {"two": 1}}}}})",
         "/exercises/x/answer/steps/two"},
        {R"({"format": "cubelab-trace", "version": 1, "exercises": {}})", "/format"},
        {R"([1, 2, 3])", ""},
    };
    for (const auto& [text, place] : cases) {
        const std::string path = (dir / "progress.json").string();
        std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
        const ExerciseProgressLoad loaded = ExerciseProgress::load(path);
        ASSERT_TRUE(loaded.error.has_value()) << text;
        if (place.empty()) // the whole document
            EXPECT_EQ(loaded.error->place(), "") << loaded.error->what();
        else
            EXPECT_EQ(loaded.error->place().rfind(place, 0), 0u) << loaded.error->what();
        EXPECT_EQ(loaded.error->file(), path);
        EXPECT_TRUE(loaded.progress.entries().empty());
    }
    fs::remove_all(dir);
}

// --- best-order for Rabenseifner's all-reduce on the POWER-GC -------------------------------
//
// The issue's answer: the reduce-scatter's messages halve (p/2, p/4 … 1 blocks, collectives.md),
// so the slow links belong in its last, smallest steps: 7 and 8 last, 5 and 6 before them, the
// fast links 1-4 first, in any order within a class: 4!·2!·2! = 96 of the 8! orders.

// Every order with the classes {1-4}, {5,6}, {7,8} in that sequence, within a class in any order.
std::vector<std::vector<int>> slowLinksLastOrders()
{
    std::vector<std::vector<int>> orders;
    std::vector<int> fast{1, 2, 3, 4};
    do {
        for (const std::vector<int>& middle : {std::vector<int>{5, 6}, std::vector<int>{6, 5}})
            for (const std::vector<int>& slow : {std::vector<int>{7, 8}, std::vector<int>{8, 7}}) {
                std::vector<int> order = fast;
                order.insert(order.end(), middle.begin(), middle.end());
                order.insert(order.end(), slow.begin(), slow.end());
                orders.push_back(order);
            }
    } while (std::next_permutation(fast.begin(), fast.end()));
    return orders;
}

TEST(RabenseifnerOrderExercise, TheSlowLinksLastInTheReduceScatterAreRight)
{
    const ExerciseSet builtin = builtinExercises();
    const Exercise* ex = builtin.find("rabenseifner-power-gc");
    ASSERT_NE(ex, nullptr);
    const std::vector<std::vector<int>> right = slowLinksLastOrders();
    ASSERT_EQ(right.size(), 96u);
    for (std::size_t i : {std::size_t{0}, std::size_t{37}, std::size_t{95}}) {
        const CheckResult r = ExerciseChecker::check(*ex, OrderAnswer{right[i]});
        ASSERT_TRUE(r.correct) << orderText(right[i]) << ": "
                               << render(*ex, r, 0, Language::English);
        EXPECT_EQ(ids(r), (std::vector<std::string>{"best-order-right", "rabenseifner-why"}));
        EXPECT_EQ(r.feedback[0].arg("ties"), "96");
        EXPECT_EQ(r.feedback[0].arg("all"), "40320");
        // The last step's messages carry one block of 16384 / 256 = 64 elements, the first's
        // p/2 = 128 blocks.
        EXPECT_EQ(r.feedback[1].arg("link"), std::to_string(right[i].back()));
        EXPECT_EQ(r.feedback[1].arg("step"), "h");
        EXPECT_EQ(r.feedback[1].arg("blocks"), "1");
        EXPECT_EQ(r.feedback[1].arg("elements"), "64");
        EXPECT_EQ(r.feedback[1].arg("firstBlocks"), "128");
        const std::string en = render(*ex, r, 1, Language::English);
        const std::string de = render(*ex, r, 1, Language::German);
        EXPECT_NE(en.find("last reduce-scatter step, h"), std::string::npos) << en;
        EXPECT_NE(de.find("letzten Schritt des Reduce-Scatter, h"), std::string::npos) << de;
        EXPECT_EQ(en.find('{'), std::string::npos) << en;
        EXPECT_EQ(de.find('{'), std::string::npos) << de;
    }
}

TEST(RabenseifnerOrderExercise, SlowLinksEarlyAreWrongAndTheFeedbackSaysWhere)
{
    const ExerciseSet builtin = builtinExercises();
    const Exercise* ex = builtin.find("rabenseifner-power-gc");
    ASSERT_NE(ex, nullptr);
    // The slow links first: the largest messages, 128 blocks of 64 elements, cross link 8.
    const CheckResult r = ExerciseChecker::check(*ex, OrderAnswer{{8, 7, 6, 5, 4, 3, 2, 1}});
    ASSERT_FALSE(r.correct);
    EXPECT_EQ(ids(r), (std::vector<std::string>{"best-order-slower", "rabenseifner-step",
                                                "rabenseifner-hint"}));
    EXPECT_EQ(r.feedback[1].arg("step"), "a");
    EXPECT_EQ(r.feedback[1].arg("link"), "8");
    EXPECT_EQ(r.feedback[1].arg("blocks"), "128");
    EXPECT_EQ(r.feedback[1].arg("elements"), "8192");
    EXPECT_LE(std::stoi(std::string(r.feedback[1].arg("bestLink"))), 4)
        << "a fast link in the first step";
    EXPECT_EQ(r.links, std::vector<int>{8});
    const std::string en = render(*ex, r, 1, Language::English);
    const std::string de = render(*ex, r, 1, Language::German);
    EXPECT_NE(en.find("In reduce-scatter step a) your order uses link 8"), std::string::npos) << en;
    EXPECT_NE(de.find("Im Reduce-Scatter-Schritt a) benutzt Ihre Reihenfolge Link 8"),
              std::string::npos)
        << de;
    EXPECT_NE(render(*ex, r, 2, Language::English).find("p/2, p/4"), std::string::npos);
    EXPECT_NE(render(*ex, r, 2, Language::German).find("p/2, p/4"), std::string::npos);

    // Slow links in the middle, and the two slow classes swapped, are wrong too.
    for (const std::vector<int>& order :
         {std::vector<int>{1, 2, 3, 7, 8, 4, 5, 6}, std::vector<int>{1, 2, 3, 4, 7, 8, 5, 6}})
        EXPECT_FALSE(ExerciseChecker::check(*ex, OrderAnswer{order}).correct) << orderText(order);
    // Not a permutation.
    EXPECT_EQ(ids(ExerciseChecker::check(*ex, OrderAnswer{{1, 2, 3}})),
              std::vector<std::string>{"order-invalid"});
}

TEST(RabenseifnerOrderExercise, TheSolutionRunsTheSlowLinksLastAndTheAllgatherReversed)
{
    const ExerciseSet builtin = builtinExercises();
    const Exercise* ex = builtin.find("rabenseifner-power-gc");
    ASSERT_NE(ex, nullptr);
    const SideBySide pair = ExerciseChecker::bestOrderSolution(*ex);
    EXPECT_EQ(pair.original.linkOrder, (std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1}));
    const std::vector<std::vector<int>> right = slowLinksLastOrders();
    EXPECT_NE(std::find(right.begin(), right.end(), pair.solution.linkOrder), right.end())
        << orderText(pair.solution.linkOrder);
    EXPECT_EQ(pair.solution.secondLinkOrder,
              std::vector<int>(pair.solution.linkOrder.rbegin(), pair.solution.linkOrder.rend()));
}

TEST(RabenseifnerOrderExercise, TheFileMayNotGiveASecondOrder)
{
    const std::string text = R"({"format": "cubelab-exercise", "version": 1, "id": "two-orders",
        "kind": "best-order", "title": {"en": "t", "de": "T"}, "task": {"en": "t", "de": "T"},
        "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 3,
                     "algorithm": "rabenseifner-allreduce", "linkOrder": [3, 2, 1],
                     "broadcastLinkOrder": [3, 2, 1], "values": "numeric"},
        "parameters": {"machine": "power-gc"}})";
    try {
        exerciseFromText(text, "two-orders.json");
        FAIL() << "a second order was accepted";
    } catch (const FileError& e) {
        EXPECT_EQ(e.place(), "/scenario/broadcastLinkOrder") << e.what();
    }
}

// --- predict-blocks ------------------------------------------------------------------------
//
// collectives.md: in the step over link k node i keeps the blocks b whose bit k equals its own
// and combines the partner's copies. So after the steps over links L_1 … L_t node i holds the
// blocks that agree with i in those bits, each combining the inputs that agree with i in all
// other bits.

bool bit(std::uint32_t value, int link)
{
    return ((value >> (link - 1)) & 1u) != 0;
}

std::vector<std::uint32_t> expectedBlocks(std::uint32_t node, int n, const std::vector<int>& order,
                                          std::size_t step)
{
    std::vector<std::uint32_t> blocks;
    for (std::uint32_t b = 0; b < (1u << n); ++b) {
        bool keeps = true;
        for (std::size_t t = 0; t < step; ++t)
            keeps = keeps && bit(b, order[t]) == bit(node, order[t]);
        if (keeps)
            blocks.push_back(b);
    }
    return blocks;
}

std::string blocksText(int n, const std::vector<int>& order, std::size_t step)
{
    std::string text;
    for (std::uint32_t node = 0; node < (1u << n); ++node) {
        text += (text.empty() ? "" : "; ") + std::to_string(node) + ":";
        for (std::uint32_t b : expectedBlocks(node, n, order, step))
            text += " " + std::to_string(b);
    }
    return text;
}

Exercise blocksExercise(int n, std::vector<int> order, std::size_t step)
{
    Exercise ex;
    ex.id = "test-blocks";
    ex.kind = ExerciseKind::PredictBlocks;
    ex.scenario = test::scenario(n, "reduce-scatter", std::move(order));
    ex.parameters.step = step;
    return ex;
}

TEST(PredictBlocksExercise, TheBlocksOfRecursiveHalvingAreRightForEveryOrderAndStep)
{
    for (int n = 1; n <= 4; ++n) {
        std::vector<int> order = ascendingLinks(n);
        do {
            for (std::size_t step = 1; step <= static_cast<std::size_t>(n); ++step) {
                const Exercise ex = blocksExercise(n, order, step);
                const CheckResult r =
                    ExerciseChecker::check(ex, ValueAnswer{step, 0, blocksText(n, order, step)});
                ASSERT_TRUE(r.correct) << n << " " << orderText(order) << " step " << step << ": "
                                       << render(ex, r, 0, Language::English);
                EXPECT_EQ(r.feedback[0].arg("count"), std::to_string(1u << (n - step)));
                EXPECT_EQ(r.feedback[0].arg("inputs"), std::to_string(1u << step));
            }
        } while (std::next_permutation(order.begin(), order.end()));
    }
}

TEST(PredictBlocksExercise, TheBuiltinExerciseAsksAfterStepBInOrder123)
{
    const ExerciseSet builtin = builtinExercises();
    const Exercise* ex = builtin.find("reduce-scatter-blocks");
    ASSERT_NE(ex, nullptr);
    EXPECT_EQ(ex->kind, ExerciseKind::PredictBlocks);
    // Links 1 and 2 used: node i keeps the blocks agreeing with i in bits 1 and 2.
    EXPECT_EQ(blocksText(3, {1, 2, 3}, 2), "0: 0 4; 1: 1 5; 2: 2 6; 3: 3 7; 4: 0 4; 5: 1 5; "
                                           "6: 2 6; 7: 3 7");
    const CheckResult right =
        ExerciseChecker::check(*ex, ValueAnswer{1, 0,
                                                "0: 0, 4; 1: 1, 5; 2: 2, 6; 3: 3, 7; "
                                                "4: 4, 0; 5: 1, 5; 6: 2, 6; 7: 3, 7"});
    ASSERT_TRUE(right.correct);
    EXPECT_EQ(render(*ex, right, 0, Language::English),
              "Right: after step b) every node holds 2 block(s), each combining 4 inputs.");
    EXPECT_EQ(render(*ex, right, 0, Language::German),
              "Richtig: Nach Schritt b) hält jeder Knoten 2 Block/Blöcke, jeder aus 4 Eingaben "
              "kombiniert.");
    // The blocks of the default order 3, 2, 1 (bits 3 and 2 used: node 0 keeps 0 and 1) are
    // wrong here, from node 0 on.
    const CheckResult wrong =
        ExerciseChecker::check(*ex, ValueAnswer{2, 0, blocksText(3, {3, 2, 1}, 2)});
    ASSERT_FALSE(wrong.correct);
    EXPECT_EQ(ids(wrong),
              (std::vector<std::string>{"blocks-wrong", "blocks-inputs", "blocks-rule"}));
    EXPECT_EQ(wrong.nodes, std::vector<NodeId>{0});
    EXPECT_EQ(render(*ex, wrong, 0, Language::English),
              "Node 000 holds after step b) the blocks 0, 4, not 0, 1.");
    EXPECT_EQ(render(*ex, wrong, 0, Language::German),
              "Knoten 000 hält nach Schritt b) die Blöcke 0, 4, nicht 0, 1.");
    // Node 0's blocks combine the inputs that agree with 0 in bit 3: a_0 … a_3.
    EXPECT_EQ(wrong.feedback[1].arg("inputs"), "0: a_0, a_1, a_2, a_3; 4: a_0, a_1, a_2, a_3");
    EXPECT_NE(render(*ex, wrong, 1, Language::German).find("Knoten 000 kombiniert"),
              std::string::npos);
    EXPECT_EQ(wrong.feedback[2].arg("links"), "1, 2");
}

TEST(PredictBlocksExercise, TheFirstNodeThatDiffersIsNamedAndMissingAndUnreadableAnswersToo)
{
    const Exercise ex = blocksExercise(3, {1, 2, 3}, 3);
    // After the whole reduce-scatter node i holds block i, over all 8 inputs.
    std::string answer = "0: 0; 1: 1; 2: 2; 3: 3; 4: 4; 5: 6; 6: 5; 7: 7";
    CheckResult r = ExerciseChecker::check(ex, ValueAnswer{3, 0, answer});
    ASSERT_FALSE(r.correct);
    EXPECT_EQ(r.nodes, std::vector<NodeId>{5});
    EXPECT_EQ(r.feedback[0].arg("held"), "5");
    EXPECT_EQ(r.feedback[0].arg("given"), "6");
    EXPECT_EQ(r.feedback[1].arg("inputs"), "5: a_0, a_1, a_2, a_3, a_4, a_5, a_6, a_7");

    r = ExerciseChecker::check(ex, ValueAnswer{3, 0, "0: 0; 1: 1; 2: 2; 3: 3"});
    ASSERT_FALSE(r.correct);
    EXPECT_EQ(ids(r), std::vector<std::string>{"blocks-missing"});
    EXPECT_EQ(r.feedback[0].arg("nodes"), "100, 101, 110, 111");
    EXPECT_EQ(render(ex, r, 0, Language::German),
              "Keine Blöcke angegeben für die Knoten 100, 101, 110, 111.");

    for (const std::string& text :
         {std::string(""), std::string("0 0; 1 1"), std::string("0: 9"), std::string("8: 0"),
          std::string("0: 0; 0: 0"), std::string("0: x")}) {
        r = ExerciseChecker::check(ex, ValueAnswer{3, 0, text});
        ASSERT_FALSE(r.correct) << text;
        EXPECT_EQ(ids(r), std::vector<std::string>{"blocks-unreadable"}) << text;
        EXPECT_EQ(render(ex, r, 0, Language::English).find('{'), std::string::npos);
        EXPECT_NE(render(ex, r, 0, Language::German).find("nicht lesbar"), std::string::npos);
    }
    // "-" for a node without blocks is read (and wrong here: every node holds one).
    r = ExerciseChecker::check(ex,
                               ValueAnswer{3, 0, "0: -; 1: 1; 2: 2; 3: 3; 4: 4; 5: 5; 6: 6; 7: 7"});
    EXPECT_EQ(ids(r).front(), "blocks-wrong");
    EXPECT_EQ(r.feedback[0].arg("given"), "–");
}

TEST(PredictBlocksExercise, TheFileNeedsABlockCollectiveWithSymbolicValues)
{
    const auto file = [](const std::string& algorithm, const std::string& values) {
        return R"({"format": "cubelab-exercise", "version": 1, "id": "blocks",
            "kind": "predict-blocks", "title": {"en": "t", "de": "T"}, "task": {"en": "t", "de": "T"},
            "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 3,
                         "algorithm": ")" +
               algorithm + R"(", "values": ")" + values + R"("},
            "parameters": {"step": 2}})";
    };
    EXPECT_EQ(
        exerciseFromText(file("reduce-scatter", "symbolic"), "ok.json").parameters.step.value_or(0),
        2u);
    for (const auto& [algorithm, values, place] :
         {std::tuple<std::string, std::string, std::string>{"tree-reduce", "symbolic",
                                                            "/scenario/algorithm"},
          {"reduce-scatter", "numeric", "/scenario/values"}}) {
        try {
            exerciseFromText(file(algorithm, values), "bad.json");
            FAIL() << algorithm << " " << values << " was accepted";
        } catch (const FileError& e) {
            EXPECT_EQ(e.place(), place) << e.what();
        }
    }
}

} // namespace
// An answer field can hold what no parser should descend into: 12,000 brackets, or a text
// beyond the answer's length limit. Both are unreadable answers, not a crash.
TEST(PredictValue, AnAnswerNestedTooDeeplyOrTooLongIsUnreadable)
{
    const Exercise ex = valueExercise();
    const std::string deep = std::string(12000, '(') + "a_0" + std::string(12000, ')');
    const CheckResult nested = predict(ex, 2, 0, deep);
    EXPECT_EQ(ids(nested), std::vector<std::string>{"value-unreadable"});
    EXPECT_NE(render(ex, nested, 0, Language::English).find("nested more than 256 deep"),
              std::string::npos);
    std::string chain = "a_0";
    while (chain.size() <= ValueAnswer::kMaxTextLength)
        chain += "+a_0";
    const CheckResult longOne = predict(ex, 2, 0, chain);
    EXPECT_EQ(ids(longOne), std::vector<std::string>{"value-unreadable"});
    EXPECT_NE(render(ex, longOne, 0, Language::English).find("at most 65536"), std::string::npos);
}

} // namespace cubelab
