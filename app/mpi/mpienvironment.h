#pragma once
// MpiEnvironment: MPI for the life of cubelab-mpi — initialized on construction, finalized on
// destruction — and what the program asks of it: this rank, the number of ranks, the
// library's name and the hosts the ranks run on.

#include <mpi.h>
#include <string>

namespace cubelab::mpi {

class MpiEnvironment
{
public:
    MpiEnvironment(int& argc, char**& argv);
    ~MpiEnvironment();
    MpiEnvironment(const MpiEnvironment&) = delete;
    MpiEnvironment& operator=(const MpiEnvironment&) = delete;

    int rank() const { return mRank; }
    int size() const { return mSize; }
    // Rank 0 speaks for all: it prints the results and the messages every rank would print.
    bool speaks() const { return mRank == 0; }
    // "Open MPI v4.1.4" (the first line of MPI_Get_library_version).
    std::string library() const;
    // The number of distinct processor names among the ranks (collective: every rank calls it).
    int hostCount() const;

    // Rank 0, which writes the output, checks it (cubelab::checkOutputFile) before any work;
    // every rank then throws the same FileError when it is refused, so that all end together
    // and rank 0 says why. Collective: every rank calls it.
    void checkOutput(const std::string& path) const;

    // Ends every rank at once with this exit code, after a failure only some ranks saw.
    [[noreturn]] static void abort(int exitCode);

private:
    int mRank = 0;
    int mSize = 1;
};

} // namespace cubelab::mpi
