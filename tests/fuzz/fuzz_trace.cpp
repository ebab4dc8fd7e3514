// Trace files: parseJson + traceFromJson, as readTraceFile does after reading the file.
// A trace that is read is written back (traceFileText) and read again; the second text must
// equal the first.

#include "fuzzcommon.h"

#include "cubelab/jsonio.h"

#include <exception>
#include <optional>

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    std::optional<Trace> trace;
    if (!fuzz::accepted([&] { trace.emplace(traceFromJson(parseJson(text, "fuzz.json"), "fuzz.json")); }))
        return 0;

    const std::string written = traceFileText(*trace);
    std::optional<Trace> again;
    try {
        again.emplace(traceFromJson(parseJson(written, "written.json"), "written.json"));
    } catch (const std::exception& e) {
        fuzz::roundTripDiffers(std::string("trace refused when read back: ") + e.what(),
                               written, "");
    }
    const std::string writtenAgain = traceFileText(*again);
    if (writtenAgain != written)
        fuzz::roundTripDiffers("trace", written, writtenAgain);
    return 0;
}
