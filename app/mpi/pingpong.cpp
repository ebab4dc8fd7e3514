#include "pingpong.h"

#include "cubelab/operator.h"

#include <algorithm>
#include <bit>
#include <mpi.h>

namespace cubelab::mpi {

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

// Rank 0's maximum over the ranks of each entry.
std::vector<double> slowest(const std::vector<double>& mine)
{
    std::vector<double> max(mine.size(), 0.0);
    MPI_Reduce(mine.data(), max.data(), static_cast<int>(mine.size()), MPI_DOUBLE, MPI_MAX, 0,
               MPI_COMM_WORLD);
    return max;
}

} // namespace

PingPong::PingPong(int rank, int ranks, std::uint64_t maxBytes, int repetitions)
    : mRank(rank), mRanks(ranks), mMaxBytes(maxBytes), mRepetitions(repetitions),
      mBuffer(static_cast<std::size_t>(maxBytes), '\1')
{
}

std::vector<std::uint64_t> PingPong::sizes() const
{
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t bytes = 8; bytes < mMaxBytes; bytes *= 4)
        sizes.push_back(bytes);
    sizes.push_back(mMaxBytes);
    return sizes;
}

double PingPong::roundTrip(int partner, bool first, std::uint64_t bytes)
{
    const int count = static_cast<int>(bytes);
    const double start = MPI_Wtime();
    if (first) {
        MPI_Send(mBuffer.data(), count, MPI_BYTE, partner, 0, MPI_COMM_WORLD);
        MPI_Recv(mBuffer.data(), count, MPI_BYTE, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(mBuffer.data(), count, MPI_BYTE, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(mBuffer.data(), count, MPI_BYTE, partner, 0, MPI_COMM_WORLD);
    }
    return MPI_Wtime() - start;
}

std::vector<PingPongSample> PingPong::single(int link)
{
    const int bit = 1 << (link - 1);
    std::vector<PingPongSample> samples;
    for (std::uint64_t bytes : sizes()) {
        MPI_Barrier(MPI_COMM_WORLD);
        if (mRank != 0 && mRank != bit)
            continue;
        const int partner = mRank ^ bit;
        roundTrip(partner, mRank == 0, bytes); // warm-up: connections, pages, caches
        std::vector<double> times;
        for (int r = 0; r < mRepetitions; ++r)
            times.push_back(roundTrip(partner, mRank == 0, bytes) / 2.0);
        if (mRank == 0)
            samples.push_back({bytes, median(times)});
    }
    return samples;
}

std::vector<PingPongSample> PingPong::concurrent(int link)
{
    const int bit = 1 << (link - 1);
    const int partner = mRank ^ bit;
    const bool first = (mRank & bit) == 0;
    std::vector<PingPongSample> samples;
    for (std::uint64_t bytes : sizes()) {
        MPI_Barrier(MPI_COMM_WORLD);
        roundTrip(partner, first, bytes);
        std::vector<double> times;
        for (int r = 0; r < mRepetitions; ++r) {
            // Each repetition starts together, so that the pairs really overlap.
            MPI_Barrier(MPI_COMM_WORLD);
            times.push_back(roundTrip(partner, first, bytes) / 2.0);
        }
        const std::vector<double> max = slowest(times);
        if (mRank == 0)
            samples.push_back({bytes, median(max)});
    }
    return samples;
}

double PingPong::combineSeconds() const
{
    // The engine's own combine (combineInto), as a node applies it to what it receives.
    std::vector<double> target(kCombineElements, 1.0);
    const std::vector<double> other(kCombineElements, 0.5);
    combineInto(Operator::Sum, target, other); // warm-up
    std::vector<double> times;
    for (int r = 0; r < std::max(mRepetitions, 5); ++r) {
        const double start = MPI_Wtime();
        combineInto(Operator::Sum, target, other);
        times.push_back((MPI_Wtime() - start) / static_cast<double>(kCombineElements));
    }
    return slowest({median(times)})[0];
}

CalibrationSamples PingPong::measure()
{
    CalibrationSamples samples;
    const int dimension = std::countr_zero(static_cast<unsigned>(mRanks));
    samples.pairs = mRanks / 2;
    for (int link = 1; link <= dimension; ++link) {
        DimensionSamples d;
        d.link = link;
        d.single = single(link);
        if (mRanks > 2)
            d.concurrent = concurrent(link);
        samples.dimensions.push_back(std::move(d));
    }
    MPI_Barrier(MPI_COMM_WORLD);
    samples.combineSeconds = combineSeconds();
    return samples;
}

} // namespace cubelab::mpi
