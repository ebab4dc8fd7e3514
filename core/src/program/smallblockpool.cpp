#include "program/smallblockpool.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace cubelab::program {

SmallBlockPool::~SmallBlockPool()
{
    while (mChunks != nullptr) {
        void* before = *static_cast<void**>(mChunks);
        std::free(mChunks);
        mChunks = before;
    }
}

void* SmallBlockPool::carve(std::size_t blockBytes) noexcept
{
    if (static_cast<std::size_t>(mCarveEnd - mCarve) < blockBytes) {
        auto* chunk = static_cast<unsigned char*>(std::malloc(kChunkBytes));
        if (chunk == nullptr)
            return nullptr;
        *reinterpret_cast<void**>(chunk) = mChunks;
        mChunks = chunk;
        mCarve = chunk + kGrain; // the link, padded to keep every block aligned
        mCarveEnd = chunk + kChunkBytes;
    }
    void* block = mCarve;
    mCarve += blockBytes;
    return block;
}

void* SmallBlockPool::allocate(std::size_t bytes) noexcept
{
    if (!small(bytes))
        return std::malloc(bytes);
    FreeBlock*& head = mFree[classOf(bytes)];
    if (FreeBlock* block = head) {
        head = block->next;
        return block;
    }
    return carve((classOf(bytes) + 1) * kGrain);
}

void SmallBlockPool::release(void* block, std::size_t bytes) noexcept
{
    if (block == nullptr)
        return;
    if (!small(bytes)) {
        std::free(block);
        return;
    }
    FreeBlock*& head = mFree[classOf(bytes)];
    head = new (block) FreeBlock{head};
}

void* SmallBlockPool::reallocate(void* block, std::size_t oldSize, std::size_t newSize) noexcept
{
    if (newSize == 0) {
        release(block, oldSize);
        return nullptr;
    }
    if (block == nullptr)
        return allocate(newSize);
    if (!small(oldSize) && !small(newSize))
        return std::realloc(block, newSize);
    if (small(oldSize) && small(newSize) && classOf(oldSize) == classOf(newSize))
        return block;
    void* moved = allocate(newSize);
    if (moved == nullptr)
        return nullptr;
    std::memcpy(moved, block, std::min(oldSize, newSize));
    release(block, oldSize);
    return moved;
}

} // namespace cubelab::program
