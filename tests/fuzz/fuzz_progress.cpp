// Exercise progress files: parseJson + ExerciseProgress::fromJson, which is what
// ExerciseProgress::load does after reading the file (load turns the FileError into its
// `error`). Progress that is read is written back (toJson, writeJsonText) and read again:
// the texts and the progress must be equal.

#include "cubelab/exerciseprogress.h"
#include "cubelab/jsontext.h"
#include "fuzzcommon.h"

#include <functional>
#include <sstream>

using namespace cubelab;

namespace {

std::string progressText(const ExerciseProgress& progress)
{
    std::ostringstream out;
    writeJsonText(out, progress.toJson());
    out << '\n';
    return out.str();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    ExerciseProgress progress;
    if (!fuzz::accepted([&] {
            progress = ExerciseProgress::fromJson(parseJson(text, "fuzz.json"), "fuzz.json");
        }))
        return 0;

    fuzz::expectRoundTrip(
        "progress", progress, progressText,
        [](const std::string& written) {
            return ExerciseProgress::fromJson(parseJson(written, "written.json"), "written.json");
        },
        std::equal_to<>());
    return 0;
}
