#include "cubelab/steptext.h"

#include <algorithm>
#include <cstdio>

namespace cubelab {

namespace {

constexpr NodeId kNobody = ~NodeId{0};

std::uint64_t key(NodeId from, NodeId to)
{
    return (std::uint64_t{from} << 32) | to;
}

// A traced message's first value, as `cubelab-mpi trace` has always printed it: "5", "5, …".
std::string englishValues(std::span<const double> values)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", values.front());
    return std::string(buffer) + (values.size() > 1 ? ", …" : "");
}

} // namespace

StepText::StepText(const Trace& trace, StepWords words) : mTrace(trace), mWords(std::move(words)) {}

std::string StepText::fill(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    std::string text;
    text.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        const auto n = static_cast<std::size_t>(next - '1');
        if (pattern[i] == '%' && next >= '1' && next <= '9' && n < args.size()) {
            text += *(args.begin() + n);
            ++i;
        } else {
            text += pattern[i];
        }
    }
    return text;
}

std::string StepText::listOf(std::span<const int> numbers)
{
    std::string text;
    for (int n : numbers)
        text += (text.empty() ? "" : ", ") + std::to_string(n);
    return text;
}

std::string StepText::countText(const StepWords& words, std::uint64_t count)
{
    return words.count ? words.count(count) : std::to_string(count);
}

std::string StepText::heading(std::size_t step) const
{
    if (step == 0 || step > mTrace.stepCount())
        return mWords.start;
    const Step& s = mTrace.steps()[step - 1];
    if (s.links.empty())
        return fill(mWords.noLink, {s.label});
    return fill(s.links.size() == 1 ? mWords.oneLink : mWords.severalLinks,
                {s.label, listOf(s.links)});
}

void StepText::pair(std::size_t step) const
{
    if (mPairedStep == step)
        return;
    mPairedStep = step;
    mKeys.clear();
    mTarget.assign(mTrace.nodeCount(), kNobody);
    const auto messages = mTrace.messages(mTrace.steps()[step - 1]);
    for (const Message& m : messages) {
        if (mTarget[m.from] != kNobody) { // a node that sends twice: look replies up by key
            for (const Message& each : messages)
                mKeys.push_back(key(each.from, each.to));
            std::sort(mKeys.begin(), mKeys.end());
            return;
        }
        mTarget[m.from] = m.to;
    }
}

bool StepText::hasReply(std::size_t step, const Message& m) const
{
    pair(step);
    if (!mKeys.empty())
        return std::binary_search(mKeys.begin(), mKeys.end(), key(m.to, m.from));
    return mTarget[m.to] == m.from;
}

std::uint64_t StepText::transferCount(std::size_t step) const
{
    const auto messages = mTrace.messages(mTrace.steps()[step - 1]);
    const auto replied = static_cast<std::uint64_t>(std::count_if(
        messages.begin(), messages.end(), [&](const Message& m) { return hasReply(step, m); }));
    return messages.size() - replied / 2;
}

bool StepText::everyPairExchanges(std::size_t step) const
{
    const auto messages = mTrace.messages(mTrace.steps()[step - 1]);
    return !messages.empty() && std::all_of(messages.begin(), messages.end(),
                                            [&](const Message& m) { return hasReply(step, m); });
}

std::vector<StepTransfer> StepText::transfers(std::size_t step, std::size_t limit) const
{
    const Step& s = mTrace.steps()[step - 1];
    const auto messages = mTrace.messages(s);
    std::vector<StepTransfer> listed;
    for (std::size_t i = 0; i < messages.size() && listed.size() < limit; ++i) {
        const Message& m = messages[i];
        const bool exchange = hasReply(step, m);
        if (exchange && m.from > m.to)
            continue; // said at its partner's message
        StepTransfer t{.message = s.firstMessage + i, .reply = {}, .from = m.from, .to = m.to};
        if (exchange) {
            const auto reply =
                std::find_if(messages.begin(), messages.end(),
                             [&](const Message& r) { return r.from == m.to && r.to == m.from; });
            t.reply = s.firstMessage + static_cast<std::uint64_t>(reply - messages.begin());
        }
        listed.push_back(t);
    }
    return listed;
}

std::string StepText::arrow(const StepTransfer& t) const
{
    const Hypercube& cube = mTrace.cube();
    return cube.address(t.from) + (t.exchange() ? "↔" : "→") + cube.address(t.to);
}

std::string StepText::transferText(const StepTransfer& t,
                                   const std::function<std::string(std::uint64_t)>& payload) const
{
    std::string text = arrow(t);
    const std::string there = payload ? payload(t.message) : std::string();
    const std::string back = payload && t.reply ? payload(*t.reply) : std::string();
    if (!there.empty() || !back.empty())
        text += ' ' + there + (t.reply ? " / " + back : std::string());
    return text;
}

std::string StepText::transferList(std::size_t step, std::size_t limit, std::string_view separator,
                                   const std::function<std::string(std::uint64_t)>& payload) const
{
    std::string text;
    for (const StepTransfer& t : transfers(step, limit))
        text += (text.empty() ? "" : std::string(separator)) + transferText(t, payload);
    const std::uint64_t total = transferCount(step);
    if (total > limit)
        text += std::string(separator) + fill(mWords.more, {countText(mWords, total - limit)});
    return text;
}

std::string StepText::reportLine(std::size_t step, std::string_view phase, std::size_t limit,
                                 const std::function<std::string(std::uint64_t)>& payload) const
{
    // The arrows start in one column, after the longest phase name ("broadcast").
    constexpr std::size_t kPhaseColumn = 9;
    return heading(step) + "  " + std::string(phase) +
           std::string(phase.size() < kPhaseColumn ? kPhaseColumn - phase.size() : 1, ' ') +
           transferList(step, limit, "  ", payload);
}

std::string StepText::noNeighbours(const StepWords& words, const TracedMessage& message)
{
    return message.neighbour() ? std::string() : fill(words.noNeighbours, {listOf(message.links)});
}

std::string StepText::collective(const StepWords& words, const TracedCollective& c)
{
    if (c.ranks.size() == 1)
        return fill(words.collectiveByOne, {c.name});
    return fill(words.collectiveByMany, {c.name, countText(words, c.ranks.size())});
}

std::string StepText::tracedLine(std::size_t step, std::size_t limit) const
{
    const TracedRun& run = *mTrace.tracedRun();
    const auto payload = [&](std::uint64_t j) {
        const TracedMessage& m = run.messages[j];
        std::string text;
        if (!m.values.empty())
            text = '(' + (mWords.values ? mWords.values(m.values) : englishValues(m.values)) + ')';
        const std::string mark = noNeighbours(mWords, m);
        return mark.empty() ? text : text.empty() ? mark : text + ' ' + mark;
    };
    std::string text = transferList(step, limit, "; ", payload);
    for (const TracedCollective* c : run.collectivesIn(step))
        text += (text.empty() ? "" : "; ") + collective(mWords, *c);
    return heading(step) + ": " + text;
}

StepSenders StepText::senders(std::size_t step) const
{
    // Who sends, said by the bit of the step's link that all senders share (the lecture's
    // "my bit for link is set"), when they share one.
    const Step& s = mTrace.steps()[step - 1];
    std::vector<bool> sends(mTrace.nodeCount(), false);
    std::uint64_t count = 0;
    const bool oneLink = s.links.size() == 1;
    const NodeId bit = oneLink ? NodeId{1} << (s.links.front() - 1) : 0;
    bool allSet = oneLink;
    bool allClear = oneLink;
    for (const Message& m : mTrace.messages(s)) {
        count += sends[m.from] ? 0 : 1;
        sends[m.from] = true;
        allClear = allClear && (m.from & bit) == 0;
        allSet = allSet && (m.from & bit) != 0;
    }
    using Kind = StepSenders::Kind;
    const int link = oneLink ? s.links.front() : 0;
    if (everyPairExchanges(step))
        return {
            count == mTrace.nodeCount() ? Kind::EveryNodeExchanges : Kind::Exchange, count, 0, {}};
    if (allSet || allClear)
        return {allSet ? Kind::BitSet : Kind::BitClear, count, link, {}};
    if (!oneLink) // a step over several links (the ring): each sender uses one of them
        return {Kind::OneOfLinks, count, 0, s.links};
    return {Kind::Send, count, 0, {}};
}

StepEffect StepText::effect(std::size_t step) const
{
    const Phase phase = mTrace.steps()[step - 1].phase;
    if (phase == Phase::Reduce)
        return StepEffect::ReduceCombine;
    if (phase == Phase::Broadcast)
        return StepEffect::BroadcastTake;
    if (phase == Phase::Exchange)
        return StepEffect::ExchangeCombine;
    if (phase == Phase::Gather)
        return StepEffect::GatherAdd;
    if (phase == Phase::Scatter)
        return StepEffect::ScatterHandOn;
    // Recursive halving and doubling exchange with one partner; the ring passes one block on.
    if (phase == Phase::ReduceScatter)
        return everyPairExchanges(step) ? StepEffect::HalvingCombine : StepEffect::RingCombine;
    if (phase == Phase::Allgather)
        return everyPairExchanges(step) ? StepEffect::DoublingAdd : StepEffect::RingReplace;
    return phase.combines() ? StepEffect::Combine : StepEffect::Take;
}

} // namespace cubelab
