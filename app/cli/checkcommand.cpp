#include "checkcommand.h"

#include "arguments.h"
#include "checktext.h"
#include "cubelab/answercheck.h"
#include "cubelab/errors.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/jsondocument.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/tracedrunchecker.h"
#include "usageerror.h"

#include <iostream>
#include <optional>

namespace cubelab::cli {

namespace {

// The ids of the built-in exercises (of one kind, or all), for the help and the messages.
std::string exerciseIds(const ExerciseSet& set, std::optional<ExerciseKind> kind = std::nullopt)
{
    std::string ids;
    for (const Exercise& e : set.exercises)
        if (!kind || e.kind == *kind)
            ids += (ids.empty() ? "" : ", ") + e.id;
    return ids;
}

// What --answer takes, kind by kind (answerFormOf says it for one exercise).
QString answerForms()
{
    return QStringLiteral(
        "The answer as JSON, in the form the exercise's kind takes (docs/cli.md): {\"type\": "
        "\"order\", \"order\": [...]} (link-order-load, best-order), {\"type\": \"broadcast\", "
        "\"root\": R, \"steps\": {\"0\": S, ...}} (broadcast-prediction), {\"type\": \"value\", "
        "\"step\": S, \"node\": N, \"text\": \"...\"} (predict-value, predict-blocks), "
        "{\"type\": \"range\", \"never\": false, \"low\": L, \"high\": H} (cube-wins-range), "
        "{\"type\": \"program\", \"fileName\": \"mine.lua\", \"source\": \"...\"} (program).");
}

} // namespace

CheckCommand::CheckCommand()
    : mAnswer(QStringLiteral("answer"), answerForms(), QStringLiteral("JSON")),
      mAnswerFile(QStringLiteral("answer-file"),
                  QStringLiteral("The answer's JSON read from a file (at most 1 MiB)."),
                  QStringLiteral("FILE.json")),
      mProgram(QStringLiteral("program"),
               QStringLiteral("The node program to check, a .lua file (a program exercise)."),
               QStringLiteral("FILE.lua")),
      mTrace(QStringLiteral("trace"),
             QStringLiteral(
                 "A traced MPI program's run to check, the trace file cubelab-mpi trace --output "
                 "wrote (a program exercise)."),
             QStringLiteral("FILE.json")),
      mExercise(QStringLiteral("exercise"),
                QStringLiteral("The exercise, by id: %1.")
                    .arg(QString::fromStdString(exerciseIds(builtinExercises()))),
                QStringLiteral("ID")),
      mLanguage(QStringLiteral("language"),
                QStringLiteral("The feedback's language: en or de. Default en."),
                QStringLiteral("LANG"), QStringLiteral("en")),
      mFormat(QStringLiteral("format"),
              QStringLiteral("text or json (the verdict and the feedback as the web page's "
                             "cubelab.check gives them). Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mAnswer, mAnswerFile, mProgram, mTrace, mExercise, mLanguage, mFormat});
}

QString CheckCommand::summary()
{
    return QStringLiteral(
        "Check an answer to an exercise, a node program written in Lua or a traced MPI "
        "program's run, as the window's Check does.");
}

int CheckCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("check"), arguments)) {
        std::cout << commandHelp(
            mParser,
            QStringLiteral("cubelab-cli check (--answer JSON | --answer-file FILE.json | "
                           "--program FILE.lua | --trace FILE.json) --exercise ID"),
            QStringLiteral(
                "  cubelab-cli check --exercise tree-down-high-links --answer "
                "'{\"type\": \"order\", \"order\": [1, 2, 3]}'\n"
                "  cubelab-cli check --exercise predict-reduce-root --answer "
                "'{\"type\": \"value\", \"step\": 2, \"node\": 0, \"text\": \"(a_0+a_4)\"}' "
                "--format json --language de\n"
                "  cubelab-cli check --program mine.lua --exercise "
                "program-tree-down-high-links\n"
                "  cubelab-mpi trace -np 8 --output mine.json -- ./tree_down\n"
                "  cubelab-cli check --trace mine.json --exercise "
                "program-tree-down-high-links\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "give the answer with --answer JSON or --answer-file "
                                       "FILE.json (or --program FILE.lua, --trace FILE.json)");
    const QCommandLineOption& given = answerOption();
    requireOption(mParser, mExercise,
                  "check needs --exercise ID, the exercise: one of " +
                      exerciseIds(builtinExercises()));
    mChosenLanguage = feedbackLanguage(mParser.value(mLanguage));
    const QString format = mParser.value(mFormat).toLower();
    if (format != QStringLiteral("text") && format != QStringLiteral("json"))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text or json");
    mJson = format == QStringLiteral("json");

    const std::string id = mParser.value(mExercise).toStdString();
    if (&given == &mAnswer || &given == &mAnswerFile) {
        const bool file = &given == &mAnswerFile;
        const std::string name = file ? mParser.value(mAnswerFile).toStdString() : "the answer";
        const std::string text = file ? readRegularFile(name, kMaxAnswerTextBytes, "an answer")
                                      : mParser.value(mAnswer).toStdString();
        const CheckedAnswer checked = checkAnswerText(id, text, name);
        return report(*checked.exercise, checked.result);
    }
    const ExerciseSet set = builtinExercises();
    const Exercise* exercise = set.find(id);
    if (exercise == nullptr || exercise->kind != ExerciseKind::Program)
        throw InputError("'" + id + "' is not a program exercise: choose one of " +
                         exerciseIds(set, ExerciseKind::Program) +
                         ", or give the answer to another exercise with --answer");
    return report(*exercise, &given == &mTrace ? checkTrace(*exercise) : checkProgram(*exercise));
}

const QCommandLineOption& CheckCommand::answerOption() const
{
    const QCommandLineOption* given = nullptr;
    for (const QCommandLineOption* option : {&mAnswer, &mAnswerFile, &mProgram, &mTrace}) {
        if (!mParser.isSet(*option))
            continue;
        if (given != nullptr)
            throw UsageError("check takes one answer: --" +
                             given->names().constFirst().toStdString() + " and --" +
                             option->names().constFirst().toStdString() + " were both given");
        given = option;
    }
    if (given == nullptr)
        throw UsageError(
            "check needs the answer: --answer JSON or --answer-file FILE.json (the answer's "
            "JSON, any exercise), --program FILE.lua (a Lua node program) or --trace FILE.json "
            "(a traced MPI program's run)");
    return *given;
}

CheckResult CheckCommand::checkProgram(const Exercise& exercise) const
{
    const std::string path = mParser.value(mProgram).toStdString();
    ProgramAnswer answer;
    const std::size_t slash = path.find_last_of('/');
    answer.fileName = slash == std::string::npos ? path : path.substr(slash + 1);
    answer.source = readRegularFile(path, LuaProgram::kMaxSourceBytes, "a Lua program");
    return checkAnswer(exercise, answer, path);
}

CheckResult CheckCommand::checkTrace(const Exercise& exercise) const
{
    const std::string path = mParser.value(mTrace).toStdString();
    const Trace trace = readTraceFile(path);
    if (trace.tracedRun() == nullptr)
        throw InputError(path + " is the trace of a run of CubeLab's own (" +
                         trace.scenario().algorithm +
                         "), not of a traced MPI program: trace your program with cubelab-mpi "
                         "trace --output");
    return TracedRunChecker::check(exercise, *trace.tracedRun());
}

int CheckCommand::report(const Exercise& exercise, const CheckResult& result) const
{
    std::cout << (mJson ? checkResultText(exercise, result, mChosenLanguage)
                        : checkText(exercise, result, mChosenLanguage));
    std::cout.flush();
    if (!std::cout)
        throw FileError("standard output", "", "cannot be written");
    return result.correct ? 0 : 1;
}

} // namespace cubelab::cli
