#pragma once
// cubelab-cli machines: the machine presets of the cost model, or one of them as a machine
// file to start a machine of one's own from.

#include "command.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace cubelab::cli {

class MachinesCommand : public Command
{
public:
    MachinesCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
    QCommandLineOption mShow;
};

} // namespace cubelab::cli
