#include "io/traceblockreader.h"

#include "cubelab/scenario.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cubelab::detail {

TraceBlockReader::TraceBlockReader(TraceContext& context, const Json& json)
    : mContext(context), mReader(context.reader), mData(context.data), mBlocks(context.nodes)
{
    // Each state keeps, per node and block, whether the node holds it and its expression:
    // p × p entries, bounded like a state's p × m values.
    const std::uint64_t p = mContext.nodes;
    if (p * p > Scenario::kMaxValues)
        mReader.fail("/scenario/dimension", "a block collective's state at dimension " +
                                                std::to_string(mData.scenario.dimension) +
                                                " keeps " + std::to_string(p) + " × " +
                                                std::to_string(p) + " blocks, more than the " +
                                                std::to_string(Scenario::kMaxValues) +
                                                " that fit in memory: choose a smaller dimension");
    // Each state also takes p × m values in memory, where the file spells out only the blocks
    // the nodes hold. Every block collective ends with each block at some node, so a real
    // trace spells out at least the m elements of the vector once: a file that holds fewer
    // numbers declares more than it has.
    std::uint64_t held = 0;
    for (const char* key : {"initial", "final"}) {
        const Json* list = JsonReader::optional(json, key);
        if (!list || !list->is_array())
            continue;
        for (const Json& entry : *list)
            if (const Json* blocks =
                    entry.is_object() ? JsonReader::optional(entry, "blocks") : nullptr;
                blocks && blocks->is_array())
                for (const Json& block : *blocks)
                    if (const Json* value =
                            block.is_object() ? JsonReader::optional(block, "value") : nullptr;
                        value && value->is_array())
                        held += value->size();
    }
    const std::uint64_t m = mContext.elements;
    if (held < m)
        mReader.fail("/scenario/elements",
                     "the trace declares " + std::to_string(m) +
                         (m == 1 ? " element" : " elements") +
                         " a node, but the blocks of its initial and final states hold only " +
                         std::to_string(held) +
                         " numbers: a block trace spells out every block at least once in its "
                         "final state");

    mData.blockCount = static_cast<std::uint32_t>(p);
    mData.messageBlockBegin.push_back(0);
    mData.changeBegin.push_back(0);
    mData.changeValueBegin.push_back(0);
}

std::vector<BlockId> TraceBlockReader::blockList(const Json& v, const std::string& place,
                                                 std::string_view what) const
{
    mReader.array(v, place, what);
    std::vector<BlockId> blocks;
    blocks.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto block = static_cast<BlockId>(mReader.integer(
            v[i], pointerChild(place, i), "block", 0, static_cast<std::int64_t>(mBlocks) - 1));
        if (!blocks.empty() && block <= blocks.back())
            mReader.fail(pointerChild(place, i), "blocks must be distinct and ascending");
        blocks.push_back(block);
    }
    return blocks;
}

BlockId TraceBlockReader::blockEntry(const Json& entry, const std::string& place,
                                     std::string_view what, std::int64_t& previous) const
{
    mReader.object(entry, place, what);
    mReader.allowOnly(entry, place, {"block", "value", "expr"});
    const std::int64_t block = mReader.integer(
        mReader.required(entry, place, "block", "the block's number"), pointerChild(place, "block"),
        "block", 0, static_cast<std::int64_t>(mBlocks) - 1);
    if (block <= previous)
        mReader.fail(pointerChild(place, "block"), "blocks must be distinct and ascending");
    previous = block;
    return static_cast<BlockId>(block);
}

void TraceBlockReader::nodeList(const Json& v, const std::string& place, std::string_view what,
                                bool final)
{
    const std::uint64_t p = mContext.nodes;
    const std::uint64_t m = mContext.elements;
    std::vector<std::uint8_t>& present = final ? mData.finalPresent : mData.initialPresent;
    LargeVector<double>& values = final ? mData.finalValues : mData.initialValues;
    std::vector<ExprId>& exprs = final ? mData.finalExpr : mData.initialExpr;
    std::vector<std::uint8_t>& held = final ? mData.finalHeld : mData.initialHeld;
    std::vector<ExprId>& blockExpr = final ? mData.finalBlockExpr : mData.initialBlockExpr;

    mReader.array(v, place, std::string(what) + ", one entry for every node", p);
    present.reserve(p);
    exprs.assign(p, kNoExpr); // a block collective's node has an expression per block
    held.assign(p * mBlocks, 0);
    blockExpr.assign(p * mBlocks, kNoExpr);
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string entryPlace = pointerChild(place, i);
        const Json& entry = mContext.nodeEntry(v, place, i, "a node's blocks", {"node", "blocks"});
        const std::string blocksPlace = pointerChild(entryPlace, "blocks");
        const Json& blocks =
            mReader.array(mReader.required(entry, entryPlace, "blocks",
                                           "the blocks the node holds, possibly none"),
                          blocksPlace, "the blocks the node holds");
        values.insert(values.end(), m, 0.0);
        std::int64_t previous = -1;
        for (std::size_t k = 0; k < blocks.size(); ++k) {
            const std::string bp = pointerChild(blocksPlace, k);
            const Json& b = blocks[k];
            const BlockId id = blockEntry(b, bp, "a block the node holds", previous);
            const std::uint64_t begin = blockBegin(id, m, mBlocks);
            mScratch.clear();
            mReader.values(mReader.required(b, bp, "value", "the block's elements"),
                           pointerChild(bp, "value"), blockSize(id, m, mBlocks), mScratch);
            std::copy(mScratch.begin(), mScratch.end(),
                      values.begin() + static_cast<std::ptrdiff_t>(i * m + begin));
            held[i * mBlocks + id] = 1;
            blockExpr[i * mBlocks + id] = mContext.valueExpression(b, bp);
        }
        present.push_back(blocks.empty() ? 0 : 1);
    }
}

std::uint64_t TraceBlockReader::messageBlocks(const Json& message, const std::string& place)
{
    const std::vector<BlockId> blocks =
        blockList(mReader.required(message, place, "blocks", "the blocks it carries, ascending"),
                  pointerChild(place, "blocks"), "the blocks the message carries");
    std::uint64_t elements = 0;
    for (BlockId b : blocks)
        elements += blockSize(b, mContext.elements, mBlocks);
    mData.messageBlocks.insert(mData.messageBlocks.end(), blocks.begin(), blocks.end());
    mData.messageBlockBegin.push_back(mData.messageBlocks.size());
    return elements;
}

void TraceBlockReader::update(const Json& u, const std::string& up)
{
    const std::uint64_t m = mContext.elements;
    const std::string blocksPlace = pointerChild(up, "blocks");
    const Json& blocks = mReader.array(
        mReader.required(u, up, "blocks", "the blocks the node received or changed, possibly none"),
        blocksPlace, "the blocks the node received or changed");
    std::vector<BlockId> dropped;
    const std::string droppedPlace = pointerChild(up, "dropped");
    if (const Json* d = JsonReader::optional(u, "dropped"))
        dropped = blockList(*d, droppedPlace, "the blocks the node no longer holds");
    if (blocks.empty() && dropped.empty())
        mReader.fail(blocksPlace, "an update changes at least one block: list it in \"blocks\" "
                                  "or \"dropped\", or leave the node out of the step's updates");

    // The changes of an update are stored in block order: the changed and the dropped merged.
    auto next = dropped.begin();
    auto dropBelow = [&](std::uint64_t until) {
        for (; next != dropped.end() && *next < until; ++next) {
            mData.blockChanges.push_back(BlockChange{*next, kNoExpr, true});
            mData.changeValueBegin.push_back(mData.updateValues.size());
        }
    };
    std::int64_t previous = -1;
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        const std::string bp = pointerChild(blocksPlace, k);
        const Json& b = blocks[k];
        const BlockId id = blockEntry(b, bp, "a block the node received or changed", previous);
        if (std::binary_search(dropped.begin(), dropped.end(), id))
            mReader.fail(
                pointerChild(bp, "block"),
                "block " + std::to_string(id) +
                    " is both changed and dropped: an update either keeps a block or drops it");
        dropBelow(id);
        const std::uint64_t stored =
            std::min<std::uint64_t>(blockSize(id, m, mBlocks), mData.storedElements);
        mReader.values(mReader.required(b, bp, "value", "the block's new elements"),
                       pointerChild(bp, "value"), stored, mData.updateValues);
        mData.blockChanges.push_back(BlockChange{id, mContext.valueExpression(b, bp), false});
        mData.changeValueBegin.push_back(mData.updateValues.size());
    }
    dropBelow(std::numeric_limits<std::uint64_t>::max());
    mData.changeBegin.push_back(mData.blockChanges.size());
}

void TraceBlockReader::failDrop(std::uint64_t update, std::uint64_t change, NodeId node,
                                BlockId block) const
{
    // The step of the update, and the place of the block in its "dropped".
    const auto step =
        std::upper_bound(mData.steps.begin(), mData.steps.end(), update,
                         [](std::uint64_t u, const Step& s) { return u < s.firstUpdate; }) -
        1;
    std::size_t position = 0;
    for (std::uint64_t c = mData.changeBegin[update]; c < change; ++c)
        position += mData.blockChanges[c].dropped ? 1 : 0;
    const std::string place = pointerChild(
        pointerChild(pointerChild(pointerChild(pointerChild("/steps", step->index - 1), "updates"),
                                  static_cast<std::size_t>(update - step->firstUpdate)),
                     "dropped"),
        position);
    mReader.fail(place, "node " + std::to_string(node) + " drops block " + std::to_string(block) +
                            " in step " + step->label +
                            ", but does not hold it then: a node drops only blocks it holds");
}

void TraceBlockReader::checkFinalState() const
{
    const std::uint64_t p = mContext.nodes;
    const std::uint64_t m = mContext.elements;
    const std::uint64_t k = mData.storedElements;
    // Each node's updates in step order (counting sort by node).
    std::vector<std::uint64_t> begin(p + 1, 0);
    for (const Update& u : mData.updates)
        ++begin[u.node + 1];
    for (std::uint64_t i = 0; i < p; ++i)
        begin[i + 1] += begin[i];
    std::vector<std::uint64_t> history(mData.updates.size());
    {
        std::vector<std::uint64_t> fill(begin.begin(), begin.end() - 1);
        for (std::uint64_t u = 0; u < mData.updates.size(); ++u)
            history[fill[mData.updates[u].node]++] = u;
    }
    constexpr std::uint64_t kInitial = std::numeric_limits<std::uint64_t>::max();
    constexpr std::uint64_t kNotHeld = kInitial - 1;
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    std::vector<std::uint64_t> source(mBlocks); // per block: the change that set it, or the above
    std::vector<std::uint64_t> sourceUpdate(mBlocks);
    for (NodeId node = 0; node < p; ++node) {
        for (BlockId b = 0; b < mBlocks; ++b)
            source[b] = mData.initialHeld[node * mBlocks + b] ? kInitial : kNotHeld;
        for (std::uint64_t h = begin[node]; h < begin[node + 1]; ++h) {
            const std::uint64_t u = history[h];
            for (std::uint64_t c = mData.changeBegin[u]; c < mData.changeBegin[u + 1]; ++c) {
                const BlockChange& change = mData.blockChanges[c];
                if (change.dropped && source[change.block] == kNotHeld)
                    failDrop(u, c, node, change.block);
                source[change.block] = change.dropped ? kNotHeld : c;
                sourceUpdate[change.block] = u;
            }
        }
        const std::string place = pointerChild("/final", static_cast<std::size_t>(node));
        auto stepOf = [&](std::uint64_t u) {
            const auto step =
                std::upper_bound(mData.steps.begin(), mData.steps.end(), u,
                                 [](std::uint64_t x, const Step& s) { return x < s.firstUpdate; }) -
                1;
            return "step " + step->label;
        };
        for (BlockId b = 0; b < mBlocks; ++b) {
            const std::uint64_t x = node * mBlocks + b;
            const bool finalHeld = mData.finalHeld[x] != 0;
            const std::uint64_t from = source[b];
            const std::string nodeText = "node " + std::to_string(node);
            const std::string blockText = "block " + std::to_string(b);
            std::string wrong;
            if (finalHeld && from == kNotHeld) {
                wrong = "the final state of " + nodeText + " lists " + blockText +
                        ", but the node does not hold it after its updates";
            } else if (!finalHeld && from != kNotHeld) {
                wrong = "the final state of " + nodeText + " lacks " + blockText +
                        ", which the node still holds after its updates";
            } else if (finalHeld && from == kInitial) {
                const double* initial =
                    mData.initialValues.data() + node * m + blockBegin(b, m, mBlocks);
                const double* final =
                    mData.finalValues.data() + node * m + blockBegin(b, m, mBlocks);
                if (!std::equal(initial, initial + blockSize(b, m, mBlocks), final, same) ||
                    !mContext.sameExpression(mData.initialBlockExpr[x], mData.finalBlockExpr[x]))
                    wrong = "the final " + blockText + " of " + nodeText +
                            " is not its initial value, as no update changes it";
            } else if (finalHeld) {
                const double* updated = mData.updateValues.data() + mData.changeValueBegin[from];
                const double* final =
                    mData.finalValues.data() + node * m + blockBegin(b, m, mBlocks);
                const std::uint64_t stored = std::min<std::uint64_t>(blockSize(b, m, mBlocks), k);
                if (!std::equal(updated, updated + stored, final, same) ||
                    !mContext.sameExpression(mData.blockChanges[from].expr,
                                             mData.finalBlockExpr[x]))
                    wrong = "the final " + blockText + " of " + nodeText +
                            " is not what its last update left (" + stepOf(sourceUpdate[b]) + ")";
            }
            if (!wrong.empty())
                mReader.fail(place, wrong + ": the trace contradicts itself");
        }
    }
}

} // namespace cubelab::detail
