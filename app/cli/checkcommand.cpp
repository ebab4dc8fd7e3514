#include "checkcommand.h"

#include "arguments.h"
#include "checktext.h"
#include "cubelab/errors.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsondocument.h"
#include "cubelab/luaprogram.h"
#include "usageerror.h"

#include <iostream>

namespace cubelab::cli {

namespace {

// The ids of the built-in program exercises, for the help and the messages.
std::string programExerciseIds(const ExerciseSet& set)
{
    std::string ids;
    for (const Exercise& e : set.exercises)
        if (e.kind == ExerciseKind::Program)
            ids += (ids.empty() ? "" : ", ") + e.id;
    return ids;
}

} // namespace

CheckCommand::CheckCommand()
    : mProgram(QStringLiteral("program"), QStringLiteral("The node program to check, a .lua file."),
               QStringLiteral("FILE.lua")),
      mExercise(QStringLiteral("exercise"),
                QStringLiteral("The program exercise, by id: %1.")
                    .arg(QString::fromStdString(programExerciseIds(builtinExercises()))),
                QStringLiteral("ID")),
      mLanguage(QStringLiteral("language"), QStringLiteral("The feedback's language: en or de. Default en."),
                QStringLiteral("LANG"), QStringLiteral("en"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mProgram, mExercise, mLanguage});
}

QString CheckCommand::summary()
{
    return QStringLiteral("Check a node program written in Lua against a program exercise.");
}

int CheckCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("check"), arguments)) {
        std::cout << commandHelp(mParser,
                                 QStringLiteral("cubelab-cli check --program FILE.lua --exercise ID"),
                                 QStringLiteral("  cubelab-cli check --program mine.lua --exercise "
                                                "program-tree-down-high-links\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "give the program with --program FILE.lua");
    requireOption(mParser, mProgram, "check needs --program FILE.lua, the program to check");
    requireOption(mParser, mExercise, "check needs --exercise ID, the program exercise");
    const Language language = feedbackLanguage(mParser.value(mLanguage));

    const ExerciseSet set = builtinExercises();
    const std::string id = mParser.value(mExercise).toStdString();
    const Exercise* exercise = set.find(id);
    if (exercise == nullptr || exercise->kind != ExerciseKind::Program)
        throw InputError("'" + id + "' is not a program exercise: choose one of " + programExerciseIds(set));

    const std::string path = mParser.value(mProgram).toStdString();
    ProgramAnswer answer;
    const std::size_t slash = path.find_last_of('/');
    answer.fileName = slash == std::string::npos ? path : path.substr(slash + 1);
    answer.source = readRegularFile(path, LuaProgram::kMaxSourceBytes, "a Lua program");

    const CheckResult result = ExerciseChecker::check(*exercise, answer);
    std::cout << checkText(*exercise, result, language);
    return result.correct ? 0 : 1;
}

} // namespace cubelab::cli
