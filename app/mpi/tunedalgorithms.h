#pragma once
// TunedAlgorithms: Open MPI's coll_tuned component can be told which algorithm a collective
// uses (its MCA variable coll_tuned_<collective>_algorithm). cubelab-mpi reads the algorithms
// and their names from the library through the MPI tool interface (MPI_T), and forces one at
// a time for a duplicate of MPI_COMM_WORLD, so that the library's collective is timed with
// each. The variable takes effect only with coll_tuned_use_dynamic_rules set at start-up:
// enableBeforeInit() sets it (unless the user did) before MPI_Init. Another MPI library, or an
// Open MPI without coll_tuned, offers no algorithms, and only the library default is timed.

#include <mpi.h>
#include <string>
#include <vector>

namespace cubelab::mpi {

class TunedAlgorithms
{
public:
    struct Algorithm
    {
        int value = 0;    // the variable's value; 0 is the library's own choice
        std::string name; // "recursive_doubling"
    };

    // Before MPI_Init: lets coll_tuned take a forced algorithm.
    static void enableBeforeInit();

    // For the library collective of this name ("MPI_Allreduce"); empty where none can be
    // forced. Collective: every rank calls it.
    explicit TunedAlgorithms(const std::string& libraryCollective);
    ~TunedAlgorithms();
    TunedAlgorithms(const TunedAlgorithms&) = delete;
    TunedAlgorithms& operator=(const TunedAlgorithms&) = delete;

    // The algorithms other than the default, as the library names them.
    const std::vector<Algorithm>& offered() const { return mOffered; }
    // A new communicator of all ranks whose collective uses this algorithm (free it with
    // MPI_Comm_free). The default is restored for communicators made later.
    MPI_Comm communicatorWith(const Algorithm& algorithm);

private:
    bool write(int value);

    bool mToolsStarted = false;
    int mVariable = -1;
    std::vector<Algorithm> mOffered;
};

} // namespace cubelab::mpi
