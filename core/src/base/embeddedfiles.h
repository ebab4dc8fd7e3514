#pragma once
// The documents CubeLab ships in resources/ (machine presets, exercises, lessons, scenarios),
// compiled into the core by core/CMakeLists.txt (cubelab_embed_files), so that the core finds
// them without the source tree. Each table is in file-name order; the reader of its kind reads
// it as it would read the file. Private to the core.

#include <span>
#include <string_view>

namespace cubelab::detail {

struct EmbeddedFile
{
    std::string_view name; // the file name, e.g. "lecture-reduce.json"
    std::string_view text; // the whole file
};

std::span<const EmbeddedFile> embeddedMachineFiles();  // resources/machines/
std::span<const EmbeddedFile> embeddedExerciseFiles(); // resources/exercises/
std::span<const EmbeddedFile> embeddedLessonFiles();   // resources/lessons/
std::span<const EmbeddedFile> embeddedScenarioFiles(); // resources/scenarios/

} // namespace cubelab::detail
