#pragma once
// The practical limit the emulator is measured against: the same all-reduces as plain loops
// over one p × m array, with no programs, messages or trace. Node i starts with i+1 in every
// element (the scenario default) and the operator is the sum, so the results equal the
// emulator's bit for bit (the sum of two doubles does not depend on their order, and every
// pair is added in the same order as in the emulated run).

#include <cstdint>
#include <span>
#include <vector>

namespace cubelab::bench {

// Cube_Do: across each link in turn every pair of partners adds and both keep the sum.
std::vector<double> flatCubeAllreduce(int dimension, std::uint32_t elements, std::span<const int> linkOrder);

// Tree_Do with root 0: the binomial-tree reduce along linkOrder, then the broadcast down
// along secondLinkOrder.
std::vector<double> flatTreeAllreduce(int dimension, std::uint32_t elements, std::span<const int> linkOrder,
                                      std::span<const int> secondLinkOrder);

} // namespace cubelab::bench
