#include "cubelab/costmodel.h"

#include "cubelab/errors.h"
#include "cubelab/messagebytes.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace cubelab {

namespace {

struct Transfer
{
    double seconds = 0.0;
    std::size_t slowestMessage = 0; // index into the step's messages
    std::size_t linkClass = 0;
    std::uint64_t concurrent = 0;
    double effectiveBandwidth = 0.0;
    CostLimit limit = CostLimit::Latency;
};

// Which share of its class's capacity a message draws on: with SharedDirections::Each the
// messages going up a link (from the node whose bit is 0) and those going down share apart.
std::size_t poolOf(const Message& m, std::size_t linkClass, const Machine& machine)
{
    const bool each = machine.linkClasses[linkClass].sharedDirections == SharedDirections::Each;
    const bool down = each && ((m.from >> (m.link - 1)) & 1U) != 0;
    return 2 * linkClass + (down ? 1 : 0);
}

// One transfer: every message given by `members` travels at once; message i carries bytes[i].
// A message whose reverse
// travels over the same half-duplex link in this transfer (`sharesLink`, latencies that
// overlap) shares the link with it: half the link's bandwidth each.
Transfer price(std::span<const Message> messages, const std::vector<std::size_t>& members,
               const std::vector<std::size_t>& classOfLink, const Machine& machine,
               std::span<const double> bytes, const std::vector<bool>& sharesLink)
{
    std::vector<std::uint64_t> perPool(2 * machine.linkClasses.size(), 0);
    for (std::size_t i : members)
        ++perPool[poolOf(messages[i], classOfLink[messages[i].link], machine)];

    Transfer slowest;
    slowest.seconds = -1.0;
    // Every message gets min(b, B / k) of its class, whatever its size (with equal sizes this
    // is max-min fair sharing; docs/cost-model.md), and takes its own bytes' time.
    // Messages of the same pool, size and sharing take the same time (a whole-vector step
    // is all alike): such a message is not priced again.
    std::size_t lastPool = ~std::size_t{0};
    double lastBytes = -1.0;
    bool lastShares = false;
    for (std::size_t i : members) {
        const std::size_t c = classOfLink[messages[i].link];
        const std::size_t pool = poolOf(messages[i], c, machine);
        const bool shares = !sharesLink.empty() && sharesLink[i];
        if (pool == lastPool && bytes[i] == lastBytes && shares == lastShares)
            continue; // not slower than the one before, which was priced
        lastPool = pool;
        lastBytes = bytes[i];
        lastShares = shares;
        const LinkClass& lc = machine.linkClasses[c];
        const std::uint64_t k = perPool[pool];
        double bandwidth = lc.bandwidth;
        if (shares)
            bandwidth /= 2.0;
        bool shared = false;
        if (lc.sharedBandwidth && *lc.sharedBandwidth / static_cast<double>(k) < bandwidth) {
            bandwidth = *lc.sharedBandwidth / static_cast<double>(k);
            shared = true;
        }
        const double wire = bytes[i] / bandwidth;
        const double seconds = lc.latency + wire;
        if (seconds > slowest.seconds) {
            slowest.seconds = seconds;
            slowest.slowestMessage = i;
            slowest.linkClass = c;
            slowest.concurrent = k;
            slowest.effectiveBandwidth = bandwidth;
            slowest.limit = lc.latency >= wire ? CostLimit::Latency
                            : shared           ? CostLimit::SharedCapacity
                                               : CostLimit::LinkBandwidth;
        }
    }
    return slowest;
}

std::vector<std::size_t> classTable(const Machine& machine)
{
    std::vector<std::size_t> table(static_cast<std::size_t>(machine.maxDimension) + 1, 0);
    for (int link = 1; link <= machine.maxDimension; ++link)
        table[static_cast<std::size_t>(link)] = machine.classOf(link);
    return table;
}

// Per node, what a step has it send and receive so far: indexed by node, all zero between
// steps (each step clears what it set), so a step costs its messages, not the cube's nodes.
struct NodeScratch
{
    std::vector<std::uint32_t> sendsOn; // bit link-1: the node sends on that link
    std::vector<double> receives;       // elements received

    void fit(std::span<const Message> messages)
    {
        for (const Message& m : messages) {
            const std::size_t needed = std::size_t{std::max(m.from, m.to)} + 1;
            if (sendsOn.size() < needed) {
                sendsOn.resize(needed, 0);
                receives.resize(needed, 0.0);
            }
        }
    }
};

std::uint32_t linkBit(int link)
{
    return std::uint32_t{1} << (link - 1);
}

// The most elements one receiver combines in a step: what it receives, summed.
double combinedElements(std::span<const Message> messages, std::span<const double> elements,
                        NodeScratch& scratch)
{
    double most = 0.0;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        double& sum = scratch.receives[messages[i].to];
        sum += elements[i];
        most = std::max(most, sum); // the sums only grow: the last one of a node is its largest
    }
    for (const Message& m : messages)
        scratch.receives[m.to] = 0.0;
    return most;
}

// Message i carries elements[i] elements.
StepCost priceStep(std::span<const Message> messages, std::span<const double> elements, Phase phase,
                   const Machine& machine, const std::vector<std::size_t>& classOfLink,
                   NodeScratch& scratch)
{
    StepCost cost;
    if (messages.empty())
        return cost;
    for (const Message& m : messages) {
        if (m.link == kNoLink)
            throw InputError(
                "the message from node " + std::to_string(m.from) + " to node " +
                std::to_string(m.to) +
                " goes between nodes that are no neighbours: a "
                "machine prices messages across one link each, so a traced program that "
                "sends such messages has no predicted cost (its measured times are shown)");
        if (m.link < 1 || m.link > machine.maxDimension)
            throw InputError("machine '" + machine.id + "' has links 1 to " +
                             std::to_string(machine.maxDimension) +
                             ", but a message travels on link " + std::to_string(m.link));
    }
    if (elements.size() != messages.size())
        throw InputError("every message of a step needs its element count");
    std::vector<double> bytes;
    bytes.reserve(elements.size());
    for (double e : elements)
        bytes.push_back(approxMessageBytes(e, machine.elementBytes));

    // Over half-duplex links, a message whose reverse travels in the same step must wait for
    // it: the messages from the higher-numbered node of such a pair form a second transfer.
    // Where the machine lets the two latencies overlap, both travel in one transfer instead
    // and share their link.
    std::vector<std::size_t> first;
    std::vector<std::size_t> second;
    std::vector<bool> sharesLink;
    const bool overlap = machine.exchangeLatency == ExchangeLatency::Overlap;
    if (machine.duplex == Duplex::Half) {
        for (const Message& m : messages)
            scratch.sendsOn[m.from] |= linkBit(m.link);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            const bool reverse = (scratch.sendsOn[m.to] & linkBit(m.link)) != 0;
            if (overlap) {
                first.push_back(i);
                if (reverse) {
                    sharesLink.resize(messages.size(), false);
                    sharesLink[i] = true;
                }
            } else {
                (reverse && m.from > m.to ? second : first).push_back(i);
            }
        }
        for (const Message& m : messages)
            scratch.sendsOn[m.from] = 0;
    } else {
        first.resize(messages.size());
        for (std::size_t i = 0; i < messages.size(); ++i)
            first[i] = i;
    }

    Transfer slowest = price(messages, first, classOfLink, machine, bytes, sharesLink);
    cost.transferSeconds = slowest.seconds;
    cost.transfers = 1;
    if (!second.empty()) {
        const Transfer other = price(messages, second, classOfLink, machine, bytes, sharesLink);
        cost.transferSeconds += other.seconds;
        cost.transfers = 2;
        if (other.seconds > slowest.seconds)
            slowest = other;
    }
    cost.slowest = messages[slowest.slowestMessage];
    cost.linkClass = slowest.linkClass;
    cost.concurrent = slowest.concurrent;
    cost.effectiveBandwidth = slowest.effectiveBandwidth;
    cost.messageSeconds = slowest.seconds;
    cost.limit = slowest.limit;
    cost.combineSeconds =
        CostModel::combines(phase)
            ? machine.combineSeconds * combinedElements(messages, elements, scratch)
            : 0.0;
    cost.duration = cost.transferSeconds + cost.combineSeconds;
    return cost;
}

} // namespace

CostResult CostModel::evaluate(const Trace& trace, const Machine& machine)
{
    return evaluate(trace, machine, trace.elements());
}

CostResult CostModel::evaluate(const Trace& trace, const Machine& machine, std::uint64_t elements)
{
    validate(machine);
    checkMachineFits(machine, trace.cube().dimension());
    if (elements < 1)
        throw InputError("the vector length must be at least 1 element");
    const std::vector<std::size_t> classOfLink = classTable(machine);

    CostResult result;
    result.machine = machine.id;
    result.elements = elements;
    // Each message counts the elements its blocks hold at this length, cut as a run of this
    // length cuts them (Trace::messageElements).
    const auto vectorElements = static_cast<double>(elements);
    std::vector<double> messageElements;
    NodeScratch scratch;
    scratch.sendsOn.assign(trace.nodeCount(), 0);
    scratch.receives.assign(trace.nodeCount(), 0.0);
    double clock = 0.0;
    for (const Step& step : trace.steps()) {
        messageElements.clear();
        if (!trace.hasBlocks()) // every message carries the whole vector
            messageElements.resize(step.messageCount, vectorElements);
        else
            for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount;
                 ++j)
                messageElements.push_back(trace.messageElements(j, vectorElements));
        StepCost cost = priceStep(trace.messages(step), messageElements, step.phase, machine,
                                  classOfLink, scratch);
        cost.index = step.index;
        cost.start = clock;
        clock += cost.duration;
        result.steps.push_back(cost);
    }
    result.total = clock;
    return result;
}

StepCost CostModel::stepCost(std::span<const Message> messages, Phase phase, const Machine& machine,
                             std::uint64_t elements)
{
    const std::vector<double> each(messages.size(), static_cast<double>(elements));
    return stepCost(messages, each, phase, machine);
}

StepCost CostModel::stepCost(std::span<const Message> messages,
                             std::span<const double> messageElements, Phase phase,
                             const Machine& machine)
{
    validate(machine);
    NodeScratch scratch;
    scratch.fit(messages);
    return priceStep(messages, messageElements, phase, machine, classTable(machine), scratch);
}

std::string_view costLimitName(CostLimit limit)
{
    switch (limit) {
    case CostLimit::Latency:
        return "latency";
    case CostLimit::LinkBandwidth:
        return "link bandwidth";
    case CostLimit::SharedCapacity:
        return "shared capacity";
    }
    return "latency";
}

} // namespace cubelab
