#include "cubelab/messagebytes.h"

#include "cubelab/errors.h"

#include <string>

namespace cubelab {

bool messageBytesFit(std::uint64_t elements, std::uint32_t elementBytes)
{
    std::uint64_t bytes = 0;
    return !__builtin_mul_overflow(elements, std::uint64_t{elementBytes}, &bytes);
}

std::uint64_t messageBytes(std::uint64_t elements, std::uint32_t elementBytes)
{
    std::uint64_t bytes = 0;
    if (__builtin_mul_overflow(elements, std::uint64_t{elementBytes}, &bytes))
        throw InputError(std::to_string(elements) + " elements of " + std::to_string(elementBytes) +
                         " bytes make more than 2^64 bytes");
    return bytes;
}

} // namespace cubelab
