#include "cubelab/trace.h"

#include "cubelab/collective.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cmath>

namespace cubelab {

std::string stepLabel(std::size_t index)
{
    // Bijective base 26: 1 → a, 26 → z, 27 → aa.
    std::string label;
    while (index > 0) {
        --index;
        label.insert(label.begin(), static_cast<char>('a' + index % 26));
        index /= 26;
    }
    return label;
}

namespace {

// A measurement fits a trace when it times each of its steps and, where it lists ranks,
// lists one per node.
void checkMeasurementFits(const Measurement& measured, std::size_t steps, std::uint64_t nodes)
{
    auto require = [](bool ok, const std::string& what) {
        if (!ok)
            throw InputError("inconsistent measurement: " + what);
    };
    require(measured.steps.size() == steps, "it times " + std::to_string(measured.steps.size()) +
                                                " steps, the run has " + std::to_string(steps));
    require(measured.ranks == nodes, "it ran on " + std::to_string(measured.ranks) +
                                         " ranks, the cube has " + std::to_string(nodes) +
                                         " nodes (one rank a node)");
    for (const MeasuredStep& step : measured.steps)
        require(step.rankMedians.empty() || step.rankMedians.size() == nodes,
                "a step lists " + std::to_string(step.rankMedians.size()) +
                    " ranks' times, not one for each of the " + std::to_string(nodes) + " ranks");
}

} // namespace

void Trace::setMeasured(Measurement measurement)
{
    checkMeasurementFits(measurement, mData.steps.size(), mCube.nodeCount());
    mData.measured = std::move(measurement);
}

Trace::Trace(TraceData data) : mData(std::move(data)), mCube(mData.scenario.dimension)
{
    const std::uint64_t p = mCube.nodeCount();
    const std::uint64_t m = static_cast<std::uint64_t>(mData.scenario.elements);
    const std::uint64_t k = mData.storedElements;
    // Called for every message and update: the message is built only when the check fails.
    auto require = [](bool ok, const char* what) {
        if (!ok)
            throw InputError(std::string("inconsistent trace: ") + what);
    };
    require(k >= 1 && k <= m, "stored elements must be 1 to the vector length");
    if (mData.measured)
        checkMeasurementFits(*mData.measured, mData.steps.size(), p);
    require(mData.initialPresent.size() == p && mData.initialValues.size() == p * m &&
                mData.initialExpr.size() == p,
            "the initial state must list every node");
    require(mData.finalPresent.size() == p && mData.finalValues.size() == p * m &&
                mData.finalExpr.size() == p,
            "the final state must list every node");
    if (mData.blockCount == 0)
        require(mData.updateValues.size() == mData.updates.size() * k,
                "every update needs its stored elements");
    require(mData.updates.size() < UINT32_MAX, "a trace holds fewer than 4294967295 updates");

    std::uint64_t nextMessage = 0;
    std::uint64_t nextUpdate = 0;
    for (std::size_t s = 0; s < mData.steps.size(); ++s) {
        const Step& step = mData.steps[s];
        require(step.index == s + 1, "steps must count from 1 without gaps");
        require(step.firstMessage == nextMessage && step.firstUpdate == nextUpdate,
                "steps must cover the messages and updates in order");
        nextMessage += step.messageCount;
        nextUpdate += step.updateCount;
    }
    require(nextMessage == mData.messages.size() && nextUpdate == mData.updates.size(),
            "steps must cover every message and update");
    if (mData.tracedRun)
        checkTracedRun();
    else
        for (const Message& msg : mData.messages)
            require(mCube.hasLink(msg.link) && msg.from < p &&
                        Hypercube::partner(msg.from, msg.link) == msg.to,
                    "a message must travel between partners across an existing link");
    const auto poolSize = mData.expressions->size();
    auto exprOk = [&](ExprId e) { return e == kNoExpr || e < poolSize; };
    for (const Update& u : mData.updates)
        require(u.node < p && exprOk(u.expr), "an update must name a node and a known expression");
    for (std::uint64_t i = 0; i < p; ++i)
        require(exprOk(mData.initialExpr[i]) && exprOk(mData.finalExpr[i]),
                "node expressions must be known");

    if (hasBlocks())
        checkBlocks();

    // Index each node's updates in step order: counting sort by node.
    mHistoryBegin.assign(p + 1, 0);
    for (const Update& u : mData.updates)
        ++mHistoryBegin[u.node + 1];
    for (std::uint64_t i = 0; i < p; ++i)
        mHistoryBegin[i + 1] += mHistoryBegin[i];
    mHistory.resize(mData.updates.size());
    std::vector<std::uint64_t> fill(mHistoryBegin.begin(), mHistoryBegin.end() - 1);
    for (std::uint64_t u = 0; u < mData.updates.size(); ++u)
        mHistory[fill[mData.updates[u].node]++] = static_cast<std::uint32_t>(u);
}

void Trace::checkTracedRun() const
{
    auto require = [](bool ok, const char* what) {
        if (!ok)
            throw InputError(std::string("inconsistent trace: ") + what);
    };
    const TracedRun& run = *mData.tracedRun;
    require(mData.scenario.algorithm == kTracedProgramId,
            "a traced program's run needs the collective of traced programs");
    require(run.ranks == static_cast<int>(mCube.nodeCount()) &&
                run.dimension == mCube.dimension() && run.stepCount == mData.steps.size() &&
                run.messages.size() == mData.messages.size(),
            "the traced run must have the trace's nodes, steps and messages");
    for (std::uint64_t j = 0; j < mData.messages.size(); ++j) {
        const Message& msg = mData.messages[j];
        const TracedMessage& traced = run.messages[j];
        require(msg.from < mCube.nodeCount() && msg.to < mCube.nodeCount() && msg.from != msg.to &&
                    static_cast<int>(msg.from) == traced.from &&
                    static_cast<int>(msg.to) == traced.to,
                "a traced message must be the run's, between two nodes of the cube");
        const bool neighbour =
            mCube.hasLink(msg.link) && Hypercube::partner(msg.from, msg.link) == msg.to;
        require(traced.neighbour() ? neighbour && traced.links.front() == msg.link
                                   : msg.link == kNoLink,
                "a traced message between neighbours travels on their link, any other on none");
    }
}

void Trace::checkBlocks() const
{
    auto require = [](bool ok, const char* what) {
        if (!ok)
            throw InputError(std::string("inconsistent trace: ") + what);
    };
    const std::uint64_t p = mCube.nodeCount();
    const std::uint64_t b = mData.blockCount;
    const std::uint64_t m = elements();
    require(b == p, "a block collective cuts the vector into p blocks");
    require(mData.initialHeld.size() == p * b && mData.initialBlockExpr.size() == p * b &&
                mData.finalHeld.size() == p * b && mData.finalBlockExpr.size() == p * b,
            "the initial and final state must list every node's blocks");
    require(mData.messageBlockBegin.size() == mData.messages.size() + 1 &&
                mData.messageBlockBegin.front() == 0 &&
                mData.messageBlockBegin.back() == mData.messageBlocks.size(),
            "every message must list its blocks");
    for (std::uint64_t j = 0; j < mData.messages.size(); ++j) {
        require(mData.messageBlockBegin[j] <= mData.messageBlockBegin[j + 1],
                "message blocks out of order");
        for (std::uint64_t x = mData.messageBlockBegin[j]; x < mData.messageBlockBegin[j + 1]; ++x)
            require(mData.messageBlocks[x] < b &&
                        (x == mData.messageBlockBegin[j] ||
                         mData.messageBlocks[x - 1] < mData.messageBlocks[x]),
                    "a message's blocks must be distinct, ascending and below p");
    }
    require(mData.changeBegin.size() == mData.updates.size() + 1 &&
                mData.changeBegin.front() == 0 &&
                mData.changeBegin.back() == mData.blockChanges.size(),
            "every update must list its blocks");
    require(mData.changeValueBegin.size() == mData.blockChanges.size() + 1 &&
                mData.changeValueBegin.front() == 0 &&
                mData.changeValueBegin.back() == mData.updateValues.size(),
            "every changed block needs its stored elements");
    const auto poolSize = mData.expressions->size();
    for (std::uint64_t u = 0; u < mData.updates.size(); ++u) {
        require(mData.changeBegin[u] <= mData.changeBegin[u + 1], "update blocks out of order");
        for (std::uint64_t c = mData.changeBegin[u]; c < mData.changeBegin[u + 1]; ++c) {
            const BlockChange& change = mData.blockChanges[c];
            require(change.block < b && (c == mData.changeBegin[u] ||
                                         mData.blockChanges[c - 1].block < change.block),
                    "an update's blocks must be distinct, ascending and below p");
            require(change.expr == kNoExpr || change.expr < poolSize,
                    "block expressions must be known");
            const std::uint64_t stored =
                change.dropped
                    ? 0
                    : std::min<std::uint64_t>(blockSize(change.block, m, b), mData.storedElements);
            require(mData.changeValueBegin[c + 1] - mData.changeValueBegin[c] == stored,
                    "every changed block needs its stored elements");
        }
    }
    for (std::uint64_t x = 0; x < p * b; ++x)
        require((mData.initialBlockExpr[x] == kNoExpr || mData.initialBlockExpr[x] < poolSize) &&
                    (mData.finalBlockExpr[x] == kNoExpr || mData.finalBlockExpr[x] < poolSize),
                "block expressions must be known");
}

std::span<const BlockId> Trace::messageBlocks(std::uint64_t messageIndex) const
{
    if (!hasBlocks())
        return {};
    const std::uint64_t begin = mData.messageBlockBegin[messageIndex];
    return std::span<const BlockId>(mData.messageBlocks)
        .subspan(begin, mData.messageBlockBegin[messageIndex + 1] - begin);
}

std::uint64_t Trace::messageElements(std::uint64_t messageIndex) const
{
    if (!hasBlocks())
        return elements();
    std::uint64_t total = 0;
    for (BlockId b : messageBlocks(messageIndex))
        total += blockSize(b, elements(), mData.blockCount);
    return total;
}

double Trace::messageElements(std::uint64_t messageIndex, double vectorElements) const
{
    if (!hasBlocks())
        return vectorElements;
    // A whole number of elements is cut into blocks exactly as a run of that length cuts it,
    // so the price of a length does not depend on the length the trace was run with.
    if (vectorElements >= 0.0 && vectorElements <= 9.0e18 &&
        vectorElements == std::floor(vectorElements)) {
        const auto m = static_cast<std::uint64_t>(vectorElements);
        std::uint64_t total = 0;
        for (BlockId b : messageBlocks(messageIndex))
            total += blockSize(b, m, mData.blockCount);
        return static_cast<double>(total);
    }
    // Otherwise a block holds m/p elements on average.
    return vectorElements * static_cast<double>(messageBlocks(messageIndex).size()) /
           static_cast<double>(mData.blockCount);
}

std::span<const BlockChange> Trace::blockChanges(std::uint64_t updateIndex) const
{
    if (!hasBlocks())
        return {};
    const std::uint64_t begin = mData.changeBegin[updateIndex];
    return std::span<const BlockChange>(mData.blockChanges)
        .subspan(begin, mData.changeBegin[updateIndex + 1] - begin);
}

std::span<const double> Trace::changeElements(std::uint64_t changeIndex) const
{
    const std::uint64_t begin = mData.changeValueBegin[changeIndex];
    return std::span<const double>(mData.updateValues)
        .subspan(begin, mData.changeValueBegin[changeIndex + 1] - begin);
}

std::span<const Message> Trace::messages(const Step& step) const
{
    return std::span<const Message>(mData.messages).subspan(step.firstMessage, step.messageCount);
}

std::span<const Update> Trace::updates(const Step& step) const
{
    return std::span<const Update>(mData.updates).subspan(step.firstUpdate, step.updateCount);
}

std::span<const double> Trace::updateElements(std::uint64_t updateIndex) const
{
    return std::span<const double>(mData.updateValues)
        .subspan(updateIndex * mData.storedElements, mData.storedElements);
}

NodeValue Trace::blockState(NodeId node, const std::vector<std::uint8_t>& held,
                            const std::vector<ExprId>& exprs,
                            const LargeVector<double>& values) const
{
    const std::uint64_t m = elements();
    const std::uint64_t b = mData.blockCount;
    NodeValue v;
    v.elements = std::span<const double>(values).subspan(node * m, m);
    for (BlockId block = 0; block < b; ++block) {
        if (!held[node * b + block])
            continue;
        const std::uint64_t begin = blockBegin(block, m, b);
        v.blocks.push_back(
            {block, exprs[node * b + block], v.elements.subspan(begin, blockSize(block, m, b))});
    }
    v.present = !v.blocks.empty();
    return v;
}

NodeValue Trace::initial(NodeId node) const
{
    if (hasBlocks())
        return blockState(node, mData.initialHeld, mData.initialBlockExpr, mData.initialValues);
    const std::size_t m = elements();
    return {.elements = std::span<const double>(mData.initialValues).subspan(node * m, m),
            .blocks = {},
            .expr = mData.initialExpr[node],
            .present = mData.initialPresent[node] != 0};
}

NodeValue Trace::final(NodeId node) const
{
    if (hasBlocks())
        return blockState(node, mData.finalHeld, mData.finalBlockExpr, mData.finalValues);
    const std::size_t m = elements();
    return {.elements = std::span<const double>(mData.finalValues).subspan(node * m, m),
            .blocks = {},
            .expr = mData.finalExpr[node],
            .present = mData.finalPresent[node] != 0};
}

NodeValue Trace::valueAt(NodeId node, std::size_t step) const
{
    if (step >= stepCount())
        return final(node);
    if (hasBlocks())
        return blocksAt(node, step);
    return wholeValueAt(node, updatesThrough(step));
}

std::uint64_t Trace::updatesThrough(std::size_t step) const
{
    return step == 0 ? 0 : mData.steps[step - 1].firstUpdate + mData.steps[step - 1].updateCount;
}

inline NodeValue Trace::wholeValueAt(NodeId node, std::uint64_t updateEnd) const
{
    const auto begin = mHistory.begin() + static_cast<std::ptrdiff_t>(mHistoryBegin[node]);
    const auto end = mHistory.begin() + static_cast<std::ptrdiff_t>(mHistoryBegin[node + 1]);
    // Updates are numbered in step order, so those of steps ≤ k are the ones numbered below
    // the end of step k; the last of them is the node's value.
    auto it = std::lower_bound(begin, end, updateEnd);
    if (it == begin) {
        NodeValue v = initial(node);
        v.elements = v.elements.first(storedElements());
        return v;
    }
    const std::uint64_t u = *(it - 1);
    return {.elements = updateElements(u),
            .blocks = {},
            .expr = mData.updates[u].expr,
            .present = true};
}

NodeValue Trace::blocksAt(NodeId node, std::size_t step) const
{
    // The initial blocks, then each of the node's updates up to step k in order.
    NodeValue v = initial(node);
    const std::uint64_t stored = storedElements();
    for (BlockValue& block : v.blocks)
        block.elements =
            block.elements.first(std::min<std::uint64_t>(block.elements.size(), stored));
    const std::uint64_t stepEnd = updatesThrough(step);
    for (std::uint64_t h = mHistoryBegin[node];
         h < mHistoryBegin[node + 1] && mHistory[h] < stepEnd; ++h) {
        const std::uint64_t u = mHistory[h];
        for (std::uint64_t c = mData.changeBegin[u]; c < mData.changeBegin[u + 1]; ++c) {
            const BlockChange& change = mData.blockChanges[c];
            auto it =
                std::lower_bound(v.blocks.begin(), v.blocks.end(), change.block,
                                 [](const BlockValue& x, BlockId id) { return x.block < id; });
            const bool holds = it != v.blocks.end() && it->block == change.block;
            if (change.dropped) {
                if (holds)
                    v.blocks.erase(it);
            } else if (holds) {
                *it = {change.block, change.expr, changeElements(c)};
            } else {
                v.blocks.insert(it, {change.block, change.expr, changeElements(c)});
            }
        }
    }
    v.present = !v.blocks.empty();
    v.elements = {};
    return v;
}

std::vector<NodeValue> Trace::stateAt(std::size_t step) const
{
    std::vector<NodeValue> state;
    state.reserve(nodeCount());
    if (step < stepCount() && !hasBlocks()) {
        // What dragging the step slider asks of every node: the whole-vector path in one loop.
        const std::uint64_t updateEnd = updatesThrough(step);
        for (NodeId i = 0; i < nodeCount(); ++i)
            state.push_back(wholeValueAt(i, updateEnd));
        return state;
    }
    for (NodeId i = 0; i < nodeCount(); ++i)
        state.push_back(valueAt(i, step)); // moved in: no empty value built first
    return state;
}

std::vector<NodeId> Trace::updatedNodes(std::size_t step) const
{
    std::vector<NodeId> nodes;
    if (step < 1 || step > stepCount())
        return nodes;
    for (const Update& u : updates(mData.steps[step - 1]))
        nodes.push_back(u.node);
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return nodes;
}

std::vector<LinkLoad> Trace::linkLoads() const
{
    return linkLoads(1, stepCount());
}

std::vector<LinkLoad> Trace::linkLoads(std::size_t firstStep, std::size_t lastStep) const
{
    std::vector<LinkLoad> loads(static_cast<std::size_t>(mCube.dimension()));
    for (int link = 1; link <= mCube.dimension(); ++link)
        loads[static_cast<std::size_t>(link - 1)].link = link;
    for (std::size_t s = std::max<std::size_t>(firstStep, 1); s <= std::min(lastStep, stepCount());
         ++s) {
        const Step& step = mData.steps[s - 1];
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j) {
            if (mData.messages[j].link == kNoLink)
                continue;
            LinkLoad& load = loads[static_cast<std::size_t>(mData.messages[j].link - 1)];
            ++load.messages;
            load.elements += messageElements(j);
        }
    }
    for (LinkLoad& load : loads)
        load.bytes = messageBytes(load.elements);
    return loads;
}

std::string Trace::format(ExprId expr, ExprStyle style) const
{
    if (expr == kNoExpr)
        return {};
    return mData.expressions->format(expr, style, nodeCount());
}

namespace {
// The elements a vector holds, not its capacity: capacity never written to takes no memory.
template <typename T, typename Allocator>
std::uint64_t contentBytes(const std::vector<T, Allocator>& v)
{
    return v.size() * sizeof(T);
}
} // namespace

std::uint64_t Trace::memoryBytes() const
{
    std::uint64_t bytes = contentBytes(mData.initialPresent) + contentBytes(mData.initialValues) +
                          contentBytes(mData.initialExpr) + contentBytes(mData.finalPresent) +
                          contentBytes(mData.finalValues) + contentBytes(mData.finalExpr) +
                          contentBytes(mData.steps) + contentBytes(mData.messages) +
                          contentBytes(mData.updates) + contentBytes(mData.updateValues) +
                          contentBytes(mHistoryBegin) + contentBytes(mHistory) +
                          contentBytes(mData.initialHeld) + contentBytes(mData.initialBlockExpr) +
                          contentBytes(mData.finalHeld) + contentBytes(mData.finalBlockExpr) +
                          contentBytes(mData.messageBlockBegin) +
                          contentBytes(mData.messageBlocks) + contentBytes(mData.changeBegin) +
                          contentBytes(mData.blockChanges) + contentBytes(mData.changeValueBegin);
    for (const Step& step : mData.steps)
        bytes += contentBytes(step.links) + (step.label.size() > 15 ? step.label.size() + 1 : 0);
    return bytes + mData.expressions->memoryBytes();
}

} // namespace cubelab
