#pragma once
// cubelab-mpi calibrate: measures the links of the machine the ranks run on (PingPong), fits a
// latency and a bandwidth per link dimension, groups the dimensions into link classes, finds
// shared capacity and the combine time (cubelab/calibration.h), prints the figures on rank 0
// and writes them as a machine file that --machine and the GUI take (docs/mpi.md).

#include "command.h"
#include "cubelab/calibration.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <string>

namespace cubelab::mpi {

class MpiEnvironment;

class CalibrateCommand : public cli::Command
{
public:
    explicit CalibrateCommand(MpiEnvironment& mpi);

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    std::string help() const;
    void printReport(const Calibration& calibration, const CalibrationSettings& settings,
                     int hosts) const;

    MpiEnvironment& mMpi;
    QCommandLineParser mParser;
    QCommandLineOption mOutput;
    QCommandLineOption mId;
    QCommandLineOption mName;
    QCommandLineOption mMaxBytes;
    QCommandLineOption mRepetitions;
};

} // namespace cubelab::mpi
