// A traced MPI program's run (cubelab/tracedrun.h) has a collective of its own, so that its trace
// is a trace like any other: a scenario, steps, a figure. CubeLab shows such a run; it cannot run
// it again (the program is a student's binary), so its node program refuses.

#include "collectives/collectives.h"
#include "cubelab/errors.h"

namespace cubelab::collectives {

namespace {

Task refuse(Comm&)
{
    throw InputError("an MPI program's run is recorded, not run by CubeLab: trace the program "
                     "again with cubelab-mpi trace (docs/mpi-tracing.md)");
    co_return;
}

} // namespace

Collective tracedProgram()
{
    Collective c;
    c.id = std::string(kTracedProgramId);
    c.lectureName = "MPI_Program";
    c.title = CUBELAB_TRANSLATE_NOOP("CollectiveTexts", "An MPI program, traced");
    c.summary = CUBELAB_TRANSLATE_NOOP(
        "CollectiveTexts",
        "The messages a real MPI program sent, as its ranks recorded them: shown, not run again.");
    // Its scenario's link order is the order the program first used its links (traceOf); it
    // orders nothing CubeLab runs.
    c.linkOrders = {{OrderField::LinkOrder, Phase::named(kTracedProgramPhase)}};
    c.outcome = Outcome::NotRecorded;
    c.figure = Figure::Cube;
    c.defaultLinkOrder = descendingLinks;
    c.phases = {Phase::named(kTracedProgramPhase)};
    c.program = refuse;
    c.counterpart = "tree-reduce";
    return c;
}

} // namespace cubelab::collectives
