#pragma once
// cubelab-cli check: checks an answer to an exercise as the window's Check does, and prints
// the verdict and the feedback as text or as JSON (cubelab/answercheck.h): any exercise's
// answer given as its JSON (--answer, --answer-file), or for a program exercise a node program
// written in Lua (--program) or a traced MPI program's run (--trace).

#include "command.h"
#include "cubelab/feedback.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace cubelab {
struct CheckResult;
struct Exercise;
} // namespace cubelab

namespace cubelab::cli {

class CheckCommand : public Command
{
public:
    CheckCommand();

    // 0 when the answer is right, 1 when it is not (or cannot be read).
    int run(const QStringList& arguments) override;

    static QString summary();

private:
    // The one of --answer, --answer-file, --program and --trace given; UsageError otherwise.
    const QCommandLineOption& answerOption() const;
    CheckResult checkProgram(const Exercise& exercise) const;
    CheckResult checkTrace(const Exercise& exercise) const;
    // Prints the result in the --format asked for and returns the exit code.
    int report(const Exercise& exercise, const CheckResult& result) const;

    QCommandLineParser mParser;
    QCommandLineOption mAnswer;
    QCommandLineOption mAnswerFile;
    QCommandLineOption mProgram;
    QCommandLineOption mTrace;
    QCommandLineOption mExercise;
    QCommandLineOption mLanguage;
    QCommandLineOption mFormat;
    Language mChosenLanguage = Language::English;
    bool mJson = false;
};

} // namespace cubelab::cli
