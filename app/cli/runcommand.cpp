#include "runcommand.h"

#include "arguments.h"
#include "costreport.h"
#include "costtext.h"
#include "cubelab/chrometrace.h"
#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"
#include "cubelab/pajetrace.h"
#include "cubelab/steptimes.h"
#include "textreport.h"
#include "usageerror.h"

#include <algorithm>
#include <iostream>
#include <functional>
#include <limits>
#include <optional>

namespace cubelab::cli {

namespace {

void note(const std::string& text)
{
    std::cerr << "cubelab-cli: note: " << text << '\n';
}

// --algorithm's help, naming the collectives the registry holds.
QString algorithmHelp()
{
    QString ids;
    QString names;
    for (const Collective& c : builtinCollectives()) {
        ids += (ids.isEmpty() ? "" : ", ") + QString::fromStdString(c.id);
        names += (names.isEmpty() ? "" : ", ") + QString::fromStdString(c.lectureName);
    }
    return QStringLiteral("The collective: %1, or the lecture's %2 (any case). Default "
                          "tree-reduce.")
        .arg(ids, names);
}

// --broadcast-link-order's help: the collectives with a second order and the phase it orders.
QString secondOrderHelp()
{
    QString takers;
    for (const Collective& c : builtinCollectives())
        if (c.takesSecondOrder())
            takers += (takers.isEmpty() ? "" : ", ") + QString::fromStdString(c.id) + "'s " +
                      QString::fromStdString(std::string(c.linkOrders.back().phase.id())) +
                      " phase";
    return QStringLiteral("The second link order: %1. Default: the link order reversed.")
        .arg(takers);
}

// --root's help: the collectives that take a root.
QString rootHelp()
{
    QString takers;
    for (const Collective& c : builtinCollectives())
        if (c.takesRoot)
            takers += (takers.isEmpty() ? "" : ", ") + QString::fromStdString(c.id);
    return QStringLiteral("Tree algorithms only (%1): the root node, 0 to p-1. Default 0.")
        .arg(takers);
}

} // namespace

RunCommand::RunCommand()
    : mScenario(QStringLiteral("scenario"),
                QStringLiteral("Start from a scenario file; the flags below override it."),
                QStringLiteral("FILE")),
      mDimension(QStringLiteral("dimension"),
                 QStringLiteral("Dimension n of the hypercube, 0 to %1 (p = 2^n nodes; a block "
                                "collective up to %2). Default 3.")
                     .arg(Hypercube::kMaxDimension)
                     .arg(Scenario::kMaxBlockDimension),
                 QStringLiteral("N")),
      mAlgorithm(QStringLiteral("algorithm"), algorithmHelp(), QStringLiteral("A")),
      mLinkOrder(
          QStringLiteral("link-order"),
          QStringLiteral(
              "The links in the order they are used, first first, e.g. 3,2,1: each of 1..n once. "
              "The trees, reduce-scatter, allgather and rabenseifner-allreduce use them in this "
              "order (L); ring-allreduce maps bit j of its Gray code onto link G[j] (G). "
              "Default: the lecture's order for the algorithm."),
          QStringLiteral("LINKS")),
      mBroadcastLinkOrder(QStringLiteral("broadcast-link-order"), secondOrderHelp(),
                          QStringLiteral("LINKS")),
      mSecondLinkOrder(QStringLiteral("second-link-order"),
                       QStringLiteral("The same as --broadcast-link-order."),
                       QStringLiteral("LINKS")),
      mRoot(QStringLiteral("root"), rootHelp(), QStringLiteral("R")),
      mOperator(QStringLiteral("operator"),
                QStringLiteral("sum, product, max or min. Default sum."), QStringLiteral("OP")),
      mElements(QStringLiteral("elements"),
                QStringLiteral("Vector length m, at least 1. Default 1; p for a block collective "
                               "(one element a block)."),
                QStringLiteral("M")),
      mValues(QStringLiteral("values"),
              QStringLiteral(
                  "symbolic (expressions and numbers, n up to %1) or numeric. Default symbolic.")
                  .arg(Scenario::kMaxSymbolicDimension),
              QStringLiteral("MODE")),
      mMachine(QStringLiteral("machine"),
               QStringLiteral(
                   "Price every step on a machine: a preset id (see 'cubelab-cli machines') or a "
                   "machine file. Fills the trace's cost; the text gets a time per step."),
               QStringLiteral("ID|FILE")),
      mFormat(QStringLiteral("format"),
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
    mParser.addOptions({mScenario, mDimension, mAlgorithm, mLinkOrder, mBroadcastLinkOrder,
                        mSecondLinkOrder, mRoot, mOperator, mElements, mValues, mMachine, mFormat,
                        mOutput, mLogicalTime});
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

Scenario RunCommand::scenario() const
{
    Scenario s;
    const bool fromFile = mParser.isSet(mScenario);
    if (fromFile)
        s = readScenarioFile(mParser.value(mScenario).toStdString());

    if (mParser.isSet(mDimension)) {
        const std::int64_t dimension =
            wholeNumber(QStringLiteral("--dimension"), mParser.value(mDimension));
        // Checked before the file's settings are adapted to it; Hypercube words the message.
        if (dimension < 0 || dimension > Hypercube::kMaxDimension) {
            if (dimension >= std::numeric_limits<int>::min() &&
                dimension <= std::numeric_limits<int>::max())
                (void)Hypercube(static_cast<int>(dimension));
            throw InputError("dimension " + std::to_string(dimension) +
                             " is out of range: allowed are 0 to " +
                             std::to_string(Hypercube::kMaxDimension));
        }
        if (fromFile && dimension != s.dimension) {
            // The file's orders and inputs were made for its own cube.
            if (!s.linkOrder.empty() && !mParser.isSet(mLinkOrder)) {
                note("the scenario's link order " + linksText(s.linkOrder) +
                     " does not fit dimension " + std::to_string(dimension) +
                     "; the default order is used");
                s.linkOrder.clear();
            }
            if (!s.secondLinkOrder.empty() && !secondOrderGiven()) {
                note("the scenario's broadcast link order " + linksText(s.secondLinkOrder) +
                     " does not fit dimension " + std::to_string(dimension) +
                     "; the default order is used");
                s.secondLinkOrder.clear();
            }
            if (!s.initial.empty()) {
                note("the scenario's initial values do not fit dimension " +
                     std::to_string(dimension) + "; node i holds i+1 instead");
                s.initial.clear();
            }
        }
        s.dimension = static_cast<int>(dimension);
    }
    if (mParser.isSet(mAlgorithm)) {
        const Collective& collective = findCollective(mParser.value(mAlgorithm).toStdString());
        if (fromFile && collective.id != s.algorithm) {
            if (!collective.takesRoot && s.root && !mParser.isSet(mRoot)) {
                note("the scenario's root " + std::to_string(*s.root) +
                     " is dropped: " + collective.id + " has no root");
                s.root.reset();
            }
            if (!collective.takesSecondOrder() && !s.secondLinkOrder.empty() &&
                !secondOrderGiven()) {
                note("the scenario's broadcast link order is dropped: " + collective.id +
                     " has one link order");
                s.secondLinkOrder.clear();
            }
        }
        s.algorithm = collective.id;
    }
    if (mParser.isSet(mLinkOrder))
        s.linkOrder = linkList(QStringLiteral("--link-order"), mParser.value(mLinkOrder));
    if (secondOrderGiven())
        s.secondLinkOrder = secondLinkOrder();
    if (mParser.isSet(mRoot))
        s.root = wholeNumber(QStringLiteral("--root"), mParser.value(mRoot));
    if (mParser.isSet(mOperator))
        s.op = parseOperator(mParser.value(mOperator).toStdString());
    if (mParser.isSet(mElements)) {
        const std::int64_t elements =
            wholeNumber(QStringLiteral("--elements"), mParser.value(mElements));
        if (elements < 1)
            throw InputError("elements must be at least 1 (the vector length m); got " +
                             std::to_string(elements));
        if (fromFile && elements != s.elements && !s.initial.empty()) {
            note("the scenario's initial values do not fit " + std::to_string(elements) +
                 " elements; node i holds i+1 instead");
            s.initial.clear();
        }
        s.elements = elements;
    }
    if (mParser.isSet(mValues))
        s.values = parseValueMode(mParser.value(mValues).toStdString());
    if (mParser.isSet(mMachine)) {
        const Machine machine = machineArgument(mParser.value(mMachine));
        const bool preset = std::any_of(builtinMachines().begin(), builtinMachines().end(),
                                        [&](const Machine& m) { return m == machine; });
        s.machine = machine.id;
        s.inlineMachine.reset();
        if (!preset)
            s.inlineMachine = machine;
    }
    return s;
}

bool RunCommand::secondOrderGiven() const
{
    return mParser.isSet(mBroadcastLinkOrder) || mParser.isSet(mSecondLinkOrder);
}

std::vector<int> RunCommand::secondLinkOrder() const
{
    // Either name, each as often as it was typed: every value must name the same order.
    std::vector<std::pair<QString, QString>> given;
    for (const QString& value : mParser.values(mBroadcastLinkOrder))
        given.emplace_back(QStringLiteral("--broadcast-link-order"), value);
    for (const QString& value : mParser.values(mSecondLinkOrder))
        given.emplace_back(QStringLiteral("--second-link-order"), value);
    const std::vector<int> order = linkList(given.front().first, given.front().second);
    for (const auto& [flag, value] : given) {
        const std::vector<int> other = linkList(flag, value);
        if (other != order)
            throw UsageError("the second link order is given twice, as " + linksText(order) + " (" +
                             given.front().first.toStdString() + ") and " + linksText(other) +
                             " (" + flag.toStdString() +
                             "): --broadcast-link-order and --second-link-order are the same "
                             "setting; give one order");
    }
    return order;
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

    // The scenario's machine, from the file or --machine, prices the run: a cube it cannot
    // price is refused before the run, not after it.
    const Scenario asked = normalized(scenario());
    std::optional<Machine> machine = asked.inlineMachine;
    if (!machine && !asked.machine.empty())
        machine = findMachine(asked.machine);
    if (machine)
        checkMachineFits(*machine, asked.dimension);
    if (format == QStringLiteral("json"))
        checkTraceFileFits(asked);

    const Trace trace = Emulator::run(asked);
    std::optional<CostResult> cost;
    if (machine)
        cost = CostModel::evaluate(trace, *machine);
    std::function<void(std::ostream&)> write;
    if (format == QStringLiteral("json")) {
        write = [&](std::ostream& out) {
            Json json = traceToJson(trace);
            if (cost)
                json["cost"] = costToJson(*cost);
            writeJsonText(out, json);
            out << '\n';
        };
    } else if (viewerFormat) {
        const StepTimes times = cost && !mParser.isSet(mLogicalTime)
                                    ? StepTimes::machine(trace, *cost)
                                    : StepTimes::logical(trace);
        write = [&trace, times, chrome = format == formats[2]](std::ostream& out) {
            if (chrome)
                writeChromeTrace(out, trace, times);
            else
                writePajeTrace(out, trace, times);
        };
    } else {
        write = [&](std::ostream& out) {
            TextReport(trace).write(out);
            if (cost)
                CostReport(trace, *machine, *cost).write(out);
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
