// The engine's C API for the web page: what `cubelab` (web/page/engine.js) calls. Each call
// answers 0 when it did what was asked, 1 when the input was refused; cubelab_result() then
// holds the answer's text or the refusal's message (UTF-8), valid until the next call.
// docs/web-page.md, "The engine in the page".

#include "cubelab/answercheck.h"
#include "cubelab/catalog.h"
#include "cubelab/errors.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/feedback.h"
#include "cubelab/jsontext.h"
#include "cubelab/moment.h"
#include "cubelab/pricedrun.h"
#include "cubelab/revealedanswer.h"
#include "cubelab/runview.h"

#include <emscripten/emscripten.h>
#include <exception>
#include <map>
#include <new>
#include <optional>
#include <sstream>
#include <string>

namespace {

std::string& lastResult()
{
    static std::string text;
    return text;
}

// The page's current run (the last one cubelab_run ran), with its derived facts.
std::optional<cubelab::RunView>& currentRun()
{
    static std::optional<cubelab::RunView> run;
    return run;
}

const cubelab::RunView& runShown()
{
    if (!currentRun())
        throw cubelab::InputError("there is no run yet: run a scenario first");
    return *currentRun();
}

// The words of a step's view by language; English is the core's own.
std::map<cubelab::Language, cubelab::ViewWords>& wordsByLanguage()
{
    static std::map<cubelab::Language, cubelab::ViewWords> words{
        {cubelab::Language::English, cubelab::ViewWords{}}};
    return words;
}

std::string jsonText(const cubelab::Json& json)
{
    std::ostringstream out;
    cubelab::writeJsonText(out, json);
    return std::move(out).str();
}

template <typename Work> int answer(Work&& work)
{
    try {
        lastResult() = work();
        return 0;
    } catch (const std::bad_alloc&) {
        lastResult() = "the run needs more memory than the page may take (1 GiB)";
    } catch (const std::exception& e) {
        lastResult() = e.what();
    }
    return 1;
}

} // namespace

extern "C" {

// The trace of the scenario file's text, as `cubelab-cli run --scenario FILE --format json`
// writes it.
EMSCRIPTEN_KEEPALIVE int cubelab_run(const char* scenarioJson)
{
    return answer([&] {
        cubelab::PricedRun run =
            cubelab::runPriced(cubelab::scenarioFromText(scenarioJson, "scenario"), true);
        std::ostringstream out;
        cubelab::writePricedTrace(out, run);
        currentRun().emplace(std::move(run));
        return std::move(out).str();
    });
}

// The verdict on an answer (its JSON as a progress file keeps it) to a shipped exercise, in the
// language "en" or "de", as `cubelab-cli check --exercise ID --answer JSON --format json`
// writes it.
EMSCRIPTEN_KEEPALIVE int cubelab_check(const char* exerciseId, const char* answerJson,
                                       const char* language)
{
    return answer([&] {
        return cubelab::checkAnswerJson(exerciseId, answerJson, cubelab::parseLanguage(language));
    });
}

// A shipped exercise's question revealed, as the lesson's Next reveals it in the window:
// {"exercise": id, "answer": its JSON (checked right), "said": the answer and why, sentence by
// sentence, in the language}. A program exercise is refused: a program is written, not revealed.
EMSCRIPTEN_KEEPALIVE int cubelab_reveal(const char* exerciseId, const char* language)
{
    return answer([&] {
        const cubelab::Exercise& exercise = cubelab::builtinExercise(exerciseId);
        const cubelab::Language in = cubelab::parseLanguage(language);
        const std::optional<cubelab::RevealedAnswer> revealed =
            cubelab::revealAnswer(exercise, cubelab::AnswerChoice{});
        if (!revealed)
            throw cubelab::InputError("the exercise " + exercise.id +
                                      " asks for a program, which is written, not revealed");
        cubelab::Json said = cubelab::Json::array();
        for (const cubelab::FeedbackMessage& message : revealed->feedback)
            said.push_back(exercise.render(message, in));
        return jsonText(cubelab::Json{{"exercise", exercise.id},
                                      {"answer", cubelab::answerToJson(revealed->answer)},
                                      {"said", said}});
    });
}

// What runs: {"collectives", "operators", "valueModes"} as `cubelab-cli list --format json`
// writes them, and "machines": the presets' [{"id", "name"}].
EMSCRIPTEN_KEEPALIVE int cubelab_catalog()
{
    return answer([] {
        cubelab::Json catalog = cubelab::catalogJson();
        catalog["machines"] = cubelab::machineCatalogJson();
        return jsonText(catalog);
    });
}

// The current run's layout, mode "cube", "tree" or "weight" (RunView::layout).
EMSCRIPTEN_KEEPALIVE int cubelab_layout(const char* mode)
{
    return answer([&] { return runShown().layout(cubelab::layoutModeNamed(mode)).dump(); });
}

// Step k of the current run in the language's words (RunView::step).
EMSCRIPTEN_KEEPALIVE int cubelab_view(const char* language, int step)
{
    return answer([&] {
        const cubelab::RunView& run = runShown();
        const cubelab::Language in = cubelab::parseLanguage(language);
        const auto words = wordsByLanguage().find(in);
        if (words == wordsByLanguage().end())
            throw cubelab::InputError(std::string("there are no words for the language ") +
                                      language + " yet: set them first");
        if (step < 0)
            throw cubelab::InputError("step " + std::to_string(step) +
                                      " is outside the run: it has steps 0 to " +
                                      std::to_string(run.trace().stepCount()));
        return run.step(static_cast<std::size_t>(step), words->second);
    });
}

// The words of a step's view in the language (cubelab::viewWordsFromJson); answers "".
EMSCRIPTEN_KEEPALIVE int cubelab_set_words(const char* language, const char* wordsJson)
{
    return answer([&] {
        const cubelab::Language in = cubelab::parseLanguage(language);
        wordsByLanguage()[in] = cubelab::viewWordsFromJson(wordsJson);
        return std::string();
    });
}

// The moment a `cubelab:` link holds, as JSON: {"scenario", "step", …} (cubelab/moment.h).
EMSCRIPTEN_KEEPALIVE int cubelab_moment(const char* link)
{
    return answer([&] { return jsonText(cubelab::momentToJson(cubelab::momentFromLink(link))); });
}

// The `cubelab:` link of the scenario file's text at step k, as `cubelab-cli link --scenario
// FILE --step K` writes it.
EMSCRIPTEN_KEEPALIVE int cubelab_link_of(const char* scenarioJson, int step)
{
    return answer([&] {
        return cubelab::momentLinkAt(cubelab::scenarioFromText(scenarioJson, "scenario"), step);
    });
}

EMSCRIPTEN_KEEPALIVE const char* cubelab_result()
{
    return lastResult().c_str();
}

} // extern "C"
