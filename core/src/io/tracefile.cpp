#include "cubelab/atomicfile.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/jsontext.h"
#include "cubelab/messagebytes.h"
#include "io/scenariojson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

namespace cubelab {

namespace {

using detail::JsonReader;
using detail::pointerChild;
using detail::readScenario;
using detail::valuesToJson;

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
    TraceReader(const JsonReader& reader, TraceData& data) : mReader(reader), mData(data) {}

    void read(const Json& json);

private:
    ExprId expression(const Json& v, const std::string& place);
    // A node's value in "initial" or "final": present or null, with its expression.
    void nodeList(const Json& v, const std::string& place, std::string_view what,
                  std::vector<std::uint8_t>& present, std::vector<double>& values,
                  std::vector<ExprId>& exprs);
    void step(const Json& v, const std::string& place, std::size_t index);

    const JsonReader& mReader;
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
        const std::string entryPlace = pointerChild(place, i);
        const Json& entry = mReader.object(v[i], entryPlace, "a node's value");
        mReader.allowOnly(entry, entryPlace, {"node", "value", "expr"});
        const std::int64_t node =
            mReader.integer(mReader.required(entry, entryPlace, "node", "the node's number"),
                            pointerChild(entryPlace, "node"), "a node");
        if (node != static_cast<std::int64_t>(i))
            mReader.fail(pointerChild(entryPlace, "node"),
                         "node " + std::to_string(node) + " where node " + std::to_string(i) +
                             " was expected: list every node in node order");
        const Json& value =
            mReader.required(entry, entryPlace, "value", "the node's vector, or null");
        const Json* expr = JsonReader::optional(entry, "expr");
        if (value.is_null()) {
            if (expr)
                mReader.fail(pointerChild(entryPlace, "expr"),
                             "a node that holds nothing (value null) has no expression");
            present.push_back(0);
            values.insert(values.end(), mElements, 0.0);
            exprs.push_back(kNoExpr);
            continue;
        }
        present.push_back(1);
        mReader.values(value, pointerChild(entryPlace, "value"), mElements, values);
        exprs.push_back(kNoExpr);
        if (mSymbolic) {
            exprs.back() =
                expression(mReader.required(entry, entryPlace, "expr",
                                            "a symbolic trace names every value's expression"),
                           pointerChild(entryPlace, "expr"));
        } else if (expr) {
            mReader.fail(pointerChild(entryPlace, "expr"),
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
                        pointerChild(place, "index"), "the step index");
    if (number != static_cast<std::int64_t>(index))
        mReader.fail(pointerChild(place, "index"),
                     "step index " + std::to_string(number) + " where " + std::to_string(index) +
                         " was expected: steps count from 1 without gaps");
    step.index = static_cast<std::uint32_t>(index);
    step.label = stepLabel(index);
    const std::string label =
        mReader.string(mReader.required(v, place, "label", "the step's letter"),
                       pointerChild(place, "label"), "a label");
    if (label != step.label)
        mReader.fail(pointerChild(place, "label"), "label \"" + label + "\", but step " +
                                                       std::to_string(index) + " is labelled \"" +
                                                       step.label + "\"");
    const std::string phase =
        mReader.string(mReader.required(v, place, "phase", "the phase, such as reduce, broadcast or exchange"),
                       pointerChild(place, "phase"), "a phase");
    try {
        step.phase = parsePhase(phase);
    } catch (const InputError& e) {
        mReader.fail(pointerChild(place, "phase"), e.what());
    }
    {
        const std::vector<Phase>& phases = mCollective->phases;
        std::string order;
        for (Phase p : phases)
            order += (order.empty() ? "" : ", then ") + std::string(phaseName(p));
        const auto it = std::find(phases.begin() + static_cast<std::ptrdiff_t>(mPhase),
                                  phases.end(), step.phase);
        if (it == phases.end()) {
            const bool earlier =
                std::find(phases.begin(), phases.end(), step.phase) != phases.end();
            mReader.fail(pointerChild(place, "phase"),
                         "a " + phase + " step " +
                             (earlier
                                  ? "after a " + std::string(phaseName(phases[mPhase])) + " step"
                                  : "in a run of " + mCollective->id) +
                             ": " + mCollective->id + " runs " + order);
        }
        mPhase = static_cast<std::size_t>(it - phases.begin());
    }

    const int dimension = mData.scenario.dimension;
    const std::string linksPlace = pointerChild(place, "links");
    const Json& links =
        mReader.array(mReader.required(v, place, "links", "the links the step uses"), linksPlace,
                      "the links the step uses");
    for (std::size_t i = 0; i < links.size(); ++i) {
        const int link = static_cast<int>(mReader.integer(links[i], pointerChild(linksPlace, i),
                                                          "link", 1, std::max(dimension, 1)));
        if (dimension == 0)
            mReader.fail(pointerChild(linksPlace, i), "a 0-cube has no links");
        if (!step.links.empty() && link <= step.links.back())
            mReader.fail(pointerChild(linksPlace, i), "links must be distinct and ascending");
        step.links.push_back(link);
    }

    const std::string messagesPlace = pointerChild(place, "messages");
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
        const std::string mp = pointerChild(messagesPlace, i);
        const Json& m = mReader.object(messages[i], mp, "a message");
        mReader.allowOnly(m, mp, {"from", "to", "link", "elements", "bytes"});
        Message msg;
        msg.from =
            static_cast<NodeId>(mReader.integer(mReader.required(m, mp, "from", "the sending node"),
                                                pointerChild(mp, "from"), "node", 0, lastNode));
        msg.to =
            static_cast<NodeId>(mReader.integer(mReader.required(m, mp, "to", "the receiving node"),
                                                pointerChild(mp, "to"), "node", 0, lastNode));
        const std::int64_t link =
            mReader.integer(mReader.required(m, mp, "link", "the link it travels"),
                            pointerChild(mp, "link"), "a link");
        const auto found = std::find(step.links.begin(), step.links.end(), link);
        if (found == step.links.end())
            mReader.fail(pointerChild(mp, "link"),
                         "link " + std::to_string(link) +
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
                            pointerChild(mp, "elements"), "the elements");
        if (elements != static_cast<std::int64_t>(mElements))
            mReader.fail(pointerChild(mp, "elements"),
                         "a message carries the whole vector: " + std::to_string(mElements) +
                             " elements, not " + std::to_string(elements));
        const std::int64_t bytes =
            mReader.integer(mReader.required(m, mp, "bytes", "the message's size"),
                            pointerChild(mp, "bytes"), "the bytes");
        const std::uint64_t expectedBytes = messageBytes(mElements);
        if (bytes < 0 || static_cast<std::uint64_t>(bytes) != expectedBytes)
            mReader.fail(pointerChild(mp, "bytes"),
                         std::to_string(mElements) + (mElements == 1 ? " element" : " elements") +
                             " of " + std::to_string(kTraceElementBytes) + " bytes make " +
                             std::to_string(expectedBytes) + " bytes, not " +
                             std::to_string(bytes));
        mData.messages.push_back(msg);
    }
    for (std::size_t i = 0; i < linkUsed.size(); ++i)
        if (!linkUsed[i])
            mReader.fail(pointerChild(linksPlace, i), "link " + std::to_string(step.links[i]) +
                                                          " carries no message in this step");

    const std::string updatesPlace = pointerChild(place, "updates");
    const Json& updates =
        mReader.array(mReader.required(v, place, "updates", "the nodes whose s changed"),
                      updatesPlace, "the updates of the step");
    step.firstUpdate = mData.updates.size();
    step.updateCount = updates.size();
    for (std::size_t i = 0; i < updates.size(); ++i) {
        const std::string up = pointerChild(updatesPlace, i);
        const Json& u = mReader.object(updates[i], up, "an update");
        mReader.allowOnly(u, up, {"node", "value", "expr"});
        Update update;
        update.node = static_cast<NodeId>(
            mReader.integer(mReader.required(u, up, "node", "the node that changed"),
                            pointerChild(up, "node"), "node", 0, lastNode));
        if (mUpdatedInStep[update.node])
            mReader.fail(pointerChild(up, "node"),
                         "node " + std::to_string(update.node) + " is updated twice in one step");
        mUpdatedInStep[update.node] = 1;
        mReader.values(mReader.required(u, up, "value", "the node's new vector"),
                       pointerChild(up, "value"), mData.storedElements, mData.updateValues);
        const Json* expr = JsonReader::optional(u, "expr");
        if (mSymbolic)
            update.expr = expression(
                mReader.required(u, up, "expr", "a symbolic trace names every value's expression"),
                pointerChild(up, "expr"));
        else if (expr)
            mReader.fail(pointerChild(up, "expr"),
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
        const Json* list = JsonReader::optional(json, key);
        if (!list || !list->is_array())
            continue;
        for (const Json& entry : *list)
            if (entry.is_object())
                if (const Json* value = JsonReader::optional(entry, "value");
                    value && value->is_array())
                    held += value->size();
    }
    const std::uint64_t declared = mNodes * mElements;
    if (held < declared)
        mReader.fail("/scenario/elements",
                     "the trace declares " + std::to_string(mNodes) +
                         (mNodes == 1 ? " node" : " nodes") + " × " + std::to_string(mElements) +
                         (mElements == 1 ? " element" : " elements") + " (" +
                         std::to_string(declared) +
                         " values a state), but its initial and final "
                         "states hold only " +
                         std::to_string(held) +
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
        const std::string place = pointerChild("/final", static_cast<std::size_t>(node));
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
            mReader.fail(place, "the final value of node " + std::to_string(node) + " is not " +
                                    expected + ": the trace contradicts itself");
    }
}

void TraceReader::read(const Json& json)
{
    mReader.object(json, "", "a trace");
    (void)mReader.checkFormat(json, "", DocumentKind::Trace, kOldestFileFormatVersion,
                              kFileFormatVersion);
    mReader.allowOnly(json, "",
                      {"format", "version", "scenario", "storedElements", "initial", "steps",
                       "final", "linkLoad", "cost"});
    mData.scenario = normalized(
        readScenario(mReader, mReader.required(json, "", "scenario", "the scenario that ran"),
                     "/scenario", false));
    const Hypercube cube(mData.scenario.dimension);
    mNodes = cube.nodeCount();
    mElements = static_cast<std::uint64_t>(mData.scenario.elements);
    mSymbolic = mData.scenario.values == ValueMode::Symbolic;
    mCollective = &findCollective(mData.scenario.algorithm);
    mUpdatedInStep.assign(mNodes, 0);

    mData.storedElements = static_cast<std::uint32_t>(mElements);
    if (const Json* v = JsonReader::optional(json, "storedElements")) {
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
        step(steps[i], pointerChild("/steps", i), i + 1);

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
        const std::string lp = pointerChild("/linkLoad", i);
        const Json& load = mReader.object(loads[i], lp, "a link's load");
        mReader.allowOnly(load, lp, {"link", "messages", "elements", "bytes"});
        const std::int64_t link =
            mReader.integer(mReader.required(load, lp, "link", "the link number"),
                            pointerChild(lp, "link"), "a link");
        if (link != static_cast<std::int64_t>(i + 1))
            mReader.fail(pointerChild(lp, "link"),
                         "link " + std::to_string(link) + " where link " + std::to_string(i + 1) +
                             " was expected: one entry per link, in order");
        const std::uint64_t messages = counted[i + 1];
        const std::pair<const char*, std::uint64_t> expected[] = {
            {"messages", messages},
            {"elements", messages * mElements},
            {"bytes", messageBytes(messages * mElements)},
        };
        for (const auto& [key, total] : expected) {
            const std::int64_t value =
                mReader.integer(mReader.required(load, lp, key, "a total over the run"),
                                pointerChild(lp, key), key);
            if (value < 0 || static_cast<std::uint64_t>(value) != total)
                mReader.fail(pointerChild(lp, key), "the steps give link " + std::to_string(link) +
                                                        " " + std::to_string(total) + " " + key +
                                                        ", not " + std::to_string(value));
        }
    }

    // Cost is derived from the trace and a machine; a reader recomputes it rather than trust it.
    if (const Json* cost = JsonReader::optional(json, "cost"))
        mReader.object(*cost, "/cost", "the cost, or null");
}

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
        s["links"] = detail::orderToJson(step.links);
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
                trace, update.node, {true, trace.updateElements(u), update.expr, {}}, formatted));
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
    const JsonReader reader(fileName);
    TraceData data;
    TraceReader(reader, data).read(json);
    try {
        return Trace(std::move(data));
    } catch (const InputError& e) {
        reader.fail("", e.what());
    }
}

Trace readTraceFile(const std::string& path)
{
    return traceFromJson(readJsonFile(path, DocumentKind::Trace), path);
}

std::string traceFileText(const Trace& trace)
{
    std::ostringstream out;
    writeJsonText(out, traceToJson(trace));
    return out.str() + "\n";
}

void writeTraceFile(const std::string& path, const Trace& trace)
{
    writeFileAtomically(path, traceFileText(trace));
}

} // namespace cubelab
