#include "arguments.h"

#include "cubelab/errors.h"
#include "usageerror.h"

#include <QRegularExpression>
#include <limits>

namespace cubelab::cli {

std::int64_t wholeNumber(const QString& flag, const QString& text)
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    const qlonglong value = trimmed.toLongLong(&ok);
    if (ok)
        return value;
    static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$"));
    if (digits.match(trimmed).hasMatch())
        throw UsageError(flag.toStdString() + " " + trimmed.toStdString() +
                         " is far too large: it must be a whole number below " +
                         std::to_string(std::numeric_limits<std::int64_t>::max()));
    throw UsageError(flag.toStdString() + " expects a whole number, such as 4; got '" +
                     text.toStdString() + "'");
}

std::vector<int> linkList(const QString& flag, const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList parts = text.trimmed().split(separators, Qt::SkipEmptyParts);
    const std::string expected =
        flag.toStdString() + " expects link numbers separated by commas, such as 3,2,1";
    if (parts.isEmpty())
        throw UsageError(expected + "; got '" + text.toStdString() + "'");
    std::vector<int> links;
    for (const QString& part : parts) {
        bool ok = false;
        const int link = part.toInt(&ok);
        if (!ok)
            throw UsageError(expected + "; '" + part.toStdString() + "' is not a link number");
        links.push_back(link);
    }
    return links;
}

std::string commandHelp(const QCommandLineParser& parser, const QString& usage,
                        const QString& examples)
{
    // Qt starts the help with "Usage: <path of the executable> [options]"; ours names the command.
    QString text = parser.helpText();
    const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
    text =
        QStringLiteral("Usage: ") + usage + (firstLineEnd < 0 ? QString() : text.mid(firstLineEnd));
    if (!examples.isEmpty())
        text += QStringLiteral("\nExamples:\n") + examples;
    return text.toStdString();
}

bool parseAsksForHelp(QCommandLineParser& parser, const QString& command,
                      const QStringList& arguments)
{
    if (!parser.parse(QStringList{QStringLiteral("cubelab-cli ") + command} + arguments))
        throw UsageError(parser.errorText().toStdString());
    return parser.isSet(QStringLiteral("help"));
}

void requireOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                   const std::string& message)
{
    if (!parser.isSet(option))
        throw UsageError(message);
}

void refusePositionalArguments(const QCommandLineParser& parser, const std::string& allowed)
{
    if (!parser.positionalArguments().isEmpty())
        throw UsageError("unexpected argument '" +
                         parser.positionalArguments().constFirst().toStdString() + "': " + allowed);
}

int dimensionOn(const Machine& machine, const QString& text)
{
    const std::int64_t dimension = wholeNumber(QStringLiteral("--dimension"), text);
    if (dimension < 1 || dimension > machine.maxDimension)
        throw InputError("dimension " + std::to_string(dimension) + " is outside 1 to " +
                         std::to_string(machine.maxDimension) + " (the links machine '" +
                         machine.id + "' has)");
    return static_cast<int>(dimension);
}

std::uint64_t elementCount(const QString& text)
{
    const std::int64_t elements = wholeNumber(QStringLiteral("--elements"), text);
    if (elements < 1)
        throw InputError("elements must be at least 1 (the vector length m); got " +
                         std::to_string(elements));
    return static_cast<std::uint64_t>(elements);
}

} // namespace cubelab::cli
