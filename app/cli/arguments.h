#pragma once
// Reading option values typed on the command line: whole numbers and link lists, with
// messages that say which flag was wrong and what it takes.

#include "cubelab/machine.h"

#include <QCommandLineParser>
#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace cubelab::cli {

// "--elements expects a whole number, such as 4; got 'x'" as UsageError.
std::int64_t wholeNumber(const QString& flag, const QString& text);
// "3,2,1" (commas and/or spaces) into {3, 2, 1}; UsageError when it is not such a list.
std::vector<int> linkList(const QString& flag, const QString& text);
// Parses `cubelab-cli <command>`'s arguments (UsageError for a bad option) and says whether
// --help was asked for; the command then prints its help and ends.
bool parseAsksForHelp(QCommandLineParser& parser, const QString& command,
                      const QStringList& arguments);
// UsageError "<message>" unless the option was given.
void requireOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                   const std::string& message);
// UsageError naming the first positional argument, when there is one: "unexpected argument
// 'x': <allowed>".
void refusePositionalArguments(const QCommandLineParser& parser, const std::string& allowed);
// --dimension's value for a machine: InputError unless it is 1 .. machine.maxDimension.
int dimensionOn(const Machine& machine, const QString& text);
// --elements' value, the vector length m: InputError unless it is at least 1.
std::uint64_t elementCount(const QString& text);
// The parser's help with our usage line and, after the options, the examples.
std::string commandHelp(const QCommandLineParser& parser, const QString& usage,
                        const QString& examples);

} // namespace cubelab::cli
