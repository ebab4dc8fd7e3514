#include "checkcommand.h"

#include "arguments.h"
#include "checktext.h"
#include "cubelab/errors.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsondocument.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/tracedrunchecker.h"
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
      mTrace(QStringLiteral("trace"),
             QStringLiteral(
                 "A traced MPI program's run to check, the trace file cubelab-mpi trace --output "
                 "wrote."),
             QStringLiteral("FILE.json")),
      mExercise(QStringLiteral("exercise"),
                QStringLiteral("The program exercise, by id: %1.")
                    .arg(QString::fromStdString(programExerciseIds(builtinExercises()))),
                QStringLiteral("ID")),
      mLanguage(QStringLiteral("language"),
                QStringLiteral("The feedback's language: en or de. Default en."),
                QStringLiteral("LANG"), QStringLiteral("en"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mProgram, mTrace, mExercise, mLanguage});
}

QString CheckCommand::summary()
{
    return QStringLiteral(
        "Check a node program written in Lua, or a traced MPI program's run, against a "
        "program exercise.");
}

int CheckCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("check"), arguments)) {
        std::cout << commandHelp(
            mParser,
            QStringLiteral("cubelab-cli check (--program FILE.lua | --trace FILE.json) "
                           "--exercise ID"),
            QStringLiteral("  cubelab-cli check --program mine.lua --exercise "
                           "program-tree-down-high-links\n"
                           "  cubelab-mpi trace -np 8 --output mine.json -- ./tree_down\n"
                           "  cubelab-cli check --trace mine.json --exercise "
                           "program-tree-down-high-links\n"));
        return 0;
    }
    refusePositionalArguments(
        mParser,
        "give the program with --program FILE.lua or the traced run with --trace FILE.json");
    if (mParser.isSet(mProgram) == mParser.isSet(mTrace))
        throw UsageError(
            "check needs one of --program FILE.lua (a Lua node program) and --trace FILE.json "
            "(a traced MPI program's run)");
    requireOption(mParser, mExercise, "check needs --exercise ID, the program exercise");
    const Language language = feedbackLanguage(mParser.value(mLanguage));

    const ExerciseSet set = builtinExercises();
    const std::string id = mParser.value(mExercise).toStdString();
    const Exercise* exercise = set.find(id);
    if (exercise == nullptr || exercise->kind != ExerciseKind::Program)
        throw InputError("'" + id + "' is not a program exercise: choose one of " +
                         programExerciseIds(set));

    if (mParser.isSet(mTrace)) {
        const std::string path = mParser.value(mTrace).toStdString();
        const Trace trace = readTraceFile(path);
        if (trace.tracedRun() == nullptr)
            throw InputError(path + " is the trace of a run of CubeLab's own (" +
                             trace.scenario().algorithm +
                             "), not of a traced MPI program: trace your program with cubelab-mpi "
                             "trace --output");
        const CheckResult result = TracedRunChecker::check(*exercise, *trace.tracedRun());
        std::cout << checkText(*exercise, result, language);
        return result.correct ? 0 : 1;
    }

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
