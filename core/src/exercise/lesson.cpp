#include "cubelab/lesson.h"

#include "base/embeddedfiles.h"
#include "base/jsonreader.h"
#include "cubelab/errors.h"
#include "cubelab/exerciseio.h"
#include "cubelab/scenarioprogram.h"
#include "exercise/lessonnumbers.h"
#include "exercise/localizedjson.h"
#include "io/momentjson.h"

#include <algorithm>
#include <optional>

namespace cubelab {

namespace {

using detail::JsonReader;
using detail::pointerChild;

static_assert(Lesson::kFormat == documentFormat(DocumentKind::Lesson));

LocalizedText localized(const JsonReader& r, const Json& j, const std::string& place,
                        std::string_view what)
{
    LocalizedText text = detail::readLocalizedText(r, j, place, what);
    for (auto [key, out] : {std::pair{"en", &text.en}, std::pair{"de", &text.de}})
        if (out->size() > Lesson::kMaxTextBytes)
            r.fail(pointerChild(place, key), "the text has " + std::to_string(out->size()) +
                                                 " bytes; a scene's text has at most " +
                                                 std::to_string(Lesson::kMaxTextBytes) +
                                                 ": a few sentences beside the picture");
    return text;
}

bool isId(const std::string& id)
{
    return id.size() <= 64 && detail::isLowerCaseId(id);
}

// The built-in exercises, loaded once (builtinExercises() makes a new set at every call).
const ExerciseSet& exercises()
{
    static const ExerciseSet set = builtinExercises();
    return set;
}

std::string builtinExerciseIds()
{
    std::string ids;
    for (const Exercise& e : exercises().exercises)
        ids += (ids.empty() ? "" : ", ") + e.id;
    return ids;
}

LessonScene readScene(const JsonReader& r, const Json& j, const std::string& place)
{
    LessonScene scene;
    scene.moment = detail::readMoment(r, j, place, detail::ScenarioByName::Allowed,
                                      {"title", "text", "until", "question", "answer"});
    scene.title = localized(r, r.required(j, place, "title", "the scene's title"),
                            pointerChild(place, "title"), "the scene's title");
    scene.text = localized(r, r.required(j, place, "text", "what the scene says"),
                           pointerChild(place, "text"), "the scene's text");
    scene.lastStep = scene.moment.step;
    if (const Json* until = JsonReader::optional(j, "until"))
        scene.lastStep = static_cast<int>(r.integer(*until, pointerChild(place, "until"),
                                                    "the last step the scene goes to",
                                                    scene.moment.step, kMaxLinkStep));
    if (const Json* question = JsonReader::optional(j, "question")) {
        const std::string at = pointerChild(place, "question");
        if (question->is_string()) {
            scene.questionId = question->get<std::string>();
            if (!exercises().find(scene.questionId))
                r.fail(at, "unknown exercise " + JsonReader::quoted(scene.questionId) +
                               ": allowed are " + builtinExerciseIds() +
                               ", or an exercise given in full");
        } else {
            r.object(*question, at, "a question: an exercise's id, or an exercise given in full");
            try {
                scene.question = exerciseFromJson(*question, r.file());
            } catch (const FileError& e) {
                throw FileError(r.file(), at + e.place(), e.reason());
            }
            // The window sets the question up beside the shipped exercises, by its id.
            if (exercises().find(scene.question->id))
                r.fail(pointerChild(at, "id"),
                       "the question's id \"" + scene.question->id +
                           "\" is a shipped exercise's: give it an id of its own, or "
                           "give the shipped exercise's id alone as the question");
        }
    }
    if (const Json* answer = JsonReader::optional(j, "answer")) {
        const std::string at = pointerChild(place, "answer");
        if (!scene.asks())
            r.fail(at, "a scene shows an answer only after its question: give the scene a "
                       "\"question\", or leave the answer out");
        r.object(*answer, at, "the moment shown once the question is answered");
        scene.answer = detail::readMoment(r, *answer, at, detail::ScenarioByName::Allowed);
    }
    return scene;
}

std::vector<Lesson> loadBuiltinLessons()
{
    std::vector<Lesson> lessons;
    for (const detail::EmbeddedFile& file : detail::embeddedLessonFiles()) {
        checkText(file.text, std::string(file.name));
        lessons.push_back(
            lessonFromJson(parseJson(file.text, std::string(file.name)), std::string(file.name)));
    }
    return lessons;
}

} // namespace

Lesson lessonFromJson(const Json& json, const std::string& fileName)
{
    const JsonReader r(fileName);
    r.object(json, "", "a lesson");
    r.checkFormat(json, "", DocumentKind::Lesson, Lesson::kFormatVersion);
    r.allowOnly(json, "", {"format", "version", "id", "title", "scenes"});
    Lesson lesson;
    lesson.id = r.string(r.required(json, "", "id", "the lesson's id, such as reduce-allreduce"),
                         "/id", "the lesson's id");
    if (!isId(lesson.id))
        r.fail("/id",
               "expected an id of lower-case letters, digits and \"-\" (up to 64), found \"" +
                   lesson.id + "\"");
    lesson.title = localized(r, r.required(json, "", "title", "the lesson's title"), "/title",
                             "the lesson's title");
    const Json& scenes =
        r.array(r.required(json, "", "scenes", "the scenes, in order"), "/scenes", "the scenes");
    if (scenes.empty() || scenes.size() > Lesson::kMaxScenes)
        r.fail("/scenes", "a lesson has 1 to " + std::to_string(Lesson::kMaxScenes) +
                              " scenes, found " + std::to_string(scenes.size()));
    for (std::size_t k = 0; k < scenes.size(); ++k)
        lesson.scenes.push_back(readScene(r, scenes[k], pointerChild("/scenes", k)));
    return lesson;
}

Json sceneToJson(const LessonScene& scene)
{
    Json j = Json::object();
    j["title"] = Json{{"en", scene.title.en}, {"de", scene.title.de}};
    j["text"] = Json{{"en", scene.text.en}, {"de", scene.text.de}};
    const Json moment = momentToJson(scene.moment);
    for (const auto& item : moment.items())
        j[item.key()] = item.value();
    if (scene.lastStep != scene.moment.step)
        j["until"] = scene.lastStep;
    if (!scene.questionId.empty())
        j["question"] = scene.questionId;
    if (scene.answer && scene.asks())
        j["answer"] = momentToJson(*scene.answer);
    return j;
}

Lesson readLessonFile(const std::string& path)
{
    return lessonFromJson(readJsonFile(path, DocumentKind::Lesson), path);
}

const std::vector<Lesson>& builtinLessons()
{
    static const std::vector<Lesson> lessons = loadBuiltinLessons();
    return lessons;
}

const Lesson* findBuiltinLesson(std::string_view id)
{
    for (const Lesson& lesson : builtinLessons())
        if (lesson.id == id)
            return &lesson;
    return nullptr;
}

namespace {

// Why the moment's scenario does not reach the step (nothing: it runs and has it).
std::optional<std::string> runProblem(const Moment& moment, int step, const std::string& whose)
{
    try {
        const auto steps =
            static_cast<int>(ScenarioProgram::run(normalized(moment.scenario)).stepCount());
        if (step > steps)
            return "it goes to step " + std::to_string(step) + ", but " + whose +
                   " has steps 0 to " + std::to_string(steps);
    } catch (const std::exception& e) {
        return whose + " does not run: " + e.what();
    }
    return std::nullopt;
}

} // namespace

std::vector<std::string> lessonProblems(const Lesson& lesson)
{
    std::vector<std::string> problems;
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
        const LessonScene& scene = lesson.scenes[k];
        const std::string where = "scene " + std::to_string(k + 1) + " (" + scene.title.en + "): ";
        if (auto problem = runProblem(scene.moment, scene.lastStep, "its scenario")) {
            problems.push_back(where + *problem);
            continue;
        }
        if (scene.answer)
            if (auto problem =
                    runProblem(*scene.answer, scene.answer->step, "its answer's scenario"))
                problems.push_back(where + *problem);
        const Exercise* question =
            scene.question ? &*scene.question : exercises().find(scene.questionId);
        for (const std::string& problem : detail::lessonNumberProblems(scene, question))
            problems.push_back(where + problem);
    }
    return problems;
}

} // namespace cubelab
