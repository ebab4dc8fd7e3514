#include "commandtable.h"

#include "usageerror.h"

#include <algorithm>

namespace cubelab::cli {

CommandTable::CommandTable(std::vector<Entry> entries) : mEntries(std::move(entries)) {}

std::string CommandTable::names() const
{
    std::string names;
    for (const Entry& entry : mEntries)
        names += (names.empty() ? "" : ", ") + std::string(entry.name);
    return names;
}

const CommandTable::Entry* CommandTable::find(const QString& name) const
{
    for (const Entry& entry : mEntries)
        if (name == QLatin1String(entry.name))
            return &entry;
    return nullptr;
}

const CommandTable::Entry& CommandTable::select(const QStringList& arguments) const
{
    if (arguments.isEmpty())
        throw UsageError("no command given: choose one of " + names());
    const QString& first = arguments.constFirst();
    if (const Entry* entry = find(first))
        return *entry;
    if (first.startsWith(QLatin1Char('-')))
        throw UsageError("expected a command (" + names() + ") before the options; got '" +
                         first.toStdString() + "'");
    throw UsageError("unknown command '" + first.toStdString() + "': choose one of " + names());
}

void CommandTable::printList(std::ostream& out) const
{
    std::size_t width = 0;
    for (const Entry& entry : mEntries)
        width = std::max(width, std::string(entry.name).size());
    for (const Entry& entry : mEntries)
        out << "  " << entry.name << std::string(width + 2 - std::string(entry.name).size(), ' ')
            << entry.summary().toStdString() << '\n';
}

} // namespace cubelab::cli
