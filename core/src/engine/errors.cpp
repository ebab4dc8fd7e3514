#include "cubelab/errors.h"

namespace cubelab {

namespace {

// A reason that quotes what it found (a 50 MB string, a 100,000-digit number) is cut to a
// length a message bar and a terminal line can show.
constexpr std::size_t kMaxReason = 300;

std::string readable(std::string text)
{
    if (text.size() <= kMaxReason)
        return text;
    std::size_t end = kMaxReason;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // not inside a UTF-8 sequence
    text.resize(end);
    return text + "…";
}

std::string describe(const std::string& file, const std::string& place, const std::string& reason)
{
    std::string text = file.empty() ? std::string("input") : file;
    if (!place.empty())
        text += " at " + place;
    return text + ": " + reason;
}

} // namespace

FileError::FileError(std::string file, std::string place, std::string reason)
    : FileError(std::move(file), readable(std::move(place)), readable(std::move(reason)), 0)
{
}

FileError::FileError(std::string file, std::string place, std::string reason, int)
    : std::runtime_error(describe(file, place, reason)), mFile(std::move(file)),
      mPlace(std::move(place)), mReason(std::move(reason))
{
}

} // namespace cubelab
