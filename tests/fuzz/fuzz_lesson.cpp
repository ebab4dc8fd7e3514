// Lesson files: parseJson + lessonFromJson, as readLessonFile does after reading the file.
// Every scene is a moment read as a link's is, and a question an exercise id or an exercise
// given in full; whatever the text, it is a lesson or one of CubeLab's errors.

#include "cubelab/lesson.h"
#include "fuzzcommon.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    fuzz::accepted([&] {
        checkText(text, "fuzz.json");
        lessonFromJson(parseJson(text, "fuzz.json"), "fuzz.json");
    });
    return 0;
}
