#include "cubelab/jsondocument.h"

#include "cubelab/errors.h"
#include "cubelab/regularfile.h"

#include <unordered_set>
#include <vector>

namespace cubelab {

namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

} // namespace

std::string_view documentKindName(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Scenario:
        return "a scenario file";
    case DocumentKind::Trace:
        return "a trace file";
    case DocumentKind::Machine:
        return "a machine file";
    case DocumentKind::Exercise:
        return "an exercise file";
    case DocumentKind::Progress:
        return "a progress file";
    case DocumentKind::Lesson:
        return "a lesson file";
    }
    return "a file";
}

namespace {

// "line L, column C" of byte offset `end`, counting characters, not UTF-8 continuation bytes.
std::string lineAndColumn(std::string_view text, std::size_t end)
{
    end = std::min(end, text.size());
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string cut(std::string_view text, std::size_t length)
{
    if (text.size() <= length)
        return std::string(text);
    std::size_t end = length;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // not inside a UTF-8 sequence
    return std::string(text.substr(0, end)) + "… (" + std::to_string(text.size()) + " characters)";
}

// Builds the document from the parser's events. nlohmann's own builder for ordered_json
// looks every key up in the object before it adds it, which takes time quadratic in the
// keys of an object; this one appends, and finds a repeated key in a hash set instead.
class Builder : public nlohmann::json_sax<Json>
{
public:
    Builder(std::string_view text, const std::string& fileName) : mText(text), mFile(fileName) {}

    Json take() { return std::move(mRoot); }

    bool null() override { return add(Json(nullptr)); }
    bool boolean(bool value) override { return add(Json(value)); }
    bool number_integer(number_integer_t value) override { return add(Json(value)); }
    bool number_unsigned(number_unsigned_t value) override { return add(Json(value)); }
    bool number_float(number_float_t value, const string_t&) override { return add(Json(value)); }
    bool binary(binary_t&) override { return add(Json(nullptr)); } // JSON text has none

    bool string(string_t& value) override
    {
        refuseNul(value, here());
        return add(Json(std::move(value)));
    }

    bool start_object(std::size_t) override { return open(Json::object()); }
    bool start_array(std::size_t) override { return open(Json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t& key) override
    {
        Frame& frame = mFrames.back();
        const std::string place = jsonPointerChild(pointer(mFrames.size() - 1), key);
        refuseNul(key, place);
        if (!frame.keys.insert(key).second)
            fail(place, "the key \"" + cut(key, 40) +
                            "\" appears twice in this object; a key may appear once");
        frame.key = std::move(key);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& error) override
    {
        if (error.id == 406) { // out_of_range: a number beyond double
            const std::size_t start =
                position >= lastToken.size() ? position - lastToken.size() : 0;
            fail(lineAndColumn(mText, start), "the number " + cut(lastToken, 40) +
                                                  " is beyond the range of a double (about "
                                                  "±1.8e308): CubeLab reads no such number");
        }
        // error.what() reads "[json.exception.parse_error.101] parse error at line 1, column 5:
        // syntax error …"; the place is ours, the reason is what follows.
        std::string reason = error.what();
        const auto at = reason.find(", column ");
        const auto colon = at == std::string::npos ? std::string::npos : reason.find(": ", at);
        if (colon != std::string::npos)
            reason = reason.substr(colon + 2);
        // position counts the characters read, the offending one included.
        fail(lineAndColumn(mText, position == 0 ? 0 : position - 1), "not valid JSON: " + reason);
    }

private:
    struct Frame
    {
        Json value;
        std::string key; // in an object: the key of the value that comes next
        std::unordered_set<std::string> keys;
    };

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const
    {
        throw FileError(mFile, place, reason);
    }

    void refuseNul(std::string_view text, const std::string& place) const
    {
        if (text.find('\0') != std::string_view::npos)
            fail(place,
                 "the string holds the character U+0000 (\\u0000), which CubeLab files do not use");
    }

    // The JSON pointer of the value the first `depth` frames lead to.
    std::string pointer(std::size_t depth) const
    {
        std::string out;
        for (std::size_t i = 0; i < depth; ++i) {
            const Frame& frame = mFrames[i];
            if (frame.value.is_array())
                out += "/" + std::to_string(frame.value.size());
            else
                out = jsonPointerChild(out, frame.key);
        }
        return out;
    }

    // The place of the value that comes next.
    std::string here() const { return pointer(mFrames.size()); }

    bool open(Json container)
    {
        if (mFrames.size() >= static_cast<std::size_t>(kMaxJsonDepth))
            fail(here(), "nested more than " + std::to_string(kMaxJsonDepth) +
                             " levels deep; no CubeLab file nests so deep");
        mFrames.push_back(Frame{std::move(container), {}, {}});
        return true;
    }

    bool close()
    {
        Json done = std::move(mFrames.back().value);
        mFrames.pop_back();
        return add(std::move(done));
    }

    bool add(Json value)
    {
        if (mFrames.empty()) {
            mRoot = std::move(value);
            return true;
        }
        Frame& frame = mFrames.back();
        if (frame.value.is_array()) {
            frame.value.get_ref<Json::array_t&>().push_back(std::move(value));
        } else {
            auto& entries =
                static_cast<Json::object_t::Container&>(frame.value.get_ref<Json::object_t&>());
            entries.emplace_back(std::move(frame.key), std::move(value));
        }
        return true;
    }

    std::string_view mText;
    const std::string& mFile;
    std::vector<Frame> mFrames;
    Json mRoot;
};

} // namespace

std::string jsonPointerChild(const std::string& place, std::string_view key)
{
    std::string out = place + "/";
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::uint64_t maxDocumentBytes(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Scenario:
        return 64 * kMiB;
    case DocumentKind::Trace:
        return 1024 * kMiB;
    case DocumentKind::Machine:
    case DocumentKind::Exercise:
    case DocumentKind::Lesson:
        return kMiB;
    case DocumentKind::Progress:
        return 4 * kMiB;
    }
    return kMiB;
}

std::string readRegularFile(const std::string& path, std::uint64_t limit, std::string_view what)
{
    RegularFile file(path, limit, what);
    std::string text;
    text.reserve(static_cast<std::size_t>(file.size()));
    char buffer[1 << 16];
    while (const std::size_t n = file.read(buffer, sizeof buffer))
        text.append(buffer, n);
    return text;
}

std::string readTextFile(const std::string& path, DocumentKind kind)
{
    return readRegularFile(path, maxDocumentBytes(kind), documentKindName(kind));
}

void checkText(std::string_view text, const std::string& fileName)
{
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t size = text.size();
    std::size_t i = 0;
    auto bad = [&](std::size_t at, const std::string& reason) {
        throw FileError(fileName, lineAndColumn(text, at), reason);
    };
    while (i < size) {
        const unsigned char c = bytes[i];
        if (c < 0x80) {
            if (c == 0)
                bad(i, "a NUL byte: this is not a text file (CubeLab reads JSON text in UTF-8)");
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned char low = 0x80, high = 0xBF; // the range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0; // no overlong forms
            else if (c == 0xED)
                high = 0x9F; // no surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90;
            else if (c == 0xF4)
                high = 0x8F; // nothing beyond U+10FFFF
        }
        bool valid = length > 0 && i + length <= size;
        for (std::size_t k = 1; valid && k < length; ++k) {
            const unsigned char next = bytes[i + k];
            valid = k == 1 ? next >= low && next <= high : (next & 0xC0) == 0x80;
        }
        if (!valid) {
            static constexpr char kHex[] = "0123456789ABCDEF";
            const std::string hex = {kHex[c >> 4], kHex[c & 15]};
            bad(i, "the byte 0x" + hex + " is not UTF-8 text: CubeLab reads files in UTF-8");
        }
        i += length;
    }
}

Json parseJson(std::string_view text, const std::string& fileName)
{
    checkText(text, fileName);
    Builder builder(text, fileName);
    Json::sax_parse(text.begin(), text.end(), &builder, Json::input_format_t::json, true, false);
    return builder.take();
}

Json readJsonFile(const std::string& path, DocumentKind kind)
{
    return parseJson(readTextFile(path, kind), path);
}

} // namespace cubelab
