#include "cubelab/answercheck.h"

#include "cubelab/errors.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsontext.h"

#include <sstream>

namespace cubelab {

namespace {

const ExerciseSet& shippedExercises()
{
    static const ExerciseSet set = builtinExercises();
    return set;
}

std::string exerciseIds()
{
    std::string ids;
    for (const Exercise& e : shippedExercises().exercises)
        ids += (ids.empty() ? "" : ", ") + e.id;
    return ids;
}

} // namespace

const Exercise& builtinExercise(std::string_view id)
{
    if (const Exercise* exercise = shippedExercises().find(id))
        return *exercise;
    throw InputError("no exercise has the id '" + displayText(id, 200) + "': choose one of " +
                     exerciseIds());
}

std::string_view answerTypeOf(ExerciseKind kind)
{
    switch (kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return "order";
    case ExerciseKind::BroadcastPrediction:
        return "broadcast";
    case ExerciseKind::PredictValue:
    case ExerciseKind::PredictBlocks:
        return "value";
    case ExerciseKind::CubeWinsRange:
        return "range";
    case ExerciseKind::Program:
        return "program";
    }
    return "order";
}

std::string answerFormOf(const Exercise& exercise)
{
    const std::string n = std::to_string(exercise.scenario.dimension);
    switch (exercise.kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return R"({"type": "order", "order": [...]}: the links 1 to )" + n +
               ", each once, the first used first";
    case ExerciseKind::BroadcastPrediction:
        return R"({"type": "broadcast", "root": R, "steps": {"0": S, "1": S, ...}}: the root )"
               "and, for each node, the step (from 1) in which it receives the data, 0 for the "
               "root";
    case ExerciseKind::PredictValue:
        return R"({"type": "value", "step": S, "node": N, "text": "..."}: what node N holds )"
               "after step S (from 1), an expression such as (a_0+a_1) or a number";
    case ExerciseKind::PredictBlocks:
        return R"({"type": "value", "step": S, "node": 0, "text": "0: ...; 1: ...; ..."}: the )"
               "blocks each node holds after step S (from 1), \"-\" for none";
    case ExerciseKind::CubeWinsRange:
        return R"({"type": "range", "never": false, "low": L, "high": H}: the vector lengths )"
               "from L to H for which Cube_Do is faster (\"high\": null for no upper end), or "
               "\"never\": true when it never is (\"low\" and \"high\" given all the same)";
    case ExerciseKind::Program:
        return R"({"type": "program", "fileName": "mine.lua", "source": "..."}: a node )"
               "program in Lua";
    }
    return {};
}

ExerciseAnswer answerFromText(const Exercise& exercise, std::string_view text,
                              const std::string& name)
{
    if (text.size() > kMaxAnswerTextBytes)
        throw InputError(name + ": the answer has " + std::to_string(text.size()) +
                         " bytes; an answer has at most " + std::to_string(kMaxAnswerTextBytes) +
                         " (1 MiB)");
    ExerciseAnswer answer;
    try {
        checkText(text, name);
        answer = answerFromJson(parseJson(text, name), name, "");
    } catch (const FileError& e) {
        throw InputError(std::string(e.what()) + "; exercise " + exercise.id + " takes " +
                         answerFormOf(exercise));
    }
    const std::string type = answerToJson(answer).at("type").get<std::string>();
    if (type != answerTypeOf(exercise.kind))
        throw InputError(name + ": the type \"" + type + "\" is not what exercise " + exercise.id +
                         " (" + std::string(exerciseKindName(exercise.kind)) +
                         ") takes: it takes " + answerFormOf(exercise));
    return answer;
}

CheckResult checkAnswer(const Exercise& exercise, const ExerciseAnswer& answer,
                        const std::string& name)
{
    try {
        return ExerciseChecker::check(exercise, answer);
    } catch (const InputError& e) {
        throw InputError(name + ": " + e.what());
    }
}

std::string_view verdictText(bool correct, Language language)
{
    if (language == Language::German)
        return correct ? "Richtig." : "Noch nicht richtig.";
    return correct ? "Right." : "Not right yet.";
}

Json checkResultJson(const Exercise& exercise, const CheckResult& result, Language language)
{
    Json feedback = Json::array();
    for (const FeedbackMessage& message : result.feedback)
        feedback.push_back(Json{{"id", message.id}, {"text", exercise.render(message, language)}});
    return Json{{"exercise", exercise.id},
                {"kind", std::string(exerciseKindName(exercise.kind))},
                {"language", std::string(languageCode(language))},
                {"title", exercise.title.in(language)},
                {"correct", result.correct},
                {"saysRight", result.saysRight()},
                {"verdict", std::string(verdictText(result.correct, language))},
                {"feedback", feedback},
                {"links", result.links},
                {"nodes", result.nodes}};
}

std::string checkResultText(const Exercise& exercise, const CheckResult& result, Language language)
{
    std::ostringstream out;
    writeJsonText(out, checkResultJson(exercise, result, language));
    out << '\n';
    return out.str();
}

CheckedAnswer checkAnswerText(std::string_view exerciseId, std::string_view answerJson,
                              const std::string& name)
{
    const Exercise& exercise = builtinExercise(exerciseId);
    const ExerciseAnswer answer = answerFromText(exercise, answerJson, name);
    return CheckedAnswer{&exercise, checkAnswer(exercise, answer, name)};
}

std::string checkAnswerJson(std::string_view exerciseId, std::string_view answerJson,
                            Language language, const std::string& name)
{
    const CheckedAnswer checked = checkAnswerText(exerciseId, answerJson, name);
    return checkResultText(*checked.exercise, checked.result, language);
}

} // namespace cubelab
