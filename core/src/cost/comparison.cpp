#include "cubelab/comparison.h"

#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/messagebytes.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace cubelab {

namespace {

Trace runOnce(const std::string& algorithm, int dimension, std::vector<int> order,
              std::vector<int> broadcastOrder)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.linkOrder = std::move(order);
    s.secondLinkOrder = std::move(broadcastOrder);
    s.values = ValueMode::Numeric;
    s.elements = 1;
    return Emulator::run(s);
}

// Where the sign of a(m) − b(m) changes between sampled sizes, the smallest whole size that
// has the new sign (bisection; within each sampled interval the difference changes sign once
// for the machines we model: it is a difference of functions linear in m).
void findCrossovers(const std::vector<std::uint64_t>& sizes, const std::string& nameA,
                    const std::string& nameB, const std::function<double(std::uint64_t)>& a,
                    const std::function<double(std::uint64_t)>& b, std::vector<Crossover>& out)
{
    auto sign = [&](std::uint64_t m) {
        const double x = a(m);
        const double y = b(m);
        const double tol = 1e-12 * std::max(std::abs(x), std::abs(y));
        return x < y - tol ? -1 : (x > y + tol ? 1 : 0);
    };
    int previous = 0;
    std::uint64_t previousSize = 0;
    for (std::uint64_t m : sizes) {
        const int now = sign(m);
        if (now != 0 && now != previous) {
            std::uint64_t low = previousSize; // sign there differs (or nothing sampled yet)
            std::uint64_t high = m;
            if (previous != 0 || previousSize != 0) {
                while (high - low > 1) {
                    const std::uint64_t mid = low + (high - low) / 2;
                    (sign(mid) == now ? high : low) = mid;
                }
            }
            if (previous != 0 || previousSize != 0)
                out.push_back(now < 0 ? Crossover{nameA, nameB, high, a(high)}
                                      : Crossover{nameB, nameA, high, b(high)});
            previous = now;
        }
        previousSize = m;
    }
}

} // namespace

VariantMetrics variantMetrics(const Trace& trace, const Machine& machine, std::string label)
{
    VariantMetrics v;
    v.label = std::move(label);
    v.algorithm = trace.scenario().algorithm;
    v.linkOrder = trace.scenario().linkOrder;
    v.secondLinkOrder = trace.scenario().secondLinkOrder;
    const std::uint32_t p = trace.nodeCount();
    const auto n = static_cast<std::size_t>(trace.cube().dimension());
    std::vector<std::uint64_t> combines(p, 0);
    std::vector<std::uint64_t> oneWay(p, 0);
    std::vector<std::uint64_t> bothWay(p, 0);
    // The last step in which a node was seen on a link: a node that sends and receives on the
    // same link in one step (an exchange) communicates once both ways.
    std::vector<std::uint32_t> seen(static_cast<std::size_t>(p) * (n + 1), 0);
    for (const Step& step : trace.steps()) {
        if (CostModel::combines(step.phase))
            for (const Update& u : trace.updates(step))
                ++combines[u.node];
        for (const Message& m : trace.messages(step)) {
            ++oneWay[m.from];
            ++oneWay[m.to];
            for (NodeId node : {m.from, m.to}) {
                std::uint32_t& mark = seen[static_cast<std::size_t>(node) * (n + 1) + m.link];
                if (mark != step.index) {
                    mark = step.index;
                    ++bothWay[node];
                }
            }
        }
    }
    for (std::uint32_t i = 0; i < p; ++i)
        v.combinesAllNodes += combines[i];
    v.combinesBusiestNode = p ? *std::max_element(combines.begin(), combines.end()) : 0;
    v.oneWayBusiestNode = p ? *std::max_element(oneWay.begin(), oneWay.end()) : 0;
    v.bothWayBusiestNode = p ? *std::max_element(bothWay.begin(), bothWay.end()) : 0;
    v.linkLoad = trace.linkLoads();
    v.seconds = CostModel::evaluate(trace, machine).total;
    return v;
}

namespace {

// The load a link carries when each of its messages holds m elements of the given size;
// a total beyond 64 bits is refused rather than wrapped around.
LinkLoad scaledLoad(LinkLoad load, std::uint64_t m, std::uint32_t elementBytes)
{
    if (__builtin_mul_overflow(load.messages, m, &load.elements) ||
        !messageBytesFit(load.elements, elementBytes)) {
        const std::uint64_t most =
            std::numeric_limits<std::uint64_t>::max() / (load.messages * elementBytes);
        throw InputError("link " + std::to_string(load.link) + " carries " +
                         std::to_string(load.messages) +
                         (load.messages == 1 ? " message of " : " messages of ") + std::to_string(m) +
                         " elements of " + std::to_string(elementBytes) +
                         " bytes, more than 2^64 bytes in all: allowed are at most " +
                         std::to_string(most) + " elements here");
    }
    load.bytes = messageBytes(load.elements, elementBytes);
    return load;
}

} // namespace

std::vector<std::uint64_t> powerOfTwoSizes(std::uint64_t from, std::uint64_t to)
{
    if (from < 1 || from > to)
        throw InputError("sizes " + std::to_string(from) + ":" + std::to_string(to) +
                         " are not a range: give FROM:TO with 1 ≤ FROM ≤ TO elements");
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t m = from; m < to && m <= (std::uint64_t{1} << 62); m *= 2)
        sizes.push_back(m);
    sizes.push_back(to);
    return sizes;
}

Comparison compareVariants(const Machine& machine, const ComparisonRequest& request)
{
    validate(machine);
    if (request.dimension < 1 || request.dimension > machine.maxDimension)
        throw InputError("dimension " + std::to_string(request.dimension) + " is outside 1 to " +
                         std::to_string(machine.maxDimension) + " (the links machine '" +
                         machine.id + "' has)");
    if (request.elements < 1)
        throw InputError("the vector length must be at least 1 element");
    if (!std::is_sorted(request.sizes.begin(), request.sizes.end()) ||
        (!request.sizes.empty() && request.sizes.front() < 1))
        throw InputError("the sizes of a sweep must be at least 1 element and ascending");

    Comparison c;
    c.machine = machine.id;
    c.dimension = request.dimension;
    c.elements = request.elements;
    c.best = BestOrder::find(machine, "tree-allreduce", request.dimension, request.elements);

    // The message pattern does not depend on the vector length: one run with one element each
    // is priced for every length.
    const Trace cube = runOnce("cube-allreduce", request.dimension, request.cubeOrder, {});
    const Trace tree =
        runOnce("tree-allreduce", request.dimension, request.treeOrder, request.treeBroadcastOrder);
    const Trace best = runOnce("tree-allreduce", request.dimension, c.best.linkOrder(),
                               c.best.secondLinkOrder());

    const std::string cubeName = "Cube_Do";
    const std::string treeName = "Tree_Do";
    const std::string bestName = "Tree_Do, best order";
    auto at = [&](const Trace& trace, std::uint64_t m) {
        return CostModel::evaluate(trace, machine, m).total;
    };
    for (auto [trace, name] :
         {std::pair{&cube, cubeName}, std::pair{&tree, treeName}, std::pair{&best, bestName}}) {
        VariantMetrics v = variantMetrics(*trace, machine, name);
        for (LinkLoad& load : v.linkLoad)
            load = scaledLoad(load, request.elements, machine.elementBytes);
        v.seconds = at(*trace, request.elements);
        c.variants.push_back(std::move(v));
    }

    for (std::uint64_t m : request.sizes)
        c.sweep.push_back({m, at(cube, m), at(tree, m), at(best, m)});
    if (!request.sizes.empty()) {
        auto fCube = [&](std::uint64_t m) { return at(cube, m); };
        auto fTree = [&](std::uint64_t m) { return at(tree, m); };
        auto fBest = [&](std::uint64_t m) { return at(best, m); };
        findCrossovers(request.sizes, cubeName, treeName, fCube, fTree, c.crossovers);
        findCrossovers(request.sizes, cubeName, bestName, fCube, fBest, c.crossovers);
        findCrossovers(request.sizes, treeName, bestName, fTree, fBest, c.crossovers);
        std::stable_sort(
            c.crossovers.begin(), c.crossovers.end(),
            [](const Crossover& a, const Crossover& b) { return a.elements < b.elements; });
    }
    return c;
}

namespace {
std::vector<int> reversed(const std::vector<int>& order)
{
    return {order.rbegin(), order.rend()};
}

const std::vector<int>& orderIn(const Scenario& scenario, OrderField field)
{
    return field == OrderField::SecondLinkOrder ? scenario.secondLinkOrder : scenario.linkOrder;
}
} // namespace

ComparisonRequest comparisonRequestFor(const Scenario& scenario)
{
    ComparisonRequest request;
    request.dimension = scenario.dimension;
    request.elements = static_cast<std::uint64_t>(std::max<std::int64_t>(1, scenario.elements));
    if (scenario.dimension < 1)
        return request;
    bool reduce = false;
    bool broadcast = false;
    for (const LinkOrderRole& role : findCollective(scenario.algorithm).linkOrders) {
        const std::vector<int>& order = orderIn(scenario, role.field);
        if (role.phase == Phase::Exchange) {
            request.cubeOrder = order;
        } else if (role.phase == Phase::Reduce) {
            request.treeOrder = order;
            reduce = true;
        } else if (role.phase == Phase::Broadcast) {
            request.treeBroadcastOrder = order;
            broadcast = true;
        }
    }
    if (reduce && !broadcast)
        request.treeBroadcastOrder = reversed(request.treeOrder);
    if (broadcast && !reduce)
        request.treeOrder = reversed(request.treeBroadcastOrder);
    return request;
}

BestOrderResult bestCubeOrder(const Machine& machine, int dimension, std::uint64_t elements)
{
    return BestOrder::find(machine, "cube-allreduce", dimension, elements);
}

std::vector<Scenario> linkLoadCompanions(const Scenario& scenario)
{
    const Collective& own = findCollective(scenario.algorithm);
    std::vector<Scenario> result;

    const Collective& counterpart = findCollective(own.counterpart);
    Scenario beside = scenario;
    beside.algorithm = counterpart.id;
    beside.linkOrder = counterpart.defaultLinkOrder(scenario.dimension);
    beside.secondLinkOrder =
        counterpart.takesSecondOrder() ? reversed(beside.linkOrder) : std::vector<int>{};
    beside.root = counterpart.takesRoot ? std::optional<std::int64_t>(0) : std::nullopt;
    result.push_back(std::move(beside));

    if (own.loadsFollowOrder) {
        const std::vector<int> lecture = own.defaultLinkOrder(scenario.dimension);
        Scenario other = scenario;
        other.linkOrder = scenario.linkOrder == lecture ? reversed(lecture) : lecture;
        other.secondLinkOrder =
            own.takesSecondOrder() ? reversed(other.linkOrder) : std::vector<int>{};
        result.push_back(std::move(other));
    }
    return result;
}

} // namespace cubelab
