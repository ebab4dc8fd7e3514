#include "listcommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/collective.h"
#include "cubelab/expressionpool.h"
#include "cubelab/jsontext.h"
#include "cubelab/scenario.h"
#include "usageerror.h"

#include <algorithm>
#include <iostream>

namespace cubelab::cli {

namespace {

// The default order in words, as the registry defines it for every n.
std::string describeOrder(const std::vector<int>& order, int dimension)
{
    if (order == descendingLinks(dimension))
        return "n, n-1, …, 1";
    if (order == ascendingLinks(dimension))
        return "1, 2, …, n";
    std::string text;
    for (int link : order)
        text += (text.empty() ? "" : ",") + std::to_string(link);
    return text + " (for n = " + std::to_string(dimension) + ")";
}

// The defaults as normalized() fills them in, shown for a 4-cube so that n, n-1, … is plain.
constexpr int kShownDimension = 4;

Scenario defaultsOf(const Collective& c)
{
    Scenario probe;
    probe.dimension = kShownDimension;
    probe.algorithm = c.id;
    probe.values = ValueMode::Numeric;
    return normalized(probe);
}

std::string exampleOf(Operator op)
{
    ExpressionPool pool;
    return pool.format(pool.combine(op, pool.leaf(0), pool.leaf(1)), ExprStyle::Plain, 2);
}

// The same facts as the text, for scripts.
Json listJson()
{
    Json collectives = Json::array();
    for (const Collective& c : knownCollectives()) {
        const Scenario s = defaultsOf(c);
        Json phases = Json::array();
        for (const Phase& phase : c.phases)
            phases.push_back(std::string(phase.id()));
        Json orders = Json::array();
        for (const LinkOrderRole& role : c.linkOrders) {
            const std::vector<int>& order =
                role.field == OrderField::LinkOrder ? s.linkOrder : s.secondLinkOrder;
            orders.push_back({{"phase", std::string(role.phase.id())},
                              {"default", describeOrder(order, kShownDimension)},
                              {"defaultForDimension4", order}});
        }
        collectives.push_back({{"id", c.id},
                               {"lectureName", c.lectureName},
                               {"title", c.title},
                               {"summary", c.summary},
                               {"phases", phases},
                               {"data", c.data == DataKind::Blocks ? "blocks" : "whole-vector"},
                               {"defaultElements", c.data == DataKind::Blocks ? "p" : "1"},
                               {"linkOrders", orders},
                               {"takesRoot", c.takesRoot}});
    }
    Json operators = Json::array();
    for (Operator op : allOperators())
        operators.push_back({{"id", std::string(operatorName(op))}, {"example", exampleOf(op)}});
    Json values = Json::array();
    values.push_back({{"id", std::string(valueModeName(ValueMode::Symbolic))},
                      {"maxDimension", Scenario::kMaxSymbolicDimension}});
    values.push_back({{"id", std::string(valueModeName(ValueMode::Numeric))},
                      {"maxDimension", Hypercube::kMaxDimension}});
    return {{"collectives", collectives}, {"operators", operators}, {"valueModes", values}};
}

} // namespace

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
        writeJsonText(std::cout, listJson());
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
        const Scenario s = defaultsOf(c);
        std::string phases;
        for (const Phase& phase : c.phases)
            phases += (phases.empty() ? "" : ", ") + std::string(phase.id());
        const std::string moves = c.data == DataKind::Blocks
                                      ? "moves blocks (m = p by default, one element a block)"
                                      : "moves whole vectors";
        std::string defaults = "default link order " + describeOrder(s.linkOrder, kShownDimension);
        // With two orders, each is named for the phase it orders.
        if (c.takesSecondOrder())
            defaults += " (" + std::string(c.linkOrders.front().phase.id()) + "), then " +
                        describeOrder(s.secondLinkOrder, kShownDimension) + " (" +
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
        std::cout << "  " << padded(std::string(operatorName(op)), 16) << exampleOf(op) << '\n';

    std::cout << "\nValue modes (--values):\n"
              << "  " << padded(std::string(valueModeName(ValueMode::Symbolic)), 16)
              << "expressions and numbers, dimension up to " << Scenario::kMaxSymbolicDimension
              << '\n'
              << "  " << padded(std::string(valueModeName(ValueMode::Numeric)), 16)
              << "numbers only, dimension up to " << Hypercube::kMaxDimension << '\n';
    return 0;
}

} // namespace cubelab::cli
