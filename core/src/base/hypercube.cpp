#include "cubelab/hypercube.h"

#include "cubelab/errors.h"

namespace cubelab {

Hypercube::Hypercube(int dimension) : mDimension(dimension)
{
    if (dimension < 0 || dimension > kMaxDimension)
        throw InputError("dimension " + std::to_string(dimension) +
                         " is out of range: allowed are 0 to " + std::to_string(kMaxDimension) +
                         " (1 to 1,048,576 nodes)");
}

std::string Hypercube::address(NodeId node) const
{
    if (mDimension == 0)
        return "0";
    std::string text(static_cast<std::size_t>(mDimension), '0');
    for (int bit = 0; bit < mDimension; ++bit)
        if (node & (NodeId{1} << bit))
            text[static_cast<std::size_t>(mDimension - 1 - bit)] = '1';
    return text;
}

} // namespace cubelab
