#include "cubelab/programchecker.h"

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/hypercube.h"
#include "cubelab/luaprogram.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace cubelab {

namespace {

using Args = std::vector<std::pair<std::string, std::string>>;

CheckResult verdict(bool correct, std::string id, Args args)
{
    CheckResult result;
    result.correct = correct;
    result.feedback.push_back({std::move(id), std::move(args)});
    return result;
}

// What names a run in the feedback.
Args runArgs(const Scenario& s)
{
    return {{"dimension", std::to_string(s.dimension)},
            {"root", Hypercube(s.dimension).address(static_cast<NodeId>(s.root.value_or(0)))},
            {"operator", std::string(operatorName(s.op))},
            {"elements", std::to_string(s.elements)}};
}

Args with(Args args, std::initializer_list<std::pair<std::string, std::string>> more)
{
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

// The inputs an expression combines, ascending with repetition (a reduce's result combines
// every input once, in whatever brackets).
void collectLeaves(const ExpressionPool& pool, ExprId id, std::vector<std::uint32_t>& out)
{
    if (id == kNoExpr)
        return;
    const ExpressionPool::Node& node = pool.node(id);
    if (node.isLeaf) {
        out.push_back(node.leaf);
        return;
    }
    collectLeaves(pool, node.left, out);
    collectLeaves(pool, node.right, out);
}

std::vector<std::uint32_t> leavesOf(const Trace& trace, ExprId id)
{
    std::vector<std::uint32_t> leaves;
    collectLeaves(trace.expressions(), id, leaves);
    std::sort(leaves.begin(), leaves.end());
    return leaves;
}

bool sameElements(std::span<const double> a, std::span<const double> b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k) {
        const double scale = std::max({1.0, std::abs(a[k]), std::abs(b[k])});
        if (!(std::abs(a[k] - b[k]) <= 1e-9 * scale) && !(std::isnan(a[k]) && std::isnan(b[k])))
            return false;
    }
    return true;
}

std::string describe(const Trace& trace, ExprId expr, std::span<const double> elements,
                     bool present)
{
    if (!present)
        return "—";
    if (expr != kNoExpr)
        return trace.format(expr, ExprStyle::Lecture);
    std::string text;
    for (std::size_t k = 0; k < std::min<std::size_t>(elements.size(), 4); ++k)
        text += (k > 0 ? ", " : "") + std::to_string(elements[k]);
    return text;
}

std::string describe(const Trace& trace, const NodeValue& v)
{
    if (!v.present)
        return "—";
    if (!trace.hasBlocks())
        return describe(trace, v.expr, v.elements, true);
    std::string text;
    for (const BlockValue& b : v.blocks)
        text += (text.empty() ? "" : "; ") + std::string("block ") + std::to_string(b.block) +
                ": " + describe(trace, b.expr, b.elements, true);
    return text;
}

// Whether the node ends with the same data: the same inputs combined (brackets may differ), the
// same numbers, the same blocks.
bool sameValue(const Trace& expected, const NodeValue& e, const Trace& got, const NodeValue& g)
{
    if (e.present != g.present)
        return false;
    if (!e.present)
        return true;
    if (!expected.hasBlocks())
        return leavesOf(expected, e.expr) == leavesOf(got, g.expr) &&
               sameElements(e.elements, g.elements);
    if (e.blocks.size() != g.blocks.size())
        return false;
    for (std::size_t k = 0; k < e.blocks.size(); ++k)
        if (e.blocks[k].block != g.blocks[k].block ||
            leavesOf(expected, e.blocks[k].expr) != leavesOf(got, g.blocks[k].expr) ||
            !sameElements(e.blocks[k].elements, g.blocks[k].elements))
            return false;
    return true;
}

} // namespace

std::vector<Scenario> ProgramChecker::runs(const Exercise& exercise)
{
    const Collective& reference = findCollective(exercise.scenario.algorithm);
    const ExerciseParameters& p = exercise.parameters;
    std::vector<Scenario> out;
    for (int n : p.dimensions) {
        const std::int64_t nodes = std::int64_t{1} << n;
        std::vector<std::int64_t> roots{0};
        if (reference.takesRoot && p.anyRoot && n <= kAllRootsDimension)
            for (std::int64_t r = 1; r < nodes; ++r)
                roots.push_back(r);
        else if (reference.takesRoot && p.anyRoot)
            for (std::int64_t r : {nodes - 1, nodes / 2 + 1})
                if (r < nodes && std::find(roots.begin(), roots.end(), r) == roots.end())
                    roots.push_back(r);
        for (std::int64_t root : roots)
            for (Operator op : p.operators)
                for (std::int64_t m : p.elements) {
                    Scenario s;
                    s.dimension = n;
                    s.algorithm = reference.id;
                    if (reference.takesRoot)
                        s.root = root;
                    s.op = op;
                    s.elements = reference.data == DataKind::Blocks ? m * nodes : m;
                    s.values = ValueMode::Symbolic;
                    out.push_back(normalized(s));
                }
    }
    return out;
}

std::vector<NodeId> ProgramChecker::nodesToCompare(const Collective& reference, const Scenario& s)
{
    if (reference.outcome == Outcome::RootHoldsResult ||
        reference.outcome == Outcome::RootHoldsAllBlocks)
        return {static_cast<NodeId>(s.root.value_or(0))};
    std::vector<NodeId> all(std::size_t{1} << s.dimension);
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<NodeId>(i);
    return all;
}

std::optional<ProgramChecker::Miss> ProgramChecker::missedOutcome(const Collective& reference,
                                                                  const Trace& got)
{
    Scenario s = got.scenario();
    s.algorithm = reference.id;
    if (!reference.takesRoot)
        s.root.reset();
    if (!reference.takesSecondOrder())
        s.secondLinkOrder.clear();
    const Trace expected = Emulator::run(s);
    for (NodeId i : nodesToCompare(reference, expected.scenario())) {
        const NodeValue e = expected.final(i);
        const NodeValue g = got.final(i);
        if (!sameValue(expected, e, got, g))
            return Miss{i, describe(got, g), describe(expected, e)};
    }
    return std::nullopt;
}

CheckResult ProgramChecker::check(const Exercise& exercise, const ProgramAnswer& answer,
                                  ProgramLimits limits, std::chrono::milliseconds clock)
{
    limits.clockTotal = std::make_shared<LuaClockTotal>(LuaClockTotal{clock, {}});
    std::optional<LuaProgram> program;
    try {
        program = LuaProgram::compile(answer.source, answer.fileName, std::move(limits));
    } catch (const ProgramError& e) {
        return verdict(false, "program-error",
                       {{"message", e.what()}, {"line", std::to_string(e.line())}});
    }
    const Collective& reference = findCollective(exercise.scenario.algorithm);
    if (program->reference().id != reference.id)
        return verdict(false, "program-implements",
                       {{"expected", reference.lectureName},
                        {"implements", program->reference().lectureName}});

    const std::vector<Scenario> all = runs(exercise);
    for (const Scenario& s : all) {
        std::optional<Trace> got;
        try {
            got.emplace(program->run(s));
        } catch (const EngineError& e) {
            const auto* failure = dynamic_cast<const ProgramError*>(&e);
            return verdict(
                false, "program-failed",
                with(runArgs(s), {{"message", e.what()},
                                  {"line", std::to_string(failure ? failure->line() : 0)}}));
        }
        if (const std::optional<Miss> miss = missedOutcome(reference, *got)) {
            CheckResult result =
                verdict(false, "program-differs",
                        with(runArgs(s), {{"node", got->cube().address(miss->node)},
                                          {"got", miss->got},
                                          {"expected", miss->expected},
                                          {"reference", reference.lectureName}}));
            result.nodes.push_back(miss->node);
            return result;
        }
        const std::vector<LinkLoad> loads = got->linkLoads();
        for (const LinkLimit& limit : exercise.parameters.linkLimits) {
            const int link = limit.linkIn(s.dimension);
            if (link < 1 || link > s.dimension)
                continue;
            const std::uint64_t messages = loads[static_cast<std::size_t>(link - 1)].messages;
            if (messages > limit.messages) {
                CheckResult result =
                    verdict(false, "program-link-load",
                            with(runArgs(s), {{"link", std::to_string(link)},
                                              {"messages", std::to_string(messages)},
                                              {"most", std::to_string(limit.messages)}}));
                result.links.push_back(link);
                return result;
            }
        }
    }
    return verdict(true, "program-right",
                   {{"runs", std::to_string(all.size())}, {"reference", reference.lectureName}});
}

} // namespace cubelab
