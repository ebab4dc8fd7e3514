#include "textreport.h"

#include "blocktext.h"
#include "costtext.h"
#include "cubelab/collective.h"
#include "cubelab/luaprogram.h"
#include "cubelab/steptext.h"

#include <algorithm>
#include <cstdio>

namespace cubelab::cli {

namespace {

std::string counted(std::uint64_t count, const std::string& singular, const std::string& plural)
{
    return std::to_string(count) + " " + (count == 1 ? singular : plural);
}

} // namespace

std::string TextReport::formatNumber(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.12g", value);
    return buffer;
}

std::string TextReport::formatVector(std::span<const double> elements, std::uint64_t total)
{
    if (total == 1 && elements.size() == 1)
        return formatNumber(elements[0]);
    std::string text = "[";
    const std::size_t shown = std::min(elements.size(), kMaxVectorShown);
    for (std::size_t i = 0; i < shown; ++i)
        text += (i == 0 ? "" : ", ") + formatNumber(elements[i]);
    if (shown < total)
        text += ", … (" + std::to_string(total) + " elements)";
    return text + "]";
}

std::string TextReport::describe(NodeId node, const NodeValue& value) const
{
    std::string text = "s_" + std::to_string(node) + " = ";
    if (!value.present)
        return text + "nothing yet";
    if (mTrace.symbolic() && value.expr != kNoExpr)
        text += mTrace.format(value.expr, ExprStyle::Lecture) + " = ";
    return text + formatVector(value.elements, mTrace.elements());
}

std::string TextReport::header() const
{
    const Scenario& s = mTrace.scenario();
    const Collective& collective = findCollective(s.algorithm);
    // A program reads a root and two link orders whatever it implements; the header names
    // those the collective it implements has.
    const std::shared_ptr<const LuaProgram> program =
        collective.id == LuaProgram::kCollectiveId ? LuaProgram::installed() : nullptr;
    const Collective& facts = program ? program->reference() : collective;
    std::string text = collective.lectureName + " (" + collective.id + ") on a " +
                       std::to_string(s.dimension) +
                       "-cube, p = " + std::to_string(mTrace.nodeCount()) + ": link order " +
                       (s.linkOrder.empty() ? std::string("none") : linksText(s.linkOrder));
    // The second order is named for the phase it orders: Tree_Do's broadcast, Rabenseifner's
    // allgather.
    if (!s.secondLinkOrder.empty() && facts.takesSecondOrder())
        text += ", " + std::string(facts.linkOrders.back().phase.id()) + " link order " +
                linksText(s.secondLinkOrder);
    if (s.root && facts.takesRoot)
        text += ", root " + std::to_string(*s.root) + " (" +
                mTrace.cube().address(static_cast<NodeId>(*s.root)) + ")";
    text += ", operator " + std::string(operatorName(s.op)) + ", " +
            counted(static_cast<std::uint64_t>(s.elements), "element", "elements") +
            (mTrace.hasBlocks() ? " in " + counted(mTrace.blockCount(), "block", "blocks") : "") +
            ", " + std::string(valueModeName(s.values)) + " values";
    if (!s.machine.empty())
        text += ", machine " + s.machine;
    return text;
}

std::string TextReport::start() const
{
    const Scenario& s = mTrace.scenario();
    const std::string inputs = s.initial.empty() ? "node i holds i+1" : "the given initial values";
    if (mTrace.hasBlocks())
        return blockStart(inputs);
    const bool symbolic = mTrace.symbolic();
    std::uint64_t holding = 0;
    for (NodeId i = 0; i < mTrace.nodeCount(); ++i)
        holding += mTrace.initial(i).present ? 1 : 0;
    if (holding == mTrace.nodeCount())
        return "start: " + std::string(symbolic ? "s_i = a_i, " : "") + inputs;
    std::string text = "start: ";
    for (NodeId i = 0; i < mTrace.nodeCount(); ++i)
        if (mTrace.initial(i).present && holding <= kMaxListed)
            text += describe(i, mTrace.initial(i)) + " at " + mTrace.cube().address(i) + "; ";
    return text + "the other nodes hold nothing yet";
}

std::string TextReport::blockStart(const std::string& inputs) const
{
    // Every node holding all its input's blocks (reduce-scatter, the all-reduces) or its own
    // block only (gather, allgather) reads as one line; otherwise the holders are listed.
    const std::uint32_t p = mTrace.nodeCount();
    bool allBlocks = true;
    bool ownBlock = true;
    std::uint32_t holding = 0;
    for (NodeId i = 0; i < p; ++i) {
        const NodeValue v = mTrace.initial(i);
        allBlocks = allBlocks && v.blocks.size() == mTrace.blockCount();
        ownBlock = ownBlock && v.blocks.size() == 1 && v.blocks[0].block == i;
        holding += v.present ? 1 : 0;
    }
    const bool symbolic = mTrace.symbolic();
    if (allBlocks) {
        std::vector<BlockId> all(mTrace.blockCount());
        for (BlockId b = 0; b < all.size(); ++b)
            all[b] = b;
        const std::string blocks =
            all.size() == 1 ? "the one block" : "all " + std::to_string(all.size()) + " blocks";
        return "start: every node holds " + blocks + " of its input: " +
               (symbolic ? "s_i" + BlockText::blockList(all) + " = a_i, " : std::string()) + inputs;
    }
    if (ownBlock)
        return "start: node i holds block i of its input only: " +
               std::string(symbolic ? "s_i[i] = a_i, " : "") + inputs;
    const BlockText blockText(mTrace);
    std::string text = "start: ";
    for (NodeId i = 0; i < p; ++i)
        if (mTrace.initial(i).present && holding <= kMaxListed)
            text += blockText.describe("s_" + std::to_string(i), mTrace.initial(i).blocks) +
                    " at " + mTrace.cube().address(i) + "; ";
    return text + "the other nodes hold nothing yet";
}

void TextReport::writeBlockStep(std::ostream& out, const Step& step) const
{
    // The messages of an exchange carry different blocks: each direction names its own.
    out << stepLine(step, [&](std::uint64_t message) {
        return BlockText::blockList(mTrace.messageBlocks(message));
    }) << '\n';

    const BlockText blockText(mTrace);
    std::size_t listed = 0;
    for (std::uint64_t u = step.firstUpdate;
         u < step.firstUpdate + step.updateCount && listed < kMaxListed; ++u, ++listed) {
        const Update& update = mTrace.data().updates[u];
        out << "   "
            << blockText.describe("s_" + std::to_string(update.node), blockText.changedBlocks(u),
                                  blockText.droppedBlocks(u))
            << '\n';
    }
    if (step.updateCount > listed)
        out << "   … and " << counted(step.updateCount - listed, "more update", "more updates")
            << '\n';
}

void TextReport::writeBlockResult(std::ostream& out) const
{
    const std::uint32_t p = mTrace.nodeCount();
    const BlockText blockText(mTrace);
    const NodeValue first = mTrace.final(0);
    bool allSame = true;
    for (NodeId i = 1; i < p && allSame; ++i)
        allSame = BlockText::sameBlocks(mTrace.final(i).blocks, first.blocks);
    if (allSame) {
        out << "result: " << blockText.describe(p > 1 ? "s_i" : "s_0", first.blocks)
            << (p > 1 ? " on every node" : "") << '\n';
        return;
    }
    const Scenario& s = mTrace.scenario();
    const Outcome outcome = findCollective(s.algorithm).outcome;
    if (s.root && outcome == Outcome::RootHoldsAllBlocks) {
        const auto root = static_cast<NodeId>(*s.root);
        out << "result at the root " << mTrace.cube().address(root) << ": "
            << blockText.describe("s_" + std::to_string(root), mTrace.final(root).blocks) << '\n';
        return;
    }
    if (outcome == Outcome::EachNodeHoldsOwnBlock)
        out << "result, node i holding block i of the root's data:\n";
    else if (outcome == Outcome::EachNodeHoldsItsReducedBlock)
        out << "result, node i holding block i of the result:\n";
    else
        out << "result:\n";
    for (NodeId i = 0; i < p && i < kMaxListed; ++i)
        out << "   " << blockText.describe("s_" + std::to_string(i), mTrace.final(i).blocks)
            << '\n';
    if (p > kMaxListed)
        out << "   … and " << counted(p - kMaxListed, "more node", "more nodes") << '\n';
}

std::string TextReport::stepLine(const Step& step,
                                 const std::function<std::string(std::uint64_t)>& payload) const
{
    return StepText(mTrace).reportLine(step.index, phaseName(step.phase), kMaxListed, payload);
}

void TextReport::writeStep(std::ostream& out, const Step& step) const
{
    out << stepLine(step, {}) << '\n';

    std::size_t listed = 0;
    for (std::uint64_t u = step.firstUpdate;
         u < step.firstUpdate + step.updateCount && listed < kMaxListed; ++u, ++listed) {
        const Update& update = mTrace.data().updates[u];
        out << "   "
            << describe(update.node, {.elements = mTrace.updateElements(u),
                                      .blocks = {},
                                      .expr = update.expr,
                                      .present = true})
            << '\n';
    }
    if (step.updateCount > listed)
        out << "   … and " << counted(step.updateCount - listed, "more update", "more updates")
            << '\n';
}

void TextReport::writeResult(std::ostream& out) const
{
    if (mTrace.hasBlocks()) {
        writeBlockResult(out);
        return;
    }
    const std::uint32_t p = mTrace.nodeCount();
    const NodeValue first = mTrace.final(0);
    bool allSame = true;
    for (NodeId i = 1; i < p && allSame; ++i) {
        const NodeValue v = mTrace.final(i);
        allSame = v.present == first.present && v.expr == first.expr &&
                  std::equal(v.elements.begin(), v.elements.end(), first.elements.begin(),
                             first.elements.end());
    }
    if (allSame) {
        std::string text = describe(0, first);
        if (p > 1)
            text.replace(0, 3, "s_i");
        out << "result: " << text << (p > 1 ? " on every node" : "") << '\n';
        return;
    }
    const Scenario& s = mTrace.scenario();
    if (s.root) {
        const auto root = static_cast<NodeId>(*s.root);
        out << "result at the root " << mTrace.cube().address(root) << ": "
            << describe(root, mTrace.final(root)) << '\n';
        return;
    }
    out << "result:\n";
    for (NodeId i = 0; i < p && i < kMaxListed; ++i)
        out << "   " << describe(i, mTrace.final(i)) << '\n';
    if (p > kMaxListed)
        out << "   … and " << counted(p - kMaxListed, "more node", "more nodes") << '\n';
}

void TextReport::writeLinkLoads(std::ostream& out) const
{
    const auto loads = mTrace.linkLoads();
    std::uint64_t messages = 0;
    std::uint64_t bytes = 0;
    for (const LinkLoad& load : loads) {
        messages += load.messages;
        bytes += load.bytes;
    }
    out << counted(mTrace.stepCount(), "step", "steps") << ", "
        << counted(messages, "message", "messages") << ", " << counted(bytes, "byte", "bytes")
        << " in all\n";
    if (loads.empty())
        return;
    out << "link load:\n";
    for (const LinkLoad& load : loads)
        out << "   link " << load.link << ": " << counted(load.messages, "message", "messages")
            << ", " << counted(load.elements, "element", "elements") << ", "
            << counted(load.bytes, "byte", "bytes") << '\n';
}

void TextReport::write(std::ostream& out) const
{
    out << header() << '\n' << start() << '\n';
    for (const Step& step : mTrace.steps()) {
        if (mTrace.hasBlocks())
            writeBlockStep(out, step);
        else
            writeStep(out, step);
    }
    writeResult(out);
    writeLinkLoads(out);
}

} // namespace cubelab::cli
