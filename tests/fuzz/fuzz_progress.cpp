// Exercise progress files: parseJson + ExerciseProgress::fromJson, which is what
// ExerciseProgress::load does after reading the file (load turns the FileError into its
// `error`). Progress that is read is written back (toJson, writeJsonText) and read again:
// the texts and the progress must be equal.

#include "fuzzcommon.h"

#include "cubelab/exerciseprogress.h"
#include "cubelab/jsonio.h"

#include <exception>
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
    if (!fuzz::accepted([&] { progress = ExerciseProgress::fromJson(parseJson(text, "fuzz.json"), "fuzz.json"); }))
        return 0;

    const std::string written = progressText(progress);
    ExerciseProgress again;
    try {
        again = ExerciseProgress::fromJson(parseJson(written, "written.json"), "written.json");
    } catch (const std::exception& e) {
        fuzz::roundTripDiffers(std::string("progress refused when read back: ") + e.what(),
                               written, "");
    }
    const std::string writtenAgain = progressText(again);
    if (writtenAgain != written)
        fuzz::roundTripDiffers("progress", written, writtenAgain);
    if (!(again == progress))
        fuzz::roundTripDiffers("progress (equal texts, unequal progress)", written, writtenAgain);
    return 0;
}
