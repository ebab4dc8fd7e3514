#include "scenariooptions.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/luaprogramfile.h"
#include "cubelab/scenarioprogram.h"
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

ScenarioOptions::ScenarioOptions()
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
      mProgram(
          QStringLiteral("program"),
          QStringLiteral("Run a node program written in Lua (docs/programs.md) in place of a "
                         "built-in collective: every node runs its program(node). The program "
                         "names the collective it implements; the other flags set the scenario."),
          QStringLiteral("FILE.lua"))
{
}

void ScenarioOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({mScenario, mDimension, mAlgorithm, mLinkOrder, mBroadcastLinkOrder,
                       mSecondLinkOrder, mRoot, mOperator, mElements, mValues, mMachine, mProgram});
}

Scenario ScenarioOptions::scenario(const QCommandLineParser& mParser) const
{
    // The program is installed before the file is read: a scenario of the algorithm
    // "program" that does not carry its program reads only while a program is
    // (docs/file-formats.md). The scenario then carries it, so that what is written of the
    // run reads alone.
    std::optional<ProgramText> program;
    if (mParser.isSet(mProgram)) {
        if (mParser.isSet(mAlgorithm))
            throw UsageError("--program and --algorithm both name what runs: give one of them");
        // A program that does not compile is a file that is not what it claims to be, not a
        // usage error: it exits 1 with the message (docs/cli.md).
        const std::string path = mParser.value(mProgram).toStdString();
        try {
            const LuaProgram loaded = readLuaProgramFile(path);
            loaded.install();
            program = ScenarioProgram::textOf(loaded);
        } catch (const ProgramError& e) {
            throw FileError(path, "", e.what());
        }
    }
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
            if (!s.secondLinkOrder.empty() && !secondOrderGiven(mParser)) {
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
                !secondOrderGiven(mParser)) {
                note("the scenario's broadcast link order is dropped: " + collective.id +
                     " has one link order");
                s.secondLinkOrder.clear();
            }
        }
        s.algorithm = collective.id;
        s.program.reset(); // a file's program does not run in place of the algorithm named
    }
    if (program) {
        s.program = std::move(*program);
        s.algorithm = std::string(LuaProgram::kCollectiveId);
    }
    if (mParser.isSet(mLinkOrder))
        s.linkOrder = linkList(QStringLiteral("--link-order"), mParser.value(mLinkOrder));
    if (secondOrderGiven(mParser))
        s.secondLinkOrder = secondLinkOrder(mParser);
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
    // A program given, or carried by the file, runs wherever the scenario runs.
    try {
        ScenarioProgram::install(s);
    } catch (const ProgramError& e) {
        throw InputError(e.what());
    }
    return s;
}

bool ScenarioOptions::secondOrderGiven(const QCommandLineParser& mParser) const
{
    return mParser.isSet(mBroadcastLinkOrder) || mParser.isSet(mSecondLinkOrder);
}

std::vector<int> ScenarioOptions::secondLinkOrder(const QCommandLineParser& mParser) const
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

} // namespace cubelab::cli
