#include "listcommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/catalog.h"
#include "cubelab/jsontext.h"
#include "usageerror.h"

#include <algorithm>
#include <iostream>

namespace cubelab::cli {

ListCommand::ListCommand()
    : mFormat(QStringLiteral("format"),
              QStringLiteral("text or json (the same facts for scripts). Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text"))
{
    mParser.setApplicationDescription(summary());
    // Qt's addHelpOption() would also offer --help-all with Qt's own options, which mean nothing
    // here.
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOption(mFormat);
}

QString ListCommand::summary()
{
    return QStringLiteral(
        "List the collectives (with the lecture's names), operators and value modes.");
}

int ListCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("list"), arguments)) {
        std::cout << commandHelp(mParser, QStringLiteral("cubelab-cli list"), {});
        return 0;
    }
    refusePositionalArguments(mParser, "list takes no arguments but --format");
    const QString format = mParser.value(mFormat).toLower();
    if (format == QStringLiteral("json")) {
        writeJsonText(std::cout, catalogJson());
        std::cout << '\n';
        return 0;
    }
    if (format != QStringLiteral("text"))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text or json");

    std::cout << "Collectives (--algorithm takes the id or the lecture name, in any case):\n";
    std::size_t idWidth = 0;
    std::size_t nameWidth = 0;
    for (const Collective& c : knownCollectives()) {
        idWidth = std::max(idWidth, c.id.size() + 2);
        nameWidth = std::max(nameWidth, c.lectureName.size() + 2);
    }
    const std::string indent(2 + idWidth + nameWidth, ' ');
    for (const Collective& c : knownCollectives()) {
        const Scenario s = catalogDefaults(c);
        std::string phases;
        for (const Phase& phase : c.phases)
            phases += (phases.empty() ? "" : ", ") + std::string(phase.id());
        const std::string moves = c.data == DataKind::Blocks
                                      ? "moves blocks (m = p by default, one element a block)"
                                      : "moves whole vectors";
        std::string defaults = "default link order " + orderInWords(s.linkOrder, kCatalogDimension);
        // With two orders, each is named for the phase it orders.
        if (c.takesSecondOrder())
            defaults += " (" + std::string(c.linkOrders.front().phase.id()) + "), then " +
                        orderInWords(s.secondLinkOrder, kCatalogDimension) + " (" +
                        std::string(c.linkOrders.back().phase.id()) + ")";
        defaults += c.takesRoot ? "; takes a root (default 0)" : "; no root";
        std::cout << "  " << padded(c.id, idWidth) << padded(c.lectureName, nameWidth) << c.summary
                  << '\n'
                  << indent << c.title << "; " << (c.phases.size() == 1 ? "phase " : "phases ")
                  << phases << "; " << moves << '\n'
                  << indent << defaults << '\n';
    }

    std::cout << "\nOperators (--operator):\n";
    for (Operator op : allOperators())
        std::cout << "  " << padded(std::string(operatorName(op)), 16) << operatorExample(op)
                  << '\n';

    std::cout << "\nValue modes (--values):\n"
              << "  " << padded(std::string(valueModeName(ValueMode::Symbolic)), 16)
              << "expressions and numbers, dimension up to " << Scenario::kMaxSymbolicDimension
              << '\n'
              << "  " << padded(std::string(valueModeName(ValueMode::Numeric)), 16)
              << "numbers only, dimension up to " << Hypercube::kMaxDimension << '\n';
    return 0;
}

} // namespace cubelab::cli
