#include "cubelab/comm.h"

#include "cubelab/errors.h"

#include <string>

namespace cubelab {

void Comm::throwNoSuchLink(int link) const
{
    throw EngineError("a transfer on link " + std::to_string(link) + ", but a " +
                      std::to_string(dimension()) + "-cube has links 1 to " +
                      std::to_string(dimension()));
}

namespace {
[[noreturn]] void throwNoBlocks()
{
    throw EngineError("this collective moves whole vectors: it has no blocks to name");
}
} // namespace

std::span<const BlockId> Comm::heldBlocks() const
{
    throwNoBlocks();
}

ValueView Comm::blocks(std::span<const BlockId>) const
{
    throwNoBlocks();
}

void Comm::drop(std::span<const BlockId>)
{
    throwNoBlocks();
}

} // namespace cubelab
