#include "tracecommand.h"

#include "checktext.h"
#include "cubelab/errors.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsonio.h"
#include "cubelab/ranklog.h"
#include "cubelab/rankmerge.h"
#include "cubelab/tracedrun.h"
#include "cubelab/tracedrunchecker.h"
#include "cubelab/tracedtrace.h"
#include "tracedruntext.h"
#include "tracelimits.h"
#include "usageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <iostream>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace cubelab::mpi {
namespace {

// The folder --logs asks for, made private to this run: a new folder (mode 0700), or an empty
// one of the user's own that is no symbolic link and no one else can write in. Another user
// could otherwise plant files or links where the ranks write their logs.
void makePrivateFolder(const QString& folder)
{
    const QByteArray path = QFile::encodeName(folder);
    const std::string shown = "--logs " + displayText(folder.toStdString(), 200);
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0) {
        if (!QDir().mkpath(QFileInfo(folder).absolutePath()) ||
            ::mkdir(path.constData(), 0700) != 0)
            throw FileError(folder.toStdString(), "", "the folder cannot be made");
        return;
    }
    if (S_ISLNK(st.st_mode))
        throw InputError(shown +
                         " is a symbolic link: give a new folder, or an empty one of your own");
    if (!S_ISDIR(st.st_mode))
        throw InputError(shown + " is no folder: give a new folder, or an empty one of your own");
    if (st.st_uid != ::geteuid())
        throw InputError(
            shown + " belongs to another user: give a new folder, or an empty one of your own");
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        throw InputError(
            shown + " can be written by other users: give a new folder (it is made private), or an "
                    "empty one only you can write in");
    if (!QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                              QDir::System))
        throw InputError(shown + " is not empty: give a new or an empty folder");
}

// A logs folder the library would refuse (tracelimits.h), refused before anything runs.
void checkFolderLength(const QString& folder)
{
    const qsizetype bytes = QFile::encodeName(folder).size();
    if (bytes > CUBELAB_TRACE_MAX_DIR_BYTES)
        throw InputError(
            "the logs' folder path is " + std::to_string(bytes) + " bytes long: at most " +
            std::to_string(CUBELAB_TRACE_MAX_DIR_BYTES) +
            " bytes are allowed, so that every rank's log has a name of its own; give a shorter "
            "--logs DIR");
}

// Where LD_PRELOAD splits its list of libraries.
bool splitsPreload(const QString& path)
{
    return path.contains(QLatin1Char(' ')) || path.contains(QLatin1Char(':'));
}

} // namespace

TraceCommand::TraceCommand()
    : mRanks(QStringList{QStringLiteral("np"), QStringLiteral("n")},
             QStringLiteral(
                 "Run the program on P ranks, a power of two (one rank a node of the cube)."),
             QStringLiteral("P")),
      mTimeout(QStringLiteral("timeout"),
               QStringLiteral(
                   "End the program after S seconds (default %1): a deadlocked program is stopped.")
                   .arg(kDefaultTimeoutSeconds),
               QStringLiteral("S")),
      mLogs(QStringLiteral("logs"),
            QStringLiteral(
                "Keep the ranks' logs in DIR (a new folder, made private, or an empty one only you "
                "can "
                "write in); by default they go to a private temporary folder that is removed."),
            QStringLiteral("DIR")),
      mLibrary(QStringLiteral("library"),
               QStringLiteral(
                   "The tracing library to preload (default: the one installed with cubelab-mpi)."),
               QStringLiteral("FILE")),
      mFrom(QStringLiteral("from"),
            QStringLiteral(
                "Read the logs a run left in DIR (a program linked with the library, run with "
                "CUBELAB_TRACE_DIR=DIR) instead of running a program."),
            QStringLiteral("DIR")),
      mExercise(QStringLiteral("exercise"),
                QStringLiteral(
                    "Check the run against the program exercise ID (program-tree-down-high-links, "
                    "program-broadcast-any-root)."),
                QStringLiteral("ID")),
      mLanguage(QStringLiteral("language"),
                QStringLiteral("The check's feedback in en or de (default en)."),
                QStringLiteral("en|de"), QStringLiteral("en")),
      mOutput(QStringList{QStringLiteral("output"), QStringLiteral("o")},
              QStringLiteral(
                  "Write the run as a CubeLab trace to FILE, for the window (cubelab FILE) and "
                  "cubelab-cli check --trace."),
              QStringLiteral("FILE"))
{
    mParser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    mParser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    mParser.addOptions({mRanks, mTimeout, mLogs, mLibrary, mFrom, mExercise, mLanguage, mOutput});
    mParser.addHelpOption();
}

QString TraceCommand::summary()
{
    return QStringLiteral(
        "run any MPI program with its messages traced, and show its steps on the cube");
}

std::string TraceCommand::help() const
{
    return "Usage: cubelab-mpi trace -np P [--timeout S] [--logs DIR] [--library FILE] [--output "
           "FILE]\n"
           "                         [--exercise ID [--language de|en]] -- PROGRAM [ARGS]\n"
           "       cubelab-mpi trace --from DIR [--output FILE] [--exercise ID [--language "
           "de|en]]\n\n"
           "Runs PROGRAM under mpirun on P ranks with CubeLab's tracing library preloaded on the\n"
           "ranks, and prints its point-to-point messages by logical step, as the lecture writes "
           "a\n"
           "collective's steps: rank r is node r of the 2^n-cube, each message on the link its\n"
           "nodes differ in, or marked when they are no neighbours; a collective call is one "
           "event.\n\n" +
           mParser.helpText().section(QLatin1Char('\n'), 2).toStdString() +
           "\nExample:\n"
           "  mpicc -O2 -o tree_updo examples/mpi/tree_updo.c\n"
           "  cubelab-mpi trace -np 8 --output tree_updo.json -- ./tree_updo\n"
           "  cubelab tree_updo.json\n"
           "  cubelab-mpi trace -np 8 --exercise program-tree-down-high-links -- "
           "./tree_down_reversed\n";
}

QString TraceCommand::preloadPath(const QString& library, std::unique_ptr<QTemporaryDir>& links)
{
    const QString absolute = QFileInfo(library).absoluteFilePath();
    if (!splitsPreload(absolute))
        return absolute;
    links = std::make_unique<QTemporaryDir>();
    const QString link = links->filePath(QStringLiteral("libcubelab-trace.so"));
    if (!links->isValid() || splitsPreload(link) || !QFile::link(absolute, link))
        throw InputError("the tracing library's path '" + displayText(absolute.toStdString(), 200) +
                         "' holds a space or a colon, where LD_PRELOAD splits its list, and no "
                         "link to it without "
                         "them could be made in the temporary folder '" +
                         displayText(links->path().toStdString(), 200) +
                         "': give --library a path without them");
    return link;
}

QString TraceCommand::findLibrary(const QString& given)
{
    QStringList candidates;
    if (!given.isEmpty())
        return QFileInfo(given).isFile() ? given : QString();
    const QString fromEnvironment = qEnvironmentVariable("CUBELAB_TRACE_LIBRARY");
    if (!fromEnvironment.isEmpty())
        return QFileInfo(fromEnvironment).isFile() ? fromEnvironment : QString();
#ifdef CUBELAB_TRACE_LIBDIR
    // In the library folder beside cubelab-mpi's bin/: installed, and in the build tree.
    candidates << QDir(QCoreApplication::applicationDirPath())
                      .filePath(QStringLiteral("../" CUBELAB_TRACE_LIBDIR
                                               "/cubelab/libcubelab-trace.so"));
#endif
    for (const QString& candidate : candidates)
        if (QFileInfo(candidate).isFile())
            return candidate;
    return {};
}

int TraceCommand::run(const QStringList& arguments)
{
    QStringList all = arguments;
    all.prepend(QStringLiteral("cubelab-mpi trace"));
    if (!mParser.parse(all))
        throw cli::UsageError(mParser.errorText().toStdString());
    if (mParser.isSet(QStringLiteral("help"))) {
        std::cout << help();
        return 0;
    }
    if (mParser.isSet(
            mOutput)) // before anything runs: a run is not lost for a file that cannot be written
        checkOutputFile(mParser.value(mOutput).toStdString());
    if (mParser.isSet(mFrom)) {
        if (mParser.isSet(mRanks) || !mParser.positionalArguments().isEmpty())
            throw cli::UsageError(
                "--from DIR reads the logs of a run that is over: leave out -np and the program");
        return report(readLogs(mParser.value(mFrom), std::nullopt),
                      QFileInfo(mParser.value(mFrom)).fileName(), false, 0);
    }
    if (!mParser.isSet(mRanks))
        throw cli::UsageError("give the number of ranks: -np P (a power of two: 1, 2, 4, 8 …)");
    bool ok = false;
    const int ranks = mParser.value(mRanks).toInt(&ok);
    if (!ok || ranks < 1 || ranks > kMaxRanks || (ranks & (ranks - 1)) != 0)
        throw cli::UsageError("-np needs a power of two from 1 to " + std::to_string(kMaxRanks) +
                              " (rank r is node r of the 2^n-cube); got '" +
                              mParser.value(mRanks).toStdString() + "'");
    int timeout = kDefaultTimeoutSeconds;
    if (mParser.isSet(mTimeout)) {
        timeout = mParser.value(mTimeout).toInt(&ok);
        if (!ok || timeout < 1 || timeout > 3600)
            throw cli::UsageError("--timeout needs whole seconds from 1 to 3600; got '" +
                                  mParser.value(mTimeout).toStdString() + "'");
    }
    mLanguageChosen = cli::feedbackLanguage(mParser.value(mLanguage));
    if (mParser.isSet(mExercise)) {
        mExerciseChosen = mExercises.find(mParser.value(mExercise).toStdString());
        if (mExerciseChosen == nullptr || mExerciseChosen->kind != ExerciseKind::Program) {
            std::string ids;
            for (const Exercise& e : mExercises.exercises)
                if (e.kind == ExerciseKind::Program)
                    ids += (ids.empty() ? "" : ", ") + e.id;
            throw InputError("'" + mParser.value(mExercise).toStdString() +
                             "' is not a program exercise: choose one of " + ids);
        }
    }
    QStringList command = mParser.positionalArguments();
    if (command.isEmpty())
        throw cli::UsageError(
            "give the program to trace after --: cubelab-mpi trace -np 8 -- ./tree_updo");
    const QString program = command.takeFirst();
    const QString executable =
        program.contains(QLatin1Char('/')) ? program : QStandardPaths::findExecutable(program);
    if (executable.isEmpty() || !QFileInfo(executable).isFile() ||
        !QFileInfo(executable).isExecutable())
        throw InputError("'" + displayText(program.toStdString(), 200) +
                         "' is no program that can be run: give the path of an executable file "
                         "built with mpicc or "
                         "mpif90 (./tree_updo)");
    const QString library = findLibrary(mParser.value(mLibrary));
    if (library.isEmpty())
        throw InputError("the tracing library libcubelab-trace.so was not found" +
                         (mParser.isSet(mLibrary)
                              ? " at '" + mParser.value(mLibrary).toStdString() + "'"
                              : std::string(" beside cubelab-mpi; give it with --library FILE")));
    const QString mpirun = QStandardPaths::findExecutable(QStringLiteral("mpirun"));
    if (mpirun.isEmpty())
        throw InputError("mpirun was not found: install Open MPI (Debian: openmpi-bin)");

    std::unique_ptr<QTemporaryDir> links;
    const QString preload = preloadPath(library, links);

    // The logs' folder, private to this run: the one asked for (new, or empty: nothing of the
    // user's is replaced), or a temporary one (QTemporaryDir makes it with mode 0700).
    QTemporaryDir temporary;
    QString logs = temporary.path();
    if (mParser.isSet(mLogs)) {
        logs = QFileInfo(mParser.value(mLogs)).absoluteFilePath();
        checkFolderLength(logs);
        makePrivateFolder(logs);
    } else if (!temporary.isValid()) {
        throw FileError(temporary.path().toStdString(), "",
                        "no temporary folder for the ranks' logs");
    } else {
        checkFolderLength(logs);
    }

    QStringList mpirunArguments{QStringLiteral("--oversubscribe")};
    if (::geteuid() == 0)
        mpirunArguments << QStringLiteral("--allow-run-as-root");
    mpirunArguments << QStringLiteral("-np") << QString::number(ranks) << QStringLiteral("-x")
                    << QStringLiteral("LD_PRELOAD=") + preload << QStringLiteral("-x")
                    << QStringLiteral("CUBELAB_TRACE_DIR=") + logs << executable << command;
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.start(mpirun, mpirunArguments);
    if (!process.waitForStarted(10000))
        throw EngineError("mpirun could not be started: " + process.errorString().toStdString());
    if (!process.waitForFinished(timeout * 1000)) {
        process.terminate(); // mpirun ends its ranks
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished(5000);
        }
        throw EngineError("the program did not end within " + std::to_string(timeout) +
                          " s (a deadlock: ranks waiting for messages no rank sends?) and was "
                          "stopped; no trace is "
                          "made of a run that did not finish (--timeout S allows longer)");
    }
    const bool failed = process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0;

    return report(readLogs(logs, ranks), QFileInfo(program).fileName(), failed, process.exitCode());
}

std::vector<RankLog> TraceCommand::readLogs(const QString& folder, std::optional<int> ranks)
{
    return readRankLogs(folder.toStdString(), ranks);
}

int TraceCommand::report(const std::vector<RankLog>& logs, const QString& name, bool failed,
                         int exitCode) const
{
    TracedRun run;
    try {
        run = mergeRankLogs(logs);
    } catch (const InputError& e) {
        // What the logs say is the reason; a crash shows as missing logs, an abort as its record.
        throw EngineError(
            std::string(failed ? "the program failed" : "the program's run cannot be traced") +
            ": " + e.what());
    }
    std::cout << TracedRunText::report(run, name.toStdString());
    if (mParser.isSet(mOutput)) {
        const std::string output = mParser.value(mOutput).toStdString();
        writeTraceFile(output, traceOf(std::make_shared<const TracedRun>(run)));
        std::cout << "\nTrace written to " << output << " (open it with: cubelab --trace " << output
                  << ")\n";
    }
    bool right = true;
    if (mExerciseChosen != nullptr) {
        const CheckResult result = TracedRunChecker::check(*mExerciseChosen, run);
        right = result.correct;
        std::cout << '\n' << cli::checkText(*mExerciseChosen, result, mLanguageChosen);
    }
    if (failed) {
        std::cerr << "cubelab-mpi: the program ended with exit code " << exitCode
                  << " after every rank finished MPI\n";
        return 1;
    }
    return right ? 0 : 1;
}

} // namespace cubelab::mpi
