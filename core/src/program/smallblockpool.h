#pragma once
// The memory of one Lua state: its small blocks (tables, closures, short strings, the values a
// node sends and receives, its thread and call frames) come from chunks of 64 KiB in size
// classes of 16 bytes, each class a free list; larger blocks come from the C library. A run
// of p nodes allocates and frees millions of small blocks; from the C library each costs a
// call that searches its bins, and closing the state frees them one by one. Here a block is
// taken from and returned to its free list in a few instructions, and the chunks are given
// back together when the pool goes (after lua_close).
//
// The pool does not count: what a run may allocate is counted by the run (LuaRun::allocate)
// in the sizes Lua asks for, as before.

#include <array>
#include <cstddef>

namespace cubelab::program {

class SmallBlockPool
{
public:
    SmallBlockPool() = default;
    ~SmallBlockPool();
    SmallBlockPool(const SmallBlockPool&) = delete;
    SmallBlockPool& operator=(const SmallBlockPool&) = delete;

    // lua_Alloc's contract without the counting: `block` of `oldSize` bytes (null: none) made
    // `newSize` bytes (0: freed, returns null). Null when there is no memory; `block` is then
    // left as it was.
    void* reallocate(void* block, std::size_t oldSize, std::size_t newSize) noexcept;

    // Blocks up to this many bytes come from the pool.
    static constexpr std::size_t kLargest = 256;

private:
    static constexpr std::size_t kGrain = 16; // and the alignment of every block
    static constexpr std::size_t kChunkBytes = std::size_t{64} << 10;
    struct FreeBlock
    {
        FreeBlock* next;
    };
    static bool small(std::size_t bytes) { return bytes <= kLargest; }
    static std::size_t classOf(std::size_t bytes) { return (bytes - 1) / kGrain; }
    void* allocate(std::size_t bytes) noexcept;
    void release(void* block, std::size_t bytes) noexcept;
    void* carve(std::size_t blockBytes) noexcept;

    std::array<FreeBlock*, kLargest / kGrain> mFree{};
    unsigned char* mCarve = nullptr; // the unused rest of the latest chunk
    unsigned char* mCarveEnd = nullptr;
    void* mChunks = nullptr; // each chunk begins with the address of the one before
};

} // namespace cubelab::program
