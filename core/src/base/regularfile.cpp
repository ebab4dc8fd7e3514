#include "cubelab/regularfile.h"

#include "cubelab/errors.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace cubelab {

namespace {

std::string systemReason(int error)
{
    return std::error_code(error, std::generic_category()).message();
}

} // namespace

std::string bytesText(std::uint64_t bytes)
{
    constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
    if (bytes % kMiB == 0 && bytes >= kMiB)
        return std::to_string(bytes / kMiB) + " MiB";
    return std::to_string(bytes) + " bytes";
}

RegularFile::RegularFile(const std::string& path, std::uint64_t limit, std::string_view what)
    : mPath(path), mLimit(limit), mWhat(what)
{
    if (path.empty())
        throw FileError(path, "",
                        "no file name was given (it is empty): give the path of " + mWhat);
    // O_NONBLOCK: opening a FIFO must not wait for a writer; what it is is checked next.
    mFd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (mFd < 0) {
        const int error = errno;
        throw FileError(path, "",
                        error == ENOENT ? std::string("no such file")
                                        : "cannot be opened: " + systemReason(error));
    }
    struct stat info = {};
    if (::fstat(mFd, &info) != 0) {
        const int error = errno;
        ::close(mFd);
        throw FileError(path, "", "cannot be read: " + systemReason(error));
    }
    // The constructor throws: the destructor will not close it.
    const auto refuse = [&](const std::string& reason) {
        ::close(mFd);
        throw FileError(path, "", reason);
    };
    if (S_ISDIR(info.st_mode))
        refuse("is a directory, not a file");
    if (!S_ISREG(info.st_mode)) {
        const char* kindOfFile = S_ISFIFO(info.st_mode)   ? "is a named pipe (FIFO)"
                                 : S_ISSOCK(info.st_mode) ? "is a socket"
                                                          : "is a device";
        refuse(std::string(kindOfFile) + ", not a file: CubeLab reads " + mWhat +
               " only from a regular file");
    }
    if (static_cast<std::uint64_t>(info.st_size) > limit)
        refuse(tooLargeReason(static_cast<std::uint64_t>(info.st_size), false));
    mSize = static_cast<std::uint64_t>(info.st_size);
}

RegularFile::~RegularFile()
{
    ::close(mFd);
}

std::size_t RegularFile::read(char* buffer, std::size_t capacity)
{
    for (;;) {
        const ssize_t n = ::read(mFd, buffer, capacity);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw FileError(mPath, "", "cannot be read: " + systemReason(errno));
        mRead += static_cast<std::uint64_t>(n);
        // A file that grows while it is read (or a file of /proc) is cut off here, too.
        if (mRead > mLimit)
            throw FileError(mPath, "", tooLargeReason(mLimit, true));
        return static_cast<std::size_t>(n);
    }
}

std::string RegularFile::tooLargeReason(std::uint64_t size, bool atLeast) const
{
    return "the file has " + std::string(atLeast ? "more than " : "") + bytesText(size) + "; " +
           mWhat + " has at most " + bytesText(mLimit);
}

} // namespace cubelab
