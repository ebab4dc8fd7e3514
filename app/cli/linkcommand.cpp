#include "linkcommand.h"

#include "arguments.h"
#include "cubelab/errors.h"
#include "cubelab/moment.h"
#include "usageerror.h"

#include <iostream>
#include <string>

namespace cubelab::cli {

LinkCommand::LinkCommand()
    : mStep(QStringLiteral("step"),
            QStringLiteral("The step the link shows (0 = before the first). Default 0."),
            QStringLiteral("K"), QStringLiteral("0"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mScenario.addTo(mParser);
    mParser.addOption(mStep);
}

QString LinkCommand::summary()
{
    return QStringLiteral(
        "Print the link (cubelab:…) that opens a scenario at a step in the window.");
}

int LinkCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("link"), arguments)) {
        std::cout << commandHelp(
            mParser, QStringLiteral("cubelab-cli link [scenario flags] [--step K]"),
            QStringLiteral("  cubelab-cli link --scenario lecture-reduce.json --step 3\n"
                           "  cubelab-cli link --algorithm Cube_Do --dimension 3 --step 2\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "describe the scenario with --scenario FILE or its flags");
    const Scenario scenario = mScenario.scenario(mParser);
    const std::int64_t step = wholeNumber(QStringLiteral("--step"), mParser.value(mStep));
    // The link holds the scenario as given, and only a step it has.
    std::cout << momentLinkAt(scenario, step) << '\n';
    return 0;
}

} // namespace cubelab::cli
