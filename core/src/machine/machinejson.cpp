#include "cubelab/machinejson.h"

#include "base/jsonreader.h"
#include "cubelab/atomicfile.h"
#include "cubelab/errors.h"
#include "cubelab/hypercube.h"
#include "cubelab/jsondocument.h"
#include "cubelab/jsontext.h"
#include "machine/machinecheck.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cubelab {

namespace {

using json = nlohmann::ordered_json;
using detail::JsonReader;
using detail::pointerChild;

// The largest link number a machine file may name: the largest cube's dimension.
constexpr std::int64_t kMaxLink = Hypercube::kMaxDimension;

Machine readMachine(const JsonReader& r, const json& root, const std::string& place)
{
    r.object(root, place, "a machine");
    r.checkFormat(root, place, DocumentKind::Machine, Machine::kFormatVersion);
    r.allowOnly(root, place,
                {"format", "version", "id", "name", "note", "maxDimension", "duplex",
                 "exchangeLatency", "elementBytes", "combineSeconds", "linkClasses"});
    auto at = [&](std::string_view key) { return pointerChild(place, key); };

    Machine m;
    m.id = r.string(r.required(root, place, "id", "the machine's id"), at("id"), "the id");
    m.name = root.contains("name") ? r.string(root["name"], at("name"), "the name") : m.id;
    if (root.contains("note"))
        m.note = r.string(root["note"], at("note"), "the note");
    m.maxDimension = static_cast<int>(
        r.integer(r.required(root, place, "maxDimension", "the largest cube it has links for"),
                  at("maxDimension"), "maxDimension", 1, kMaxLink));
    const std::string duplex = r.choice(r.required(root, place, "duplex", "full or half"),
                                        at("duplex"), "duplex", {"full", "half"});
    m.duplex = duplex == "full" ? Duplex::Full : Duplex::Half;
    // Optional, so that files written before it existed read as they did: add.
    if (const json* latency = JsonReader::optional(root, "exchangeLatency"))
        m.exchangeLatency = r.choice(*latency, at("exchangeLatency"), "exchangeLatency",
                                     {"add", "overlap"}) == "add"
                                ? ExchangeLatency::Add
                                : ExchangeLatency::Overlap;
    m.elementBytes = static_cast<std::uint32_t>(
        r.integer(r.required(root, place, "elementBytes", "the bytes of one element"),
                  at("elementBytes"), "elementBytes", 1, 1 << 20));
    m.combineSeconds =
        r.number(r.required(root, place, "combineSeconds", "the seconds to combine one element"),
                 at("combineSeconds"), "combineSeconds");

    const std::string classesPlace = at("linkClasses");
    const json& classes = r.array(r.required(root, place, "linkClasses", "the classes of links"),
                                  classesPlace, "the link classes");
    for (std::size_t c = 0; c < classes.size(); ++c) {
        const std::string classPlace = pointerChild(classesPlace, c);
        const json& object = r.object(classes[c], classPlace, "a link class");
        r.allowOnly(object, classPlace,
                    {"links", "latency", "bandwidth", "sharedBandwidth", "sharedDirections"});
        auto field = [&](std::string_view key) { return pointerChild(classPlace, key); };
        LinkClass lc;
        for (std::int64_t link :
             r.integers(r.required(object, classPlace, "links", "the link numbers of the class"),
                        field("links"), "the links", "link", 1, kMaxLink))
            lc.links.push_back(static_cast<int>(link));
        lc.latency = r.number(r.required(object, classPlace, "latency", "seconds"),
                              field("latency"), "the latency");
        lc.bandwidth = r.number(r.required(object, classPlace, "bandwidth", "bytes a second"),
                                field("bandwidth"), "the bandwidth");
        if (const json* shared = JsonReader::optional(object, "sharedBandwidth"))
            lc.sharedBandwidth = r.number(*shared, field("sharedBandwidth"), "sharedBandwidth");
        if (const json* directions = JsonReader::optional(object, "sharedDirections"))
            lc.sharedDirections = r.choice(*directions, field("sharedDirections"),
                                           "sharedDirections", {"both", "each"}) == "both"
                                      ? SharedDirections::Both
                                      : SharedDirections::Each;
        m.linkClasses.push_back(std::move(lc));
    }
    if (auto problem = detail::findProblem(m))
        r.fail(place + problem->place, problem->reason);
    for (LinkClass& lc : m.linkClasses)
        std::sort(lc.links.begin(), lc.links.end());
    return m;
}

} // namespace

Machine machineFromJson(const nlohmann::ordered_json& json, const std::string& file,
                        const std::string& place)
{
    return readMachine(JsonReader(file), json, place);
}

Machine parseMachine(std::string_view text, const std::string& file)
{
    return machineFromJson(parseJson(text, file), file);
}

Machine readMachineFile(const std::filesystem::path& path)
{
    return parseMachine(readTextFile(path.string(), DocumentKind::Machine), path.string());
}

void writeMachineFile(const std::string& path, const Machine& machine)
{
    validate(machine);
    std::ostringstream text;
    writeJsonText(text, machineToJson(machine));
    text << '\n';
    writeFileAtomically(path, text.str());
}

nlohmann::ordered_json machineToJson(const Machine& m)
{
    // The two choices are written only where they differ from their defaults, so that a
    // machine without them is written as before and any reader since version 1 reads it.
    json classes = json::array();
    for (const LinkClass& lc : m.linkClasses) {
        json object = {
            {"links", lc.links},
            {"latency", lc.latency},
            {"bandwidth", lc.bandwidth},
            {"sharedBandwidth", lc.sharedBandwidth ? json(*lc.sharedBandwidth) : json(nullptr)}};
        if (lc.sharedDirections != SharedDirections::Both)
            object["sharedDirections"] = std::string(sharedDirectionsName(lc.sharedDirections));
        classes.push_back(std::move(object));
    }
    json j = {{"format", std::string(documentFormat(DocumentKind::Machine))},
              {"version", Machine::kFormatVersion},
              {"id", m.id},
              {"name", m.name}};
    if (!m.note.empty())
        j["note"] = m.note;
    j["maxDimension"] = m.maxDimension;
    j["duplex"] = std::string(duplexName(m.duplex));
    if (m.exchangeLatency != ExchangeLatency::Add)
        j["exchangeLatency"] = std::string(exchangeLatencyName(m.exchangeLatency));
    j["elementBytes"] = m.elementBytes;
    j["combineSeconds"] = m.combineSeconds;
    j["linkClasses"] = classes;
    return j;
}

Machine loadMachine(const std::string& idOrFile)
{
    for (const Machine& m : builtinMachines())
        if (m.id.size() == idOrFile.size() &&
            std::equal(m.id.begin(), m.id.end(), idOrFile.begin(), [](char a, char b) {
                return std::tolower(static_cast<unsigned char>(a)) ==
                       std::tolower(static_cast<unsigned char>(b));
            }))
            return m;
    const std::filesystem::path path(idOrFile);
    std::error_code ec;
    if (std::filesystem::exists(path, ec) || path.extension() == ".json" ||
        idOrFile.find('/') != std::string::npos)
        return readMachineFile(path);
    try {
        return findMachine(idOrFile);
    } catch (const InputError& e) {
        throw InputError(std::string(e.what()) + ", or give the path of a machine file");
    }
}

} // namespace cubelab
