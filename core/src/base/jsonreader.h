#pragma once
// The one toolkit every CubeLab file reader uses (scenario, trace, machine, exercise, answer,
// progress): it reads a field of each type at a JSON pointer, checks its limits and turns every
// mismatch into a FileError in one wording (docs/file-formats.md, "Error messages"):
//   expected <what> (<the type and range allowed>), found <what is there>
//   <what> <value> is out of range: allowed are <low> to <high>
//   the key "<key>" is missing (<what it holds>)            — at the object that lacks it
//   unknown key "<key>": allowed are <keys>
//   unknown <what> "<name>": allowed are <names>
//   the format is "<name>", expected "<name>"[: this is <kind>, not <kind>]
//   version <n> is not supported: this CubeLab reads version <v>  (or: versions <a> and <b>)
// The whole document's place is "" (RFC 6901), never "/". Private to the core.

#include "cubelab/errors.h"
#include "cubelab/jsondocument.h"

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::detail {

// JSON has no infinities or NaN; CubeLab writes them as these strings (docs/file-formats.md).
inline constexpr std::string_view kInfinity = "Infinity";
inline constexpr std::string_view kMinusInfinity = "-Infinity";
inline constexpr std::string_view kNotANumber = "NaN";

// The JSON pointer of an entry: jsonPointerChild for a key, "/<index>" for an array entry.
std::string pointerChild(const std::string& place, std::string_view key);
std::string pointerChild(const std::string& place, std::size_t index);

class JsonReader
{
public:
    static constexpr std::int64_t kNoLow = std::numeric_limits<std::int64_t>::min();
    static constexpr std::int64_t kNoHigh = std::numeric_limits<std::int64_t>::max();

    explicit JsonReader(std::string file) : mFile(std::move(file)) {}

    const std::string& file() const { return mFile; }

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const;

    // What a value is, for "found …": the number 2.5, the string "x", an object, null.
    static std::string found(const Json& value);
    // A name as a message quotes it, "x": cut after 40 bytes with "…", so that a long one
    // leaves the reason room for what is allowed.
    static std::string quoted(std::string_view text);

    const Json& object(const Json& v, const std::string& place, std::string_view what) const;
    const Json& array(const Json& v, const std::string& place, std::string_view what) const;
    // An array of exactly `size` entries.
    const Json& array(const Json& v, const std::string& place, std::string_view what,
                      std::uint64_t size) const;
    std::string string(const Json& v, const std::string& place, std::string_view what) const;
    // A string with something besides white space in it.
    std::string text(const Json& v, const std::string& place, std::string_view what) const;
    bool boolean(const Json& v, const std::string& place, std::string_view what) const;
    // A whole number from low to high (either end may be open).
    std::int64_t integer(const Json& v, const std::string& place, std::string_view what,
                         std::int64_t low = kNoLow, std::int64_t high = kNoHigh) const;
    // An array of whole numbers from low to high; `entry` names one of them.
    std::vector<std::int64_t> integers(const Json& v, const std::string& place,
                                       std::string_view what, std::string_view entry,
                                       std::int64_t low, std::int64_t high) const;
    // A finite JSON number.
    double number(const Json& v, const std::string& place, std::string_view what) const;
    // A number, or "Infinity", "-Infinity", "NaN" (how CubeLab writes what JSON lacks).
    double value(const Json& v, const std::string& place) const;
    // Appends the `count` values of a vector to a std::vector or a LargeVector.
    template <typename Vector>
    void values(const Json& v, const std::string& place, std::uint64_t count, Vector& out) const
    {
        array(v, place,
              "a vector of " + std::to_string(count) + (count == 1 ? " number" : " numbers"));
        if (v.size() != count)
            fail(place, "expected " + std::to_string(count) +
                            (count == 1 ? " element" : " elements") + ", found " +
                            std::to_string(v.size()));
        for (std::size_t i = 0; i < v.size(); ++i)
            out.push_back(value(v[i], pointerChild(place, i)));
    }
    // One of `names`.
    std::string choice(const Json& v, const std::string& place, std::string_view what,
                       std::initializer_list<std::string_view> names) const;

    // Refuses keys the format does not know, so a misspelt key is not silently ignored.
    void allowOnly(const Json& obj, const std::string& place,
                   std::initializer_list<std::string_view> keys) const;
    // `meaning` says what the key holds, so the message says what to write.
    const Json& required(const Json& obj, const std::string& place, std::string_view key,
                         std::string_view meaning) const;
    // The value, or nullptr when the key is absent or null.
    static const Json* optional(const Json& obj, std::string_view key);

    // "format" and "version" of a document of this kind; `mandatory` false for a document
    // embedded in another (a scenario inside a trace), where both may be left out.
    void checkFormat(const Json& obj, const std::string& place, DocumentKind kind, int version,
                     bool mandatory = true) const;
    // The same for a kind read in versions oldest … newest (a missing key asks for the newest);
    // returns the version found, or the newest where an embedded document leaves it out.
    int checkFormat(const Json& obj, const std::string& place, DocumentKind kind, int oldest,
                    int newest, bool mandatory = true) const;

private:
    std::string mFile;
};

} // namespace cubelab::detail
