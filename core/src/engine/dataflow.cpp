#include "cubelab/dataflow.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <bit>
#include <string>
#include <unordered_map>

namespace cubelab {

namespace {

// One bit per key: a node (whole vectors) or node · blocks + block.
class Bits
{
public:
    explicit Bits(std::uint64_t size) : mWords((size + 63) / 64, 0) {}
    bool test(std::uint64_t key) const { return (mWords[key / 64] >> (key % 64)) & 1u; }
    void flip(std::uint64_t key) { mWords[key / 64] ^= std::uint64_t{1} << (key % 64); }
    void set(std::uint64_t key) { mWords[key / 64] |= std::uint64_t{1} << (key % 64); }
    void reset(std::uint64_t key) { mWords[key / 64] &= ~(std::uint64_t{1} << (key % 64)); }
    // The keys set, ascending.
    template <typename F> void forEach(F&& f) const
    {
        for (std::size_t w = 0; w < mWords.size(); ++w)
            for (std::uint64_t word = mWords[w]; word != 0; word &= word - 1)
                f(w * 64 + static_cast<std::uint64_t>(std::countr_zero(word)));
    }

private:
    std::vector<std::uint64_t> mWords;
};

// The keys set, as nodes with their blocks.
NodeBlocks collect(std::uint32_t blockCount, const Bits& bits)
{
    NodeBlocks out;
    if (blockCount == 0) {
        bits.forEach([&](std::uint64_t key) { out.nodes.push_back(static_cast<NodeId>(key)); });
        return out;
    }
    out.blockBegin.push_back(0);
    bits.forEach([&](std::uint64_t key) {
        const auto node = static_cast<NodeId>(key / blockCount);
        if (out.nodes.empty() || out.nodes.back() != node) {
            if (!out.nodes.empty())
                out.blockBegin.push_back(static_cast<std::uint32_t>(out.blocks.size()));
            out.nodes.push_back(node);
        }
        out.blocks.push_back(static_cast<BlockId>(key % blockCount));
    });
    if (!out.nodes.empty())
        out.blockBegin.push_back(static_cast<std::uint32_t>(out.blocks.size()));
    return out;
}

std::uint64_t keyCount(const Trace& trace)
{
    const std::uint64_t p = trace.nodeCount();
    return trace.hasBlocks() ? p * trace.blockCount() : p;
}

} // namespace

std::span<const BlockId> NodeBlocks::blocksOf(std::size_t i) const
{
    if (i + 1 >= blockBegin.size())
        return {};
    return std::span<const BlockId>(blocks).subspan(blockBegin[i],
                                                    blockBegin[i + 1] - blockBegin[i]);
}

bool NodeBlocks::contains(NodeId node) const
{
    return std::binary_search(nodes.begin(), nodes.end(), node);
}

InputSpread::InputSpread(const Trace& trace, std::uint32_t input)
    : mInput(input), mNodeCount(trace.nodeCount()), mBlockCount(trace.blockCount())
{
    if (input >= mNodeCount)
        throw InputError("there is no input a_" + std::to_string(input) +
                         " to follow: the inputs are a_0 … a_" + std::to_string(mNodeCount - 1));
    const TraceData& data = trace.data();
    const std::uint64_t B = mBlockCount;
    Bits holds(keyCount(trace));

    mStepBegin.push_back(0);
    if (B == 0) {
        if (data.initialPresent[input])
            mFlips.push_back(input);
    } else {
        for (std::uint64_t b = 0; b < B; ++b)
            if (data.initialHeld[input * B + b])
                mFlips.push_back(input * B + b);
    }
    for (std::uint64_t key : mFlips)
        holds.flip(key);
    mStepBegin.push_back(mFlips.size());

    // Per step: what each receiver gets, then its new state from the state before the step.
    Bits received(keyCount(trace)), got(keyCount(trace));
    std::vector<std::uint64_t> receivers;
    for (const Step& s : trace.steps()) {
        const bool combines = s.phase.combines();
        const auto messages = trace.messages(s);
        receivers.clear();
        auto receive = [&](std::uint64_t to, std::uint64_t from) {
            if (!received.test(to)) {
                received.set(to);
                receivers.push_back(to);
            }
            if (holds.test(from))
                got.set(to);
        };
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            if (B == 0) {
                receive(m.to, m.from);
                continue;
            }
            for (BlockId b : trace.messageBlocks(s.firstMessage + i))
                receive(m.to * B + b, m.from * B + b);
        }
        const std::size_t before = mFlips.size();
        for (std::uint64_t key : receivers) {
            const bool now = (combines && holds.test(key)) || got.test(key);
            if (now != holds.test(key))
                mFlips.push_back(key);
        }
        if (B > 0) {
            // A block the node no longer holds (and did not receive anew) holds nothing.
            const auto updates = trace.updates(s);
            for (std::size_t u = 0; u < updates.size(); ++u)
                for (const BlockChange& c : trace.blockChanges(s.firstUpdate + u)) {
                    const std::uint64_t key = updates[u].node * B + c.block;
                    if (c.dropped && holds.test(key) && !received.test(key))
                        mFlips.push_back(key);
                }
        }
        for (std::uint64_t key : receivers) {
            received.reset(key);
            got.reset(key);
        }
        for (std::size_t f = before; f < mFlips.size(); ++f)
            holds.flip(mFlips[f]);
        mStepBegin.push_back(mFlips.size());
    }
}

NodeBlocks InputSpread::holdersAt(std::size_t step) const
{
    if (mStepBegin.empty() || step > stepCount())
        return {};
    Bits bits(mBlockCount == 0 ? mNodeCount : std::uint64_t{mNodeCount} * mBlockCount);
    for (std::uint64_t f = 0; f < mStepBegin[step + 1]; ++f)
        bits.flip(mFlips[f]);
    return collect(mBlockCount, bits);
}

ValueSources::ValueSources(const Trace& trace, NodeId node, std::size_t step)
    : mNode(node), mStep(step), mNodeCount(trace.nodeCount()), mBlockCount(trace.blockCount())
{
    if (node >= mNodeCount)
        throw InputError("there is no node " + std::to_string(node) + ": the nodes are 0 … " +
                         std::to_string(mNodeCount - 1));
    if (step > trace.stepCount())
        throw InputError("there is no step " + std::to_string(step) + ": the steps are 0 … " +
                         std::to_string(trace.stepCount()));
    const std::uint64_t B = mBlockCount;
    Bits live(keyCount(trace));

    // Going backwards: the ranges are collected from the last step to the first and put in
    // order at the end.
    std::vector<std::vector<std::uint64_t>> flips(step + 1), messages(step + 1), messageBlocks;
    std::vector<std::vector<std::vector<BlockId>>> blocksPerStep(step + 1);
    const NodeValue start = trace.valueAt(node, step);
    if (B == 0) {
        if (start.present)
            flips[step].push_back(node);
    } else {
        for (const BlockValue& b : start.blocks)
            flips[step].push_back(node * B + b.block);
    }
    for (std::uint64_t key : flips[step])
        live.flip(key);

    // A block collective: which blocks each node holds, after step K and then, going back,
    // before each step (undoing the step's changes: a block received or changed is held
    // after it, a dropped one is not).
    Bits held(B == 0 ? 1 : keyCount(trace));
    std::vector<std::uint64_t> heldFlipBegin{0}, heldFlips;
    if (B > 0) {
        const TraceData& data = trace.data();
        for (std::uint64_t key = 0; key < keyCount(trace); ++key)
            if (data.initialHeld[key])
                held.set(key);
        for (std::size_t t = 1; t <= step; ++t) {
            const Step& s = trace.steps()[t - 1];
            const auto updates = trace.updates(s);
            for (std::size_t u = 0; u < updates.size(); ++u)
                for (const BlockChange& c : trace.blockChanges(s.firstUpdate + u)) {
                    const std::uint64_t key = updates[u].node * B + c.block;
                    if (held.test(key) == c.dropped) {
                        held.flip(key);
                        heldFlips.push_back(key);
                    }
                }
            heldFlipBegin.push_back(heldFlips.size());
        }
    }

    Bits leaving(keyCount(trace)), entering(keyCount(trace));
    std::vector<std::uint64_t> touched;
    for (std::size_t t = step; t >= 1; --t) {
        const Step& s = trace.steps()[t - 1];
        const bool combines = s.phase.combines();
        const auto stepMessages = trace.messages(s);
        touched.clear();
        for (std::uint64_t f = B == 0 ? 0 : heldFlipBegin[t - 1];
             f < (B == 0 ? 0 : heldFlipBegin[t]); ++f)
            held.flip(heldFlips[f]);
        // Whether a receiver held the block (a whole vector: any data) before the step.
        std::unordered_map<NodeId, bool> presentBefore;
        auto heldBefore = [&](NodeId to, BlockId block) {
            if (B > 0)
                return held.test(to * B + block);
            auto it = presentBefore.find(to);
            if (it == presentBefore.end())
                it = presentBefore.emplace(to, trace.valueAt(to, t - 1).present).first;
            return it->second;
        };
        auto contribute = [&](const Message& m, BlockId block, std::uint64_t toKey,
                              std::uint64_t fromKey) {
            if (!(combines && heldBefore(m.to, block)) && !leaving.test(toKey)) {
                leaving.set(toKey);
                touched.push_back(toKey);
            }
            if (!entering.test(fromKey)) {
                entering.set(fromKey);
                touched.push_back(fromKey);
            }
        };
        for (std::size_t i = 0; i < stepMessages.size(); ++i) {
            const Message& m = stepMessages[i];
            const std::uint64_t index = s.firstMessage + i;
            if (B == 0) {
                if (live.test(m.to)) {
                    messages[t].push_back(index);
                    contribute(m, 0, m.to, m.from);
                }
                continue;
            }
            std::vector<BlockId> fed;
            for (BlockId b : trace.messageBlocks(index))
                if (live.test(m.to * B + b)) {
                    fed.push_back(b);
                    contribute(m, b, m.to * B + b, m.from * B + b);
                }
            if (!fed.empty()) {
                messages[t].push_back(index);
                blocksPerStep[t].push_back(std::move(fed));
            }
        }
        // What enters stays even where it also leaves (an exchange: both partners send).
        for (std::uint64_t key : touched) {
            const bool now = entering.test(key) || (live.test(key) && !leaving.test(key));
            if (now != live.test(key))
                flips[t - 1].push_back(key);
        }
        for (std::uint64_t key : touched) {
            leaving.reset(key);
            entering.reset(key);
        }
        for (std::uint64_t key : flips[t - 1])
            live.flip(key);
    }
    live.forEach([&](std::uint64_t key) {
        const auto from = static_cast<NodeId>(B == 0 ? key : key / B);
        if (mInputs.empty() || mInputs.back() != from)
            mInputs.push_back(from);
    });

    mMessageStep.push_back(0);
    if (B > 0)
        mMessageBlockBegin.push_back(0);
    for (std::size_t t = 0; t <= step; ++t) {
        mMessages.insert(mMessages.end(), messages[t].begin(), messages[t].end());
        mMessageStep.push_back(mMessages.size());
        for (const auto& fed : blocksPerStep[t]) {
            mMessageBlocks.insert(mMessageBlocks.end(), fed.begin(), fed.end());
            mMessageBlockBegin.push_back(static_cast<std::uint32_t>(mMessageBlocks.size()));
        }
    }
    mFlipBegin.push_back(0);
    for (std::size_t t = 0; t <= step; ++t) {
        mFlips.insert(mFlips.end(), flips[t].begin(), flips[t].end());
        mFlipBegin.push_back(mFlips.size());
    }
}

std::span<const std::uint64_t> ValueSources::messagesOf(std::size_t step) const
{
    if (step == 0 || step > mStep || mMessageStep.size() < step + 2)
        return {};
    return std::span<const std::uint64_t>(mMessages).subspan(
        mMessageStep[step], mMessageStep[step + 1] - mMessageStep[step]);
}

std::span<const BlockId> ValueSources::messageBlocks(std::size_t i) const
{
    if (i + 1 >= mMessageBlockBegin.size())
        return {};
    return std::span<const BlockId>(mMessageBlocks)
        .subspan(mMessageBlockBegin[i], mMessageBlockBegin[i + 1] - mMessageBlockBegin[i]);
}

NodeBlocks ValueSources::feedersAt(std::size_t step) const
{
    if (mFlipBegin.empty() || step > mStep)
        return {};
    Bits bits(mBlockCount == 0 ? mNodeCount : std::uint64_t{mNodeCount} * mBlockCount);
    // The starting set (range mStep), then backwards step by step down to step.
    for (std::size_t t = mStep + 1; t-- > step;)
        for (std::uint64_t f = mFlipBegin[t]; f < mFlipBegin[t + 1]; ++f)
            bits.flip(mFlips[f]);
    return collect(mBlockCount, bits);
}

} // namespace cubelab
