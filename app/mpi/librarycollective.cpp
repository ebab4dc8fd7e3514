#include "librarycollective.h"

#include "cubelab/errors.h"
#include "cubelab/value.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace cubelab::mpi {

namespace {

MPI_Op mpiOp(Operator op)
{
    switch (op) {
    case Operator::Sum:
        return MPI_SUM;
    case Operator::Product:
        return MPI_PROD;
    case Operator::Max:
        return MPI_MAX;
    case Operator::Min:
        return MPI_MIN;
    }
    return MPI_SUM;
}

bool combines(Outcome outcome)
{
    return outcome == Outcome::RootHoldsResult || outcome == Outcome::EveryNodeHoldsResult ||
           outcome == Outcome::EachNodeHoldsItsReducedBlock;
}

} // namespace

LibraryCollective::LibraryCollective(const Collective& collective, Operator op, int root, int rank,
                                     int ranks, std::span<const double> input)
    : mCollective(collective), mOp(op), mRoot(root), mRank(rank), mRanks(ranks),
      mIn(input.begin(), input.end()), mOut(input.size(), 0.0)
{
    const std::uint64_t m = input.size();
    const auto p = static_cast<std::uint64_t>(ranks);
    for (std::uint64_t b = 0; b < p; ++b) {
        mCounts.push_back(static_cast<int>(blockSize(b, m, p)));
        mDispls.push_back(static_cast<int>(blockBegin(b, m, p)));
    }
    mEqualBlocks = m % p == 0;
    const auto own = static_cast<std::size_t>(rank);
    switch (collective.outcome) {
    case Outcome::RootHoldsResult:
    case Outcome::RootHoldsAllBlocks:
        mFirst = 0;
        mCount = rank == root ? m : 0;
        break;
    case Outcome::EveryNodeHoldsRootData:
    case Outcome::EveryNodeHoldsResult:
    case Outcome::EveryNodeHoldsAllBlocks:
        mFirst = 0;
        mCount = m;
        break;
    case Outcome::EachNodeHoldsOwnBlock:
    case Outcome::EachNodeHoldsItsReducedBlock:
        mFirst = static_cast<std::size_t>(mDispls[own]);
        mCount = static_cast<std::size_t>(mCounts[own]);
        break;
    case Outcome::NotRecorded:
        throw InputError("a traced MPI program's run has no library collective to compare with");
    }
}

std::string LibraryCollective::name() const
{
    switch (mCollective.outcome) {
    case Outcome::RootHoldsResult:
        return "MPI_Reduce";
    case Outcome::EveryNodeHoldsRootData:
        return "MPI_Bcast";
    case Outcome::EveryNodeHoldsResult:
        return "MPI_Allreduce";
    case Outcome::RootHoldsAllBlocks:
        return mEqualBlocks ? "MPI_Gather" : "MPI_Gatherv";
    case Outcome::EachNodeHoldsOwnBlock:
        return mEqualBlocks ? "MPI_Scatter" : "MPI_Scatterv";
    case Outcome::EachNodeHoldsItsReducedBlock:
        return mEqualBlocks ? "MPI_Reduce_scatter_block" : "MPI_Reduce_scatter";
    case Outcome::EveryNodeHoldsAllBlocks:
        return mEqualBlocks ? "MPI_Allgather" : "MPI_Allgatherv";
    case Outcome::NotRecorded:
        break;
    }
    return {};
}

bool LibraryCollective::exact() const
{
    return mOp == Operator::Max || mOp == Operator::Min || !combines(mCollective.outcome);
}

void LibraryCollective::run()
{
    call(mIn.data(), mOut.data(), mpiOp(mOp));
}

void LibraryCollective::call(const double* in, double* out, MPI_Op op)
{
    const int m = static_cast<int>(mIn.size());
    const auto own = static_cast<std::size_t>(mRank);
    const int block = mCounts[own];
    const int blockAt = mDispls[own];
    switch (mCollective.outcome) {
    case Outcome::RootHoldsResult:
        MPI_Reduce(in, out, m, MPI_DOUBLE, op, mRoot, mComm);
        break;
    case Outcome::EveryNodeHoldsRootData:
        std::copy(in, in + m, out);
        MPI_Bcast(out, m, MPI_DOUBLE, mRoot, mComm);
        break;
    case Outcome::EveryNodeHoldsResult:
        MPI_Allreduce(in, out, m, MPI_DOUBLE, op, mComm);
        break;
    case Outcome::RootHoldsAllBlocks: // node b contributes block b of its input
        if (mEqualBlocks)
            MPI_Gather(in + blockAt, block, MPI_DOUBLE, out, block, MPI_DOUBLE, mRoot, mComm);
        else
            MPI_Gatherv(in + blockAt, block, MPI_DOUBLE, out, mCounts.data(), mDispls.data(),
                        MPI_DOUBLE, mRoot, mComm);
        break;
    case Outcome::EachNodeHoldsOwnBlock: // node b receives block b of the root's input
        if (mEqualBlocks)
            MPI_Scatter(in, block, MPI_DOUBLE, out + blockAt, block, MPI_DOUBLE, mRoot, mComm);
        else
            MPI_Scatterv(in, mCounts.data(), mDispls.data(), MPI_DOUBLE, out + blockAt, block,
                         MPI_DOUBLE, mRoot, mComm);
        break;
    case Outcome::EachNodeHoldsItsReducedBlock:
        if (mEqualBlocks)
            MPI_Reduce_scatter_block(in, out + blockAt, block, MPI_DOUBLE, op, mComm);
        else
            MPI_Reduce_scatter(in, out + blockAt, mCounts.data(), MPI_DOUBLE, op, mComm);
        break;
    case Outcome::EveryNodeHoldsAllBlocks:
        if (mEqualBlocks)
            MPI_Allgather(in + blockAt, block, MPI_DOUBLE, out, block, MPI_DOUBLE, mComm);
        else
            MPI_Allgatherv(in + blockAt, block, MPI_DOUBLE, out, mCounts.data(), mDispls.data(),
                           MPI_DOUBLE, mComm);
        break;
    case Outcome::NotRecorded: // the constructor refused it
        break;
    }
}

LibraryCollective::Agreement LibraryCollective::compare(std::span<const double> cubelab)
{
    // The bound's Σ|x_j| comes from the same reduction of the magnitudes; every rank takes
    // part, whether or not it checks elements itself.
    std::vector<double> magnitudes;
    const bool sum = !exact() && mOp == Operator::Sum;
    if (sum) {
        std::vector<double> absolute(mIn.size());
        for (std::size_t e = 0; e < mIn.size(); ++e)
            absolute[e] = std::fabs(mIn[e]);
        magnitudes.assign(mIn.size(), 0.0);
        call(absolute.data(), magnitudes.data(), MPI_SUM);
    }
    return agree(cubelab, mOut, magnitudes, exact(), mRanks, mFirst, mCount);
}

LibraryCollective::Agreement LibraryCollective::agree(std::span<const double> ours,
                                                      std::span<const double> theirs,
                                                      std::span<const double> magnitudes,
                                                      bool exact, int ranks, std::size_t first,
                                                      std::size_t count)
{
    const double u = DBL_EPSILON / 2;
    const double gamma = ranks * u / (1 - ranks * u);
    Agreement agreement;
    double largestAllowed = 0;
    for (std::size_t e = first; e < first + count; ++e) {
        const double a = ours[e];
        const double b = theirs[e];
        double difference = 0;
        if (!(a == b || (std::isnan(a) && std::isnan(b))))
            difference = std::fabs(a - b);
        double allowed = 0;
        if (!exact)
            allowed = 2 * gamma * (1 + gamma) * (magnitudes.empty() ? std::fabs(b) : magnitudes[e]);
        // A bound beyond a double (a product that overflowed) or not a number (a NaN input)
        // bounds nothing: there only the same value agrees, and the bound written is 0.
        if (!std::isfinite(allowed))
            allowed = 0;
        const bool ok = difference <= allowed; // false for a NaN difference
        if (!ok) {
            if (agreement.agrees) { // the first disagreement is the one reported
                agreement.agrees = false;
                agreement.firstDisagreeing = e;
                agreement.largestDifference = difference;
                agreement.allowedDifference = allowed;
            }
            continue;
        }
        largestAllowed = std::max(largestAllowed, allowed);
        if (agreement.agrees && difference > agreement.largestDifference) {
            agreement.largestDifference = difference;
            agreement.allowedDifference = allowed;
        }
    }
    // Where every element agreed exactly, the bound reported is the widest one checked.
    if (agreement.agrees && agreement.largestDifference == 0)
        agreement.allowedDifference = largestAllowed;
    return agreement;
}

} // namespace cubelab::mpi
