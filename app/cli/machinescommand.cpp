#include "machinescommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"
#include "usageerror.h"

#include <cstdio>
#include <iostream>

namespace cubelab::cli {

namespace {

// "1-4" for a run of links, "1,3" otherwise.
std::string linkRange(const std::vector<int>& links)
{
    bool contiguous = true;
    for (std::size_t i = 1; i < links.size(); ++i)
        contiguous = contiguous && links[i] == links[i - 1] + 1;
    if (contiguous && links.size() > 1)
        return std::to_string(links.front()) + "-" + std::to_string(links.back());
    return linksText(links);
}

} // namespace

MachinesCommand::MachinesCommand()
    : mShow(
          QStringLiteral("show"),
          QStringLiteral(
              "Print the preset ID as a machine file (JSON), to edit into a machine of your own."),
          QStringLiteral("ID"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOption(mShow);
}

QString MachinesCommand::summary()
{
    return QStringLiteral(
        "List the machine presets of the cost model (--machine takes an id or a file).");
}

int MachinesCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("machines"), arguments)) {
        std::cout << commandHelp(
            mParser, QStringLiteral("cubelab-cli machines [--show ID]"),
            QStringLiteral("  cubelab-cli machines\n"
                           "  cubelab-cli machines --show power-gc > my-machine.json\n"
                           "  cubelab-cli compare --machine my-machine.json --dimension 7\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "machines takes only --show ID");
    if (mParser.isSet(mShow)) {
        writeJsonText(std::cout, machineToJson(findMachine(mParser.value(mShow).toStdString())));
        std::cout << '\n';
        return 0;
    }

    std::cout << "Machine presets (every figure is illustrative; see each note):\n";
    for (const Machine& m : builtinMachines()) {
        std::cout << "\n"
                  << m.id << "  " << m.name << "\n"
                  << "  up to " << (std::uint64_t{1} << m.maxDimension) << " processors (dimension "
                  << m.maxDimension << "), " << duplexName(m.duplex) << " duplex"
                  << (m.duplex == Duplex::Half
                          ? std::string(" (an exchange's latencies ") +
                                std::string(exchangeLatencyName(m.exchangeLatency)) + ")"
                          : std::string())
                  << ", " << m.elementBytes << " bytes an element, combining one takes "
                  << formatSeconds(m.combineSeconds) << "\n";
        for (const LinkClass& lc : m.linkClasses)
            std::cout << "  links " << linkRange(lc.links) << ": latency "
                      << formatSeconds(lc.latency) << ", bandwidth " << rate(lc.bandwidth)
                      << (lc.sharedBandwidth
                              ? ", sharing " + rate(*lc.sharedBandwidth) + " within a step " +
                                    (lc.sharedDirections == SharedDirections::Both
                                         ? "(both directions together)"
                                         : "(each direction)")
                              : std::string(", not shared"))
                      << "\n";
        if (!m.note.empty())
            std::cout << "  " << m.note << "\n";
    }
    return 0;
}

} // namespace cubelab::cli
