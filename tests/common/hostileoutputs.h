#pragma once
// Outputs no CubeLab writer may replace, made in a scratch folder for the tests of every
// writer: a FIFO, a character device (mknod, where it is permitted: as root), a directory, a
// dangling symbolic link and a link to the FIFO. unchanged() says whether each is still what
// it was and whether anything else appeared in the folder (a temporary file left behind).

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

namespace cubelab::test {

class HostileOutputs
{
public:
    struct Output
    {
        std::string path;
        std::string kind;   // for a test's messages: "a FIFO"
        std::string reason; // a part of the refusal's text
    };

    // Makes the folder afresh (anything there before is removed).
    explicit HostileOutputs(const std::string& folder) : mFolder(folder)
    {
        namespace fs = std::filesystem;
        fs::remove_all(mFolder);
        fs::create_directories(mFolder);
        const std::string fifo = path("pipe.json");
        if (::mkfifo(fifo.c_str(), 0600) == 0)
            mOutputs.push_back({fifo, "a FIFO", "is a named pipe (FIFO), not a regular file"});
        // The same device as /dev/null, so that a writer that opens it anyway harms nothing.
        const std::string device = path("device.json");
        if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0)
            mOutputs.push_back(
                {device, "a character device", "is a character device, not a regular file"});
        else
            mDeviceSkipped = "mknod of a character device is not permitted here (" +
                             std::string(std::strerror(errno)) +
                             "; it needs root): the device case is skipped";
        const std::string directory = path("folder.json");
        fs::create_directory(directory);
        std::ofstream(directory + "/inside.txt") << "kept\n";
        mOutputs.push_back({directory, "a directory", "is a directory, not a regular file"});
        const std::string dangling = path("dangling.json");
        fs::create_symlink("nowhere/missing.json", dangling);
        mOutputs.push_back({dangling, "a dangling link", "(a dangling link), not a regular file"});
        const std::string toFifo = path("link-to-pipe.json");
        fs::create_symlink("pipe.json", toFifo);
        mOutputs.push_back({toFifo, "a link to a FIFO", "a named pipe (FIFO), not a regular file"});
        for (const Output& output : mOutputs)
            mBefore.push_back(describe(output.path));
        mEntries = entries();
    }
    ~HostileOutputs() { std::filesystem::remove_all(mFolder); }
    HostileOutputs(const HostileOutputs&) = delete;
    HostileOutputs& operator=(const HostileOutputs&) = delete;

    const std::vector<Output>& outputs() const { return mOutputs; }
    // Why the device is missing from outputs(); empty when it is there.
    const std::string& deviceSkipped() const { return mDeviceSkipped; }
    std::string path(const std::string& name) const { return mFolder + "/" + name; }

    // Empty when every output is as it was and the folder holds nothing new; else what changed.
    std::string unchanged() const
    {
        std::string changes;
        for (std::size_t i = 0; i < mOutputs.size(); ++i)
            if (const std::string now = describe(mOutputs[i].path); now != mBefore[i])
                changes += mOutputs[i].kind + " was " + mBefore[i] + ", is " + now + "; ";
        if (const std::vector<std::string> now = entries(); now != mEntries) {
            changes += "the folder now holds:";
            for (const std::string& name : now)
                changes += " " + name;
        }
        return changes;
    }

private:
    static std::string describe(const std::string& path)
    {
        struct stat s = {};
        if (::lstat(path.c_str(), &s) != 0)
            return "missing";
        if (S_ISLNK(s.st_mode))
            return "a link to " + std::filesystem::read_symlink(path).string();
        if (S_ISFIFO(s.st_mode))
            return "a FIFO";
        if (S_ISCHR(s.st_mode))
            return "a character device " + std::to_string(major(s.st_rdev)) + "," +
                   std::to_string(minor(s.st_rdev));
        if (S_ISDIR(s.st_mode)) {
            std::string content = "a directory with";
            for (const auto& entry : std::filesystem::directory_iterator(path))
                content += " " + entry.path().filename().string();
            return content;
        }
        return S_ISREG(s.st_mode) ? "a regular file" : "something else";
    }

    std::vector<std::string> entries() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(mFolder))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    std::string mFolder;
    std::vector<Output> mOutputs;
    std::vector<std::string> mBefore;
    std::vector<std::string> mEntries;
    std::string mDeviceSkipped;
};

} // namespace cubelab::test
