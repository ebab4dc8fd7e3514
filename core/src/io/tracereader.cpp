#include "io/tracereader.h"

#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/messagebytes.h"
#include "cubelab/scenarioprogram.h"
#include "io/measurementjson.h"
#include "io/scenariojson.h"
#include "io/traceblockreader.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_set>

namespace cubelab::detail {

// ---- TraceContext --------------------------------------------------------------------------

ExprId TraceContext::expression(const Json& v, const std::string& place)
{
    if (!v.is_string())
        (void)reader.string(v, place, "an expression"); // fails, naming the type found
    const std::string& text = v.get_ref<const std::string&>();
    const auto it = mParsed.find(text);
    if (it != mParsed.end())
        return it->second;
    try {
        const ExprId id = data.expressions->parse(text, static_cast<std::uint32_t>(nodes));
        mParsed.emplace(text, id);
        return id;
    } catch (const InputError& e) {
        reader.fail(place, e.what());
    }
}

ExprId TraceContext::valueExpression(const Json& entry, const std::string& entryPlace)
{
    if (symbolic)
        return expression(reader.required(entry, entryPlace, "expr",
                                          "a symbolic trace names every value's expression"),
                          pointerChild(entryPlace, "expr"));
    if (JsonReader::optional(entry, "expr"))
        reader.fail(pointerChild(entryPlace, "expr"),
                    "a numeric trace has no expressions: use \"values\": \"symbolic\"");
    return kNoExpr;
}

const Json& TraceContext::nodeEntry(const Json& list, const std::string& place, std::size_t i,
                                    std::string_view what,
                                    std::initializer_list<std::string_view> keys) const
{
    const std::string entryPlace = pointerChild(place, i);
    const Json& entry = reader.object(list[i], entryPlace, what);
    reader.allowOnly(entry, entryPlace, keys);
    const std::int64_t node =
        reader.integer(reader.required(entry, entryPlace, "node", "the node's number"),
                       pointerChild(entryPlace, "node"), "a node");
    if (node != static_cast<std::int64_t>(i))
        reader.fail(pointerChild(entryPlace, "node"),
                    "node " + std::to_string(node) + " where node " + std::to_string(i) +
                        " was expected: list every node in node order");
    return entry;
}

bool TraceContext::sameExpression(ExprId a, ExprId b) const
{
    if (a == b)
        return true;
    if (a == kNoExpr || b == kNoExpr)
        return false;
    const auto p = static_cast<std::uint32_t>(nodes);
    return data.expressions->format(a, ExprStyle::Plain, p) ==
           data.expressions->format(b, ExprStyle::Plain, p);
}

// ---- TraceReader ---------------------------------------------------------------------------

TraceReader::TraceReader(const JsonReader& reader, TraceData& data)
    : mContext(reader, data), mReader(reader), mData(data)
{
}

TraceReader::~TraceReader() = default;

void TraceReader::nodeList(const Json& v, const std::string& place, std::string_view what,
                           std::vector<std::uint8_t>& present, LargeVector<double>& values,
                           std::vector<ExprId>& exprs)
{
    const std::uint64_t nodes = mContext.nodes;
    mReader.array(v, place, std::string(what) + ", one entry for every node", nodes);
    present.reserve(nodes);
    exprs.reserve(nodes);
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string entryPlace = pointerChild(place, i);
        const Json& entry =
            mContext.nodeEntry(v, place, i, "a node's value", {"node", "value", "expr"});
        const Json& value =
            mReader.required(entry, entryPlace, "value", "the node's vector, or null");
        const Json* expr = JsonReader::optional(entry, "expr");
        if (value.is_null()) {
            if (expr)
                mReader.fail(pointerChild(entryPlace, "expr"),
                             "a node that holds nothing (value null) has no expression");
            present.push_back(0);
            values.insert(values.end(), mContext.elements, 0.0);
            exprs.push_back(kNoExpr);
            continue;
        }
        present.push_back(1);
        mReader.values(value, pointerChild(entryPlace, "value"), mContext.elements, values);
        exprs.push_back(mContext.valueExpression(entry, entryPlace));
    }
}

void TraceReader::phase(Step& step, const std::string& phase, const std::string& place)
{
    try {
        step.phase = parsePhase(phase);
    } catch (const InputError& e) {
        mReader.fail(place, e.what());
    }
    const std::vector<Phase>& phases = mCollective->phases;
    std::string order;
    for (Phase p : phases)
        order += (order.empty() ? "" : ", then ") + std::string(phaseName(p));
    const auto it =
        std::find(phases.begin() + static_cast<std::ptrdiff_t>(mPhase), phases.end(), step.phase);
    if (it == phases.end()) {
        const bool earlier = std::find(phases.begin(), phases.end(), step.phase) != phases.end();
        mReader.fail(place,
                     "a " + phase + " step " +
                         (earlier ? "after a " + std::string(phaseName(phases[mPhase])) + " step"
                                  : "in a run of " + mCollective->id) +
                         ": " + mCollective->id + " runs " + order);
    }
    mPhase = static_cast<std::size_t>(it - phases.begin());
}

std::uint64_t TraceReader::messageSize(const Json& m, const std::string& mp)
{
    const std::uint64_t expectedElements =
        mBlocks ? mBlocks->messageBlocks(m, mp) : mContext.elements;
    const std::int64_t elements = mReader.integer(
        mReader.required(m, mp, "elements",
                         mBlocks ? "the elements of its blocks" : "the vector length"),
        pointerChild(mp, "elements"), "the elements");
    if (elements < 0 || static_cast<std::uint64_t>(elements) != expectedElements)
        mReader.fail(pointerChild(mp, "elements"),
                     (mBlocks ? "its blocks hold " + std::to_string(expectedElements) + " elements"
                              : "a message carries the whole vector: " +
                                    std::to_string(expectedElements) + " elements") +
                         ", not " + std::to_string(elements));
    const std::int64_t bytes =
        mReader.integer(mReader.required(m, mp, "bytes", "the message's size"),
                        pointerChild(mp, "bytes"), "the bytes");
    const std::uint64_t expectedBytes = messageBytes(expectedElements);
    if (bytes < 0 || static_cast<std::uint64_t>(bytes) != expectedBytes)
        mReader.fail(pointerChild(mp, "bytes"),
                     std::to_string(expectedElements) +
                         (expectedElements == 1 ? " element" : " elements") + " of " +
                         std::to_string(kTraceElementBytes) + " bytes make " +
                         std::to_string(expectedBytes) + " bytes, not " + std::to_string(bytes));
    return expectedElements;
}

void TraceReader::update(const Json& u, const std::string& up)
{
    mReader.object(u, up, "an update");
    if (mBlocks)
        mReader.allowOnly(u, up, {"node", "blocks", "dropped"});
    else
        mReader.allowOnly(u, up, {"node", "value", "expr"});
    Update update;
    update.node = static_cast<NodeId>(mReader.integer(
        mReader.required(u, up, "node", "the node that changed"), pointerChild(up, "node"), "node",
        0, static_cast<std::int64_t>(mContext.nodes) - 1));
    if (mUpdatedInStep[update.node])
        mReader.fail(pointerChild(up, "node"),
                     "node " + std::to_string(update.node) + " is updated twice in one step");
    mUpdatedInStep[update.node] = 1;
    if (mBlocks) {
        mData.updates.push_back(update);
        mBlocks->update(u, up);
        return;
    }
    mReader.values(mReader.required(u, up, "value", "the node's new vector"),
                   pointerChild(up, "value"), mData.storedElements, mData.updateValues);
    update.expr = mContext.valueExpression(u, up);
    mData.updates.push_back(update);
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
    phase(step,
          mReader.string(mReader.required(v, place, "phase",
                                          "the phase, such as reduce, broadcast or exchange"),
                         pointerChild(place, "phase"), "a phase"),
          pointerChild(place, "phase"));

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
    const std::int64_t lastNode = static_cast<std::int64_t>(mContext.nodes) - 1;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const std::string mp = pointerChild(messagesPlace, i);
        const Json& m = mReader.object(messages[i], mp, "a message");
        if (mBlocks)
            mReader.allowOnly(m, mp, {"from", "to", "link", "blocks", "elements", "bytes"});
        else
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
        mLinkElements[msg.link] += messageSize(m, mp);
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
    for (std::size_t i = 0; i < updates.size(); ++i)
        update(updates[i], pointerChild(updatesPlace, i));
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
    const std::uint64_t nodes = mContext.nodes;
    const std::uint64_t elements = mContext.elements;
    const std::uint64_t declared = nodes * elements;
    if (held < declared)
        mReader.fail("/scenario/elements",
                     "the trace declares " + std::to_string(nodes) +
                         (nodes == 1 ? " node" : " nodes") + " × " + std::to_string(elements) +
                         (elements == 1 ? " element" : " elements") + " (" +
                         std::to_string(declared) +
                         " values a state), but its initial and final "
                         "states hold only " +
                         std::to_string(held) +
                         " numbers: a trace spells out at least the final state of every node");
}

void TraceReader::checkFinalState() const
{
    constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t nodes = mContext.nodes;
    const std::uint64_t elements = mContext.elements;
    std::vector<std::uint64_t> last(nodes, kNone); // each node's last update
    std::vector<std::uint32_t> lastStep(nodes, 0); // and the step it came in
    for (const Step& step : mData.steps)
        for (std::uint64_t u = step.firstUpdate; u < step.firstUpdate + step.updateCount; ++u) {
            last[mData.updates[u].node] = u;
            lastStep[mData.updates[u].node] = step.index;
        }
    const std::uint64_t k = mData.storedElements;
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    for (std::uint64_t node = 0; node < nodes; ++node) {
        const std::string place = pointerChild("/final", static_cast<std::size_t>(node));
        const double* finalValues = mData.finalValues.data() + node * elements;
        const bool present = mData.finalPresent[node] != 0;
        std::string expected;
        if (last[node] != kNone) {
            const std::uint64_t u = last[node];
            const double* updated = mData.updateValues.data() + u * k;
            if (!present || !std::equal(updated, updated + k, finalValues, same) ||
                !mContext.sameExpression(mData.updates[u].expr, mData.finalExpr[node]))
                expected = "what its last update left (step " +
                           mData.steps[lastStep[node] - 1].label + ")";
        } else {
            const double* initial = mData.initialValues.data() + node * elements;
            if (present != (mData.initialPresent[node] != 0) ||
                (present &&
                 (!std::equal(initial, initial + elements, finalValues, same) ||
                  !mContext.sameExpression(mData.initialExpr[node], mData.finalExpr[node]))))
                expected = "its initial value, as no step updates it";
        }
        if (!expected.empty())
            mReader.fail(place, "the final value of node " + std::to_string(node) + " is not " +
                                    expected + ": the trace contradicts itself");
    }
}

void TraceReader::linkLoads(const Json& json)
{
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
        const std::uint64_t elements = mLinkElements[i + 1];
        const std::pair<const char*, std::uint64_t> expected[] = {
            {"messages", counted[i + 1]},
            {"elements", elements},
            {"bytes", messageBytes(elements)},
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
}

void TraceReader::read(const Json& json)
{
    mReader.object(json, "", "a trace");
    mVersion = mReader.checkFormat(json, "", DocumentKind::Trace, kOldestFileFormatVersion,
                                   kFileFormatVersion);
    mReader.allowOnly(json, "",
                      {"format", "version", "scenario", "storedElements", "initial", "steps",
                       "final", "linkLoad", "measured", "cost"});
    const Scenario asWritten =
        readScenario(mReader, mReader.required(json, "", "scenario", "the scenario that ran"),
                     "/scenario", false);
    // A trace holds the scenario as it ran, its vector length spelled out: 0 (a scenario
    // file's "the collective's default") would be read as another length than the values.
    if (asWritten.elements == 0 && JsonReader::optional(json["scenario"], "elements"))
        mReader.fail("/scenario/elements",
                     "elements 0 in a trace: a trace holds the scenario as it ran, with the "
                     "vector length m of its values (at least 1); 0, the collective's default, "
                     "is for scenario files");
    // A program run's trace is checked against its own program (the scenario reader compiled it).
    mCollective = &mOwnCollective.emplace(ScenarioProgram::collectiveOf(asWritten));
    mData.scenario = normalized(asWritten, *mCollective);
    const Hypercube cube(mData.scenario.dimension);
    mContext.nodes = cube.nodeCount();
    mContext.elements = static_cast<std::uint64_t>(mData.scenario.elements);
    mContext.symbolic = mData.scenario.values == ValueMode::Symbolic;
    mUpdatedInStep.assign(mContext.nodes, 0);
    mLinkElements.assign(static_cast<std::size_t>(mData.scenario.dimension) + 1, 0);
    const bool blocks = mCollective->data == DataKind::Blocks;
    if (blocks && mVersion < 2)
        mReader.fail("/version", "version " + std::to_string(mVersion) +
                                     " has no blocks: " + mCollective->id +
                                     " moves blocks of the vector, which a trace file holds from "
                                     "version 2 on");

    mData.storedElements = static_cast<std::uint32_t>(mContext.elements);
    if (const Json* v = JsonReader::optional(json, "storedElements")) {
        const std::int64_t stored = mReader.integer(*v, "/storedElements", "storedElements");
        if (stored < 1 || static_cast<std::uint64_t>(stored) > mContext.elements)
            mReader.fail("/storedElements", "storedElements " + std::to_string(stored) +
                                                " is out of range: allowed are 1 to " +
                                                std::to_string(mContext.elements) +
                                                ", the vector length");
        mData.storedElements = static_cast<std::uint32_t>(stored);
    }

    if (blocks)
        mBlocks = std::make_unique<TraceBlockReader>(mContext, json);
    else
        checkDeclaredValues(json);
    const Json& initial =
        mReader.required(json, "", "initial", "every node's value before the first step");
    if (mBlocks)
        mBlocks->nodeList(initial, "/initial", "the initial values", false);
    else
        nodeList(initial, "/initial", "the initial values", mData.initialPresent,
                 mData.initialValues, mData.initialExpr);

    const Json& steps = mReader.array(
        mReader.required(json, "", "steps", "the steps, possibly none"), "/steps", "the steps");
    mData.steps.reserve(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i)
        step(steps[i], pointerChild("/steps", i), i + 1);

    const Json& final =
        mReader.required(json, "", "final", "every node's value after the last step");
    if (mBlocks) {
        mBlocks->nodeList(final, "/final", "the final values", true);
        mBlocks->checkFinalState();
    } else {
        nodeList(final, "/final", "the final values", mData.finalPresent, mData.finalValues,
                 mData.finalExpr);
        checkFinalState();
    }

    linkLoads(json);

    if (const Json* measured = JsonReader::optional(json, "measured"))
        mData.measured =
            readMeasurement(mReader, *measured, "/measured", mData.steps.size(), mContext.nodes);

    // Cost is derived from the trace and a machine; a reader recomputes it rather than trust it.
    if (const Json* cost = JsonReader::optional(json, "cost"))
        mReader.object(*cost, "/cost", "the cost, or null");
}

} // namespace cubelab::detail
