#pragma once
// JSON as CubeLab writes every file (scenario, trace, machine): indented by two spaces, but an
// array of numbers and an object of plain fields (a message, a node's value) that fits on a
// line stays on one line, as in the documentation.

#include "cubelab/jsondocument.h"

#include <ostream>

namespace cubelab {

void writeJsonText(std::ostream& out, const Json& json);

// Takes a document apart from its leaves up, with no memory of its own. nlohmann's destructor
// first sets aside a stack as large as the document's largest array; while memory runs out
// (unwinding from std::bad_alloc) that allocation fails inside a destructor and ends the
// program (std::terminate, exit code 134, a temporary file left behind). Leaves json null.
void dismantleJson(Json& json) noexcept;

// Dismantles a document (dismantleJson) when it goes out of scope, unless released (a
// document being returned): declare it right after the document a writer builds.
class JsonDismantler
{
public:
    explicit JsonDismantler(Json& json) : mJson(&json) {}
    ~JsonDismantler()
    {
        if (mJson)
            dismantleJson(*mJson);
    }
    JsonDismantler(const JsonDismantler&) = delete;
    JsonDismantler& operator=(const JsonDismantler&) = delete;
    void release() { mJson = nullptr; }

private:
    Json* mJson;
};

} // namespace cubelab
