#include "cubelab/scenario.h"

#include "cubelab/collective.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>

namespace cubelab {

namespace {

std::string joinLinks(const std::vector<int>& links)
{
    std::string text;
    for (int link : links)
        text += (text.empty() ? "" : ",") + std::to_string(link);
    return text;
}

void checkPermutation(const std::vector<int>& order, int dimension, const char* what)
{
    const std::string allowed = dimension == 0 ? "a 0-cube has no links: give an empty order"
                                               : "give each of the links 1 to " +
                                                     std::to_string(dimension) + " exactly once";
    const std::string head = std::string(what) + " [" + joinLinks(order) + "] ";
    if (static_cast<int>(order.size()) != dimension)
        throw InputError(head + "has " + std::to_string(order.size()) + " links, not " +
                         std::to_string(dimension) + ": " + allowed);
    std::vector<bool> seen(static_cast<std::size_t>(dimension) + 1, false);
    for (int link : order) {
        if (link < 1 || link > dimension)
            throw InputError(head + "names link " + std::to_string(link) + ", which a " +
                             std::to_string(dimension) + "-cube does not have: " + allowed);
        if (seen[static_cast<std::size_t>(link)])
            throw InputError(head + "names link " + std::to_string(link) + " twice: " + allowed);
        seen[static_cast<std::size_t>(link)] = true;
    }
}

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

Scenario normalized(const Scenario& in)
{
    static_cast<void>(Hypercube(in.dimension)); // the range is checked before the name
    return normalized(in, findCollective(in.algorithm));
}

Scenario normalized(const Scenario& in, const Collective& collective)
{
    Scenario s = in;
    const Hypercube cube(s.dimension); // checks the range
    s.algorithm = collective.id;
    const std::uint64_t p = cube.nodeCount();

    if (s.linkOrder.empty() && s.dimension > 0)
        s.linkOrder = collective.defaultLinkOrder(s.dimension);
    checkPermutation(s.linkOrder, s.dimension, "link order");

    if (collective.takesSecondOrder()) {
        if (s.secondLinkOrder.empty())
            s.secondLinkOrder.assign(s.linkOrder.rbegin(), s.linkOrder.rend());
        const std::string secondName =
            std::string(collective.linkOrders.back().phase.id()) + " link order";
        checkPermutation(s.secondLinkOrder, s.dimension, secondName.c_str());
    } else if (!s.secondLinkOrder.empty()) {
        std::string takers;
        for (const Collective& c : knownCollectives())
            if (c.takesSecondOrder())
                takers += (takers.empty() ? "" : ", ") + c.id + " (" + c.lectureName + ")";
        throw InputError(collective.id +
                         " has one link order only: a second link order "
                         "belongs to " +
                         takers);
    }

    if (collective.data == DataKind::Blocks && s.dimension > Scenario::kMaxBlockDimension)
        throw InputError(collective.id +
                         " cuts the vector into p blocks and serves dimensions up to " +
                         std::to_string(Scenario::kMaxBlockDimension) +
                         " (each node keeps p blocks); got " + std::to_string(s.dimension));

    if (collective.takesRoot) {
        const std::int64_t root = s.root.value_or(0);
        if (root < 0 || static_cast<std::uint64_t>(root) >= p)
            throw InputError("root " + std::to_string(root) +
                             " is outside the cube: allowed are 0 to " + std::to_string(p - 1) +
                             " for dimension " + std::to_string(s.dimension));
        s.root = root;
    } else if (s.root.has_value()) {
        throw InputError(collective.id + " has no root: every node ends with the result; leave "
                                         "the root out");
    }

    if (s.elements == 0) // the collective's default: one element, or one a block
        s.elements = collective.data == DataKind::Blocks ? static_cast<std::int64_t>(p) : 1;
    if (s.elements < 1)
        throw InputError("elements must be at least 1 (the vector length m); got " +
                         std::to_string(s.elements));
    if (static_cast<std::uint64_t>(s.elements) > Scenario::kMaxValues / p)
        throw InputError(
            "a vector of " + std::to_string(s.elements) + " elements on " + std::to_string(p) +
            " nodes is " + std::to_string(static_cast<std::uint64_t>(s.elements) * p) +
            " values, more than the " + std::to_string(Scenario::kMaxValues) +
            " that fit in memory: at dimension " + std::to_string(s.dimension) +
            " allowed are 1 to " + std::to_string(Scenario::kMaxValues / p) + " elements");

    if (s.values == ValueMode::Symbolic && s.dimension > Scenario::kMaxSymbolicDimension)
        throw InputError("symbolic values serve dimensions up to " +
                         std::to_string(Scenario::kMaxSymbolicDimension) +
                         ": an expression at dimension " + std::to_string(s.dimension) +
                         " would name " + std::to_string(p) +
                         " leaves; choose numeric values or a smaller dimension");

    if (!s.initial.empty()) {
        if (s.initial.size() != p)
            throw InputError("initial values list " + std::to_string(s.initial.size()) +
                             " nodes, but the cube has " + std::to_string(p) +
                             ": give one vector for every node, or none for the default i+1");
        for (std::size_t i = 0; i < s.initial.size(); ++i)
            if (s.initial[i].size() != static_cast<std::size_t>(s.elements))
                throw InputError("initial value of node " + std::to_string(i) + " has " +
                                 std::to_string(s.initial[i].size()) + " elements, not " +
                                 std::to_string(s.elements) + " (the vector length)");
    }
    if (s.inlineMachine) {
        validate(*s.inlineMachine);
        s.machine = s.inlineMachine->id;
    } else if (!s.machine.empty()) {
        s.machine = findMachine(s.machine).id; // throws, listing the presets
    }
    return s;
}

double initialValue(const Scenario& s, NodeId node, std::uint32_t element)
{
    if (s.initial.empty())
        return static_cast<double>(node) + 1.0;
    return s.initial[node][element];
}

std::string_view valueModeName(ValueMode mode)
{
    return mode == ValueMode::Symbolic ? "symbolic" : "numeric";
}

ValueMode parseValueMode(std::string_view text)
{
    const std::string l = lower(text);
    if (l == "symbolic")
        return ValueMode::Symbolic;
    if (l == "numeric")
        return ValueMode::Numeric;
    throw InputError("unknown value mode '" + std::string(text) + "': choose symbolic or numeric");
}

std::string_view phaseName(Phase phase)
{
    return phase.id();
}

Phase parsePhase(std::string_view text)
{
    if (text.empty())
        throw InputError("a phase needs a name, such as reduce, broadcast or exchange");
    return Phase::named(lower(text));
}

const Phase* Phase::builtin(std::string_view id)
{
    static constexpr Phase all[] = {Reduce,  Broadcast,     Exchange, Gather,
                                    Scatter, ReduceScatter, Allgather};
    for (const Phase& phase : all)
        if (phase.id() == lower(id))
            return &phase;
    return nullptr;
}

Phase Phase::named(std::string_view id)
{
    if (const Phase* known = builtin(id))
        return *known;
    // Other phases keep their names and infos for the life of the program; a deque never
    // moves them, and each id gets one info, so equal ids make equal phases.
    static std::mutex guard;
    static std::deque<std::string> names;
    static std::deque<PhaseInfo> infos;
    const std::lock_guard lock(guard);
    const auto it = std::find(names.begin(), names.end(), id);
    if (it != names.end())
        return Phase(infos[static_cast<std::size_t>(it - names.begin())]);
    names.emplace_back(id);
    return Phase(infos.emplace_back(PhaseInfo{names.back(), true}));
}

} // namespace cubelab
