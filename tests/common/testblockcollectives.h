#pragma once
// The tests' own block collectives (DataKind::Blocks), so that the block trace and its file
// are tested without the product's: Halve_Do, a reduce-scatter by recursive halving exactly
// as shared/reference/collectives.md describes reduce-scatter (node i ends with block i over
// all inputs; its steps drop the blocks they send), and Blocks_Down, Tree_Down on the root's
// p blocks (the other nodes start with none and take all of them). Registered only while a
// ScopedTestBlockCollectives lives.

#include <cubelab/collective.h>

namespace cubelab::test {

inline constexpr const char* kHalvingReduceScatterId = "test-halving-reduce-scatter";
inline constexpr const char* kBlockBroadcastId = "test-block-broadcast";

// The descriptors, not registered.
Collective halvingReduceScatter();
Collective blockBroadcast();

// Registers both for its lifetime.
class ScopedTestBlockCollectives
{
public:
    ScopedTestBlockCollectives();
    ~ScopedTestBlockCollectives();
    ScopedTestBlockCollectives(const ScopedTestBlockCollectives&) = delete;
    ScopedTestBlockCollectives& operator=(const ScopedTestBlockCollectives&) = delete;
};

} // namespace cubelab::test
