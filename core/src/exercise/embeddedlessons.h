#pragma once
// The files of resources/lessons/, compiled in by core/CMakeLists.txt (embeddedlessons.cpp.in),
// so that the core finds its lessons without the source tree.

#include <string_view>
#include <vector>

namespace cubelab::detail {

struct EmbeddedLessonFile
{
    std::string_view name; // the file name, e.g. "01-reduce-allreduce.json"
    std::string_view text;
};

// In file-name order.
const std::vector<EmbeddedLessonFile>& embeddedLessonFiles();

} // namespace cubelab::detail
