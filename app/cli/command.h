#pragma once
// A subcommand of cubelab-cli (run, list, …). main.cpp finds it by name in its table and
// hands it the arguments that follow the name.

#include <QStringList>

namespace cubelab::cli {

class Command
{
public:
    virtual ~Command() = default;

    // Returns the exit code. Throws UsageError or InputError for what the user typed (exit 2),
    // FileError or EngineError when the work itself fails (exit 1).
    virtual int run(const QStringList& arguments) = 0;
};

} // namespace cubelab::cli
