#include "cubelab/blockrule.h"

#include "cubelab/errors.h"

#include <string>

namespace cubelab {

void BlockRule::requireHeld(const std::uint8_t* held, std::uint32_t blocks,
                            std::span<const BlockId> ids, const char* what)
{
    for (std::size_t k = 0; k < ids.size(); ++k) {
        if (ids[k] >= blocks)
            throw EngineError("cannot " + std::string(what) + " block " + std::to_string(ids[k]) +
                              ": the vector has blocks 0 to " + std::to_string(blocks - 1));
        if (k > 0 && ids[k] <= ids[k - 1])
            throw EngineError("blocks must be named in ascending order without repeats");
        if (!held[ids[k]])
            throw EngineError("cannot " + std::string(what) + " block " + std::to_string(ids[k]) +
                              ": the node does not hold it");
    }
}

void BlockRule::requireBlocks(const ValueView& received, const char* what)
{
    if (!received.hasBlocks)
        throw EngineError(std::string(what) + " needs blocks in a block collective");
}

} // namespace cubelab
