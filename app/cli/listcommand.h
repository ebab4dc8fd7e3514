#pragma once
// cubelab-cli list: the collectives (with their lecture names), the operators and the value
// modes that run accepts, as text or as JSON.

#include "command.h"

#include <QCommandLineParser>

namespace cubelab::cli {

class ListCommand : public Command
{
public:
    ListCommand();

    int run(const QStringList& arguments) override;

    static QString summary();

private:
    QCommandLineParser mParser;
    QCommandLineOption mFormat;
};

} // namespace cubelab::cli
