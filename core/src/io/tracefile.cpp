#include "cubelab/atomicfile.h"
#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/jsontext.h"
#include "cubelab/messagebytes.h"
#include "cubelab/scenarioprogram.h"
#include "io/measurementjson.h"
#include "io/scenariojson.h"
#include "io/tracedprogramfile.h"
#include "io/tracereader.h"

#include <sstream>
#include <unordered_map>

namespace cubelab {

namespace {

using detail::JsonReader;
using detail::valuesToJson;

using ExprCache = std::unordered_map<ExprId, std::string>;

// An object with room for its keys. Its storage must never grow: an ordered object's entries
// (a const key and a value) are copied, not moved, when it does, so adding a key after a long
// value copies the value — and, out of memory, a half-made copy cannot be let go.
Json objectFor(std::size_t keys)
{
    Json object = Json::object();
    object.get_ref<Json::object_t&>().reserve(keys);
    return object;
}

// An expression in the file's (the lecture's) brackets, formatted once.
const std::string& formattedExpr(const Trace& trace, ExprId expr, ExprCache& formatted)
{
    auto it = formatted.find(expr);
    if (it == formatted.end())
        it = formatted.emplace(expr, trace.format(expr, ExprStyle::Plain)).first;
    return it->second;
}

Json nodeValueToJson(const Trace& trace, NodeId node, const NodeValue& value, ExprCache& formatted)
{
    Json out = objectFor(3);
    JsonDismantler onFailure(out);
    out["node"] = node;
    if (!value.present) {
        out["value"] = nullptr;
        onFailure.release();
        return out;
    }
    out["value"] = valuesToJson(value.elements);
    if (trace.symbolic() && value.expr != kNoExpr)
        out["expr"] = formattedExpr(trace, value.expr, formatted);
    onFailure.release();
    return out;
}

Json blockToJson(const Trace& trace, BlockId block, std::span<const double> elements, ExprId expr,
                 ExprCache& formatted)
{
    Json out = objectFor(3);
    JsonDismantler onFailure(out);
    out["block"] = block;
    out["value"] = valuesToJson(elements);
    if (trace.symbolic() && expr != kNoExpr)
        out["expr"] = formattedExpr(trace, expr, formatted);
    onFailure.release();
    return out;
}

// A block trace's node: the blocks it holds.
Json nodeBlocksToJson(const Trace& trace, NodeId node, const NodeValue& value, ExprCache& formatted)
{
    Json out = objectFor(2);
    JsonDismantler onFailure(out);
    out["node"] = node;
    Json& blocks = out["blocks"] = Json::array();
    blocks.get_ref<Json::array_t&>().reserve(value.blocks.size());
    for (const BlockValue& block : value.blocks)
        blocks.push_back(blockToJson(trace, block.block, block.elements, block.expr, formatted));
    onFailure.release();
    return out;
}

Json messageToJson(const Trace& trace, const Message& msg, std::uint64_t index)
{
    const std::uint64_t elements = trace.messageElements(index);
    Json out = Json{{"from", msg.from}, {"to", msg.to}, {"link", msg.link}};
    if (trace.hasBlocks()) {
        Json blocks = Json::array();
        for (BlockId b : trace.messageBlocks(index))
            blocks.push_back(b);
        out["blocks"] = std::move(blocks);
    }
    out["elements"] = elements;
    out["bytes"] = messageBytes(elements);
    return out;
}

// A block trace's update: the blocks it changed, then those it dropped (when there are any).
Json blockUpdateToJson(const Trace& trace, std::uint64_t u, ExprCache& formatted)
{
    Json out = objectFor(3);
    JsonDismantler onFailure(out);
    out["node"] = trace.data().updates[u].node;
    Json& blocks = out["blocks"] = Json::array();
    Json dropped = Json::array();
    std::uint64_t c = trace.data().changeBegin[u];
    for (const BlockChange& change : trace.blockChanges(u)) {
        if (change.dropped)
            dropped.push_back(change.block);
        else
            blocks.push_back(
                blockToJson(trace, change.block, trace.changeElements(c), change.expr, formatted));
        ++c;
    }
    if (!dropped.empty())
        out["dropped"] = std::move(dropped);
    onFailure.release();
    return out;
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
    if (trace.hasBlocks()) {
        // Every block number counts, as well as the values: a block may hold no element.
        std::uint64_t numbers = 0;
        for (NodeId i = 0; i < trace.nodeCount(); ++i)
            for (const NodeValue& state : {trace.initial(i), trace.final(i)})
                for (const BlockValue& block : state.blocks)
                    numbers += 1 + block.elements.size();
        const TraceData& data = trace.data();
        return numbers + data.messageBlocks.size() + data.blockChanges.size() +
               data.updateValues.size();
    }
    std::uint64_t present = 0;
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        present += (trace.initial(i).present ? 1 : 0) + (trace.final(i).present ? 1 : 0);
    return present * trace.elements() + trace.data().updates.size() * trace.storedElements();
}

void checkTraceFileFits(const Scenario& s)
{
    // Every node ends with a value; the inputs are at every node, or at the root alone. A
    // block collective holds each block somewhere before and after the run: the vector's m
    // elements and p block numbers in each state, at least.
    const std::uint64_t p = std::uint64_t{1} << s.dimension;
    const std::uint64_t m = static_cast<std::uint64_t>(s.elements);
    const Collective collective = ScenarioProgram::collectiveOf(s); // a program run: its own
    const std::uint64_t inputs = collective.onlyRootHoldsInput ? 1 : p;
    const std::uint64_t numbers =
        collective.data == DataKind::Blocks ? 2 * (m + p) : (inputs + p) * m;
    if (numbers > kMaxTraceFileNumbers)
        refuseTraceFile(numbers, " in its initial and final states alone (" + std::to_string(p) +
                                     (p == 1 ? " node" : " nodes") + " × " + std::to_string(m) +
                                     (m == 1 ? " element" : " elements") + ")");
}

Json traceToJson(const Trace& trace)
{
    if (trace.tracedRun() != nullptr)
        return detail::tracedProgramToJson(trace);
    if (const std::uint64_t numbers = traceFileNumbers(trace); numbers > kMaxTraceFileNumbers)
        refuseTraceFile(numbers, "");
    ExprCache formatted;
    // Built in place, so that on std::bad_alloc one dismantler takes the whole document apart
    // without memory (JsonDismantler); each array is reserved before it is filled.
    Json j = objectFor(11);
    JsonDismantler onFailure(j);
    auto newArray = [](Json& place, std::size_t size) -> Json& {
        place = Json::array();
        place.get_ref<Json::array_t&>().reserve(size);
        return place;
    };
    auto nodeToJson = [&](NodeId i, const NodeValue& value) {
        return trace.hasBlocks() ? nodeBlocksToJson(trace, i, value, formatted)
                                 : nodeValueToJson(trace, i, value, formatted);
    };
    j["format"] = kTraceFormat;
    j["version"] = kFileFormatVersion;
    j["scenario"] = scenarioToJson(trace.scenario());
    if (trace.valuesTruncated())
        j["storedElements"] = trace.storedElements();

    Json& initial = newArray(j["initial"], trace.nodeCount());
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        initial.push_back(nodeToJson(i, trace.initial(i)));

    Json& steps = newArray(j["steps"], trace.steps().size());
    for (const Step& step : trace.steps()) {
        Json& s = steps.emplace_back(objectFor(6));
        s["index"] = step.index;
        s["label"] = step.label;
        s["phase"] = phaseName(step.phase);
        s["links"] = detail::orderToJson(step.links);
        Json& messages = newArray(s["messages"], step.messageCount);
        for (std::uint64_t j = step.firstMessage; j < step.firstMessage + step.messageCount; ++j)
            messages.push_back(messageToJson(trace, trace.allMessages()[j], j));
        Json& updates = newArray(s["updates"], step.updateCount);
        for (std::uint64_t u = step.firstUpdate; u < step.firstUpdate + step.updateCount; ++u) {
            if (trace.hasBlocks()) {
                updates.push_back(blockUpdateToJson(trace, u, formatted));
                continue;
            }
            const Update& update = trace.data().updates[u];
            updates.push_back(nodeValueToJson(trace, update.node,
                                              {.elements = trace.updateElements(u),
                                               .blocks = {},
                                               .expr = update.expr,
                                               .present = true},
                                              formatted));
        }
    }

    Json& final = newArray(j["final"], trace.nodeCount());
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        final.push_back(nodeToJson(i, trace.final(i)));

    const std::vector<LinkLoad> linkLoads = trace.linkLoads();
    Json& loads = newArray(j["linkLoad"], linkLoads.size());
    for (const LinkLoad& load : linkLoads)
        loads.push_back(Json{{"link", load.link},
                             {"messages", load.messages},
                             {"elements", load.elements},
                             {"bytes", load.bytes}});
    if (const Measurement* measured = trace.measured())
        j["measured"] = detail::measurementToJson(*measured);
    j["cost"] = nullptr;
    onFailure.release();
    return j;
}

Trace traceFromJson(const Json& json, const std::string& fileName)
{
    const JsonReader reader(fileName);
    if (detail::isTracedProgramDocument(json))
        return detail::tracedProgramFromJson(reader, json);
    TraceData data;
    detail::TraceReader(reader, data).read(json);
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
    Json json = traceToJson(trace);
    const JsonDismantler dismantle(json);
    writeJsonText(out, json);
    out << '\n';
    return std::move(out).str();
}

void writeTraceFile(const std::string& path, const Trace& trace)
{
    writeFileAtomically(path, traceFileText(trace));
}

} // namespace cubelab
