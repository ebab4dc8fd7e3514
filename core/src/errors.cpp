#include "cubelab/errors.h"

namespace cubelab {

namespace {
std::string describe(const std::string& file, const std::string& place, const std::string& reason)
{
    std::string text = file.empty() ? std::string("input") : file;
    if (!place.empty())
        text += " at " + place;
    return text + ": " + reason;
}
} // namespace

FileError::FileError(std::string file, std::string place, std::string reason)
    : std::runtime_error(describe(file, place, reason)), mFile(std::move(file)),
      mPlace(std::move(place)), mReason(std::move(reason))
{
}

} // namespace cubelab
