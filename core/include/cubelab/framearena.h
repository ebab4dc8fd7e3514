#pragma once
// FrameArena: where the coroutine frames of node programs live while a transport runs them.
// An emulated run creates one program per node — a million at dimension 20 — and the heap
// spends more time on their frames than the programs spend running. While a FrameArena is
// installed on the current thread (FrameArena::Scope), frames come from its large blocks,
// a freed frame is kept for the next frame of the same 32-byte class, and the blocks go back to the
// heap when the arena is destroyed. Without an installed arena frames come from the heap.
//
// The installed arena is the one piece of thread-local state in the core: a coroutine's
// operator new cannot be handed an allocator by the code that calls the coroutine without
// changing every program's signature. Every frame records where it came from, so a frame
// made under an arena may be destroyed after the scope has ended, as long as the arena
// itself still lives.

#include <cstddef>
#include <vector>

namespace cubelab {

class FrameArena
{
public:
    FrameArena() = default;
    ~FrameArena();
    FrameArena(const FrameArena&) = delete;
    FrameArena& operator=(const FrameArena&) = delete;

    // Installs an arena on the current thread for the scope's lifetime (restoring the one
    // installed before).
    class Scope
    {
    public:
        explicit Scope(FrameArena& arena);
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        FrameArena* mPrevious;
    };

    // The frame allocation of Task's promise: from the installed arena, else the heap.
    static void* allocateFrame(std::size_t bytes);
    static void releaseFrame(void* frame, std::size_t bytes) noexcept;

    // Bytes taken from the heap in blocks so far.
    std::size_t reservedBytes() const { return mReserved; }
    // Frames handed out and not yet released.
    std::size_t liveFrames() const { return mLive; }

private:
    struct FreeList
    {
        std::size_t bytes;
        void* head;
    };

    struct Block
    {
        std::byte* data;
        std::size_t bytes;
    };

    void* allocate(std::size_t bytes);
    void release(void* block, std::size_t bytes) noexcept;

    std::vector<Block> mBlocks; // given back by the destructor
    std::byte* mNext = nullptr;
    std::size_t mLeft = 0;
    std::size_t mReserved = 0;
    std::size_t mLive = 0;
    std::vector<FreeList> mFree; // one list per frame size; a program has few sizes
};

} // namespace cubelab
