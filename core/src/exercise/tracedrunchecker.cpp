#include "cubelab/tracedrunchecker.h"

#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/hypercube.h"
#include "cubelab/operator.h"
#include "cubelab/trace.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>

namespace cubelab {

namespace {

// A run larger than this is not checked: the checker keeps every node's inputs (p × p).
constexpr int kMaxCheckedDimension = 10;

CheckResult verdict(bool correct, std::string id,
                    std::vector<std::pair<std::string, std::string>> args)
{
    CheckResult result;
    result.correct = correct;
    result.feedback.push_back({std::move(id), std::move(args)});
    return result;
}

std::string address(const TracedRun& run, int node)
{
    return Hypercube(run.dimension).address(static_cast<NodeId>(node));
}

std::string listOf(const std::vector<int>& numbers)
{
    std::string text;
    for (int n : numbers)
        text += (text.empty() ? "" : ", ") + std::to_string(n);
    return text;
}

std::string number(double value)
{
    std::ostringstream out;
    out.precision(10);
    out << value;
    return out.str();
}

bool same(double a, double b)
{
    return a == b || std::fabs(a - b) <= TracedRunChecker::kRelativeTolerance *
                                             std::max(std::fabs(a), std::fabs(b));
}

// The nodes that appear in no message's given role (never receive, or never send).
std::vector<int> nodesNever(const TracedRun& run, bool receiving)
{
    std::vector<bool> seen(static_cast<std::size_t>(run.ranks), false);
    for (const TracedMessage& m : run.messages)
        seen[static_cast<std::size_t>(receiving ? m.to : m.from)] = true;
    std::vector<int> never;
    for (int node = 0; node < run.ranks; ++node)
        if (!seen[static_cast<std::size_t>(node)])
            never.push_back(node);
    return never;
}

} // namespace

CheckResult TracedRunChecker::check(const Exercise& exercise, const TracedRun& run)
{
    if (exercise.kind != ExerciseKind::Program)
        throw InputError("the exercise '" + exercise.id + "' asks for " +
                         std::string(exerciseKindName(exercise.kind)) +
                         "; a traced program answers the program exercises (such as "
                         "program-tree-down-high-links)");
    const Collective& reference = findCollective(exercise.scenario.algorithm);
    const std::vector<std::pair<std::string, std::string>> about{
        {"dimension", std::to_string(run.dimension)},
        {"ranks", std::to_string(run.ranks)},
        {"reference", reference.lectureName}};
    const auto with = [&](std::vector<std::pair<std::string, std::string>> args) {
        args.insert(args.end(), about.begin(), about.end());
        return args;
    };
    if (run.dimension > kMaxCheckedDimension)
        throw InputError("the run is on " + std::to_string(run.ranks) +
                         " ranks; traced runs are checked up to " +
                         std::to_string(1 << kMaxCheckedDimension));
    if (!run.collectives.empty()) {
        const TracedCollective& c = run.collectives.front();
        return verdict(false, "trace-collective",
                       with({{"collective", c.name}, {"step", stepLabel(c.step)}}));
    }
    if (run.messages.empty())
        return verdict(false, "trace-no-messages", with({}));
    for (const TracedMessage& m : run.messages)
        if (!m.neighbour()) {
            CheckResult result = verdict(false, "trace-not-neighbour",
                                         with({{"from", address(run, m.from)},
                                               {"to", address(run, m.to)},
                                               {"step", stepLabel(m.step)},
                                               {"links", listOf(m.links)}}));
            result.nodes = {static_cast<NodeId>(m.from), static_cast<NodeId>(m.to)};
            result.links = m.links;
            return result;
        }

    // The root: a broadcast's receives nothing, a reduce's sends nothing.
    const bool fromRoot = reference.outcome == Outcome::EveryNodeHoldsRootData;
    const bool toRoot = reference.outcome == Outcome::RootHoldsResult;
    if (!fromRoot && !toRoot && reference.outcome != Outcome::EveryNodeHoldsResult)
        throw InputError(
            "the exercise's collective " + reference.lectureName +
            " moves blocks; traced runs are checked against the whole-vector collectives");
    std::optional<int> root;
    if (fromRoot || toRoot) {
        std::vector<int> candidates = nodesNever(run, fromRoot);
        // Of several, the one that takes part at all (a broadcast's that sends, a reduce's that
        // receives) is the root; the others are nodes the collective missed (checked below).
        if (candidates.size() > 1) {
            const std::vector<int> silent = nodesNever(run, !fromRoot);
            std::vector<int> active;
            for (int node : candidates)
                if (std::find(silent.begin(), silent.end(), node) == silent.end())
                    active.push_back(node);
            if (active.size() == 1)
                candidates = active;
        }
        if (candidates.size() != 1) {
            std::string list;
            for (int node : candidates)
                list += (list.empty() ? "" : ", ") + address(run, node);
            return verdict(false, fromRoot ? "trace-root-receives" : "trace-root-sends",
                           with({{"count", std::to_string(candidates.size())},
                                 {"nodes", list.empty() ? "-" : list}}));
        }
        root = candidates.front();
    }

    // The data flow, step by step: who holds what (a node's inputs) and what a message carries.
    const auto p = static_cast<std::size_t>(run.ranks);
    std::vector<std::vector<bool>> holds(p, std::vector<bool>(p, false));
    if (fromRoot)
        holds[static_cast<std::size_t>(*root)][static_cast<std::size_t>(*root)] = true;
    else
        for (std::size_t i = 0; i < p; ++i)
            holds[i][i] = true;
    // Each node's input, from the first message it sends while it holds only its own.
    std::vector<std::optional<double>> input(p);
    const Operator op = exercise.scenario.op;
    std::size_t at = 0;
    for (std::size_t step = 1; step <= run.stepCount; ++step) {
        const std::vector<std::vector<bool>> before = holds;
        for (; at < run.messages.size() && run.messages[at].step == step; ++at) {
            const TracedMessage& m = run.messages[at];
            const auto& carried = before[static_cast<std::size_t>(m.from)];
            if (fromRoot && !carried[static_cast<std::size_t>(*root)]) {
                CheckResult result = verdict(false, "trace-sends-early",
                                             with({{"node", address(run, m.from)},
                                                   {"to", address(run, m.to)},
                                                   {"step", stepLabel(m.step)}}));
                result.nodes = {static_cast<NodeId>(m.from)};
                return result;
            }
            // What the message should carry, where its inputs' values are known: a node's input
            // is what it sends while it holds its own alone (a broadcast's: the root's first).
            if (!m.values.empty()) {
                const auto from = static_cast<std::size_t>(m.from);
                const std::size_t held =
                    static_cast<std::size_t>(std::count(carried.begin(), carried.end(), true));
                if (!input[from] && carried[from] && held == 1)
                    input[from] = m.values.front();
                std::optional<double> expected;
                std::string names;
                bool known = true;
                for (std::size_t i = 0; i < p && known; ++i) {
                    if (!carried[i])
                        continue;
                    known = input[i].has_value();
                    if (known)
                        expected = expected ? applyOperator(op, *expected, *input[i]) : *input[i];
                    names += (names.empty() ? "a_" : "+a_") + std::to_string(i);
                }
                if (known && expected && !same(*expected, m.values.front())) {
                    CheckResult result = verdict(false, "trace-value",
                                                 with({{"from", address(run, m.from)},
                                                       {"to", address(run, m.to)},
                                                       {"step", stepLabel(m.step)},
                                                       {"got", number(m.values.front())},
                                                       {"expected", number(*expected)},
                                                       {"inputs", names}}));
                    result.nodes = {static_cast<NodeId>(m.from)};
                    return result;
                }
            }
            auto& receiver = holds[static_cast<std::size_t>(m.to)];
            for (std::size_t i = 0; i < p; ++i)
                receiver[i] = receiver[i] || carried[i];
        }
    }

    // The outcome: who must end with what.
    const auto missing = [&](std::size_t node) {
        std::vector<int> lacks;
        for (std::size_t i = 0; i < p; ++i)
            if (!holds[node][i])
                lacks.push_back(static_cast<int>(i));
        return lacks;
    };
    for (std::size_t node = 0; node < p; ++node) {
        if (toRoot && node != static_cast<std::size_t>(*root))
            continue;
        const std::vector<int> lacks =
            fromRoot ? (holds[node][static_cast<std::size_t>(*root)] ? std::vector<int>{}
                                                                     : std::vector<int>{*root})
                     : missing(node);
        if (lacks.empty())
            continue;
        std::string names;
        for (int i : lacks)
            names += (names.empty() ? "a_" : ", a_") + std::to_string(i);
        CheckResult result =
            verdict(false,
                    fromRoot ? "trace-broadcast-missed"
                    : toRoot ? "trace-reduce-missed"
                             : "trace-allreduce-missed",
                    with({{"node", address(run, static_cast<int>(node))}, {"inputs", names}}));
        result.nodes = {static_cast<NodeId>(node)};
        return result;
    }

    // The link limits on the traced cube.
    const std::vector<std::uint64_t> load = run.messagesPerLink();
    for (const LinkLimit& limit : exercise.parameters.linkLimits) {
        const int link = limit.linkIn(run.dimension);
        if (link < 1 || link > run.dimension)
            continue;
        if (load[static_cast<std::size_t>(link - 1)] > limit.messages) {
            CheckResult result = verdict(
                false, "trace-link-load",
                with({{"link", std::to_string(link)},
                      {"messages", std::to_string(load[static_cast<std::size_t>(link - 1)])},
                      {"most", std::to_string(limit.messages)}}));
            result.links = {link};
            return result;
        }
    }
    return verdict(true, "trace-right",
                   with({{"steps", std::to_string(run.stepCount)},
                         {"root", root ? address(run, *root) : std::string("-")}}));
}

} // namespace cubelab
