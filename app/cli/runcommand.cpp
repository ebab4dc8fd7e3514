#include "runcommand.h"

#include "arguments.h"
#include "costreport.h"
#include "costtext.h"
#include "cubelab/collective.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"
#include "textreport.h"
#include "usageerror.h"

#include <algorithm>
#include <iostream>
#include <limits>
#include <optional>

namespace cubelab::cli {

namespace {

void note(const std::string& text)
{
    std::cerr << "cubelab-cli: note: " << text << '\n';
}

} // namespace

RunCommand::RunCommand()
    : mScenario(QStringLiteral("scenario"),
                QStringLiteral("Start from a scenario file; the flags below override it."),
                QStringLiteral("FILE")),
      mDimension(QStringLiteral("dimension"),
                 QStringLiteral("Dimension n of the hypercube, 0 to %1 (p = 2^n nodes). Default 3.")
                     .arg(Hypercube::kMaxDimension),
                 QStringLiteral("N")),
      mAlgorithm(
          QStringLiteral("algorithm"),
          QStringLiteral(
              "The collective: tree-reduce, tree-broadcast, tree-allreduce, cube-allreduce, or "
              "the lecture's Tree_UpDo, Tree_Down, Tree_Do, Cube_Do (any case). Default "
              "tree-reduce."),
          QStringLiteral("A")),
      mLinkOrder(
          QStringLiteral("link-order"),
          QStringLiteral(
              "The links in the order they are used, first first, e.g. 3,2,1: each of 1..n once. "
              "Default: the lecture's order for the algorithm."),
          QStringLiteral("LINKS")),
      mBroadcastLinkOrder(
          QStringLiteral("broadcast-link-order"),
          QStringLiteral("tree-allreduce only: the links of its broadcast phase. Default: the link "
                         "order reversed."),
          QStringLiteral("LINKS")),
      mRoot(QStringLiteral("root"),
            QStringLiteral("Tree algorithms: the root node, 0 to p-1. Default 0."),
            QStringLiteral("R")),
      mOperator(QStringLiteral("operator"),
                QStringLiteral("sum, product, max or min. Default sum."), QStringLiteral("OP")),
      mElements(QStringLiteral("elements"),
                QStringLiteral("Vector length m, at least 1. Default 1."), QStringLiteral("M")),
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
                  "text (reads like the lecture) or json (the trace file format). Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text"))
{
    mParser.setApplicationDescription(summary());
    // Qt's addHelpOption() would also offer --help-all with Qt's own options, which mean nothing
    // here.
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mScenario, mDimension, mAlgorithm, mLinkOrder, mBroadcastLinkOrder, mRoot,
                        mOperator, mElements, mValues, mMachine, mFormat});
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
            if (!s.secondLinkOrder.empty() && !mParser.isSet(mBroadcastLinkOrder)) {
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
                !mParser.isSet(mBroadcastLinkOrder)) {
                note("the scenario's broadcast link order is dropped: " + collective.id +
                     " has one link order");
                s.secondLinkOrder.clear();
            }
        }
        s.algorithm = collective.id;
    }
    if (mParser.isSet(mLinkOrder))
        s.linkOrder = linkList(QStringLiteral("--link-order"), mParser.value(mLinkOrder));
    if (mParser.isSet(mBroadcastLinkOrder))
        s.secondLinkOrder =
            linkList(QStringLiteral("--broadcast-link-order"), mParser.value(mBroadcastLinkOrder));
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

int RunCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("run"), arguments)) {
        std::cout << help();
        return 0;
    }
    refusePositionalArguments(mParser, "every setting is given with a flag, such as --dimension 4");
    const QString format = mParser.value(mFormat).toLower();
    if (format != QStringLiteral("text") && format != QStringLiteral("json"))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text or json");

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
    if (format == QStringLiteral("json")) {
        Json json = traceToJson(trace);
        if (cost)
            json["cost"] = costToJson(*cost);
        writeJsonText(std::cout, json);
        std::cout << '\n';
    } else {
        TextReport(trace).write(std::cout);
        if (cost)
            CostReport(trace, *machine, *cost).write(std::cout);
    }
    std::cout.flush();
    if (!std::cout)
        throw FileError("standard output", "", "cannot be written");
    return 0;
}

} // namespace cubelab::cli
