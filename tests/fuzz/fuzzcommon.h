#pragma once
// Shared by the libFuzzer harnesses (docs/fuzzing.md). A reader may refuse its input with
// one of CubeLab's own errors — that is what it is meant to do — and anything else that
// escapes (a std::out_of_range from nlohmann, std::bad_alloc, …) reaches std::terminate,
// which libFuzzer reports as a crash with the input that caused it.

#include "cubelab/errors.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <string>
#include <string_view>

namespace cubelab::fuzz {

inline std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// Runs read(); true when it returned, false when it refused the input with a FileError,
// InputError or EngineError.
template <class Read> bool accepted(Read&& read)
{
    try {
        read();
        return true;
    } catch (const FileError&) {
    } catch (const InputError&) {
    } catch (const EngineError&) {
    }
    return false;
}

// A property that must hold for every input the reader accepted: prints both texts and aborts.
[[noreturn]] inline void roundTripDiffers(std::string_view what, std::string_view first,
                                          std::string_view second)
{
    std::fprintf(stderr,
                 "%.*s: writing and reading back changed it\n--- written\n%.*s\n"
                 "--- written again after reading back\n%.*s\n",
                 static_cast<int>(what.size()), what.data(), static_cast<int>(first.size()),
                 first.data(), static_cast<int>(second.size()), second.data());
    std::abort();
}

// For expectRoundTrip when the value has no operator== (a Trace): the texts alone are compared.
inline constexpr auto textsOnly = [](const auto&, const auto&) { return true; };

// What every harness with a writer checks of a value its reader accepted: write(value) gives a
// text that read(text) accepts, the value read back is written as the same text again, and
// equal(value, valueReadBack) holds. Otherwise roundTripDiffers() prints both texts and aborts.
template <class T, class Write, class Read, class Equal>
void expectRoundTrip(std::string_view what, const T& value, Write&& write, Read&& read,
                     Equal&& equal)
{
    const std::string written = write(value);
    std::optional<T> again;
    try {
        again.emplace(read(written));
    } catch (const std::exception& e) {
        roundTripDiffers(std::string(what) + " refused when read back: " + e.what(), written, "");
    }
    const std::string writtenAgain = write(*again);
    if (writtenAgain != written)
        roundTripDiffers(what, written, writtenAgain);
    if (!equal(value, *again))
        roundTripDiffers(std::string(what) + " (equal texts, unequal values)", written,
                         writtenAgain);
}

} // namespace cubelab::fuzz
