#pragma once
// cubelab-cli lesson: the lessons (docs/lessons.md). `lesson list` names the built-in ones;
// `lesson check FILE|ID` reads a lesson file (or a built-in lesson) and checks what reading
// cannot see: every scene's scenario runs and has the steps the scene goes through.

#include "command.h"

#include <QCommandLineParser>

namespace cubelab::cli {

class LessonCommand : public Command
{
public:
    LessonCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
};

} // namespace cubelab::cli
