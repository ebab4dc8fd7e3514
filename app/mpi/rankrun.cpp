#include "rankrun.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <cstring>
#include <tuple>

namespace cubelab::mpi {

namespace {

std::string blocksText(const std::vector<BlockId>& blocks)
{
    std::string text = "[";
    for (std::size_t i = 0; i < blocks.size(); ++i)
        text += (i ? "," : "") + std::to_string(blocks[i]);
    return text + "]";
}

} // namespace

RankRun::RankRun(const Trace& trace, const Collective& collective, NodeId rank)
    : mTrace(trace), mCollective(collective), mRank(rank)
{
    const Scenario& s = trace.scenario();
    mParams.dimension = s.dimension;
    mParams.root = static_cast<NodeId>(s.root.value_or(0));
    mParams.linkOrder = s.linkOrder;
    mParams.secondLinkOrder = s.secondLinkOrder;
    mParams.blockCount = trace.blockCount();
    // A node takes part in a step by one transfer: it sends or receives there (an exchange
    // or a sendrecv both).
    for (const Step& step : trace.steps()) {
        const auto messages = trace.messages(step);
        if (std::any_of(messages.begin(), messages.end(),
                        [&](const Message& m) { return m.from == rank || m.to == rank; }))
            mSchedule.push_back(step.index);
    }
    mNode = std::make_unique<MpiNode>(rank, mParams, s, collective);
}

std::vector<double> RankRun::input() const
{
    const MpiNode fresh(mRank, mParams, mTrace.scenario(), mCollective);
    const auto state = fresh.state();
    return {state.begin(), state.end()};
}

StepClock RankRun::run(bool barriers, bool record)
{
    mNode = std::make_unique<MpiNode>(mRank, mParams, mTrace.scenario(), mCollective);
    mNode->keepRecords(record);
    Task task = mCollective.program(*mNode);
    StepClock clock(mTrace.stepCount(), barriers);
    clock.start();
    task.handle().resume();
    std::size_t k = 0;
    while (mNode->waitsForTransfer()) {
        if (k >= mSchedule.size())
            throw EngineError("node " + std::to_string(mRank) + " asks for transfer " +
                              std::to_string(k + 1) + ", but the emulator's run has " +
                              std::to_string(mSchedule.size()) + " for it");
        clock.advanceTo(mSchedule[k]);
        mNode->carryOutAndResume();
        ++k;
    }
    task.rethrowIfFailed();
    if (k != mSchedule.size())
        throw EngineError("node " + std::to_string(mRank) + " made " + std::to_string(k) +
                          " transfers, the emulator's run " + std::to_string(mSchedule.size()));
    clock.finish();
    return clock;
}

std::string RankRun::check() const
{
    const std::vector<MpiNode::Record>& records = mNode->records();
    if (records.size() != mSchedule.size())
        return "it made " + std::to_string(records.size()) + " transfers, the emulator " +
               std::to_string(mSchedule.size());
    // What a message is, seen from this node: sent or received, the partner, the link, blocks.
    using Seen = std::tuple<bool, NodeId, int, std::vector<BlockId>>;
    for (std::size_t k = 0; k < records.size(); ++k) {
        const Step& step = mTrace.steps()[mSchedule[k] - 1];
        std::vector<Seen> expected;
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j) {
            const Message& m = mTrace.allMessages()[j];
            const auto blocks = mTrace.messageBlocks(j);
            std::vector<BlockId> ids(blocks.begin(), blocks.end());
            if (m.from == mRank)
                expected.emplace_back(true, m.to, m.link, ids);
            if (m.to == mRank)
                expected.emplace_back(false, m.from, m.link, ids);
        }
        const MpiNode::Record& r = records[k];
        std::vector<Seen> seen;
        if (r.sendLink)
            seen.emplace_back(true, Hypercube::partner(mRank, r.sendLink), r.sendLink, r.sentBlocks);
        if (r.receiveLink)
            seen.emplace_back(false, Hypercube::partner(mRank, r.receiveLink), r.receiveLink,
                              r.receivedBlocks);
        std::sort(expected.begin(), expected.end());
        std::sort(seen.begin(), seen.end());
        if (seen != expected) {
            std::string text = "in step " + step.label + ") it";
            for (const Seen& s : seen)
                text += std::string(std::get<0>(s) ? " sent to " : " received from ") +
                        std::to_string(std::get<1>(s)) + " on link " +
                        std::to_string(std::get<2>(s)) +
                        (std::get<3>(s).empty() ? "" : " blocks " + blocksText(std::get<3>(s)));
            text += "; the emulator's node";
            for (const Seen& s : expected)
                text += std::string(std::get<0>(s) ? " sent to " : " received from ") +
                        std::to_string(std::get<1>(s)) + " on link " +
                        std::to_string(std::get<2>(s)) +
                        (std::get<3>(s).empty() ? "" : " blocks " + blocksText(std::get<3>(s)));
            return text;
        }
    }

    // The final state, bit for bit.
    const NodeValue final = mTrace.final(mRank);
    const std::span<const double> ours = mNode->state();
    auto sameBits = [&](std::uint64_t begin, std::uint64_t count) {
        return std::memcmp(ours.data() + begin, final.elements.data() + begin,
                           count * sizeof(double)) == 0;
    };
    if (!mTrace.hasBlocks()) {
        if (mNode->present() != final.present)
            return mNode->present() ? "it ends holding data, the emulator's node holds none"
                                    : "it ends holding nothing, the emulator's node holds data";
        if (final.present && !sameBits(0, ours.size()))
            return "its final value differs from the emulator's in its bits";
        return {};
    }
    const std::uint32_t p = mTrace.blockCount();
    std::vector<std::uint8_t> held(p, 0);
    for (const BlockValue& b : final.blocks)
        held[b.block] = 1;
    for (BlockId b = 0; b < p; ++b) {
        if (mNode->holds(b) != (held[b] != 0))
            return "it ends " + std::string(mNode->holds(b) ? "holding" : "without") + " block " +
                   std::to_string(b) + ", the emulator's node " +
                   (held[b] ? "holds it" : "does not");
        const std::uint64_t m = mTrace.elements();
        if (held[b] && !sameBits(blockBegin(b, m, p), blockSize(b, m, p)))
            return "its block " + std::to_string(b) +
                   " differs from the emulator's in its bits";
    }
    return {};
}

} // namespace cubelab::mpi
