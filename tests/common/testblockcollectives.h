#pragma once
// The tests' own block collective (DataKind::Blocks) for what the product's do not do:
// Blocks_Down, Tree_Down on the root's p blocks (the other nodes start with none and take
// all of them). Registered only while a ScopedTestBlockCollectives lives.

#include <cubelab/collective.h>

namespace cubelab::test {

inline constexpr const char* kBlockBroadcastId = "test-block-broadcast";

// The descriptor, not registered.
Collective blockBroadcast();

// Registers it for its lifetime.
class ScopedTestBlockCollectives
{
public:
    ScopedTestBlockCollectives();
    ~ScopedTestBlockCollectives();
    ScopedTestBlockCollectives(const ScopedTestBlockCollectives&) = delete;
    ScopedTestBlockCollectives& operator=(const ScopedTestBlockCollectives&) = delete;
};

} // namespace cubelab::test
