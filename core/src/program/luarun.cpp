#include "program/luarun.h"

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "program/luacosts.h"
#include "program/luapattern.h"
#include "program/luavalue.h"

#include <cstdlib>
#include <limits>
#include <lua.hpp>
#include <string>

namespace cubelab::program {

namespace {

using SteadyClock = std::chrono::steady_clock;

std::string withThousands(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

std::uint64_t saturatingSum(std::uint64_t a, std::uint64_t b)
{
    constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();
    return b > kMost - a ? kMost : a + b;
}

// "5 s", "5.4 s", "200 ms".
std::string durationText(SteadyClock::duration duration)
{
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(duration).count();
    if (ms < 1000)
        return std::to_string(ms) + " ms";
    const auto tenths = (ms + 50) / 100;
    return std::to_string(tenths / 10) +
           (tenths % 10 == 0 ? "" : "." + std::to_string(tenths % 10)) + " s";
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

// __newindex of a read-only table (a library, the string metatable): its name is upvalue 1.
int refuseWrite(lua_State* L)
{
    const char* table = lua_tostring(L, lua_upvalueindex(1));
    const char* key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "…";
    return luaL_error(L,
                      "a node program cannot set %s.%s: %s is shared by all nodes and cannot be "
                      "changed, because nodes share nothing but messages; keep your own values in "
                      "local variables",
                      table, key, table);
}

// Replaces the table on top of the stack with a read-only view of it named `name`: reading
// reaches the table, writing fails, and the table itself cannot be reached.
void makeReadOnly(lua_State* L, const char* name)
{
    lua_newtable(L);          // the view
    lua_createtable(L, 0, 3); // its metatable
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, name);
    lua_pushcclosure(L, refuseWrite, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_remove(L, -2);
}

// setmetatable without finalizers: Lua runs a __gc metamethod with the count hook off, so a
// finalizer that never ends could not be stopped. The base library's setmetatable is upvalue 1.
int setmetatableWithoutFinalizer(lua_State* L)
{
    lua_pushliteral(L, "__gc");
    if (lua_type(L, 2) == LUA_TTABLE && lua_rawget(L, 2) != LUA_TNIL)
        return luaL_error(L,
                          "a node program cannot give a table a __gc finalizer: a finalizer runs "
                          "when the collector chooses, outside the program's steps");
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

} // namespace

LuaRun::LuaRun(const ProgramText& text, std::uint64_t nodes) : mText(text), mNodes(nodes)
{
    mMemory.run = this;
    mMemory.limit = mText.limits.memoryFor(nodes);
    mClock.limit = mText.limits.clockFor(nodes);
    if (const auto& total = mText.limits.clockTotal; total && total->left() < mClock.limit) {
        mClock.limit = total->left();
        mClock.limitIsTotal = true;
    }
    mState.reset(lua_newstate(&LuaRun::allocate, &mMemory));
    if (!mState)
        throw ProgramError(memoryText());
    mTopLevel.run = this;
    mTopLevel.attachTo(mState.get());
    lua_sethook(mState.get(), &LuaRun::countHook, LUA_MASKCOUNT, kHookInterval);
    protectedCall(&LuaRun::openLibraries, this);
    loadChunk();
    // A trial of the top level: the syntax, `implements`, `program`.
    protectedCall(&LuaRun::readGlobals, this);
    if (!mDefinesProgram)
        throw ProgramError(mText.fileName +
                           " defines no function program(node): write "
                           "function program(node) … end, the code every node runs");
    if (!mImplementsError.empty())
        throw ProgramError(mText.fileName +
                           ": implements must be the name of a collective, such as "
                           "\"Tree_UpDo\"; got a " +
                           mImplementsError);
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
    int status = LUA_OK;
    {
        const InLua inLua(*this, L);
        status = lua_pcall(L, 1, 0, 0);
    }
    if (status != LUA_OK)
        throw failure(mTopLevel, status);
    lua_settop(L, 0);
}

bool LuaRun::Clock::over() const
{
    const SteadyClock::duration taken = running ? spent + (SteadyClock::now() - since) : spent;
    return taken > limit;
}

LuaRun::InLua::InLua(LuaRun& run, lua_State* L) : mRun(run)
{
    mRun.mRunning = L;
    mRun.mClock.since = SteadyClock::now();
    mRun.mClock.running = true;
}

LuaRun::InLua::~InLua()
{
    const SteadyClock::duration taken = SteadyClock::now() - mRun.mClock.since;
    mRun.mClock.spent += taken;
    if (const auto& total = mRun.mText.limits.clockTotal)
        total->spent += taken;
    mRun.mClock.running = false;
    mRun.mRunning = nullptr;
}

bool LuaRun::cancelled() const
{
    const auto& cancel = mText.limits.cancel;
    return cancel && cancel->load(std::memory_order_relaxed);
}

LuaRun::Stop LuaRun::dueStop() const
{
    if (cancelled())
        return Stop::Cancelled;
    return mClock.over() ? Stop::OutOfTime : Stop::None;
}

void LuaRun::checkStop(lua_State* L)
{
    if (mStop == Stop::None)
        mStop = dueStop();
    if (mStop != Stop::None)
        raiseStop(L);
}

void LuaRun::checkCancel(lua_State* L)
{
    if (mStop == Stop::None && cancelled())
        mStop = Stop::Cancelled;
    if (mStop != Stop::None)
        raiseStop(L);
}

void LuaRun::raiseStop(lua_State* L)
{
    LuaNode& node = LuaNode::of(L);
    if (node.stoppedAtLine == 0)
        node.stoppedAtLine = currentLine(L) > 0 ? currentLine(L) : -1;
    // From now on every instruction fails, so a pcall cannot swallow the stop. failure() words
    // the message from mStop, whatever error value a handler made of it.
    lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, 1);
    lua_pushstring(L, stopText().c_str());
    lua_error(L);
    std::abort(); // not reached: lua_error does not return
}

void LuaRun::armStopCheck()
{
    // lua_sethook may be called at any point, even from a signal handler (ldebug.c): it only
    // sets the thread's hook fields, so the allocator may call it in the middle of Lua's work.
    if (mRunning != nullptr && dueStop() != Stop::None)
        lua_sethook(mRunning, &LuaRun::countHook, LUA_MASKCOUNT, 1);
}

std::string LuaRun::stopText() const
{
    if (mStop == Stop::Cancelled)
        return Emulator::kCancelledText;
    if (mClock.limitIsTotal)
        return totalStopText();
    const std::string limit = durationText(mClock.limit);
    const std::string nodes = withThousands(mNodes) + (mNodes == 1 ? " node" : " nodes");
    return "the run's Lua code took more than " + limit +
           " (all nodes together, each node's top level included): a run on " + nodes +
           " may take at most " + limit +
           ". Library functions count with the time they take: string.rep, s:upper(), s .. t, "
           "table.concat or table.sort on long texts or big tables, "
           "called in a loop, take seconds in a few instructions";
}

std::string LuaRun::totalStopText() const
{
    const std::string total = durationText(mText.limits.clockTotal->limit);
    return "the program's runs took more than " + total +
           " of Lua time in all: a check may take at most " + total +
           " for all its runs together (and each run at most its own clock, " +
           durationText(mText.limits.clockFor(mNodes)) + " on " + withThousands(mNodes) +
           (mNodes == 1 ? " node" : " nodes") +
           "). A right program takes a small part of that: look for loops that run more often "
           "than the collective needs";
}

void* LuaRun::allocate(void* memory, void* block, std::size_t oldSize, std::size_t newSize)
{
    auto& m = *static_cast<Memory*>(memory);
    const std::size_t old = block != nullptr ? oldSize : 0; // a new block's oldSize is a type
    if (newSize == 0) {
        m.blocks.reallocate(block, old, 0);
        m.used -= old;
        return nullptr;
    }
    if (newSize > old && m.used + (newSize - old) > m.limit) {
        m.refused = true;
        return nullptr;
    }
    void* grown = m.blocks.reallocate(block, old, newSize);
    if (grown == nullptr)
        return nullptr;
    m.used = m.used - old + newSize;
    if (newSize > old && (m.sinceClockLook += newSize - old) >= kBytesBetweenClockLooks) {
        m.sinceClockLook = 0;
        m.run->armStopCheck();
    }
    return grown;
}

void LuaRun::countHook(lua_State* L, lua_Debug*)
{
    LuaNode& node = LuaNode::of(L);
    node.run->checkStop(L);
    node.instructions += kHookInterval;
    node.run->checkBudget(L, node, nullptr);
}

void LuaRun::charge(lua_State* L, std::uint64_t instructions, const char* function)
{
    LuaNode& node = LuaNode::of(L);
    LuaRun& run = *node.run;
    node.instructions = saturatingSum(node.instructions, instructions);
    run.mChargedSinceLook = saturatingSum(run.mChargedSinceLook, instructions);
    if (run.mChargedSinceLook >= static_cast<std::uint64_t>(kHookInterval)) {
        run.mChargedSinceLook = 0;
        run.checkStop(L);
    }
    run.checkBudget(L, node, function);
}

void LuaRun::checkBudget(lua_State* L, LuaNode& node, const char* function)
{
    const std::uint64_t budget = mText.limits.instructionsBetweenCommunications;
    if (node.instructions <= budget)
        return;
    if (node.stoppedAtLine == 0) {
        node.stoppedAtLine = currentLine(L) > 0 ? currentLine(L) : -1;
        // From now on every instruction fails, so a pcall cannot swallow the stop for long.
        lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, 1);
    }
    // luaL_error leaves with longjmp: the text is made first, in the Lua state.
    lua_pushstring(L, withThousands(budget).c_str());
    if (function != nullptr)
        luaL_error(L,
                   "%s: the work on this long a text or this big a table counts more than the %s "
                   "instructions a node may run without communicating (one an element, one every "
                   "%d bytes), at line %d",
                   function, lua_tostring(L, -1), static_cast<int>(kBytesPerInstruction),
                   node.stoppedAtLine);
    luaL_error(L,
               "%s ran %s instructions without communicating, at line %d: a loop that never ends?",
               node.comm == nullptr ? "the file's top level" : "the node", lua_tostring(L, -1),
               node.stoppedAtLine);
}

int LuaRun::openLibraries(lua_State* L)
{
    LuaRun& run = *static_cast<LuaRun*>(lua_touserdata(L, 1));
    const luaL_Reg libraries[] = {
        {LUA_GNAME, luaopen_base},       {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},
    };
    for (const luaL_Reg& library : libraries) {
        luaL_requiref(L, library.name, library.func, 1);
        lua_pop(L, 1);
    }
    // What a node program must not reach: files, other code, the collector, the console, raw
    // writes past a read-only table, and the random generator (one state for all nodes, and a
    // run must be the same every time).
    for (const char* name :
         {"dofile", "loadfile", "load", "require", "collectgarbage", "print", "rawset", "_G"}) {
        lua_pushnil(L);
        lua_setglobal(L, name);
    }
    lua_getglobal(L, "setmetatable");
    lua_pushcclosure(L, setmetatableWithoutFinalizer, 1);
    lua_setglobal(L, "setmetatable");
    lua_getglobal(L, LUA_MATHLIBNAME);
    for (const char* name : {"random", "randomseed"}) {
        lua_pushnil(L);
        lua_setfield(L, -2, name);
    }
    lua_pop(L, 1);
    // The string library's pattern functions count their steps (luapattern.h); the library
    // functions whose work grows with their input charge it (luacosts.h).
    lua_getglobal(L, LUA_STRLIBNAME);
    installCountingPatterns(L, lua_gettop(L));
    lua_pop(L, 1);
    installChargedLibraries(L);
    // Every library is shared by all nodes: each is seen through a read-only view.
    for (const char* name : {LUA_STRLIBNAME, LUA_TABLIBNAME, LUA_MATHLIBNAME, LUA_UTF8LIBNAME}) {
        lua_getglobal(L, name);
        makeReadOnly(L, name);
        lua_setglobal(L, name);
    }
    // The string metatable is shared too ("abc":len() reads it): getmetatable("") gives a
    // read-only table whose __index is the read-only string library, so that neither the
    // metatable nor the library behind it can be reached.
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_createtable(L, 0, 1);
    lua_getglobal(L, LUA_STRLIBNAME);
    lua_setfield(L, -2, "__index");
    makeReadOnly(L, "the string metatable");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);
    // Every node's environment reads the shared globals through this protected metatable.
    lua_createtable(L, 0, 2);
    lua_pushglobaltable(L);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "globals");
    lua_setfield(L, -2, "__metatable");
    run.mEnvironmentMetaRef = luaL_ref(L, LUA_REGISTRYINDEX);
    registerValueType(L);
    registerNodeType(L);
    return 0;
}

void LuaRun::loadChunk()
{
    lua_State* L = mState.get();
    const std::string chunkName = "@" + mText.fileName;
    const int loaded =
        luaL_loadbufferx(L, mText.source.data(), mText.source.size(), chunkName.c_str(), "t");
    if (loaded != LUA_OK)
        throw failure(mTopLevel, loaded);
    mChunkRef = luaL_ref(L, LUA_REGISTRYINDEX);
    // A function whose one upvalue is fresh at every call: joined to the file's _ENV, it gives
    // each run of the top level an environment of its own without compiling the file again.
    static constexpr char kHolder[] =
        "local environment = ... return function() return environment end";
    if (luaL_loadbufferx(L, kHolder, sizeof kHolder - 1, "=holder", "t") != LUA_OK)
        throw failure(mTopLevel, LUA_ERRMEM);
    mHolderRef = luaL_ref(L, LUA_REGISTRYINDEX);
}

void LuaRun::runTopLevelIn(lua_State* L, LuaRun& run)
{
    LuaNode& top = run.mTopLevel;
    top.instructions = 0;
    top.stoppedAtLine = 0;
    lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, kHookInterval);
    lua_createtable(L, 0, 4); // the environment
    lua_rawgeti(L, LUA_REGISTRYINDEX, run.mEnvironmentMetaRef);
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "_G");
    lua_rawgeti(L, LUA_REGISTRYINDEX, run.mHolderRef);
    lua_pushvalue(L, -2);
    lua_call(L, 1, 1); // the holder of a fresh upvalue with the environment
    lua_rawgeti(L, LUA_REGISTRYINDEX, run.mChunkRef);
    lua_upvaluejoin(L, -1, 1, -2, 1);
    lua_remove(L, -2);
    lua_call(L, 0, 0);
    lua_sethook(L, &LuaRun::countHook, LUA_MASKCOUNT, kHookInterval);
    top.instructions = 0;
}

int LuaRun::readGlobals(lua_State* L)
{
    LuaRun& run = *static_cast<LuaRun*>(lua_touserdata(L, 1));
    runTopLevelIn(L, run);
    const int type = lua_getfield(L, -1, "implements");
    if (type == LUA_TSTRING)
        run.mImplements = lua_tostring(L, -1);
    else if (type != LUA_TNIL)
        run.mImplementsError = luaL_typename(L, -1);
    lua_pop(L, 1);
    run.mDefinesProgram = lua_getfield(L, -1, "program") == LUA_TFUNCTION;
    return 0;
}

bool LuaRun::hasNode(NodeId id) const
{
    return id < mHasNode.size() && mHasNode[id] != 0;
}

int LuaRun::startThread(lua_State* L)
{
    LuaNode& node = *static_cast<LuaNode*>(lua_touserdata(L, 1));
    LuaRun& run = *node.run;
    runTopLevelIn(L, run); // this node's own top level: its globals, tables and upvalues
    if (lua_getfield(L, -1, "program") != LUA_TFUNCTION)
        return luaL_error(L, "%s: program is not a function when node %d runs the file",
                          run.mText.fileName.c_str(), static_cast<int>(node.comm->id()));
    lua_State* thread = lua_newthread(L);
    node.attachTo(thread);
    luaL_ref(L, LUA_REGISTRYINDEX); // keeps the thread for the run
    lua_xmove(L, thread, 1);        // program
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
    c.setPhase(mText.firstPhase);
    protectedCall(&LuaRun::startThread, &node);
    return node;
}

void LuaRun::countTransfer(LuaNode& node)
{
    // A node that communicates often may never reach the count hook: a cancel is looked at
    // here too, and the clock at the run's first transfer and every
    // kTransfersBetweenClockLooks after it (reading the clock costs as much as a transfer's
    // own work; a transfer takes about a microsecond).
    if (mTransfers % kTransfersBetweenClockLooks == 0)
        checkStop(node.thread);
    else
        checkCancel(node.thread);
    if (++mTransfers > kMaxTransfers) {
        lua_pushstring(node.thread, withThousands(kMaxTransfers).c_str());
        luaL_error(node.thread,
                   "the nodes made more than %s transfers together: a program that never ends?",
                   lua_tostring(node.thread, -1));
    }
    node.instructions = 0;
}

bool LuaRun::resume(LuaNode& node, int arguments)
{
    int results = 0;
    int status = LUA_OK;
    {
        const InLua inLua(*this, node.thread);
        status = lua_resume(node.thread, nullptr, arguments, &results);
    }
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
    if (mStop != Stop::None) {
        message = mText.fileName + ": " + stopText();
        if (line > 0)
            message += " (stopped at line " + std::to_string(line) + ")";
    } else if (status == LUA_ERRMEM || mMemory.refused) {
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
