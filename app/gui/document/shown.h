#pragma once
// Shown: what the window shows, as one typed value — the scenario (with its machine), the step,
// the cube's layout, the panel brought forward, what is followed and the comparison. It is a
// Moment (cubelab/moment.h) with every name resolved: fromMoment checks a moment's names whole
// and toMoment writes them back, one to one. ShownState holds the window's and shows one.

#include "document/follow.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cubelab/moment.h>
#include <cubelab/scenario.h>
#include <optional>
#include <vector>

namespace cubelab::gui {

// How the cube is laid out: the collective's own figure (the lecture's tree or cube) or a
// layout the user chose. The cube maps it to its own layouts.
enum class ShownLayout
{
    Figure,
    Cube,
    Tree,
    Weight
};

// The panels beside the cube (PanelRegistry makes them): their ids, the one list of them.
enum class PanelId
{
    LinkLoads,
    StepTimes,
    StepCosts,
    SpaceTime,
    Comparison,
    ComparisonTable,
    Machine,
    Exercise,
    Program
};

// What the cube is compared with: nothing, a scenario derived from it (the lecture's
// counterpart, the same collective with its link orders reversed), or a scenario file (which
// no moment holds).
enum class ShownComparison
{
    None,
    Counterpart,
    ReversedOrder,
    File
};

// The names a moment, a link and the command line use: "figure"/"cube"/"tree"/"weight";
// "link-loads", …; "cube-vs-tree", "reversed-order" (empty for None and File).
QString layoutName(ShownLayout layout);
std::optional<ShownLayout> parseLayout(const QString& name); // empty: Figure
QStringList layoutNames();                                   // the chosen ones, without Figure
QString panelName(PanelId panel);
std::optional<PanelId> parsePanel(const QString& name);
const std::vector<PanelId>& allPanels();
QStringList panelNames();
QString comparisonName(ShownComparison comparison);
// Case-insensitive; nothing for an unknown name and for the empty one.
std::optional<ShownComparison> parseComparison(const QString& name);
QStringList comparisonNames();

struct Shown
{
    Q_DECLARE_TR_FUNCTIONS(Shown)

public:
    // Nothing: the scenario (or the recorded trace) open now, not run again.
    std::optional<Scenario> scenario;
    int step = 0;
    ShownLayout layout = ShownLayout::Figure;
    std::optional<PanelId> panel;
    Follow follow; // a Value's step is the step of the moment it came from
    ShownComparison comparison = ShownComparison::None;

    bool operator==(const Shown&) const = default;

    // The moment, its names written (a File comparison is no moment's: written as none).
    Moment toMoment(const Scenario& scenario) const;
    // Every name of the moment resolved and its follow's node checked against its cube; the
    // step is checked against the trace when it is shown (ShownState::show). Nothing, with the
    // reason in *why, for a moment that names what the window has not.
    static std::optional<Shown> fromMoment(const Moment& moment, QString* why);
};

} // namespace cubelab::gui
