// Large run buffers: from 2 MiB on they start on a huge-page boundary, so that the kernel
// can back all of them with huge pages; smaller ones come from the heap. Either way the
// whole requested range is usable, and releasing it with the same size gives it back.

#include "cubelab/largebuffer.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <new>

#if defined(__linux__)
#include <cerrno>
#include <sys/mman.h>
#endif
#if defined(__GLIBC__)
#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#endif

using namespace cubelab;

namespace {

constexpr std::size_t kHuge = std::size_t{2} << 20;

bool alignedTo(const void* p, std::size_t alignment)
{
    return reinterpret_cast<std::uintptr_t>(p) % alignment == 0;
}

// Writes every byte and reads the ends back.
void fillAndCheck(void* data, std::size_t bytes)
{
    auto* bytesOf = static_cast<unsigned char*>(data);
    std::memset(bytesOf, 0xA5, bytes);
    EXPECT_EQ(bytesOf[0], 0xA5);
    EXPECT_EQ(bytesOf[bytes - 1], 0xA5);
}

} // namespace

TEST(LargeBuffers, FromTwoMebibytesOnStartOnAHugePage)
{
    for (const std::size_t bytes : {kHuge, kHuge + 1, 5 * kHuge + 4096 + 16}) {
        void* data = allocateLarge(bytes);
        ASSERT_NE(data, nullptr);
        EXPECT_TRUE(alignedTo(data, kHuge)) << bytes << " bytes";
        fillAndCheck(data, bytes);
        releaseLarge(data, bytes);
    }
}

TEST(LargeBuffers, SmallerOnesAreAlignedForAnyType)
{
    for (const std::size_t bytes : {std::size_t{1}, std::size_t{240}, kHuge - 1}) {
        void* data = allocateLarge(bytes);
        ASSERT_NE(data, nullptr);
        EXPECT_TRUE(alignedTo(data, alignof(std::max_align_t))) << bytes << " bytes";
        fillAndCheck(data, bytes);
        releaseLarge(data, bytes);
    }
}

TEST(LargeBuffers, AnImpossibleSizeThrowsInsteadOfWrappingAround)
{
    EXPECT_THROW(allocateLarge(std::numeric_limits<std::size_t>::max() - 4096), std::bad_alloc);
    LargeVector<double> v;
    EXPECT_THROW(v.reserve(v.max_size()), std::bad_alloc);
}

#if defined(__linux__)
TEST(LargeBuffers, ReleasingALargeOneUnmapsIt)
{
    // A released run leaves no huge pages behind in the heap: the range is no longer
    // mapped (msync reports ENOMEM for addresses outside any mapping).
    const std::size_t bytes = 3 * kHuge + 100;
    void* data = allocateLarge(bytes);
    ASSERT_EQ(msync(data, kHuge, MS_ASYNC), 0);
    releaseLarge(data, bytes);
    errno = 0;
    EXPECT_EQ(msync(data, kHuge, MS_ASYNC), -1);
    EXPECT_EQ(errno, ENOMEM);
}
#endif

TEST(LargeBuffers, AVectorThatGrowsPastTwoMebibytesMovesOntoHugePages)
{
    LargeVector<std::uint64_t> v;
    for (std::uint64_t i = 0; i < 1'000'000; ++i) // 8 MB, grown by doubling
        v.push_back(i * 3);
    EXPECT_TRUE(alignedTo(v.data(), kHuge));
    EXPECT_EQ(v[0], 0u);
    EXPECT_EQ(v[999'999], 2'999'997u);
    LargeVector<std::uint64_t> copy = v;
    EXPECT_EQ(copy, v);
    v.clear();
    v.shrink_to_fit();
    EXPECT_EQ(v.capacity(), 0u);
}

#if defined(__GLIBC__)
namespace {

void* volatile gKeep = nullptr; // the allocation below must happen

// Exits with 0 when a freed 24 MiB buffer came from the heap and stays there, else with 1
// and the reason.
[[noreturn]] void allocateAndFreeOnTheTunedHeap()
{
    tuneHeapForRepeatedRuns();
    const std::size_t bytes = std::size_t{24} << 20;
    const struct mallinfo2 before = mallinfo2();
    gKeep = std::malloc(bytes);
    if (!gKeep)
        std::exit(2);
    std::memset(gKeep, 1, bytes);
    const struct mallinfo2 during = mallinfo2();
    std::free(gKeep);
    const struct mallinfo2 after = mallinfo2();
    if (during.hblkhd != before.hblkhd) {
        std::fputs("the buffer was mapped on its own instead of coming from the heap\n", stderr);
        std::exit(1);
    }
    if (after.arena < during.arena) {
        std::fputs("the freed heap was given back to the system\n", stderr);
        std::exit(1);
    }
    std::exit(0);
}

#if defined(__linux__)
// Exits with 0 when, on the tuned heap, a released large buffer stays mapped (its pages no
// longer faulted in and zeroed for the next run) and serves the next buffer of its size, while
// one of another size is mapped anew; else with 1 and the reason.
[[noreturn]] void releaseAndAllocateAgainOnTheTunedHeap()
{
    tuneHeapForRepeatedRuns();
    const std::size_t bytes = 3 * kHuge + 100;
    void* first = allocateLarge(bytes);
    std::memset(first, 1, bytes);
    releaseLarge(first, bytes);
    if (msync(first, kHuge, MS_ASYNC) != 0) {
        std::fputs("the released buffer was unmapped\n", stderr);
        std::exit(1);
    }
    void* other = allocateLarge(5 * kHuge);
    void* again = allocateLarge(bytes);
    if (again != first || other == first) {
        std::fputs("the next buffer of the same size did not get the kept one\n", stderr);
        std::exit(1);
    }
    std::memset(again, 2, bytes);
    releaseLarge(again, bytes);
    releaseLarge(other, 5 * kHuge);
    std::exit(0);
}
#endif

} // namespace

#if defined(__linux__)
TEST(LargeBuffersDeathTest, TheTunedHeapKeepsReleasedLargeBuffersForTheNextOfTheirSize)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(releaseAndAllocateAgainOnTheTunedHeap(), ::testing::ExitedWithCode(0), "");
}
#endif

// In a fresh process (a death test re-runs the test binary), where nothing before has moved
// glibc's own thresholds: by default it would map a 24 MiB buffer on its own and unmap it
// when freed.
TEST(LargeBuffersDeathTest, TheTunedHeapKeepsFreedMemoryForTheNextRun)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(allocateAndFreeOnTheTunedHeap(), ::testing::ExitedWithCode(0), "");
}
#endif
