#include "cubelab/atomicfile.h"

#include "cubelab/errors.h"

#include <array>
#include <fcntl.h>
#include <filesystem>
#include <ios>
#include <random>
#include <streambuf>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace cubelab {

namespace {

namespace fs = std::filesystem;

std::string systemReason(int error)
{
    return std::error_code(error, std::generic_category()).message();
}

// Writes all of [data, data + size) to fd; false (errno set) on failure.
bool writeAll(int fd, const char* data, std::size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

// An output buffer over a file descriptor; the first failed write keeps its errno.
class FdBuffer : public std::streambuf
{
public:
    explicit FdBuffer(int fd) : mFd(fd) { setp(mBuffer.data(), mBuffer.data() + mBuffer.size()); }
    int error() const { return mError; }

protected:
    int_type overflow(int_type c) override
    {
        if (sync() != 0)
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override
    {
        if (mError != 0)
            return -1;
        if (!writeAll(mFd, pbase(), static_cast<std::size_t>(pptr() - pbase()))) {
            mError = errno;
            return -1;
        }
        setp(mBuffer.data(), mBuffer.data() + mBuffer.size());
        return 0;
    }

private:
    int mFd;
    int mError = 0;
    std::array<char, 1 << 16> mBuffer{};
};

// What a file that is there but is not a regular file is, for a message.
std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a named pipe (FIFO)";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

[[noreturn]] void refuseOutput(const std::string& path, const std::string& what)
{
    throw FileError(path, "",
                    what + ", not a regular file; CubeLab writes only regular files and leaves "
                           "this one as it is: choose another file name");
}

// The file a write to path replaces: path itself, or where its chain of symbolic links ends.
// Refuses (FileError) what must not be replaced; nothing at path is touched.
fs::path outputTarget(const std::string& path)
{
    if (path.empty())
        throw FileError(path, "", "no file name was given");
    fs::path target(path);
    bool linked = false;
    for (int hops = 0;; ++hops) {
        struct stat status = {};
        if (::lstat(target.c_str(), &status) != 0) {
            if (errno != ENOENT)
                return target; // the write itself says why it cannot
            if (linked)
                refuseOutput(path, "is a symbolic link to " + target.string() +
                                       ", which does not exist (a dangling link)");
            break;
        }
        if (S_ISLNK(status.st_mode)) {
            if (hops == 40)
                throw FileError(path, "", "is a chain of more than 40 symbolic links");
            std::error_code ec;
            const fs::path next = fs::read_symlink(target, ec);
            if (ec)
                throw FileError(path, "",
                                "is a symbolic link that cannot be read: " + ec.message());
            target = next.is_absolute() ? next : target.parent_path() / next;
            linked = true;
            continue;
        }
        if (!S_ISREG(status.st_mode))
            refuseOutput(path, linked ? "is a symbolic link to " + target.string() + ", " +
                                            kindOf(status.st_mode)
                                      : "is " + kindOf(status.st_mode));
        break;
    }
    if (!target.has_filename())
        throw FileError(path, "", "names a directory, not a file");
    return target;
}

// Makes the temporary file, has fill write it (fill returns false with errno set when it
// cannot), and renames it over the target.
void writeAtomically(const std::string& path, const std::function<bool(int fd)>& fill)
{
    const fs::path target = outputTarget(path);
    const fs::path directory = target.has_parent_path() ? target.parent_path() : fs::path(".");

    // A name of our own in the same directory, so the rename stays on one file system.
    std::random_device random;
    fs::path temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = directory / ("." + target.filename().string() + ".tmp-" +
                                 std::to_string(::getpid()) + "-" + std::to_string(random()));
        fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        throw FileError(
            path, "", "cannot create a file in " + directory.string() + ": " + systemReason(errno));

    auto abandon = [&](const std::string& what) {
        const int error = errno;
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.c_str());
        throw FileError(path, "", what + ": " + systemReason(error));
    };

    // Keep the permissions of the file being replaced.
    struct stat old = {};
    if (::stat(target.c_str(), &old) == 0 && S_ISREG(old.st_mode))
        (void)::fchmod(fd, old.st_mode & 07777);

    bool filled = false;
    try {
        filled = fill(fd);
    } catch (...) {
        ::close(fd);
        ::unlink(temporary.c_str());
        throw;
    }
    if (!filled)
        abandon("cannot write");
    if (::fsync(fd) != 0)
        abandon("cannot flush to disk");
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        abandon("cannot write");
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        if (errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST) {
            ::unlink(temporary.c_str());
            throw FileError(path, "", "is a directory, not a file");
        }
        abandon("cannot replace the file");
    }
    // Make the rename itself durable; a failure here leaves the new file in place anyway.
    const int dirFd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
}

} // namespace

void checkOutputFile(const std::string& path)
{
    (void)outputTarget(path);
}

void writeFileAtomically(const std::string& path, std::string_view content)
{
    writeAtomically(path, [&](int fd) { return writeAll(fd, content.data(), content.size()); });
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write)
{
    writeAtomically(path, [&](int fd) {
        FdBuffer buffer(fd);
        std::ostream out(&buffer);
        // An exception inside the stream (std::bad_alloc while formatting) is passed on, not
        // turned into a failed write with no reason.
        out.exceptions(std::ios::badbit);
        try {
            write(out);
            out.flush();
        } catch (const std::ios_base::failure&) {
            if (buffer.error() == 0)
                throw;
        }
        if (buffer.error() != 0) {
            errno = buffer.error();
            return false;
        }
        return static_cast<bool>(out);
    });
}

} // namespace cubelab
