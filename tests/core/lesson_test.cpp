// Lessons (cubelab/lesson.h): the shipped lesson of section 3.3.4 reads, runs and shows the
// lecture's figures at its scenes; a lesson file is read whole or refused with the place.

#include "cubelab/builtinscenarios.h"
#include "cubelab/errors.h"
#include "cubelab/expressionpool.h"
#include "cubelab/jsonio.h"
#include "cubelab/lesson.h"
#include "cubelab/scenarioprogram.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <set>
#include <sstream>
#include <string>

using namespace cubelab;

namespace {

const Lesson& lectureLesson()
{
    const Lesson* lesson = findBuiltinLesson("reduce-allreduce");
    if (!lesson)
        throw std::runtime_error("the lesson reduce-allreduce is not built in");
    return *lesson;
}

// What node `node` holds after `step` of the scene's scenario, as the lecture writes it.
std::string heldAt(const LessonScene& scene, int step, NodeId node)
{
    const Trace trace = ScenarioProgram::run(normalized(scene.moment.scenario));
    return trace.format(trace.valueAt(node, static_cast<std::size_t>(step)).expr,
                        ExprStyle::Lecture);
}

std::string refusal(const std::string& json)
{
    try {
        lessonFromJson(parseJson(json, "lesson.json"), "lesson.json");
    } catch (const FileError& e) {
        return e.what();
    }
    return {};
}

const char* kScene = R"({"title": {"en": "T", "de": "T"}, "text": {"en": "x", "de": "x"},
                         "scenario": {"dimension": 3, "algorithm": "tree-reduce"}})";

std::string lessonWith(const std::string& scenes)
{
    return R"({"format": "cubelab-lesson", "version": 1, "id": "l", "title": {"en": "L", "de": "L"}, "scenes": [)" +
           scenes + "]}";
}

// A scene showing `scenario` (its JSON text) at step 1.
std::string sceneShowing(const std::string& scenario)
{
    return R"({"title": {"en": "T", "de": "T"}, "text": {"en": "x", "de": "x"}, "step": 1, "scenario": )" +
           scenario + "}";
}

std::string fileText(const std::filesystem::path& path)
{
    std::ostringstream text;
    text << std::ifstream(path).rdbuf();
    return text.str();
}

} // namespace

TEST(Lesson, TheLecturesLessonIsBuiltInAndSound)
{
    const Lesson& lesson = lectureLesson();
    EXPECT_EQ(lesson.title.de, "3.3.4 Reduce- und All-Reduce-Operationen");
    EXPECT_GE(lesson.scenes.size(), 10u);
    EXPECT_TRUE(lessonProblems(lesson).empty()) << lessonProblems(lesson).front();
    int questions = 0;
    for (const LessonScene& scene : lesson.scenes) {
        EXPECT_FALSE(scene.title.en.empty() || scene.title.de.empty() || scene.text.en.empty() ||
                     scene.text.de.empty());
        questions += scene.asks() ? 1 : 0;
    }
    EXPECT_GE(questions, 6) << "a question for each idea";
}

TEST(Lesson, TheSceneOfFigure314EndsWithTheLecturesBracketsAtNode000)
{
    const Lesson& lesson = lectureLesson();
    const LessonScene* figure = nullptr;
    for (const LessonScene& scene : lesson.scenes)
        if (scene.title.de.rfind("c) Link 1", 0) == 0)
            figure = &scene;
    ASSERT_NE(figure, nullptr);
    EXPECT_EQ(figure->moment.scenario.algorithm, "tree-reduce");
    EXPECT_EQ(figure->lastStep, 3);
    EXPECT_EQ(heldAt(*figure, figure->lastStep, 0), "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
    EXPECT_NE(figure->text.en.find("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"),
              std::string::npos);
    // Figure 3.15: every node of Cube_Do ends with the whole sum.
    int cubeScenes = 0;
    for (const LessonScene& scene : lesson.scenes) {
        if (scene.moment.scenario.algorithm != "cube-allreduce" ||
            scene.moment.scenario.dimension != 3)
            continue;
        ++cubeScenes;
        for (NodeId node = 0; node < 8; ++node)
            EXPECT_EQ(heldAt(scene, scene.lastStep, node),
                      "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
    }
    EXPECT_EQ(cubeScenes, 1);
}

TEST(Lesson, ALessonFileIsReadWholeOrRefusedWithThePlace)
{
    EXPECT_EQ(refusal(lessonWith(kScene)), "");
    struct Case
    {
        std::string json;
        std::string says;
    };
    const std::string scene(kScene);
    const Case cases[] = {
        {R"({"format": "cubelab-scenario", "version": 1})",
         "the format is \"cubelab-scenario\", expected \"cubelab-lesson\""},
        {lessonWith(""), "/scenes: a lesson has 1 to 100 scenes, found 0"},
        {lessonWith(
             R"({"title": {"en": "T"}, "text": {"en": "x", "de": "x"}, "scenario": {"dimension": 3, "algorithm": "tree-reduce"}})"),
         "/scenes/0/title"},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "until": 9})"), ""},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "step": 2, "until": 1})"),
         "/scenes/0/until"},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "question": "no-such-exercise"})"),
         "unknown exercise \"no-such-exercise\": allowed are tree-down-high-links"},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "question": {"id": "x"}})"),
         "/scenes/0/question"},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "colour": 1})"),
         "/scenes/0/colour: unknown key"},
        {lessonWith(scene.substr(0, scene.size() - 1) + R"(, "follow": "a_8"})"),
         "/scenes/0/follow: node 8 is out of range"},
        {lessonWith(
             R"({"title": {"en": "T", "de": "T"}, "text": {"en": "x", "de": "x"}, "scenario": {"dimension": 13, "algorithm": "tree-reduce", "values": "numeric"}})"),
         "/scenes/0/scenario/dimension"},
        {lessonWith(R"({"title": {"en": "T", "de": "T"}, "text": {"en": ")" +
                    std::string(5000, 'x') +
                    R"(", "de": "x"}, "scenario": {"dimension": 3, "algorithm": "tree-reduce"}})"),
         "a scene's text has at most 4000"},
    };
    for (const Case& c : cases) {
        const std::string said = refusal(c.json);
        if (c.says.empty())
            EXPECT_EQ(said, "") << c.json.substr(0, 120);
        else
            EXPECT_NE(said.find(c.says), std::string::npos)
                << c.json.substr(0, 120) << "\n  said: " << said;
    }
    // A step the scenario lacks is found when the lesson is checked, not read.
    const Lesson late = lessonFromJson(
        parseJson(lessonWith(scene.substr(0, scene.size() - 1) + R"(, "until": 9})"), "l.json"),
        "l.json");
    const auto problems = lessonProblems(late);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "scene 1 (T): it goes to step 9, but its scenario has steps 0 to 3");
}

TEST(Lesson, ASceneWhoseNumbersDisagreeWithItsCubeOrItsQuestionIsNamedWhenChecked)
{
    const auto problemsOf = [](const std::string& text, const std::string& scenario,
                               const std::string& question = "") {
        const std::string scene = R"({"title": {"en": "T", "de": "T"}, "text": {"en": ")" + text +
                                  R"(", "de": "x"}, "scenario": )" + scenario +
                                  (question.empty() ? "" : R"(, "question": ")" + question + "\"") +
                                  "}";
        return lessonProblems(lessonFromJson(parseJson(lessonWith(scene), "l.json"), "l.json"));
    };
    const std::string sevenCube =
        R"({"dimension": 7, "algorithm": "tree-reduce", "elements": 1024, "values": "numeric", "machine": "power-gc"})";
    // What the scene shows, said right: no problem.
    EXPECT_EQ(problemsOf("128 processors, 1024 elements, links 1–4 and link 7", sevenCube),
              std::vector<std::string>{});
    const std::vector<std::string> wrong =
        problemsOf("256 processors, a vector of 4096 elements, links 7–8", sevenCube);
    ASSERT_EQ(wrong.size(), 3u);
    EXPECT_EQ(wrong[0], "scene 1 (T): its text (en) says \"256 processors\", but the scene "
                        "shows 128 processors");
    EXPECT_EQ(wrong[1], "scene 1 (T): its text (en) says \"4096 elements\", but the scene shows "
                        "1024 elements");
    EXPECT_EQ(wrong[2], "scene 1 (T): its text (en) says \"links 7–8\", but the scene's 7-cube "
                        "has the links 1 to 7");
    // The question is asked on 1024 elements; the scene shows 2048.
    const std::vector<std::string> asked = problemsOf(
        "x",
        R"({"dimension": 7, "algorithm": "tree-reduce", "elements": 2048, "values": "numeric", "machine": "power-gc"})",
        "best-tree-updo-power-gc");
    ASSERT_FALSE(asked.empty());
    EXPECT_NE(asked.back().find("its question 'best-tree-updo-power-gc' is asked for 1024 "
                                "elements, but the scene shows 2048"),
              std::string::npos)
        << asked.back();
    // A question on a 3-cube beside a 7-cube.
    const std::vector<std::string> cube = problemsOf("x", sevenCube, "predict-reduce-root");
    ASSERT_FALSE(cube.empty());
    EXPECT_NE(cube.front().find("is asked on a 3-cube, but the scene shows a 7-cube"),
              std::string::npos)
        << cube.front();
}

TEST(Lesson, AWrittenSceneReadsBackAsTheSameScene)
{
    for (const Lesson& lesson : builtinLessons())
        for (const LessonScene& scene : lesson.scenes) {
            const Json file = Json{{"format", "cubelab-lesson"},
                                   {"version", 1},
                                   {"id", "copy"},
                                   {"title", Json{{"en", "C"}, {"de", "K"}}},
                                   {"scenes", Json::array({sceneToJson(scene)})}};
            const Lesson back = lessonFromJson(parseJson(file.dump(), "copy.json"), "copy.json");
            ASSERT_EQ(back.scenes.size(), 1u);
            EXPECT_EQ(back.scenes[0].title, scene.title);
            EXPECT_EQ(back.scenes[0].text, scene.text);
            EXPECT_EQ(back.scenes[0].moment, scene.moment);
            EXPECT_EQ(back.scenes[0].lastStep, scene.lastStep);
            EXPECT_EQ(back.scenes[0].questionId, scene.questionId);
            EXPECT_EQ(back.scenes[0].answer, scene.answer);
        }
}

// A question whose answer is a picture of its own (the best order, a changed tree) shows its
// starting point while it is open: the lecture's lesson never shows an answer before it asks.
TEST(Lesson, AnAnswerIsAMomentOfItsOwnShownOnlyAfterItsQuestion)
{
    const Lesson& lesson = lectureLesson();
    int answers = 0;
    for (const LessonScene& scene : lesson.scenes) {
        if (!scene.answer)
            continue;
        ++answers;
        EXPECT_TRUE(scene.asks()) << scene.title.en;
        EXPECT_NE(scene.answer->scenario, scene.moment.scenario) << scene.title.en;
    }
    EXPECT_EQ(answers, 2);
    // Scene 10: the lecture's order, which loses to Cube_Do; the answer is the best order.
    const LessonScene& powerGc = lesson.scenes[9];
    EXPECT_EQ(powerGc.moment.scenario.linkOrder, (std::vector<int>{7, 6, 5, 4, 3, 2, 1}));
    ASSERT_TRUE(powerGc.answer);
    EXPECT_EQ(powerGc.answer->scenario.linkOrder, (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
    // Scene 12: Tree_Down's loads rise with the link; the answer is the reversed tree.
    const LessonScene& highLinks = lesson.scenes[11];
    ASSERT_TRUE(highLinks.answer);
    EXPECT_EQ(highLinks.moment.scenario.linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(highLinks.answer->scenario.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(highLinks.answer->step, 3);

    const std::string scene(kScene);
    const std::string open = scene.substr(0, scene.size() - 1);
    EXPECT_NE(refusal(lessonWith(open + R"(, "answer": {"scenario": "lecture-reduce"}})"))
                  .find("/scenes/0/answer: a scene shows an answer only after its question"),
              std::string::npos);
    EXPECT_NE(refusal(lessonWith(open + R"(, "question": "tree-down-high-links", "answer": 3})"))
                  .find("/scenes/0/answer"),
              std::string::npos);
    EXPECT_NE(refusal(lessonWith(open + R"(, "question": "tree-down-high-links", )" +
                                 R"("answer": {"scenario": "lecture-reduce", "until": 2}})"))
                  .find("/scenes/0/answer/until: unknown key"),
              std::string::npos);
    // An answer at a step its scenario lacks is found when the lesson is checked.
    const Lesson late = lessonFromJson(
        parseJson(lessonWith(open + R"(, "question": "tree-down-high-links", )" +
                             R"("answer": {"scenario": "lecture-reduce", "step": 9}})"),
                  "l.json"),
        "l.json");
    const auto problems = lessonProblems(late);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0],
              "scene 1 (T): it goes to step 9, but its answer's scenario has steps 0 to 3");
}

TEST(Lesson, TheLongVectorsLessonIsBuiltInAndSound)
{
    const Lesson* lesson = findBuiltinLesson("long-vectors");
    ASSERT_NE(lesson, nullptr);
    EXPECT_TRUE(lessonProblems(*lesson).empty()) << lessonProblems(*lesson).front();
    std::set<std::string> algorithms;
    for (const LessonScene& scene : lesson->scenes)
        algorithms.insert(scene.moment.scenario.algorithm);
    for (const char* id :
         {"reduce-scatter", "allgather", "rabenseifner-allreduce", "ring-allreduce"})
        EXPECT_TRUE(algorithms.count(id)) << id;
}

// A question given in full: read whole, asked by its own id; an id of a shipped exercise is
// refused, since the window sets the question up beside the shipped exercises by its id.
TEST(Lesson, QuestionGivenInFullHasAnIdOfItsOwn)
{
    const auto withQuestion = [](const std::string& id) {
        const std::string scene(kScene);
        return lessonWith(scene.substr(0, scene.size() - 1) +
                          R"(, "question": {"format": "cubelab-exercise",
            "version": 1, "id": ")" +
                          id + R"(", "kind": "predict-value",
            "title": {"en": "Predict s_0", "de": "s_0 vorhersagen"}, "task": {"en": "What?", "de": "Was?"},
            "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 3, "algorithm": "tree-reduce"},
            "parameters": {"step": 1, "node": 0}}})");
    };
    const Lesson lesson =
        lessonFromJson(parseJson(withQuestion("lesson-predict"), "l.json"), "l.json");
    ASSERT_TRUE(lesson.scenes[0].question.has_value());
    EXPECT_TRUE(lesson.scenes[0].asks());
    EXPECT_EQ(lesson.scenes[0].questionExercise(), "lesson-predict");
    EXPECT_EQ(lectureLesson().scenes.back().questionExercise(),
              lectureLesson().scenes.back().questionId);

    const std::string said = refusal(withQuestion("predict-reduce-root"));
    EXPECT_NE(said.find("/scenes/0/question/id: the question's id \"predict-reduce-root\" is a "
                        "shipped exercise's"),
              std::string::npos)
        << said;
}

TEST(Lesson, ASceneNamingAShippedScenarioReadsToTheMomentOfItsFileWrittenInFull)
{
    for (const auto& entry : std::filesystem::directory_iterator(CUBELAB_SCENARIO_DIR)) {
        const std::filesystem::path& file = entry.path();
        if (file.extension() != ".json")
            continue;
        // The file pasted into the scene, as a lecturer would, without its format and version.
        Json inline_ = parseJson(fileText(file), file.string());
        inline_.erase("format");
        inline_.erase("version");
        const std::string name = file.stem().string();
        const Lesson named = lessonFromJson(
            parseJson(lessonWith(sceneShowing("\"" + name + "\"")), "named.json"), "named.json");
        const Lesson full = lessonFromJson(
            parseJson(lessonWith(sceneShowing(inline_.dump())), "full.json"), "full.json");
        EXPECT_EQ(named.scenes.at(0).moment, full.scenes.at(0).moment) << name;
        EXPECT_EQ(named.scenes.at(0).moment.scenario, readScenarioFile(file.string())) << name;
        EXPECT_EQ(named.scenes.at(0).moment.step, 1) << name;
    }
}

TEST(Lesson, AnUnknownScenarioNameIsRefusedAtItsPlaceWithTheShippedNames)
{
    const std::string said =
        refusal(lessonWith(std::string(kScene) + ", " + sceneShowing(R"("lecture-reduction")")));
    EXPECT_EQ(said.rfind("lesson.json at /scenes/1/scenario: unknown scenario "
                         "\"lecture-reduction\": allowed are ",
                         0),
              0u)
        << said;
    const std::vector<std::string_view> names = builtinScenarioNames();
    ASSERT_FALSE(names.empty());
    for (std::string_view name : names)
        EXPECT_NE(said.find(std::string(name) + ", "), std::string::npos)
            << name << " in: " << said;
    EXPECT_NE(said.find("or a scenario given in full"), std::string::npos)
        << "the list is whole: " << said;
    // A name is the file's stem, exactly.
    EXPECT_NE(
        refusal(lessonWith(sceneShowing(R"("lecture-reduce.json")"))).find("unknown scenario"),
        std::string::npos);
    EXPECT_NE(refusal(lessonWith(sceneShowing(R"("Lecture-Reduce")"))).find("unknown scenario"),
              std::string::npos);
    // A long name is cut in the message, so the names allowed are still said.
    const std::string longName =
        refusal(lessonWith(sceneShowing("\"" + std::string(500, 'x') + "\"")));
    EXPECT_NE(longName.find("or a scenario given in full"), std::string::npos) << longName;
    // Neither a name nor a scenario.
    EXPECT_NE(refusal(lessonWith(sceneShowing("3")))
                  .find("/scenes/0/scenario: expected the scenario shown (the name of a shipped "
                        "scenario, or the "
                        "scenario in full: a JSON object), found the number 3"),
              std::string::npos);
    // The step is checked against the named scenario's run, as against one in full.
    const Lesson late = lessonFromJson(
        parseJson(lessonWith(R"({"title": {"en": "T", "de": "T"}, "text": {"en": "x", "de": "x"},
                                 "scenario": "lecture-reduce", "until": 4})"),
                  "l.json"),
        "l.json");
    ASSERT_EQ(lessonProblems(late).size(), 1u);
    EXPECT_EQ(lessonProblems(late)[0],
              "scene 1 (T): it goes to step 4, but its scenario has steps 0 to 3");
}

// One source for each fact: a shipped lesson that shows a shipped scenario names it, so that
// the scenario is written once, in resources/scenarios/.
TEST(Lesson, AShippedLessonNamesEveryShippedScenarioItShows)
{
    std::vector<std::pair<std::string_view, Scenario>> shipped;
    for (std::string_view name : builtinScenarioNames())
        shipped.emplace_back(name, normalized(*findBuiltinScenario(name)));
    int named = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(CUBELAB_SOURCE_DIR "/resources/lessons")) {
        const std::filesystem::path& file = entry.path();
        if (file.extension() != ".json")
            continue;
        const Json json = parseJson(fileText(file), file.string());
        const Lesson* lesson = findBuiltinLesson(json["id"].get<std::string>());
        ASSERT_NE(lesson, nullptr) << file;
        for (std::size_t k = 0; k < lesson->scenes.size(); ++k) {
            if (json["scenes"][k]["scenario"].is_string()) {
                ++named;
                continue;
            }
            const Scenario full = normalized(lesson->scenes[k].moment.scenario);
            for (const auto& [name, builtin] : shipped)
                EXPECT_NE(full, builtin) << file.filename() << " scene " << k + 1 << " writes out "
                                         << name << ": name it (\"scenario\": \"" << name << "\")";
        }
    }
    EXPECT_GT(named, 0);
}
