#include "io/base64url.h"

#include <cstdint>

namespace cubelab::detail {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

} // namespace

std::string base64urlEncode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    std::uint32_t bits = 0;
    int count = 0;
    for (const char byte : bytes) {
        bits = (bits << 8) | static_cast<unsigned char>(byte);
        count += 8;
        while (count >= 6) {
            count -= 6;
            out += kAlphabet[(bits >> count) & 63];
        }
    }
    if (count > 0)
        out += kAlphabet[(bits << (6 - count)) & 63];
    return out;
}

Base64urlDecoded base64urlDecode(std::string_view text)
{
    using Fault = Base64urlDecoded::Fault;
    Base64urlDecoded result;
    if (text.size() % 4 == 1) {
        result.fault = Fault::Length;
        return result;
    }
    result.bytes.reserve(text.size() * 3 / 4);
    std::uint32_t bits = 0;
    int count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto sextet = kAlphabet.find(text[i]);
        if (sextet == std::string_view::npos) {
            result.fault = Fault::Character;
            result.position = i;
            result.bytes.clear();
            return result;
        }
        bits = (bits << 6) | static_cast<std::uint32_t>(sextet);
        count += 6;
        if (count >= 8) {
            count -= 8;
            result.bytes += static_cast<char>((bits >> count) & 0xFF);
        }
    }
    if ((bits & ((1u << count) - 1)) != 0) {
        result.fault = Fault::LeftoverBits;
        result.bytes.clear();
    }
    return result;
}

} // namespace cubelab::detail
