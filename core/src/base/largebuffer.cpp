#include "cubelab/largebuffer.h"

#include "base/hugepages.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <limits>
#include <mutex>
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

#if defined(__linux__) && defined(MADV_HUGEPAGE)
// Mappings released by a run, kept for the next run's buffers of the same size (only once
// tuneHeapForRepeatedRuns asked for it). Taking a fresh mapping costs the kernel a page of
// zeros for every page written: for a trace of 256 MiB that is more than the run computes.
// A kept mapping is given to the kernel as free (MADV_FREE): under memory pressure it takes
// the pages back (and the next use faults them in again); otherwise the pages stay and are
// reused as they are.
class KeptMappings
{
public:
    static constexpr std::size_t kMostBytes = std::size_t{512} << 20;

    // A kept mapping of exactly `size` bytes (a multiple of kHuge), or null.
    void* take(std::size_t size)
    {
        if (!mEnabled.load(std::memory_order_relaxed))
            return nullptr;
        const std::lock_guard lock(mMutex);
        for (std::size_t k = mCount; k-- > 0;) { // the latest kept first
            if (mKept[k].size == size) {
                void* data = mKept[k].data;
                removeAt(k);
                return data;
            }
        }
        return nullptr;
    }

    // Keeps the mapping (true) or leaves it to the caller to unmap (false). The oldest kept
    // mappings are unmapped to stay within kMostBytes and kSlots.
    bool keep(void* data, std::size_t size) noexcept
    {
        if (!mEnabled.load(std::memory_order_relaxed) || size > kMostBytes)
            return false;
        madvise(data, size, MADV_FREE); // advice: failure leaves the pages as they are
        const std::lock_guard lock(mMutex);
        while (mCount == kSlots || mBytes + size > kMostBytes) {
            munmap(mKept[0].data, mKept[0].size);
            removeAt(0);
        }
        mKept[mCount++] = {data, size};
        mBytes += size;
        return true;
    }

    void enable() { mEnabled.store(true, std::memory_order_relaxed); }

private:
    static constexpr std::size_t kSlots = 16;
    struct Mapping
    {
        void* data = nullptr;
        std::size_t size = 0;
    };
    void removeAt(std::size_t k)
    {
        mBytes -= mKept[k].size;
        std::copy(mKept.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                  mKept.begin() + static_cast<std::ptrdiff_t>(mCount),
                  mKept.begin() + static_cast<std::ptrdiff_t>(k));
        --mCount;
    }

    std::atomic<bool> mEnabled{false};
    std::mutex mMutex;
    std::array<Mapping, kSlots> mKept{}; // oldest first
    std::size_t mCount = 0;
    std::size_t mBytes = 0;
};

KeptMappings& keptMappings()
{
    static KeptMappings& kept = *new KeptMappings; // outlives every buffer, never destroyed
    return kept;
}
#endif

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
    if (void* kept = keptMappings().take(size))
        return kept;
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
        if (!keptMappings().keep(data, roundUpToHuge(bytes)))
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
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    keptMappings().enable();
#endif
}

} // namespace cubelab
