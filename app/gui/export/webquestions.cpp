#include "export/webquestions.h"

#include "common/notation.h"
#include "cube/nodevaluetext.h"
#include "document/session.h"
#include "export/webpagewriter.h"
#include "lesson/lessonpane.h"

#include <algorithm>
#include <cubelab/emulator.h>
#include <cubelab/exercisechecker.h>
#include <cubelab/exerciseio.h>
#include <cubelab/hypercube.h>
#include <memory>
#include <numeric>
#include <set>
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

// The checker's verdict and its feedback, each message a line of safe HTML. saysRight: the
// first message says the answer is right itself ("Right: …"), so the page heads the feedback
// with it rather than with its own "Right" (the Exercises panel's rule).
Json result(const Exercise& exercise, const ExerciseAnswer& answer)
{
    const CheckResult checked = ExerciseChecker::check(exercise, answer);
    Json feedback{{"en", Json::array()}, {"de", Json::array()}};
    for (const FeedbackMessage& message : checked.feedback) {
        feedback["en"].push_back(html(exercise.render(message, Language::English)));
        feedback["de"].push_back(html(exercise.render(message, Language::German)));
    }
    return Json{
        {"correct", checked.correct}, {"saysRight", checked.saysRight()}, {"feedback", feedback}};
}

Json form(const char* name, const Exercise& exercise)
{
    return Json{{"form", name},
                {"title", localizedTitle(exercise.title)},
                {"task", localizedHtml(exercise.task)}};
}

std::string orderText(const std::vector<int>& order)
{
    std::string text;
    for (int link : order)
        text += (text.empty() ? "" : ", ") + std::to_string(link);
    return text;
}

std::vector<std::vector<int>> candidateOrders(const Exercise& exercise)
{
    const int n = exercise.scenario.dimension;
    std::vector<int> ascending(static_cast<std::size_t>(n));
    std::iota(ascending.begin(), ascending.end(), 1);
    std::vector<std::vector<int>> orders;
    if (n <= WebQuestions::kMaxAllOrdersDimension) {
        std::vector<int> order = ascending;
        do
            orders.push_back(order);
        while (std::next_permutation(order.begin(), order.end()));
        return orders;
    }
    std::vector<int> descending(ascending.rbegin(), ascending.rend());
    std::vector<int> own =
        exercise.scenario.linkOrder.empty() ? descending : exercise.scenario.linkOrder;
    std::vector<int> reversed(own.rbegin(), own.rend());
    const std::vector<int> best = exercise.kind == ExerciseKind::BestOrder
                                      ? ExerciseChecker::fastestOrder(exercise).order
                                      : ExerciseChecker::bestLinkOrder(exercise);
    // The low half of the links last, and that reversed: the high links in the middle steps.
    std::vector<int> halves = ascending;
    std::rotate(halves.begin(), halves.begin() + n / 2, halves.end());
    std::vector<int> halvesReversed(halves.rbegin(), halves.rend());
    for (const auto& order : {own, reversed, ascending, descending, halves, halvesReversed, best})
        if (std::find(orders.begin(), orders.end(), order) == orders.end())
            orders.push_back(order);
    std::sort(orders.begin(), orders.end());
    return orders;
}

Json orderQuestion(const Exercise& exercise)
{
    Json q = form("choice", exercise);
    q["options"] = Json::array();
    for (const auto& order : candidateOrders(exercise)) {
        const std::string label = orderText(order);
        q["options"].push_back(Json{{"label", {{"en", label}, {"de", label}}},
                                    {"result", result(exercise, OrderAnswer{order})}});
    }
    return q;
}

// predict-value: the step and node the exercise asks about, or (where the student picks them)
// the scene's last step and node 0, named in the question.
Json valueQuestion(Exercise exercise, const WebScene& scene, const LocalizedText& asked)
{
    const std::shared_ptr<const Trace> run =
        Session::run(normalized(exercise.scenario)); // within the run budget
    const Trace& trace = *run;
    const std::size_t steps = trace.stepCount();
    const bool picked = !exercise.parameters.step || !exercise.parameters.node;
    const std::size_t step = exercise.parameters.step.value_or(std::clamp<std::size_t>(
        static_cast<std::size_t>(std::max(scene.last, 1)), 1, std::max<std::size_t>(steps, 1)));
    const NodeId node = exercise.parameters.node.value_or(0);
    exercise.parameters.step = step;
    exercise.parameters.node = node;

    // The values around the asked one: the node's after the steps before and after, and the
    // other nodes' after the step — each a value some node really holds.
    const auto text = [&](NodeId n, std::size_t k) {
        const NodeValue v = trace.valueAt(n, k);
        return v.present && v.expr != kNoExpr ? trace.format(v.expr, ExprStyle::Lecture)
                                              : std::string();
    };
    std::vector<std::string> values{text(node, step)};
    const auto add = [&](const std::string& value) {
        if (!value.empty() && values.size() < WebQuestions::kMaxValueOptions &&
            std::find(values.begin(), values.end(), value) == values.end())
            values.push_back(value);
    };
    if (step > 1)
        add(text(node, step - 1));
    if (step < steps)
        add(text(node, step + 1));
    for (NodeId other = 1; other < trace.nodeCount(); ++other)
        add(text(node ^ other, step));
    std::sort(values.begin(), values.end()); // the right one is not always first

    Json q = form("choice", exercise);
    if (picked) {
        const Hypercube cube(exercise.scenario.dimension);
        const auto fill = [&](const std::string& t) {
            return html(QString::fromStdString(t)
                            .arg(QString::fromStdString(cube.address(node)))
                            .arg(step)
                            .toStdString());
        };
        for (const char* language : {"en", "de"})
            q["task"][language] = q["task"][language].get<std::string>() + "<br><strong>" +
                                  fill(std::string(language) == "en" ? asked.en : asked.de) +
                                  "</strong>";
    }
    q["options"] = Json::array();
    for (const std::string& value : values) {
        const std::string label = Notation::subscripts(value).toHtmlEscaped().toStdString();
        q["options"].push_back(Json{{"label", {{"en", label}, {"de", label}}},
                                    {"result", result(exercise, ValueAnswer{step, node, value})}});
    }
    return q;
}

Json rangeQuestion(const Exercise& exercise)
{
    std::vector<std::uint64_t> lengths;
    for (std::uint64_t m = 1; m <= exercise.parameters.maxElements; m *= 2)
        lengths.push_back(m);
    Json results = Json::object();
    results["never"] = result(exercise, RangeAnswer{true, 1, std::nullopt});
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        results[std::to_string(lengths[i]) + "-"] =
            result(exercise, RangeAnswer{false, lengths[i], std::nullopt});
        for (std::size_t j = i; j < lengths.size(); ++j)
            results[std::to_string(lengths[i]) + "-" + std::to_string(lengths[j])] =
                result(exercise, RangeAnswer{false, lengths[i], lengths[j]});
    }
    Json q = form("range", exercise);
    q["lengths"] = lengths;
    q["results"] = std::move(results);
    return q;
}

Json broadcastQuestion(const Exercise& exercise)
{
    const Hypercube cube(exercise.scenario.dimension);
    std::vector<NodeId> roots;
    if (exercise.parameters.root)
        roots.push_back(*exercise.parameters.root);
    else
        for (NodeId r = 0; r < cube.nodeCount(); ++r)
            roots.push_back(r);
    std::vector<NodeId> nodes = exercise.parameters.nodes;
    if (nodes.empty())
        for (NodeId n = 0; n < cube.nodeCount(); ++n)
            nodes.push_back(n);
    std::vector<std::size_t> steps;
    for (std::size_t k = 0; k <= static_cast<std::size_t>(cube.dimension()); ++k)
        steps.push_back(k);

    Json right = Json::object();
    Json nodeResults = Json::object();
    for (NodeId root : roots) {
        const std::vector<std::size_t> truth = ExerciseChecker::broadcastSteps(exercise, root);
        BroadcastAnswer whole{root, {}};
        for (NodeId n : nodes)
            whole.steps[n] = truth[n];
        right[std::to_string(root)] = result(exercise, whole);
        // Each prediction alone: the exercise asking about that node only.
        for (NodeId n : nodes) {
            Exercise one = exercise;
            one.parameters.nodes = {n};
            for (std::size_t k : steps)
                nodeResults[std::to_string(root) + "/" + std::to_string(n) + "/" +
                            std::to_string(k)] = result(one, BroadcastAnswer{root, {{n, k}}});
        }
    }
    Json addresses = Json::array();
    for (NodeId n = 0; n < cube.nodeCount(); ++n)
        addresses.push_back(cube.address(n));
    Json q = form("broadcast", exercise);
    q["roots"] = roots;
    q["nodes"] = nodes;
    q["addresses"] = addresses;
    q["steps"] = steps;
    q["right"] = std::move(right);
    q["nodeResults"] = std::move(nodeResults);
    return q;
}

// predict-blocks: the blocks each node holds after the step, as the answer's text is written,
// checked right before it is shown as the answer.
Json blocksQuestion(const Exercise& exercise)
{
    const std::shared_ptr<const Trace> run =
        Session::run(normalized(exercise.scenario)); // within the run budget
    const Trace& trace = *run;
    const std::size_t step = exercise.parameters.step.value_or(1);
    std::string answer;
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        std::string blocks;
        for (const BlockValue& b : trace.valueAt(node, step).blocks)
            blocks += (blocks.empty() ? "" : ", ") + std::to_string(b.block);
        answer += (answer.empty() ? "" : "; ") + std::to_string(node) + ": " +
                  (blocks.empty() ? "-" : blocks);
    }
    if (!ExerciseChecker::check(exercise, ValueAnswer{step, 0, answer}).correct)
        throw std::logic_error("the blocks the trace holds are not what the checker accepts: " +
                               answer);
    Json q = form("reveal", exercise);
    const std::string shown = "<code>" + html(answer) + "</code>";
    q["answer"] = Json{{"en", shown}, {"de", shown}};
    return q;
}

Json programQuestion(const Exercise& exercise, const LocalizedText& where)
{
    Json q = form("reveal", exercise);
    q["answer"] = localizedHtml(where);
    return q;
}

} // namespace

std::uint64_t WebQuestions::answerChecks(const Exercise& exercise)
{
    const Hypercube cube(exercise.scenario.dimension);
    const std::uint64_t n = static_cast<std::uint64_t>(cube.dimension());
    switch (exercise.kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder: {
        if (cube.dimension() > kMaxAllOrdersDimension)
            return 7; // candidateOrders: the named orders and a fastest one
        std::uint64_t orders = 1;
        for (std::uint64_t k = 2; k <= n; ++k)
            orders *= k;
        return orders;
    }
    case ExerciseKind::PredictValue:
        return kMaxValueOptions + 1; // the options, and the run they are read from
    case ExerciseKind::CubeWinsRange: {
        std::uint64_t lengths = 0;
        for (std::uint64_t m = 1; m <= exercise.parameters.maxElements; m *= 2)
            ++lengths;
        return 1 + lengths + lengths * (lengths + 1) / 2;
    }
    case ExerciseKind::BroadcastPrediction: {
        const std::uint64_t roots = exercise.parameters.root ? 1 : cube.nodeCount();
        const std::uint64_t nodes =
            exercise.parameters.nodes.empty() ? cube.nodeCount() : exercise.parameters.nodes.size();
        return roots * (1 + nodes * (n + 1)); // the right answer, and each prediction alone
    }
    case ExerciseKind::PredictBlocks:
        return 2;
    case ExerciseKind::Program:
        return 0;
    }
    return 0;
}

QString WebQuestions::overBudget(const Exercise& exercise)
{
    const std::uint64_t checks = answerChecks(exercise);
    if (checks == 0)
        return {};
    try {
        Session::checkRunFits(exercise.scenario); // each check runs it
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    const Emulator::RunSize run = Emulator::runSize(exercise.scenario);
    const std::uint64_t nodes = std::uint64_t{1} << exercise.scenario.dimension;
    const std::uint64_t perCheck = nodes + run.messages;
    if (checks <= kMaxCheckWork / perCheck)
        return {};
    return tr("The question “%1” would check %2 answers on %3 nodes before the page is written, "
              "each check a run "
              "of its scenario: more than a page may take (answers × the nodes and messages of a "
              "run at most %4). "
              "Ask about fewer nodes or a fixed root, or choose a smaller cube.")
        .arg(QString::fromStdString(exercise.id))
        .arg(checks)
        .arg(nodes)
        .arg(kMaxCheckWork);
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

Json WebQuestions::question(const Exercise& exercise, const WebScene& scene, const Words& words)
{
    switch (exercise.kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return orderQuestion(exercise);
    case ExerciseKind::PredictValue:
        return valueQuestion(exercise, scene, words.askedValue);
    case ExerciseKind::CubeWinsRange:
        return rangeQuestion(exercise);
    case ExerciseKind::BroadcastPrediction:
        return broadcastQuestion(exercise);
    case ExerciseKind::PredictBlocks:
        return blocksQuestion(exercise);
    case ExerciseKind::Program:
        return programQuestion(exercise, words.programAnswer);
    }
    throw std::logic_error("an exercise kind the web page does not know");
}

} // namespace cubelab::gui
