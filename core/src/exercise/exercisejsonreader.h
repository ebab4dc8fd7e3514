#pragma once
// Reads the fields of exercise and progress files and turns every mismatch into a FileError
// that names the file, the JSON pointer of the field and what is allowed there.

#include "cubelab/errors.h"
#include "cubelab/jsonio.h"

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::detail {

class ExerciseJsonReader
{
public:
    explicit ExerciseJsonReader(std::string fileName) : mFile(std::move(fileName)) {}

    const std::string& file() const { return mFile; }

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const
    {
        throw FileError(mFile, place.empty() ? "/" : place, reason);
    }

    static std::string child(const std::string& place, std::string_view key)
    {
        return jsonPointerChild(place, key);
    }
    static std::string child(const std::string& place, std::size_t index)
    {
        return place + "/" + std::to_string(index);
    }

    void object(const Json& j, const std::string& place, std::string_view what) const
    {
        if (!j.is_object())
            fail(place, std::string(what) + " must be a JSON object");
    }

    // Refuses keys the format does not know, so a misspelt key is not silently ignored.
    void onlyKeys(const Json& j, const std::string& place,
                  std::initializer_list<std::string_view> keys) const
    {
        for (auto it = j.begin(); it != j.end(); ++it) {
            bool known = false;
            for (std::string_view k : keys)
                known = known || it.key() == k;
            if (!known) {
                std::string allowed;
                for (std::string_view k : keys)
                    allowed += (allowed.empty() ? "" : ", ") + std::string(k);
                fail(child(place, it.key()),
                     "unknown key \"" + it.key() + "\": allowed are " + allowed);
            }
        }
    }

    const Json& required(const Json& j, const std::string& place, std::string_view key) const
    {
        auto it = j.find(std::string(key));
        if (it == j.end())
            fail(child(place, key), "missing: this key is required");
        return *it;
    }

    std::string string(const Json& j, const std::string& place, std::string_view what,
                       bool allowEmpty = false) const
    {
        if (!j.is_string())
            fail(place, std::string(what) + " must be a string");
        std::string s = j.get<std::string>();
        if (!allowEmpty && s.find_first_not_of(" \t\r\n") == std::string::npos)
            fail(place, std::string(what) + " must not be empty");
        return s;
    }

    std::int64_t integer(const Json& j, const std::string& place, std::string_view what,
                         std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                         std::int64_t max = std::numeric_limits<std::int64_t>::max()) const
    {
        std::int64_t value = 0;
        if (j.is_number_unsigned()) {
            const auto u = j.get<std::uint64_t>();
            if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                fail(place, std::string(what) + " is too large: allowed are " + range(min, max));
            value = static_cast<std::int64_t>(u);
        } else if (j.is_number_integer()) {
            value = j.get<std::int64_t>();
        } else {
            fail(place, std::string(what) + " must be a whole number (" + range(min, max) + ")");
        }
        if (value < min || value > max)
            fail(place, std::string(what) + " " + std::to_string(value) +
                            " is out of range: allowed are " + range(min, max));
        return value;
    }

    bool boolean(const Json& j, const std::string& place, std::string_view what) const
    {
        if (!j.is_boolean())
            fail(place, std::string(what) + " must be true or false");
        return j.get<bool>();
    }

    std::vector<std::int64_t> integers(const Json& j, const std::string& place,
                                       std::string_view what, std::int64_t min,
                                       std::int64_t max) const
    {
        if (!j.is_array())
            fail(place, std::string(what) + " must be an array of whole numbers (" +
                            range(min, max) + ")");
        std::vector<std::int64_t> out;
        for (std::size_t i = 0; i < j.size(); ++i)
            out.push_back(integer(j[i], child(place, i), std::string(what) + " entry", min, max));
        return out;
    }

private:
    static std::string range(std::int64_t min, std::int64_t max)
    {
        if (min == std::numeric_limits<std::int64_t>::min())
            return "whole numbers";
        if (max == std::numeric_limits<std::int64_t>::max())
            return std::to_string(min) + " or more";
        return std::to_string(min) + " to " + std::to_string(max);
    }

    std::string mFile;
};

} // namespace cubelab::detail
