#pragma once
// One node of a Lua run: its coroutine (a Lua thread), the Comm it talks to, and what it asked
// for when it last yielded. The node object a program receives (`node`) calls into it.

#include "cubelab/comm.h"

#include <cstdint>

struct lua_State;

namespace cubelab::program {

class LuaRun;

// What a node waits for: the transfer its last node:send/receive/exchange/sendrecv asked for.
struct Request
{
    Comm::OpKind kind = Comm::OpKind::Send;
    int link = 0;
    int receiveLink = 0;
    ValueView payload; // points into a value the suspended call still holds
};

struct LuaNode
{
    LuaRun* run = nullptr;
    Comm* comm = nullptr; // null for the program file's own top level
    lua_State* thread = nullptr;
    const void* object = nullptr;   // the node table program(node) got
    std::uint64_t instructions = 0; // since the last communication
    int stoppedAtLine = 0;          // the budget stopped it here (0: not stopped)
    Request request;
    ValueView received; // what the transfer brought, until the program takes it

    // The LuaNode of the Lua thread running now (kept in the thread's extra space).
    static LuaNode& of(lua_State* L);
    void attachTo(lua_State* L);
};

// Creates the metatable of node objects (once a state).
void registerNodeType(lua_State* L);
// Pushes the node object of this node onto its own thread and remembers it.
void pushNodeObject(LuaNode& node);

} // namespace cubelab::program
