#include "cubelab/errors.h"

#include <algorithm>

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

std::string displayText(std::string_view text, std::size_t maxBytes)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(std::min(text.size(), maxBytes) + 8);
    auto escapeByte = [&](unsigned char c) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 15];
    };
    std::size_t at = 0;
    while (at < text.size()) {
        if (out.size() >= maxBytes) {
            out += "…";
            break;
        }
        const auto c = static_cast<unsigned char>(text[at]);
        if (c < 0x80) {
            if (c == '\n')
                out += "\\n";
            else if (c == '\r')
                out += "\\r";
            else if (c == '\t')
                out += "\\t";
            else if (c < 0x20 || c == 0x7f)
                escapeByte(c);
            else
                out += static_cast<char>(c);
            ++at;
            continue;
        }
        // A UTF-8 sequence: its length from the lead byte, then its continuation bytes.
        const std::size_t length = (c & 0xE0) == 0xC0   ? 2
                                   : (c & 0xF0) == 0xE0 ? 3
                                   : (c & 0xF8) == 0xF0 ? 4
                                                        : 0;
        bool valid = length > 0 && at + length <= text.size() && c >= 0xC2 && c <= 0xF4;
        char32_t code = length == 2 ? c & 0x1F : length == 3 ? c & 0x0F : c & 0x07;
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[at + k]);
            valid = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3F);
        }
        if (valid)
            valid = !(length == 3 && code < 0x800) &&
                    !(length == 4 && (code < 0x10000 || code > 0x10FFFF)) &&
                    !(code >= 0xD800 && code <= 0xDFFF);
        if (!valid) {
            escapeByte(c);
            ++at;
            continue;
        }
        if (code >= 0x80 && code <= 0x9F) { // a C1 control (0x9b starts an escape sequence)
            out += "\\u00";
            out += kHex[code >> 4];
            out += kHex[code & 15];
        } else {
            out.append(text.substr(at, length));
        }
        at += length;
    }
    return out;
}

FileError::FileError(std::string file, std::string place, std::string reason)
    : FileError(std::move(file), readable(std::move(place)), readable(std::move(reason)), 0)
{
}

FileError::FileError(std::string file, std::string place, std::string reason, int)
    : std::runtime_error(describe(file, place, reason)), mFile(std::move(file)),
      mPlace(std::move(place)), mReason(std::move(reason))
{
}

std::string errorText(const std::exception& error)
{
    if (dynamic_cast<const EngineError*>(&error) != nullptr)
        return std::string("the run failed: ") + error.what();
    return error.what();
}

} // namespace cubelab
