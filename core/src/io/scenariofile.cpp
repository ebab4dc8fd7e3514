#include "cubelab/atomicfile.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/jsontext.h"
#include "cubelab/machinejson.h"
#include "cubelab/scenarioprogram.h"
#include "io/scenariojson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>

namespace cubelab {

namespace detail {

namespace {

Json numberToJson(double value)
{
    if (std::isnan(value))
        return std::string(kNotANumber);
    if (std::isinf(value))
        return std::string(value > 0 ? kInfinity : kMinusInfinity);
    return value;
}

std::vector<int> linkOrder(const JsonReader& r, const Json& v, const std::string& place,
                           std::string_view what, int dimension)
{
    r.array(v, place, what);
    // An empty list would silently mean "the default": a file that wants the default
    // leaves the key out.
    if (v.empty() && dimension > 0)
        r.fail(place, "an empty link order: give each of the links 1 to " +
                          std::to_string(dimension) +
                          " exactly once, or leave the key out for the collective's default");
    std::vector<int> order;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::int64_t link = r.integer(v[i], pointerChild(place, i), "a link number");
        // Beyond int, the number is absurd anyway; normalized() says which links exist.
        order.push_back(static_cast<int>(std::clamp<std::int64_t>(
            link, std::numeric_limits<int>::min(), std::numeric_limits<int>::max())));
    }
    return order;
}

// The place of the first link normalized() objects to: the order itself when its length is
// wrong, otherwise the first link that is missing from the cube or repeated.
std::string orderPlace(const std::string& place, const std::vector<int>& order, int dimension)
{
    if (static_cast<int>(order.size()) != dimension)
        return place;
    std::vector<bool> seen(static_cast<std::size_t>(dimension) + 1, false);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int link = order[i];
        if (link < 1 || link > dimension || seen[static_cast<std::size_t>(link)])
            return pointerChild(place, i);
        seen[static_cast<std::size_t>(link)] = true;
    }
    return place;
}

// A name the engine parses (an algorithm, an operator, a value mode): the engine's refusal,
// which says the names it knows, is the reason at the name's place.
template <typename Parse>
auto parsedName(const JsonReader& r, const Json& v, const std::string& place, std::string_view what,
                Parse parse)
{
    const std::string name = r.string(v, place, what);
    try {
        return parse(name);
    } catch (const InputError& e) {
        r.fail(place, e.what());
    }
}

// The program a scenario carries, compiled here: a syntax error, a source longer than a program
// file may be, or a binary one is refused at its place, with the line where the compiler has one.
ProgramText readProgram(const JsonReader& r, const Json& v, const std::string& place)
{
    r.object(v, place, "a node program: its fileName and its Lua source");
    r.allowOnly(v, place, {"fileName", "source"});
    ProgramText text;
    const std::string namePlace = pointerChild(place, "fileName");
    text.fileName =
        r.text(r.required(v, place, "fileName", "the program's file name, as reduce.lua"),
               namePlace, "the program's file name");
    const std::string sourcePlace = pointerChild(place, "source");
    text.source = r.string(r.required(v, place, "source", "the program's Lua source"), sourcePlace,
                           "the program's Lua source");
    try {
        (void)ScenarioProgram::compile(text);
    } catch (const ProgramError& e) {
        const bool nameRefused = text.fileName.size() > ScenarioProgram::kMaxFileNameBytes ||
                                 std::string_view(e.what()).starts_with("the program's file name");
        r.fail(nameRefused ? namePlace : sourcePlace,
               e.what()); // a syntax error names file and line
    }
    return text;
}

} // namespace

Json valuesToJson(std::span<const double> values)
{
    Json out = Json::array();
    out.get_ref<Json::array_t&>().reserve(values.size());
    for (double v : values)
        out.push_back(numberToJson(v));
    return out;
}

Json orderToJson(const std::vector<int>& order)
{
    Json out = Json::array();
    for (int link : order)
        out.push_back(link);
    return out;
}

Scenario readScenario(const JsonReader& r, const Json& json, const std::string& place,
                      bool formatMandatory)
{
    r.object(json, place, "a scenario");
    // The format first: a trace or machine opened as a scenario should say so, not list its keys.
    (void)r.checkFormat(json, place, DocumentKind::Scenario, kOldestFileFormatVersion,
                        kFileFormatVersion, formatMandatory);
    r.allowOnly(json, place,
                {"format", "version", "dimension", "algorithm", "linkOrder", "broadcastLinkOrder",
                 "secondLinkOrder", "root", "operator", "elements", "values", "initial", "machine",
                 "program"});

    Scenario s;
    const std::int64_t dimension = r.integer(
        r.required(json, place, "dimension",
                   "the cube's dimension, 0 to " + std::to_string(Hypercube::kMaxDimension)),
        pointerChild(place, "dimension"), "dimension", 0, Hypercube::kMaxDimension);
    s.dimension = static_cast<int>(dimension);

    std::string validAlgorithms;
    for (const Collective& c : knownCollectives())
        validAlgorithms += (validAlgorithms.empty() ? "" : ", ") + c.id;
    const std::string algorithmPlace = pointerChild(place, "algorithm");
    // A program run carries its program: the scenario is checked against it, whatever program
    // is installed now.
    std::optional<Collective> program;
    if (const Json* v = JsonReader::optional(json, "program")) {
        const std::string algorithm = r.string(r.required(json, place, "algorithm", "program"),
                                               algorithmPlace, "an algorithm");
        if (algorithm != LuaProgram::kCollectiveId)
            r.fail(algorithmPlace,
                   "a scenario that carries a program runs it: the algorithm is \"" +
                       std::string(LuaProgram::kCollectiveId) + "\", not \"" + algorithm + "\"");
        s.algorithm = algorithm;
        s.program = readProgram(r, *v, pointerChild(place, "program"));
        program = ScenarioProgram::collectiveOf(s);
    } else {
        s.algorithm = parsedName(
            r, r.required(json, place, "algorithm", "one of " + validAlgorithms), algorithmPlace,
            "an algorithm", [](const std::string& name) { return findCollective(name).id; });
    }

    if (const Json* v = JsonReader::optional(json, "linkOrder"))
        s.linkOrder =
            linkOrder(r, *v, pointerChild(place, "linkOrder"), "a link order", s.dimension);
    // The second link order under its lecture name (Tree_Do's broadcast) or its generic one.
    std::string secondOrderKey = "broadcastLinkOrder";
    const Json* secondOrder = JsonReader::optional(json, "broadcastLinkOrder");
    if (const Json* generic = JsonReader::optional(json, "secondLinkOrder")) {
        if (secondOrder)
            r.fail(pointerChild(place, "secondLinkOrder"),
                   "broadcastLinkOrder and secondLinkOrder are two names of the same link order: "
                   "give one of them");
        secondOrder = generic;
        secondOrderKey = "secondLinkOrder";
    }
    if (secondOrder)
        s.secondLinkOrder = linkOrder(
            r, *secondOrder, pointerChild(place, secondOrderKey),
            secondOrderKey == "secondLinkOrder" ? "a second link order" : "a broadcast link order",
            s.dimension);
    if (const Json* v = JsonReader::optional(json, "root"))
        s.root = r.integer(*v, pointerChild(place, "root"), "the root");
    if (const Json* v = JsonReader::optional(json, "operator"))
        s.op = parsedName(r, *v, pointerChild(place, "operator"), "an operator", parseOperator);
    if (const Json* v = JsonReader::optional(json, "elements"))
        s.elements = r.integer(*v, pointerChild(place, "elements"), "the number of elements");
    if (const Json* v = JsonReader::optional(json, "values"))
        s.values = parsedName(r, *v, pointerChild(place, "values"), "a value mode", parseValueMode);
    if (const Json* v = JsonReader::optional(json, "initial")) {
        const std::string initialPlace = pointerChild(place, "initial");
        r.array(*v, initialPlace, "initial values, one vector for every node");
        for (std::size_t i = 0; i < v->size(); ++i) {
            const Json& row = (*v)[i];
            const std::string rowPlace = pointerChild(initialPlace, i);
            r.array(row, rowPlace, "the initial vector of node " + std::to_string(i));
            std::vector<double> values;
            values.reserve(row.size());
            for (std::size_t e = 0; e < row.size(); ++e)
                values.push_back(r.value(row[e], pointerChild(rowPlace, e)));
            s.initial.push_back(std::move(values));
        }
    }
    if (const Json* v = JsonReader::optional(json, "machine")) {
        const std::string machinePlace = pointerChild(place, "machine");
        if (v->is_object()) {
            s.inlineMachine = machineFromJson(*v, r.file(), machinePlace);
            s.machine = s.inlineMachine->id;
        } else {
            s.machine = r.string(*v, machinePlace, "a machine preset id or a machine object");
            if (s.machine.empty())
                r.fail(machinePlace,
                       "the machine preset id is empty: give a preset id, or leave the key out");
            try {
                (void)findMachine(s.machine);
            } catch (const InputError& e) {
                // A scenario names a preset or holds the machine itself; it reads no other file.
                r.fail(machinePlace,
                       std::string(e.what()) +
                           ", or give the machine itself as an object here (a scenario "
                           "file takes no path of a machine file)");
            }
        }
    }

    // normalized() checks the fields in this order; adding one field at a time tells which
    // one it objects to. Numeric values keep the symbolic limit out of the earlier stages.
    Scenario probe;
    probe.dimension = s.dimension;
    probe.algorithm = s.algorithm;
    probe.values = ValueMode::Numeric;
    auto stage = [&](const std::string& fieldPlace) {
        try {
            (void)(program ? normalized(probe, *program) : normalized(probe));
        } catch (const InputError& e) {
            r.fail(fieldPlace, e.what());
        }
    };
    stage(pointerChild(place, "dimension")); // a block collective's largest cube
    probe.linkOrder = s.linkOrder;
    stage(orderPlace(pointerChild(place, "linkOrder"), s.linkOrder, s.dimension));
    probe.secondLinkOrder = s.secondLinkOrder;
    stage(orderPlace(pointerChild(place, secondOrderKey), s.secondLinkOrder, s.dimension));
    probe.root = s.root;
    stage(pointerChild(place, "root"));
    probe.elements = s.elements;
    stage(pointerChild(place, "elements"));
    probe.values = s.values;
    stage(pointerChild(place, "values"));
    probe.initial = s.initial;
    {
        std::string initialPlace = pointerChild(place, "initial");
        if (s.initial.size() == (std::size_t{1} << s.dimension))
            for (std::size_t i = 0; i < s.initial.size(); ++i)
                if (s.initial[i].size() != static_cast<std::size_t>(s.elements)) {
                    initialPlace = pointerChild(initialPlace, i);
                    break;
                }
        stage(initialPlace);
    }
    probe.op = s.op;
    probe.machine = s.machine;
    probe.inlineMachine = s.inlineMachine;
    stage(place);
    return s;
}

} // namespace detail

using detail::JsonReader;

Json scenarioToJson(const Scenario& s)
{
    Json j = Json::object();
    j["format"] = kScenarioFormat;
    j["version"] = kFileFormatVersion;
    j["dimension"] = s.dimension;
    j["algorithm"] = s.algorithm;
    if (!s.linkOrder.empty())
        j["linkOrder"] = detail::orderToJson(s.linkOrder);
    if (!s.secondLinkOrder.empty())
        j["broadcastLinkOrder"] = detail::orderToJson(s.secondLinkOrder);
    if (s.root)
        j["root"] = *s.root;
    j["operator"] = operatorName(s.op);
    j["elements"] = s.elements;
    j["values"] = valueModeName(s.values);
    if (s.initial.empty()) {
        j["initial"] = nullptr;
    } else {
        Json rows = Json::array();
        for (const auto& row : s.initial)
            rows.push_back(detail::valuesToJson(row));
        j["initial"] = std::move(rows);
    }
    if (s.inlineMachine)
        j["machine"] = machineToJson(*s.inlineMachine);
    else if (!s.machine.empty())
        j["machine"] = s.machine;
    if (ScenarioProgram::carries(s))
        j["program"] = Json{{"fileName", s.program->fileName}, {"source", s.program->source}};
    return j;
}

Scenario scenarioFromJson(const Json& json, const std::string& fileName)
{
    return detail::readScenario(JsonReader(fileName), json, "", true);
}

Scenario readScenarioFile(const std::string& path)
{
    return scenarioFromJson(readJsonFile(path, DocumentKind::Scenario), path);
}

std::string scenarioFileText(const Scenario& scenario)
{
    std::ostringstream out;
    writeJsonText(out, scenarioToJson(scenario));
    return out.str() + "\n";
}

void writeScenarioFile(const std::string& path, const Scenario& scenario)
{
    writeFileAtomically(path, scenarioFileText(scenario));
}

} // namespace cubelab
