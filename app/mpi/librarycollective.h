#pragma once
// LibraryCollective: the MPI library's own collective that computes what a CubeLab collective
// computes (by its Outcome): MPI_Reduce, MPI_Bcast, MPI_Allreduce, MPI_Gather(v),
// MPI_Scatter(v), MPI_Reduce_scatter(_block) or MPI_Allgather(v). It confirms a run's result
// and is timed beside it.
//
// Copies (broadcast, gather, scatter, allgather) and max and min must agree exactly. A sum or
// a product may round differently in another order: element e may differ by at most
// 2·γ_p·Σ_j |x_j[e]| for a sum and 2·γ_p·|result| for a product, γ_p = p·u/(1 − p·u) and
// u = 2^-53 (Higham, Accuracy and Stability of Numerical Algorithms, §3.1 and §4.2: any order
// of summing p terms errs by at most γ_(p−1)·Σ|x|; two such results differ by twice that).

#include "cubelab/collective.h"
#include "cubelab/operator.h"

#include <mpi.h>
#include <span>
#include <string>
#include <vector>

namespace cubelab::mpi {

class LibraryCollective
{
public:
    // input: this rank's input vector (m elements; a rank without data passes zeros).
    LibraryCollective(const Collective& collective, Operator op, int root, int rank, int ranks,
                      std::span<const double> input);

    // "MPI_Allreduce", or "MPI_Reduce_scatter" where the blocks differ in size.
    std::string name() const;
    // Runs it once (collective: every rank calls it).
    void run();
    // Runs it on this communicator from now on (MPI_COMM_WORLD until then).
    void setCommunicator(MPI_Comm comm) { mComm = comm; }
    // The elements this rank's result must equal after the collective: [first, first + count).
    std::size_t first() const { return mFirst; }
    std::size_t count() const { return mCount; }
    // The library's result, where the rank has one (run() first).
    std::span<const double> result() const { return mOut; }

    struct Agreement
    {
        double largestDifference = 0;
        double allowedDifference = 0; // the bound at that element
        bool agrees = true;
        std::size_t firstDisagreeing = 0; // an element index, where !agrees
    };
    // Compares CubeLab's final vector on this rank with the library's result (after run();
    // computes the rounding bounds, which is itself collective).
    Agreement compare(std::span<const double> cubelab);
    // The comparison itself, element by element over [first, first + count): equal (NaN
    // equals NaN), or — unless exact — within 2·γ_ranks·(1 + γ_ranks) times magnitudes[e]
    // (a sum: Σ_j |x_j[e]|) or, where magnitudes is empty, times |theirs[e]| (a product).
    // Where that bound is infinite or NaN only equal values agree; every bound is finite.
    static Agreement agree(std::span<const double> ours, std::span<const double> theirs,
                           std::span<const double> magnitudes, bool exact, int ranks,
                           std::size_t first, std::size_t count);

private:
    // The collective on `in` into `out` with `op` (the bound's Σ|x| is the same reduction).
    void call(const double* in, double* out, MPI_Op op);
    bool exact() const;

    const Collective& mCollective;
    MPI_Comm mComm = MPI_COMM_WORLD;
    Operator mOp;
    int mRoot;
    int mRank;
    int mRanks;
    std::vector<double> mIn;
    std::vector<double> mOut;
    std::vector<int> mCounts; // block sizes, for the v-variants
    std::vector<int> mDispls;
    bool mEqualBlocks = true;
    std::size_t mFirst = 0;
    std::size_t mCount = 0;
};

} // namespace cubelab::mpi
