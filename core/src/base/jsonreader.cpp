#include "base/jsonreader.h"

#include <algorithm>
#include <cmath>

namespace cubelab::detail {

namespace {

std::string joinNames(std::initializer_list<std::string_view> names)
{
    std::string out;
    for (std::string_view name : names)
        out += (out.empty() ? "" : ", ") + std::string(name);
    return out;
}

// "0 to 7", "1 or more", "at most 7", or "" for any whole number.
std::string rangeText(std::int64_t low, std::int64_t high)
{
    const bool lowOpen = low == JsonReader::kNoLow;
    const bool highOpen = high == JsonReader::kNoHigh;
    if (lowOpen && highOpen)
        return "";
    if (highOpen)
        return std::to_string(low) + " or more";
    if (lowOpen)
        return "at most " + std::to_string(high);
    return std::to_string(low) + " to " + std::to_string(high);
}

std::string wholeNumber(std::int64_t low, std::int64_t high)
{
    const std::string range = rangeText(low, high);
    return "a whole number" + (range.empty() ? std::string() : ", " + range);
}

} // namespace

std::string pointerChild(const std::string& place, std::string_view key)
{
    return jsonPointerChild(place, key);
}

std::string pointerChild(const std::string& place, std::size_t index)
{
    return place + "/" + std::to_string(index);
}

void JsonReader::fail(const std::string& place, const std::string& reason) const
{
    throw FileError(mFile, place, reason);
}

std::string JsonReader::found(const Json& v)
{
    if (v.is_number())
        return "the number " + v.dump();
    if (v.is_string())
        return "the string " + quoted(v.get_ref<const std::string&>());
    if (v.is_boolean())
        return "the value " + v.dump();
    if (v.is_null())
        return "null";
    return v.is_array() ? "an array" : "an object";
}

std::string JsonReader::quoted(std::string_view text)
{
    constexpr std::size_t kLongest = 40;
    if (text.size() <= kLongest)
        return "\"" + std::string(text) + "\"";
    std::size_t end = kLongest;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // not inside a UTF-8 sequence
    return "\"" + std::string(text.substr(0, end)) + "…\"";
}

const Json& JsonReader::object(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_object())
        fail(place, "expected " + std::string(what) + " (a JSON object), found " + found(v));
    return v;
}

const Json& JsonReader::array(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_array())
        fail(place, "expected " + std::string(what) + " (a JSON array), found " + found(v));
    return v;
}

const Json& JsonReader::array(const Json& v, const std::string& place, std::string_view what,
                              std::uint64_t size) const
{
    array(v, place, what);
    if (v.size() != size)
        fail(place, "expected " + std::string(what) + " with " + std::to_string(size) +
                        (size == 1 ? " entry" : " entries") + ", found " +
                        std::to_string(v.size()));
    return v;
}

std::string JsonReader::string(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_string())
        fail(place, "expected " + std::string(what) + " (a string), found " + found(v));
    return v.get<std::string>();
}

std::string JsonReader::text(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_string())
        fail(place,
             "expected " + std::string(what) + " (a text that is not empty), found " + found(v));
    std::string s = v.get<std::string>();
    if (s.find_first_not_of(" \t\r\n") == std::string::npos)
        fail(place, std::string(what) + " is empty: allowed is a text that is not empty");
    return s;
}

bool JsonReader::boolean(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_boolean())
        fail(place, "expected " + std::string(what) + " (true or false), found " + found(v));
    return v.get<bool>();
}

std::int64_t JsonReader::integer(const Json& v, const std::string& place, std::string_view what,
                                 std::int64_t low, std::int64_t high) const
{
    const std::string range = rangeText(low, high);
    auto outOfRange = [&](const std::string& value) {
        fail(place, std::string(what) + " " + value + " is out of range: allowed are " +
                        (range.empty() ? "at most " + std::to_string(kNoHigh) : range));
    };
    std::int64_t value = 0;
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            outOfRange(v.dump());
        value = static_cast<std::int64_t>(u);
    } else if (v.is_number_integer()) {
        value = v.get<std::int64_t>();
    } else {
        fail(place, "expected " + std::string(what) + " (" + wholeNumber(low, high) + "), found " +
                        found(v));
    }
    if (value < low || value > high)
        outOfRange(std::to_string(value));
    return value;
}

std::vector<std::int64_t> JsonReader::integers(const Json& v, const std::string& place,
                                               std::string_view what, std::string_view entry,
                                               std::int64_t low, std::int64_t high) const
{
    if (!v.is_array())
        fail(place, "expected " + std::string(what) + " (a JSON array of whole numbers, " +
                        rangeText(low, high) + "), found " + found(v));
    std::vector<std::int64_t> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i)
        out.push_back(integer(v[i], pointerChild(place, i), entry, low, high));
    return out;
}

double JsonReader::number(const Json& v, const std::string& place, std::string_view what) const
{
    if (!v.is_number())
        fail(place, "expected " + std::string(what) + " (a number), found " + found(v));
    return v.get<double>();
}

double JsonReader::value(const Json& v, const std::string& place) const
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
    fail(place, "expected a number (or \"Infinity\", \"-Infinity\", \"NaN\"), found " + found(v));
}

std::string JsonReader::choice(const Json& v, const std::string& place, std::string_view what,
                               std::initializer_list<std::string_view> names) const
{
    if (!v.is_string())
        fail(place, "expected " + std::string(what) + " (one of " + joinNames(names) + "), found " +
                        found(v));
    const std::string name = v.get<std::string>();
    if (std::find(names.begin(), names.end(), name) == names.end())
        fail(place,
             "unknown " + std::string(what) + " \"" + name + "\": allowed are " + joinNames(names));
    return name;
}

void JsonReader::allowOnly(const Json& obj, const std::string& place,
                           std::initializer_list<std::string_view> keys) const
{
    for (const auto& item : obj.items())
        if (std::find(keys.begin(), keys.end(), item.key()) == keys.end())
            fail(pointerChild(place, item.key()),
                 "unknown key \"" + item.key() + "\": allowed are " + joinNames(keys));
}

const Json& JsonReader::required(const Json& obj, const std::string& place, std::string_view key,
                                 std::string_view meaning) const
{
    const auto it = obj.find(key);
    if (it == obj.end())
        fail(place,
             "the key \"" + std::string(key) + "\" is missing (" + std::string(meaning) + ")");
    return *it;
}

const Json* JsonReader::optional(const Json& obj, std::string_view key)
{
    const auto it = obj.find(key);
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

void JsonReader::checkFormat(const Json& obj, const std::string& place, DocumentKind kind,
                             int version, bool mandatory) const
{
    (void)checkFormat(obj, place, kind, version, version, mandatory);
}

int JsonReader::checkFormat(const Json& obj, const std::string& place, DocumentKind kind,
                            int oldest, int newest, bool mandatory) const
{
    const std::string_view format = documentFormat(kind);
    if (mandatory || obj.contains("format")) {
        const std::string formatPlace = pointerChild(place, "format");
        const std::string name =
            string(required(obj, place, "format", "expected \"" + std::string(format) + "\""),
                   formatPlace, "the format name");
        if (name != format) {
            std::string reason =
                "the format is \"" + name + "\", expected \"" + std::string(format) + "\"";
            for (DocumentKind other : kDocumentKinds)
                if (documentFormat(other) == name)
                    reason += ": this is " + std::string(documentKindName(other)) + ", not " +
                              std::string(documentKindName(kind));
            fail(formatPlace, reason);
        }
    }
    if (!mandatory && !obj.contains("version"))
        return newest;
    const std::string versionPlace = pointerChild(place, "version");
    const std::int64_t found =
        integer(required(obj, place, "version", "expected " + std::to_string(newest)), versionPlace,
                "the version");
    if (found < oldest || found > newest) {
        const std::string read =
            oldest == newest ? "version " + std::to_string(newest)
            : oldest + 1 == newest
                ? "versions " + std::to_string(oldest) + " and " + std::to_string(newest)
                : "versions " + std::to_string(oldest) + " to " + std::to_string(newest);
        fail(versionPlace,
             "version " + std::to_string(found) + " is not supported: this CubeLab reads " + read);
    }
    return static_cast<int>(found);
}

} // namespace cubelab::detail
