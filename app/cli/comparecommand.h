#pragma once
// cubelab-cli compare: the lecture's comparison of Cube_Do and Tree_Do, with Rabenseifner's and
// the ring all-reduce beside them, for one cube and machine (combines, messages, link load,
// time), and their times across vector lengths with the crossovers. Text, CSV or JSON.

#include "command.h"
#include "cubelab/comparison.h"
#include "cubelab/machine.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <ostream>

namespace cubelab::cli {

class CompareCommand : public Command
{
public:
    CompareCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

    static void writeText(std::ostream& out, const Comparison& c, const Machine& machine);
    static void writeCsv(std::ostream& out, const Comparison& c);

private:
    QCommandLineParser mParser;
    QCommandLineOption mMachine;
    QCommandLineOption mDimension;
    QCommandLineOption mElements;
    QCommandLineOption mSizes;
    QCommandLineOption mCubeOrder;
    QCommandLineOption mLinkOrder;
    QCommandLineOption mBroadcastLinkOrder;
    QCommandLineOption mRabenseifnerOrder;
    QCommandLineOption mRabenseifnerSecondOrder;
    QCommandLineOption mRingOrder;
    QCommandLineOption mFormat;
};

} // namespace cubelab::cli
