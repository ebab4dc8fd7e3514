#pragma once
// WebQuestions: a lesson's question as the web page asks it (docs/web-page.md, "Questions").
// The page carries the engine (cubelab.check), so a student answers freely, as in the window —
// an s_i in brackets, a link order, a range, a broadcast's steps, a node program — and the
// page checks the answer's JSON in the browser with the same checker. What the page needs of a
// question is written here: the exercise's id, its title and task in both languages, the parts
// the scene fixes (the step and node asked about, the broadcast's root) and the answer as the
// lesson's Next reveals it (revealAnswer with the scene's root and last step, as the window's
// clicker does), its sentences in both languages. A question given in full in a lesson (not a
// shipped exercise, which the page's engine alone knows) is shown with its revealed answer.

#include <QCoreApplication>
#include <QString>
#include <cubelab/exercise.h>
#include <cubelab/jsondocument.h>
#include <string>

namespace cubelab::gui {

struct WebScene;

class WebQuestions
{
    Q_DECLARE_TR_FUNCTIONS(WebQuestions)

public:
    // Empty when the question's scenario fits the run budget (the answer revealed is worked out
    // of a run); else why not, in the window's language.
    static QString overBudget(const Exercise& exercise);

    // The built-in exercise with the id; throws std::logic_error for an unknown one (a lesson
    // is checked to name built-in exercises only when it is read).
    static Exercise builtinExercise(const std::string& id);
    // The page's own words around the questions, in both languages: collect() takes them in the
    // language the window's texts speak now (the writer asks each language in turn).
    struct Words
    {
        LocalizedText askedValue;    // "What does node %1 hold after step %2?"
        LocalizedText programAnswer; // where a program exercise given in full is answered
        void collect(Language language);
    };

    // The question as the page asks it (docs/web-page.md): its form, exercise id, texts, the
    // parts the scene fixes and the revealed answer.
    static Json question(const Exercise& exercise, const WebScene& scene, const Words& words);
    // The shipped program exercises as every page offers them (docs/web-page.md, "Programs"):
    // each {exercise, title, task, template, scenario}.
    static Json programExercises();
    // The program template a program exercise starts from, as the page preloads it
    // ({"fileName", "source"}, read from the program's resources); null for other kinds.
    static Json programTemplate(const Exercise& exercise);
};

} // namespace cubelab::gui
