#include "export/webquestions.h"

#include "common/notation.h"
#include "document/session.h"
#include "export/webpagewriter.h"
#include "lesson/lessonpane.h"
#include "program/programtemplates.h"

#include <QFileInfo>
#include <algorithm>
#include <cubelab/answercheck.h>
#include <cubelab/collective.h>
#include <cubelab/exerciseanswer.h>
#include <cubelab/exerciseio.h>
#include <cubelab/hypercube.h>
#include <cubelab/jsonio.h>
#include <cubelab/revealedanswer.h>
#include <optional>
#include <stdexcept>

namespace cubelab::gui {

namespace {

std::string html(const std::string& text)
{
    return LessonPane::richText(QString::fromStdString(text)).toStdString();
}

Json localizedHtml(const LocalizedText& text)
{
    return Json{{"en", html(text.en)}, {"de", html(text.de)}};
}

// A title as plain text, with the lecture's subscripts (s_0 → s₀).
Json localizedTitle(const LocalizedText& text)
{
    const auto title = [](const std::string& t) {
        return Notation::subscripts(QString::fromStdString(t)).toStdString();
    };
    return Json{{"en", title(text.en)}, {"de", title(text.de)}};
}

bool isBuiltin(const Exercise& exercise)
{
    try {
        cubelab::builtinExercise(exercise.id);
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

// What the exercise leaves open, from the scene, as the lesson's clicker chooses it: the
// scenario's root and the scene's last step (LessonPlayer::workOutAnswer).
AnswerChoice sceneChoice(const WebScene& scene)
{
    AnswerChoice choice;
    choice.root =
        static_cast<NodeId>(std::max<std::int64_t>(0, scene.trace->scenario().root.value_or(0)));
    choice.step = static_cast<std::size_t>(std::max(1, scene.last));
    return choice;
}

// The answer as Next reveals it: its JSON (checked right) and the sentences the window says,
// plain text, in both languages.
std::optional<RevealedAnswer> revealed(const Exercise& exercise, const WebScene& scene)
{
    return revealAnswer(exercise, sceneChoice(scene));
}

Json revealJson(const Exercise& exercise, const RevealedAnswer& answer)
{
    Json said{{"en", Json::array()}, {"de", Json::array()}};
    for (const FeedbackMessage& message : answer.feedback) {
        said["en"].push_back(exercise.render(message, Language::English));
        said["de"].push_back(exercise.render(message, Language::German));
    }
    return Json{{"answer", answerToJson(answer.answer)}, {"said", said}};
}

const char* formOf(ExerciseKind kind)
{
    switch (kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return "order";
    case ExerciseKind::PredictValue:
    case ExerciseKind::PredictBlocks:
        return "value";
    case ExerciseKind::CubeWinsRange:
        return "range";
    case ExerciseKind::BroadcastPrediction:
        return "broadcast";
    case ExerciseKind::Program:
        return "program";
    }
    throw std::logic_error("an exercise kind the web page does not know");
}

// predict-value where the student would pick the node and step: the page asks the scene's
// (the revealed answer's), and says so under the task.
void askedValue(Json& q, const Exercise& exercise, const ValueAnswer& value,
                const LocalizedText& asked)
{
    if (exercise.kind != ExerciseKind::PredictValue ||
        (exercise.parameters.step && exercise.parameters.node))
        return;
    const Hypercube cube(exercise.scenario.dimension);
    const auto fill = [&](const std::string& t) {
        return html(QString::fromStdString(t)
                        .arg(QString::fromStdString(cube.address(value.node)))
                        .arg(value.step)
                        .toStdString());
    };
    for (const char* language : {"en", "de"})
        q["task"][language] = q["task"][language].get<std::string>() + "<br><strong>" +
                              fill(std::string(language) == "en" ? asked.en : asked.de) +
                              "</strong>";
}

// The parts of the answer the page does not ask for: the step and node of a value, the cube's
// links, lengths, roots and nodes the fields offer.
void fixedParts(Json& q, const Exercise& exercise, const WebScene& scene,
                const std::optional<RevealedAnswer>& answer)
{
    const Hypercube cube(exercise.scenario.dimension);
    q["links"] = cube.dimension();
    if (const auto* value = answer ? std::get_if<ValueAnswer>(&answer->answer) : nullptr) {
        q["step"] = value->step;
        q["node"] = value->node;
    }
    if (exercise.kind == ExerciseKind::CubeWinsRange) {
        std::vector<std::uint64_t> lengths;
        for (std::uint64_t m = 1; m <= exercise.parameters.maxElements; m *= 2)
            lengths.push_back(m);
        q["lengths"] = lengths;
    }
    if (exercise.kind == ExerciseKind::BroadcastPrediction) {
        std::vector<NodeId> nodes = exercise.parameters.nodes;
        if (nodes.empty())
            for (NodeId n = 0; n < cube.nodeCount(); ++n)
                nodes.push_back(n);
        Json addresses = Json::array();
        for (NodeId n = 0; n < cube.nodeCount(); ++n)
            addresses.push_back(cube.address(n));
        q["fixedRoot"] = exercise.parameters.root.has_value();
        q["root"] = exercise.parameters.root.value_or(sceneChoice(scene).root);
        q["nodes"] = nodes;
        q["addresses"] = addresses;
    }
}

} // namespace

QString WebQuestions::overBudget(const Exercise& exercise)
{
    if (exercise.kind == ExerciseKind::Program)
        return {};
    try {
        Session::checkRunFits(exercise.scenario); // the revealed answer runs it
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

Exercise WebQuestions::builtinExercise(const std::string& id)
{
    const ExerciseSet set = builtinExercises();
    const Exercise* exercise = set.find(id);
    if (exercise == nullptr)
        throw std::logic_error("no built-in exercise has the id " + id);
    return *exercise;
}

void WebQuestions::Words::collect(Language language)
{
    const auto set = [language](LocalizedText& text, const QString& words) {
        (language == Language::German ? text.de : text.en) = words.toStdString();
    };
    set(askedValue, tr("What does node %1 hold after step %2?"));
    set(programAnswer,
        tr("A node program is written, run and checked in CubeLab itself, in its Exercises panel: "
           "this page cannot run one."));
}

Json WebQuestions::programTemplate(const Exercise& exercise)
{
    if (exercise.kind != ExerciseKind::Program)
        return nullptr;
    std::string collective;
    try {
        collective = findCollective(exercise.scenario.algorithm).id;
    } catch (const std::exception&) {
        // An exercise of a collective this build lacks starts from the skeleton.
    }
    // The page speaks both languages; the lecture's programs are the same in both, the skeleton
    // is written in English.
    const QString resource = ProgramTemplates::forCollective(collective, QLocale(QLocale::English));
    return Json{{"fileName", QFileInfo(resource).fileName().toStdString()},
                {"source", ProgramTemplates::text(resource).toStdString()}};
}

Json WebQuestions::programExercises()
{
    Json exercises = Json::array();
    for (const Exercise& exercise : builtinExercises().exercises)
        if (exercise.kind == ExerciseKind::Program)
            exercises.push_back(Json{{"exercise", exercise.id},
                                     {"title", localizedTitle(exercise.title)},
                                     {"task", localizedHtml(exercise.task)},
                                     {"template", programTemplate(exercise)},
                                     {"scenario", scenarioToJson(exercise.scenario)}});
    return exercises;
}

Json WebQuestions::question(const Exercise& exercise, const WebScene& scene, const Words& words)
{
    const bool program = exercise.kind == ExerciseKind::Program;
    const std::optional<RevealedAnswer> answer = program ? std::nullopt : revealed(exercise, scene);
    // Only a shipped exercise can be checked in the page: the engine knows those by their id.
    const bool checked = isBuiltin(exercise);
    Json q{{"form", checked ? formOf(exercise.kind) : "reveal"},
           {"exercise", exercise.id},
           {"title", localizedTitle(exercise.title)},
           {"task", localizedHtml(exercise.task)},
           {"reveal", answer ? revealJson(exercise, *answer) : Json()}};
    if (answer)
        if (const auto* value = std::get_if<ValueAnswer>(&answer->answer))
            askedValue(q, exercise, *value, words.askedValue);
    if (checked)
        fixedParts(q, exercise, scene, answer);
    if (checked && program) {
        q["template"] = programTemplate(exercise);
        q["scenario"] = scenarioToJson(exercise.scenario); // what Run runs the program on
    }
    if (!checked && program)
        q["reveal"] = Json{{"answer", nullptr},
                           {"said",
                            {{"en", Json::array({words.programAnswer.en})},
                             {"de", Json::array({words.programAnswer.de})}}}};
    return q;
}

} // namespace cubelab::gui
