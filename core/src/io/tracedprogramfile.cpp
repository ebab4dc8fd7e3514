#include "io/tracedprogramfile.h"

#include "cubelab/collective.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/ranklog.h"
#include "cubelab/tracedtrace.h"
#include "io/scenariojson.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace cubelab::detail {

namespace {

// The messages and collectives a traced program's trace file holds at most.
constexpr std::size_t kMaxTracedEvents = std::size_t{1} << 21;
// A rank's clock (MPI_Wtime) in seconds: any finite reading up to this size.
constexpr double kMaxClock = 1e15;

Json callToJson(const std::string& call, double start, double end)
{
    return Json{{"call", call}, {"start", start}, {"end", end}};
}

Json messageToJson(const Message& msg, const TracedMessage& m)
{
    Json out = Json{{"from", msg.from}, {"to", msg.to}};
    if (msg.link == kNoLink) {
        out["link"] = nullptr;
        out["crosses"] = orderToJson(m.links);
    } else {
        out["link"] = msg.link;
    }
    out["tag"] = m.tag;
    out["bytes"] = m.bytes;
    out["type"] = m.type;
    out["values"] = valuesToJson(m.values);
    out["send"] = callToJson(m.sendCall, m.sendStart, m.sendEnd);
    out["receive"] = callToJson(m.receiveCall, m.receiveStart, m.receiveEnd);
    return out;
}

Json collectiveToJson(const TracedCollective& c)
{
    return Json{{"name", c.name},
                {"ranks", c.ranks},
                {"bytes", c.bytes},
                {"start", c.start},
                {"end", c.end}};
}

// The bytes each link carried: a traced message's own, not the trace's elements.
std::vector<std::uint64_t> bytesPerLink(const TracedRun& run)
{
    std::vector<std::uint64_t> bytes(static_cast<std::size_t>(run.dimension), 0);
    for (const TracedMessage& m : run.messages)
        if (m.neighbour())
            bytes[static_cast<std::size_t>(m.links.front() - 1)] += m.bytes;
    return bytes;
}

class Reader
{
public:
    Reader(const JsonReader& reader, const Json& json) : r(reader), mJson(json) {}

    Trace read()
    {
        r.object(mJson, "", "a trace");
        r.checkFormat(mJson, "", DocumentKind::Trace, kOldestFileFormatVersion, kFileFormatVersion);
        r.allowOnly(
            mJson, "",
            {"format", "version", "scenario", "initial", "steps", "final", "linkLoad", "cost"});
        const Scenario asWritten = readScenario(
            r, r.required(mJson, "", "scenario", "the scenario that ran"), "/scenario", false);
        auto run = std::make_shared<TracedRun>();
        run->dimension = asWritten.dimension;
        run->ranks = static_cast<int>(Hypercube(asWritten.dimension).nodeCount());
        nodeList("initial", run->ranks);
        nodeList("final", run->ranks);
        const Json& steps =
            r.array(r.required(mJson, "", "steps", "the steps"), "/steps", "the steps");
        for (std::size_t k = 0; k < steps.size(); ++k)
            step(*run, steps[k], pointerChild("/steps", k), k + 1);
        run->stepCount = steps.size();

        Trace trace = traceOf(run);
        if (normalized(asWritten) != trace.scenario())
            r.fail("/scenario",
                   "a traced program's scenario is the cube of its ranks, numeric values "
                   "of one element, and as link order the order the program first used "
                   "its links (" +
                       joined(trace.scenario().linkOrder) + "); this one says otherwise");
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const std::string at = pointerChild(pointerChild("/steps", k), "links");
            const std::vector<std::int64_t> links = r.integers(
                r.required(steps[k], pointerChild("/steps", k), "links", "the links the step used"),
                at, "the step's links", "a link", 1, run->dimension);
            const std::vector<int>& used = trace.steps()[k].links;
            if (!std::equal(links.begin(), links.end(), used.begin(), used.end()))
                r.fail(at, "the step's messages use the links " + joined(used) + ", not " +
                               joined(std::vector<int>(links.begin(), links.end())));
        }
        linkLoads(*run);
        if (const Json* cost = JsonReader::optional(mJson, "cost"))
            r.object(*cost, "/cost", "the cost, or null");
        return trace;
    }

private:
    static std::string joined(const std::vector<int>& links)
    {
        std::string text = "[";
        for (int link : links)
            text += (text.size() > 1 ? "," : "") + std::to_string(link);
        return text + "]";
    }

    // Every node, in order, with no value: the library records no node's value.
    void nodeList(const char* key, int p)
    {
        const std::string place = std::string("/") + key;
        const Json& list = r.array(r.required(mJson, "", key, "every node, with no value"), place,
                                   "every node", static_cast<std::uint64_t>(p));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string at = pointerChild(place, i);
            r.object(list[i], at, "a node");
            r.allowOnly(list[i], at, {"node", "value"});
            r.integer(r.required(list[i], at, "node", "the node's number"),
                      pointerChild(at, "node"), "node", static_cast<std::int64_t>(i),
                      static_cast<std::int64_t>(i));
            if (JsonReader::optional(list[i], "value") != nullptr || !list[i].contains("value"))
                r.fail(pointerChild(at, "value"),
                       "a traced program's node holds no recorded value: write \"value\": null");
        }
    }

    double clock(const Json& obj, const std::string& place, std::string_view key) const
    {
        const std::string at = pointerChild(place, key);
        const double t =
            r.number(r.required(obj, place, key, "a time of the rank's clock, in seconds"), at,
                     "a time in seconds");
        if (std::fabs(t) > kMaxClock)
            r.fail(at, "a clock reading of " + std::to_string(t) + " s: allowed are -1e15 to 1e15");
        return t;
    }

    void call(const Json& obj, const std::string& place, std::string_view key,
              std::initializer_list<std::string_view> calls, std::string& name, double& start,
              double& end) const
    {
        const std::string at = pointerChild(place, key);
        const Json& c =
            r.object(r.required(obj, place, key, "the MPI call and its times"), at, "an MPI call");
        r.allowOnly(c, at, {"call", "start", "end"});
        name = r.choice(r.required(c, at, "call", "the call's kind"), pointerChild(at, "call"),
                        "the call", calls);
        start = clock(c, at, "start");
        end = clock(c, at, "end");
    }

    void message(TracedRun& run, const Json& m, const std::string& at, std::size_t stepIndex) const
    {
        r.object(m, at, "a message");
        r.allowOnly(
            m, at,
            {"from", "to", "link", "crosses", "tag", "bytes", "type", "values", "send", "receive"});
        TracedMessage msg;
        msg.step = stepIndex;
        msg.from = static_cast<int>(r.integer(r.required(m, at, "from", "the sending node"),
                                              pointerChild(at, "from"), "from", 0, run.ranks - 1));
        msg.to = static_cast<int>(r.integer(r.required(m, at, "to", "the receiving node"),
                                            pointerChild(at, "to"), "to", 0, run.ranks - 1));
        if (msg.from == msg.to)
            r.fail(pointerChild(at, "to"), "a message from node " + std::to_string(msg.from) +
                                               " to itself: a message goes to another node");
        for (int link = 1; link <= run.dimension; ++link)
            if (((msg.from ^ msg.to) >> (link - 1)) & 1)
                msg.links.push_back(link);
        if (!m.contains("link"))
            r.fail(at, "the message lacks \"link\": its link, or null between nodes that are no "
                       "neighbours");
        if (msg.neighbour()) {
            const std::int64_t link =
                r.integer(m["link"], pointerChild(at, "link"), "link", 1, run.dimension);
            if (link != msg.links.front())
                r.fail(pointerChild(at, "link"),
                       "nodes " + std::to_string(msg.from) + " and " + std::to_string(msg.to) +
                           " are neighbours across link " + std::to_string(msg.links.front()) +
                           ", not " + std::to_string(link));
            if (m.contains("crosses"))
                r.fail(pointerChild(at, "crosses"),
                       "a message between neighbours crosses its link only");
        } else {
            if (!m["link"].is_null())
                r.fail(pointerChild(at, "link"),
                       "nodes " + std::to_string(msg.from) + " and " + std::to_string(msg.to) +
                           " are no neighbours: the message travels on no one link (null)");
            const std::string crossesAt = pointerChild(at, "crosses");
            const std::vector<std::int64_t> crosses =
                r.integers(r.required(m, at, "crosses", "the links it would cross"), crossesAt,
                           "the links it would cross", "a link", 1, run.dimension);
            if (!std::equal(crosses.begin(), crosses.end(), msg.links.begin(), msg.links.end()))
                r.fail(crossesAt, "between nodes " + std::to_string(msg.from) + " and " +
                                      std::to_string(msg.to) + " a message would cross the links " +
                                      joined(msg.links));
        }
        msg.tag = static_cast<int>(r.integer(r.required(m, at, "tag", "the message's tag"),
                                             pointerChild(at, "tag"), "tag", 0, INT_MAX));
        msg.bytes = static_cast<std::uint64_t>(
            r.integer(r.required(m, at, "bytes", "the message's bytes"), pointerChild(at, "bytes"),
                      "bytes", 0, std::int64_t{1} << 50));
        msg.type =
            r.choice(r.required(m, at, "type", "the buffer's type"), pointerChild(at, "type"),
                     "type", {"double", "float", "int", "long", "other"});
        const std::string valuesAt = pointerChild(at, "values");
        const Json& values = r.array(r.required(m, at, "values", "the buffer's first values"),
                                     valuesAt, "the buffer's first values");
        const std::size_t most = msg.type == "other" ? 0 : LoggedMessage::kMaxValues;
        if (values.size() > most)
            r.fail(valuesAt, std::to_string(values.size()) + " values: a buffer of type " +
                                 msg.type + " records at most " + std::to_string(most));
        for (std::size_t i = 0; i < values.size(); ++i)
            msg.values.push_back(r.value(values[i], pointerChild(valuesAt, i)));
        call(m, at, "send",
             {"send", "ssend", "bsend", "rsend", "isend", "issend", "ibsend", "irsend", "psend",
              "sendrecv"},
             msg.sendCall, msg.sendStart, msg.sendEnd);
        call(m, at, "receive", {"recv", "irecv", "precv", "sendrecv"}, msg.receiveCall,
             msg.receiveStart, msg.receiveEnd);
        run.messages.push_back(std::move(msg));
    }

    void collective(TracedRun& run, const Json& c, const std::string& at,
                    std::size_t stepIndex) const
    {
        r.object(c, at, "a collective");
        r.allowOnly(c, at, {"name", "ranks", "bytes", "start", "end"});
        TracedCollective call;
        call.step = stepIndex;
        call.name = r.text(r.required(c, at, "name", "the MPI collective's name"),
                           pointerChild(at, "name"), "name");
        if (call.name.size() > 40 || call.name.rfind("MPI_", 0) != 0)
            r.fail(pointerChild(at, "name"),
                   "the name " + JsonReader::quoted(call.name) +
                       ": a collective is named as MPI names it, MPI_Allreduce");
        const std::string ranksAt = pointerChild(at, "ranks");
        const std::vector<std::int64_t> ranks =
            r.integers(r.required(c, at, "ranks", "the ranks that called it"), ranksAt,
                       "the ranks that called it", "a rank", 0, run.ranks - 1);
        std::vector<std::int64_t> sorted = ranks;
        std::sort(sorted.begin(), sorted.end());
        if (ranks.empty() || std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            r.fail(ranksAt, "a collective is called by one rank or more, each once");
        call.ranks.assign(ranks.begin(), ranks.end());
        call.bytes = static_cast<std::uint64_t>(
            r.integer(r.required(c, at, "bytes", "the largest contribution"),
                      pointerChild(at, "bytes"), "bytes", 0, std::int64_t{1} << 50));
        call.start = clock(c, at, "start");
        call.end = clock(c, at, "end");
        run.collectives.push_back(std::move(call));
    }

    void step(TracedRun& run, const Json& s, const std::string& at, std::size_t index) const
    {
        r.object(s, at, "a step");
        r.allowOnly(s, at,
                    {"index", "label", "phase", "links", "messages", "collectives", "updates"});
        r.integer(r.required(s, at, "index", "the step's number, from 1"),
                  pointerChild(at, "index"), "index", static_cast<std::int64_t>(index),
                  static_cast<std::int64_t>(index));
        const std::string label = r.string(r.required(s, at, "label", "the step's label"),
                                           pointerChild(at, "label"), "label");
        if (label != stepLabel(index))
            r.fail(pointerChild(at, "label"), "step " + std::to_string(index) + " is labelled " +
                                                  stepLabel(index) + ", not " +
                                                  JsonReader::quoted(label));
        r.choice(r.required(s, at, "phase", "the step's phase"), pointerChild(at, "phase"), "phase",
                 {kTracedProgramPhase});
        const std::string updatesAt = pointerChild(at, "updates");
        if (!r.array(r.required(s, at, "updates", "none: no node's value is recorded"), updatesAt,
                     "the updates")
                 .empty())
            r.fail(updatesAt,
                   "a traced program's step updates no node: its nodes' values are not recorded");
        const std::string messagesAt = pointerChild(at, "messages");
        const Json& messages = r.array(r.required(s, at, "messages", "the step's messages"),
                                       messagesAt, "the step's messages");
        for (std::size_t i = 0; i < messages.size(); ++i)
            message(run, messages[i], pointerChild(messagesAt, i), index);
        std::size_t collectives = 0;
        if (const Json* list = JsonReader::optional(s, "collectives")) {
            const std::string listAt = pointerChild(at, "collectives");
            r.array(*list, listAt, "the collectives called in the step");
            for (std::size_t i = 0; i < list->size(); ++i)
                collective(run, (*list)[i], pointerChild(listAt, i), index);
            collectives = list->size();
        }
        if (messages.empty() && collectives == 0)
            r.fail(at,
                   "an empty step: each step of a traced program holds a message or a collective");
    }

    void linkLoads(const TracedRun& run) const
    {
        const std::vector<std::uint64_t> messages = run.messagesPerLink();
        const std::vector<std::uint64_t> bytes = bytesPerLink(run);
        const Json& loads =
            r.array(r.required(mJson, "", "linkLoad", "the totals per link"), "/linkLoad",
                    "the load of every link", static_cast<std::uint64_t>(run.dimension));
        for (std::size_t i = 0; i < loads.size(); ++i) {
            const std::string at = pointerChild("/linkLoad", i);
            r.object(loads[i], at, "a link's load");
            r.allowOnly(loads[i], at, {"link", "messages", "bytes"});
            r.integer(r.required(loads[i], at, "link", "the link number"), pointerChild(at, "link"),
                      "link", static_cast<std::int64_t>(i + 1), static_cast<std::int64_t>(i + 1));
            const std::pair<const char*, std::uint64_t> expected[] = {{"messages", messages[i]},
                                                                      {"bytes", bytes[i]}};
            for (const auto& [key, total] : expected) {
                const std::int64_t value =
                    r.integer(r.required(loads[i], at, key, "a total over the run"),
                              pointerChild(at, key), key);
                if (value < 0 || static_cast<std::uint64_t>(value) != total)
                    r.fail(pointerChild(at, key), "the steps give link " + std::to_string(i + 1) +
                                                      " " + std::to_string(total) + " " + key +
                                                      ", not " + std::to_string(value));
            }
        }
    }

    const JsonReader& r;
    const Json& mJson;
};

} // namespace

bool isTracedProgramDocument(const Json& json)
{
    if (!json.is_object() || !json.contains("scenario") || !json["scenario"].is_object())
        return false;
    const Json& scenario = json["scenario"];
    if (!scenario.contains("algorithm") || !scenario["algorithm"].is_string())
        return false;
    const std::string name = scenario["algorithm"].get<std::string>();
    try {
        return &findCollective(name) == &tracedProgramCollective();
    } catch (const InputError&) {
        return false; // the trace reader says what is wrong with the name
    }
}

Json tracedProgramToJson(const Trace& trace)
{
    const TracedRun& run = *trace.tracedRun();
    // A message takes about 300 bytes of the file: more would not be read back
    // (maxDocumentBytes(DocumentKind::Trace)).
    if (run.messages.size() + run.collectives.size() > kMaxTracedEvents)
        throw InputError("the run has " + std::to_string(run.messages.size()) + " messages and " +
                         std::to_string(run.collectives.size()) + " collectives, more than the " +
                         std::to_string(kMaxTracedEvents) +
                         " a trace file holds: trace a shorter run (fewer repetitions or ranks)");
    Json j = Json::object();
    j["format"] = kTraceFormat;
    j["version"] = kFileFormatVersion;
    j["scenario"] = scenarioToJson(trace.scenario());
    Json nodes = Json::array();
    for (NodeId i = 0; i < trace.nodeCount(); ++i)
        nodes.push_back(Json{{"node", i}, {"value", nullptr}});
    j["initial"] = nodes;
    Json& steps = j["steps"] = Json::array();
    for (const Step& step : trace.steps()) {
        Json s = Json::object();
        s["index"] = step.index;
        s["label"] = step.label;
        s["phase"] = phaseName(step.phase);
        s["links"] = orderToJson(step.links);
        Json& messages = s["messages"] = Json::array();
        for (std::uint64_t m = step.firstMessage; m < step.firstMessage + step.messageCount; ++m)
            messages.push_back(messageToJson(trace.allMessages()[m], run.messages[m]));
        const std::vector<const TracedCollective*> collectives = run.collectivesIn(step.index);
        if (!collectives.empty()) {
            Json& list = s["collectives"] = Json::array();
            for (const TracedCollective* c : collectives)
                list.push_back(collectiveToJson(*c));
        }
        s["updates"] = Json::array();
        steps.push_back(std::move(s));
    }
    j["final"] = std::move(nodes);
    const std::vector<std::uint64_t> messages = run.messagesPerLink();
    const std::vector<std::uint64_t> bytes = bytesPerLink(run);
    Json& loads = j["linkLoad"] = Json::array();
    for (std::size_t i = 0; i < messages.size(); ++i)
        loads.push_back(Json{{"link", i + 1}, {"messages", messages[i]}, {"bytes", bytes[i]}});
    j["cost"] = nullptr;
    return j;
}

Trace tracedProgramFromJson(const JsonReader& reader, const Json& json)
{
    try {
        return Reader(reader, json).read();
    } catch (const InputError& e) { // what traceOf and the trace refuse
        reader.fail("", e.what());
    }
}

} // namespace cubelab::detail
