#pragma once
// What the block collectives ask of a node's blocks: which of them lie on one side of a link.

#include "cubelab/comm.h"

#include <span>
#include <vector>

namespace cubelab::collectives {

// Bit `link` of x (1-based, as links are numbered).
inline bool bitOf(std::uint64_t x, int link)
{
    return ((x >> (link - 1)) & 1u) != 0;
}

// The blocks among `held` whose bit for the link, relative to `root`, is `bit`, ascending.
inline std::vector<BlockId> blocksWithBit(std::span<const BlockId> held, int link, bool bit,
                                          NodeId root = 0)
{
    std::vector<BlockId> out;
    for (BlockId b : held)
        if (bitOf(b ^ root, link) == bit)
            out.push_back(b);
    return out;
}

// Before its first transfer: the node keeps only its own block.
inline void keepOwnBlockOnly(Comm& c)
{
    std::vector<BlockId> others;
    for (BlockId b : c.heldBlocks())
        if (b != c.id())
            others.push_back(b);
    c.drop(others);
}

} // namespace cubelab::collectives
