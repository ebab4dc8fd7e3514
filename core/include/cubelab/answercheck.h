#pragma once
// An answer checked from its JSON text: `cubelab-cli check --answer JSON --format json` and the
// web page's cubelab.check(exerciseId, answerJson) give the same text, made here
// (checkAnswerJson). The answer's JSON is the one an answer has everywhere (answerToJson, a
// progress file's "answer"); the verdict and the feedback are the Exercises panel's: the
// same checker (ExerciseChecker), the same templates (Exercise::render). The form of the
// verdict's JSON is in docs/cli.md ("cubelab-cli check: an answer to any exercise"). Reads no file:
// the exercises are the built-in ones, compiled in.

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/feedback.h"
#include "cubelab/jsondocument.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace cubelab {

// The longest answer text taken, in bytes: four times the longest program
// (LuaProgram::kMaxSourceBytes), with room for the escapes JSON writes into its source.
inline constexpr std::size_t kMaxAnswerTextBytes = std::size_t{1} << 20;

// The built-in exercise with the id (loaded once, kept); InputError naming every id otherwise.
const Exercise& builtinExercise(std::string_view id);

// What an exercise of the kind takes, for messages and help: its answer's "type" and its form,
// `{"type": "order", "order": [...]}: the links 1 to n, each once, the first used first`.
std::string_view answerTypeOf(ExerciseKind kind);
std::string answerFormOf(const Exercise& exercise);

// The answer read from its JSON text for the exercise. InputError, saying what is wrong and
// what is allowed, for a text longer than kMaxAnswerTextBytes, not UTF-8 or not JSON (the line
// and column), not an answer (the JSON pointer of the field and the reason: a value's text
// longer than ValueAnswer::kMaxTextLength, a program longer than LuaProgram::kMaxSourceBytes)
// or an answer of another type than the exercise takes. `name` names the text in messages ("the
// answer", a file's path).
ExerciseAnswer answerFromText(const Exercise& exercise, std::string_view text,
                              const std::string& name = "the answer");

// ExerciseChecker::check; an answer the checker refuses to judge (a step the run lacks, a node
// not in the cube) is an InputError that starts with `name`.
CheckResult checkAnswer(const Exercise& exercise, const ExerciseAnswer& answer,
                        const std::string& name = "the answer");

// "Right." or "Not right yet.", "Richtig." or "Noch nicht richtig.": the word that heads the
// feedback (unless CheckResult::saysRight, when the first message says it).
std::string_view verdictText(bool correct, Language language);

// The check as JSON: exercise, kind, language, title, correct, saysRight, verdict, feedback
// ({id, text} each, rendered in the language), links, nodes (docs/cli.md).
Json checkResultJson(const Exercise& exercise, const CheckResult& result, Language language);
// checkResultJson as CubeLab writes JSON (writeJsonText), ending in a newline.
std::string checkResultText(const Exercise& exercise, const CheckResult& result, Language language);

// An answer's text checked against a built-in exercise: the exercise by id (builtinExercise),
// the answer read from its text (answerFromText) and checked (checkAnswer). Throws InputError
// for an unknown id or a bad answer (as above).
struct CheckedAnswer
{
    const Exercise* exercise = nullptr; // a built-in one, kept for the program's life
    CheckResult result;
};
CheckedAnswer checkAnswerText(std::string_view exerciseId, std::string_view answerJson,
                              const std::string& name = "the answer");

// The one function of `cubelab-cli check --answer … --format json` and cubelab.check:
// checkAnswerText, then the verdict's JSON text (checkResultText).
std::string checkAnswerJson(std::string_view exerciseId, std::string_view answerJson,
                            Language language, const std::string& name = "the answer");

} // namespace cubelab
