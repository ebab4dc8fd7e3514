#pragma once
// cubelab-cli best-order: the link order(s) of a collective with the least time on a machine,
// how many orders tie, and the time of the lecture's order beside it.

#include "command.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace cubelab::cli {

class BestOrderCommand : public Command
{
public:
    BestOrderCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
    QCommandLineOption mMachine;
    QCommandLineOption mDimension;
    QCommandLineOption mAlgorithm;
    QCommandLineOption mElements;
    QCommandLineOption mMethod;
    QCommandLineOption mFormat;
};

} // namespace cubelab::cli
