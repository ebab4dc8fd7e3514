// cubelab-mpi: CubeLab's node programs on MPI ranks, one rank a node. main() initializes MPI,
// finds the subcommand in a table and maps what goes wrong to exit codes as cubelab-cli does:
// 2 for what the user typed, 1 for a failure while working. Every rank reads the same
// arguments and fails alike, so rank 0 alone prints the message; a failure that only some
// ranks see ends all of them (MPI_Abort).

#include "calibratecommand.h"
#include "commandtable.h"
#include "cubelab/errors.h"
#include "mpienvironment.h"
#include "mpiruncommand.h"
#include "tracecommand.h"
#include "tunedalgorithms.h"
#include "usageerror.h"

#include <QCoreApplication>
#include <cstring>
#include <iostream>
#include <memory>
#include <new>

namespace {

using cubelab::cli::CommandTable;
using cubelab::mpi::MpiEnvironment;

// Help and version come before MPI starts; then the commands are made with it.
CommandTable commands(MpiEnvironment* mpi)
{
    return CommandTable({
        {"run", &cubelab::mpi::MpiRunCommand::summary,
         [mpi] { return std::make_unique<cubelab::mpi::MpiRunCommand>(*mpi); }},
        {"calibrate", &cubelab::mpi::CalibrateCommand::summary,
         [mpi] { return std::make_unique<cubelab::mpi::CalibrateCommand>(*mpi); }},
        // Not a rank: the launcher of a traced program (main() starts it without MPI).
        {"trace", &cubelab::mpi::TraceCommand::summary,
         cubelab::cli::makeCommand<cubelab::mpi::TraceCommand>},
    });
}

void printUsage(std::ostream& out)
{
    out << "Usage: mpirun -np P cubelab-mpi <command> [options]\n"
           "       cubelab-mpi trace -np P -- PROGRAM [ARGS]\n\n"
           "Runs CubeLab's collectives on MPI ranks, one rank a node of the hypercube\n"
           "(P = 2^n ranks), checks the result against MPI's own collectives and the emulator,\n"
           "and measures every step.\n\n"
           "Commands:\n";
    commands(nullptr).printList(out);
    out << "\nOptions:\n"
           "  -h, --help     Show this help; 'cubelab-mpi <command> --help' shows a command's "
           "options.\n"
           "  -v, --version  Show the version.\n\n"
           "Exit codes: 0 success, 1 the run, a check or a file failed, 2 a usage error.\n\n"
           "Examples:\n"
           "  mpirun -np 8 cubelab-mpi run --algorithm Cube_Do --elements 1024 --output t.json\n"
           "  cubelab --trace t.json --panel step-times\n"
           "  cubelab-mpi trace -np 8 -- ./tree_updo\n";
}

int dispatch(MpiEnvironment& mpi, QStringList arguments, std::string& command)
{
    const CommandTable table = commands(&mpi);
    if (arguments.isEmpty())
        table.select(arguments); // says that a command is missing
    const QString first = arguments.takeFirst();
    if (first == QStringLiteral("-h") || first == QStringLiteral("--help") ||
        first == QStringLiteral("help")) {
        if (mpi.speaks())
            printUsage(std::cout);
        return 0;
    }
    if (first == QStringLiteral("-v") || first == QStringLiteral("--version")) {
        if (mpi.speaks())
            std::cout << "cubelab-mpi " << CUBELAB_VERSION << " (" << mpi.library() << ")\n";
        return 0;
    }
    const CommandTable::Entry& entry = table.select({first});
    command = entry.name;
    return entry.create()->run(arguments);
}

// Runs a command and maps what goes wrong to exit codes: 2 for what the user typed, 1 for a
// failure while working.
template <typename Work, typename Say>
int handled(Work&& work, const std::string& command, Say&& say)
{
    try {
        return work();
    } catch (const cubelab::cli::UsageError& e) {
        say(std::string(e.what()) + "\nTry 'cubelab-mpi" + (command.empty() ? "" : " " + command) +
            " --help'.");
        return 2;
    } catch (const cubelab::InputError& e) {
        say(e.what());
        return 2;
    } catch (const cubelab::FileError& e) {
        say(e.what());
        return 1;
    } catch (const cubelab::EngineError& e) {
        say(e.what());
        return 1;
    } catch (const std::bad_alloc&) {
        say("out of memory");
        return 1;
    }
}

} // namespace

int main(int argc, char** argv)
{
    // The program's own help and version need no MPI (and no mpirun).
    if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        printUsage(std::cout);
        return 0;
    }
    if (argc == 2 && (std::strcmp(argv[1], "--version") == 0 || std::strcmp(argv[1], "-v") == 0)) {
        std::cout << "cubelab-mpi " << CUBELAB_VERSION << '\n';
        return 0;
    }
    // trace launches a program under mpirun: it is no rank and starts no MPI of its own.
    if (argc >= 2 && std::strcmp(argv[1], "trace") == 0) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("cubelab-mpi"));
        QStringList arguments = QCoreApplication::arguments().mid(2);
        return handled(
            [&] { return cubelab::mpi::TraceCommand().run(arguments); }, "trace",
            [](const std::string& text) { std::cerr << "cubelab-mpi: " << text << '\n'; });
    }
    // Open MPI takes a forced collective algorithm only when told so at start-up.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--library-algorithms") == 0)
            cubelab::mpi::TunedAlgorithms::enableBeforeInit();
    MpiEnvironment mpi(argc, argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cubelab-mpi"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUBELAB_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    std::string command;
    // Messages every rank would print alike come from rank 0 alone.
    auto say = [&](const std::string& text) {
        if (mpi.speaks())
            std::cerr << "cubelab-mpi: " << text << '\n';
    };
    return handled([&] { return dispatch(mpi, arguments, command); }, command, say);
}
