#pragma once
// The flags that describe a scenario — a scenario file and the settings that override it
// (--dimension, --algorithm, --link-order, …, --machine) — as cubelab-cli run and cubelab-mpi
// run take them, with one help text and one set of messages. --program runs a node program
// written in Lua in place of a built-in collective.

#include "cubelab/scenario.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <vector>

namespace cubelab::cli {

class ScenarioOptions
{
public:
    ScenarioOptions();

    void addTo(QCommandLineParser& parser) const;
    // The scenario the file and the flags describe (not yet normalized); flags win. Notes
    // about file settings a flag made obsolete go to standard error.
    Scenario scenario(const QCommandLineParser& parser) const;

private:
    // The second link order, by either of its flags (UsageError when they disagree).
    bool secondOrderGiven(const QCommandLineParser& parser) const;
    std::vector<int> secondLinkOrder(const QCommandLineParser& parser) const;

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
    QCommandLineOption mProgram;
};

} // namespace cubelab::cli
