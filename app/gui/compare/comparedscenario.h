#pragma once
// ComparedScenario: the one place that knows how the second scenario of a comparison follows
// from the first. It reads what it needs from the collectives' descriptors (the counterpart the
// lecture sets beside a collective, the link orders it takes and their roles) and never looks
// at a collective's id. It also names a scenario for the heading above its half of the stage.

#include "document/shown.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cubelab/scenario.h>
#include <cubelab/trace.h>
#include <optional>

namespace cubelab::gui {

class ComparedScenario
{
    Q_DECLARE_TR_FUNCTIONS(ComparedScenario)

public:
    // How the second scenario is found (the shown state's comparison, document/shown.h):
    // derived from the first (and derived again when the first changes) — Counterpart, the
    // collective the lecture sets beside the first (Cube_Do ↔ Tree_Do), or ReversedOrder, the
    // same collective with each of its link orders reversed — or read from a File (and kept as
    // it is). None is no pair.
    using Pair = ShownComparison;

    // The command line's names of the derived pairs: "cube-vs-tree", "reversed-order"
    // (document/shown.h names them).
    static QString pairId(Pair pair);
    static std::optional<Pair> parsePairId(const QString& id);
    static QStringList pairIds();

    // The second scenario of a derived pair (normalized): the same dimension, operator, values,
    // vector length, input and machine; Counterpart keeps the first link order where both
    // collectives order steps with it. Throws InputError saying why there is none (a collective
    // without a counterpart, or one the first's input does not fit). A traced MPI program's
    // counterpart is the lecture's collective closest to its run (closestLectureScenario,
    // cubelab/tracedtrace.h: firstTrace is the first's trace); it has no reversed order.
    static Scenario derive(Pair pair, const Scenario& first, const Trace* firstTrace = nullptr);

    // What the dialog offers for a derived pair, for this first scenario: "Cube_Do against
    // Tree_Do (the same input, machine and dimension)".
    static QString choiceText(Pair pair, const Scenario& first);
    // The heading of a half: the lecture's name and the link orders, "Cube_Do · links 3, 2, 1".
    static QString shortName(const Scenario& scenario);
    // The names of the two in a table's rows, as short as tells them apart: the lecture's
    // names when they differ ("Cube_Do", "Tree_Do"), else the short names.
    static QStringList rowNames(const Scenario& first, const Scenario& second);
};

} // namespace cubelab::gui
