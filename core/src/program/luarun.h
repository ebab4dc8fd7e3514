#pragma once
// One run of a Lua program: one Lua state for the whole cube, one coroutine (Lua thread) a
// node. The state is sandboxed (no io, os, load …), its allocator refuses memory beyond the
// run's limit, a count hook stops a node that runs too many instructions without
// communicating, and the run's clock stops a run whose Lua code takes too long. Each node's
// Task resumes its coroutine, carries out the transfer it yields for, and hands the received
// value back.
//
// The clock is looked at often enough that no loop outruns it for long: at every count of
// instructions (kHookInterval), every kTransfersBetweenClockLooks transfers, every 1,024 steps
// of a pattern, every kHookInterval instructions charged for library work (luacosts.h), and
// after every kBytesBetweenClockLooks the run allocates (a loop of s:upper() or s .. s on long
// texts is a few instructions for megabytes of work). Once the clock or a cancel stops the run,
// every instruction fails, so a pcall cannot swallow the stop.
//
// Nodes share nothing but messages (docs/programs.md): the file's top level runs afresh for
// every node in an environment of its own (its own globals, top-level locals and tables);
// the libraries every environment reads are read-only tables, the string metatable is
// protected, and nothing a node can reach is writable by another.

#include "cubelab/luaprogram.h"
#include "cubelab/task.h"
#include "program/luanode.h"
#include "program/smallblockpool.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>

struct lua_State;
struct lua_Debug;

namespace cubelab::program {

// What a run needs of the compiled program.
struct ProgramText
{
    std::string source;
    std::string fileName;
    ProgramLimits limits;
    // The phase of a node's messages until it names one (node:phase): the first phase of the
    // collective the program implements.
    Phase firstPhase = Phase::Reduce;
};

class LuaRun
{
public:
    // The most transfers all nodes of a run may make together: far more than any collective
    // needs at the dimensions a program runs at, and few enough to stop a program that
    // communicates for ever within seconds.
    static constexpr std::uint64_t kMaxTransfers = std::uint64_t{1} << 24;

    // Creates the state for a run on a cube of `nodes` nodes and runs the file's top level.
    // Throws ProgramError (with the line) when it fails or defines no function program.
    LuaRun(const ProgramText& text, std::uint64_t nodes);
    ~LuaRun() = default;
    LuaRun(const LuaRun&) = delete;
    LuaRun(LuaRun&&) = delete;
    LuaRun& operator=(const LuaRun&) = delete;

    // The global `implements` of the file (empty when it sets none).
    const std::string& implements() const { return mImplements; }
    // Whether this run already has a node with this id (then a new run begins).
    bool hasNode(NodeId id) const;

    // The node program of one node; the task keeps the run alive.
    static Task nodeProgram(std::shared_ptr<LuaRun> run, Comm& c);

    // Called by the node object at every transfer: stops a run that communicates for ever,
    // that is cancelled or whose clock has run out.
    void countTransfer(LuaNode& node);
    const std::string& fileName() const { return mText.fileName; }
    // The instructions a node may run between two communications.
    std::uint64_t instructionBudget() const
    {
        return mText.limits.instructionsBetweenCommunications;
    }

    // Charges work a library function does in C (elements moved, bytes scanned) to the
    // instructions of the node running in L, named `function` in the message when the budget
    // is spent; looks at the clock and the cancel every kHookInterval instructions charged.
    // Raises a Lua error (longjmp) when the run must stop.
    static void charge(lua_State* L, std::uint64_t instructions, const char* function);
    // Raises the run's stop in L when the run is cancelled or its clock has run out.
    void checkStop(lua_State* L);

    // The count hook runs every this many VM instructions: often enough that a loop of library
    // calls, each a few instructions, is looked at every few dozen calls.
    static constexpr int kHookInterval = 100;
    // The clock is looked at every this many transfers of the run (the cancel at every one).
    static constexpr std::uint64_t kTransfersBetweenClockLooks = 16;
    // The clock is looked at after every this many bytes the run allocates.
    static constexpr std::size_t kBytesBetweenClockLooks = std::size_t{1} << 20;

private:
    struct Memory
    {
        LuaRun* run = nullptr;
        std::size_t used = 0;
        std::size_t limit = 0;
        std::size_t sinceClockLook = 0;
        bool refused = false;
        SmallBlockPool blocks; // outlives the state (mState is declared after mMemory)
    };
    // The time the run's Lua code has taken: counted while the run is in Lua (a resume, the
    // top level), not while the engine carries out transfers.
    struct Clock
    {
        std::chrono::steady_clock::duration limit{};
        // The limit is what was left of the total the run shares (LuaClockTotal).
        bool limitIsTotal = false;
        std::chrono::steady_clock::duration spent{};
        std::chrono::steady_clock::time_point since{};
        bool running = false;
        bool over() const;
    };
    // Runs the clock, and names the Lua thread that runs, while it lives.
    class InLua
    {
    public:
        InLua(LuaRun& run, lua_State* L);
        ~InLua();
        InLua(const InLua&) = delete;
        InLua& operator=(const InLua&) = delete;

    private:
        LuaRun& mRun;
    };
    enum class Stop
    {
        None,
        Cancelled,
        OutOfTime
    };
    bool cancelled() const;
    Stop dueStop() const;
    // Raises the stop in L when the run is cancelled (or already stopped); the clock is not
    // read.
    void checkCancel(lua_State* L);
    // Makes the running thread's next instruction look at the stop (from the allocator).
    void armStopCheck();
    [[noreturn]] void raiseStop(lua_State* L);
    // Stops the node whose instructions exceed the budget, when they do; `function` names
    // library work (null: Lua code).
    void checkBudget(lua_State* L, LuaNode& node, const char* function);
    std::string stopText() const;
    // The stop when the run's clock was what was left of the total its runs share.
    std::string totalStopText() const;
    static void* allocate(void* memory, void* block, std::size_t oldSize, std::size_t newSize);
    static void countHook(lua_State* L, lua_Debug* where);

    struct StateCloser
    {
        void operator()(lua_State* L) const;
    };

    // Runs `setUp` with `data` as a protected call on the main state, so that running out of
    // memory raises ProgramError instead of ending the process.
    void protectedCall(int (*setUp)(lua_State*), void* data);
    static int openLibraries(lua_State* L);
    static int startThread(lua_State* L);
    static int readGlobals(lua_State* L);
    // Runs the file's top level in a new environment and leaves the environment on the stack
    // (inside a protected call).
    static void runTopLevelIn(lua_State* L, LuaRun& run);
    void loadChunk();
    LuaNode& addNode(Comm& c);
    // Resumes the node; true when its program has returned. Throws ProgramError on failure.
    bool resume(LuaNode& node, int arguments);
    ProgramError failure(LuaNode& node, int status);
    std::string memoryText() const;

    ProgramText mText;
    Memory mMemory;
    Clock mClock;
    lua_State* mRunning = nullptr; // the thread in Lua now (null between resumes)
    Stop mStop = Stop::None;
    std::uint64_t mChargedSinceLook = 0;
    std::uint64_t mNodes = 0;
    std::unique_ptr<lua_State, StateCloser> mState;
    LuaNode mTopLevel;
    std::deque<LuaNode> mNodeStates;
    std::vector<std::uint8_t> mHasNode;
    int mChunkRef = -2;           // the compiled file (LUA_NOREF until loaded)
    int mEnvironmentMetaRef = -2; // the metatable of every node's environment
    int mHolderRef = -2;          // makes a fresh upvalue that holds an environment
    bool mDefinesProgram = false;
    std::uint64_t mTransfers = 0;
    std::string mImplements;
    std::string mImplementsError; // the type of an `implements` that is not a text
};

} // namespace cubelab::program
