#pragma once
// PingPong: what cubelab-mpi calibrate measures on the ranks — for each link dimension k, the
// one-way time of messages between ranks 0 and 2^(k-1) (one pair alone) and between every
// pair i, i XOR 2^(k-1) at once, over message sizes from 8 bytes up; and the time the
// operator takes to combine one element. Every rank calls measure(); rank 0 gets the samples.

#include "cubelab/calibration.h"

#include <cstdint>
#include <vector>

namespace cubelab::mpi {

class PingPong
{
public:
    // ranks = 2^n with n >= 1; maxBytes >= 64; repetitions >= 1.
    PingPong(int rank, int ranks, std::uint64_t maxBytes, int repetitions);

    // 8, 32, 128 … bytes (each 4 times the last) and maxBytes itself.
    std::vector<std::uint64_t> sizes() const;
    // The elements the combine time is measured over.
    static constexpr std::size_t kCombineElements = 16384;

    // Collective: every rank calls it. Each sample is the median over the repetitions
    // (concurrent: of the slowest pair's time); combineSeconds the slowest rank's median.
    CalibrationSamples measure();

private:
    std::vector<PingPongSample> single(int link);
    std::vector<PingPongSample> concurrent(int link);
    double combineSeconds() const;
    // One round trip of `bytes` with the partner; the sender of the pair goes first.
    double roundTrip(int partner, bool first, std::uint64_t bytes);

    int mRank;
    int mRanks;
    std::uint64_t mMaxBytes;
    int mRepetitions;
    std::vector<char> mBuffer;
};

} // namespace cubelab::mpi
