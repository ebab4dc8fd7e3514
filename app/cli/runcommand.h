#pragma once
// cubelab-cli run: builds a scenario from a file and/or flags (flags win), runs it in the
// emulator and prints the trace as text, as JSON (the trace file format) or for a trace viewer
// (Chrome trace event JSON, Pajé), on standard output or into a file (--output).

#include "command.h"
#include "cubelab/scenario.h"

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
    // The scenario the file and the flags describe (not yet normalized). Notes about file
    // settings a flag made obsolete go to standard error.
    Scenario scenario() const;
    std::string help() const;
    // The second link order, by either of its flags (UsageError when they disagree).
    bool secondOrderGiven() const;
    std::vector<int> secondLinkOrder() const;

    QCommandLineParser mParser;
    QCommandLineOption mScenario;
    QCommandLineOption mDimension;
    QCommandLineOption mAlgorithm;
    QCommandLineOption mLinkOrder;
    QCommandLineOption mBroadcastLinkOrder;
    QCommandLineOption mSecondLinkOrder; // the generic name of --broadcast-link-order
    QCommandLineOption mRoot;
    QCommandLineOption mOperator;
    QCommandLineOption mElements;
    QCommandLineOption mValues;
    QCommandLineOption mMachine;
    QCommandLineOption mFormat;
    QCommandLineOption mOutput;
    QCommandLineOption mLogicalTime;
};

} // namespace cubelab::cli
