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
std::vector<double> flatCubeAllreduce(int dimension, std::uint32_t elements,
                                      std::span<const int> linkOrder);

// Tree_Do with root 0: the binomial-tree reduce along linkOrder, then the broadcast down
// along secondLinkOrder.
std::vector<double> flatTreeAllreduce(int dimension, std::uint32_t elements,
                                      std::span<const int> linkOrder,
                                      std::span<const int> secondLinkOrder);

// Rabenseifner: the recursive-halving reduce-scatter along linkOrder (node i keeps the blocks
// whose bit for the link equals its own and adds its partner's copies), then the
// recursive-doubling allgather along secondLinkOrder. Block b is elements ⌊b·m/p⌋ … .
std::vector<double> flatRabenseifnerAllreduce(int dimension, std::uint32_t elements,
                                              std::span<const int> linkOrder,
                                              std::span<const int> secondLinkOrder);

// The ring all-reduce on the Gray-code ring of the default order (position q is node
// q XOR q/2): p-1 steps in which position q adds block q-1-t of its predecessor, then p-1 in
// which it copies block q-t from it.
std::vector<double> flatRingAllreduce(int dimension, std::uint32_t elements);

} // namespace cubelab::bench
