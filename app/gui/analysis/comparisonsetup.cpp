#include "analysis/comparisonsetup.h"

#include "common/collectivetexts.h"
#include "common/machinetexts.h"
#include "common/quantities.h"

#include <QStringList>
#include <algorithm>
#include <cubelab/collective.h>
#include <cubelab/messagebytes.h>

namespace cubelab::gui {

ComparisonSetup ComparisonSetup::make(const Scenario& scenario, const Machine& machine, bool sweep)
{
    ComparisonSetup s;
    s.machine = machine;
    // The scenario's orders where its collective feeds the comparison (the core says which);
    // orders equal to the lecture's are named the lecture's.
    s.request = comparisonRequestFor(scenario);
    s.request.blockVariants = true;
    const int n = scenario.dimension;
    if (n >= 1) {
        if (!s.request.cubeOrder.empty())
            s.cubeFromScenario = s.request.cubeOrder != descendingLinks(n);
        if (!s.request.treeOrder.empty())
            s.treeFromScenario = s.request.treeOrder != descendingLinks(n) ||
                                 s.request.treeBroadcastOrder != ascendingLinks(n);
        if (!s.request.rabenseifnerOrder.empty())
            s.rabenseifnerFromScenario = s.request.rabenseifnerOrder != descendingLinks(n) ||
                                         s.request.rabenseifnerAllgatherOrder != ascendingLinks(n);
        if (!s.request.ringOrder.empty())
            s.ringFromScenario = s.request.ringOrder != ascendingLinks(n);
    }
    if (sweep)
        s.request.sizes = powerOfTwoSizes(1, std::max(kSweepElements, s.request.elements));

    const QString name = MachineTexts::name(machine);
    if (n < 1) {
        s.problem = tr("A cube of dimension 0 is a single node: there is nothing to send and "
                       "nothing to compare. Choose a dimension n of at least 1.");
    } else if (n > machine.maxDimension) {
        QStringList larger;
        for (const Machine& preset : builtinMachines())
            if (preset.maxDimension >= n)
                larger << tr("%1 (up to n = %2)")
                              .arg(MachineTexts::name(preset))
                              .arg(preset.maxDimension);
        s.problem = tr("The machine “%1” has links 1 to %2, but a cube of dimension n = %3 needs "
                       "links up to %3. Choose a dimension of at most %2 in the scenario, or a "
                       "machine with more links.")
                        .arg(name)
                        .arg(machine.maxDimension)
                        .arg(n);
        if (!larger.isEmpty())
            s.problem +=
                QLatin1Char(' ') +
                tr("Presets with enough links: %1.").arg(larger.join(QStringLiteral("; ")));
    }
    return s;
}

bool ComparisonSetup::sameAs(const ComparisonSetup& other) const
{
    const ComparisonRequest& a = request;
    const ComparisonRequest& b = other.request;
    return machine == other.machine && a.dimension == b.dimension && a.elements == b.elements &&
           a.cubeOrder == b.cubeOrder && a.treeOrder == b.treeOrder &&
           a.treeBroadcastOrder == b.treeBroadcastOrder &&
           a.rabenseifnerOrder == b.rabenseifnerOrder &&
           a.rabenseifnerAllgatherOrder == b.rabenseifnerAllgatherOrder &&
           a.ringOrder == b.ringOrder && a.sizes == b.sizes;
}

QString ComparisonSetup::variantName(Variant variant) const
{
    switch (variant) {
    case Variant::Cube:
        return cubeFromScenario ? tr("Cube_Do (scenario's order)") : tr("Cube_Do");
    case Variant::Tree:
        return treeFromScenario ? tr("Tree_Do (scenario's order)")
                                : tr("Tree_Do (lecture's order)");
    case Variant::Rabenseifner:
        return rabenseifnerFromScenario ? tr("Rabenseifner (scenario's orders)")
                                        : tr("Rabenseifner");
    case Variant::Ring:
        return ringFromScenario ? tr("Ring (scenario's order)") : tr("Ring");
    case Variant::TreeBest:
        break;
    }
    return tr("Tree_Do (best order)");
}

ComparisonSetup::Variant ComparisonSetup::variantOf(const std::string& coreName)
{
    if (coreName == kCubeVariant)
        return Variant::Cube;
    if (coreName == kTreeVariant)
        return Variant::Tree;
    if (coreName == kRabenseifnerVariant)
        return Variant::Rabenseifner;
    if (coreName == kRingVariant)
        return Variant::Ring;
    return Variant::TreeBest;
}

QString ComparisonSetup::variantName(const std::string& coreName) const
{
    return variantName(variantOf(coreName));
}

QString ComparisonSetup::crossoverSentence(const Crossover& crossover) const
{
    // A crossover lies above the first size: always more than one element.
    const QString bytes = formatBytes(
        approxMessageBytes(static_cast<double>(crossover.elements), machine.elementBytes));
    return tr("From %1 elements (%2) on, %3 is faster than %4.")
        .arg(formatCount(crossover.elements), bytes, variantName(crossover.faster),
             variantName(crossover.slower));
}

QString ComparisonSetup::fastestFirstSentence(const Comparison& comparison) const
{
    const QString name = variantName(comparison.fastestFirst);
    if (comparison.fastestChanges.empty())
        return tr("%1 is the fastest of all variants at every length shown.").arg(name);
    const std::uint64_t below = comparison.fastestChanges.front().elements;
    return tr("%1 is the fastest of all variants below %2 elements (%3).")
        .arg(name, formatCount(below),
             formatBytes(approxMessageBytes(static_cast<double>(below), machine.elementBytes)));
}

QString ComparisonSetup::fastestSentence(const Crossover& change) const
{
    const QString bytes =
        formatBytes(approxMessageBytes(static_cast<double>(change.elements), machine.elementBytes));
    return tr("From %1 elements (%2) on, %3 is the fastest of all variants.")
        .arg(formatCount(change.elements), bytes, variantName(change.faster));
}

QString ComparisonSetup::blockVariantsLeftOutText()
{
    return tr("Rabenseifner and the ring are compared up to n = %1: above, the ring alone would "
              "send 2(p − 1)·p messages, too many to price at every edit.")
        .arg(kMaxBlockComparisonDimension);
}

QString ComparisonSetup::orderText(const std::vector<int>& order)
{
    QStringList links;
    for (int link : order)
        links << QString::number(link);
    return links.join(QStringLiteral(", "));
}

QString ComparisonSetup::ordersText(const VariantMetrics& variant)
{
    if (variant.secondLinkOrder.empty())
        return orderText(variant.linkOrder);
    // The phases the collective's two orders walk (reduce and broadcast for Tree_Do).
    const std::vector<LinkOrderRole>& roles = findCollective(variant.algorithm).linkOrders;
    if (roles.size() < 2 || roles[0].phase == Phase::Reduce)
        return tr("reduce %1 · broadcast %2")
            .arg(orderText(variant.linkOrder), orderText(variant.secondLinkOrder));
    return tr("%1 %2 · %3 %4")
        .arg(CollectiveTexts::phaseName(roles[0].phase), orderText(variant.linkOrder),
             CollectiveTexts::phaseName(roles[1].phase), orderText(variant.secondLinkOrder));
}

QString ComparisonSetup::lengthText(std::uint64_t elements) const
{
    const QString bytes =
        formatBytes(approxMessageBytes(static_cast<double>(elements), machine.elementBytes));
    return elements == 1 ? tr("1 element (%1)").arg(bytes)
                         : tr("%1 elements (%2)").arg(formatCount(elements), bytes);
}

bool ComparisonSetup::isIllustrative(const Machine& machine)
{
    const QString text = QString::fromStdString(machine.note + ' ' + machine.name);
    return text.contains(QLatin1String("illustrative"), Qt::CaseInsensitive);
}

QString ComparisonSetup::largeCubeText() const
{
    return tr("Comparing a cube of dimension n = %1 runs every variant on %2 nodes and takes "
              "seconds (1.5 to 4 s at n = 16), so it is done only when you ask.")
        .arg(request.dimension)
        .arg(formatCount(std::uint64_t{1} << request.dimension));
}

QString ComparisonSetup::runningText() const
{
    return tr("Comparing the variants on %1 nodes (n = %2) … The window stays usable meanwhile; "
              "the chart and the table show the result when it is ready.")
        .arg(formatCount(std::uint64_t{1} << request.dimension))
        .arg(request.dimension);
}

} // namespace cubelab::gui
