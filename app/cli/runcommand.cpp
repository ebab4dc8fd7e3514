#include "runcommand.h"

#include "arguments.h"
#include "costreport.h"
#include "costtext.h"
#include "cubelab/chrometrace.h"
#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/machinejson.h"
#include "cubelab/pajetrace.h"
#include "cubelab/pricedrun.h"
#include "cubelab/programchecker.h"
#include "cubelab/steptimes.h"
#include "textreport.h"
#include "usageerror.h"

#include <algorithm>
#include <functional>
#include <iostream>
#include <limits>
#include <optional>

namespace cubelab::cli {

RunCommand::RunCommand()
    : mFormat(QStringLiteral("format"),
              QStringLiteral(
                  "text (reads like the lecture), json (the trace file format), chrome-trace "
                  "(Chrome trace event JSON for Perfetto and chrome://tracing) or paje (Pajé "
                  "for ViTE and pj_dump). Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text")),
      mOutput(QStringLiteral("output"),
              QStringLiteral("Write into FILE instead of standard output; the file is replaced "
                             "whole or, when the run or the write fails, left as it was."),
              QStringLiteral("FILE")),
      mLogicalTime(QStringLiteral("logical-time"),
                   QStringLiteral("chrome-trace and paje: every step one unit long (a second in "
                                  "chrome-trace) even when a machine prices the run. Without a "
                                  "machine the time is always logical."))
{
    mParser.setApplicationDescription(summary());
    // Qt's addHelpOption() would also offer --help-all with Qt's own options, which mean nothing
    // here.
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mScenarioOptions.addTo(mParser);
    mParser.addOptions({mFormat, mOutput, mLogicalTime});
}

QString RunCommand::summary()
{
    return QStringLiteral("Run a collective on the hypercube and print every step.");
}

std::string RunCommand::help() const
{
    return commandHelp(
        mParser, QStringLiteral("cubelab-cli run [options]"),
        QStringLiteral(
            "  cubelab-cli run\n"
            "      the lecture's reduce (Tree_UpDo) on a 3-cube, links 3,2,1\n"
            "  cubelab-cli run --algorithm Cube_Do --values numeric\n"
            "  cubelab-cli run --algorithm tree-broadcast --link-order 3,2,1 --root 5\n"
            "  cubelab-cli run --scenario resources/scenarios/lecture-allreduce.json --elements 4\n"
            "  cubelab-cli run --dimension 4 --format json > trace.json\n"
            "  cubelab-cli run --machine power-gc --format chrome-trace --output reduce.json\n"
            "      open reduce.json in ui.perfetto.dev or chrome://tracing\n"
            "  cubelab-cli run --algorithm Cube_Do --format paje --output allreduce.paje\n"
            "      open allreduce.paje with vite\n"
            "  cubelab-cli run --algorithm reduce-scatter --dimension 2\n"
            "      recursive halving: node i ends with block i of the sum, 4 elements\n"
            "  cubelab-cli run --algorithm rabenseifner-allreduce --dimension 3 --link-order "
            "3,2,1 --second-link-order 3,2,1\n"
            "      its allgather over links 3,2,1 too, not the reverse\n"
            "  cubelab-cli run --algorithm Tree_Do --dimension 7 --values numeric --machine "
            "power-gc\n"));
}

void RunCommand::warnWhenOutcomeMissed(const Trace& trace)
{
    const std::shared_ptr<const LuaProgram> program = LuaProgram::installed();
    if (!program || trace.scenario().algorithm != LuaProgram::kCollectiveId)
        return;
    const Collective& reference = program->reference();
    const std::optional<ProgramChecker::Miss> miss =
        ProgramChecker::missedOutcome(reference, trace);
    if (!miss)
        return;
    std::cerr << "cubelab-cli: warning: the program does not reach the outcome of "
              << reference.lectureName << " (" << outcomeText(reference.outcome) << "): node "
              << miss->node << " ends with " << displayText(miss->got, 300) << ", but "
              << reference.lectureName << " gives it " << displayText(miss->expected, 300) << '\n';
}

int RunCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("run"), arguments)) {
        std::cout << help();
        return 0;
    }
    refusePositionalArguments(mParser, "every setting is given with a flag, such as --dimension 4");
    const QString format = mParser.value(mFormat).toLower();
    const QStringList formats{QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("chrome-trace"), QStringLiteral("paje")};
    if (!formats.contains(format))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text, json, chrome-trace or paje");
    const bool viewerFormat = format == formats[2] || format == formats[3];
    if (mParser.isSet(mLogicalTime) && !viewerFormat)
        throw UsageError("--logical-time is for --format chrome-trace and paje; the " +
                         format.toStdString() + " format has steps, not a time axis");
    if (mParser.isSet(mOutput) && mParser.value(mOutput).isEmpty())
        throw UsageError("--output needs a file name");
    if (mParser.isSet(mOutput))
        checkOutputFile(mParser.value(mOutput).toStdString()); // before the run, not after it

    // The scenario's machine, from the file or --machine, prices the run: a cube it cannot
    // price, or a trace its file cannot hold, is refused before the run, not after it.
    const PricedRun run =
        runPriced(mScenarioOptions.scenario(mParser), format == QStringLiteral("json"));
    warnWhenOutcomeMissed(run.trace);
    std::function<void(std::ostream&)> write;
    if (format == QStringLiteral("json")) {
        write = [&run](std::ostream& out) { writePricedTrace(out, run); };
    } else if (viewerFormat) {
        const StepTimes times = run.cost && !mParser.isSet(mLogicalTime)
                                    ? StepTimes::machine(run.trace, *run.cost)
                                    : StepTimes::logical(run.trace);
        write = [&trace = run.trace, times, chrome = format == formats[2]](std::ostream& out) {
            if (chrome)
                writeChromeTrace(out, trace, times);
            else
                writePajeTrace(out, trace, times);
        };
    } else {
        write = [&run](std::ostream& out) {
            TextReport(run.trace).write(out);
            if (run.cost)
                CostReport(run.trace, *run.machine, *run.cost).write(out);
        };
    }
    if (mParser.isSet(mOutput)) {
        writeFileAtomically(mParser.value(mOutput).toStdString(), write);
        return 0;
    }
    write(std::cout);
    std::cout.flush();
    if (!std::cout)
        throw FileError("standard output", "", "cannot be written");
    return 0;
}

} // namespace cubelab::cli
