// cubelab-cli: the engine from a terminal. main() finds the subcommand in a table and maps
// what goes wrong to exit codes: 2 for what the user typed, 1 for a failure while working.

#include "bestordercommand.h"
#include "checkcommand.h"
#include "commandtable.h"
#include "comparecommand.h"
#include "cubelab/errors.h"
#include "cubelab/largebuffer.h"
#include "lessoncommand.h"
#include "linkcommand.h"
#include "listcommand.h"
#include "machinescommand.h"
#include "runcommand.h"
#include "usageerror.h"

#include <QCoreApplication>
#include <algorithm>
#include <iostream>
#include <memory>
#include <new>

namespace {

using cubelab::cli::CommandTable;
using cubelab::cli::makeCommand;

// A new subcommand is a new file pair and one line here.
const CommandTable& commands()
{
    static const CommandTable table({
        {"run", &cubelab::cli::RunCommand::summary, makeCommand<cubelab::cli::RunCommand>},
        {"list", &cubelab::cli::ListCommand::summary, makeCommand<cubelab::cli::ListCommand>},
        {"machines", &cubelab::cli::MachinesCommand::summary,
         makeCommand<cubelab::cli::MachinesCommand>},
        {"compare", &cubelab::cli::CompareCommand::summary,
         makeCommand<cubelab::cli::CompareCommand>},
        {"best-order", &cubelab::cli::BestOrderCommand::summary,
         makeCommand<cubelab::cli::BestOrderCommand>},
        {"check", &cubelab::cli::CheckCommand::summary, makeCommand<cubelab::cli::CheckCommand>},
        {"link", &cubelab::cli::LinkCommand::summary, makeCommand<cubelab::cli::LinkCommand>},
        {"lesson", &cubelab::cli::LessonCommand::summary, makeCommand<cubelab::cli::LessonCommand>},
    });
    return table;
}

void printUsage(std::ostream& out)
{
    out << "Usage: cubelab-cli <command> [options]\n\n"
           "Runs reduce, broadcast and all-reduce on a hypercube step by step, as in the lecture,\n"
           "and prints each step's messages and partial results s_i.\n\n"
           "Commands:\n";
    commands().printList(out);
    out << "\nOptions:\n"
           "  -h, --help     Show this help; 'cubelab-cli <command> --help' shows a command's "
           "options.\n"
           "  -v, --version  Show the version.\n\n"
           "Exit codes: 0 success, 1 a file cannot be read or the run fails, 2 a usage error.\n\n"
           "Examples:\n"
           "  cubelab-cli run\n"
           "  cubelab-cli run --algorithm Cube_Do --dimension 3\n"
           "  cubelab-cli run --scenario resources/scenarios/lecture-reduce.json --format json > "
           "trace.json\n"
           "  cubelab-cli run --program resources/programs/tree-updo.lua --link-order 3,2,1\n"
           "  cubelab-cli check --program mine.lua --exercise program-tree-down-high-links\n"
           "  cubelab-cli check --exercise tree-down-high-links --answer '{\"type\": \"order\", "
           "\"order\": [1, 2, 3]}' --format json\n"
           "  cubelab-cli list\n"
           "  cubelab-cli compare --machine power-gc --dimension 7\n";
}

// command: set to the subcommand's name once known, for the hint to its --help.
int dispatch(QStringList arguments, std::string& command)
{
    if (arguments.isEmpty())
        commands().select(arguments); // says that a command is missing
    const QString first = arguments.takeFirst();
    if (first == QStringLiteral("-h") || first == QStringLiteral("--help") ||
        first == QStringLiteral("help")) {
        if (first == QStringLiteral("help") && !arguments.isEmpty()) {
            if (const CommandTable::Entry* entry = commands().find(arguments.constFirst()))
                return entry->create()->run({QStringLiteral("--help")});
            throw cubelab::cli::UsageError("no command '" + arguments.constFirst().toStdString() +
                                           "': choose one of " + commands().names());
        }
        printUsage(std::cout);
        return 0;
    }
    if (first == QStringLiteral("-v") || first == QStringLiteral("--version")) {
        std::cout << "cubelab-cli " << CUBELAB_VERSION << '\n';
        return 0;
    }
    const CommandTable::Entry& entry = commands().select({first});
    command = entry.name;
    return entry.create()->run(arguments);
}

} // namespace

int main(int argc, char** argv)
{
    cubelab::tuneHeapForRepeatedRuns(); // compare and best-order run the engine many times
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cubelab-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUBELAB_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    std::string command;
    try {
        return dispatch(arguments, command);
    } catch (const cubelab::cli::UsageError& e) {
        std::cerr << "cubelab-cli: " << e.what() << "\nTry 'cubelab-cli"
                  << (command.empty() ? "" : " " + command) << " --help'.\n";
        return 2;
    } catch (const cubelab::InputError& e) {
        std::cerr << "cubelab-cli: " << e.what() << '\n';
        return 2;
    } catch (const cubelab::FileError& e) {
        std::cerr << "cubelab-cli: " << e.what() << '\n';
        return 1;
    } catch (const cubelab::EngineError& e) {
        std::cerr << "cubelab-cli: " << cubelab::errorText(e) << '\n';
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "cubelab-cli: out of memory: choose a smaller dimension or fewer elements\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "cubelab-cli: " << e.what() << '\n';
        return 1;
    }
}
