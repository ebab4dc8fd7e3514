#include "bestordercommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/bestorder.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/scenario.h"
#include "usageerror.h"

#include <iostream>

namespace cubelab::cli {

BestOrderCommand::BestOrderCommand()
    : mMachine(
          QStringLiteral("machine"),
          QStringLiteral("A machine preset id (see 'cubelab-cli machines') or a machine file."),
          QStringLiteral("ID|FILE")),
      mDimension(QStringLiteral("dimension"),
                 QStringLiteral("Dimension n of the hypercube, 1 to the machine's largest."),
                 QStringLiteral("N")),
      mAlgorithm(
          QStringLiteral("algorithm"),
          QStringLiteral(
              "Any collective of 'cubelab-cli list' (or its lecture name), such as "
              "tree-allreduce, rabenseifner-allreduce or ring-allreduce. Default tree-allreduce."),
          QStringLiteral("A"), QStringLiteral("tree-allreduce")),
      mElements(
          QStringLiteral("elements"),
          QStringLiteral(
              "Vector length m for the times shown, at least 1 (the best order of a collective "
              "that uses one link a step does not depend on it). Default 1, or p for a block "
              "collective (one element a block)."),
          QStringLiteral("M"), QStringLiteral("1")),
      mMethod(QStringLiteral("method"),
              QStringLiteral("auto (search all n! orders up to n = %1, else the rule), search or "
                             "rule. Default auto.")
                  .arg(BestOrder::kExhaustiveMaxDimension),
              QStringLiteral("METHOD"), QStringLiteral("auto")),
      mFormat(QStringLiteral("format"), QStringLiteral("text or json. Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mMachine, mDimension, mAlgorithm, mElements, mMethod, mFormat});
}

QString BestOrderCommand::summary()
{
    return QStringLiteral("Find the link order with the least time on a machine, and what the "
                          "lecture's order costs.");
}

int BestOrderCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("best-order"), arguments)) {
        std::cout << commandHelp(
            mParser,
            QStringLiteral("cubelab-cli best-order --machine ID|FILE --dimension N [options]"),
            QStringLiteral(
                "  cubelab-cli best-order --machine power-gc --dimension 7\n"
                "  cubelab-cli best-order --machine power-gc --dimension 8 --algorithm Tree_Down\n"
                "  cubelab-cli best-order --machine power-gc --dimension 8 --algorithm "
                "Rabenseifner "
                "--elements 65536\n"
                "  cubelab-cli best-order --machine origin2000 --dimension 9 --elements 4096\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "every setting is given with a flag, such as --dimension 7");
    requireOption(
        mParser, mMachine,
        "best-order needs --machine: a preset id (see 'cubelab-cli machines') or a machine file");
    requireOption(mParser, mDimension, "best-order needs --dimension N");
    const QString format = mParser.value(mFormat).toLower();
    if (format != QStringLiteral("text") && format != QStringLiteral("json"))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text or json");
    const QString methodText = mParser.value(mMethod).toLower();
    SearchMethod method = SearchMethod::Automatic;
    if (methodText == QStringLiteral("search") || methodText == QStringLiteral("exhaustive"))
        method = SearchMethod::Exhaustive;
    else if (methodText == QStringLiteral("rule"))
        method = SearchMethod::Rule;
    else if (methodText != QStringLiteral("auto"))
        throw UsageError("unknown method '" + mParser.value(mMethod).toStdString() +
                         "': choose auto, search or rule");

    const Machine machine = machineArgument(mParser.value(mMachine));
    const int dimension = dimensionOn(machine, mParser.value(mDimension));
    const Collective& collective = findCollective(mParser.value(mAlgorithm).toStdString());
    const std::uint64_t elements = mParser.isSet(mElements) ? elementCount(mParser.value(mElements))
                                   : collective.data == DataKind::Blocks
                                       ? std::uint64_t{1} << dimension
                                       : 1;
    const BestOrderResult best =
        BestOrder::find(machine, collective.id, dimension, elements, method);

    if (format == QStringLiteral("json")) {
        Json phases = Json::array();
        for (const PhaseOrder& p : best.phases)
            phases.push_back(phaseOrderJson(p));
        const Json out = {{"machine", best.machine},
                          {"algorithm", best.algorithm},
                          {"dimension", best.dimension},
                          {"elements", best.elements},
                          {"method", std::string(searchMethodName(best.method))},
                          {"phases", phases},
                          {"seconds", best.seconds},
                          {"lectureSeconds", best.lectureSeconds}};
        writeJsonText(std::cout, out);
        std::cout << '\n';
        return 0;
    }

    std::cout << "Best link order for " << best.algorithm << " on " << machineLine(machine) << "\n"
              << "n = " << best.dimension << " (p = " << (std::uint64_t{1} << best.dimension)
              << "), m = " << best.elements << (best.elements == 1 ? " element" : " elements")
              << ", by " << searchMethodName(best.method) << "\n\n";
    for (const PhaseOrder& p : best.phases) {
        std::cout << phaseName(p.phase) << ": best " << linksText(p.order) << "  "
                  << formatSeconds(p.seconds) << "; lecture " << linksText(p.lectureOrder) << "  "
                  << formatSeconds(p.lectureSeconds) << "\n";
        if (p.optimalOrders == p.allOrders)
            std::cout << "  all " << p.allOrders
                      << " orders take the same time: here the order does not matter\n";
        else if (p.optimalOrders > 1)
            std::cout << "  " << p.optimalOrders << " of " << p.allOrders
                      << " orders tie for the best time\n";
        else
            std::cout << "  the only order with the best time\n";
    }
    std::cout << "\ntotal: best " << formatSeconds(best.seconds) << ", lecture's order "
              << formatSeconds(best.lectureSeconds);
    if (best.lectureSeconds > best.seconds)
        std::cout << " (" << formatSeconds(best.lectureSeconds - best.seconds) << " more)";
    std::cout << "\n";
    return 0;
}

} // namespace cubelab::cli
