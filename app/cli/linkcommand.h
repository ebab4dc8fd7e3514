#pragma once
// cubelab-cli link: prints the link (cubelab:1/…) to a moment of a scenario — the scenario
// the flags describe, at a step — which `cubelab LINK` opens (docs/cli.md, "link").

#include "command.h"
#include "scenariooptions.h"

#include <QCommandLineParser>

namespace cubelab::cli {

class LinkCommand : public Command
{
public:
    LinkCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
    ScenarioOptions mScenario;
    QCommandLineOption mStep;
};

} // namespace cubelab::cli
