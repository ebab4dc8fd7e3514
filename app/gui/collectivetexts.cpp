#include "collectivetexts.h"

#include <cubelab/collective.h>

#include <QStringList>


namespace cubelab::gui {

namespace {
constexpr int kListedPairs = 8; // more would not fit a line at a projector
}

QString CollectiveTexts::title(const std::string& id)
{
    if (id == "tree-reduce")
        return tr("Tree_UpDo – Reduce");
    if (id == "tree-broadcast")
        return tr("Tree_Down – Broadcast");
    if (id == "tree-allreduce")
        return tr("Tree_Do – All-Reduce (reduce, then broadcast)");
    if (id == "cube-allreduce")
        return tr("Cube_Do – All-Reduce (cube accumulation)");
    try {
        return QString::fromStdString(findCollective(id).lectureName);
    } catch (const std::exception&) {
        return QString::fromStdString(id);
    }
}

QString CollectiveTexts::summary(const std::string& id)
{
    if (id == "tree-reduce")
        return tr("Reduce to the root along the binomial tree: only the root ends with the result.");
    if (id == "tree-broadcast")
        return tr("Broadcast the root's data down the binomial tree to every node.");
    if (id == "tree-allreduce")
        return tr("All-reduce as reduce to the root, then broadcast back down the tree.");
    if (id == "cube-allreduce")
        return tr("All-reduce by exchanging across every link in turn: every node ends with the result.");
    try {
        return QString::fromStdString(findCollective(id).summary);
    } catch (const std::exception&) {
        return {};
    }
}

QString CollectiveTexts::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Reduce:
        return tr("reduce");
    case Phase::Broadcast:
        return tr("broadcast");
    case Phase::Exchange:
        return tr("exchange");
    }
    return {};
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
    return s.links.size() == 1 ? tr("%1) link %2").arg(label, links.first())
                               : tr("%1) links %2").arg(label, links.join(QStringLiteral(", ")));
}

QString CollectiveTexts::caption(const Trace& trace, std::size_t step)
{
    const Scenario& scenario = trace.scenario();
    const Hypercube& cube = trace.cube();
    if (trace.stepCount() == 0)
        return tr("A cube of dimension 0 has one node and no link: there is nothing to send.");
    if (step == 0) {
        return tr("Before the first step: every node i holds its input a_i. Next: %1.")
            .arg(stepTitle(trace, 1));
    }
    const Step& s = trace.steps()[step - 1];
    const auto messages = trace.messages(s);

    // An exchange is two messages; it is listed once, as a↔b from the lower address. Only the
    // listed few are looked at: a step of a 20-cube has half a million messages.
    const bool both = s.phase == Phase::Exchange;
    const std::size_t transfers = both ? messages.size() / 2 : messages.size();
    QStringList pairs;
    for (const Message& m : messages) {
        if (pairs.size() >= kListedPairs)
            break;
        if (both && m.from > m.to)
            continue;
        pairs << QStringLiteral("%1%2%3")
                     .arg(QString::fromStdString(cube.address(m.from)),
                          both ? QStringLiteral("↔") : QStringLiteral("→"),
                          QString::fromStdString(cube.address(m.to)));
    }
    QString list = pairs.join(QStringLiteral(", "));
    if (transfers > static_cast<std::size_t>(pairs.size()))
        list += tr(" … and %1 more").arg(transfers - static_cast<std::size_t>(pairs.size()));

    QString what;
    switch (s.phase) {
    case Phase::Reduce:
        what = tr("The senders are done; each receiver combines: s := s %1 H.")
                   .arg(scenario.op == Operator::Sum ? QStringLiteral("+") : QStringLiteral("⊕"));
        break;
    case Phase::Broadcast:
        what = tr("Each receiver takes the data: s := H.");
        break;
    case Phase::Exchange:
        what = tr("Both partners combine what they receive: s := s %1 H.")
                   .arg(scenario.op == Operator::Sum ? QStringLiteral("+") : QStringLiteral("⊕"));
        break;
    }

    QString text = tr("%1 (%2): %3. %4").arg(stepTitle(trace, step), phaseName(s.phase), list, what);
    if (step == trace.stepCount()) {
        const QString root = QString::fromStdString(cube.address(static_cast<NodeId>(scenario.root.value_or(0))));
        if (scenario.algorithm == "tree-reduce")
            text += QLatin1Char(' ') + tr("Done: only %1 holds the whole result; the others hold partial results.").arg(root);
        else if (scenario.algorithm == "tree-broadcast")
            text += QLatin1Char(' ') + tr("Done: every node holds the root's data.");
        else
            text += QLatin1Char(' ') + tr("Done: every node holds the whole result.");
    }
    return text;
}

} // namespace cubelab::gui
