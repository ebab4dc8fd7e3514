// FrameArena: node program frames come from the installed arena, are reused by size, and
// can be destroyed after the scope that made them has ended. Under the asan preset these
// tests also show that every frame and every block is freed.

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/framearena.h"

#include <gtest/gtest.h>
#include <vector>

using namespace cubelab;

namespace {

Task finishes()
{
    co_return;
}

Task awaitsAnother(int& steps)
{
    ++steps;
    co_await finishes();
    ++steps;
}

} // namespace

TEST(FrameArena, FramesComeFromTheInstalledArena)
{
    FrameArena arena;
    std::vector<Task> tasks;
    {
        const FrameArena::Scope scope(arena);
        for (int i = 0; i < 100; ++i)
            tasks.push_back(finishes());
    }
    EXPECT_EQ(arena.liveFrames(), 100u);
    EXPECT_GT(arena.reservedBytes(), 0u);
    // Destroyed after the scope ended: each frame knows its arena.
    tasks.clear();
    EXPECT_EQ(arena.liveFrames(), 0u);
}

TEST(FrameArena, WithoutAnArenaFramesComeFromTheHeap)
{
    FrameArena arena;
    {
        const FrameArena::Scope scope(arena);
    }
    Task t = finishes(); // made after the scope: not from the arena
    EXPECT_EQ(arena.liveFrames(), 0u);
    EXPECT_EQ(arena.reservedBytes(), 0u);
    t.handle().resume();
    EXPECT_TRUE(t.done());
}

TEST(FrameArena, ReleasedFramesAreReusedForFramesOfTheirSize)
{
    FrameArena arena;
    const FrameArena::Scope scope(arena);
    {
        Task first = finishes();
    }
    const std::size_t reserved = arena.reservedBytes();
    for (int i = 0; i < 100000; ++i) {
        Task t = finishes();
        t.handle().resume();
    }
    EXPECT_EQ(arena.reservedBytes(), reserved);
    EXPECT_EQ(arena.liveFrames(), 0u);
}

TEST(FrameArena, NestedScopesRestoreTheOuterArena)
{
    FrameArena outer;
    FrameArena inner;
    const FrameArena::Scope outerScope(outer);
    {
        const FrameArena::Scope innerScope(inner);
        Task t = finishes();
        EXPECT_EQ(inner.liveFrames(), 1u);
        EXPECT_EQ(outer.liveFrames(), 0u);
    }
    Task t = finishes();
    EXPECT_EQ(outer.liveFrames(), 1u);
    EXPECT_EQ(inner.liveFrames(), 0u);
}

TEST(FrameArena, AwaitedTasksRunAndReturnTheirFrames)
{
    FrameArena arena;
    const FrameArena::Scope scope(arena);
    int steps = 0;
    {
        Task outer = awaitsAnother(steps);
        outer.handle().resume();
        EXPECT_TRUE(outer.done());
        EXPECT_EQ(steps, 2);
        EXPECT_EQ(arena.liveFrames(), 1u); // the inner frame went when its task was done
    }
    EXPECT_EQ(arena.liveFrames(), 0u);
}

TEST(FrameArena, EmulatorRunsLeaveNoArenaInstalled)
{
    // The runs' arenas are gone when they return or throw; a frame made afterwards must come
    // from the heap (an arena left installed would be used after its end: asan reports it,
    // and liveFrames of an arena installed here would count the frame).
    Scenario s;
    s.dimension = 4;
    s.algorithm = "tree-allreduce";
    EXPECT_EQ(Emulator::run(s).stepCount(), 8u);
    Collective deadlocks = findCollective("cube-allreduce");
    deadlocks.program = [](Comm& c) -> Task { c.combine(co_await c.receive(1)); };
    EXPECT_THROW(Emulator::run(s, deadlocks), EngineError);

    FrameArena mine;
    const FrameArena::Scope scope(mine);
    EXPECT_EQ(Emulator::run(s).stepCount(), 8u);
    Task after = finishes();
    EXPECT_EQ(mine.liveFrames(), 1u); // the run restored this arena when it ended
    after.handle().resume();
    EXPECT_TRUE(after.done());
}
