#include "cubelab/framearena.h"

#include "cubelab/largebuffer.h"

#include <algorithm>
#include <new>

namespace cubelab {

namespace {

// Each frame is preceded by a header naming the arena it came from (null: the heap), so that
// releasing it needs no installed arena. The header keeps the frame aligned for any type.
struct alignas(alignof(std::max_align_t)) FrameHeader
{
    FrameArena* owner;
};

constexpr std::size_t kAlign = alignof(std::max_align_t);
constexpr std::size_t kFirstBlock = std::size_t{64} << 10;
constexpr std::size_t kLargestBlock = std::size_t{16} << 20;

// Frames are cut in classes of 32 bytes: a freed frame is reused by the next frame of its
// class, so that a program whose loops differ in frame size by a few bytes (Tree_Do's reduce
// and broadcast: 272 and 280) still reuses one frame for the next loop instead of taking
// fresh memory. Larger classes would cost every frame more than they save.
constexpr std::size_t kFrameClass = 32;
static_assert(kFrameClass % kAlign == 0);

std::size_t roundUp(std::size_t bytes)
{
    return (bytes + kFrameClass - 1) / kFrameClass * kFrameClass;
}

FrameArena*& installed()
{
    thread_local FrameArena* arena = nullptr;
    return arena;
}

} // namespace

FrameArena::~FrameArena()
{
    for (const Block& block : mBlocks)
        releaseLarge(block.data, block.bytes);
}

FrameArena::Scope::Scope(FrameArena& arena) : mPrevious(installed())
{
    installed() = &arena;
}

FrameArena::Scope::~Scope()
{
    installed() = mPrevious;
}

void* FrameArena::allocateFrame(std::size_t bytes)
{
    FrameArena* arena = installed();
    const std::size_t total = sizeof(FrameHeader) + roundUp(bytes);
    void* block = arena ? arena->allocate(total) : ::operator new(total);
    auto* header = new (block) FrameHeader{arena};
    return header + 1;
}

void FrameArena::releaseFrame(void* frame, std::size_t bytes) noexcept
{
    auto* header = static_cast<FrameHeader*>(frame) - 1;
    FrameArena* arena = header->owner;
    const std::size_t total = sizeof(FrameHeader) + roundUp(bytes);
    header->~FrameHeader();
    if (arena)
        arena->release(header, total);
    else
        ::operator delete(header, total);
}

void* FrameArena::allocate(std::size_t bytes)
{
    ++mLive;
    for (FreeList& list : mFree) {
        if (list.bytes == bytes && list.head) {
            void* block = list.head;
            list.head = *static_cast<void**>(block);
            return block;
        }
    }
    if (bytes > mLeft) {
        const std::size_t size =
            std::max(bytes, std::min(kLargestBlock, std::max(kFirstBlock, mReserved)));
        mBlocks.reserve(mBlocks.size() + 1); // so that the push cannot throw and lose the block
        mBlocks.push_back({static_cast<std::byte*>(allocateLarge(size)), size});
        mNext = mBlocks.back().data;
        mLeft = size;
        mReserved += size;
    }
    void* block = mNext;
    mNext += bytes;
    mLeft -= bytes;
    return block;
}

void FrameArena::release(void* block, std::size_t bytes) noexcept
{
    --mLive;
    auto it = std::find_if(mFree.begin(), mFree.end(),
                           [bytes](const FreeList& l) { return l.bytes == bytes; });
    if (it == mFree.end()) {
        try {
            mFree.push_back({bytes, nullptr});
        } catch (...) {
            return; // the block stays unused until the arena goes
        }
        it = mFree.end() - 1;
    }
    *static_cast<void**>(block) = it->head;
    it->head = block;
}

} // namespace cubelab
