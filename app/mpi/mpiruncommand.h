#pragma once
// cubelab-mpi run: the scenario cubelab-cli run takes (the same flags and files), run on MPI
// ranks, one rank a node. The run is checked twice — against the emulator's trace (the same
// messages, bit-identical final values) and against the MPI library's own collective (within
// the rounding bound) — then timed step by step over repetitions, with the library's
// collective timed beside it. Rank 0 prints the figures and writes the trace with its
// "measured" block (docs/mpi.md).

#include "command.h"
#include "cubelab/costmodel.h"
#include "cubelab/measurement.h"
#include "cubelab/trace.h"
#include "scenariooptions.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <optional>
#include <string>

namespace cubelab::mpi {

class MpiEnvironment;

class MpiRunCommand : public cli::Command
{
public:
    explicit MpiRunCommand(MpiEnvironment& mpi);

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    std::string help() const;
    // The scenario of the flags, numeric, on the cube the ranks make (InputError otherwise).
    Scenario scenario() const;
    // Rank 0's text: the checks, and per step the measured (and predicted) times.
    void printReport(const Trace& trace, const Measurement& measured,
                     const std::optional<CostResult>& cost) const;

    MpiEnvironment& mMpi;
    QCommandLineParser mParser;
    cli::ScenarioOptions mScenarioOptions;
    QCommandLineOption mRepetitions;
    QCommandLineOption mWarmup;
    QCommandLineOption mNoBarriers;
    QCommandLineOption mPerRank;
    QCommandLineOption mLibraryAlgorithms;
    QCommandLineOption mOutput;
};

} // namespace cubelab::mpi
