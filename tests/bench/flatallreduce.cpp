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
        std::fill_n(s.begin() + static_cast<std::ptrdiff_t>(i * m), m, static_cast<double>(i) + 1.0);
    return s;
}

// Calls f(i) for every i whose set bits all lie in mask, 0 included (ascending).
template <typename F>
void forEachSubset(std::size_t mask, F f)
{
    std::size_t i = 0;
    do {
        f(i);
        i = (i - mask) & mask;
    } while (i != 0);
}

} // namespace

std::vector<double> flatCubeAllreduce(int dimension, std::uint32_t m, std::span<const int> linkOrder)
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

std::vector<double> flatTreeAllreduce(int dimension, std::uint32_t m, std::span<const int> linkOrder,
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
        forEachSubset(reached, [&](std::size_t i) {
            std::copy_n(s + i * m, m, s + (i | bit) * m);
        });
        reached |= bit;
    }
    return state;
}

} // namespace cubelab::bench
