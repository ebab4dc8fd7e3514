#pragma once
// The whole text as a finite number, as std::from_chars reads a double: decimal, an optional
// '-' and exponent, no space, no '+', no hexadecimal. The WebAssembly build's libc++ 13 has no
// from_chars for floating point; there strtod reads what the same characters allow (its locale
// is always "C").

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace cubelab::detail {

inline std::optional<double> finiteReal(std::string_view text)
{
    double value = 0.0;
#if defined(__cpp_lib_to_chars)
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
#else
    if (text.empty() || text.find_first_not_of("0123456789.eE+-") != std::string_view::npos ||
        text.front() == '+')
        return std::nullopt;
    const std::string copy(text);
    char* end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size())
        return std::nullopt;
#endif
    if (!std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace cubelab::detail
