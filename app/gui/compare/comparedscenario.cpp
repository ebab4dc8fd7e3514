#include "compare/comparedscenario.h"

#include "common/collectivetexts.h"

#include <algorithm>
#include <cubelab/collective.h>
#include <cubelab/errors.h>
#include <cubelab/tracedtrace.h>

namespace cubelab::gui {

namespace {

std::vector<int>& orderField(Scenario& s, OrderField field)
{
    return field == OrderField::LinkOrder ? s.linkOrder : s.secondLinkOrder;
}

QString lectureName(const Collective& c)
{
    return c.lectureName.empty() ? CollectiveTexts::title(c.id)
                                 : QString::fromStdString(c.lectureName);
}

QString linksText(const std::vector<int>& order)
{
    QStringList links;
    for (int link : order)
        links << QString::number(link);
    return links.join(QStringLiteral(", "));
}

} // namespace

QString ComparedScenario::pairId(Pair pair)
{
    return comparisonName(pair);
}

std::optional<ComparedScenario::Pair> ComparedScenario::parsePairId(const QString& id)
{
    return parseComparison(id);
}

QStringList ComparedScenario::pairIds()
{
    return comparisonNames();
}

Scenario ComparedScenario::derive(Pair pair, const Scenario& first, const Trace* firstTrace)
{
    if (first.algorithm == kTracedProgramId) {
        if (pair == Pair::Counterpart && firstTrace != nullptr &&
            firstTrace->tracedRun() != nullptr)
            return closestLectureScenario(*firstTrace->tracedRun());
        throw InputError(tr("a traced MPI program's run cannot be run again in another order; "
                            "compare it with the "
                            "lecture's collective closest to it")
                             .toStdString());
    }
    const Scenario a = normalized(first);
    const Collective& collective = findCollective(a.algorithm);
    Scenario b = a;
    if (pair == Pair::ReversedOrder) {
        for (const LinkOrderRole& role : collective.linkOrders) {
            std::vector<int>& order = orderField(b, role.field);
            std::reverse(order.begin(), order.end());
        }
        return normalized(b);
    }
    if (pair != Pair::Counterpart || collective.counterpart.empty())
        throw InputError(tr("%1 has no collective the lecture sets beside it to compare with.")
                             .arg(lectureName(collective))
                             .toStdString());
    const Collective& other = findCollective(collective.counterpart);
    b.algorithm = other.id;
    // Each collective starts from its own lecture order, except where both order their steps
    // by the first link order: then the comparison keeps the order the user chose.
    const bool sameOrder = !collective.linkOrders.empty() && !other.linkOrders.empty() &&
                           collective.linkOrders.front().meaning == OrderMeaning::StepOrder &&
                           other.linkOrders.front().meaning == OrderMeaning::StepOrder;
    if (!sameOrder)
        b.linkOrder.clear();
    b.secondLinkOrder.clear();
    if (!other.takesRoot)
        b.root.reset();
    if (other.data != collective.data) {
        // Whole vectors and blocks take different lengths: each its own default, from i+1.
        b.elements = 0;
        b.initial.clear();
    }
    return normalized(b);
}

QString ComparedScenario::choiceText(Pair pair, const Scenario& first)
{
    const Collective& collective = findCollective(first.algorithm);
    if (first.algorithm == kTracedProgramId && pair != Pair::File)
        return pair == Pair::Counterpart
                   ? tr("The lecture's collective closest to the traced program (the same "
                        "dimension, root and "
                        "link order)")
                   : tr("The reversed link order (a traced program cannot be run again)");
    switch (pair) {
    case Pair::Counterpart:
        if (collective.counterpart.empty())
            return tr("%1 against the collective the lecture sets beside it (%1 has none)")
                .arg(lectureName(collective));
        return tr("%1 against %2 (the same input, machine and dimension)")
            .arg(lectureName(collective), lectureName(findCollective(collective.counterpart)));
    case Pair::ReversedOrder:
        return tr("The lecture's link order against the reversed one (%1)")
            .arg(lectureName(collective));
    case Pair::File:
    case Pair::None:
        break;
    }
    return tr("Another scenario file…");
}

QString ComparedScenario::shortName(const Scenario& scenario)
{
    const Collective& collective = findCollective(scenario.algorithm);
    QStringList orders;
    for (const LinkOrderRole& role : collective.linkOrders) {
        const std::vector<int>& order =
            role.field == OrderField::LinkOrder ? scenario.linkOrder : scenario.secondLinkOrder;
        if (!order.empty())
            orders << linksText(order);
    }
    if (orders.isEmpty())
        return lectureName(collective);
    return tr("%1 · links %2").arg(lectureName(collective), orders.join(QStringLiteral(" / ")));
}

QStringList ComparedScenario::rowNames(const Scenario& first, const Scenario& second)
{
    const QString a = lectureName(findCollective(first.algorithm));
    const QString b = lectureName(findCollective(second.algorithm));
    if (a != b)
        return {a, b};
    return {shortName(first), shortName(second)};
}

} // namespace cubelab::gui
