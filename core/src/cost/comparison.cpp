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
#include <span>

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

// A total beyond 64 bits is refused rather than wrapped around.
[[noreturn]] void refuseLoad(const LinkLoad& load, std::uint64_t m, std::uint32_t elementBytes)
{
    const std::uint64_t most =
        std::numeric_limits<std::uint64_t>::max() / (load.messages * elementBytes);
    throw InputError("link " + std::to_string(load.link) + " carries " +
                     std::to_string(load.messages) +
                     (load.messages == 1 ? " message of " : " messages of ") + std::to_string(m) +
                     " elements of " + std::to_string(elementBytes) +
                     " bytes, more than 2^64 bytes in all: allowed are at most " +
                     std::to_string(most) + " elements here");
}

// The loads of the trace's links when its vector holds m elements of the given size: a
// whole-vector message carries m elements, a block message the elements of its blocks.
std::vector<LinkLoad> loadsAt(const Trace& trace, std::uint64_t m, std::uint32_t elementBytes)
{
    std::vector<LinkLoad> loads = trace.linkLoads();
    if (trace.hasBlocks()) {
        for (LinkLoad& load : loads)
            load.elements = 0;
        const std::uint32_t p = trace.blockCount();
        const std::span<const Message> messages = trace.allMessages();
        for (std::uint64_t j = 0; j < messages.size(); ++j) {
            std::uint64_t elements = 0;
            for (BlockId b : trace.messageBlocks(j))
                elements += blockSize(b, m, p); // at most m in all
            LinkLoad& load = loads[static_cast<std::size_t>(messages[j].link - 1)];
            if (__builtin_add_overflow(load.elements, elements, &load.elements))
                refuseLoad(load, m, elementBytes);
        }
    }
    for (LinkLoad& load : loads) {
        if (!trace.hasBlocks() && __builtin_mul_overflow(load.messages, m, &load.elements))
            refuseLoad(load, m, elementBytes);
        if (!messageBytesFit(load.elements, elementBytes))
            refuseLoad(load, m, elementBytes);
        load.bytes = messageBytes(load.elements, elementBytes);
    }
    return loads;
}

// The smallest size in (low, high] at which `fastest` differs from its value at low, given
// that it differs at high.
std::uint64_t firstChange(std::uint64_t low, std::uint64_t high,
                          const std::function<std::size_t(std::uint64_t)>& fastest)
{
    const std::size_t before = fastest(low);
    while (high - low > 1) {
        const std::uint64_t mid = low + (high - low) / 2;
        (fastest(mid) == before ? low : high) = mid;
    }
    return high;
}

} // namespace

std::vector<double> SizePoint::seconds() const
{
    std::vector<double> out{cube, treeLecture, treeBest};
    if (rabenseifner)
        out.push_back(*rabenseifner);
    if (ring)
        out.push_back(*ring);
    return out;
}

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
    c.blockVariantsLeftOut =
        request.blockVariants && request.dimension > kMaxBlockComparisonDimension;
    const bool withBlocks = request.blockVariants && !c.blockVariantsLeftOut;
    c.best = BestOrder::find(machine, "tree-allreduce", request.dimension, request.elements);

    // The message pattern does not depend on the vector length: one run with one element each
    // is priced for every length (a block message at its blocks' share of it).
    std::vector<Trace> traces;
    traces.push_back(runOnce("cube-allreduce", request.dimension, request.cubeOrder, {}));
    traces.push_back(runOnce("tree-allreduce", request.dimension, request.treeOrder,
                             request.treeBroadcastOrder));
    traces.push_back(
        runOnce("tree-allreduce", request.dimension, c.best.linkOrder(), c.best.secondLinkOrder()));
    std::vector<std::string> names{kCubeVariant, kTreeVariant, kTreeBestVariant};
    if (withBlocks) {
        traces.push_back(runOnce("rabenseifner-allreduce", request.dimension,
                                 request.rabenseifnerOrder, request.rabenseifnerAllgatherOrder));
        traces.push_back(runOnce("ring-allreduce", request.dimension, request.ringOrder, {}));
        names.push_back(kRabenseifnerVariant);
        names.push_back(kRingVariant);
    }

    auto at = [&](std::size_t variant, std::uint64_t m) {
        return CostModel::evaluate(traces[variant], machine, m).total;
    };
    for (std::size_t i = 0; i < traces.size(); ++i) {
        VariantMetrics v = variantMetrics(traces[i], machine, names[i]);
        v.linkLoad = loadsAt(traces[i], request.elements, machine.elementBytes);
        v.seconds = at(i, request.elements);
        c.variants.push_back(std::move(v));
    }

    for (std::uint64_t m : request.sizes) {
        SizePoint point{m, at(0, m), at(1, m), at(2, m), std::nullopt, std::nullopt};
        if (withBlocks) {
            point.rabenseifner = at(3, m);
            point.ring = at(4, m);
        }
        c.sweep.push_back(point);
    }
    if (request.sizes.empty())
        return c;

    auto fCube = [&](std::uint64_t m) { return at(0, m); };
    auto fTree = [&](std::uint64_t m) { return at(1, m); };
    auto fBest = [&](std::uint64_t m) { return at(2, m); };
    findCrossovers(request.sizes, names[0], names[1], fCube, fTree, c.crossovers);
    findCrossovers(request.sizes, names[0], names[2], fCube, fBest, c.crossovers);
    findCrossovers(request.sizes, names[1], names[2], fTree, fBest, c.crossovers);
    std::stable_sort(
        c.crossovers.begin(), c.crossovers.end(),
        [](const Crossover& a, const Crossover& b) { return a.elements < b.elements; });

    // The fastest variant at each size: the first of those within rounding of the least time.
    auto fastestOf = [](const std::vector<double>& times) {
        const double least = *std::min_element(times.begin(), times.end());
        std::size_t i = 0;
        while (times[i] > least * (1 + 1e-12))
            ++i;
        return i;
    };
    auto fastestAt = [&](std::uint64_t m) {
        std::vector<double> times;
        for (std::size_t i = 0; i < traces.size(); ++i)
            times.push_back(at(i, m));
        return fastestOf(times);
    };
    std::size_t current = fastestOf(c.sweep.front().seconds());
    c.fastestFirst = names[current];
    for (std::size_t k = 1; k < c.sweep.size(); ++k) {
        const std::size_t sampled = fastestOf(c.sweep[k].seconds());
        // Between two samples the lead may change more than once: find each change in turn.
        std::uint64_t low = c.sweep[k - 1].elements;
        while (sampled != current) {
            const std::uint64_t from = firstChange(low, c.sweep[k].elements, fastestAt);
            const std::size_t now = fastestAt(from);
            c.fastestChanges.push_back({names[now], names[current], from, at(now, from)});
            current = now;
            low = from;
        }
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
    bool reduceScatter = false;
    bool allgather = false;
    const Collective& collective = findCollective(scenario.algorithm);
    if (collective.id == "ring-allreduce") {
        request.ringOrder = scenario.linkOrder;
        return request;
    }
    for (const LinkOrderRole& role : collective.linkOrders) {
        const std::vector<int>& order = orderIn(scenario, role.field);
        if (role.phase == Phase::ReduceScatter) {
            request.rabenseifnerOrder = order;
            reduceScatter = true;
        } else if (role.phase == Phase::Allgather) {
            request.rabenseifnerAllgatherOrder = order;
            allgather = true;
        } else if (role.phase == Phase::Exchange) {
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
    if (reduceScatter && !allgather)
        request.rabenseifnerAllgatherOrder = reversed(request.rabenseifnerOrder);
    if (allgather && !reduceScatter)
        request.rabenseifnerOrder = reversed(request.rabenseifnerAllgatherOrder);
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
