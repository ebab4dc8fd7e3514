#pragma once
// cubelab-cli run: builds a scenario from a file and/or flags (flags win), runs it in the
// emulator and prints the trace as text, as JSON (the trace file format) or for a trace viewer
// (Chrome trace event JSON, Pajé), on standard output or into a file (--output).

#include "command.h"
#include "cubelab/trace.h"
#include "scenariooptions.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <string>
#include <vector>

namespace cubelab::cli {

class RunCommand : public Command
{
public:
    RunCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    std::string help() const;
    // A program's run that does not reach the outcome of the collective it implements (a
    // broadcast after which a node lacks the root's data) is written on standard error as a
    // warning; the exit code stays 0 (docs/cli.md).
    static void warnWhenOutcomeMissed(const Trace& trace);

    QCommandLineParser mParser;
    ScenarioOptions mScenarioOptions;
    QCommandLineOption mFormat;
    QCommandLineOption mOutput;
    QCommandLineOption mLogicalTime;
};

} // namespace cubelab::cli
