// Exercise files: exerciseFromText(text, fileName), as readExerciseFile does after reading
// the file (it also checks that the scenario runs and that the kind's parameters fit it).
// An exercise that is read renders every feedback template it may replace, in both
// languages, as the exercise panel would.

#include "cubelab/exerciseio.h"
#include "cubelab/feedback.h"
#include "fuzzcommon.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    Exercise exercise;
    if (!fuzz::accepted([&] { exercise = exerciseFromText(text, "fuzz.json"); }))
        return 0;

    for (std::string_view id : builtinFeedbackIds()) {
        const FeedbackMessage message{std::string(id), {{"node", "3"}, {"reason", "{node}"}}};
        for (Language language : allLanguages())
            (void)exercise.render(message, language);
    }
    return 0;
}
