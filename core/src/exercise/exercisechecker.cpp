#include "cubelab/exercisechecker.h"

#include "base/realtext.h"
#include "cubelab/bestorder.h"
#include "cubelab/collective.h"
#include "cubelab/comparison.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/machine.h"
#include "cubelab/programchecker.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <utility>

namespace cubelab {

namespace {

template <typename T> std::string joinNumbers(const std::vector<T>& values)
{
    std::string text;
    for (const T& v : values)
        text += (text.empty() ? "" : ", ") + std::to_string(v);
    return text;
}

// Nodes by their binary address, as the lecture and the window write them ("011, 101").
std::string joinAddresses(const Hypercube& cube, const std::vector<NodeId>& nodes)
{
    std::string text;
    for (NodeId node : nodes)
        text += (text.empty() ? "" : ", ") + cube.address(node);
    return text;
}

FeedbackMessage message(std::string id, std::vector<std::pair<std::string, std::string>> args = {})
{
    return FeedbackMessage{std::move(id), std::move(args)};
}

bool isPermutation(const std::vector<int>& order, int n)
{
    if (static_cast<int>(order.size()) != n)
        return false;
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int link : order) {
        if (link < 1 || link > n || seen[static_cast<std::size_t>(link)])
            return false;
        seen[static_cast<std::size_t>(link)] = true;
    }
    return true;
}

std::vector<int> highLinksOf(const Exercise& exercise)
{
    return exercise.parameters.highLinks.empty() ? descendingLinks(exercise.scenario.dimension)
                                                 : exercise.parameters.highLinks;
}

Trace runWithOrder(const Exercise& exercise, const std::vector<int>& order)
{
    Scenario s = exercise.scenario;
    s.linkOrder = order;
    return Emulator::run(s);
}

// Messages per link, index 0 for link 1.
std::vector<std::uint64_t> messagesPerLink(const Trace& trace)
{
    std::vector<std::uint64_t> loads;
    for (const LinkLoad& load : trace.linkLoads())
        loads.push_back(load.messages);
    return loads;
}

std::string formatNumber(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

bool sameNumber(double a, double b)
{
    if (a == b)
        return true;
    return std::fabs(a - b) <=
           ExerciseChecker::kRelativeTolerance * std::max(std::fabs(a), std::fabs(b));
}

struct TimeUnit
{
    double perSecond;
    const char* symbol;
};

// The unit that shows a time as a whole number of at least two digits (below 10 ms in µs).
TimeUnit unitFor(double seconds)
{
    if (seconds < 1e-2)
        return {1e6, "µs"};
    if (seconds < 10.0)
        return {1e3, "ms"};
    return {1.0, "s"};
}

// Whole numbers, so the text reads the same in both languages; from five digits on grouped
// by threes with a narrow space, as SI writes them ("131 374 µs").
std::string formatSeconds(double seconds, TimeUnit unit)
{
    std::string digits = std::to_string(std::llround(seconds * unit.perSecond));
    if (digits.size() >= 5)
        for (auto i = static_cast<std::ptrdiff_t>(digits.size()) - 3; i > 0; i -= 3)
            digits.insert(static_cast<std::size_t>(i), "\u202F");
    return digits + " " + unit.symbol;
}

std::string formatSeconds(double seconds)
{
    return formatSeconds(seconds, unitFor(seconds));
}

// Two times of one sentence in one unit, the one the smaller needs: "131 374 µs … 8374 µs",
// not "131 ms … 8374 µs".
std::pair<std::string, std::string> formatSecondsAlike(double a, double b)
{
    const TimeUnit unit = unitFor(std::min(a, b));
    return {formatSeconds(a, unit), formatSeconds(b, unit)};
}

// The exercise's scenario in `order`, numeric (the message pattern is all the cost model
// reads) and as short as the collective allows: one element, or one a block. Rabenseifner's
// allgather runs the order reversed.
Trace patternRun(const Exercise& exercise, const std::vector<int>& order)
{
    Scenario s = exercise.scenario;
    s.linkOrder = order;
    s.secondLinkOrder.clear();
    s.values = ValueMode::Numeric;
    s.elements = 0;
    s.initial.clear();
    return Emulator::run(normalized(s));
}

std::uint64_t vectorElements(const Exercise& exercise)
{
    return static_cast<std::uint64_t>(normalized(exercise.scenario).elements);
}

CostResult orderCost(const Exercise& exercise, const std::vector<int>& order,
                     const Machine& machine)
{
    return CostModel::evaluate(patternRun(exercise, order), machine, vectorElements(exercise));
}

std::uint64_t factorial(int n)
{
    std::uint64_t f = 1;
    for (int i = 2; i <= n; ++i)
        f *= static_cast<std::uint64_t>(i);
    return f;
}

// The blocks a message of step t (from 0) carries; 0 for a whole-vector collective.
std::size_t blocksInStep(const Trace& trace, std::size_t t)
{
    const Step& step = trace.steps().at(t);
    return step.messageCount == 0 ? 0 : trace.messageBlocks(step.firstMessage).size();
}

std::string blockList(const std::vector<BlockId>& blocks)
{
    return blocks.empty() ? std::string("–") : joinNumbers(blocks);
}

std::string operatorSymbol(Operator op)
{
    switch (op) {
    case Operator::Sum:
        return "+";
    case Operator::Product:
        return "*";
    case Operator::Max:
        return "max";
    case Operator::Min:
        return "min";
    }
    return "+";
}

void collectLeaves(const ExpressionPool& pool, ExprId id, std::vector<std::uint32_t>& leaves,
                   std::vector<Operator>& operators)
{
    std::vector<ExprId> stack{id};
    while (!stack.empty()) {
        const ExpressionPool::Node& node = pool.node(stack.back());
        stack.pop_back();
        if (node.isLeaf) {
            leaves.push_back(node.leaf);
        } else {
            operators.push_back(node.op);
            stack.push_back(node.left);
            stack.push_back(node.right);
        }
    }
    std::sort(leaves.begin(), leaves.end());
}

std::string leafList(const std::vector<std::uint32_t>& leaves)
{
    std::string text;
    for (std::uint32_t leaf : leaves)
        text += (text.empty() ? "a_" : ", a_") + std::to_string(leaf);
    return text;
}

std::string trimmed(std::string_view text)
{
    const std::size_t begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos)
        return {};
    const std::size_t end = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(begin, end - begin + 1));
}

// The whole text as a number, if it is one.
std::optional<double> asNumber(const std::string& text)
{
    std::string_view number = text;
    if (!number.empty() && number.front() == '+')
        number.remove_prefix(1);
    return detail::finiteReal(number);
}

} // namespace

CheckResult ExerciseChecker::check(const Exercise& exercise, const ExerciseAnswer& answer)
{
    switch (exercise.kind) {
    case ExerciseKind::LinkOrderLoad:
        if (const auto* a = std::get_if<OrderAnswer>(&answer))
            return checkLinkOrderLoad(exercise, *a);
        break;
    case ExerciseKind::BroadcastPrediction:
        if (const auto* a = std::get_if<BroadcastAnswer>(&answer))
            return checkBroadcastPrediction(exercise, *a);
        break;
    case ExerciseKind::PredictValue:
        if (const auto* a = std::get_if<ValueAnswer>(&answer))
            return checkPredictValue(exercise, *a);
        break;
    case ExerciseKind::BestOrder:
        if (const auto* a = std::get_if<OrderAnswer>(&answer))
            return checkBestOrder(exercise, *a);
        break;
    case ExerciseKind::CubeWinsRange:
        if (const auto* a = std::get_if<RangeAnswer>(&answer))
            return checkCubeWinsRange(exercise, *a);
        break;
    case ExerciseKind::PredictBlocks:
        if (const auto* a = std::get_if<ValueAnswer>(&answer))
            return checkPredictBlocks(exercise, *a);
        break;
    case ExerciseKind::Program:
        if (const auto* a = std::get_if<ProgramAnswer>(&answer))
            return ProgramChecker::check(exercise, *a);
        break;
    }
    throw InputError(
        "exercise " + exercise.id + " (" + std::string(exerciseKindName(exercise.kind)) +
        ") takes " +
        (exercise.kind == ExerciseKind::LinkOrderLoad || exercise.kind == ExerciseKind::BestOrder
             ? "a link order"
         : exercise.kind == ExerciseKind::BroadcastPrediction ? "a root and a step per node"
         : exercise.kind == ExerciseKind::PredictValue        ? "a value"
         : exercise.kind == ExerciseKind::PredictBlocks       ? "the blocks of each node"
         : exercise.kind == ExerciseKind::Program             ? "a program"
                                                              : "a range of vector lengths") +
        " as its answer");
}

// A tree's link loads depend only on where a link stands in the order (the t-th link of
// Tree_Down carries 2^(t-1) messages, of Tree_UpDo 2^(n-t)). So one run tells the load of every
// position, and the best order gives the first high link the lightest position, the second
// the next lightest, and so on. The run of the result confirms the loads it promises.
std::vector<int> ExerciseChecker::bestLinkOrder(const Exercise& exercise)
{
    const Scenario start = normalized(exercise.scenario);
    const int n = start.dimension;
    const std::vector<std::uint64_t> loads = messagesPerLink(Emulator::run(start));
    std::vector<std::size_t> positions(static_cast<std::size_t>(n));
    std::iota(positions.begin(), positions.end(), 0);
    std::stable_sort(positions.begin(), positions.end(), [&](std::size_t a, std::size_t b) {
        return loads[static_cast<std::size_t>(start.linkOrder[a] - 1)] <
               loads[static_cast<std::size_t>(start.linkOrder[b] - 1)];
    });

    const std::vector<int> high = highLinksOf(exercise);
    std::vector<int> best(static_cast<std::size_t>(n), 0);
    std::vector<std::uint64_t> promised;
    for (std::size_t i = 0; i < high.size(); ++i) {
        best[positions[i]] = high[i];
        promised.push_back(loads[static_cast<std::size_t>(start.linkOrder[positions[i]] - 1)]);
    }
    // The other links keep their relative order from the start, in the positions left.
    std::size_t next = 0;
    for (int link : start.linkOrder) {
        if (std::find(high.begin(), high.end(), link) != high.end())
            continue;
        while (best[next] != 0)
            ++next;
        best[next] = link;
    }

    const std::vector<std::uint64_t> got = messagesPerLink(runWithOrder(exercise, best));
    for (std::size_t i = 0; i < high.size(); ++i)
        if (got[static_cast<std::size_t>(high[i] - 1)] != promised[i])
            throw EngineError("the link loads of " + start.algorithm +
                              " depend on more than the position of a link in the order: "
                              "link-order-load exercises need a tree algorithm");
    return best;
}

SideBySide ExerciseChecker::linkOrderSolution(const Exercise& exercise)
{
    SideBySide pair;
    pair.original = normalized(exercise.scenario);
    pair.solution = pair.original;
    pair.solution.linkOrder = bestLinkOrder(exercise);
    return pair;
}

CheckResult ExerciseChecker::checkLinkOrderLoad(const Exercise& exercise, const OrderAnswer& answer)
{
    CheckResult result;
    const int n = exercise.scenario.dimension;
    if (!isPermutation(answer.order, n)) {
        result.feedback.push_back(message("order-invalid", {{"order", joinNumbers(answer.order)},
                                                            {"dimension", std::to_string(n)}}));
        return result;
    }
    const std::vector<int> best = bestLinkOrder(exercise);
    const std::vector<std::uint64_t> bestLoads = messagesPerLink(runWithOrder(exercise, best));
    const Trace trace = runWithOrder(exercise, answer.order);
    const std::vector<std::uint64_t> loads = messagesPerLink(trace);

    for (int link : highLinksOf(exercise)) {
        const auto index = static_cast<std::size_t>(link - 1);
        if (loads[index] == bestLoads[index])
            continue;
        if (loads[index] < bestLoads[index])
            throw EngineError("order " + joinNumbers(answer.order) + " puts less on link " +
                              std::to_string(link) +
                              " than the order found best: the best-order search is wrong");
        const auto position = static_cast<std::size_t>(
            std::find(answer.order.begin(), answer.order.end(), link) - answer.order.begin());
        result.links.push_back(link);
        result.feedback.push_back(
            message("load-too-high", {{"link", std::to_string(link)},
                                      {"messages", std::to_string(loads[index])},
                                      {"best", std::to_string(bestLoads[index])}}));
        result.feedback.push_back(
            message("load-position", {{"link", std::to_string(link)},
                                      {"step", stepLabel(position + 1)},
                                      {"messages", std::to_string(loads[index])}}));
        const std::string& algorithm = trace.scenario().algorithm;
        if (algorithm == "tree-broadcast")
            result.feedback.push_back(message("load-hint-broadcast"));
        else if (algorithm == "tree-reduce")
            result.feedback.push_back(message("load-hint-reduce"));
        return result;
    }
    result.correct = true;
    result.feedback.push_back(message(
        "load-right", {{"order", joinNumbers(answer.order)}, {"loads", joinNumbers(loads)}}));
    return result;
}

std::vector<std::size_t> ExerciseChecker::broadcastSteps(const Exercise& exercise, NodeId root)
{
    Scenario s = exercise.scenario;
    s.root = root;
    const Trace trace = Emulator::run(s);
    std::vector<std::size_t> steps(trace.nodeCount(), 0);
    for (const Step& step : trace.steps())
        for (const Message& m : trace.messages(step))
            if (steps[m.to] == 0 && m.to != root)
                steps[m.to] = step.index;
    return steps;
}

CheckResult ExerciseChecker::checkBroadcastPrediction(const Exercise& exercise,
                                                      const BroadcastAnswer& answer)
{
    CheckResult result;
    const Scenario start = normalized(exercise.scenario);
    const Hypercube cube(start.dimension);
    if (exercise.parameters.root && *exercise.parameters.root != answer.root) {
        result.feedback.push_back(
            message("broadcast-root-fixed", {{"root", cube.address(*exercise.parameters.root)},
                                             {"given", cube.address(answer.root)}}));
        return result;
    }
    if (answer.root >= cube.nodeCount()) {
        result.feedback.push_back(
            message("broadcast-root-invalid", {{"root", std::to_string(answer.root)},
                                               {"first", cube.address(0)},
                                               {"last", cube.address(cube.nodeCount() - 1)}}));
        return result;
    }
    const std::vector<std::size_t> truth = broadcastSteps(exercise, answer.root);

    std::vector<NodeId> asked = exercise.parameters.nodes;
    if (asked.empty())
        for (NodeId i = 0; i < cube.nodeCount(); ++i)
            if (i != answer.root)
                asked.push_back(i);

    std::vector<NodeId> missing;
    std::vector<NodeId> wrong;
    for (NodeId node : asked) {
        auto it = answer.steps.find(node);
        if (it == answer.steps.end())
            missing.push_back(node);
        else if (it->second != truth[node])
            wrong.push_back(node);
    }
    result.nodes = wrong;
    result.nodes.insert(result.nodes.end(), missing.begin(), missing.end());
    std::sort(result.nodes.begin(), result.nodes.end());
    if (missing.empty() && wrong.empty()) {
        result.correct = true;
        result.feedback.push_back(
            message("broadcast-right", {{"root", cube.address(answer.root)}}));
        return result;
    }
    if (!wrong.empty())
        result.feedback.push_back(
            message("broadcast-wrong", {{"nodes", joinAddresses(cube, wrong)}}));
    if (!missing.empty())
        result.feedback.push_back(
            message("broadcast-missing", {{"nodes", joinAddresses(cube, missing)}}));
    if (std::find(wrong.begin(), wrong.end(), answer.root) != wrong.end())
        result.feedback.push_back(
            message("broadcast-root-step", {{"root", cube.address(answer.root)}}));
    if (!wrong.empty())
        result.feedback.push_back(
            message("broadcast-rule", {{"root", cube.address(answer.root)},
                                       {"order", joinNumbers(start.linkOrder)}}));
    return result;
}

CheckResult ExerciseChecker::checkPredictValue(const Exercise& exercise, const ValueAnswer& answer)
{
    const Trace trace = Emulator::run(exercise.scenario);
    const std::size_t step = exercise.parameters.step.value_or(answer.step);
    const NodeId node = exercise.parameters.node.value_or(answer.node);
    if (step < 1 || step > trace.stepCount())
        throw InputError("step " + std::to_string(step) +
                         " is not a step of this run: allowed are 1 to " +
                         std::to_string(trace.stepCount()));
    if (node >= trace.nodeCount())
        throw InputError("node " + std::to_string(node) + " is not in the cube: allowed are 0 to " +
                         std::to_string(trace.nodeCount() - 1));

    CheckResult result;
    result.nodes.push_back(node);
    const NodeValue expected = trace.valueAt(node, step);
    const NodeValue before = trace.valueAt(node, step - 1);
    if (!expected.present || expected.elements.empty())
        throw InputError("node " + std::to_string(node) + " holds nothing after step " +
                         stepLabel(step) + ": predict-value asks about nodes that hold a value");
    const std::string stepText = stepLabel(step);
    const std::string nodeText = trace.cube().address(node);

    const std::string text = trimmed(answer.text);
    ExpressionPool pool = trace.expressions(); // a copy: the student's expression joins it
    std::optional<double> number = asNumber(text);
    ExprId given = kNoExpr;
    if (!number) {
        try {
            if (text.empty())
                throw InputError("the answer is empty");
            if (text.size() > ValueAnswer::kMaxTextLength)
                throw InputError("the answer has " + std::to_string(text.size()) +
                                 " characters; an answer has at most " +
                                 std::to_string(ValueAnswer::kMaxTextLength));
            given = pool.parse(text, trace.nodeCount());
        } catch (const InputError& e) {
            result.feedback.push_back(message("value-unreadable", {{"reason", e.what()}}));
            return result;
        }
        if (!trace.symbolic()) {
            std::vector<double> leafValues(trace.nodeCount());
            for (NodeId i = 0; i < trace.nodeCount(); ++i)
                leafValues[i] = initialValue(trace.scenario(), i, 0);
            number = pool.evaluate(given, leafValues);
        }
    }

    auto isExpected = [&](const NodeValue& v) {
        if (number)
            return v.present && !v.elements.empty() && sameNumber(*number, v.elements[0]);
        return v.present && given == v.expr;
    };

    if (isExpected(expected)) {
        result.correct = true;
        const std::string value = trace.symbolic() && !number
                                      ? trace.format(expected.expr, ExprStyle::Lecture)
                                      : formatNumber(expected.elements[0]);
        result.feedback.push_back(
            message("value-right", {{"node", nodeText}, {"step", stepText}, {"value", value}}));
        return result;
    }
    result.feedback.push_back(message("value-wrong", {{"node", nodeText}, {"step", stepText}}));

    const Step& s = trace.steps()[step - 1];
    const std::vector<NodeId> updated = trace.updatedNodes(step);
    if (!std::binary_search(updated.begin(), updated.end(), node)) {
        for (const Message& m : trace.messages(s)) {
            if (m.from == node) {
                result.feedback.push_back(
                    message("value-node-sends", {{"node", nodeText},
                                                 {"step", stepText},
                                                 {"link", std::to_string(m.link)},
                                                 {"partner", trace.cube().address(m.to)}}));
                return result;
            }
        }
        result.feedback.push_back(
            message("value-node-idle", {{"node", nodeText}, {"step", stepText}}));
        return result;
    }
    if (isExpected(before)) {
        for (const Message& m : trace.messages(s)) {
            if (m.to == node) {
                result.feedback.push_back(
                    message("value-before-step", {{"node", nodeText},
                                                  {"step", stepText},
                                                  {"partner", trace.cube().address(m.from)},
                                                  {"link", std::to_string(m.link)}}));
                return result;
            }
        }
    }
    if (number || !trace.symbolic())
        return result;

    std::vector<std::uint32_t> want;
    std::vector<std::uint32_t> got;
    std::vector<Operator> wantOps;
    std::vector<Operator> gotOps;
    collectLeaves(pool, expected.expr, want, wantOps);
    collectLeaves(pool, given, got, gotOps);
    std::vector<std::uint32_t> missing;
    std::vector<std::uint32_t> extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                        std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                        std::back_inserter(extra));
    const Operator op = trace.scenario().op;
    const bool otherOperator =
        std::any_of(gotOps.begin(), gotOps.end(), [op](Operator o) { return o != op; });
    if (otherOperator)
        result.feedback.push_back(
            message("value-wrong-operator", {{"operator", operatorSymbol(op)}}));
    if (!missing.empty())
        result.feedback.push_back(message("value-missing-leaves", {{"leaves", leafList(missing)}}));
    if (!extra.empty())
        result.feedback.push_back(message("value-extra-leaves", {{"leaves", leafList(extra)}}));
    if (missing.empty() && extra.empty() && !otherOperator)
        result.feedback.push_back(message("value-grouping"));
    return result;
}

FastestOrder ExerciseChecker::fastestOrder(const Exercise& exercise)
{
    const Scenario start = normalized(exercise.scenario);
    const int n = start.dimension;
    const Machine& machine = findMachine(exercise.parameters.machine);
    FastestOrder fastest;
    fastest.all = factorial(n);
    if (start.algorithm == "tree-reduce" || start.algorithm == "tree-broadcast") {
        const BestOrderResult best = BestOrder::find(machine, start.algorithm, n,
                                                     static_cast<std::uint64_t>(start.elements));
        fastest.order = best.linkOrder();
        fastest.seconds = best.seconds;
        fastest.ties = best.phases.front().optimalOrders;
        fastest.all = best.phases.front().allOrders;
        return fastest;
    }

    // Each step's time depends only on the step and the link it uses (its messages are p, of
    // the same blocks, whatever the other links are), and step j uses the link at one position
    // of the order (Rabenseifner: the reduce-scatter's t-th step and the allgather's
    // (n-t)-th use L[t]). The n rotations of 1..n put every link at every position once: n
    // runs price every step on every link, and the sums of that table price all n! orders. A
    // run of the best order confirms its time.
    std::vector<int> rotation = ascendingLinks(n);
    const CostResult ascending = orderCost(exercise, rotation, machine);
    const std::size_t steps = ascending.steps.size();
    std::vector<std::size_t> position(steps);
    for (std::size_t j = 0; j < steps; ++j)
        position[j] = static_cast<std::size_t>(ascending.steps[j].slowest.link - 1);
    std::vector<std::vector<double>> seconds(steps,
                                             std::vector<double>(static_cast<std::size_t>(n) + 1));
    for (int shift = 0; shift < n; ++shift) {
        const CostResult run = shift == 0 ? ascending : orderCost(exercise, rotation, machine);
        if (run.steps.size() != steps)
            throw EngineError(start.algorithm +
                              " runs a different number of steps in another "
                              "link order: best-order exercises need one step a link");
        for (std::size_t j = 0; j < steps; ++j) {
            const int link = rotation[position[j]];
            if (run.steps[j].slowest.link != link)
                throw EngineError("step " + stepLabel(j + 1) + " of " + start.algorithm +
                                  " does not use the link at the same place of every order: "
                                  "best-order exercises need one step a link");
            seconds[j][static_cast<std::size_t>(link)] = run.steps[j].duration;
        }
        std::rotate(rotation.begin(), rotation.begin() + 1, rotation.end());
    }

    std::vector<int> order = ascendingLinks(n);
    bool first = true;
    do {
        double total = 0.0;
        for (std::size_t j = 0; j < steps; ++j)
            total += seconds[j][static_cast<std::size_t>(order[position[j]])];
        if (first || (total < fastest.seconds && !sameNumber(total, fastest.seconds))) {
            fastest.order = order;
            fastest.seconds = total;
            fastest.ties = 1;
            first = false;
        } else if (sameNumber(total, fastest.seconds)) {
            ++fastest.ties;
        }
    } while (std::next_permutation(order.begin(), order.end()));

    const double confirmed = orderCost(exercise, fastest.order, machine).total;
    if (!sameNumber(confirmed, fastest.seconds))
        throw EngineError("the time of " + start.algorithm +
                          " depends on more than the link of "
                          "each step: best-order exercises need one step a link");
    fastest.seconds = confirmed;
    return fastest;
}

CheckResult ExerciseChecker::checkBestOrder(const Exercise& exercise, const OrderAnswer& answer)
{
    CheckResult result;
    const Scenario start = normalized(exercise.scenario);
    const int n = start.dimension;
    if (!isPermutation(answer.order, n)) {
        result.feedback.push_back(message("order-invalid", {{"order", joinNumbers(answer.order)},
                                                            {"dimension", std::to_string(n)}}));
        return result;
    }
    const Machine& machine = findMachine(exercise.parameters.machine);
    const bool rabenseifner = start.algorithm == "rabenseifner-allreduce";
    const FastestOrder best = fastestOrder(exercise);
    const Trace mineRun = patternRun(exercise, answer.order);
    const CostResult mine = CostModel::evaluate(mineRun, machine, vectorElements(exercise));
    const double slack = kRelativeTolerance * best.seconds;
    if (mine.total < best.seconds - slack)
        throw EngineError("order " + joinNumbers(answer.order) +
                          " is faster than the order found best: the "
                          "best-order search is wrong");
    const auto elementsOf = [&](const Trace& trace, std::size_t t) {
        const Step& step = trace.steps().at(t);
        return std::to_string(std::llround(trace.messageElements(
            step.firstMessage, static_cast<double>(vectorElements(exercise)))));
    };
    if (mine.total <= best.seconds + slack) {
        result.correct = true;
        result.feedback.push_back(
            message("best-order-right", {{"seconds", formatSeconds(mine.total)},
                                         {"ties", std::to_string(best.ties)},
                                         {"all", std::to_string(best.all)}}));
        if (rabenseifner && n >= 2) {
            // The link of the last, smallest reduce-scatter step, priced where it stands and in
            // the first, largest step (swapped with the link there).
            const auto last = static_cast<std::size_t>(n - 1);
            std::vector<int> swapped = answer.order;
            std::swap(swapped.front(), swapped.back());
            const CostResult moved = orderCost(exercise, swapped, machine);
            const auto [here, there] =
                formatSecondsAlike(mine.steps.at(last).duration, moved.steps.at(0).duration);
            result.feedback.push_back(message(
                "rabenseifner-why", {{"link", std::to_string(answer.order.back())},
                                     {"step", stepLabel(last + 1)},
                                     {"blocks", std::to_string(blocksInStep(mineRun, last))},
                                     {"elements", elementsOf(mineRun, last)},
                                     {"seconds", here},
                                     {"firstBlocks", std::to_string(blocksInStep(mineRun, 0))},
                                     {"firstSeconds", there}}));
        }
        return result;
    }

    // The step that loses most against the best order's step at the same position: both carry
    // the same number of messages (in Rabenseifner's reduce-scatter the same blocks a message),
    // so the difference is the link. For Rabenseifner the reduce-scatter step t and the
    // allgather step 2n-1-t use the same link and count together.
    const CostResult ideal = orderCost(exercise, best.order, machine);
    const std::size_t compared = rabenseifner ? static_cast<std::size_t>(n) : mine.steps.size();
    std::size_t worst = 0;
    double worstLoss = -1.0;
    for (std::size_t t = 0; t < compared && t < ideal.steps.size(); ++t) {
        double loss = mine.steps[t].duration - ideal.steps[t].duration;
        if (rabenseifner) {
            const std::size_t mirror = 2 * static_cast<std::size_t>(n) - 1 - t;
            loss += mine.steps.at(mirror).duration - ideal.steps.at(mirror).duration;
        }
        if (loss > worstLoss) {
            worstLoss = loss;
            worst = t;
        }
    }
    const StepCost& step = mine.steps.at(worst);
    result.links.push_back(step.slowest.link);
    const auto [total, bestTotal] = formatSecondsAlike(mine.total, best.seconds);
    result.feedback.push_back(
        message("best-order-slower", {{"seconds", total}, {"best", bestTotal}}));
    const auto [stepTime, bestStepTime] =
        formatSecondsAlike(step.duration, ideal.steps[worst].duration);
    if (rabenseifner) {
        result.feedback.push_back(message(
            "rabenseifner-step", {{"step", stepLabel(worst + 1)},
                                  {"link", std::to_string(step.slowest.link)},
                                  {"blocks", std::to_string(blocksInStep(mineRun, worst))},
                                  {"elements", elementsOf(mineRun, worst)},
                                  {"seconds", stepTime},
                                  {"bestLink", std::to_string(ideal.steps[worst].slowest.link)},
                                  {"best", bestStepTime}}));
        result.feedback.push_back(message("rabenseifner-hint"));
        return result;
    }
    result.feedback.push_back(
        message("best-order-step", {{"step", stepLabel(worst + 1)},
                                    {"link", std::to_string(step.slowest.link)},
                                    {"messages", std::to_string(step.concurrent)},
                                    {"seconds", stepTime},
                                    {"best", bestStepTime}}));
    result.feedback.push_back(message("best-order-hint"));
    return result;
}

SideBySide ExerciseChecker::bestOrderSolution(const Exercise& exercise)
{
    SideBySide pair;
    pair.original = normalized(exercise.scenario);
    Scenario solution = exercise.scenario;
    solution.linkOrder = fastestOrder(exercise).order;
    solution.secondLinkOrder.clear(); // Rabenseifner's allgather: the new order reversed
    pair.solution = normalized(solution);
    return pair;
}

namespace {

// "0: 0, 4; 1: 1, 5" → node → blocks (ascending). Throws InputError saying what is wrong.
std::map<NodeId, std::vector<BlockId>> parseHeldBlocks(std::string_view text, NodeId nodes,
                                                       std::uint32_t blocks)
{
    auto number = [](std::string_view word, std::uint32_t limit, const char* what) {
        std::uint32_t value = 0;
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (ec != std::errc() || end != word.data() + word.size())
            throw InputError("\"" + std::string(word) + "\" is not a " + what + " number");
        if (value >= limit)
            throw InputError(std::string(what) + " " + std::string(word) +
                             " is not in the cube: allowed are 0 to " + std::to_string(limit - 1));
        return value;
    };
    std::map<NodeId, std::vector<BlockId>> answer;
    std::size_t from = 0;
    while (from <= text.size()) {
        std::size_t to = text.find(';', from);
        if (to == std::string_view::npos)
            to = text.size();
        const std::string entry = trimmed(text.substr(from, to - from));
        from = to + 1;
        if (entry.empty())
            continue;
        const std::size_t colon = entry.find(':');
        if (colon == std::string::npos)
            throw InputError("\"" + entry + "\" has no colon: write node: blocks");
        const NodeId node =
            number(trimmed(std::string_view(entry).substr(0, colon)), nodes, "node");
        if (answer.count(node))
            throw InputError("node " + std::to_string(node) + " is named twice");
        std::vector<BlockId>& held = answer[node];
        std::string list(entry.substr(colon + 1));
        std::replace(list.begin(), list.end(), ',', ' ');
        std::size_t at = 0;
        while (at < list.size()) {
            const std::size_t begin = list.find_first_not_of(' ', at);
            if (begin == std::string::npos)
                break;
            const std::size_t end = std::min(list.find(' ', begin), list.size());
            const std::string_view word = std::string_view(list).substr(begin, end - begin);
            at = end;
            if (word == "-" || word == "–")
                continue;
            const BlockId block = number(word, blocks, "block");
            if (std::find(held.begin(), held.end(), block) != held.end())
                throw InputError("node " + std::to_string(node) + " names block " +
                                 std::to_string(block) + " twice");
            held.push_back(block);
        }
        std::sort(held.begin(), held.end());
    }
    return answer;
}

} // namespace

CheckResult ExerciseChecker::checkPredictBlocks(const Exercise& exercise, const ValueAnswer& answer)
{
    const Trace trace = Emulator::run(exercise.scenario);
    const std::size_t step = exercise.parameters.step.value_or(answer.step);
    if (step < 1 || step > trace.stepCount())
        throw InputError("step " + std::to_string(step) +
                         " is not a step of this run: allowed are 1 to " +
                         std::to_string(trace.stepCount()));
    CheckResult result;
    const std::string stepText = stepLabel(step);
    std::map<NodeId, std::vector<BlockId>> given;
    try {
        if (answer.text.size() > ValueAnswer::kMaxTextLength)
            throw InputError("the answer has " + std::to_string(answer.text.size()) +
                             " characters; an answer has at most " +
                             std::to_string(ValueAnswer::kMaxTextLength));
        given = parseHeldBlocks(answer.text, trace.nodeCount(), trace.blockCount());
        if (given.empty())
            throw InputError("the answer is empty");
    } catch (const InputError& e) {
        result.feedback.push_back(message("blocks-unreadable", {{"reason", e.what()}}));
        return result;
    }

    // The inputs a block combines: the leaves of its expression.
    const auto inputsOf = [&](const BlockValue& b) {
        std::vector<std::uint32_t> leaves;
        std::vector<Operator> operators;
        collectLeaves(trace.expressions(), b.expr, leaves, operators);
        leaves.erase(std::unique(leaves.begin(), leaves.end()), leaves.end());
        return leaves;
    };
    std::vector<NodeId> missing;
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        const NodeValue value = trace.valueAt(node, step);
        std::vector<BlockId> held;
        for (const BlockValue& b : value.blocks)
            held.push_back(b.block);
        const auto it = given.find(node);
        if (it == given.end()) {
            missing.push_back(node);
            continue;
        }
        if (it->second == held)
            continue;
        result.nodes.push_back(node);
        std::string inputs;
        for (const BlockValue& b : value.blocks)
            inputs += (inputs.empty() ? "" : "; ") + std::to_string(b.block) + ": " +
                      leafList(inputsOf(b));
        result.feedback.push_back(message("blocks-wrong", {{"node", trace.cube().address(node)},
                                                           {"step", stepText},
                                                           {"given", blockList(it->second)},
                                                           {"held", blockList(held)}}));
        if (!value.blocks.empty())
            result.feedback.push_back(message(
                "blocks-inputs", {{"node", trace.cube().address(node)}, {"inputs", inputs}}));
        std::vector<int> links;
        for (std::size_t t = 0; t < step; ++t)
            for (int link : trace.steps()[t].links)
                links.push_back(link);
        result.feedback.push_back(message("blocks-rule", {{"links", joinNumbers(links)}}));
        return result;
    }
    if (!missing.empty()) {
        result.nodes = missing;
        result.feedback.push_back(
            message("blocks-missing", {{"nodes", joinAddresses(trace.cube(), missing)}}));
        return result;
    }
    result.correct = true;
    const NodeValue first = trace.valueAt(0, step);
    result.feedback.push_back(message(
        "blocks-right",
        {{"step", stepText},
         {"count", std::to_string(first.blocks.size())},
         {"inputs",
          std::to_string(first.blocks.empty() ? 0 : inputsOf(first.blocks.front()).size())}}));
    return result;
}

CubeWinsSizes ExerciseChecker::cubeWinsSizes(const Exercise& exercise)
{
    const Scenario start = normalized(exercise.scenario);
    const Machine& machine = findMachine(exercise.parameters.machine);
    ComparisonRequest request;
    request.dimension = start.dimension;
    request.elements = static_cast<std::uint64_t>(start.elements);
    request.sizes = powerOfTwoSizes(1, exercise.parameters.maxElements);
    const Comparison c = compareVariants(machine, request);
    const std::string& cube = c.variants.at(0).label;
    const std::string& best = c.variants.at(2).label;

    CubeWinsSizes sizes;
    sizes.maxElements = exercise.parameters.maxElements;
    const SizePoint& first = c.sweep.front();
    bool winning = first.cube < first.treeBest - 1e-12 * std::max(first.cube, first.treeBest);
    std::uint64_t from = 1;
    for (const Crossover& x : c.crossovers) {
        if (x.faster == cube && x.slower == best && !winning) {
            winning = true;
            from = x.elements;
        } else if (x.faster == best && x.slower == cube && winning) {
            winning = false;
            sizes.ranges.emplace_back(from, x.elements - 1);
        }
    }
    if (winning) {
        sizes.ranges.emplace_back(from, sizes.maxElements);
        sizes.openEnded = true;
    }
    return sizes;
}

CheckResult ExerciseChecker::checkCubeWinsRange(const Exercise& exercise, const RangeAnswer& answer)
{
    CheckResult result;
    const CubeWinsSizes truth = cubeWinsSizes(exercise);
    const std::string max = std::to_string(truth.maxElements);
    if (truth.ranges.size() > 1)
        throw InputError("on machine " + exercise.parameters.machine + " Cube_Do is faster in " +
                         std::to_string(truth.ranges.size()) +
                         " separate ranges of vector lengths; exercise " + exercise.id +
                         " asks for one");
    if (!answer.never && answer.high && *answer.high < answer.low) {
        result.feedback.push_back(
            message("range-invalid",
                    {{"low", std::to_string(answer.low)}, {"high", std::to_string(*answer.high)}}));
        return result;
    }
    if (truth.ranges.empty()) {
        if (answer.never) {
            result.correct = true;
            result.feedback.push_back(message("range-right-never", {{"max", max}}));
        } else {
            result.feedback.push_back(message("range-cube-never-wins", {{"max", max}}));
            result.feedback.push_back(message("range-why"));
        }
        return result;
    }
    if (answer.never) {
        result.feedback.push_back(message("range-never-wrong", {{"max", max}}));
        result.feedback.push_back(message("range-why"));
        return result;
    }

    const auto [from, to] = truth.ranges.front();
    auto within = [](double value, double truthValue) {
        return value >= truthValue / kRangeFactor && value <= truthValue * kRangeFactor;
    };
    const double low = static_cast<double>(std::max<std::uint64_t>(answer.low, 1));
    if (low < static_cast<double>(from) / kRangeFactor)
        result.feedback.push_back(
            message("range-low-too-low", {{"low", std::to_string(answer.low)}}));
    else if (low > static_cast<double>(from) * kRangeFactor)
        result.feedback.push_back(
            message("range-low-too-high", {{"low", std::to_string(answer.low)}}));

    if (truth.openEnded) {
        if (answer.high && static_cast<double>(*answer.high) <
                               static_cast<double>(truth.maxElements) / kRangeFactor)
            result.feedback.push_back(
                message("range-high-too-low", {{"high", std::to_string(*answer.high)}}));
    } else {
        const auto crossover = static_cast<double>(to + 1);
        if (!answer.high)
            result.feedback.push_back(message("range-no-end"));
        else if (!within(static_cast<double>(*answer.high), crossover))
            result.feedback.push_back(message(static_cast<double>(*answer.high) < crossover
                                                  ? "range-high-too-low"
                                                  : "range-high-too-high",
                                              {{"high", std::to_string(*answer.high)}}));
    }
    if (!result.feedback.empty()) {
        result.feedback.push_back(message("range-why"));
        return result;
    }
    result.correct = true;
    if (truth.openEnded)
        result.feedback.push_back(
            message("range-right-open", {{"from", std::to_string(from)}, {"max", max}}));
    else
        result.feedback.push_back(message("range-right", {{"from", std::to_string(from)},
                                                          {"to", std::to_string(to)},
                                                          {"crossover", std::to_string(to + 1)}}));
    return result;
}

} // namespace cubelab
