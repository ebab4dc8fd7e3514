#include "base/jsonreader.h"
#include "cubelab/builtinscenarios.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/moment.h"
#include "io/base64url.h"
#include "io/momentjson.h"
#include "io/scenariojson.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

namespace cubelab {

namespace {

using detail::JsonReader;

// Every message about a link names it so; the place is a JSON pointer into its moment.
constexpr const char* kLinkName = "the link";

// The version part of every link this CubeLab writes: "cubelab:1/".
std::string linkPrefix()
{
    return std::string(kLinkScheme) + std::to_string(kLinkVersion) + "/";
}

// The bytes of a link's text after the "/", or InputError saying what is wrong with it.
std::string decode(std::string_view text)
{
    using Fault = detail::Base64urlDecoded::Fault;
    detail::Base64urlDecoded decoded = detail::base64urlDecode(text);
    switch (decoded.fault) {
    case Fault::None:
        break;
    case Fault::Length:
        throw InputError(std::string(kLinkName) + " is cut short: its text after \"/\" has " +
                         std::to_string(text.size()) + " characters, which no encoding gives");
    case Fault::Character:
        throw InputError(std::string(kLinkName) +
                         " holds a character that no link has at position " +
                         std::to_string(linkPrefix().size() + decoded.position + 1) +
                         ": allowed are letters, digits, \"-\" and \"_\"");
    case Fault::LeftoverBits:
        throw InputError(std::string(kLinkName) +
                         " is damaged: its last character is not one a link ends with");
    }
    return std::move(decoded.bytes);
}

// "a_I" or "s_I" with I a node of a cube of `dimension`.
void checkFollow(const JsonReader& reader, const std::string& place, const std::string& follow,
                 int dimension)
{
    const std::optional<Followed> followed = parseFollow(follow);
    if (!followed)
        reader.fail(
            place,
            "expected what is followed (a_I, an input, or s_I, a partial result, with I a node's "
            "number), found \"" +
                follow + "\"");
    const std::uint64_t nodes = std::uint64_t{1} << dimension;
    if (followed->node >= nodes)
        reader.fail(place, "node " + std::to_string(followed->node) +
                               " is out of range: allowed are 0 to " + std::to_string(nodes - 1));
}

// A name the window gives a layout, a panel or a comparison: lower-case letters, digits and
// "-", starting with a letter. Which names there are the window checks.
std::string name(const JsonReader& reader, const Json& object, const std::string& objectPlace,
                 std::string_view key, std::string_view what)
{
    const Json* v = JsonReader::optional(object, key);
    if (!v)
        return {};
    const std::string place = detail::pointerChild(objectPlace, key);
    const std::string text = reader.string(*v, place, what);
    bool ok = !text.empty() && text.size() <= 40 && text[0] >= 'a' && text[0] <= 'z';
    for (char c : text)
        ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
    if (!ok)
        reader.fail(
            place,
            "expected " + std::string(what) +
                " (a name of lower-case letters, digits and \"-\", up to 40 characters), found " +
                JsonReader::found(*v));
    return text;
}

// The moment's scenario: in full, as a scenario file holds it, or, where names are allowed, the
// shipped scenario a string names ("scenario": "lecture-reduce").
Scenario momentScenario(const JsonReader& reader, const Json& json, const std::string& place,
                        detail::ScenarioByName byName)
{
    const bool namesAllowed = byName == detail::ScenarioByName::Allowed;
    if (!json.is_string()) {
        if (namesAllowed && !json.is_object())
            reader.fail(
                place,
                "expected the scenario shown (the name of a shipped scenario, or the scenario "
                "in full: a JSON object), found " +
                    JsonReader::found(json));
        return detail::readScenario(reader, json, place, false);
    }
    if (!namesAllowed)
        reader.fail(
            place,
            "expected the scenario in full (a JSON object, as a scenario file holds it), found " +
                JsonReader::found(json) +
                ": a link holds its whole scenario, so that it opens "
                "the same moment in every CubeLab; a shipped scenario's name is read in a "
                "lesson file only");
    const std::string& name = json.get_ref<const std::string&>();
    if (const Scenario* builtin = findBuiltinScenario(name))
        return *builtin;
    std::string names;
    for (std::string_view builtinName : builtinScenarioNames())
        names += std::string(builtinName) + ", ";
    reader.fail(place, "unknown scenario " + JsonReader::quoted(name) + ": allowed are " + names +
                           "or a scenario given in full");
}

// A moment shows a run; it never carries or runs code. Said where a moment holds a program or
// names the algorithm that runs one (the program the editor installed last).
constexpr const char* kNoProgram =
    "a link or a lesson's scene shows a moment and never carries or runs a node program: open the "
    "program's file in the program editor (a scenario file saved there carries its program)";

bool runsProgram(const Scenario& scenario)
{
    return scenario.program.has_value() || scenario.algorithm == LuaProgram::kCollectiveId;
}

// Refuses a program in the moment's scenario before anything of it is read: its source is
// never compiled, its code never run.
void refuseProgram(const JsonReader& reader, const Json& scenario, const std::string& place)
{
    if (scenario.is_object() && JsonReader::optional(scenario, "program"))
        reader.fail(detail::pointerChild(place, "program"), kNoProgram);
}

void checkLinkable(const Scenario& scenario)
{
    if (runsProgram(scenario))
        throw InputError(std::string(kNoProgram));
    if (scenario.dimension > kMaxLinkDimension)
        throw InputError(
            "a link opens cubes of dimension up to " + std::to_string(kMaxLinkDimension) + " (" +
            std::to_string(1 << kMaxLinkDimension) + " nodes), not " +
            std::to_string(scenario.dimension) + ": save a scenario file for a larger cube");
}

} // namespace

std::optional<Followed> parseFollow(std::string_view text)
{
    if (text.size() < 2 || (text[0] != 'a' && text[0] != 's'))
        return std::nullopt;
    const Followed::Kind kind = text[0] == 'a' ? Followed::Kind::Input : Followed::Kind::Value;
    std::string_view number = text.substr(text[1] == '_' ? 2 : 1);
    // A node's number: digits without a leading zero, at most 4,294,967,295.
    if (number.empty() || number.size() > 10 || (number.size() > 1 && number[0] == '0'))
        return std::nullopt;
    NodeId node = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), node);
    if (error != std::errc{} || end != number.data() + number.size())
        return std::nullopt;
    return Followed{kind, node};
}

std::string followText(const Followed& followed)
{
    return (followed.kind == Followed::Kind::Input ? "a_" : "s_") + std::to_string(followed.node);
}

Json momentToJson(const Moment& moment)
{
    Json scenario = scenarioToJson(moment.scenario);
    // Inside a moment the scenario's format and version are the link's.
    scenario.erase("format");
    scenario.erase("version");
    Json j = Json::object();
    j["scenario"] = std::move(scenario);
    if (moment.step != 0)
        j["step"] = moment.step;
    if (!moment.layout.empty())
        j["layout"] = moment.layout;
    if (!moment.panel.empty())
        j["panel"] = moment.panel;
    if (!moment.follow.empty())
        j["follow"] = moment.follow;
    if (!moment.compare.empty())
        j["compare"] = moment.compare;
    return j;
}

Moment detail::readMoment(const JsonReader& reader, const Json& json, const std::string& place,
                          ScenarioByName byName, std::initializer_list<std::string_view> otherKeys)
{
    reader.object(json, place, "a moment (an object with \"scenario\")");
    for (const auto& item : json.items()) {
        const std::string_view key = item.key();
        const bool known = key == "scenario" || key == "step" || key == "layout" ||
                           key == "panel" || key == "follow" || key == "compare" ||
                           std::find(otherKeys.begin(), otherKeys.end(), key) != otherKeys.end();
        if (!known) {
            std::string allowed = "scenario, step, layout, panel, follow, compare";
            for (std::string_view other : otherKeys)
                allowed += ", " + std::string(other);
            reader.fail(detail::pointerChild(place, key),
                        "unknown key \"" + item.key() + "\": allowed are " + allowed);
        }
    }
    Moment moment;
    const std::string scenarioPlace = detail::pointerChild(place, "scenario");
    const Json& scenario = reader.required(json, place, "scenario", "the scenario shown");
    refuseProgram(reader, scenario, scenarioPlace);
    moment.scenario = momentScenario(reader, scenario, scenarioPlace, byName);
    if (runsProgram(moment.scenario)) // "algorithm": "program", the program installed now
        reader.fail(detail::pointerChild(scenarioPlace, "algorithm"), kNoProgram);
    if (moment.scenario.dimension > kMaxLinkDimension)
        reader.fail(scenario.is_string() ? scenarioPlace
                                         : detail::pointerChild(scenarioPlace, "dimension"),
                    "a moment shows cubes of dimension up to " + std::to_string(kMaxLinkDimension) +
                        " (" + std::to_string(1 << kMaxLinkDimension) + " nodes), not " +
                        std::to_string(moment.scenario.dimension) +
                        ": save a scenario file for a larger cube");
    if (const Json* step = JsonReader::optional(json, "step"))
        moment.step = static_cast<int>(
            reader.integer(*step, detail::pointerChild(place, "step"), "a step", 0, kMaxLinkStep));
    moment.layout = name(reader, json, place, "layout", "a layout");
    moment.panel = name(reader, json, place, "panel", "a panel");
    moment.compare = name(reader, json, place, "compare", "a comparison");
    if (const Json* follow = JsonReader::optional(json, "follow")) {
        const std::string at = detail::pointerChild(place, "follow");
        moment.follow = reader.string(*follow, at, "what is followed");
        checkFollow(reader, at, moment.follow, moment.scenario.dimension);
    }
    return moment;
}

Moment momentFromJson(const Json& json)
{
    try {
        return detail::readMoment(JsonReader(kLinkName), json, "", detail::ScenarioByName::Refused);
    } catch (const FileError& e) {
        throw InputError(e.what());
    }
}

std::string momentToLink(const Moment& moment)
{
    checkLinkable(moment.scenario);
    // Compact: no spaces, numbers in their shortest form that reads back exactly.
    std::string link = linkPrefix() + detail::base64urlEncode(momentToJson(moment).dump());
    if (link.size() > kMaxLinkCharacters)
        throw InputError(
            "this moment makes a link of " + std::to_string(link.size()) +
            " characters, longer than the " + std::to_string(kMaxLinkCharacters) +
            " a link may have (its initial values or its program are long): save a scenario file");
    return link;
}

std::string momentLinkAt(const Scenario& scenario, std::int64_t step)
{
    Moment moment;
    moment.scenario = scenario;
    momentToLink(moment);
    Emulator::checkRunFits(moment.scenario);
    const auto steps =
        static_cast<std::int64_t>(Emulator::run(normalized(moment.scenario)).stepCount());
    if (step < 0 || step > steps)
        throw InputError("step " + std::to_string(step) +
                         " is out of range: this scenario has steps 0 to " + std::to_string(steps));
    moment.step = static_cast<int>(step);
    return momentToLink(moment);
}

bool looksLikeLink(std::string_view text)
{
    return text.substr(0, kLinkScheme.size()) == kLinkScheme;
}

Moment momentFromLink(std::string_view link)
{
    if (!looksLikeLink(link))
        throw InputError("a link starts with \"" + std::string(kLinkScheme) + "\"");
    if (link.size() > kMaxLinkCharacters)
        throw InputError(std::string(kLinkName) + " has " + std::to_string(link.size()) +
                         " characters: links of up to " + std::to_string(kMaxLinkCharacters) +
                         " are read");
    const std::string_view rest = link.substr(kLinkScheme.size());
    const auto slash = rest.find('/');
    const std::string_view version = rest.substr(0, slash);
    if (slash == std::string_view::npos || version != std::to_string(kLinkVersion)) {
        const bool digits = !version.empty() && version.size() <= 9 &&
                            version.find_first_not_of("0123456789") == std::string_view::npos;
        throw InputError(
            digits ? std::string(kLinkName) + " is of version " + std::string(version) +
                         ": this CubeLab reads version " + std::to_string(kLinkVersion)
                   : std::string(kLinkName) + " is damaged: after \"" + std::string(kLinkScheme) +
                         "\" come its version and \"/\" (" + linkPrefix() + "…)");
    }
    const std::string text = decode(rest.substr(slash + 1));
    try {
        checkText(text, kLinkName);
        return momentFromJson(parseJson(text, kLinkName));
    } catch (const FileError& e) {
        throw InputError(e.what());
    }
}

} // namespace cubelab
