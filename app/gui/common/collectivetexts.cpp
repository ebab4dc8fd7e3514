#include "common/collectivetexts.h"

#include "common/quantities.h"
#include "common/valuetext.h"

#include <QStringList>
#include <algorithm>
#include <cubelab/collective.h>
#include <vector>

namespace cubelab::gui {

namespace {
constexpr qsizetype kPairsPerLine = 8;
}

namespace {
// The English texts the core's built-in collectives give, for the translator: the one place the
// GUI lists them. A collective's text is looked up by its English words, so a new collective
// needs only its lines here (and their German in the .ts file); without them it shows in
// English.
constexpr const char* kCollectiveTexts[] = {
    QT_TRANSLATE_NOOP("CollectiveTexts", "Tree_UpDo – Reduce"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Tree_Down – Broadcast"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Tree_Do – All-Reduce (reduce, then broadcast)"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Cube_Do – All-Reduce (cube accumulation)"),
    QT_TRANSLATE_NOOP("CollectiveTexts",
                      "Reduce to the root along the binomial tree: only the root ends with "
                      "the result."),
    QT_TRANSLATE_NOOP("CollectiveTexts",
                      "Broadcast the root's data down the binomial tree to every node."),
    QT_TRANSLATE_NOOP("CollectiveTexts",
                      "All-reduce as reduce to the root, then broadcast back down the tree."),
    QT_TRANSLATE_NOOP("CollectiveTexts",
                      "All-reduce by exchanging across every link in turn: every node ends "
                      "with the result."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Tree_Up – Gather"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Scatter – Tree_Down with blocks"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Reduce_Scatter – Reduce-scatter by recursive halving"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Allgather – recursive doubling"),
    QT_TRANSLATE_NOOP("CollectiveTexts",
                      "Rabenseifner – All-Reduce (reduce-scatter, then allgather)"),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Ring – All-Reduce on a Gray-code ring"),
    QT_TRANSLATE_NOOP(
        "CollectiveTexts",
        "Gather every node's block to the root along the binomial tree: the messages grow."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Scatter the root's blocks down the binomial tree: node i "
                                         "ends with block i; the messages shrink."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Reduce-scatter by recursive halving: node i ends with "
                                         "block i of the result; the messages halve."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "Allgather by recursive doubling: every node ends with "
                                         "every node's block; the messages double."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "All-reduce for long vectors: reduce-scatter by recursive "
                                         "halving, then allgather by recursive doubling."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "All-reduce around a ring embedded in the cube by a Gray "
                                         "code: 2(p-1) steps, one block a message."),
    QT_TRANSLATE_NOOP("CollectiveTexts", "An MPI program, traced"),
    QT_TRANSLATE_NOOP(
        "CollectiveTexts",
        "The messages a real MPI program sent, as its ranks recorded them: shown, not run again."),
};

// Whether the step's messages go both ways between partners (an exchange, or a block
// collective's partners that each send the other some blocks): then each pair is one
// transfer, a↔b. The ring's messages go one way around the ring.
bool pairsBothWays(const Trace& trace, const Step& s)
{
    if (s.phase == Phase::Exchange)
        return true;
    if (!trace.hasBlocks()) // a whole vector goes both ways only in an exchange
        return false;
    const auto messages = trace.messages(s);
    std::vector<std::uint64_t> sent;
    sent.reserve(messages.size());
    for (const Message& m : messages)
        sent.push_back((std::uint64_t{m.from} << 32) | m.to);
    std::sort(sent.begin(), sent.end());
    return !messages.empty() &&
           std::all_of(messages.begin(), messages.end(), [&](const Message& m) {
               return std::binary_search(sent.begin(), sent.end(),
                                         (std::uint64_t{m.to} << 32) | m.from);
           });
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

bool CollectiveTexts::isTranslatable(const std::string& english)
{
    return std::any_of(std::begin(kCollectiveTexts), std::end(kCollectiveTexts),
                       [&](const char* text) { return english == text; });
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
    if (step == 0 || step > trace.stepCount())
        return tr("Start");
    const Step& s = trace.steps()[step - 1];
    QStringList links;
    for (int link : s.links)
        links << QString::number(link);
    const QString label = QString::fromStdString(s.label);
    if (s.links.empty()) // a traced program's step of non-neighbour messages or collectives only
        return tr("%1)").arg(label);
    return s.links.size() == 1 ? tr("%1) link %2").arg(label, links.first())
                               : tr("%1) links %2").arg(label, links.join(QStringLiteral(", ")));
}

QString CollectiveTexts::caption(const Trace& trace, std::size_t step)
{
    const Scenario& scenario = trace.scenario();
    const Hypercube& cube = trace.cube();
    if (trace.stepCount() == 0)
        return tr("A cube of dimension 0 has one node and no link: there is nothing to send.");
    if (step == 0)
        return startCaption(trace);
    if (trace.tracedRun() != nullptr)
        return tracedCaption(trace, step);
    const Step& s = trace.steps()[step - 1];

    std::size_t transfers = 0;
    const QStringList listed = transferList(trace, s, kListedTransfers, &transfers);
    const QString who =
        transfers <= kListedTransfers ? listed.join(QStringLiteral(", ")) : senderSummary(trace, s);

    const QString op = scenario.op == Operator::Sum ? QStringLiteral("+") : QStringLiteral("⊕");
    QString what;
    if (s.phase == Phase::Reduce)
        what = tr("The senders are done; each receiver combines: s := s %1 H.").arg(op);
    else if (s.phase == Phase::Broadcast)
        what = tr("Each receiver takes the data: s := H.");
    else if (s.phase == Phase::Exchange)
        what = tr("Both partners combine what they receive: s := s %1 H.").arg(op);
    else if (s.phase == Phase::Gather)
        what = tr("The senders are done; each receiver adds the blocks it receives to its own.");
    else if (s.phase == Phase::Scatter)
        what = tr("Each sender hands on the blocks for the other half of the cube; each receiver "
                  "takes them.");
    else if (s.phase == Phase::ReduceScatter && pairsBothWays(trace, s))
        what = tr("Each node keeps the blocks of its half, sends the others and combines the "
                  "partner's copies: s[b] := s[b] %1 H[b].")
                   .arg(op);
    else if (s.phase == Phase::ReduceScatter) // the ring: one block on to the next node
        what = tr("Each receiver combines the blocks it receives with its own copies: s[b] := s[b] "
                  "%1 H[b].")
                   .arg(op);
    else if (s.phase == Phase::Allgather && pairsBothWays(trace, s))
        what = tr("Each receiver adds the blocks it receives to its own.");
    else if (s.phase == Phase::Allgather) // the ring: the finished block replaces the partial one
        what = tr("Each receiver takes the blocks it receives in place of its own copies.");
    else if (s.phase.combines())
        what = tr("Each receiver combines what it receives: s := s %1 H.").arg(op);
    else
        what = tr("Each receiver takes what it receives.");

    QString text = tr("%1 (%2): %3. %4").arg(stepTitle(trace, step), phaseName(s.phase), who, what);
    if (step == trace.stepCount()) {
        const QString root =
            QString::fromStdString(cube.address(static_cast<NodeId>(scenario.root.value_or(0))));
        const Collective* c = known(scenario.algorithm);
        switch (c != nullptr ? c->outcome : Outcome::EveryNodeHoldsResult) {
        case Outcome::RootHoldsResult:
            text += QLatin1Char(' ') +
                    tr("Done: only %1 holds the whole result; the others hold partial results.")
                        .arg(root);
            break;
        case Outcome::EveryNodeHoldsRootData:
            text += QLatin1Char(' ') + tr("Done: every node holds the root's data.");
            break;
        case Outcome::EveryNodeHoldsResult:
            text += QLatin1Char(' ') + tr("Done: every node holds the whole result.");
            break;
        case Outcome::RootHoldsAllBlocks:
            text += QLatin1Char(' ') + tr("Done: %1 holds every node's block.").arg(root);
            break;
        case Outcome::EachNodeHoldsOwnBlock:
            text += QLatin1Char(' ') + tr("Done: node i holds block i of the root's data.");
            break;
        case Outcome::EachNodeHoldsItsReducedBlock:
            text += QLatin1Char(' ') + tr("Done: node i holds block i of the whole result.");
            break;
        case Outcome::EveryNodeHoldsAllBlocks:
            text += QLatin1Char(' ') + tr("Done: every node holds every node's block.");
            break;
        case Outcome::NotRecorded:
            text += QLatin1Char(' ') + tr("Done: the program's last message has arrived.");
            break;
        }
    }
    return text;
}

QString CollectiveTexts::captionToolTip(const Trace& trace, std::size_t step)
{
    if (step == 0 || step > trace.stepCount())
        return {};
    const Step& s = trace.steps()[step - 1];
    std::size_t transfers = 0;
    const QStringList listed = transferList(trace, s, kToolTipTransfers, &transfers);
    if (transfers <= kListedTransfers)
        return {};
    QStringList lines{tr("%1 (%2):").arg(stepTitle(trace, step), phaseName(s.phase))};
    for (qsizetype i = 0; i < listed.size(); i += kPairsPerLine)
        lines << listed.mid(i, kPairsPerLine).join(QStringLiteral(", "));
    if (transfers > static_cast<std::size_t>(listed.size()))
        lines << tr("… and %1 more; the partial results show every node.")
                     .arg(formatCount(transfers - static_cast<std::size_t>(listed.size())));
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

QString CollectiveTexts::tracedCaption(const Trace& trace, std::size_t step)
{
    const Step& s = trace.steps()[step - 1];
    const TracedRun& run = *trace.tracedRun();
    const Hypercube& cube = trace.cube();
    QStringList parts;
    for (std::uint64_t j = s.firstMessage;
         j < s.firstMessage + std::min<std::uint64_t>(s.messageCount, kListedTransfers); ++j) {
        const TracedMessage& m = run.messages[j];
        QString part = QStringLiteral("%1→%2").arg(
            QString::fromStdString(cube.address(static_cast<NodeId>(m.from))),
            QString::fromStdString(cube.address(static_cast<NodeId>(m.to))));
        if (!m.values.empty())
            part += QStringLiteral(" (%1)").arg(
                formatFirstValue(m.values, m.values.size(), kBriefValueDigits));
        if (!m.neighbour())
            part += QLatin1Char(' ') + noNeighboursText(m);
        parts << part;
    }
    if (s.messageCount > kListedTransfers)
        parts << tr("… and %1 more").arg(formatCount(s.messageCount - kListedTransfers));
    for (const TracedCollective* c : run.collectivesIn(step))
        parts << collectiveText(*c);
    QString text = tr("%1: %2.").arg(stepTitle(trace, step), parts.join(QStringLiteral("; ")));
    if (step == trace.stepCount())
        text += QLatin1Char(' ') + tr("Done: the program's last message has arrived.");
    return text;
}

QString CollectiveTexts::noNeighboursText(const TracedMessage& message)
{
    QStringList links;
    for (int link : message.links)
        links << QString::number(link);
    return tr("✕ no neighbours: links %1").arg(links.join(QStringLiteral(", ")));
}

QString CollectiveTexts::collectiveText(const TracedCollective& collective)
{
    const QString name = QString::fromStdString(collective.name);
    return collective.ranks.size() == 1 ? tr("%1 by 1 rank: not traced link by link").arg(name)
                                        : tr("%1 by %2 ranks: not traced link by link")
                                              .arg(name)
                                              .arg(collective.ranks.size());
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

QStringList CollectiveTexts::transferList(const Trace& trace, const Step& s, std::size_t limit,
                                          std::size_t* total)
{
    // An exchange is two messages; it is listed once, as a↔b from the lower address. Only the
    // listed few are looked at: a step of a 20-cube has half a million messages.
    const Hypercube& cube = trace.cube();
    const auto messages = trace.messages(s);
    const bool both = pairsBothWays(trace, s);
    *total = both ? messages.size() / 2 : messages.size();
    QStringList pairs;
    for (const Message& m : messages) {
        if (static_cast<std::size_t>(pairs.size()) >= limit)
            break;
        if (both && m.from > m.to)
            continue;
        pairs << QStringLiteral("%1%2%3").arg(QString::fromStdString(cube.address(m.from)),
                                              both ? QStringLiteral("↔") : QStringLiteral("→"),
                                              QString::fromStdString(cube.address(m.to)));
    }
    return pairs;
}

QString CollectiveTexts::senderSummary(const Trace& trace, const Step& s)
{
    // Who sends, said by the bit of the step's link that all senders share (the lecture's
    // "my bit for link is set"), when they share one.
    const auto messages = trace.messages(s);
    std::vector<bool> sends(trace.nodeCount(), false);
    std::size_t senders = 0;
    const bool oneLink = s.links.size() == 1;
    const NodeId bit = oneLink ? NodeId{1} << (s.links.front() - 1) : 0;
    bool allSet = oneLink;
    bool allClear = oneLink;
    for (const Message& m : messages) {
        if (!sends[m.from]) {
            sends[m.from] = true;
            ++senders;
        }
        if (m.from & bit)
            allClear = false;
        else
            allSet = false;
    }
    const QString count = formatCount(senders);
    if (pairsBothWays(trace, s))
        return senders == trace.nodeCount()
                   ? tr("all %1 nodes exchange with their partners").arg(count)
                   : tr("%1 nodes exchange with their partners").arg(count);
    if (allSet)
        return tr("the %1 nodes with bit %2 set send to their partners")
            .arg(count)
            .arg(s.links.front());
    if (allClear)
        return tr("the %1 nodes with bit %2 clear send to their partners")
            .arg(count)
            .arg(s.links.front());
    if (!oneLink) {
        // A step over several links (the ring): each sender uses one of them.
        QStringList links;
        for (int link : s.links)
            links << QString::number(link);
        return tr("%1 nodes send, each over one of links %2")
            .arg(count, links.join(QStringLiteral(", ")));
    }
    return tr("%1 nodes send to their partners").arg(count);
}

} // namespace cubelab::gui
