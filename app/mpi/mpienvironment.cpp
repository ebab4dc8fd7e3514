#include "mpienvironment.h"

#include "cubelab/atomicfile.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cstring>
#include <set>
#include <vector>

namespace cubelab::mpi {

MpiEnvironment::MpiEnvironment(int& argc, char**& argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &mRank);
    MPI_Comm_size(MPI_COMM_WORLD, &mSize);
}

MpiEnvironment::~MpiEnvironment()
{
    MPI_Finalize();
}

std::string MpiEnvironment::library() const
{
    std::vector<char> text(MPI_MAX_LIBRARY_VERSION_STRING, '\0');
    int length = 0;
    MPI_Get_library_version(text.data(), &length);
    std::string version(text.data(), static_cast<std::size_t>(std::max(length, 0)));
    version = version.substr(0, version.find_first_of("\n,"));
    while (!version.empty() && (version.back() == ' ' || version.back() == '\0'))
        version.pop_back();
    return version;
}

int MpiEnvironment::hostCount() const
{
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    std::vector<char> all(static_cast<std::size_t>(mSize) * MPI_MAX_PROCESSOR_NAME, '\0');
    MPI_Allgather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME,
                  MPI_CHAR, MPI_COMM_WORLD);
    std::set<std::string> hosts;
    for (int r = 0; r < mSize; ++r) {
        const char* host = all.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME;
        hosts.emplace(host, strnlen(host, MPI_MAX_PROCESSOR_NAME));
    }
    return static_cast<int>(hosts.size());
}

void MpiEnvironment::checkOutput(const std::string& path) const
{
    std::string reason;
    if (speaks()) {
        try {
            checkOutputFile(path);
        } catch (const FileError& e) {
            reason = e.reason();
        }
    }
    int length = static_cast<int>(reason.size());
    MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (length == 0)
        return;
    reason.resize(static_cast<std::size_t>(length));
    MPI_Bcast(reason.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
    throw FileError(path, "", reason);
}

void MpiEnvironment::abort(int exitCode)
{
    MPI_Abort(MPI_COMM_WORLD, exitCode);
    std::abort(); // MPI_Abort does not return
}

} // namespace cubelab::mpi
