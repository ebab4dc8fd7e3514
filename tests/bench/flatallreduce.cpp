#include "flatallreduce.h"

#include <algorithm>
#include <cstddef>

namespace cubelab::bench {

namespace {

std::vector<double> initialState(int dimension, std::uint32_t m)
{
    const std::size_t p = std::size_t{1} << dimension;
    std::vector<double> s(p * m);
    for (std::size_t i = 0; i < p; ++i)
        std::fill_n(s.begin() + static_cast<std::ptrdiff_t>(i * m), m,
                    static_cast<double>(i) + 1.0);
    return s;
}

// Calls f(i) for every i whose set bits all lie in mask, 0 included (ascending).
template <typename F> void forEachSubset(std::size_t mask, F f)
{
    std::size_t i = 0;
    do {
        f(i);
        i = (i - mask) & mask;
    } while (i != 0);
}

std::size_t blockStart(std::size_t b, std::size_t m, std::size_t p)
{
    return b * (m / p) + b * (m % p) / p;
}

} // namespace

std::vector<double> flatCubeAllreduce(int dimension, std::uint32_t m,
                                      std::span<const int> linkOrder)
{
    std::vector<double> state = initialState(dimension, m);
    double* s = state.data();
    const std::size_t p = std::size_t{1} << dimension;
    for (int link : linkOrder) {
        const std::size_t bit = std::size_t{1} << (link - 1);
        for (std::size_t high = 0; high < p; high += 2 * bit) {
            for (std::size_t i = high; i < high + bit; ++i) {
                double* x = s + i * m;
                double* y = s + (i | bit) * m;
                for (std::uint32_t e = 0; e < m; ++e) {
                    const double v = x[e] + y[e];
                    x[e] = v;
                    y[e] = v;
                }
            }
        }
    }
    return state;
}

std::vector<double> flatTreeAllreduce(int dimension, std::uint32_t m,
                                      std::span<const int> linkOrder,
                                      std::span<const int> secondLinkOrder)
{
    std::vector<double> state = initialState(dimension, m);
    double* s = state.data();
    const std::size_t all = (std::size_t{1} << dimension) - 1;
    // Reduce: across the t-th link the nodes whose bits for links 1..t are all clear receive
    // from their partners (whose bit for the t-th link is set).
    std::size_t used = 0;
    for (int link : linkOrder) {
        const std::size_t bit = std::size_t{1} << (link - 1);
        used |= bit;
        forEachSubset(all & ~used, [&](std::size_t i) {
            double* x = s + i * m;
            const double* y = s + (i | bit) * m;
            for (std::uint32_t e = 0; e < m; ++e)
                x[e] += y[e];
        });
    }
    // Broadcast: the nodes reached so far copy their data across the next link.
    std::size_t reached = 0;
    for (int link : secondLinkOrder) {
        const std::size_t bit = std::size_t{1} << (link - 1);
        forEachSubset(reached,
                      [&](std::size_t i) { std::copy_n(s + i * m, m, s + (i | bit) * m); });
        reached |= bit;
    }
    return state;
}

std::vector<double> flatRabenseifnerAllreduce(int dimension, std::uint32_t m,
                                              std::span<const int> linkOrder,
                                              std::span<const int> secondLinkOrder)
{
    std::vector<double> state = initialState(dimension, m);
    double* s = state.data();
    const std::size_t p = std::size_t{1} << dimension;
    const std::size_t all = p - 1;
    // Reduce-scatter: after the links in `used`, node i holds the blocks that agree with i
    // on those bits.
    std::size_t used = 0;
    for (int link : linkOrder) {
        const std::size_t bit = std::size_t{1} << (link - 1);
        for (std::size_t i = 0; i < p; ++i) {
            if (i & bit)
                continue;
            const std::size_t j = i | bit;
            forEachSubset(all & ~used & ~bit, [&](std::size_t free) {
                const std::size_t low = (i & used) | free; // bit clear: node i keeps it
                const std::size_t high = low | bit;        // bit set: node j keeps it
                for (std::size_t e = blockStart(low, m, p); e < blockStart(low + 1, m, p); ++e)
                    s[i * m + e] += s[j * m + e];
                for (std::size_t e = blockStart(high, m, p); e < blockStart(high + 1, m, p); ++e)
                    s[j * m + e] += s[i * m + e];
            });
        }
        used |= bit;
    }
    // Allgather: node i holds the blocks that agree with i outside the links done so far.
    std::size_t done = 0;
    for (int link : secondLinkOrder) {
        const std::size_t bit = std::size_t{1} << (link - 1);
        for (std::size_t i = 0; i < p; ++i) {
            if (i & bit)
                continue;
            const std::size_t j = i | bit;
            forEachSubset(done, [&](std::size_t free) {
                const std::size_t mine = (i & ~done) | free;
                const std::size_t theirs = (j & ~done) | free;
                std::copy(s + i * m + blockStart(mine, m, p),
                          s + i * m + blockStart(mine + 1, m, p),
                          s + j * m + blockStart(mine, m, p));
                std::copy(s + j * m + blockStart(theirs, m, p),
                          s + j * m + blockStart(theirs + 1, m, p),
                          s + i * m + blockStart(theirs, m, p));
            });
        }
        done |= bit;
    }
    return state;
}

std::vector<double> flatRingAllreduce(int dimension, std::uint32_t m)
{
    std::vector<double> state = initialState(dimension, m);
    double* s = state.data();
    const std::size_t p = std::size_t{1} << dimension;
    if (p < 2)
        return state;
    auto node = [](std::size_t q) { return q ^ (q >> 1); };
    // Within a step each position writes a block other than the one it sends: in place.
    for (std::size_t t = 0; t + 1 < p; ++t) {
        for (std::size_t q = 0; q < p; ++q) {
            const std::size_t to = node((q + 1) % p);
            const std::size_t b = (q + p - t) % p;
            const double* x = s + node(q) * m;
            double* y = s + to * m;
            for (std::size_t e = blockStart(b, m, p); e < blockStart(b + 1, m, p); ++e)
                y[e] += x[e];
        }
    }
    for (std::size_t t = 0; t + 1 < p; ++t) {
        for (std::size_t q = 0; q < p; ++q) {
            const std::size_t b = (q + 1 + p - t) % p;
            const std::size_t begin = blockStart(b, m, p);
            const std::size_t end = blockStart(b + 1, m, p);
            std::copy(s + node(q) * m + begin, s + node(q) * m + end,
                      s + node((q + 1) % p) * m + begin);
        }
    }
    return state;
}

} // namespace cubelab::bench
