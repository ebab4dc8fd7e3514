#pragma once
// A regular file opened for reading with the hardening of every file CubeLab reads: a FIFO, a
// device, a socket or a directory is refused without waiting (FileError), a file over the
// limit is refused before it is read, and a file that grows while it is read is cut off at
// the limit. readRegularFile (jsondocument.h) reads one whole; a rank's log is read from one
// in pieces, line by line.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cubelab {

class RegularFile
{
public:
    // `what` names the file in messages ("a Lua program"); limit is its largest size in bytes.
    RegularFile(const std::string& path, std::uint64_t limit, std::string_view what);
    ~RegularFile();
    RegularFile(const RegularFile&) = delete;
    RegularFile& operator=(const RegularFile&) = delete;

    const std::string& path() const { return mPath; }
    // The size the file had when it was opened.
    std::uint64_t size() const { return mSize; }
    std::uint64_t bytesRead() const { return mRead; }
    // Reads up to capacity bytes into buffer; 0 at the end of the file.
    std::size_t read(char* buffer, std::size_t capacity);

private:
    std::string tooLargeReason(std::uint64_t size, bool atLeast) const;

    std::string mPath;
    std::uint64_t mLimit;
    std::string mWhat;
    int mFd = -1;
    std::uint64_t mSize = 0;
    std::uint64_t mRead = 0;
};

// "256 MiB", or "1000 bytes": a size in a message.
std::string bytesText(std::uint64_t bytes);

} // namespace cubelab
