// Trace files: parseJson + traceFromJson, as readTraceFile does after reading the file.
// A trace that is read is written back (traceFileText) and read again; the second text must
// equal the first (a Trace has no operator==: the texts stand for it).

#include "cubelab/jsonio.h"
#include "fuzzcommon.h"

#include <optional>

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    std::optional<Trace> trace;
    if (!fuzz::accepted(
            [&] { trace.emplace(traceFromJson(parseJson(text, "fuzz.json"), "fuzz.json")); }))
        return 0;

    fuzz::expectRoundTrip(
        "trace", *trace, traceFileText,
        [](const std::string& written) {
            return traceFromJson(parseJson(written, "written.json"), "written.json");
        },
        fuzz::textsOnly);
    return 0;
}
