#include "cubelab/jsontext.h"

#include <algorithm>
#include <sstream>

namespace cubelab {

namespace {

bool isScalar(const Json& v)
{
    return !v.is_structured();
}

// Plain: nothing nested deeper than an array of scalars.
bool isPlain(const Json& v)
{
    if (!v.is_structured())
        return true;
    if (v.is_array())
        return std::all_of(v.begin(), v.end(), isScalar);
    return std::all_of(v.begin(), v.end(), [](const Json& item) {
        return !item.is_structured() ||
               (item.is_array() && std::all_of(item.begin(), item.end(), isScalar));
    });
}

void writeInline(std::ostream& out, const Json& v)
{
    if (v.is_array()) {
        out << '[';
        for (std::size_t i = 0; i < v.size(); ++i)
            writeInline(out << (i == 0 ? "" : ", "), v[i]);
        out << ']';
    } else if (v.is_object()) {
        out << '{';
        bool first = true;
        for (const auto& item : v.items()) {
            out << (first ? "" : ", ") << Json(item.key()).dump() << ": ";
            writeInline(out, item.value());
            first = false;
        }
        out << '}';
    } else {
        out << v.dump();
    }
}

void writeIndented(std::ostream& out, const Json& v, int depth)
{
    // A plain object longer than a line (a whole scenario, a long vector) gets a line per key.
    constexpr std::size_t kLineLength = 100;
    if (!v.is_structured() || v.empty() || (v.is_array() && isPlain(v))) {
        writeInline(out, v);
        return;
    }
    if (isPlain(v)) {
        std::ostringstream line;
        writeInline(line, v);
        if (line.tellp() <= static_cast<std::streamoff>(kLineLength)) {
            out << line.str();
            return;
        }
    }
    const std::string inner(static_cast<std::size_t>(depth + 1) * 2, ' ');
    const bool array = v.is_array();
    out << (array ? "[\n" : "{\n");
    bool first = true;
    for (const auto& item : v.items()) {
        out << (first ? "" : ",\n") << inner;
        if (!array)
            out << Json(item.key()).dump() << ": ";
        writeIndented(out, item.value(), depth + 1);
        first = false;
    }
    out << '\n' << std::string(static_cast<std::size_t>(depth) * 2, ' ') << (array ? ']' : '}');
}

} // namespace

void writeJsonText(std::ostream& out, const Json& json)
{
    writeIndented(out, json, 0);
}

void dismantleJson(Json& json) noexcept
{
    // Children first, so that each container is cleared when it holds only scalars and empty
    // containers, whose destructors allocate nothing. CubeLab's documents nest a few levels.
    if (json.is_array()) {
        auto& items = json.get_ref<Json::array_t&>();
        for (Json& item : items)
            dismantleJson(item);
        items.clear();
    } else if (json.is_object()) {
        auto& items = json.get_ref<Json::object_t&>();
        for (auto& item : items)
            dismantleJson(item.second);
        items.clear();
    } else {
        return;
    }
    json = nullptr; // the empty container goes, with nothing in it to set aside
}

} // namespace cubelab
