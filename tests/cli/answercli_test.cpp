// cubelab-cli check --answer JSON: any exercise's answer as the JSON an answer has everywhere
// (answerToJson, a progress file's lastAnswer), checked as the window checks it. Every shipped
// exercise's revealed answer (revealAnswer; a program exercise: the shipped solution) checks
// right and a deliberately wrong one not, in both languages, and --format json is byte for
// byte the core's checkAnswerJson, the text the web page's cubelab.check gives. Bad input is
// refused with what is wrong and what is allowed, exit code 2, nothing on standard output.

#include "clirunner.h"
#include "cubelab/answercheck.h"
#include "cubelab/exerciseio.h"
#include "cubelab/revealedanswer.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <unistd.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

const std::string kPrograms = std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/";
const std::string kTestPrograms = std::string(CUBELAB_TEST_DATA_DIR) + "/programs/";

// A file in a fresh directory that goes away with the test.
class AnswerFile
{
public:
    explicit AnswerFile(const std::string& bytes)
        : mDir(std::filesystem::temp_directory_path() /
               ("cubelab-answercli-" + std::to_string(::getpid()) + "-" + std::to_string(sCount++)))
    {
        std::filesystem::create_directories(mDir);
        mPath = (mDir / "answer.json").string();
        std::ofstream(mPath, std::ios::binary) << bytes;
    }
    ~AnswerFile() { std::filesystem::remove_all(mDir); }
    const std::string& path() const { return mPath; }

private:
    static inline int sCount = 0;
    std::filesystem::path mDir;
    std::string mPath;
};

std::string fileText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string programAnswer(const std::string& path)
{
    return answerToJson(
               ProgramAnswer{std::filesystem::path(path).filename().string(), fileText(path)})
        .dump();
}

// A program exercise's right and wrong program: the shipped solution, and one that misses the
// exercise (the lecture's Tree_Down loads the high links; a broadcast right from three roots).
const std::map<std::string, std::pair<std::string, std::string>>& programs()
{
    static const std::map<std::string, std::pair<std::string, std::string>> table{
        {"program-tree-down-high-links",
         {kTestPrograms + "high-links-first.lua", kPrograms + "tree-down.lua"}},
        {"program-broadcast-any-root",
         {kPrograms + "tree-down.lua", kTestPrograms + "cheats/three-roots-only.lua"}},
    };
    return table;
}

// The revealed answer made wrong, as a student might: the order reversed, one node's step
// moved, a value that no node holds, every node holding no block, the range's verdict turned.
ExerciseAnswer wrongAnswer(const Exercise& exercise, ExerciseAnswer answer)
{
    if (auto* order = std::get_if<OrderAnswer>(&answer)) {
        std::reverse(order->order.begin(), order->order.end());
    } else if (auto* broadcast = std::get_if<BroadcastAnswer>(&answer)) {
        const NodeId node = broadcast->root == 0 ? 1 : 0;
        const auto n = static_cast<std::size_t>(exercise.scenario.dimension);
        broadcast->steps[node] = broadcast->steps[node] % n + 1;
    } else if (auto* value = std::get_if<ValueAnswer>(&answer)) {
        if (exercise.kind == ExerciseKind::PredictBlocks) {
            std::string text;
            for (NodeId node = 0; node < (NodeId{1} << exercise.scenario.dimension); ++node)
                text += (text.empty() ? "" : "; ") + std::to_string(node) + ": -";
            value->text = text;
        } else {
            value->text = "0";
        }
    } else if (auto* range = std::get_if<RangeAnswer>(&answer)) {
        *range =
            range->never ? RangeAnswer{false, 1, std::nullopt} : RangeAnswer{true, 1, std::nullopt};
    }
    return answer;
}

// The right and the wrong answer's JSON for a shipped exercise.
std::pair<std::string, std::string> answersOf(const Exercise& exercise)
{
    if (exercise.kind == ExerciseKind::Program) {
        const auto it = programs().find(exercise.id);
        if (it == programs().end())
            ADD_FAILURE() << "no right and wrong program for " << exercise.id;
        return it == programs().end()
                   ? std::pair<std::string, std::string>{}
                   : std::pair{programAnswer(it->second.first), programAnswer(it->second.second)};
    }
    const std::optional<RevealedAnswer> revealed = revealAnswer(exercise, AnswerChoice{});
    if (!revealed)
        ADD_FAILURE() << "no revealed answer for " << exercise.id;
    return revealed ? std::pair{answerToJson(revealed->answer).dump(),
                                answerToJson(wrongAnswer(exercise, revealed->answer)).dump()}
                    : std::pair<std::string, std::string>{};
}

// Checks one answer in both languages: the exit code, and the JSON is checkAnswerJson's.
void expectChecked(const Exercise& exercise, const std::string& answer, bool right)
{
    for (Language language : allLanguages()) {
        const std::string code(languageCode(language));
        SCOPED_TRACE(code + " " + answer.substr(0, 200));
        const CliResult r = runCli({"check", "--exercise", exercise.id, "--answer", answer,
                                    "--format", "json", "--language", code});
        EXPECT_EQ(r.exitCode, right ? 0 : 1) << r.out << r.err;
        EXPECT_EQ(r.out, checkAnswerJson(exercise.id, answer, language));
        const Json verdict = parseJson(r.out, "standard output");
        EXPECT_EQ(verdict["exercise"], exercise.id);
        EXPECT_EQ(verdict["kind"], std::string(exerciseKindName(exercise.kind)));
        EXPECT_EQ(verdict["language"], code);
        EXPECT_EQ(verdict["correct"], right);
        EXPECT_EQ(verdict["verdict"], std::string(verdictText(right, language)));
        ASSERT_FALSE(verdict["feedback"].empty());
        for (const Json& message : verdict["feedback"]) {
            EXPECT_FALSE(message["id"].get<std::string>().empty());
            EXPECT_EQ(message["text"].get<std::string>().find('{'), std::string::npos) << message;
        }
    }
}

TEST(CliCheckAnswer, EveryShippedExerciseChecksItsRevealedAnswerRightAndAWrongOneNot)
{
    std::set<ExerciseKind> kinds;
    for (const Exercise& exercise : builtinExercises().exercises) {
        SCOPED_TRACE(exercise.id);
        const auto [right, wrong] = answersOf(exercise);
        ASSERT_FALSE(right.empty());
        ASSERT_NE(right, wrong);
        expectChecked(exercise, right, true);
        expectChecked(exercise, wrong, false);
        kinds.insert(exercise.kind);
    }
    EXPECT_EQ(kinds.size(), allExerciseKinds().size()) << "a kind without a shipped exercise";
}

TEST(CliCheckAnswer, TheTextFormatSaysTheTitleTheVerdictAndTheFeedback)
{
    const std::string wrong = R"({"type": "order", "order": [1, 2, 3]})";
    CliResult r = runCli({"check", "--exercise", "tree-down-high-links", "--answer", wrong});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.out, "Tree_Down: keep the high links light\n"
                     "Not right yet.\n"
                     "Link 3 carries 4 messages; the best possible is 1.\n"
                     "Your order uses link 3 in step c), and in that step 4 messages cross it: a "
                     "link's load depends only on where it stands in the order.\n"
                     "In Tree_Down the number of nodes that hold the data doubles in every step, "
                     "so the link used first carries one message and the link used last carries "
                     "p/2. Use the high links first.\n");

    r = runCli({"check", "--exercise", "predict-reduce-root", "--language", "de", "--answer",
                R"({"type": "value", "step": 2, "node": 0, "text": "{(a_0+a_4)+(a_2+a_6)}"})"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.rfind("s_0 nach Schritt b) vorhersagen\nRichtig.\nRichtig: Nach Schritt b) "
                          "hat Knoten 000 den Wert",
                          0),
              0u)
        << r.out;
}

// The form docs/cli.md shows, field by field.
TEST(CliCheckAnswer, TheJsonFormIsTheDocumentedOne)
{
    const CliResult r = runCli({"check", "--exercise", "tree-down-high-links", "--answer",
                                R"({"type": "order", "order": [1, 2, 3]})", "--format", "json"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.out,
              R"({
  "exercise": "tree-down-high-links",
  "kind": "link-order-load",
  "language": "en",
  "title": "Tree_Down: keep the high links light",
  "correct": false,
  "saysRight": false,
  "verdict": "Not right yet.",
  "feedback": [
    {"id": "load-too-high", "text": "Link 3 carries 4 messages; the best possible is 1."},
    {
      "id": "load-position",
      "text": "Your order uses link 3 in step c), and in that step 4 messages cross it: a link's load depends only on where it stands in the order."
    },
    {
      "id": "load-hint-broadcast",
      "text": "In Tree_Down the number of nodes that hold the data doubles in every step, so the link used first carries one message and the link used last carries p/2. Use the high links first."
    }
  ],
  "links": [3],
  "nodes": []
}
)");
}

TEST(CliCheckAnswer, ARightAnswerThatSaysSoItselfIsMarkedSaysRight)
{
    const Json verdict = runCliJson(
        {"check", "--exercise", "broadcast-any-root", "--answer",
         answerToJson(
             revealAnswer(builtinExercise("broadcast-any-root"), AnswerChoice{5, 1, 0})->answer)
             .dump(),
         "--format", "json"});
    EXPECT_EQ(verdict["correct"], true);
    EXPECT_EQ(verdict["saysRight"], true);
    EXPECT_EQ(verdict["feedback"][0]["id"], "broadcast-right");
}

// A program is answered with its file name and source; --program FILE.lua gives the same.
TEST(CliCheckAnswer, AProgramAnswerIsItsSourceAndChecksAsTheProgramFile)
{
    const std::string file = kTestPrograms + "high-links-first.lua";
    const CliResult answered = runCli({"check", "--exercise", "program-tree-down-high-links",
                                       "--answer", programAnswer(file), "--format", "json"});
    const CliResult program = runCli({"check", "--exercise", "program-tree-down-high-links",
                                      "--program", file, "--format", "json"});
    EXPECT_EQ(answered.exitCode, 0) << answered.err;
    EXPECT_EQ(program.exitCode, 0) << program.err;
    EXPECT_EQ(answered.out, program.out);
    EXPECT_EQ(parseJson(answered.out, "out")["feedback"][0]["id"], "program-right");

    // A program that does not compile is a wrong answer, with the line, not a refusal.
    const std::string broken =
        R"({"type": "program", "fileName": "mine.lua", "source": "function program(node)\n  x = = 1\nend\n"})";
    const CliResult r = runCli({"check", "--exercise", "program-broadcast-any-root", "--answer",
                                broken, "--format", "json"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    const Json verdict = parseJson(r.out, "out");
    EXPECT_EQ(verdict["correct"], false);
    EXPECT_NE(verdict["feedback"][0]["text"].get<std::string>().find("mine.lua:2"),
              std::string::npos)
        << r.out;
}

TEST(CliCheckAnswer, AnAnswerFileChecksAsTheSameTextGivenInline)
{
    const std::string answer = R"({"type": "range", "never": true, "low": 1, "high": null})";
    const AnswerFile file(answer);
    const CliResult inline_ = runCli(
        {"check", "--exercise", "when-cube-do-wins", "--answer", answer, "--format", "json"});
    const CliResult read = runCli({"check", "--exercise", "when-cube-do-wins", "--answer-file",
                                   file.path(), "--format", "json"});
    EXPECT_EQ(inline_.exitCode, 1) << inline_.err;
    EXPECT_EQ(read.exitCode, 1) << read.err;
    EXPECT_EQ(read.out, inline_.out);

    // A file's faults name the file.
    const AnswerFile bad(R"({"type": "range", "never": "no"})");
    const CliResult r =
        runCli({"check", "--exercise", "when-cube-do-wins", "--answer-file", bad.path()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(bad.path() + " at /never"), std::string::npos) << r.err;
}

struct Refusal
{
    std::vector<std::string> arguments;
    int exitCode;
    std::vector<std::string> said;
};

TEST(CliCheckAnswer, BadInputIsRefusedSayingWhatIsWrongAndWhatIsAllowed)
{
    const std::string order = R"({"type": "order", "order": [3, 2, 1]})";
    const std::string longText =
        R"({"type": "value", "step": 2, "node": 0, "text": ")" + std::string(70000, 'a') + "\"}";
    const std::vector<Refusal> refusals{
        {{"--exercise", "no-such-exercise", "--answer", order},
         2,
         {"no exercise has the id 'no-such-exercise': choose one of tree-down-high-links, ",
          "program-broadcast-any-root"}},
        {{"--exercise", "tree-down-high-links", "--answer", R"({"type": "order", "order": [3,)"},
         2,
         {"the answer at line 1, column 31: not valid JSON",
          R"(exercise tree-down-high-links takes {"type": "order", "order": [...]}: the links 1 to 3, each once)"}},
        {{"--exercise", "tree-down-high-links", "--answer", ""}, 2, {"not valid JSON"}},
        {{"--exercise", "tree-down-high-links", "--answer", "[3, 2, 1]"},
         2,
         {"expected an answer (a JSON object), found an array"}},
        {{"--exercise", "predict-reduce-root", "--answer", order},
         2,
         {R"(the type "order" is not what exercise predict-reduce-root (predict-value) takes: it takes {"type": "value", "step": S, "node": N, "text": "..."})"}},
        {{"--exercise", "program-broadcast-any-root", "--answer", order},
         2,
         {R"(takes {"type": "program", "fileName": "mine.lua", "source": "..."})"}},
        {{"--exercise", "when-cube-do-wins", "--answer", R"({"type": "guess"})"},
         2,
         {"unknown answer type \"guess\": allowed are order, broadcast, value, range, program"}},
        {{"--exercise", "predict-reduce-root", "--answer", longText},
         2,
         {"the answer at /text: the answer has 70000 bytes; an answer has at most 65536"}},
        {{"--exercise", "predict-any-step", "--answer",
          R"({"type": "value", "step": 9, "node": 0, "text": "a_0"})"},
         2,
         {"the answer: step 9 is not a step of this run: allowed are 1 to 3"}},
        {{"--exercise", "tree-down-high-links", "--answer", order, "--program", "x.lua"},
         2,
         {"check takes one answer: --answer and --program were both given", "--help"}},
        {{"--exercise", "tree-down-high-links"}, 2, {"check needs the answer: --answer JSON"}},
        {{"--answer", order}, 2, {"check needs --exercise ID, the exercise: one of "}},
        {{"--exercise", "tree-down-high-links", "--answer", order, "--format", "xml"},
         2,
         {"unknown format 'xml': choose text or json"}},
        {{"--exercise", "tree-down-high-links", "--answer", order, "--language", "fr"},
         2,
         {"unknown language 'fr': choose en or de"}},
        {{"--exercise", "tree-down-high-links", "--program", "x.lua"},
         2,
         {"'tree-down-high-links' is not a program exercise", "give the answer to another "
                                                              "exercise with --answer"}},
    };
    for (const Refusal& refusal : refusals) {
        std::vector<std::string> arguments{"check"};
        arguments.insert(arguments.end(), refusal.arguments.begin(), refusal.arguments.end());
        SCOPED_TRACE(arguments[2].substr(0, 100) + " " + arguments.back().substr(0, 100));
        const CliResult r = runCli(arguments);
        EXPECT_EQ(r.exitCode, refusal.exitCode) << r.err;
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(r.err.rfind("cubelab-cli: ", 0), 0u) << r.err;
        for (const std::string& said : refusal.said)
            EXPECT_NE(r.err.find(said), std::string::npos) << r.err;
    }
}

TEST(CliCheckAnswer, OversizeAndNonTextFilesAreRefused)
{
    // A program longer than a node program may be: refused at its place, exit 2.
    const AnswerFile longProgram(
        answerToJson(ProgramAnswer{"mine.lua", std::string(300 * 1024, '-')}).dump());
    CliResult r = runCli(
        {"check", "--exercise", "program-broadcast-any-root", "--answer-file", longProgram.path()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("at /source: the program has 307200 bytes; a node program may have at "
                         "most 262144"),
              std::string::npos)
        << r.err;

    // A file larger than any answer is not read (a file fault, as every file's: exit 1).
    const AnswerFile huge(std::string(kMaxAnswerTextBytes + 1, ' '));
    r = runCli({"check", "--exercise", "tree-down-high-links", "--answer-file", huge.path()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("1 MiB"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");

    // Not UTF-8: the line and column of the byte.
    const AnswerFile latin1("{\"type\": \"value\", \"step\": 2, \"node\": 0, \"text\": \"\xe4\"}");
    r = runCli({"check", "--exercise", "predict-reduce-root", "--answer-file", latin1.path()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("UTF-8"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
}

} // namespace
