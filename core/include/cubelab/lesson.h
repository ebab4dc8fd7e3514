#pragma once
// A lesson: the lecture as a path of scenes (docs/lessons.md). Each scene has a title and a
// short text in English and German, the moment it shows (cubelab/moment.h; its scenario in
// full or by the name of a shipped one, cubelab/builtinscenarios.h) and the steps it goes
// through, and may ask a question — an exercise CubeLab already checks, by its id or given in
// full. Lesson files ("format": "cubelab-lesson", version 1) are read with the same
// hardening as every file: whole, or refused with the place and the reason. The lessons in
// resources/lessons/ are compiled in.

#include "cubelab/exercise.h"
#include "cubelab/feedback.h"
#include "cubelab/jsondocument.h"
#include "cubelab/moment.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

struct LessonScene
{
    LocalizedText title;
    LocalizedText text;     // a few sentences; a_0, s_i and **bold** are marked up as written
    Moment moment;          // what the scene shows first; its step is where the scene starts
    int lastStep = 0;       // the scene steps on to here ("until"; at least moment.step)
    std::string questionId; // an exercise of builtinExercises(), or empty
    std::optional<Exercise> question; // an exercise given in full in the scene
    // What the scene shows once its question is answered right or its answer revealed, in
    // place of playing the step after the question ("answer"): for a question whose answer is
    // a picture of its own (the best link order, a changed tree), so that the scene shows the
    // question's starting point while it is open and gives nothing away.
    std::optional<Moment> answer;

    bool asks() const { return !questionId.empty() || question.has_value(); }
    // The id of the exercise the question is (empty when the scene asks none).
    const std::string& questionExercise() const { return question ? question->id : questionId; }
};

struct Lesson
{
    static constexpr std::string_view kFormat = "cubelab-lesson";
    static constexpr int kFormatVersion = 1;
    // A lesson is something to read through: a few dozen scenes, not thousands.
    static constexpr std::size_t kMaxScenes = 100;
    static constexpr std::size_t kMaxTextBytes = 4000;

    std::string id; // lower-case letters, digits and "-"
    LocalizedText title;
    std::vector<LessonScene> scenes;
};

// Checks the format, every field and every scene's moment (as a link's, except that its
// scenario may name a built-in one); a question's id must name a built-in exercise, and a
// question given in full must have an id of its own (not a built-in exercise's). Throws
// FileError.
Lesson lessonFromJson(const Json& json, const std::string& fileName);
Lesson readLessonFile(const std::string& path);
// A scene as a lesson file writes it, its scenario in full (a question given in full is left
// out): what the window copies for a lecturer to paste into a lesson (Edit ▸ Copy this moment
// as a lesson scene).
Json sceneToJson(const LessonScene& scene);

// The lessons in resources/lessons/, in file-name order.
const std::vector<Lesson>& builtinLessons();
// nullptr when no built-in lesson has the id.
const Lesson* findBuiltinLesson(std::string_view id);

// What a lesson's reader cannot see without running it: every scene's scenario runs and has
// the steps the scene goes through; the numbers its text and its question's task state (the
// processors, the elements, the links) are those of the cube it shows; its question is asked
// on the cube, the vector length and the machine the scene shows. Each problem as "scene K
// (title): what is wrong"; none for a sound lesson. (The names of layouts, panels and
// comparisons the window checks.)
std::vector<std::string> lessonProblems(const Lesson& lesson);

} // namespace cubelab
