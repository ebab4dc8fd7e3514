#include "cubelab/bestorder.h"

#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <span>
#include <utility>

namespace cubelab {

namespace {

// The steps one link order of the collective orders, as the lecture-order run took them.
struct PhaseSteps
{
    Phase phase = Phase::Reduce;
    std::vector<int> order; // the link of each step, as the lecture-order run used it
    std::vector<const Step*> steps;
};

struct Priced
{
    std::vector<StepCostTable> tables;
    std::vector<PhaseSteps> phases;
    std::vector<std::vector<std::uint64_t>> concurrency;
    std::vector<std::vector<double>> sizes; // the largest message's elements, per position
};

Trace lectureTrace(const Collective& collective, int dimension)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = collective.id;
    s.values = ValueMode::Numeric;
    s.elements = 0; // the collective's default: one element, or one a block
    return Emulator::run(s);
}

// Whether every step uses one link and belongs to the phase of one of the collective's link
// orders, and each order orders n steps: then an order's time is a sum of per-position step
// costs (the tables).
bool positional(const Trace& trace, const Collective& collective)
{
    const auto n = static_cast<std::size_t>(trace.cube().dimension());
    for (const Step& step : trace.steps())
        if (std::none_of(collective.linkOrders.begin(), collective.linkOrders.end(),
                         [&](const LinkOrderRole& role) { return role.phase == step.phase; }))
            return false;
    for (const LinkOrderRole& role : collective.linkOrders) {
        std::size_t count = 0;
        for (const Step& step : trace.steps())
            if (step.phase == role.phase) {
                if (step.links.size() != 1)
                    return false;
                ++count;
            }
        if (count != n)
            return false;
    }
    return true;
}

std::vector<PhaseSteps> splitPhases(const Trace& trace, const Collective& collective)
{
    std::vector<PhaseSteps> phases;
    for (const LinkOrderRole& role : collective.linkOrders) {
        PhaseSteps phase{role.phase, {}, {}};
        for (const Step& step : trace.steps())
            if (step.phase == role.phase) {
                phase.order.push_back(step.links.front());
                phase.steps.push_back(&step);
            }
        phases.push_back(std::move(phase));
    }
    return phases;
}

// The elements of each message of a step when the vector has `elements` elements (a block
// collective's message carries its blocks' share).
std::vector<double> stepElements(const Trace& trace, const Step& step, std::uint64_t elements)
{
    std::vector<double> out;
    out.reserve(step.messageCount);
    for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j)
        out.push_back(trace.messageElements(j, static_cast<double>(elements)));
    return out;
}

// The node whose bit for link l is the bit for linkMap[l] of the original.
NodeId relabel(NodeId node, const std::vector<int>& linkMap)
{
    NodeId out = 0;
    for (std::size_t link = 1; link < linkMap.size(); ++link)
        if (node & Hypercube::linkBit(static_cast<int>(link)))
            out |= Hypercube::linkBit(linkMap[link]);
    return out;
}

// The step's messages with every link l renamed linkMap[l] and the node bits with it.
std::vector<Message> relabelled(std::span<const Message> messages, const std::vector<int>& linkMap)
{
    std::vector<Message> out(messages.begin(), messages.end());
    for (Message& m : out) {
        m.from = relabel(m.from, linkMap);
        m.to = relabel(m.to, linkMap);
        m.link = static_cast<std::uint8_t>(linkMap[m.link]);
    }
    return out;
}

Priced price(const Machine& machine, const Trace& trace, const Collective& collective,
             std::uint64_t elements)
{
    Priced priced;
    priced.phases = splitPhases(trace, collective);
    const auto n = static_cast<std::size_t>(trace.cube().dimension());
    for (const PhaseSteps& phase : priced.phases) {
        StepCostTable table(n, std::vector<double>(n, std::numeric_limits<double>::quiet_NaN()));
        std::vector<std::uint64_t> concurrency(n, 0);
        std::vector<double> sizes(n, 0.0);
        // Rotating the order by j puts every link at every position once (a Latin square);
        // relabelling the node bits turns the lecture-order run into the rotated one, since
        // the programs treat every bit alike. A message keeps its size: the size depends on
        // the step's position, not on its link.
        for (std::size_t j = 0; j < n; ++j) {
            std::vector<int> linkMap(n + 1, 0);
            for (std::size_t t = 0; t < n; ++t)
                linkMap[static_cast<std::size_t>(phase.order[t])] = phase.order[(t + j) % n];
            for (std::size_t t = 0; t < n; ++t) {
                const Step& step = *phase.steps[t];
                const std::vector<double> each = stepElements(trace, step, elements);
                const StepCost cost = CostModel::stepCost(relabelled(trace.messages(step), linkMap),
                                                          each, phase.phase, machine);
                table[t][static_cast<std::size_t>(phase.order[(t + j) % n] - 1)] = cost.duration;
                if (j == 0) {
                    concurrency[t] = cost.concurrent;
                    sizes[t] = each.empty() ? 0.0 : *std::max_element(each.begin(), each.end());
                }
            }
        }
        priced.tables.push_back(std::move(table));
        priced.concurrency.push_back(std::move(concurrency));
        priced.sizes.push_back(std::move(sizes));
    }
    return priced;
}

double timeOf(const StepCostTable& table, const std::vector<int>& order)
{
    double sum = 0.0;
    for (std::size_t t = 0; t < order.size(); ++t)
        sum += table[t][static_cast<std::size_t>(order[t] - 1)];
    return sum;
}

double tolerance(const StepCostTable& table)
{
    double scale = 0.0;
    for (const auto& row : table)
        scale += *std::max_element(row.begin(), row.end());
    return BestOrder::kTieTolerance * scale;
}

std::uint64_t factorial(std::size_t k)
{
    std::uint64_t f = 1;
    for (std::size_t i = 2; i <= k; ++i)
        f *= i;
    return f;
}

struct ClassGroup
{
    std::size_t machineClass = 0;
    std::vector<int> links; // ascending
};

std::vector<ClassGroup> groups(const Machine& machine, int dimension)
{
    std::vector<ClassGroup> out;
    for (int link = 1; link <= dimension; ++link) {
        const std::size_t c = machine.classOf(link);
        auto it = std::find_if(out.begin(), out.end(),
                               [c](const ClassGroup& g) { return g.machineClass == c; });
        if (it == out.end())
            out.push_back({c, {link}});
        else
            it->links.push_back(link);
    }
    return out;
}

// Whether a phase runs away from the root: its concurrency rises (a broadcast), or, where every
// step sends as many messages, its messages grow (an allgather after a reduce-scatter).
bool rising(const std::vector<std::uint64_t>& concurrency, const std::vector<double>& sizes = {})
{
    if (concurrency.front() != concurrency.back() || sizes.empty())
        return concurrency.front() < concurrency.back();
    return sizes.front() < sizes.back();
}

// Links of one class are interchangeable; show them so that the higher numbers sit nearer the
// root: ascending where the phase runs towards it (a reduce, a reduce-scatter), descending
// where it runs away (a broadcast, an allgather).
std::vector<int> canonical(const Machine& machine, const std::vector<int>& order, bool awayFromRoot)
{
    std::vector<int> out = order;
    for (const ClassGroup& g : groups(machine, static_cast<int>(order.size()))) {
        std::vector<std::size_t> positions;
        for (std::size_t t = 0; t < order.size(); ++t)
            if (machine.classOf(order[t]) == g.machineClass)
                positions.push_back(t);
        std::vector<int> links = g.links;
        if (awayFromRoot)
            std::reverse(links.begin(), links.end());
        for (std::size_t i = 0; i < positions.size(); ++i)
            out[positions[i]] = links[i];
    }
    return out;
}

struct Search
{
    std::vector<int> order;
    double seconds = 0.0;
    std::uint64_t optimalOrders = 0;
};

Search exhaustive(const StepCostTable& table)
{
    const std::size_t n = table.size();
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 1);
    std::vector<double> totals;
    double best = std::numeric_limits<double>::infinity();
    do {
        const double t = timeOf(table, order);
        totals.push_back(t);
        best = std::min(best, t);
    } while (std::next_permutation(order.begin(), order.end()));

    const double tol = tolerance(table);
    Search result;
    result.seconds = best;
    std::iota(order.begin(), order.end(), 1);
    std::size_t i = 0;
    do {
        if (totals[i++] <= best + tol) {
            if (result.optimalOrders == 0)
                result.order = order;
            ++result.optimalOrders;
        }
    } while (std::next_permutation(order.begin(), order.end()));
    return result;
}

// Growth of a class's step time with k concurrent messages: max(1/b, k/B). The sort key
// orders classes by slope 1/B (0 when unshared) and, for equal slopes, by the later kink B/b.
struct Growth
{
    double slope = 0.0;
    double kink = std::numeric_limits<double>::infinity();
};

Growth growthOf(const LinkClass& lc)
{
    if (!lc.sharedBandwidth)
        return {};
    return {1.0 / *lc.sharedBandwidth, *lc.sharedBandwidth / lc.bandwidth};
}

bool growsNoSlower(const Growth& a, const Growth& b)
{
    return a.slope >= b.slope && a.kink <= b.kink;
}

// Theorem 1 of docs/cost-model.md: where the classes are nested, the classes sorted from the
// slowest-growing to the fastest-growing, laid on the positions from the most concurrent
// messages to the fewest, form an optimal order. Empty where the classes are not nested.
} // namespace

std::optional<std::vector<int>>
BestOrder::sortedOrder(const Machine& machine, const std::vector<std::uint64_t>& concurrency)
{
    const std::size_t n = concurrency.size();
    if (!BestOrder::classesNested(machine, static_cast<int>(n)))
        return std::nullopt;
    std::vector<ClassGroup> classes = groups(machine, static_cast<int>(n));
    std::stable_sort(classes.begin(), classes.end(), [&](const ClassGroup& a, const ClassGroup& b) {
        const Growth ga = growthOf(machine.linkClasses[a.machineClass]);
        const Growth gb = growthOf(machine.linkClasses[b.machineClass]);
        return growsNoSlower(gb, ga) && !growsNoSlower(ga, gb);
    });
    std::vector<std::size_t> positions(n);
    std::iota(positions.begin(), positions.end(), 0);
    std::stable_sort(positions.begin(), positions.end(),
                     [&](std::size_t a, std::size_t b) { return concurrency[a] > concurrency[b]; });
    std::vector<int> order(n, 0);
    std::size_t next = 0;
    for (const ClassGroup& g : classes)
        for (int link : g.links)
            order[positions[next++]] = link;
    return order;
}

namespace {

// The rule (docs/cost-model.md): a dynamic programme over how many links of each class are
// used gives the least time and counts the optimal class sequences; where the classes are
// nested, sorting them by growth against the positions by concurrency is one optimal order.
Search byRule(const Machine& machine, const StepCostTable& table)
{
    const std::size_t n = table.size();
    const std::vector<ClassGroup> classes = groups(machine, static_cast<int>(n));
    const std::size_t k = classes.size();

    std::vector<std::size_t> radix(k);
    std::size_t states = 1;
    for (std::size_t c = 0; c < k; ++c) {
        radix[c] = states;
        states *= classes[c].links.size() + 1;
    }
    const double tol = tolerance(table);
    std::vector<double> cost(states, std::numeric_limits<double>::infinity());
    std::vector<std::uint64_t> count(states, 0);
    cost[0] = 0.0;
    count[0] = 1;
    for (std::size_t s = 0; s < states; ++s) {
        if (count[s] == 0)
            continue;
        std::size_t position = 0;
        for (std::size_t c = 0; c < k; ++c)
            position += (s / radix[c]) % (classes[c].links.size() + 1);
        if (position == n)
            continue;
        for (std::size_t c = 0; c < k; ++c) {
            if ((s / radix[c]) % (classes[c].links.size() + 1) == classes[c].links.size())
                continue;
            const std::size_t next = s + radix[c];
            const double value =
                cost[s] + table[position][static_cast<std::size_t>(classes[c].links.front() - 1)];
            if (value < cost[next] - tol) {
                cost[next] = value;
                count[next] = count[s];
            } else if (value <= cost[next] + tol) {
                count[next] += count[s];
            }
        }
    }
    const std::size_t full = states - 1;
    Search result;
    result.seconds = cost[full];
    result.optimalOrders = count[full];
    for (const ClassGroup& g : classes)
        result.optimalOrders *= factorial(g.links.size());

    // One optimal order: walk the programme back (find() shows the sorted order instead where
    // the classes are nested and it reaches the same time).
    {
        std::vector<int> order(n, 0);
        std::vector<std::size_t> used(k, 0);
        std::size_t s = full;
        for (std::size_t position = n; position-- > 0;) {
            for (std::size_t c = 0; c < k; ++c) {
                if (used[c] == classes[c].links.size() ||
                    (s / radix[c]) % (classes[c].links.size() + 1) == 0)
                    continue;
                const std::size_t prev = s - radix[c];
                const double value =
                    cost[prev] +
                    table[position][static_cast<std::size_t>(classes[c].links.front() - 1)];
                if (count[prev] > 0 && std::abs(value - cost[s]) <= tol) {
                    order[position] = classes[c].links[used[c]++];
                    s = prev;
                    break;
                }
            }
        }
        result.order = order;
    }
    return result;
}

// A collective whose steps use several links (the ring) has one link order for its whole run,
// and an order's time is no sum over positions: every step is priced whole, relabelled.
struct DistinctStep
{
    const Step* step = nullptr;
    std::vector<double> elements;
    std::uint64_t times = 0; // steps alike: the same phase, messages and sizes
};

std::vector<DistinctStep> distinctSteps(const Trace& trace, std::uint64_t elements)
{
    std::vector<DistinctStep> out;
    for (const Step& step : trace.steps()) {
        std::vector<double> sizes = stepElements(trace, step, elements);
        const std::span<const Message> messages = trace.messages(step);
        auto same = std::find_if(out.begin(), out.end(), [&](const DistinctStep& d) {
            const std::span<const Message> other = trace.messages(*d.step);
            return d.step->phase == step.phase && d.elements == sizes &&
                   std::equal(other.begin(), other.end(), messages.begin(), messages.end());
        });
        if (same != out.end())
            ++same->times;
        else
            out.push_back({&step, std::move(sizes), 1});
    }
    return out;
}

double wholeTime(const Machine& machine, const Trace& trace, const std::vector<DistinctStep>& steps,
                 const std::vector<int>& lectureOrder, const std::vector<int>& order)
{
    std::vector<int> linkMap(order.size() + 1, 0);
    for (std::size_t t = 0; t < order.size(); ++t)
        linkMap[static_cast<std::size_t>(lectureOrder[t])] = order[t];
    double sum = 0.0;
    for (const DistinctStep& d : steps)
        sum += static_cast<double>(d.times) *
               CostModel::stepCost(relabelled(trace.messages(*d.step), linkMap), d.elements,
                                   d.step->phase, machine)
                   .duration;
    return sum;
}

// Links of one class are interchangeable (swapping two of them is a symmetry of the cube that
// keeps every price), so the search tries every sequence of classes over the positions, each
// class's links in ascending order, and counts each optimal sequence as its classes' orders.
Search wholeSearch(const Machine& machine,
                   const std::function<double(const std::vector<int>&)>& time, int dimension)
{
    const std::vector<ClassGroup> classes = groups(machine, dimension);
    std::vector<std::size_t> sequence;
    for (std::size_t c = 0; c < classes.size(); ++c)
        sequence.insert(sequence.end(), classes[c].links.size(), c);
    std::vector<std::pair<double, std::vector<int>>> tried;
    do {
        std::vector<std::size_t> used(classes.size(), 0);
        std::vector<int> order;
        for (std::size_t c : sequence)
            order.push_back(classes[c].links[used[c]++]);
        tried.emplace_back(time(order), std::move(order));
    } while (std::next_permutation(sequence.begin(), sequence.end()));

    double best = std::numeric_limits<double>::infinity();
    double worst = 0.0;
    for (const auto& [seconds, order] : tried) {
        best = std::min(best, seconds);
        worst = std::max(worst, seconds);
    }
    const double tol = BestOrder::kTieTolerance * worst;
    std::uint64_t perSequence = 1;
    for (const ClassGroup& g : classes)
        perSequence *= factorial(g.links.size());
    Search result;
    result.seconds = best;
    for (const auto& [seconds, order] : tried)
        if (seconds <= best + tol) {
            if (result.optimalOrders == 0)
                result.order = order;
            result.optimalOrders += perSequence;
        }
    return result;
}

// The messages the link at each position of the lecture order carries in one step (the most
// over the steps).
std::vector<std::uint64_t> linkConcurrency(const Trace& trace,
                                           const std::vector<DistinctStep>& steps,
                                           const std::vector<int>& lectureOrder)
{
    std::vector<std::uint64_t> most(lectureOrder.size(), 0);
    for (const DistinctStep& d : steps) {
        std::vector<std::uint64_t> perLink(lectureOrder.size() + 1, 0);
        for (const Message& m : trace.messages(*d.step))
            ++perLink[m.link];
        for (std::size_t t = 0; t < lectureOrder.size(); ++t)
            most[t] = std::max(most[t], perLink[static_cast<std::size_t>(lectureOrder[t])]);
    }
    return most;
}

PhaseOrder wholeOrder(const Machine& machine, const Trace& trace, const Collective& collective,
                      std::uint64_t elements)
{
    const int n = trace.cube().dimension();
    const std::vector<DistinctStep> steps = distinctSteps(trace, elements);
    PhaseOrder phase;
    phase.phase = collective.linkOrders.front().phase;
    phase.lectureOrder = trace.scenario().linkOrder;
    auto time = [&](const std::vector<int>& order) {
        return wholeTime(machine, trace, steps, phase.lectureOrder, order);
    };
    const Search search = wholeSearch(machine, time, n);
    phase.lectureSeconds = time(phase.lectureOrder);
    phase.seconds = search.seconds;
    phase.optimalOrders = search.optimalOrders;
    phase.allOrders = factorial(static_cast<std::size_t>(n));
    phase.concurrency = linkConcurrency(trace, steps, phase.lectureOrder);
    const double tol = BestOrder::kTieTolerance * std::max(phase.lectureSeconds, search.seconds);
    // Shown: the lecture's order when it is among the best, else the search's, with the links
    // of a class laid out as for the trees.
    if (phase.lectureSeconds <= search.seconds + tol)
        phase.order = phase.lectureOrder;
    else
        phase.order = canonical(machine, search.order, rising(phase.concurrency));
    return phase;
}

} // namespace

std::vector<int> BestOrderResult::linkOrder() const
{
    return phases.empty() ? std::vector<int>{} : phases.front().order;
}

std::vector<int> BestOrderResult::secondLinkOrder() const
{
    return phases.size() < 2 ? std::vector<int>{} : phases[1].order;
}

std::vector<StepCostTable> BestOrder::stepCostTables(const Machine& machine,
                                                     std::string_view algorithm, int dimension,
                                                     std::uint64_t elements)
{
    validate(machine);
    if (dimension < 1 || dimension > machine.maxDimension)
        throw InputError("dimension " + std::to_string(dimension) + " is outside 1 to " +
                         std::to_string(machine.maxDimension) + " (the links machine '" +
                         machine.id + "' has)");
    if (elements < 1)
        throw InputError("the vector length must be at least 1 element");
    const Collective& collective = findCollective(algorithm);
    const Trace trace = lectureTrace(collective, dimension);
    if (!positional(trace, collective))
        throw InputError(collective.id +
                         " uses several links in one step: its link order is priced over whole "
                         "runs, not per position");
    return price(machine, trace, collective, elements).tables;
}

bool BestOrder::classesNested(const Machine& machine, int dimension)
{
    const std::vector<ClassGroup> classes = groups(machine, dimension);
    for (std::size_t a = 0; a < classes.size(); ++a)
        for (std::size_t b = a + 1; b < classes.size(); ++b) {
            const Growth ga = growthOf(machine.linkClasses[classes[a].machineClass]);
            const Growth gb = growthOf(machine.linkClasses[classes[b].machineClass]);
            if (!growsNoSlower(ga, gb) && !growsNoSlower(gb, ga))
                return false;
        }
    return true;
}

BestOrderResult BestOrder::find(const Machine& machine, std::string_view algorithm, int dimension,
                                std::uint64_t elements, SearchMethod method)
{
    validate(machine);
    const Collective& collective = findCollective(algorithm);
    if (dimension < 1 || dimension > machine.maxDimension)
        throw InputError("dimension " + std::to_string(dimension) + " is outside 1 to " +
                         std::to_string(machine.maxDimension) + " (the links machine '" +
                         machine.id + "' has)");
    if (elements < 1)
        throw InputError("the vector length must be at least 1 element");
    if (method == SearchMethod::Automatic)
        method =
            dimension <= kExhaustiveMaxDimension ? SearchMethod::Exhaustive : SearchMethod::Rule;
    if (method == SearchMethod::Exhaustive && dimension > kExhaustiveMaxDimension)
        throw InputError("an exhaustive search tries all n! orders and serves dimensions up to " +
                         std::to_string(kExhaustiveMaxDimension) + "; use the rule for dimension " +
                         std::to_string(dimension));

    BestOrderResult result;
    result.machine = machine.id;
    result.algorithm = collective.id;
    result.dimension = dimension;
    result.elements = elements;
    result.method = method;
    const Trace trace = lectureTrace(collective, dimension);
    if (!positional(trace, collective)) {
        if (collective.linkOrders.size() != 1)
            throw InputError(collective.id +
                             " uses several links in one step and more than one link order: "
                             "no best order is defined for it");
        PhaseOrder phase = wholeOrder(machine, trace, collective, elements);
        result.seconds = phase.seconds;
        result.lectureSeconds = phase.lectureSeconds;
        result.phases.push_back(std::move(phase));
        return result;
    }
    const Priced priced = price(machine, trace, collective, elements);
    for (std::size_t p = 0; p < priced.tables.size(); ++p) {
        const StepCostTable& table = priced.tables[p];
        const Search search =
            method == SearchMethod::Exhaustive ? exhaustive(table) : byRule(machine, table);
        PhaseOrder phase;
        phase.phase = priced.phases[p].phase;
        phase.lectureOrder = priced.phases[p].order;
        phase.lectureSeconds = timeOf(table, phase.lectureOrder);
        phase.seconds = search.seconds;
        phase.optimalOrders = search.optimalOrders;
        phase.allOrders = factorial(static_cast<std::size_t>(dimension));
        phase.concurrency = priced.concurrency[p];
        // Shown: the lecture's order when it is among the best, else the sorted rule's when
        // the classes are nested (it reads best), else the search's.
        const auto sorted = BestOrder::sortedOrder(machine, phase.concurrency);
        if (phase.lectureSeconds <= search.seconds + tolerance(table))
            phase.order = phase.lectureOrder;
        else if (sorted && timeOf(table, *sorted) <= search.seconds + tolerance(table))
            phase.order = canonical(machine, *sorted, rising(phase.concurrency, priced.sizes[p]));
        else
            phase.order =
                canonical(machine, search.order, rising(phase.concurrency, priced.sizes[p]));
        result.seconds += phase.seconds;
        result.lectureSeconds += phase.lectureSeconds;
        result.phases.push_back(std::move(phase));
    }
    return result;
}

std::string_view searchMethodName(SearchMethod method)
{
    switch (method) {
    case SearchMethod::Automatic:
        return "automatic";
    case SearchMethod::Exhaustive:
        return "exhaustive search";
    case SearchMethod::Rule:
        return "rule";
    }
    return "automatic";
}

} // namespace cubelab
