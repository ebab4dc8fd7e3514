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

} // namespace cubelab
