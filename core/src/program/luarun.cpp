#include "program/luarun.h"

#include "cubelab/errors.h"
#include "program/luavalue.h"

#include <lua.hpp>

#include <cstdlib>
#include <string>

namespace cubelab::program {

namespace {

// The count hook runs every this many VM instructions.
constexpr int kHookInterval = 1000;

std::string withThousands(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

// The line of the innermost Lua function on the thread's stack (after an error the stack is
// kept), or 0.
int currentLine(lua_State* thread)
{
    lua_Debug where;
    for (int level = 0; lua_getstack(thread, level, &where) != 0; ++level) {
        if (lua_getinfo(thread, "l", &where) != 0 && where.currentline > 0)
            return where.currentline;
    }
    return 0;
}

// "reduce.lua:12: …" → 12 (syntax errors carry their line only in the message).
int lineInMessage(const std::string& message, const std::string& fileName)
{
    const std::string prefix = fileName + ":";
    if (message.rfind(prefix, 0) != 0)
        return 0;
    std::size_t at = prefix.size();
    int line = 0;
    while (at < message.size() && message[at] >= '0' && message[at] <= '9' && line < 1000000)
        line = line * 10 + (message[at++] - '0');
    return at < message.size() && message[at] == ':' ? line : 0;
}

int refuseGlobal(lua_State* L)
{
    const char* name = lua_tostring(L, 2);
    return luaL_error(L,
                      "a node program cannot set the global '%s': nodes share nothing but messages, "
                      "so keep a node's variables local (local %s = …) inside program(node)",
                      name ? name : "?", name ? name : "x");
}

} // namespace

LuaRun::LuaRun(const ProgramText& text, std::uint64_t nodes) : mText(text), mNodes(nodes)
{
    mMemory.limit = mText.limits.memoryFor(nodes);
    mState.reset(lua_newstate(&LuaRun::allocate, &mMemory));
    if (!mState)
        throw ProgramError(memoryText());
    mTopLevel.run = this;
    mTopLevel.attachTo(mState.get());
    lua_sethook(mState.get(), &LuaRun::countHook, LUA_MASKCOUNT, kHookInterval);
    protectedCall(&LuaRun::openLibraries, nullptr);
    runTopLevel();
    protectedCall(&LuaRun::freezeGlobals, nullptr);
    mHasNode.assign(nodes, 0);
}

void LuaRun::StateCloser::operator()(lua_State* L) const
{
    lua_close(L);
}

void LuaRun::protectedCall(int (*setUp)(lua_State*), void* data)
{
    lua_State* L = mState.get();
    lua_pushcfunction(L, setUp);
    lua_pushlightuserdata(L, data);
    const int status = lua_pcall(L, 1, 0, 0);
    if (status != LUA_OK)
        throw failure(mTopLevel, status);
}

void* LuaRun::allocate(void* memory, void* block, std::size_t oldSize, std::size_t newSize)
{
    auto& m = *static_cast<Memory*>(memory);
    const std::size_t old = block != nullptr ? oldSize : 0; // a new block's oldSize is a type
    if (newSize == 0) {
        std::free(block);
        m.used -= old;
        return nullptr;
    }
    if (newSize > old && m.used + (newSize - old) > m.limit) {
        m.refused = true;
        return nullptr;
    }
    void* grown = std::realloc(block, newSize);
    if (grown == nullptr)
        return nullptr;
    m.used = m.used - old + newSize;
    return grown;
}

void LuaRun::countHook(lua_State* L, lua_Debug* where)
{
    LuaNode& node = LuaNode::of(L);
    node.instructions += kHookInterval;
    const std::uint64_t budget = node.run->mText.limits.instructionsBetweenCommunications;
    if (node.instructions <= budget)
        return;
    if (node.stoppedAtLine == 0) {
        lua_getinfo(L, "l", where);
        node.stoppedAtLine = where->currentline > 0 ? where->currentline : -1;
        // From now on every instruction fails, so a pcall cannot swallow the stop for long.
        lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, 1);
    }
    // luaL_error leaves with longjmp: the text is made first, in the Lua state.
    lua_pushstring(L, withThousands(budget).c_str());
    luaL_error(L, "%s ran %s instructions without communicating, at line %d: a loop that never ends?",
               node.comm == nullptr ? "the file's top level" : "the node", lua_tostring(L, -1),
               node.stoppedAtLine);
}

int LuaRun::openLibraries(lua_State* L)
{
    const luaL_Reg libraries[] = {
        {LUA_GNAME, luaopen_base},        {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table},  {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},
    };
    for (const luaL_Reg& library : libraries) {
        luaL_requiref(L, library.name, library.func, 1);
        lua_pop(L, 1);
    }
    // What a node program must not reach: files, other code, the collector, the console, and
    // writes that bypass the read-only globals.
    for (const char* name : {"dofile", "loadfile", "load", "require", "collectgarbage", "print", "rawset"}) {
        lua_pushnil(L);
        lua_setglobal(L, name);
    }
    registerValueType(L);
    registerNodeType(L);
    return 0;
}

void LuaRun::runTopLevel()
{
    lua_State* L = mState.get();
    const std::string chunkName = "@" + mText.fileName;
    const int loaded = luaL_loadbufferx(L, mText.source.data(), mText.source.size(), chunkName.c_str(), "t");
    if (loaded != LUA_OK)
        throw failure(mTopLevel, loaded);
    const int ran = lua_pcall(L, 0, 0, 0);
    if (ran != LUA_OK)
        throw failure(mTopLevel, ran);
    lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, kHookInterval);
    mTopLevel.instructions = 0;
    protectedCall(&LuaRun::readGlobals, this);
    if (mProgramRef == LUA_NOREF)
        throw ProgramError(mText.fileName + " defines no function program(node): write "
                           "function program(node) … end, the code every node runs");
    if (!mImplementsError.empty())
        throw ProgramError(mText.fileName + ": implements must be the name of a collective, such as "
                           "\"Tree_UpDo\"; got a " + mImplementsError);
}

int LuaRun::readGlobals(lua_State* L)
{
    LuaRun& run = *static_cast<LuaRun*>(lua_touserdata(L, 1));
    const int type = lua_getglobal(L, "implements");
    if (type == LUA_TSTRING)
        run.mImplements = lua_tostring(L, -1);
    else if (type != LUA_TNIL)
        run.mImplementsError = luaL_typename(L, -1);
    lua_pop(L, 1);
    if (lua_getglobal(L, "program") == LUA_TFUNCTION)
        run.mProgramRef = luaL_ref(L, LUA_REGISTRYINDEX);
    else
        lua_pop(L, 1);
    return 0;
}

int LuaRun::freezeGlobals(lua_State* L)
{
    // The globals move to a table the program reads through the (then empty) global table,
    // whose __newindex refuses: a node cannot hand another node anything but a message.
    lua_pushglobaltable(L);
    lua_newtable(L); // the globals' new home
    lua_pushnil(L);
    while (lua_next(L, -3) != 0) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
    // Empty the global table (setting existing fields to nil while traversing is allowed).
    lua_pushnil(L);
    while (lua_next(L, -3) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, -5);
    }
    lua_createtable(L, 0, 3); // the global table's metatable
    lua_insert(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, refuseGlobal);
    lua_setfield(L, -2, "__newindex");
    lua_pushliteral(L, "globals");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    return 0;
}

bool LuaRun::hasNode(NodeId id) const
{
    return id < mHasNode.size() && mHasNode[id] != 0;
}

int LuaRun::startThread(lua_State* L)
{
    LuaNode& node = *static_cast<LuaNode*>(lua_touserdata(L, 1));
    lua_State* thread = lua_newthread(L);
    node.attachTo(thread);
    luaL_ref(L, LUA_REGISTRYINDEX); // keeps the thread for the run
    lua_rawgeti(thread, LUA_REGISTRYINDEX, node.run->mProgramRef);
    pushNodeObject(node);
    return 0;
}

LuaNode& LuaRun::addNode(Comm& c)
{
    if (c.id() >= mHasNode.size())
        throw ProgramError("node " + std::to_string(c.id()) + " is outside the run's cube");
    mHasNode[c.id()] = 1;
    LuaNode& node = mNodeStates.emplace_back();
    node.run = this;
    node.comm = &c;
    protectedCall(&LuaRun::startThread, &node);
    return node;
}

void LuaRun::countTransfer(LuaNode& node)
{
    if (++mTransfers > kMaxTransfers) {
        lua_pushstring(node.thread, withThousands(kMaxTransfers).c_str());
        luaL_error(node.thread, "the nodes made more than %s transfers together: a program that never ends?",
                   lua_tostring(node.thread, -1));
    }
    node.instructions = 0;
}

bool LuaRun::resume(LuaNode& node, int arguments)
{
    int results = 0;
    const int status = lua_resume(node.thread, nullptr, arguments, &results);
    if (status == LUA_OK)
        return true;
    if (status != LUA_YIELD)
        throw failure(node, status);
    lua_pop(node.thread, results);
    return false;
}

std::string LuaRun::memoryText() const
{
    return "the program needs more than " + std::to_string(mMemory.limit >> 20) +
           " MiB of memory, the limit of a run on " + std::to_string(mNodes) + " nodes";
}

ProgramError LuaRun::failure(LuaNode& node, int status)
{
    lua_State* L = node.thread;
    const std::int64_t id = node.comm == nullptr ? -1 : node.comm->id();
    int line = node.stoppedAtLine > 0 ? node.stoppedAtLine : currentLine(L);
    std::string message;
    if (status == LUA_ERRMEM || mMemory.refused) {
        message = memoryText();
        if (line > 0)
            message += " (at line " + std::to_string(line) + " of " + mText.fileName + ")";
    } else if (lua_type(L, -1) == LUA_TSTRING) {
        message = lua_tostring(L, -1);
        if (line == 0)
            line = lineInMessage(message, mText.fileName);
        if (message.rfind(mText.fileName + ":", 0) != 0)
            message = mText.fileName + ": " + message;
    } else {
        message = mText.fileName + ": an error whose value is a " + luaL_typename(L, -1) +
                  ", not a message (error(\"…\") takes a text)";
    }
    return ProgramError(message, line, id);
}

Task LuaRun::nodeProgram(std::shared_ptr<LuaRun> run, Comm& c)
{
    LuaNode& node = run->addNode(c);
    // The first resume hands program(node) its node; the others resume a transfer's call,
    // which then returns node.received (luanode.cpp, afterTransfer).
    for (int arguments = 1; !run->resume(node, arguments); arguments = 0) {
        const Request r = node.request;
        switch (r.kind) {
        case Comm::OpKind::Send:
            co_await c.send(r.link, r.payload);
            break;
        case Comm::OpKind::Receive:
            node.received = co_await c.receive(r.link);
            break;
        case Comm::OpKind::Exchange:
            node.received = co_await c.exchange(r.link, r.payload);
            break;
        case Comm::OpKind::SendReceive:
            node.received = co_await c.sendrecv(r.link, r.payload, r.receiveLink);
            break;
        }
    }
}

} // namespace cubelab::program
