#pragma once
// cubelab-cli check: checks a node program written in Lua against a program exercise, as the
// window's Check does, and prints the verdict and the feedback.

#include "command.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace cubelab::cli {

class CheckCommand : public Command
{
public:
    CheckCommand();

    // 0 when the program passes, 1 when it does not (or cannot be read).
    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
    QCommandLineOption mProgram;
    QCommandLineOption mTrace;
    QCommandLineOption mExercise;
    QCommandLineOption mLanguage;
};

} // namespace cubelab::cli
