#include "cubelab/largebuffer.h"

#include "base/hugepages.h"

#include <cstdint>
#include <limits>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace cubelab {

namespace {

constexpr std::size_t kHuge = std::size_t{2} << 20;

bool isLarge(std::size_t bytes)
{
    return bytes >= kHuge;
}

// To the next (or down to the last) huge-page boundary: of an address or of a size.
[[maybe_unused]] std::uintptr_t roundUpToHuge(std::uintptr_t x)
{
    return (x + kHuge - 1) & ~std::uintptr_t{kHuge - 1};
}

[[maybe_unused]] std::uintptr_t roundDownToHuge(std::uintptr_t x)
{
    return x & ~std::uintptr_t{kHuge - 1};
}

} // namespace

void detail::adviseHugePages([[maybe_unused]] void* data,
                             [[maybe_unused]] std::size_t bytes) noexcept
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Only whole huge pages inside the buffer; smaller buffers are left alone.
    const auto begin = roundUpToHuge(reinterpret_cast<std::uintptr_t>(data));
    const auto end = roundDownToHuge(reinterpret_cast<std::uintptr_t>(data) + bytes);
    if (end > begin)
        madvise(reinterpret_cast<void*>(begin), end - begin,
                MADV_HUGEPAGE); // advice: failure is harmless
#endif
}

void* allocateLarge(std::size_t bytes)
{
    if (!isLarge(bytes))
        return ::operator new(bytes);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Mapped directly rather than taken from the heap: given back whole when released, so
    // that a freed run leaves no huge pages behind in the heap. Mapped one huge page larger
    // than rounded up, then trimmed to the aligned part.
    if (bytes > std::numeric_limits<std::size_t>::max() - 2 * kHuge)
        throw std::bad_alloc(); // the rounding below would wrap around
    const std::size_t size = roundUpToHuge(bytes);
    void* mapped =
        mmap(nullptr, size + kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        throw std::bad_alloc();
    const auto first = reinterpret_cast<std::uintptr_t>(mapped);
    const auto aligned = roundUpToHuge(first);
    // The extra huge page is split between the two ends.
    if (aligned > first)
        munmap(mapped, aligned - first);
    if (const std::size_t tail = first + kHuge - aligned; tail > 0)
        munmap(reinterpret_cast<void*>(aligned + size), tail);
    void* data = reinterpret_cast<void*>(aligned);
    detail::adviseHugePages(data, size);
    return data;
#else
    return ::operator new(bytes);
#endif
}

void releaseLarge(void* data, std::size_t bytes) noexcept
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (isLarge(bytes)) {
        munmap(data, roundUpToHuge(bytes));
        return;
    }
#endif
    ::operator delete(data, bytes);
}

void tuneHeapForRepeatedRuns() noexcept
{
#if defined(__GLIBC__)
    // Without this glibc maps every buffer above a threshold (128 KiB at first, raised as
    // such buffers are freed) on its own and unmaps it when freed, and gives the heap's free
    // top back above twice that threshold: a run of a few thousand nodes then spends most
    // of its time faulting in memory the run before it has just returned. 32 MiB is the
    // largest threshold glibc accepts; fixing it also turns its adjustment off.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

} // namespace cubelab
