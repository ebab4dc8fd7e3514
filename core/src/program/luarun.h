#pragma once
// One run of a Lua program: one Lua state for the whole cube, one coroutine (Lua thread) a
// node. The state is sandboxed (no io, os, load …), its allocator refuses memory beyond the
// run's limit, and a count hook stops a node that runs too many instructions without
// communicating. Each node's Task resumes its coroutine, carries out the transfer it yields
// for, and hands the received value back.
//
// Nodes share nothing but messages (docs/programs.md): the file's top level runs afresh for
// every node in an environment of its own (its own globals, top-level locals and tables);
// the libraries every environment reads are read-only tables, the string metatable is
// protected, and nothing a node can reach is writable by another.

#include "cubelab/luaprogram.h"
#include "cubelab/task.h"
#include "program/luanode.h"

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

    // Called by the node object at every transfer: stops a run that communicates for ever.
    void countTransfer(LuaNode& node);
    const std::string& fileName() const { return mText.fileName; }
    // The instructions a node may run between two communications.
    std::uint64_t instructionBudget() const { return mText.limits.instructionsBetweenCommunications; }

private:
    struct Memory
    {
        std::size_t used = 0;
        std::size_t limit = 0;
        bool refused = false;
    };
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
    std::uint64_t mNodes = 0;
    std::unique_ptr<lua_State, StateCloser> mState;
    LuaNode mTopLevel;
    std::deque<LuaNode> mNodeStates;
    std::vector<std::uint8_t> mHasNode;
    int mChunkRef = -2;     // the compiled file (LUA_NOREF until loaded)
    int mEnvironmentMetaRef = -2; // the metatable of every node's environment
    int mHolderRef = -2;    // makes a fresh upvalue that holds an environment
    bool mDefinesProgram = false;
    std::uint64_t mTransfers = 0;
    std::string mImplements;
    std::string mImplementsError; // the type of an `implements` that is not a text
};

} // namespace cubelab::program
