#include "cubelab/machinejson.h"

#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cost/machinecheck.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cubelab {

namespace {

using json = nlohmann::ordered_json;

class Reader
{
public:
    Reader(std::string file, std::string base) : mFile(std::move(file)), mBase(std::move(base)) {}

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const
    {
        const std::string where = mBase + place;
        throw FileError(mFile, where.empty() ? "/" : where, reason);
    }

    void onlyKeys(const json& object, const std::string& at,
                  const std::vector<std::string>& allowed) const
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end()) {
                std::string list;
                for (const std::string& k : allowed)
                    list += (list.empty() ? "" : ", ") + k;
                fail(at + "/" + it.key(), "unknown key \"" + it.key() + "\": allowed are " + list);
            }
        }
    }

    const json& member(const json& object, const std::string& at, const char* key) const
    {
        auto it = object.find(key);
        if (it == object.end())
            fail(at + "/" + key, std::string("the key \"") + key + "\" is missing");
        return *it;
    }

    std::string string(const json& value, const std::string& at) const
    {
        if (!value.is_string())
            fail(at, "expected a string, found " + std::string(value.type_name()));
        return value.get<std::string>();
    }

    double number(const json& value, const std::string& at) const
    {
        if (!value.is_number())
            fail(at, "expected a number, found " + std::string(value.type_name()));
        return value.get<double>();
    }

    std::int64_t integer(const json& value, const std::string& at, std::int64_t low,
                         std::int64_t high) const
    {
        if (!value.is_number_integer())
            fail(at, "expected a whole number from " + std::to_string(low) + " to " +
                         std::to_string(high) + ", found " +
                         (value.is_number() ? value.dump() : std::string(value.type_name())));
        if (value.is_number_unsigned() &&
            value.get<std::uint64_t>() > static_cast<std::uint64_t>(high))
            fail(at, value.dump() + " is outside " + std::to_string(low) + " to " +
                         std::to_string(high));
        const auto x = value.get<std::int64_t>();
        if (x < low || x > high)
            fail(at, std::to_string(x) + " is outside " + std::to_string(low) + " to " +
                         std::to_string(high));
        return x;
    }

    Machine machine(const json& root) const
    {
        if (!root.is_object())
            fail("",
                 "a machine file holds one JSON object, found " + std::string(root.type_name()));
        onlyKeys(root, "",
                 {"format", "version", "id", "name", "note", "maxDimension", "duplex",
                  "elementBytes", "combineSeconds", "linkClasses"});
        if (string(member(root, "", "format"), "/format") != "cubelab-machine")
            fail("/format", "expected \"cubelab-machine\"");
        if (integer(member(root, "", "version"), "/version", 0, 1'000'000) !=
            Machine::kFormatVersion)
            fail("/version",
                 "only version " + std::to_string(Machine::kFormatVersion) + " is understood");

        Machine m;
        m.id = string(member(root, "", "id"), "/id");
        m.name = root.contains("name") ? string(root["name"], "/name") : m.id;
        if (root.contains("note"))
            m.note = string(root["note"], "/note");
        m.maxDimension =
            static_cast<int>(integer(member(root, "", "maxDimension"), "/maxDimension", 1, 20));
        const std::string duplex = string(member(root, "", "duplex"), "/duplex");
        if (duplex == "full")
            m.duplex = Duplex::Full;
        else if (duplex == "half")
            m.duplex = Duplex::Half;
        else
            fail("/duplex", "unknown duplex '" + duplex + "': choose \"full\" or \"half\"");
        m.elementBytes = static_cast<std::uint32_t>(
            integer(member(root, "", "elementBytes"), "/elementBytes", 1, 1 << 20));
        m.combineSeconds = number(member(root, "", "combineSeconds"), "/combineSeconds");

        const json& classes = member(root, "", "linkClasses");
        if (!classes.is_array())
            fail("/linkClasses",
                 "expected an array of link classes, found " + std::string(classes.type_name()));
        for (std::size_t c = 0; c < classes.size(); ++c) {
            const std::string at = "/linkClasses/" + std::to_string(c);
            const json& object = classes[c];
            if (!object.is_object())
                fail(at, "expected a link class object, found " + std::string(object.type_name()));
            onlyKeys(object, at, {"links", "latency", "bandwidth", "sharedBandwidth"});
            LinkClass lc;
            const json& links = member(object, at, "links");
            if (!links.is_array())
                fail(at + "/links",
                     "expected an array of link numbers, found " + std::string(links.type_name()));
            for (std::size_t i = 0; i < links.size(); ++i)
                lc.links.push_back(
                    static_cast<int>(integer(links[i], at + "/links/" + std::to_string(i), 1, 20)));
            lc.latency = number(member(object, at, "latency"), at + "/latency");
            lc.bandwidth = number(member(object, at, "bandwidth"), at + "/bandwidth");
            if (object.contains("sharedBandwidth") && !object["sharedBandwidth"].is_null())
                lc.sharedBandwidth = number(object["sharedBandwidth"], at + "/sharedBandwidth");
            m.linkClasses.push_back(std::move(lc));
        }
        if (auto problem = detail::findProblem(m))
            fail(problem->place, problem->reason);
        for (LinkClass& lc : m.linkClasses)
            std::sort(lc.links.begin(), lc.links.end());
        return m;
    }

private:
    std::string mFile;
    std::string mBase;
};

} // namespace

Machine machineFromJson(const nlohmann::ordered_json& json, const std::string& file,
                        const std::string& place)
{
    return Reader(file, place).machine(json);
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
    json classes = json::array();
    for (const LinkClass& lc : m.linkClasses)
        classes.push_back(
            {{"links", lc.links},
             {"latency", lc.latency},
             {"bandwidth", lc.bandwidth},
             {"sharedBandwidth", lc.sharedBandwidth ? json(*lc.sharedBandwidth) : json(nullptr)}});
    json j = {{"format", "cubelab-machine"},
              {"version", Machine::kFormatVersion},
              {"id", m.id},
              {"name", m.name}};
    if (!m.note.empty())
        j["note"] = m.note;
    j["maxDimension"] = m.maxDimension;
    j["duplex"] = std::string(duplexName(m.duplex));
    j["elementBytes"] = m.elementBytes;
    j["combineSeconds"] = m.combineSeconds;
    j["linkClasses"] = classes;
    return j;
}

nlohmann::ordered_json costToJson(const CostResult& cost)
{
    json steps = json::array();
    for (const StepCost& s : cost.steps)
        steps.push_back(
            {{"index", s.index},
             {"start", s.start},
             {"duration", s.duration},
             {"transfer", s.transferSeconds},
             {"combine", s.combineSeconds},
             {"transfers", s.transfers},
             {"slowest",
              {{"from", s.slowest.from}, {"to", s.slowest.to}, {"link", s.slowest.link}}},
             {"concurrent", s.concurrent},
             {"bandwidth", s.effectiveBandwidth},
             {"limit", std::string(costLimitName(s.limit))}});
    return {{"machine", cost.machine},
            {"elements", cost.elements},
            {"steps", steps},
            {"total", cost.total}};
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
