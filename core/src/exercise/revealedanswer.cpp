#include "cubelab/revealedanswer.h"

#include "cubelab/emulator.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/trace.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace cubelab {

namespace {

std::string joined(const std::vector<std::string>& parts, const char* separator)
{
    std::string text;
    for (const std::string& part : parts)
        text += (text.empty() ? "" : separator) + part;
    return text;
}

std::string numbers(const std::vector<int>& values)
{
    std::vector<std::string> parts;
    for (int v : values)
        parts.push_back(std::to_string(v));
    return joined(parts, ", ");
}

// The step asked about: the exercise's, else the choice's where the run has it, else its last.
std::size_t stepOf(const Exercise& exercise, const AnswerChoice& choice, const Trace& trace)
{
    if (exercise.parameters.step)
        return *exercise.parameters.step;
    const std::size_t last = std::max<std::size_t>(trace.stepCount(), 1);
    return choice.step >= 1 && choice.step <= last ? choice.step : last;
}

// A number as the checker reads it back, to the last digit.
std::string exactNumber(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

ValueAnswer valueAnswer(const Exercise& exercise, const AnswerChoice& choice)
{
    const Trace trace = Emulator::run(exercise.scenario);
    ValueAnswer answer;
    answer.step = stepOf(exercise, choice, trace);
    answer.node =
        exercise.parameters.node.value_or(choice.node < trace.nodeCount() ? choice.node : 0);
    const NodeValue value = trace.valueAt(answer.node, answer.step);
    answer.text = value.expr != kNoExpr && trace.symbolic()
                      ? trace.format(value.expr, ExprStyle::Lecture)
                      : (value.elements.empty() ? std::string() : exactNumber(value.elements[0]));
    return answer;
}

// predict-blocks: "0: 0, 4; 1: 1, 5; …", as an answer is written.
ValueAnswer blocksAnswer(const Exercise& exercise, const AnswerChoice& choice)
{
    const Trace trace = Emulator::run(exercise.scenario);
    ValueAnswer answer;
    answer.step = stepOf(exercise, choice, trace);
    std::vector<std::string> nodes;
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        std::vector<std::string> blocks;
        for (const BlockValue& b : trace.valueAt(node, answer.step).blocks)
            blocks.push_back(std::to_string(b.block));
        nodes.push_back(std::to_string(node) + ": " +
                        (blocks.empty() ? std::string("-") : joined(blocks, ", ")));
    }
    answer.text = joined(nodes, "; ");
    return answer;
}

BroadcastAnswer broadcastAnswer(const Exercise& exercise, const AnswerChoice& choice)
{
    const Hypercube cube(exercise.scenario.dimension);
    BroadcastAnswer answer;
    answer.root =
        exercise.parameters.root.value_or(choice.root < cube.nodeCount() ? choice.root : 0);
    const std::vector<std::size_t> steps = ExerciseChecker::broadcastSteps(exercise, answer.root);
    for (NodeId node = 0; node < cube.nodeCount(); ++node)
        answer.steps[node] = steps[node];
    return answer;
}

// "a) 001; b) 010, 011; c) 100, 101, 110, 111": who receives in which step, by address.
std::string receivers(const Exercise& exercise, const BroadcastAnswer& answer)
{
    const Hypercube cube(exercise.scenario.dimension);
    std::vector<std::string> steps;
    for (std::size_t k = 1; k <= static_cast<std::size_t>(cube.dimension()); ++k) {
        std::vector<std::string> nodes;
        for (const auto& [node, step] : answer.steps)
            if (step == k && node != answer.root)
                nodes.push_back(cube.address(node));
        if (!nodes.empty())
            steps.push_back(stepLabel(k) + ") " + joined(nodes, ", "));
    }
    return joined(steps, "; ");
}

std::optional<ExerciseAnswer> answerOf(const Exercise& exercise, const AnswerChoice& choice)
{
    switch (exercise.kind) {
    case ExerciseKind::LinkOrderLoad:
        return OrderAnswer{ExerciseChecker::bestLinkOrder(exercise)};
    case ExerciseKind::BestOrder:
        return OrderAnswer{ExerciseChecker::fastestOrder(exercise).order};
    case ExerciseKind::BroadcastPrediction:
        return broadcastAnswer(exercise, choice);
    case ExerciseKind::PredictValue:
        return valueAnswer(exercise, choice);
    case ExerciseKind::CubeWinsRange: {
        const CubeWinsSizes sizes = ExerciseChecker::cubeWinsSizes(exercise);
        if (sizes.ranges.empty())
            return RangeAnswer{true, 1, std::nullopt};
        const auto [from, to] = sizes.ranges.front();
        return RangeAnswer{false, from,
                           sizes.openEnded ? std::nullopt : std::optional<std::uint64_t>(to + 1)};
    }
    case ExerciseKind::PredictBlocks:
        return blocksAnswer(exercise, choice);
    case ExerciseKind::Program:
        return std::nullopt;
    }
    return std::nullopt;
}

FeedbackMessage message(std::string id, std::vector<std::pair<std::string, std::string>> args = {})
{
    return FeedbackMessage{std::move(id), std::move(args)};
}

// A right check's message said of a revealed answer: its "answer-…" twin, the same words and
// arguments without "Right:" (the question was not answered).
FeedbackMessage revealedTwin(const FeedbackMessage& right)
{
    static const std::pair<std::string_view, std::string_view> twins[] = {
        {"load-right", "answer-load"},
        {"value-right", "answer-value"},
        {"blocks-right", "answer-blocks-count"},
        {"range-right", "answer-range"},
        {"range-right-open", "answer-range-open"},
        {"range-right-never", "answer-range-never"}};
    for (const auto& [id, twin] : twins)
        if (right.id == id)
            return FeedbackMessage{std::string(twin), right.args};
    return right;
}

// The answer and why, from the right check's feedback (see the header).
std::vector<FeedbackMessage> said(const Exercise& exercise, const ExerciseAnswer& answer,
                                  const CheckResult& right)
{
    std::vector<FeedbackMessage> feedback;
    switch (exercise.kind) {
    case ExerciseKind::BestOrder: {
        const FeedbackMessage& best = right.feedback.front();
        feedback.push_back(
            message("answer-best-order", {{"order", numbers(std::get<OrderAnswer>(answer).order)},
                                          {"seconds", std::string(best.arg("seconds"))},
                                          {"ties", std::string(best.arg("ties"))},
                                          {"all", std::string(best.arg("all"))}}));
        return feedback;
    }
    case ExerciseKind::BroadcastPrediction: {
        const auto& broadcast = std::get<BroadcastAnswer>(answer);
        const Hypercube cube(exercise.scenario.dimension);
        feedback.push_back(
            message("answer-broadcast", {{"root", cube.address(broadcast.root)},
                                         {"steps", receivers(exercise, broadcast)}}));
        feedback.push_back(message("broadcast-rule",
                                   {{"root", std::to_string(broadcast.root)},
                                    {"order", numbers(normalized(exercise.scenario).linkOrder)}}));
        return feedback;
    }
    case ExerciseKind::PredictBlocks: {
        const auto& blocks = std::get<ValueAnswer>(answer);
        feedback.push_back(
            message("answer-blocks", {{"step", stepLabel(blocks.step)}, {"blocks", blocks.text}}));
        break;
    }
    default:
        break;
    }
    for (const FeedbackMessage& m : right.feedback)
        feedback.push_back(revealedTwin(m));
    if (exercise.kind == ExerciseKind::CubeWinsRange)
        feedback.push_back(message("range-why"));
    return feedback;
}

} // namespace

std::optional<RevealedAnswer> revealAnswer(const Exercise& exercise, const AnswerChoice& choice)
{
    std::optional<ExerciseAnswer> answer = answerOf(exercise, choice);
    if (!answer)
        return std::nullopt;
    const CheckResult right = ExerciseChecker::check(exercise, *answer);
    if (!right.correct || right.feedback.empty())
        throw std::logic_error("the answer worked out for exercise " + exercise.id +
                               " is not checked right");
    return RevealedAnswer{*answer, said(exercise, *answer, right)};
}

} // namespace cubelab
