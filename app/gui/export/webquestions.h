#pragma once
// WebQuestions: a lesson's question as the web page asks it, offline. The page runs no engine,
// so every answer a student can choose is checked here, by ExerciseChecker, when the page is
// written, and the page shows the checker's verdict and feedback in English and German
// (Exercise::render) for the answer chosen:
// - link-order-load and best-order: a choice of link orders — every order up to n = 4, else
//   the exercise's own, its reverse, the ascending and the descending order, the two halves of
//   the links swapped (and reversed) and a fastest one;
// - predict-value: a choice of values — the node's s_i after the step and what it or the other
//   nodes hold after the steps around it;
// - cube-wins-range: "never" or a range from/to over the powers of two the exercise compares;
// - broadcast-prediction: a root, and for each node the step it receives in (each prediction
//   checked alone, and the whole right answer per root);
// - predict-blocks and program (a free text, a program): the answer shown on request — the
//   blocks the engine's trace holds (checked right before it is written down), or where the
//   program is written.
// The forms are docs/web-page.md's.

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <cubelab/exercise.h>
#include <cubelab/jsondocument.h>
#include <string>

namespace cubelab::gui {

struct WebScene;

class WebQuestions
{
    Q_DECLARE_TR_FUNCTIONS(WebQuestions)

public:
    // Up to this dimension a link-order question offers all n! orders.
    static constexpr int kMaxAllOrdersDimension = 4;
    // A value question offers at most this many values.
    static constexpr std::size_t kMaxValueOptions = 6;

    // The work the page may spend on a question, counted before it starts: every answer the page
    // offers is checked (ExerciseChecker), and a check runs the exercise's scenario, so the work
    // is the checks × the run's size (its nodes and messages, Emulator::runSize). A broadcast
    // prediction on 128 nodes from any root made 131,200 checks (34 s), on 1,024 nodes about
    // 11.5 million (six hours); on 32 nodes it is 6,176 checks, 1,185,792 of this work.
    static constexpr std::uint64_t kMaxCheckWork = std::uint64_t{1} << 22;
    // How many answers the page checks for the exercise's question.
    static std::uint64_t answerChecks(const Exercise& exercise);
    // Empty when the question's checks fit kMaxCheckWork; else why not, in the window's language.
    static QString overBudget(const Exercise& exercise);

    // The built-in exercise with the id; throws std::logic_error for an unknown one (a lesson
    // is checked to name built-in exercises only when it is read).
    static Exercise builtinExercise(const std::string& id);
    // The page's own words around the questions, in both languages: collect() takes them in the
    // language the window's texts speak now (the writer asks each language in turn).
    struct Words
    {
        LocalizedText askedValue;    // "What does node %1 hold after step %2?"
        LocalizedText programAnswer; // where a program exercise is answered
        void collect(Language language);
    };

    // The question's form with every answer's result (docs/web-page.md). Texts in both
    // languages: the checker's feedback is rendered from its templates, not from tr().
    static Json question(const Exercise& exercise, const WebScene& scene, const Words& words);
};

} // namespace cubelab::gui
