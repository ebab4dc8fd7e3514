#include "common/collectivetexts.h"

#include "common/notation.h"
#include "common/quantities.h"
#include "common/valuetext.h"

#include <QStringList>
#include <algorithm>
#include <cubelab/collective.h>
#include <cubelab/steptext.h>
#include <vector>

namespace cubelab::gui {

namespace {
constexpr qsizetype kPairsPerLine = 8;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString translated(const std::string& english)
{
    return QCoreApplication::translate("CollectiveTexts", english.c_str());
}

const Collective* known(const std::string& id)
{
    try {
        return &findCollective(id);
    } catch (const std::exception&) {
        return nullptr;
    }
}
} // namespace

StepWords CollectiveTexts::stepWords()
{
    StepWords w;
    w.start = tr("Start").toStdString();
    w.oneLink = tr("%1) link %2").toStdString();
    w.severalLinks = tr("%1) links %2").toStdString();
    w.noLink = tr("%1)").toStdString();
    w.more = tr("… and %1 more").toStdString();
    w.noNeighbours = tr("✕ no neighbours: links %1").toStdString();
    w.collectiveByOne = tr("%1 by 1 rank: not traced link by link").toStdString();
    w.collectiveByMany = tr("%1 by %2 ranks: not traced link by link").toStdString();
    w.values = [](std::span<const double> values) {
        return formatFirstValue(values, values.size(), kBriefValueDigits).toStdString();
    };
    w.count = [](std::uint64_t count) { return formatCount(count).toStdString(); };
    return w;
}

QString CollectiveTexts::title(const std::string& id)
{
    const Collective* c = known(id);
    if (c == nullptr)
        return QString::fromStdString(id);
    return c->title.empty() ? QString::fromStdString(c->lectureName) : translated(c->title);
}

QString CollectiveTexts::summary(const std::string& id)
{
    const Collective* c = known(id);
    return c == nullptr || c->summary.empty() ? QString() : translated(c->summary);
}

QString CollectiveTexts::phaseName(Phase phase)
{
    if (phase == Phase::Reduce)
        return tr("reduce");
    if (phase == Phase::Broadcast)
        return tr("broadcast");
    if (phase == Phase::Exchange)
        return tr("exchange");
    if (phase == Phase::Gather)
        return tr("gather");
    if (phase == Phase::Scatter)
        return tr("scatter");
    if (phase == Phase::ReduceScatter)
        return tr("reduce-scatter");
    if (phase == Phase::Allgather)
        return tr("allgather");
    if (phase.id() == kTracedProgramPhase)
        return tr("program");
    return QString::fromUtf8(phase.id().data(), static_cast<qsizetype>(phase.id().size()));
}

QString CollectiveTexts::operatorName(Operator op)
{
    switch (op) {
    case Operator::Sum:
        return tr("sum (+)");
    case Operator::Product:
        return tr("product (·)");
    case Operator::Max:
        return tr("maximum");
    case Operator::Min:
        return tr("minimum");
    }
    return {};
}

QString CollectiveTexts::stepTitle(const Trace& trace, std::size_t step)
{
    return qs(StepText(trace, stepWords()).heading(step));
}

QString CollectiveTexts::caption(const Trace& trace, std::size_t step)
{
    if (trace.stepCount() == 0)
        return tr("A cube of dimension 0 has one node and no link: there is nothing to send.");
    if (step == 0)
        return startCaption(trace);
    const StepText text(trace, stepWords());
    if (trace.tracedRun() != nullptr) {
        QString line = qs(text.tracedLine(step, kListedTransfers)) + QLatin1Char('.');
        if (step == trace.stepCount())
            line += QLatin1Char(' ') + tr("Done: the program's last message has arrived.");
        return line;
    }
    const QString who = text.transferCount(step) <= kListedTransfers
                            ? qs(text.transferList(step, kListedTransfers, ", "))
                            : senderSummary(text.senders(step));
    const QString op =
        trace.scenario().op == Operator::Sum ? QStringLiteral("+") : QStringLiteral("⊕");
    QString line = tr("%1 (%2): %3. %4")
                       .arg(qs(text.heading(step)), phaseName(trace.steps()[step - 1].phase), who,
                            effectText(text.effect(step), op));
    if (step == trace.stepCount())
        line += QLatin1Char(' ') + doneText(trace);
    return line;
}

QString CollectiveTexts::shownCaption(const Trace& trace, std::size_t step)
{
    return Notation::shown(caption(trace, step));
}

QString CollectiveTexts::effectText(StepEffect effect, const QString& op)
{
    switch (effect) {
    case StepEffect::ReduceCombine:
        return tr("The senders are done; each receiver combines: s := s %1 H.").arg(op);
    case StepEffect::BroadcastTake:
        return tr("Each receiver takes the data: s := H.");
    case StepEffect::ExchangeCombine:
        return tr("Both partners combine what they receive: s := s %1 H.").arg(op);
    case StepEffect::GatherAdd:
        return tr("The senders are done; each receiver adds the blocks it receives to its own.");
    case StepEffect::ScatterHandOn:
        return tr("Each sender hands on the blocks for the other half of the cube; each receiver "
                  "takes them.");
    case StepEffect::HalvingCombine:
        return tr("Each node keeps the blocks of its half, sends the others and combines the "
                  "partner's copies: s[b] := s[b] %1 H[b].")
            .arg(op);
    case StepEffect::RingCombine:
        return tr("Each receiver combines the blocks it receives with its own copies: s[b] := s[b] "
                  "%1 H[b].")
            .arg(op);
    case StepEffect::DoublingAdd:
        return tr("Each receiver adds the blocks it receives to its own.");
    case StepEffect::RingReplace:
        return tr("Each receiver takes the blocks it receives in place of its own copies.");
    case StepEffect::Combine:
        return tr("Each receiver combines what it receives: s := s %1 H.").arg(op);
    case StepEffect::Take:
        break;
    }
    return tr("Each receiver takes what it receives.");
}

QString CollectiveTexts::doneText(const Trace& trace)
{
    const Scenario& scenario = trace.scenario();
    const QString root = QString::fromStdString(
        trace.cube().address(static_cast<NodeId>(scenario.root.value_or(0))));
    const Collective* c = known(scenario.algorithm);
    switch (c != nullptr ? c->outcome : Outcome::EveryNodeHoldsResult) {
    case Outcome::RootHoldsResult:
        return tr("Done: only %1 holds the whole result; the others hold partial results.")
            .arg(root);
    case Outcome::EveryNodeHoldsRootData:
        return tr("Done: every node holds the root's data.");
    case Outcome::EveryNodeHoldsResult:
        break;
    case Outcome::RootHoldsAllBlocks:
        return tr("Done: %1 holds every node's block.").arg(root);
    case Outcome::EachNodeHoldsOwnBlock:
        return tr("Done: node i holds block i of the root's data.");
    case Outcome::EachNodeHoldsItsReducedBlock:
        return tr("Done: node i holds block i of the whole result.");
    case Outcome::EveryNodeHoldsAllBlocks:
        return tr("Done: every node holds every node's block.");
    case Outcome::NotRecorded:
        return tr("Done: the program's last message has arrived.");
    }
    return tr("Done: every node holds the whole result.");
}

QString CollectiveTexts::captionToolTip(const Trace& trace, std::size_t step)
{
    if (step == 0 || step > trace.stepCount())
        return {};
    const StepText text(trace, stepWords());
    const std::uint64_t total = text.transferCount(step);
    if (total <= kListedTransfers)
        return {};
    QStringList listed;
    for (const StepTransfer& t : text.transfers(step, kToolTipTransfers))
        listed << qs(text.arrow(t));
    QStringList lines{
        tr("%1 (%2):").arg(qs(text.heading(step)), phaseName(trace.steps()[step - 1].phase))};
    for (qsizetype i = 0; i < listed.size(); i += kPairsPerLine)
        lines << listed.mid(i, kPairsPerLine).join(QStringLiteral(", "));
    if (total > static_cast<std::uint64_t>(listed.size()))
        lines << tr("… and %1 more; the partial results show every node.")
                     .arg(formatCount(total - static_cast<std::uint64_t>(listed.size())));
    return lines.join(QLatin1Char('\n'));
}

QString CollectiveTexts::linkPhrase(const Trace& trace, const Message& m)
{
    if (m.link != kNoLink)
        return tr("on link %1").arg(m.link);
    // The links a message between non-neighbours would cross: the bits its addresses differ in.
    QStringList links;
    for (int link = 1; link <= trace.cube().dimension(); ++link)
        if (((m.from ^ m.to) >> (link - 1)) & 1U)
            links << QString::number(link);
    return tr("on no link (links %1)").arg(links.join(QStringLiteral(", ")));
}

QString CollectiveTexts::messageText(const Trace& trace, const Message& m)
{
    const Hypercube& cube = trace.cube();
    return tr("%1 sends to %2 %3")
        .arg(QString::fromStdString(cube.address(m.from)),
             QString::fromStdString(cube.address(m.to)), linkPhrase(trace, m));
}

QString CollectiveTexts::nodeMessages(const Trace& trace, NodeId node, std::size_t step)
{
    if (step == 0 || step > trace.stepCount())
        return {};
    const Hypercube& cube = trace.cube();
    const auto messages = trace.messages(trace.steps()[step - 1]);
    const auto sends = [&](NodeId from, NodeId to) {
        return std::any_of(messages.begin(), messages.end(),
                           [&](const Message& m) { return m.from == from && m.to == to; });
    };
    QStringList parts;
    for (const Message& m : messages) {
        if (m.from != node && m.to != node)
            continue;
        const NodeId partner = m.from == node ? m.to : m.from;
        const QString address = QString::fromStdString(cube.address(partner));
        // Partners that send each other exchange: said once, at the node's own message.
        if (sends(partner, node) && sends(node, partner)) {
            if (m.from == node)
                parts << tr("exchanges with %1 %2").arg(address, linkPhrase(trace, m));
        } else {
            parts << (m.from == node ? tr("sends to %1 %2") : tr("receives from %1 %2"))
                         .arg(address, linkPhrase(trace, m));
        }
    }
    return parts.join(QStringLiteral(", "));
}

QString CollectiveTexts::startCaption(const Trace& trace)
{
    if (trace.tracedRun() != nullptr)
        return tr("A traced MPI program on %1 ranks: rank r is node r. Its messages are shown as "
                  "the ranks "
                  "recorded them, with the values their buffers held; what the nodes hold is not "
                  "recorded. "
                  "Next: %2.")
            .arg(formatCount(trace.nodeCount()), stepTitle(trace, 1));
    // Who holds data before the first step: every node (a reduce), or the root alone (a
    // broadcast), as the table of partial results shows it.
    const auto& present = trace.data().initialPresent;
    const auto holding = static_cast<std::size_t>(
        std::count_if(present.begin(), present.end(), [](std::uint8_t p) { return p != 0; }));
    const QString next = stepTitle(trace, 1);
    if (holding == present.size())
        return tr("Before the first step: every node i holds its input a_i. Next: %1.").arg(next);
    if (holding == 1) {
        const auto node = static_cast<NodeId>(
            std::find_if(present.begin(), present.end(), [](std::uint8_t p) { return p != 0; }) -
            present.begin());
        return tr("Before the first step: only node %1 holds data, its input a_%2; the other nodes "
                  "have no "
                  "data yet. Next: %3.")
            .arg(QString::fromStdString(trace.cube().address(node)))
            .arg(node)
            .arg(next);
    }
    return tr("Before the first step: %1 of the %2 nodes hold their input a_i; the others have no "
              "data yet. "
              "Next: %3.")
        .arg(formatCount(holding), formatCount(present.size()), next);
}

QString CollectiveTexts::noNeighboursText(const TracedMessage& message)
{
    return qs(StepText::noNeighbours(stepWords(), message));
}

QString CollectiveTexts::collectiveText(const TracedCollective& collective)
{
    return qs(StepText::collective(stepWords(), collective));
}

QString CollectiveTexts::senderSummary(const StepSenders& senders)
{
    const QString count = formatCount(senders.count);
    switch (senders.kind) {
    case StepSenders::Kind::EveryNodeExchanges:
        return tr("all %1 nodes exchange with their partners").arg(count);
    case StepSenders::Kind::Exchange:
        return tr("%1 nodes exchange with their partners").arg(count);
    case StepSenders::Kind::BitSet:
        return tr("the %1 nodes with bit %2 set send to their partners")
            .arg(count)
            .arg(senders.link);
    case StepSenders::Kind::BitClear:
        return tr("the %1 nodes with bit %2 clear send to their partners")
            .arg(count)
            .arg(senders.link);
    case StepSenders::Kind::OneOfLinks:
        return tr("%1 nodes send, each over one of links %2")
            .arg(count, qs(StepText::listOf(senders.links)));
    case StepSenders::Kind::Send:
        break;
    }
    return tr("%1 nodes send to their partners").arg(count);
}

} // namespace cubelab::gui
