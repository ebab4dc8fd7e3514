#include "exercise/lessonnumbers.h"

#include "cubelab/scenario.h"

#include <regex>

namespace cubelab::detail {

namespace {

// "a 3-cube", "8 processors": what a text says of the scenario it stands beside.
struct Stated
{
    const std::regex pattern;
    const char* what; // the problem's noun: "processors", "elements", "link"
};

const Stated& processors()
{
    static const Stated stated{
        std::regex(R"((\d+)\s+(processors|processes|Prozessoren|Prozesse)\b)"), "processors"};
    return stated;
}

const Stated& elements()
{
    static const Stated stated{std::regex(R"((\d+)\s+(elements|Elementen|Elemente)\b)"),
                               "elements"};
    return stated;
}

// "link 3", "links 7–8", "Links 5-6": each number a link of the cube.
const std::regex& links()
{
    static const std::regex pattern(R"(\b[Ll]inks?\s+(\d+)(?:\s*(?:–|-)\s*(\d+))?)");
    return pattern;
}

void checkCount(const Stated& stated, const std::string& text, long long want,
                const std::string& where, std::vector<std::string>& problems)
{
    for (auto it = std::sregex_iterator(text.begin(), text.end(), stated.pattern);
         it != std::sregex_iterator(); ++it) {
        const std::string said = (*it)[1].str();
        if (said.size() > 18 || std::stoll(said) != want)
            problems.push_back(where + " says \"" + it->str() + "\", but the scene shows " +
                               std::to_string(want) + " " + stated.what);
    }
}

void checkLinks(const std::string& text, int dimension, const std::string& where,
                std::vector<std::string>& problems)
{
    for (auto it = std::sregex_iterator(text.begin(), text.end(), links());
         it != std::sregex_iterator(); ++it)
        for (const int group : {1, 2}) {
            const std::string said = (*it)[group].str();
            if (!said.empty() && (said.size() > 9 || std::stoi(said) > dimension))
                problems.push_back(where + " says \"" + it->str() + "\", but the scene's " +
                                   std::to_string(dimension) + "-cube has the links 1 to " +
                                   std::to_string(dimension));
        }
}

void checkText(const LocalizedText& text, const Scenario& shown, const std::string& what,
               std::vector<std::string>& problems)
{
    for (const auto& [language, words] : {std::pair{"en", &text.en}, std::pair{"de", &text.de}}) {
        const std::string where = what + " (" + language + ")";
        checkCount(processors(), *words, 1LL << shown.dimension, where, problems);
        checkCount(elements(), *words, shown.elements, where, problems);
        checkLinks(*words, shown.dimension, where, problems);
    }
}

void checkQuestion(const Scenario& shown, const Exercise& question,
                   std::vector<std::string>& problems)
{
    const Scenario asked = normalized(question.scenario);
    const std::string which = "its question '" + question.id + "'";
    if (asked.dimension != shown.dimension)
        problems.push_back(which + " is asked on a " + std::to_string(asked.dimension) +
                           "-cube, but the scene shows a " + std::to_string(shown.dimension) +
                           "-cube");
    // A range question asks about every length; the scene shows one of them.
    if (question.kind != ExerciseKind::CubeWinsRange && asked.elements != shown.elements)
        problems.push_back(which + " is asked for " + std::to_string(asked.elements) +
                           " elements, but the scene shows " + std::to_string(shown.elements));
    if (!question.parameters.machine.empty() && question.parameters.machine != shown.machine)
        problems.push_back(which + " is asked on the machine '" + question.parameters.machine +
                           "', but the scene shows '" +
                           (shown.machine.empty() ? std::string("none") : shown.machine) + "'");
}

} // namespace

std::vector<std::string> lessonNumberProblems(const LessonScene& scene, const Exercise* question)
{
    std::vector<std::string> problems;
    const Scenario shown = normalized(scene.moment.scenario);
    checkText(scene.text, shown, "its text", problems);
    if (question) {
        checkText(question->task, shown, "its question's task", problems);
        checkQuestion(shown, *question, problems);
    }
    return problems;
}

} // namespace cubelab::detail
