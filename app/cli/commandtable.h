#pragma once
// CommandTable: the subcommands of cubelab-cli and of cubelab-mpi, each program's in one table
// of its main.cpp — a name, a one-line summary and how the command is made. Finding a command
// by the name typed, the refusals of a missing or unknown one and the help's list of commands
// are here, once for both programs.

#include "command.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace cubelab::cli {

class CommandTable
{
public:
    struct Entry
    {
        const char* name;
        QString (*summary)();
        std::function<std::unique_ptr<Command>()> create;
    };

    explicit CommandTable(std::vector<Entry> entries);

    // The names, in the table's order: "run, list, …".
    std::string names() const;
    // The command of that name, or null.
    const Entry* find(const QString& name) const;
    // The command named by the first argument. Throws UsageError when there is no argument, or
    // it names no command (an option typed before the command is told so).
    const Entry& select(const QStringList& arguments) const;
    // The help's lines "  name  summary", the summaries aligned.
    void printList(std::ostream& out) const;

private:
    std::vector<Entry> mEntries;
};

// The factory of a command made without arguments: {"run", &RunCommand::summary,
// makeCommand<RunCommand>}.
template <typename T> std::unique_ptr<Command> makeCommand()
{
    return std::make_unique<T>();
}

} // namespace cubelab::cli
