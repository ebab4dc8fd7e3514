#pragma once
// The files of resources/exercises/, compiled in by core/CMakeLists.txt
// (embeddedexercises.cpp.in), so that the core finds its exercises without the source tree.

#include <string_view>
#include <vector>

namespace cubelab::detail {

struct EmbeddedExerciseFile
{
    std::string_view name; // the file name, e.g. "01-tree-down-high-links.json"
    std::string_view text;
};

// In file-name order.
const std::vector<EmbeddedExerciseFile>& embeddedExerciseFiles();

} // namespace cubelab::detail
