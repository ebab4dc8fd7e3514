#pragma once
// cubelab-mpi trace -np P [--timeout S] [--logs DIR] [--library FILE]
//                   [--exercise ID [--language de|en]] -- PROGRAM [ARGS]
// cubelab-mpi trace --from DIR [--exercise ID …]:
// runs any MPI program under mpirun with the tracing library (libcubelab-trace.so) preloaded
// on its ranks only (or, with --from, takes the logs a run with the library linked in left in
// DIR), reads the ranks' logs and merges them into messages and logical steps
// (cubelab/tracedrun.h), and prints the steps as the lecture writes them (TracedRunText); with
// --exercise it checks the run against a program exercise (TracedRunChecker). It
// starts no MPI itself: it is the launcher, not a rank. A program that crashes, deadlocks
// (ended after the timeout), calls MPI_Abort or leaves the logs of only some ranks gives a
// message saying so, and no steps that claim to be the whole run (docs/mpi-tracing.md).

#include "command.h"
#include "cubelab/exerciseio.h"
#include "cubelab/ranklog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QTemporaryDir>
#include <memory>
#include <optional>
#include <vector>

namespace cubelab::mpi {

class TraceCommand : public cli::Command
{
public:
    // A traced program's run on 2 cores is a lecture's example, not a job: seconds, not hours.
    static constexpr int kDefaultTimeoutSeconds = 60;
    static constexpr int kMaxRanks = 256;

    TraceCommand();

    int run(const QStringList& arguments) override;

    static QString summary();
    // The library to preload: --library, else $CUBELAB_TRACE_LIBRARY, else the one built beside
    // this program, else the installed one. Empty when none is there.
    static QString findLibrary(const QString& given);
    // The path LD_PRELOAD gets for the library: its absolute path, or, when that holds a space
    // or a colon (where LD_PRELOAD splits its list), a link to it in a new private temporary
    // folder, kept in links for the run. Throws InputError when no such link can be made.
    static QString preloadPath(const QString& library, std::unique_ptr<QTemporaryDir>& links);

private:
    std::string help() const;
    // The logs rank-0.log … of the folder (those that are there); without ranks, rank 0's
    // log says how many there are.
    static std::vector<RankLog> readLogs(const QString& folder, std::optional<int> ranks);
    // Merges, prints the steps (and the check), and gives the exit code.
    int report(const std::vector<RankLog>& logs, const QString& name, bool failed,
               int exitCode) const;

    ExerciseSet mExercises = builtinExercises();
    const Exercise* mExerciseChosen = nullptr;
    Language mLanguageChosen = Language::English;

    QCommandLineParser mParser;
    QCommandLineOption mRanks;
    QCommandLineOption mTimeout;
    QCommandLineOption mLogs;
    QCommandLineOption mLibrary;
    QCommandLineOption mFrom;
    QCommandLineOption mExercise;
    QCommandLineOption mLanguage;
    QCommandLineOption mOutput;
};

} // namespace cubelab::mpi
