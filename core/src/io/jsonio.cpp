#include "cubelab/jsonio.h"

#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/machinejson.h"
#include "cubelab/messagebytes.h"

#include <algorithm>
#include <cmath>
#include <fcntl.h>
#include <filesystem>
#include <limits>
#include <random>
#include <sstream>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>
#include <unordered_map>
#include <unordered_set>

namespace cubelab {

namespace {

namespace fs = std::filesystem;

// JSON has no infinities or NaN; they are written as these strings (docs/file-formats.md).
constexpr std::string_view kInfinity = "Infinity";
constexpr std::string_view kMinusInfinity = "-Infinity";
constexpr std::string_view kNotANumber = "NaN";

std::string systemReason(int error)
{
    return std::error_code(error, std::generic_category()).message();
}

std::string child(const std::string& place, std::string_view key)
{
    return jsonPointerChild(place, key);
}

std::string child(const std::string& place, std::size_t index)
{
    return place + "/" + std::to_string(index);
}

std::string joinNames(std::initializer_list<std::string_view> names)
{
    std::string out;
    for (std::string_view name : names)
        out += (out.empty() ? "" : ", ") + std::string(name);
    return out;
}

Json numberToJson(double value)
{
    if (std::isnan(value))
        return std::string(kNotANumber);
    if (std::isinf(value))
        return std::string(value > 0 ? kInfinity : kMinusInfinity);
    return value;
}

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

// Reads one document, failing with the file's name and the place of the first problem.
class Reader
{
public:
    explicit Reader(std::string file) : mFile(std::move(file)) {}

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const
    {
        throw FileError(mFile, place, reason);
    }

    static std::string found(const Json& v)
    {
        if (v.is_number_integer() || v.is_number_float())
            return "the number " + v.dump();
        if (v.is_string()) {
            std::string text = v.get_ref<const std::string&>();
            if (text.size() > 40)
                text = text.substr(0, 40) + "…";
            return "the string \"" + text + "\"";
        }
        return std::string(v.is_null() ? "" : "an ") + (v.is_array() ? "array" : v.type_name());
    }

    const Json& object(const Json& v, const std::string& place, std::string_view what) const
    {
        if (!v.is_object())
            fail(place, "expected " + std::string(what) + " (a JSON object), found " + found(v));
        return v;
    }

    const Json& array(const Json& v, const std::string& place, std::string_view what) const
    {
        if (!v.is_array())
            fail(place, "expected " + std::string(what) + " (a JSON array), found " + found(v));
        return v;
    }

    const Json& array(const Json& v, const std::string& place, std::string_view what,
                      std::uint64_t size) const
    {
        array(v, place, what);
        if (v.size() != size)
            fail(place, "expected " + std::string(what) + " with " + std::to_string(size) +
                            " entries, found " + std::to_string(v.size()));
        return v;
    }

    std::string string(const Json& v, const std::string& place, std::string_view what) const
    {
        if (!v.is_string())
            fail(place, "expected " + std::string(what) + " (a string), found " + found(v));
        return v.get<std::string>();
    }

    std::int64_t integer(const Json& v, const std::string& place, std::string_view what) const
    {
        if (v.is_number_unsigned()) {
            const auto u = v.get<std::uint64_t>();
            if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                fail(place, std::string(what) + " " + v.dump() + " is far too large");
            return static_cast<std::int64_t>(u);
        }
        if (v.is_number_integer())
            return v.get<std::int64_t>();
        fail(place, "expected " + std::string(what) + " (a whole number), found " + found(v));
    }

    std::int64_t integerIn(const Json& v, const std::string& place, std::string_view what,
                           std::int64_t low, std::int64_t high) const
    {
        const std::int64_t value = integer(v, place, what);
        if (value < low || value > high)
            fail(place, std::string(what) + " " + std::to_string(value) +
                            " is out of range: allowed are " + std::to_string(low) + " to " +
                            std::to_string(high));
        return value;
    }

    double number(const Json& v, const std::string& place) const
    {
        if (v.is_number())
            return v.get<double>();
        if (v.is_string()) {
            const auto& text = v.get_ref<const std::string&>();
            if (text == kInfinity)
                return std::numeric_limits<double>::infinity();
            if (text == kMinusInfinity)
                return -std::numeric_limits<double>::infinity();
            if (text == kNotANumber)
                return std::numeric_limits<double>::quiet_NaN();
        }
        fail(place,
             "expected a number (or \"Infinity\", \"-Infinity\", \"NaN\"), found " + found(v));
    }

    // Appends to a std::vector or a LargeVector.
    template <typename Vector>
    void numbers(const Json& v, const std::string& place, std::uint64_t count, Vector& out) const
    {
        array(v, place,
              "a vector of " + std::to_string(count) + (count == 1 ? " number" : " numbers"));
        if (v.size() != count)
            fail(place, "expected " + std::to_string(count) +
                            (count == 1 ? " element" : " elements") + ", found " +
                            std::to_string(v.size()));
        for (std::size_t i = 0; i < v.size(); ++i)
            out.push_back(number(v[i], child(place, i)));
    }

    void allowOnly(const Json& obj, const std::string& place,
                   std::initializer_list<std::string_view> keys) const
    {
        for (const auto& item : obj.items()) {
            if (std::find(keys.begin(), keys.end(), item.key()) == keys.end())
                fail(child(place, item.key()),
                     "unknown key \"" + item.key() + "\": allowed are " + joinNames(keys));
        }
    }

    const Json& required(const Json& obj, const std::string& place, std::string_view key,
                         std::string_view meaning) const
    {
        const auto it = obj.find(key);
        if (it == obj.end())
            fail(place,
                 "the key \"" + std::string(key) + "\" is missing (" + std::string(meaning) + ")");
        return *it;
    }

    static const Json* optional(const Json& obj, std::string_view key)
    {
        const auto it = obj.find(key);
        return it == obj.end() || it->is_null() ? nullptr : &*it;
    }

    void checkFormat(const Json& obj, const std::string& place, std::string_view format,
                     bool mandatory) const
    {
        const bool present = obj.contains("format");
        if (mandatory || present) {
            const std::string name =
                string(required(obj, place, "format", "expected \"" + std::string(format) + "\""),
                       child(place, "format"), "the format name");
            if (name != format) {
                std::string reason =
                    "the format is \"" + name + "\", expected \"" + std::string(format) + "\"";
                if (name == kScenarioFormat)
                    reason += ": this is a scenario file, not a trace";
                else if (name == kTraceFormat)
                    reason += ": this is a trace file, not a scenario";
                fail(child(place, "format"), reason);
            }
        }
        if (mandatory || obj.contains("version")) {
            const Json& v =
                required(obj, place, "version", "expected " + std::to_string(kFileFormatVersion));
            const std::int64_t version = integer(v, child(place, "version"), "the version");
            if (version != kFileFormatVersion)
                fail(child(place, "version"), "version " + std::to_string(version) +
                                                  " is not supported: this CubeLab reads version " +
                                                  std::to_string(kFileFormatVersion));
        }
    }

    std::vector<int> linkOrder(const Json& v, const std::string& place, std::string_view what,
                               int dimension) const
    {
        array(v, place, what);
        // An empty list would silently mean "the default": a file that wants the default
        // leaves the key out.
        if (v.empty() && dimension > 0)
            fail(place, "an empty link order: give each of the links 1 to " +
                            std::to_string(dimension) +
                            " exactly once, or leave the key out for the collective's default");
        std::vector<int> order;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::int64_t link = integer(v[i], child(place, i), "a link number");
            // Beyond int, the number is absurd anyway; normalized() says which links exist.
            order.push_back(static_cast<int>(std::clamp<std::int64_t>(
                link, std::numeric_limits<int>::min(), std::numeric_limits<int>::max())));
        }
        return order;
    }

    Scenario scenario(const Json& json, const std::string& place, bool formatMandatory) const;

private:
    std::string mFile;
};

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
            return child(place, i);
        seen[static_cast<std::size_t>(link)] = true;
    }
    return place;
}

Scenario Reader::scenario(const Json& json, const std::string& place, bool formatMandatory) const
{
    object(json, place, "a scenario");
    // The format first: a trace or machine opened as a scenario should say so, not list its keys.
    checkFormat(json, place, kScenarioFormat, formatMandatory);
    allowOnly(json, place,
              {"format", "version", "dimension", "algorithm", "linkOrder", "broadcastLinkOrder",
               "root", "operator", "elements", "values", "initial", "machine"});

    Scenario s;
    const std::string dimensionPlace = child(place, "dimension");
    const std::int64_t dimension =
        integer(required(json, place, "dimension",
                         "the cube's dimension, 0 to " + std::to_string(Hypercube::kMaxDimension)),
                dimensionPlace, "the dimension");
    if (dimension < 0 || dimension > Hypercube::kMaxDimension)
        fail(dimensionPlace, "dimension " + std::to_string(dimension) +
                                 " is out of range: allowed are 0 to " +
                                 std::to_string(Hypercube::kMaxDimension));
    s.dimension = static_cast<int>(dimension);

    std::string validAlgorithms;
    for (const Collective& c : builtinCollectives())
        validAlgorithms += (validAlgorithms.empty() ? "" : ", ") + c.id;
    const std::string algorithmPlace = child(place, "algorithm");
    const std::string algorithm =
        string(required(json, place, "algorithm", "one of " + validAlgorithms), algorithmPlace,
               "an algorithm");
    try {
        s.algorithm = findCollective(algorithm).id;
    } catch (const InputError& e) {
        fail(algorithmPlace, e.what());
    }

    if (const Json* v = optional(json, "linkOrder"))
        s.linkOrder = linkOrder(*v, child(place, "linkOrder"), "a link order", s.dimension);
    if (const Json* v = optional(json, "broadcastLinkOrder"))
        s.broadcastLinkOrder = linkOrder(*v, child(place, "broadcastLinkOrder"),
                                         "a broadcast link order", s.dimension);
    if (const Json* v = optional(json, "root"))
        s.root = integer(*v, child(place, "root"), "the root");
    if (const Json* v = optional(json, "operator")) {
        const std::string name = string(*v, child(place, "operator"), "an operator");
        try {
            s.op = parseOperator(name);
        } catch (const InputError& e) {
            fail(child(place, "operator"), e.what());
        }
    }
    if (const Json* v = optional(json, "elements"))
        s.elements = integer(*v, child(place, "elements"), "the number of elements");
    if (const Json* v = optional(json, "values")) {
        const std::string name = string(*v, child(place, "values"), "a value mode");
        try {
            s.values = parseValueMode(name);
        } catch (const InputError& e) {
            fail(child(place, "values"), e.what());
        }
    }
    if (const Json* v = optional(json, "initial")) {
        const std::string initialPlace = child(place, "initial");
        array(*v, initialPlace, "initial values, one vector for every node");
        for (std::size_t i = 0; i < v->size(); ++i) {
            const Json& row = (*v)[i];
            const std::string rowPlace = child(initialPlace, i);
            array(row, rowPlace, "the initial vector of node " + std::to_string(i));
            std::vector<double> values;
            values.reserve(row.size());
            for (std::size_t e = 0; e < row.size(); ++e)
                values.push_back(number(row[e], child(rowPlace, e)));
            s.initial.push_back(std::move(values));
        }
    }
    if (const Json* v = optional(json, "machine")) {
        const std::string machinePlace = child(place, "machine");
        if (v->is_object()) {
            s.inlineMachine = machineFromJson(*v, mFile, machinePlace);
            s.machine = s.inlineMachine->id;
        } else {
            s.machine = string(*v, machinePlace, "a machine preset id or a machine object");
            if (s.machine.empty())
                fail(machinePlace,
                     "the machine preset id is empty: give a preset id, or leave the key out");
            try {
                (void)findMachine(s.machine);
            } catch (const InputError& e) {
                // A scenario names a preset or holds the machine itself; it reads no other file.
                fail(machinePlace, std::string(e.what()) +
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
            (void)normalized(probe);
        } catch (const InputError& e) {
            fail(fieldPlace, e.what());
        }
    };
    probe.linkOrder = s.linkOrder;
    stage(orderPlace(child(place, "linkOrder"), s.linkOrder, s.dimension));
    probe.broadcastLinkOrder = s.broadcastLinkOrder;
    stage(orderPlace(child(place, "broadcastLinkOrder"), s.broadcastLinkOrder, s.dimension));
    probe.root = s.root;
    stage(child(place, "root"));
    probe.elements = s.elements;
    stage(child(place, "elements"));
    probe.values = s.values;
    stage(child(place, "values"));
    probe.initial = s.initial;
    {
        std::string initialPlace = child(place, "initial");
        if (s.initial.size() == (std::size_t{1} << s.dimension))
            for (std::size_t i = 0; i < s.initial.size(); ++i)
                if (s.initial[i].size() != static_cast<std::size_t>(s.elements)) {
                    initialPlace = child(initialPlace, i);
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

Json nodeValueToJson(const Trace& trace, NodeId node, const NodeValue& value,
                     std::unordered_map<ExprId, std::string>& formatted)
{
    Json out = Json::object();
    out["node"] = node;
    if (!value.present) {
        out["value"] = nullptr;
        return out;
    }
    out["value"] = valuesToJson(value.elements);
    if (trace.symbolic() && value.expr != kNoExpr) {
        auto it = formatted.find(value.expr);
        if (it == formatted.end())
            it = formatted.emplace(value.expr, trace.format(value.expr, ExprStyle::Plain)).first;
        out["expr"] = it->second;
    }
    return out;
}

// Reads a trace; the expressions are parsed back into the trace's own pool.
class TraceReader
{
public:
    TraceReader(const Reader& reader, TraceData& data) : mReader(reader), mData(data) {}

    void read(const Json& json);

private:
    ExprId expression(const Json& v, const std::string& place);
    // A node's value in "initial" or "final": present or null, with its expression.
    void nodeList(const Json& v, const std::string& place, std::string_view what,
                  std::vector<std::uint8_t>& present, std::vector<double>& values,
                  std::vector<ExprId>& exprs);
    void step(const Json& v, const std::string& place, std::size_t index);

    const Reader& mReader;
    TraceData& mData;
    std::uint64_t mNodes = 0;
    std::uint64_t mElements = 0;
    bool mSymbolic = true;
    // Before p × m values are set aside for each state: the file holds at least one whole state.
    void checkDeclaredValues(const Json& json) const;
    // The final state must be what the updates leave (or the initial value, where none came).
    void checkFinalState() const;
    bool sameExpression(ExprId a, ExprId b) const;

    std::unordered_map<std::string, ExprId> mParsed;
    std::vector<std::uint8_t> mUpdatedInStep; // per node, reset after each step
    const Collective* mCollective = nullptr;
    std::size_t mPhase = 0; // the index in mCollective->phases of the last step's phase
};

ExprId TraceReader::expression(const Json& v, const std::string& place)
{
    if (!v.is_string())
        (void)mReader.string(v, place, "an expression"); // fails, naming the type found
    const std::string& text = v.get_ref<const std::string&>();
    const auto it = mParsed.find(text);
    if (it != mParsed.end())
        return it->second;
    try {
        const ExprId id = mData.expressions->parse(text, static_cast<std::uint32_t>(mNodes));
        mParsed.emplace(text, id);
        return id;
    } catch (const InputError& e) {
        mReader.fail(place, e.what());
    }
}

void TraceReader::nodeList(const Json& v, const std::string& place, std::string_view what,
                           std::vector<std::uint8_t>& present, std::vector<double>& values,
                           std::vector<ExprId>& exprs)
{
    mReader.array(v, place, std::string(what) + ", one entry for every node", mNodes);
    present.reserve(mNodes);
    exprs.reserve(mNodes);
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string entryPlace = child(place, i);
        const Json& entry = mReader.object(v[i], entryPlace, "a node's value");
        mReader.allowOnly(entry, entryPlace, {"node", "value", "expr"});
        const std::int64_t node =
            mReader.integer(mReader.required(entry, entryPlace, "node", "the node's number"),
                            child(entryPlace, "node"), "a node");
        if (node != static_cast<std::int64_t>(i))
            mReader.fail(child(entryPlace, "node"),
                         "node " + std::to_string(node) + " where node " + std::to_string(i) +
                             " was expected: list every node in node order");
        const Json& value =
            mReader.required(entry, entryPlace, "value", "the node's vector, or null");
        const Json* expr = Reader::optional(entry, "expr");
        if (value.is_null()) {
            if (expr)
                mReader.fail(child(entryPlace, "expr"),
                             "a node that holds nothing (value null) has no expression");
            present.push_back(0);
            values.insert(values.end(), mElements, 0.0);
            exprs.push_back(kNoExpr);
            continue;
        }
        present.push_back(1);
        mReader.numbers(value, child(entryPlace, "value"), mElements, values);
        exprs.push_back(kNoExpr);
        if (mSymbolic) {
            exprs.back() =
                expression(mReader.required(entry, entryPlace, "expr",
                                            "a symbolic trace names every value's expression"),
                           child(entryPlace, "expr"));
        } else if (expr) {
            mReader.fail(child(entryPlace, "expr"),
                         "a numeric trace has no expressions: use \"values\": \"symbolic\"");
        }
    }
}

void TraceReader::step(const Json& v, const std::string& place, std::size_t index)
{
    mReader.object(v, place, "a step");
    mReader.allowOnly(v, place, {"index", "label", "phase", "links", "messages", "updates"});
    Step step;
    const std::int64_t number =
        mReader.integer(mReader.required(v, place, "index", "the step's number, counted from 1"),
                        child(place, "index"), "the step index");
    if (number != static_cast<std::int64_t>(index))
        mReader.fail(child(place, "index"), "step index " + std::to_string(number) + " where " +
                                                std::to_string(index) +
                                                " was expected: steps count from 1 without gaps");
    step.index = static_cast<std::uint32_t>(index);
    step.label = stepLabel(index);
    const std::string label = mReader.string(
        mReader.required(v, place, "label", "the step's letter"), child(place, "label"), "a label");
    if (label != step.label)
        mReader.fail(child(place, "label"), "label \"" + label + "\", but step " +
                                                std::to_string(index) + " is labelled \"" +
                                                step.label + "\"");
    const std::string phase =
        mReader.string(mReader.required(v, place, "phase", "reduce, broadcast or exchange"),
                       child(place, "phase"), "a phase");
    try {
        step.phase = parsePhase(phase);
    } catch (const InputError& e) {
        mReader.fail(child(place, "phase"), e.what());
    }
    {
        const std::vector<Phase>& phases = mCollective->phases;
        std::string order;
        for (Phase p : phases)
            order += (order.empty() ? "" : ", then ") + std::string(phaseName(p));
        const auto it = std::find(phases.begin() + static_cast<std::ptrdiff_t>(mPhase),
                                  phases.end(), step.phase);
        if (it == phases.end()) {
            const bool earlier = std::find(phases.begin(), phases.end(), step.phase) != phases.end();
            mReader.fail(child(place, "phase"),
                         "a " + phase + " step " +
                             (earlier ? "after a " + std::string(phaseName(phases[mPhase])) +
                                            " step"
                                      : "in a run of " + mCollective->id) +
                             ": " + mCollective->id + " runs " + order);
        }
        mPhase = static_cast<std::size_t>(it - phases.begin());
    }

    const int dimension = mData.scenario.dimension;
    const std::string linksPlace = child(place, "links");
    const Json& links =
        mReader.array(mReader.required(v, place, "links", "the links the step uses"), linksPlace,
                      "the links the step uses");
    for (std::size_t i = 0; i < links.size(); ++i) {
        const int link = static_cast<int>(
            mReader.integerIn(links[i], child(linksPlace, i), "link", 1, std::max(dimension, 1)));
        if (dimension == 0)
            mReader.fail(child(linksPlace, i), "a 0-cube has no links");
        if (!step.links.empty() && link <= step.links.back())
            mReader.fail(child(linksPlace, i), "links must be distinct and ascending");
        step.links.push_back(link);
    }

    const std::string messagesPlace = child(place, "messages");
    const Json& messages =
        mReader.array(mReader.required(v, place, "messages", "the messages the step carries"),
                      messagesPlace, "the messages of the step");
    if (messages.empty())
        mReader.fail(messagesPlace, "a step carries at least one message");
    step.firstMessage = mData.messages.size();
    step.messageCount = messages.size();
    std::vector<bool> linkUsed(step.links.size(), false);
    std::unordered_set<std::uint64_t> sent; // (node, link) of each message of the step
    const std::int64_t lastNode = static_cast<std::int64_t>(mNodes) - 1;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const std::string mp = child(messagesPlace, i);
        const Json& m = mReader.object(messages[i], mp, "a message");
        mReader.allowOnly(m, mp, {"from", "to", "link", "elements", "bytes"});
        Message msg;
        msg.from = static_cast<NodeId>(
            mReader.integerIn(mReader.required(m, mp, "from", "the sending node"),
                              child(mp, "from"), "node", 0, lastNode));
        msg.to = static_cast<NodeId>(
            mReader.integerIn(mReader.required(m, mp, "to", "the receiving node"), child(mp, "to"),
                              "node", 0, lastNode));
        const std::int64_t link = mReader.integer(
            mReader.required(m, mp, "link", "the link it travels"), child(mp, "link"), "a link");
        const auto found = std::find(step.links.begin(), step.links.end(), link);
        if (found == step.links.end())
            mReader.fail(child(mp, "link"), "link " + std::to_string(link) +
                                                " is not among the links of the step (\"links\")");
        linkUsed[static_cast<std::size_t>(found - step.links.begin())] = true;
        msg.link = static_cast<std::uint8_t>(link);
        if (Hypercube::partner(msg.from, msg.link) != msg.to) {
            const Hypercube cube(dimension);
            const NodeId partner = Hypercube::partner(msg.from, msg.link);
            mReader.fail(mp, "node " + std::to_string(msg.from) + " (" + cube.address(msg.from) +
                                 ") and node " + std::to_string(msg.to) + " (" +
                                 cube.address(msg.to) + ") are not partners across link " +
                                 std::to_string(link) + ": it joins node " +
                                 std::to_string(msg.from) + " with node " +
                                 std::to_string(partner) + " (" + cube.address(partner) + ")");
        }
        if (!sent.insert((std::uint64_t{msg.from} << 8) | msg.link).second)
            mReader.fail(mp, "node " + std::to_string(msg.from) + " sends on link " +
                                 std::to_string(link) +
                                 " twice in one step: a step carries one message a link and node");
        const std::int64_t elements =
            mReader.integer(mReader.required(m, mp, "elements", "the vector length"),
                            child(mp, "elements"), "the elements");
        if (elements != static_cast<std::int64_t>(mElements))
            mReader.fail(child(mp, "elements"),
                         "a message carries the whole vector: " + std::to_string(mElements) +
                             " elements, not " + std::to_string(elements));
        const std::int64_t bytes =
            mReader.integer(mReader.required(m, mp, "bytes", "the message's size"),
                            child(mp, "bytes"), "the bytes");
        const std::uint64_t expectedBytes = messageBytes(mElements);
        if (bytes < 0 || static_cast<std::uint64_t>(bytes) != expectedBytes)
            mReader.fail(child(mp, "bytes"), std::to_string(mElements) +
                                                 (mElements == 1 ? " element" : " elements") +
                                                 " of " + std::to_string(kTraceElementBytes) +
                                                 " bytes make " + std::to_string(expectedBytes) +
                                                 " bytes, not " + std::to_string(bytes));
        mData.messages.push_back(msg);
    }
    for (std::size_t i = 0; i < linkUsed.size(); ++i)
        if (!linkUsed[i])
            mReader.fail(child(linksPlace, i), "link " + std::to_string(step.links[i]) +
                                                   " carries no message in this step");

    const std::string updatesPlace = child(place, "updates");
    const Json& updates =
        mReader.array(mReader.required(v, place, "updates", "the nodes whose s changed"),
                      updatesPlace, "the updates of the step");
    step.firstUpdate = mData.updates.size();
    step.updateCount = updates.size();
    for (std::size_t i = 0; i < updates.size(); ++i) {
        const std::string up = child(updatesPlace, i);
        const Json& u = mReader.object(updates[i], up, "an update");
        mReader.allowOnly(u, up, {"node", "value", "expr"});
        Update update;
        update.node = static_cast<NodeId>(
            mReader.integerIn(mReader.required(u, up, "node", "the node that changed"),
                              child(up, "node"), "node", 0, lastNode));
        if (mUpdatedInStep[update.node])
            mReader.fail(child(up, "node"),
                         "node " + std::to_string(update.node) + " is updated twice in one step");
        mUpdatedInStep[update.node] = 1;
        mReader.numbers(mReader.required(u, up, "value", "the node's new vector"),
                        child(up, "value"), mData.storedElements, mData.updateValues);
        const Json* expr = Reader::optional(u, "expr");
        if (mSymbolic)
            update.expr = expression(
                mReader.required(u, up, "expr", "a symbolic trace names every value's expression"),
                child(up, "expr"));
        else if (expr)
            mReader.fail(child(up, "expr"),
                         "a numeric trace has no expressions: use \"values\": \"symbolic\"");
        mData.updates.push_back(update);
    }
    for (std::size_t u = step.firstUpdate; u < mData.updates.size(); ++u)
        mUpdatedInStep[mData.updates[u].node] = 0;
    mData.steps.push_back(std::move(step));
}

void TraceReader::checkDeclaredValues(const Json& json) const
{
    // Each state takes p × m values in memory; a node that holds nothing (null) takes none in
    // the file. Every collective ends with a value at every node, so a real trace spells out
    // at least one whole state: a file that holds fewer numbers declares more than it has.
    std::uint64_t held = 0;
    for (const char* key : {"initial", "final"}) {
        const Json* list = Reader::optional(json, key);
        if (!list || !list->is_array())
            continue;
        for (const Json& entry : *list)
            if (entry.is_object())
                if (const Json* value = Reader::optional(entry, "value"); value && value->is_array())
                    held += value->size();
    }
    const std::uint64_t declared = mNodes * mElements;
    if (held < declared)
        mReader.fail("/scenario/elements",
                     "the trace declares " + std::to_string(mNodes) +
                         (mNodes == 1 ? " node" : " nodes") + " × " + std::to_string(mElements) +
                         (mElements == 1 ? " element" : " elements") + " (" +
                         std::to_string(declared) + " values a state), but its initial and final "
                         "states hold only " + std::to_string(held) +
                         " numbers: a trace spells out at least the final state of every node");
}

bool TraceReader::sameExpression(ExprId a, ExprId b) const
{
    if (a == b)
        return true;
    if (a == kNoExpr || b == kNoExpr)
        return false;
    const auto nodes = static_cast<std::uint32_t>(mNodes);
    return mData.expressions->format(a, ExprStyle::Plain, nodes) ==
           mData.expressions->format(b, ExprStyle::Plain, nodes);
}

void TraceReader::checkFinalState() const
{
    constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
    std::vector<std::uint64_t> last(mNodes, kNone); // each node's last update
    std::vector<std::uint32_t> lastStep(mNodes, 0); // and the step it came in
    for (const Step& step : mData.steps)
        for (std::uint64_t u = step.firstUpdate; u < step.firstUpdate + step.updateCount; ++u) {
            last[mData.updates[u].node] = u;
            lastStep[mData.updates[u].node] = step.index;
        }
    const std::uint64_t k = mData.storedElements;
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    for (std::uint64_t node = 0; node < mNodes; ++node) {
        const std::string place = child("/final", static_cast<std::size_t>(node));
        const double* finalValues = mData.finalValues.data() + node * mElements;
        const bool present = mData.finalPresent[node] != 0;
        std::string expected;
        if (last[node] != kNone) {
            const std::uint64_t u = last[node];
            const double* updated = mData.updateValues.data() + u * k;
            if (!present || !std::equal(updated, updated + k, finalValues, same) ||
                !sameExpression(mData.updates[u].expr, mData.finalExpr[node]))
                expected = "what its last update left (step " +
                           mData.steps[lastStep[node] - 1].label + ")";
        } else {
            const double* initial = mData.initialValues.data() + node * mElements;
            if (present != (mData.initialPresent[node] != 0) ||
                (present && (!std::equal(initial, initial + mElements, finalValues, same) ||
                             !sameExpression(mData.initialExpr[node], mData.finalExpr[node]))))
                expected = "its initial value, as no step updates it";
        }
        if (!expected.empty())
            mReader.fail(place, "the final value of node " + std::to_string(node) +
                                    " is not " + expected + ": the trace contradicts itself");
    }
}

void TraceReader::read(const Json& json)
{
    mReader.object(json, "", "a trace");
    mReader.checkFormat(json, "", kTraceFormat, true);
    mReader.allowOnly(json, "",
                      {"format", "version", "scenario", "storedElements", "initial", "steps",
                       "final", "linkLoad", "cost"});
    mData.scenario = normalized(mReader.scenario(
        mReader.required(json, "", "scenario", "the scenario that ran"), "/scenario", false));
    const Hypercube cube(mData.scenario.dimension);
    mNodes = cube.nodeCount();
    mElements = static_cast<std::uint64_t>(mData.scenario.elements);
    mSymbolic = mData.scenario.values == ValueMode::Symbolic;
    mCollective = &findCollective(mData.scenario.algorithm);
    mUpdatedInStep.assign(mNodes, 0);

    mData.storedElements = static_cast<std::uint32_t>(mElements);
    if (const Json* v = Reader::optional(json, "storedElements")) {
        const std::int64_t stored = mReader.integer(*v, "/storedElements", "storedElements");
        if (stored < 1 || static_cast<std::uint64_t>(stored) > mElements)
            mReader.fail("/storedElements", "storedElements " + std::to_string(stored) +
                                                " is out of range: allowed are 1 to " +
                                                std::to_string(mElements) + ", the vector length");
        mData.storedElements = static_cast<std::uint32_t>(stored);
    }

    checkDeclaredValues(json);
    nodeList(mReader.required(json, "", "initial", "every node's value before the first step"),
             "/initial", "the initial values", mData.initialPresent, mData.initialValues,
             mData.initialExpr);

    const Json& steps = mReader.array(
        mReader.required(json, "", "steps", "the steps, possibly none"), "/steps", "the steps");
    mData.steps.reserve(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i)
        step(steps[i], child("/steps", i), i + 1);

    nodeList(mReader.required(json, "", "final", "every node's value after the last step"),
             "/final", "the final values", mData.finalPresent, mData.finalValues, mData.finalExpr);
    checkFinalState();

    // The loads follow from the messages; a file that disagrees contradicts itself.
    std::vector<std::uint64_t> counted(static_cast<std::size_t>(mData.scenario.dimension) + 1, 0);
    for (const Message& msg : mData.messages)
        ++counted[msg.link];
    const Json& loads = mReader.array(mReader.required(json, "", "linkLoad", "the totals per link"),
                                      "/linkLoad", "the load of every link",
                                      static_cast<std::uint64_t>(mData.scenario.dimension));
    for (std::size_t i = 0; i < loads.size(); ++i) {
        const std::string lp = child("/linkLoad", i);
        const Json& load = mReader.object(loads[i], lp, "a link's load");
        mReader.allowOnly(load, lp, {"link", "messages", "elements", "bytes"});
        const std::int64_t link = mReader.integer(
            mReader.required(load, lp, "link", "the link number"), child(lp, "link"), "a link");
        if (link != static_cast<std::int64_t>(i + 1))
            mReader.fail(child(lp, "link"), "link " + std::to_string(link) + " where link " +
                                                std::to_string(i + 1) +
                                                " was expected: one entry per link, in order");
        const std::uint64_t messages = counted[i + 1];
        const std::pair<const char*, std::uint64_t> expected[] = {
            {"messages", messages},
            {"elements", messages * mElements},
            {"bytes", messageBytes(messages * mElements)},
        };
        for (const auto& [key, total] : expected) {
            const std::int64_t value = mReader.integer(
                mReader.required(load, lp, key, "a total over the run"), child(lp, key), key);
            if (value < 0 || static_cast<std::uint64_t>(value) != total)
                mReader.fail(child(lp, key), "the steps give link " + std::to_string(link) + " " +
                                                 std::to_string(total) + " " + key + ", not " +
                                                 std::to_string(value));
        }
    }

    // Cost is derived from the trace and a machine; a reader recomputes it rather than trust it.
    if (const Json* cost = Reader::optional(json, "cost"))
        mReader.object(*cost, "/cost", "the cost, or null");
}

bool isScalar(const Json& v)
{
    return !v.is_structured();
}

// Plain: nothing nested deeper than an array of scalars.
bool isPlain(const Json& v)
{
    if (!v.is_structured())
        return true;
    if (v.is_array())
        return std::all_of(v.begin(), v.end(), isScalar);
    return std::all_of(v.begin(), v.end(), [](const Json& item) {
        return !item.is_structured() ||
               (item.is_array() && std::all_of(item.begin(), item.end(), isScalar));
    });
}

void writeInline(std::ostream& out, const Json& v)
{
    if (v.is_array()) {
        out << '[';
        for (std::size_t i = 0; i < v.size(); ++i)
            writeInline(out << (i == 0 ? "" : ", "), v[i]);
        out << ']';
    } else if (v.is_object()) {
        out << '{';
        bool first = true;
        for (const auto& item : v.items()) {
            out << (first ? "" : ", ") << Json(item.key()).dump() << ": ";
            writeInline(out, item.value());
            first = false;
        }
        out << '}';
    } else {
        out << v.dump();
    }
}

void writeIndented(std::ostream& out, const Json& v, int depth)
{
    // A plain object longer than a line (a whole scenario, a long vector) gets a line per key.
    constexpr std::size_t kLineLength = 100;
    if (!v.is_structured() || v.empty() || (v.is_array() && isPlain(v))) {
        writeInline(out, v);
        return;
    }
    if (isPlain(v)) {
        std::ostringstream line;
        writeInline(line, v);
        if (line.tellp() <= static_cast<std::streamoff>(kLineLength)) {
            out << line.str();
            return;
        }
    }
    const std::string inner(static_cast<std::size_t>(depth + 1) * 2, ' ');
    const bool array = v.is_array();
    out << (array ? "[\n" : "{\n");
    bool first = true;
    for (const auto& item : v.items()) {
        out << (first ? "" : ",\n") << inner;
        if (!array)
            out << Json(item.key()).dump() << ": ";
        writeIndented(out, item.value(), depth + 1);
        first = false;
    }
    out << '\n' << std::string(static_cast<std::size_t>(depth) * 2, ' ') << (array ? ']' : '}');
}

} // namespace


Json scenarioToJson(const Scenario& s)
{
    Json j = Json::object();
    j["format"] = kScenarioFormat;
    j["version"] = kFileFormatVersion;
    j["dimension"] = s.dimension;
    j["algorithm"] = s.algorithm;
    if (!s.linkOrder.empty())
        j["linkOrder"] = orderToJson(s.linkOrder);
    if (!s.broadcastLinkOrder.empty())
        j["broadcastLinkOrder"] = orderToJson(s.broadcastLinkOrder);
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
            rows.push_back(valuesToJson(row));
        j["initial"] = std::move(rows);
    }
    if (s.inlineMachine)
        j["machine"] = machineToJson(*s.inlineMachine);
    else if (!s.machine.empty())
        j["machine"] = s.machine;
    return j;
}

Scenario scenarioFromJson(const Json& json, const std::string& fileName)
{
    return Reader(fileName).scenario(json, "", true);
}

namespace {

[[noreturn]] void refuseTraceFile(std::uint64_t numbers, const std::string& what)
{
    throw InputError("the trace file would hold " + std::to_string(numbers) + " numbers" + what +
                     ", more than the " + std::to_string(kMaxTraceFileNumbers) +
                     " a trace file may hold: choose fewer elements or a smaller cube, or the "
                     "text report (--format text)");
}

} // namespace

std::uint64_t traceFileNumbers(const Trace& trace)
{
    std::uint64_t present = 0;
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        present += (trace.initial(i).present ? 1 : 0) + (trace.final(i).present ? 1 : 0);
    return present * trace.elements() + trace.data().updates.size() * trace.storedElements();
}

void checkTraceFileFits(const Scenario& s)
{
    // Every node ends with a value; the inputs are at every node, or at the root alone.
    const std::uint64_t p = std::uint64_t{1} << s.dimension;
    const std::uint64_t m = static_cast<std::uint64_t>(s.elements);
    const std::uint64_t inputs = findCollective(s.algorithm).onlyRootHoldsInput ? 1 : p;
    const std::uint64_t numbers = (inputs + p) * m;
    if (numbers > kMaxTraceFileNumbers)
        refuseTraceFile(numbers, " in its initial and final states alone (" + std::to_string(p) +
                                     (p == 1 ? " node" : " nodes") + " × " + std::to_string(m) +
                                     (m == 1 ? " element" : " elements") + ")");
}

Json traceToJson(const Trace& trace)
{
    if (const std::uint64_t numbers = traceFileNumbers(trace); numbers > kMaxTraceFileNumbers)
        refuseTraceFile(numbers, "");
    std::unordered_map<ExprId, std::string> formatted;
    Json j = Json::object();
    j["format"] = kTraceFormat;
    j["version"] = kFileFormatVersion;
    j["scenario"] = scenarioToJson(trace.scenario());
    if (trace.valuesTruncated())
        j["storedElements"] = trace.storedElements();

    Json initial = Json::array();
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        initial.push_back(nodeValueToJson(trace, i, trace.initial(i), formatted));
    j["initial"] = std::move(initial);

    const std::uint64_t m = trace.elements();
    Json steps = Json::array();
    for (const Step& step : trace.steps()) {
        Json s = Json::object();
        s["index"] = step.index;
        s["label"] = step.label;
        s["phase"] = phaseName(step.phase);
        s["links"] = orderToJson(step.links);
        Json messages = Json::array();
        for (const Message& msg : trace.messages(step))
            messages.push_back(Json{{"from", msg.from},
                                    {"to", msg.to},
                                    {"link", msg.link},
                                    {"elements", m},
                                    {"bytes", messageBytes(m)}});
        s["messages"] = std::move(messages);
        Json updates = Json::array();
        for (std::uint64_t u = step.firstUpdate; u < step.firstUpdate + step.updateCount; ++u) {
            const Update& update = trace.data().updates[u];
            updates.push_back(nodeValueToJson(
                trace, update.node, {true, trace.updateElements(u), update.expr}, formatted));
        }
        s["updates"] = std::move(updates);
        steps.push_back(std::move(s));
    }
    j["steps"] = std::move(steps);

    Json final = Json::array();
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        final.push_back(nodeValueToJson(trace, i, trace.final(i), formatted));
    j["final"] = std::move(final);

    Json loads = Json::array();
    for (const LinkLoad& load : trace.linkLoads())
        loads.push_back(Json{{"link", load.link},
                             {"messages", load.messages},
                             {"elements", load.elements},
                             {"bytes", load.bytes}});
    j["linkLoad"] = std::move(loads);
    j["cost"] = nullptr;
    return j;
}

Trace traceFromJson(const Json& json, const std::string& fileName)
{
    const Reader reader(fileName);
    TraceData data;
    TraceReader(reader, data).read(json);
    try {
        return Trace(std::move(data));
    } catch (const InputError& e) {
        reader.fail("", e.what());
    }
}

Scenario readScenarioFile(const std::string& path)
{
    return scenarioFromJson(readJsonFile(path, DocumentKind::Scenario), path);
}

Trace readTraceFile(const std::string& path)
{
    return traceFromJson(readJsonFile(path, DocumentKind::Trace), path);
}

void writeJsonText(std::ostream& out, const Json& json)
{
    writeIndented(out, json, 0);
}

std::string scenarioFileText(const Scenario& scenario)
{
    std::ostringstream out;
    writeJsonText(out, scenarioToJson(scenario));
    return out.str() + "\n";
}

std::string traceFileText(const Trace& trace)
{
    std::ostringstream out;
    writeJsonText(out, traceToJson(trace));
    return out.str() + "\n";
}

void writeScenarioFile(const std::string& path, const Scenario& scenario)
{
    writeFileAtomically(path, scenarioFileText(scenario));
}

void writeTraceFile(const std::string& path, const Trace& trace)
{
    writeFileAtomically(path, traceFileText(trace));
}

void writeFileAtomically(const std::string& path, std::string_view content)
{
    fs::path target(path);
    std::error_code ec;
    // Replace what a link points to, not the link, also where the link points to a file yet
    // to be made (a dangling link): the file is made there and the link stays.
    for (int hops = 0; fs::is_symlink(target, ec); ++hops) {
        if (hops == 40)
            throw FileError(path, "", "is a chain of more than 40 symbolic links");
        const fs::path next = fs::read_symlink(target, ec);
        if (ec)
            break;
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    if (!target.has_filename())
        throw FileError(path, "", "names a directory, not a file");
    const fs::path directory = target.has_parent_path() ? target.parent_path() : fs::path(".");

    // A name of our own in the same directory, so the rename stays on one file system.
    std::random_device random;
    fs::path temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = directory / ("." + target.filename().string() + ".tmp-" +
                                 std::to_string(::getpid()) + "-" + std::to_string(random()));
        fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        throw FileError(
            path, "", "cannot create a file in " + directory.string() + ": " + systemReason(errno));

    auto abandon = [&](const std::string& what) {
        const int error = errno;
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.c_str());
        throw FileError(path, "", what + ": " + systemReason(error));
    };

    // Keep the permissions of the file being replaced.
    struct stat old = {};
    if (::stat(target.c_str(), &old) == 0 && S_ISREG(old.st_mode))
        (void)::fchmod(fd, old.st_mode & 07777);

    const char* data = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, left);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            abandon("cannot write");
        }
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0)
        abandon("cannot flush to disk");
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        abandon("cannot write");
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        if (errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST) {
            ::unlink(temporary.c_str());
            throw FileError(path, "", "is a directory, not a file");
        }
        abandon("cannot replace the file");
    }
    // Make the rename itself durable; a failure here leaves the new file in place anyway.
    const int dirFd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
}

} // namespace cubelab
