#include "tracecheck.h"

#include <algorithm>
#include <cstring>
#include <tuple>

namespace cubelab::mpi {

namespace {

// A message seen from the node: received (or sent), the partner, the link, the blocks; sent
// ones sort first.
using Seen = std::tuple<bool, NodeId, int, std::vector<BlockId>>;

std::string blocksText(const std::vector<BlockId>& blocks)
{
    std::string text = "[";
    for (std::size_t i = 0; i < blocks.size(); ++i)
        text += (i ? "," : "") + std::to_string(blocks[i]);
    return text + "]";
}

std::string seenText(const std::vector<Seen>& seen)
{
    if (seen.empty())
        return " nothing";
    std::string text;
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const auto& [received, partner, link, blocks] = seen[i];
        text += std::string(i ? " and" : "") + (received ? " received from " : " sent to ") +
                std::to_string(partner) + " on link " + std::to_string(link) +
                (blocks.empty() ? "" : " blocks " + blocksText(blocks));
    }
    return text;
}

} // namespace

TraceCheck::TraceCheck(const Trace& trace, NodeId node) : mTrace(trace), mNode(node)
{
    for (const Step& step : trace.steps()) {
        const auto messages = trace.messages(step);
        if (std::any_of(messages.begin(), messages.end(),
                        [&](const Message& m) { return m.from == node || m.to == node; }))
            mSchedule.push_back(step.index);
    }
}

std::vector<TraceCheck::Transfer> TraceCheck::expectedTransfers() const
{
    std::vector<Transfer> transfers;
    for (std::size_t index : mSchedule) {
        const Step& step = mTrace.steps()[index - 1];
        Transfer t;
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j) {
            const Message& m = mTrace.allMessages()[j];
            const auto blocks = mTrace.messageBlocks(j);
            if (m.from == mNode) {
                t.sendLink = m.link;
                t.sentBlocks.assign(blocks.begin(), blocks.end());
            }
            if (m.to == mNode) {
                t.receiveLink = m.link;
                t.receivedBlocks.assign(blocks.begin(), blocks.end());
            }
        }
        transfers.push_back(std::move(t));
    }
    return transfers;
}

std::string TraceCheck::compare(std::span<const Transfer> transfers, const FinalState& final) const
{
    if (transfers.size() != mSchedule.size())
        return "made " + std::to_string(transfers.size()) + " transfers, the emulator's node " +
               std::to_string(mSchedule.size());
    for (std::size_t k = 0; k < transfers.size(); ++k) {
        const Step& step = mTrace.steps()[mSchedule[k] - 1];
        std::vector<Seen> expected;
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j) {
            const Message& m = mTrace.allMessages()[j];
            const auto blocks = mTrace.messageBlocks(j);
            std::vector<BlockId> ids(blocks.begin(), blocks.end());
            if (m.from == mNode)
                expected.emplace_back(false, m.to, m.link, ids);
            if (m.to == mNode)
                expected.emplace_back(true, m.from, m.link, ids);
        }
        const Transfer& t = transfers[k];
        std::vector<Seen> seen;
        if (t.sendLink)
            seen.emplace_back(false, Hypercube::partner(mNode, t.sendLink), t.sendLink,
                              t.sentBlocks);
        if (t.receiveLink)
            seen.emplace_back(true, Hypercube::partner(mNode, t.receiveLink), t.receiveLink,
                              t.receivedBlocks);
        std::sort(expected.begin(), expected.end());
        std::sort(seen.begin(), seen.end());
        if (seen != expected)
            return "in step " + step.label + ") it" + seenText(seen) + "; the emulator's node" +
                   seenText(expected);
    }

    const NodeValue emulated = mTrace.final(mNode);
    auto sameBits = [&](std::uint64_t begin, std::uint64_t count) {
        return final.elements.size() >= begin + count &&
               std::memcmp(final.elements.data() + begin, emulated.elements.data() + begin,
                           count * sizeof(double)) == 0;
    };
    if (!mTrace.hasBlocks()) {
        if (final.present != emulated.present)
            return final.present ? "ends holding data, the emulator's node holds none"
                                 : "ends holding nothing, the emulator's node holds data";
        if (emulated.present && !sameBits(0, mTrace.elements()))
            return "ends with a value whose bits differ from the emulator's";
        return {};
    }
    const std::uint32_t p = mTrace.blockCount();
    std::vector<std::uint8_t> held(p, 0);
    for (const BlockValue& b : emulated.blocks)
        held[b.block] = 1;
    for (BlockId b = 0; b < p; ++b) {
        const bool ours = b < final.held.size() && final.held[b] != 0;
        if (ours != (held[b] != 0))
            return "ends " + std::string(ours ? "holding" : "without") + " block " +
                   std::to_string(b) + ", the emulator's node " +
                   (held[b] ? "holds it" : "does not");
        const std::uint64_t m = mTrace.elements();
        if (held[b] && !sameBits(blockBegin(b, m, p), blockSize(b, m, p)))
            return "ends with block " + std::to_string(b) +
                   " whose bits differ from the emulator's";
    }
    return {};
}

} // namespace cubelab::mpi
