#include "comparecommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/scenario.h"
#include "usageerror.h"

#include <QRegularExpression>
#include <algorithm>
#include <cstdio>
#include <iostream>

namespace cubelab::cli {

namespace {

std::string plainSeconds(double seconds)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.9g", seconds);
    return text;
}

std::string orderText(const VariantMetrics& v)
{
    return v.secondLinkOrder.empty()
               ? linksText(v.linkOrder)
               : linksText(v.linkOrder) + " / " + linksText(v.secondLinkOrder);
}

// One row of the table per metric: its name and one value per variant.
struct Row
{
    std::string name;
    std::vector<std::string> values;
};

std::vector<Row> tableRows(const Comparison& c, bool plain)
{
    std::vector<Row> rows;
    auto add = [&](std::string name, auto value) {
        Row row{std::move(name), {}};
        for (const VariantMetrics& v : c.variants)
            row.values.push_back(value(v));
        rows.push_back(std::move(row));
    };
    add("link order (reduce / broadcast)", [](const VariantMetrics& v) { return orderText(v); });
    add("combines, busiest node",
        [](const VariantMetrics& v) { return std::to_string(v.combinesBusiestNode); });
    add("combines, all nodes",
        [](const VariantMetrics& v) { return std::to_string(v.combinesAllNodes); });
    add("messages one way, busiest node",
        [](const VariantMetrics& v) { return std::to_string(v.oneWayBusiestNode); });
    add("messages both ways, busiest node",
        [](const VariantMetrics& v) { return std::to_string(v.bothWayBusiestNode); });
    for (int link = 1; link <= c.dimension; ++link)
        add("link " + std::to_string(link) + " load (messages)", [link](const VariantMetrics& v) {
            return std::to_string(v.linkLoad[static_cast<std::size_t>(link - 1)].messages);
        });
    // A block variant's messages carry parts of the vector: the bytes say what a link carries.
    if (c.variants.size() > 3)
        for (int link = 1; link <= c.dimension; ++link)
            add("link " + std::to_string(link) + " load (bytes)", [link](const VariantMetrics& v) {
                return std::to_string(v.linkLoad[static_cast<std::size_t>(link - 1)].bytes);
            });
    add("total time", [plain](const VariantMetrics& v) {
        return plain ? plainSeconds(v.seconds) : formatSeconds(v.seconds);
    });
    return rows;
}

std::string elementsText(std::uint64_t elements, std::uint32_t elementBytes)
{
    return std::to_string(elements) + (elements == 1 ? " element (" : " elements (") +
           std::to_string(elements * elementBytes) + " bytes)";
}

// The variants of a sweep point that take the least time, " = " between ties.
std::string winnersText(const Comparison& c, const SizePoint& p)
{
    const std::vector<double> times = p.seconds();
    const double fastest = *std::min_element(times.begin(), times.end());
    std::string winners;
    for (std::size_t i = 0; i < times.size(); ++i)
        if (times[i] <= fastest * (1 + 1e-12))
            winners += (winners.empty() ? "" : " = ") + c.variants[i].label;
    return winners;
}

std::string leftOutText()
{
    return "Rabenseifner and the ring are left out above n = " +
           std::to_string(kMaxBlockComparisonDimension) +
           ": the ring alone would send 2(p-1)·p messages.";
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char ch : text)
        quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return quoted + "\"";
}

} // namespace

CompareCommand::CompareCommand()
    : mMachine(
          QStringLiteral("machine"),
          QStringLiteral("A machine preset id (see 'cubelab-cli machines') or a machine file."),
          QStringLiteral("ID|FILE")),
      mDimension(QStringLiteral("dimension"),
                 QStringLiteral("Dimension n of the hypercube, 1 to the machine's largest."),
                 QStringLiteral("N")),
      mElements(QStringLiteral("elements"),
                QStringLiteral(
                    "Vector length m of the comparison table, at least 1. Default 1. Given without "
                    "--sizes, no sweep is printed."),
                QStringLiteral("M")),
      mSizes(
          QStringLiteral("sizes"),
          QStringLiteral(
              "The vector lengths of the sweep, FROM:TO (powers of two from FROM, and TO). Default "
              "1:1048576."),
          QStringLiteral("FROM:TO")),
      mCubeOrder(QStringLiteral("cube-link-order"),
                 QStringLiteral("Cube_Do's link order. Default n, …, 1."), QStringLiteral("LINKS")),
      mLinkOrder(QStringLiteral("link-order"),
                 QStringLiteral("Tree_Do's reduce link order. Default the lecture's, n, …, 1."),
                 QStringLiteral("LINKS")),
      mBroadcastLinkOrder(
          QStringLiteral("broadcast-link-order"),
          QStringLiteral("Tree_Do's broadcast link order. Default the reduce order reversed."),
          QStringLiteral("LINKS")),
      mRabenseifnerOrder(
          QStringLiteral("rabenseifner-link-order"),
          QStringLiteral("Rabenseifner's reduce-scatter link order. Default n, …, 1."),
          QStringLiteral("LINKS")),
      mRabenseifnerSecondOrder(
          QStringLiteral("rabenseifner-second-link-order"),
          QStringLiteral("Rabenseifner's allgather link order. Default its reduce-scatter order "
                         "reversed."),
          QStringLiteral("LINKS")),
      mRingOrder(QStringLiteral("ring-order"),
                 QStringLiteral("The ring all-reduce's order G: the Gray-code ring's bit j is link "
                                "G[j]. Default 1, …, n."),
                 QStringLiteral("LINKS")),
      mFormat(QStringLiteral("format"), QStringLiteral("text, csv or json. Default text."),
              QStringLiteral("FORMAT"), QStringLiteral("text"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mMachine, mDimension, mElements, mSizes, mCubeOrder, mLinkOrder,
                        mBroadcastLinkOrder, mRabenseifnerOrder, mRabenseifnerSecondOrder,
                        mRingOrder, mFormat});
}

QString CompareCommand::summary()
{
    return QStringLiteral(
        "Compare Cube_Do and Tree_Do, with Rabenseifner and the ring beside them, "
        "on a machine: the lecture's table and times by vector length.");
}

void CompareCommand::writeText(std::ostream& out, const Comparison& c, const Machine& machine)
{
    out << (c.blockVariantsLeftOut ? "Cube_Do and Tree_Do on "
                                   : "Cube_Do, Tree_Do, Rabenseifner and Ring on ")
        << machineLine(machine) << "\n"
        << "n = " << c.dimension << " (p = " << (std::uint64_t{1} << c.dimension)
        << "), m = " << c.elements << (c.elements == 1 ? " element" : " elements") << " of "
        << machine.elementBytes << " bytes\n"
        << "assumed: " << machineChoices(machine) << "\n\n";

    const std::vector<Row> rows = tableRows(c, false);
    std::size_t nameWidth = 0;
    std::vector<std::size_t> widths;
    for (const VariantMetrics& v : c.variants)
        widths.push_back(v.label.size());
    for (const Row& row : rows) {
        nameWidth = std::max(nameWidth, row.name.size());
        for (std::size_t i = 0; i < row.values.size(); ++i)
            widths[i] = std::max(widths[i], row.values[i].size());
    }
    auto cell = [&](const std::string& text, std::size_t i) {
        return "  " + (i + 1 < widths.size() ? padded(text, widths[i]) : text);
    };
    out << padded("", nameWidth);
    for (std::size_t i = 0; i < c.variants.size(); ++i)
        out << cell(c.variants[i].label, i);
    out << "\n";
    for (const Row& row : rows) {
        out << padded(row.name, nameWidth);
        for (std::size_t i = 0; i < row.values.size(); ++i)
            out << cell(row.values[i], i);
        out << "\n";
    }

    out << "\nBest Tree_Do order by " << searchMethodName(c.best.method) << ":";
    for (const PhaseOrder& p : c.best.phases) {
        out << " " << phaseName(p.phase) << " " << linksText(p.order);
        if (p.optimalOrders == p.allOrders)
            out << " (all " << p.allOrders << " orders tie)";
        else if (p.optimalOrders > 1)
            out << " (" << p.optimalOrders << " of " << p.allOrders << " orders tie)";
        out << (&p == &c.best.phases.back() ? "" : ";");
    }
    out << "\n";
    if (c.blockVariantsLeftOut)
        out << leftOutText() << "\n";

    if (c.sweep.empty())
        return;
    out << "\nTotal time by vector length:\n";
    std::vector<std::string> labels{"elements"};
    std::size_t w = 12;
    for (const VariantMetrics& v : c.variants) {
        labels.push_back(v.label);
        w = std::max(w, v.label.size());
    }
    labels.push_back("fastest");
    out << padded(labels[0], 10);
    for (std::size_t i = 1; i < labels.size(); ++i)
        out << "  " << (i + 1 < labels.size() ? padded(labels[i], w) : labels[i]);
    out << "\n";
    for (const SizePoint& p : c.sweep) {
        out << padded(std::to_string(p.elements), 10);
        for (double t : p.seconds())
            out << "  " << padded(formatSeconds(t), w);
        out << "  " << winnersText(c, p) << "\n";
    }
    out << "\nCrossovers of Cube_Do and Tree_Do:\n";
    if (c.crossovers.empty())
        out << "  none between " << c.sweep.front().elements << " and " << c.sweep.back().elements
            << " elements\n";
    for (const Crossover& x : c.crossovers)
        out << "  from " << x.elements << (x.elements == 1 ? " element" : " elements") << " on, "
            << x.faster << " is faster than " << x.slower << "\n";

    out << "\nFastest of all variants:\n";
    if (c.fastestChanges.empty()) {
        out << "  " << c.fastestFirst << " from " << c.sweep.front().elements << " to "
            << c.sweep.back().elements << " elements\n";
        return;
    }
    out << "  " << c.fastestFirst << " below "
        << elementsText(c.fastestChanges.front().elements, machine.elementBytes) << "\n";
    for (const Crossover& x : c.fastestChanges)
        out << "  " << x.faster << " from " << elementsText(x.elements, machine.elementBytes)
            << " on\n";
}

void CompareCommand::writeCsv(std::ostream& out, const Comparison& c)
{
    out << "section,row";
    for (const VariantMetrics& v : c.variants)
        out << "," << csvField(v.label);
    out << "\n";
    for (const Row& row : tableRows(c, true)) {
        out << "table," << csvField(row.name);
        for (const std::string& value : row.values)
            out << "," << csvField(value);
        out << "\n";
    }
    for (const SizePoint& p : c.sweep) {
        out << "seconds by elements," << p.elements;
        for (double t : p.seconds())
            out << "," << plainSeconds(t);
        out << "\n";
    }
    // The fastest variant of all from each length on: the first length, then each change.
    if (!c.sweep.empty())
        out << "fastest from elements," << c.sweep.front().elements << ","
            << csvField(c.fastestFirst) << "\n";
    for (const Crossover& x : c.fastestChanges)
        out << "fastest from elements," << x.elements << "," << csvField(x.faster) << "\n";
}

int CompareCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("compare"), arguments)) {
        std::cout << commandHelp(
            mParser,
            QStringLiteral("cubelab-cli compare --machine ID|FILE --dimension N [options]"),
            QStringLiteral(
                "  cubelab-cli compare --machine power-gc --dimension 7\n"
                "  cubelab-cli compare --machine power-gc --dimension 7 --elements 4096\n"
                "  cubelab-cli compare --machine ideal-hypercube --dimension 10 --sizes 1:65536 "
                "--format csv\n"));
        return 0;
    }
    refusePositionalArguments(mParser, "every setting is given with a flag, such as --dimension 7");
    requireOption(
        mParser, mMachine,
        "compare needs --machine: a preset id (see 'cubelab-cli machines') or a machine file");
    requireOption(mParser, mDimension, "compare needs --dimension N");
    const QString format = mParser.value(mFormat).toLower();
    if (format != QStringLiteral("text") && format != QStringLiteral("csv") &&
        format != QStringLiteral("json"))
        throw UsageError("unknown format '" + mParser.value(mFormat).toStdString() +
                         "': choose text, csv or json");

    const Machine machine = machineArgument(mParser.value(mMachine));
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = dimensionOn(machine, mParser.value(mDimension));
    if (mParser.isSet(mElements))
        request.elements = elementCount(mParser.value(mElements));
    if (mParser.isSet(mSizes) || !mParser.isSet(mElements)) {
        const QString text =
            mParser.isSet(mSizes) ? mParser.value(mSizes) : QStringLiteral("1:1048576");
        static const QRegularExpression range(QStringLiteral("^\\s*(\\d+)\\s*:\\s*(\\d+)\\s*$"));
        const auto match = range.match(text);
        if (!match.hasMatch())
            throw UsageError("--sizes expects FROM:TO, such as 1:1048576; got '" +
                             text.toStdString() + "'");
        const std::int64_t from = wholeNumber(QStringLiteral("--sizes"), match.captured(1));
        const std::int64_t to = wholeNumber(QStringLiteral("--sizes"), match.captured(2));
        request.sizes =
            powerOfTwoSizes(static_cast<std::uint64_t>(from), static_cast<std::uint64_t>(to));
    }
    auto order = [&](const QCommandLineOption& option, const char* flag) {
        return mParser.isSet(option) ? linkList(QString::fromLatin1(flag), mParser.value(option))
                                     : std::vector<int>{};
    };
    request.cubeOrder = order(mCubeOrder, "--cube-link-order");
    request.treeOrder = order(mLinkOrder, "--link-order");
    request.treeBroadcastOrder = order(mBroadcastLinkOrder, "--broadcast-link-order");
    request.rabenseifnerOrder = order(mRabenseifnerOrder, "--rabenseifner-link-order");
    request.rabenseifnerAllgatherOrder =
        order(mRabenseifnerSecondOrder, "--rabenseifner-second-link-order");
    request.ringOrder = order(mRingOrder, "--ring-order");

    const Comparison c = compareVariants(machine, request);
    if (format == QStringLiteral("text")) {
        writeText(std::cout, c, machine);
    } else if (format == QStringLiteral("csv")) {
        writeCsv(std::cout, c);
    } else {
        Json variants = Json::array();
        for (const VariantMetrics& v : c.variants) {
            Json loads = Json::array();
            for (const LinkLoad& l : v.linkLoad)
                loads.push_back({{"link", l.link},
                                 {"messages", l.messages},
                                 {"elements", l.elements},
                                 {"bytes", l.bytes}});
            Json entry = {
                {"label", v.label}, {"algorithm", v.algorithm}, {"linkOrder", v.linkOrder}};
            if (!v.secondLinkOrder.empty())
                entry[v.algorithm == "tree-allreduce" ? "broadcastLinkOrder" : "secondLinkOrder"] =
                    v.secondLinkOrder;
            entry["combinesBusiestNode"] = v.combinesBusiestNode;
            entry["combinesAllNodes"] = v.combinesAllNodes;
            entry["messagesOneWayBusiestNode"] = v.oneWayBusiestNode;
            entry["messagesBothWaysBusiestNode"] = v.bothWayBusiestNode;
            entry["linkLoad"] = loads;
            entry["seconds"] = v.seconds;
            variants.push_back(entry);
        }
        Json sweep = Json::array();
        for (const SizePoint& p : c.sweep) {
            Json point = {{"elements", p.elements}};
            const std::vector<double> times = p.seconds();
            for (std::size_t i = 0; i < times.size(); ++i)
                point[c.variants[i].label] = times[i];
            sweep.push_back(point);
        }
        Json crossovers = Json::array();
        for (const Crossover& x : c.crossovers)
            crossovers.push_back(
                {{"faster", x.faster}, {"slower", x.slower}, {"fromElements", x.elements}});
        Json fastest = Json::array();
        if (!c.sweep.empty())
            fastest.push_back(
                {{"variant", c.fastestFirst}, {"fromElements", c.sweep.front().elements}});
        for (const Crossover& x : c.fastestChanges)
            fastest.push_back({{"variant", x.faster},
                               {"fromElements", x.elements},
                               {"seconds", x.seconds},
                               {"previous", x.slower}});
        Json best = Json::array();
        for (const PhaseOrder& p : c.best.phases)
            best.push_back(phaseOrderJson(p));
        const Json out = {
            {"machine", c.machine},     {"assumptions", machineChoicesJson(machine)},
            {"dimension", c.dimension}, {"elements", c.elements},
            {"variants", variants},     {"bestOrder", best},
            {"sweep", sweep},           {"crossovers", crossovers},
            {"fastest", fastest},       {"blockVariantsLeftOut", c.blockVariantsLeftOut}};
        writeJsonText(std::cout, out);
        std::cout << '\n';
    }
    std::cout.flush();
    if (!std::cout)
        throw FileError("standard output", "", "cannot be written");
    return 0;
}

} // namespace cubelab::cli
