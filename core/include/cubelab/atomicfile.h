#pragma once
// The one way CubeLab saves a file, whatever it holds (docs/file-formats.md).

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace cubelab {

// Throws FileError, touching nothing, when path is no file CubeLab may replace: something
// that is there and is not a regular file (a directory, a FIFO, a device, a socket), or a
// symbolic link that leads nowhere (dangling) or to something that is not a regular file. A
// link to a regular file is followed: the file it points to is replaced and the link stays.
// writeFileAtomically checks this itself; a writer with long work ahead calls it first too,
// so that a bad output is refused before the work, not after it.
void checkOutputFile(const std::string& path);

// Writes a temporary file beside the target, flushes it to disk and renames it over the
// target (checkOutputFile first), so the target holds either the old or the new content,
// never a part. On failure the old file stays, the temporary file is removed and FileError
// says why.
void writeFileAtomically(const std::string& path, std::string_view content);
// The same for content too large to hold as one string: write streams it into the temporary
// file. A failed write, or an exception from write (passed on), leaves the target as it was.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace cubelab
