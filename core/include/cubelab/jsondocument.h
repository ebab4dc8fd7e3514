#pragma once
// The one way CubeLab reads a file a user gives it, whatever the file holds: a regular file
// only (a FIFO, a device or a directory is refused at once, never read), at most the size
// documented for its kind, UTF-8 text without NUL bytes, then one JSON document parsed in
// time linear in its length. Every problem becomes a FileError with the file, the place
// (line and column, or a JSON pointer) and a reason of readable length
// (docs/file-formats.md, "Limits").

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cubelab {

// Objects keep their keys in the order written, so files read like the documentation.
using Json = nlohmann::ordered_json;

enum class DocumentKind
{
    Scenario,
    Trace,
    Machine,
    Exercise,
    Progress,
    Lesson
};

inline constexpr DocumentKind kDocumentKinds[] = {DocumentKind::Scenario, DocumentKind::Trace,
                                                  DocumentKind::Machine,  DocumentKind::Exercise,
                                                  DocumentKind::Progress, DocumentKind::Lesson};

// The "format" a document of this kind names in its first key.
constexpr std::string_view documentFormat(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Scenario:
        return "cubelab-scenario";
    case DocumentKind::Trace:
        return "cubelab-trace";
    case DocumentKind::Machine:
        return "cubelab-machine";
    case DocumentKind::Exercise:
        return "cubelab-exercise";
    case DocumentKind::Progress:
        return "cubelab-exercise-progress";
    case DocumentKind::Lesson:
        return "cubelab-lesson";
    }
    return "";
}

// What a user calls it in a message: "a scenario file", "an exercise file".
std::string_view documentKindName(DocumentKind kind);

// The largest file of each kind CubeLab reads, in bytes.
std::uint64_t maxDocumentBytes(DocumentKind kind);

// JSON nests no deeper than this in any CubeLab file (a trace, the deepest, needs 6 levels).
inline constexpr int kMaxJsonDepth = 64;

// The whole file as text, checked as above (but not parsed).
std::string readTextFile(const std::string& path, DocumentKind kind);
// The whole of a regular file of at most `limit` bytes; `what` names it in messages ("a Lua
// program"). A FIFO, a device, a directory or a larger file is refused (FileError), without
// waiting and without reading more than limit + 64 KiB.
std::string readRegularFile(const std::string& path, std::uint64_t limit, std::string_view what);

// Checks that text is UTF-8 without NUL bytes; the place of a bad byte is "line L, column C".
void checkText(std::string_view text, const std::string& fileName);

// Parses one JSON document. Refused, each with its place: a syntax error, a number beyond
// the range of a double, a key that appears twice in one object, a string holding U+0000,
// nesting deeper than kMaxJsonDepth, anything but white space after the document.
Json parseJson(std::string_view text, const std::string& fileName);

// The JSON pointer (RFC 6901) of `key` in the object at `place`: "~" and "/" escaped.
std::string jsonPointerChild(const std::string& place, std::string_view key);

// readTextFile, checkText and parseJson in one.
Json readJsonFile(const std::string& path, DocumentKind kind);

} // namespace cubelab
