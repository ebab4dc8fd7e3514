#pragma once
// Storage for the arrays that grow with the cube: a trace's messages, updates and values,
// its index, a run's nodes and coroutine frames. From 2 MiB on such a buffer is mapped on
// its own, aligned to 2 MiB, and on Linux the kernel is asked to back it with 2 MiB pages
// (transparent huge pages in "madvise" mode, Debian's default). The heap would place it at
// any 4 KiB boundary and leave up to 2 MiB at each end in small pages, each one a page
// fault; see docs/performance.md. Smaller buffers come from the heap as usual.

#include <cstddef>
#include <limits>
#include <new>
#include <vector>

namespace cubelab {

// At least `bytes` of uninitialised memory, aligned for any type (from 2 MiB on: to 2 MiB).
// Throws std::bad_alloc. Give it back with releaseLarge and the same byte count.
void* allocateLarge(std::size_t bytes);
void releaseLarge(void* data, std::size_t bytes) noexcept;

// Sets the C library's heap up for programs that run the emulator again and again (the GUI,
// the CLI's searches, the benchmarks); call it once at the start of main(). Process-wide,
// glibc only (elsewhere it does nothing). Buffers under 32 MiB then always come from the
// heap, and up to 64 MiB of freed heap is kept for the next run instead of being given back
// to the system and faulted in again. On Linux it also keeps up to 512 MiB of released
// allocateLarge buffers (mapped on their own; the kernel may take their pages back under
// memory pressure) for the next buffer of the same size; without it each is unmapped when
// released. See docs/performance.md.
void tuneHeapForRepeatedRuns() noexcept;

template <typename T> struct LargeBufferAllocator
{
    static_assert(alignof(T) <= alignof(std::max_align_t));
    using value_type = T;

    LargeBufferAllocator() = default;
    template <typename U> LargeBufferAllocator(const LargeBufferAllocator<U>&) noexcept {}

    T* allocate(std::size_t n)
    {
        if (n > std::numeric_limits<std::size_t>::max() / sizeof(T))
            throw std::bad_array_new_length();
        return static_cast<T*>(allocateLarge(n * sizeof(T)));
    }
    void deallocate(T* data, std::size_t n) noexcept { releaseLarge(data, n * sizeof(T)); }

    friend bool operator==(const LargeBufferAllocator&, const LargeBufferAllocator&) = default;
};

template <typename T> using LargeVector = std::vector<T, LargeBufferAllocator<T>>;

} // namespace cubelab
