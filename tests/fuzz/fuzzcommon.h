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
#include <string>
#include <string_view>

namespace cubelab::fuzz {

inline std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// Runs read(); true when it returned, false when it refused the input with a FileError,
// InputError or EngineError.
template <class Read>
bool accepted(Read&& read)
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
    std::fprintf(stderr, "%.*s: writing and reading back changed it\n--- written\n%.*s\n"
                         "--- written again after reading back\n%.*s\n",
                 static_cast<int>(what.size()), what.data(), static_cast<int>(first.size()),
                 first.data(), static_cast<int>(second.size()), second.data());
    std::abort();
}

} // namespace cubelab::fuzz
