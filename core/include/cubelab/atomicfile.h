#pragma once
// The one way CubeLab saves a file, whatever it holds (docs/file-formats.md).

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace cubelab {

// Writes a temporary file beside the target, flushes it to disk and renames it over the
// target, so the target holds either the old or the new content, never a part. On failure
// the old file stays, the temporary file is removed and FileError says why.
void writeFileAtomically(const std::string& path, std::string_view content);
// The same for content too large to hold as one string: write streams it into the temporary
// file. A failed write, or an exception from write (passed on), leaves the target as it was.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace cubelab
