#include "cubelab/tracefacts.h"

#include "cubelab/collective.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace cubelab {

namespace {

// The step (from 1) in which node sends towards the root of the tree over links, an order
// already checked; 0 for the root.
int sendStepIn(NodeId node, std::span<const int> links, NodeId root)
{
    const NodeId relative = node ^ root;
    for (std::size_t t = 0; t < links.size(); ++t)
        if (relative & Hypercube::linkBit(links[t]))
            return static_cast<int>(t) + 1;
    return 0;
}

NodeId parentIn(NodeId node, std::span<const int> links, NodeId root)
{
    const int step = sendStepIn(node, links, root);
    return step == 0 ? node : Hypercube::partner(node, links[static_cast<std::size_t>(step - 1)]);
}

} // namespace

std::vector<int> binomialTreeOrder(int dimension, std::span<const int> order)
{
    std::vector<int> seen(static_cast<std::size_t>(std::max(dimension, 0)) + 1, 0);
    bool ok = static_cast<int>(order.size()) == dimension;
    for (int link : order) {
        if (!ok || link < 1 || link > dimension || seen[static_cast<std::size_t>(link)]) {
            ok = false;
            break;
        }
        seen[static_cast<std::size_t>(link)] = 1;
    }
    if (ok)
        return {order.begin(), order.end()};
    return descendingLinks(dimension);
}

int binomialSendStep(NodeId node, int dimension, std::span<const int> order, NodeId root)
{
    return sendStepIn(node, binomialTreeOrder(dimension, order), root);
}

NodeId binomialParent(NodeId node, int dimension, std::span<const int> order, NodeId root)
{
    return parentIn(node, binomialTreeOrder(dimension, order), root);
}

TraceFacts::TraceFacts(const Trace& trace)
{
    const Scenario& scenario = trace.scenario();
    mDimension = trace.cube().dimension();
    if (scenario.root)
        mRoot = static_cast<NodeId>(*scenario.root);
    const auto& steps = trace.steps();
    const NodeId p = trace.nodeCount();

    std::vector<int> order = scenario.linkOrder;
    if (!steps.empty() && steps.front().phase == Phase::Broadcast)
        std::reverse(order.begin(), order.end());
    mTreeOrder = binomialTreeOrder(mDimension, order);

    std::vector<std::uint32_t> lastReduceSend(p, 0);
    for (const Step& s : steps) {
        mHasExchangePhase = mHasExchangePhase || s.phase == Phase::Exchange;
        if (s.phase != Phase::Reduce)
            continue;
        mHasReducePhase = true;
        for (const Message& m : trace.messages(s))
            lastReduceSend[m.from] = s.index;
    }
    mDoneFrom.assign(p, 0);
    mDoneUntil.assign(p, 0);
    constexpr std::uint32_t kNever = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> nextReceive(p, kNever);
    std::vector<std::uint8_t> nextReceiveIsReduce(p, 0);
    for (auto s = steps.rbegin(); s != steps.rend(); ++s)
        for (const Message& m : trace.messages(*s))
            if (s->index > lastReduceSend[m.to]) {
                nextReceive[m.to] = s->index;
                nextReceiveIsReduce[m.to] = s->phase == Phase::Reduce;
            }
    for (NodeId node = 0; node < p; ++node) {
        if (lastReduceSend[node] == 0 || nextReceiveIsReduce[node])
            continue;
        mDoneFrom[node] = lastReduceSend[node] + 1;
        mDoneUntil[node] = nextReceive[node] == kNever ? kNever : nextReceive[node] - 1;
    }

    mParent.resize(p);
    for (NodeId node = 0; node < p; ++node)
        mParent[node] = parentIn(node, mTreeOrder, treeRoot());
    mEdgeSteps.assign(p, {});
    for (const Step& s : steps)
        for (const Message& m : trace.messages(s)) {
            const NodeId child = mParent[m.from] == m.to   ? m.from
                                 : mParent[m.to] == m.from ? m.to
                                                           : p;
            if (child == p)
                continue;
            auto& used = mEdgeSteps[child];
            if (used.empty() || used.back() != s.index)
                used.push_back(s.index);
        }
}

std::vector<std::uint8_t> TraceFacts::roles(const Trace& trace, std::size_t step) const
{
    std::vector<std::uint8_t> out(nodeCount(), kNoRole);
    if (step < 1 || step > trace.stepCount())
        return out;
    for (const Message& m : trace.messages(trace.steps()[step - 1])) {
        out[m.from] |= kSends;
        out[m.to] |= kReceives;
    }
    return out;
}

bool TraceFacts::isDone(NodeId node, std::size_t step) const
{
    if (node >= mDoneFrom.size() || mDoneFrom[node] == 0)
        return false;
    return step >= mDoneFrom[node] && step <= mDoneUntil[node];
}

int TraceFacts::treeLink(NodeId node) const
{
    const NodeId parent = mParent[node];
    return parent == node ? 0 : std::countr_zero(node ^ parent) + 1;
}

} // namespace cubelab
