#include "document/shown.h"

#include <array>
#include <utility>

namespace cubelab::gui {

namespace {

constexpr std::array<std::pair<ShownLayout, const char*>, 4> kLayouts{{
    {ShownLayout::Figure, "figure"},
    {ShownLayout::Cube, "cube"},
    {ShownLayout::Tree, "tree"},
    {ShownLayout::Weight, "weight"},
}};

constexpr std::array<std::pair<PanelId, const char*>, 9> kPanels{{
    {PanelId::LinkLoads, "link-loads"},
    {PanelId::StepTimes, "step-times"},
    {PanelId::StepCosts, "step-costs"},
    {PanelId::SpaceTime, "space-time"},
    {PanelId::Comparison, "comparison"},
    {PanelId::ComparisonTable, "comparison-table"},
    {PanelId::Machine, "machine"},
    {PanelId::Exercise, "exercise"},
    {PanelId::Program, "program"},
}};

constexpr std::array<std::pair<ShownComparison, const char*>, 2> kComparisons{{
    {ShownComparison::Counterpart, "cube-vs-tree"},
    {ShownComparison::ReversedOrder, "reversed-order"},
}};

template <typename Key, std::size_t N>
QString nameIn(const std::array<std::pair<Key, const char*>, N>& table, Key key)
{
    for (const auto& [k, name] : table)
        if (k == key)
            return QString::fromLatin1(name);
    return {};
}

template <typename Key, std::size_t N>
std::optional<Key> keyIn(const std::array<std::pair<Key, const char*>, N>& table,
                         const QString& name, Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    for (const auto& [k, n] : table)
        if (name.compare(QLatin1String(n), cs) == 0)
            return k;
    return std::nullopt;
}

} // namespace

QString layoutName(ShownLayout layout)
{
    return nameIn(kLayouts, layout);
}

std::optional<ShownLayout> parseLayout(const QString& name)
{
    return name.isEmpty() ? std::optional(ShownLayout::Figure) : keyIn(kLayouts, name);
}

QStringList layoutNames()
{
    QStringList names;
    for (const auto& [layout, name] : kLayouts)
        if (layout != ShownLayout::Figure)
            names << QString::fromLatin1(name);
    return names;
}

QString panelName(PanelId panel)
{
    return nameIn(kPanels, panel);
}

std::optional<PanelId> parsePanel(const QString& name)
{
    return keyIn(kPanels, name);
}

const std::vector<PanelId>& allPanels()
{
    static const std::vector<PanelId> panels = [] {
        std::vector<PanelId> all;
        for (const auto& entry : kPanels)
            all.push_back(entry.first);
        return all;
    }();
    return panels;
}

QStringList panelNames()
{
    QStringList names;
    for (const auto& entry : kPanels)
        names << QString::fromLatin1(entry.second);
    return names;
}

QString comparisonName(ShownComparison comparison)
{
    return nameIn(kComparisons, comparison);
}

std::optional<ShownComparison> parseComparison(const QString& name)
{
    return keyIn(kComparisons, name, Qt::CaseInsensitive);
}

QStringList comparisonNames()
{
    QStringList names;
    for (const auto& entry : kComparisons)
        names << QString::fromLatin1(entry.second);
    return names;
}

Moment Shown::toMoment(const Scenario& shownScenario) const
{
    Moment m;
    m.scenario = scenario.value_or(shownScenario);
    m.step = step;
    m.layout = layout == ShownLayout::Figure ? std::string() : layoutName(layout).toStdString();
    m.panel = panel ? panelName(*panel).toStdString() : std::string();
    m.follow = momentText(follow);
    m.compare = comparisonName(comparison).toStdString();
    return m;
}

std::optional<Shown> Shown::fromMoment(const Moment& moment, QString* why)
{
    Shown shown;
    shown.scenario = moment.scenario;
    shown.step = moment.step;
    const QString layout = QString::fromStdString(moment.layout);
    const std::optional<ShownLayout> chosen = parseLayout(layout);
    if (!chosen) {
        *why = tr("unknown layout \"%1\": allowed are %2")
                   .arg(layout, layoutNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    shown.layout = *chosen;
    if (!moment.panel.empty()) {
        const QString name = QString::fromStdString(moment.panel);
        shown.panel = parsePanel(name);
        if (!shown.panel) {
            *why = tr("unknown panel \"%1\": allowed are %2")
                       .arg(name, panelNames().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    if (!moment.follow.empty()) {
        const std::optional<Followed> followed = parseFollow(moment.follow);
        const int n = moment.scenario.dimension;
        if (!followed || n < 0 || n > 30 || followed->node >= (NodeId{1} << n)) {
            *why = tr("\"%1\" is not something to follow: give a_I (an input) or s_I (a partial "
                      "result), I a node of the cube")
                       .arg(QString::fromStdString(moment.follow));
            return std::nullopt;
        }
        shown.follow = followed->kind == Followed::Kind::Input
                           ? Follow::input(followed->node)
                           : Follow::value(followed->node, moment.step);
    }
    if (!moment.compare.empty()) {
        const QString name = QString::fromStdString(moment.compare);
        const std::optional<ShownComparison> comparison = parseComparison(name);
        if (!comparison) {
            *why = tr("unknown comparison \"%1\": allowed are %2")
                       .arg(name, comparisonNames().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        shown.comparison = *comparison;
    }
    return shown;
}

} // namespace cubelab::gui
