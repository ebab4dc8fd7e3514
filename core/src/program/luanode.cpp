#include "program/luanode.h"

#include "program/luarun.h"
#include "program/luavalue.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <lua.hpp>
#include <span>

namespace cubelab::program {

namespace {

constexpr const char* kNodeType = "cubelab.node";

// The node of the calling thread, after checking that the method was called with a colon on
// the node object this thread's program got.
LuaNode& self(lua_State* L, const char* method)
{
    LuaNode& node = LuaNode::of(L);
    if (node.comm == nullptr)
        luaL_error(L, "node:%s can only be called inside program(node), while the nodes run",
                   method);
    if (lua_type(L, 1) != LUA_TTABLE || lua_topointer(L, 1) != node.object)
        luaL_error(L, "call it as node:%s(…), with a colon, on the node program(node) received",
                   method);
    return node;
}

int checkLink(lua_State* L, int arg, const LuaNode& node, const char* method)
{
    int isNumber = 0;
    const lua_Integer link = lua_tointegerx(L, arg, &isNumber);
    const int n = node.comm->dimension();
    if (!isNumber)
        luaL_error(L, "node:%s needs a link number (1 to %d); got %s", method, n,
                   luaL_typename(L, arg));
    if (link < 1 || link > n)
        luaL_error(L, "node:%s: link %d does not exist: a %d-cube has links 1 to %d", method,
                   static_cast<int>(std::clamp<lua_Integer>(link, -999999, 999999)), n, n);
    return static_cast<int>(link);
}

// Runs in the node's coroutine when the transfer is done: a receiving call returns what it
// received (copied, so that it outlives the next transfer).
int afterTransfer(lua_State* L, int, lua_KContext)
{
    LuaNode& node = LuaNode::of(L);
    if (node.request.kind == Comm::OpKind::Send)
        return 0;
    pushValue(L, node.received, node.comm->blockCount());
    return 1;
}

// Marks the program line that called (the code view shows it) and waits for the transfer.
int yieldFor(lua_State* L, LuaNode& node, Request request)
{
    // Inside a function that Lua's C code calls (a gsub replacement, a table.sort comparison,
    // a metamethod of a C call) the node cannot wait for its partner.
    if (lua_isyieldable(L) == 0)
        luaL_error(L, "a node cannot communicate inside a function that string.gsub, table.sort or "
                      "another library function calls (or inside a __gc or __close metamethod): "
                      "communicate in program(node) itself or a function it calls directly");
    lua_Debug where;
    if (lua_getstack(L, 1, &where) != 0 && lua_getinfo(L, "l", &where) != 0 &&
        where.currentline > 0)
        node.comm->mark(where.currentline - 1);
    node.request = request;
    node.run->countTransfer(node);
    return lua_yieldk(L, 0, 0, afterTransfer);
}

// A Comm call that may throw (blocks not held, a block call in a whole-vector collective):
// its exception becomes a Lua error at the program's line. Lua raises errors with longjmp, so
// nothing with a destructor may be alive when it does: the message waits in a plain buffer.
template <class Call> void guarded(lua_State* L, const char* method, Call call)
{
    char failure[512];
    failure[0] = '\0'; // not the whole buffer: this runs at every combine and assign
    try {
        call();
    } catch (const std::exception& e) {
        std::snprintf(failure, sizeof failure, "%s", e.what());
    } catch (...) {
        std::snprintf(failure, sizeof failure, "%s", "an unexpected failure");
    }
    if (failure[0] != '\0')
        luaL_error(L, "node:%s: %s", method, failure);
}

// A list of block ids ({0, 4}), sorted, in a userdata the collector frees (pushed on the
// stack): a Lua error may leave this function or its caller at any point.
std::span<const BlockId> blockList(lua_State* L, int arg, const char* method)
{
    if (lua_type(L, arg) != LUA_TTABLE)
        luaL_error(L, "node:%s needs a list of block numbers, such as {0, 4}; got %s", method,
                   luaL_typename(L, arg));
    const lua_Unsigned count = lua_rawlen(L, arg);
    auto* ids = static_cast<BlockId*>(lua_newuserdatauv(L, count * sizeof(BlockId), 0));
    for (lua_Unsigned k = 1; k <= count; ++k) {
        lua_rawgeti(L, arg, static_cast<lua_Integer>(k));
        int isNumber = 0;
        const lua_Integer id = lua_tointegerx(L, -1, &isNumber);
        lua_pop(L, 1);
        if (!isNumber || id < 0 || id > static_cast<lua_Integer>(UINT32_MAX))
            luaL_error(L, "node:%s: entry %d of the list is not a block number (0 to p-1)", method,
                       static_cast<int>(k));
        ids[k - 1] = static_cast<BlockId>(id);
    }
    std::sort(ids, ids + count);
    if (std::adjacent_find(ids, ids + count) != ids + count)
        luaL_error(L, "node:%s: the list names a block twice", method);
    return {ids, static_cast<std::size_t>(count)};
}

int nodeHasBit(lua_State* L)
{
    LuaNode& node = self(L, "hasBit");
    lua_pushboolean(L, node.comm->hasBit(checkLink(L, 2, node, "hasBit")) ? 1 : 0);
    return 1;
}

int nodeS(lua_State* L)
{
    LuaNode& node = self(L, "s");
    pushValue(L, node.comm->s(), node.comm->blockCount());
    return 1;
}

int nodeSend(lua_State* L)
{
    LuaNode& node = self(L, "send");
    const int link = checkLink(L, 2, node, "send");
    const ValueView value = toValue(L, 3, "node:send");
    return yieldFor(L, node, {Comm::OpKind::Send, link, 0, value});
}

int nodeReceive(lua_State* L)
{
    LuaNode& node = self(L, "receive");
    const int link = checkLink(L, 2, node, "receive");
    return yieldFor(L, node, {Comm::OpKind::Receive, link, 0, {}});
}

int nodeExchange(lua_State* L)
{
    LuaNode& node = self(L, "exchange");
    const int link = checkLink(L, 2, node, "exchange");
    const ValueView value = toValue(L, 3, "node:exchange");
    return yieldFor(L, node, {Comm::OpKind::Exchange, link, 0, value});
}

int nodeSendrecv(lua_State* L)
{
    LuaNode& node = self(L, "sendrecv");
    const int sendLink = checkLink(L, 2, node, "sendrecv");
    const ValueView value = toValue(L, 3, "node:sendrecv");
    const int receiveLink = checkLink(L, 4, node, "sendrecv");
    return yieldFor(L, node, {Comm::OpKind::SendReceive, sendLink, receiveLink, value});
}

int nodeCombine(lua_State* L)
{
    LuaNode& node = self(L, "combine");
    const ValueView value = toValue(L, 2, "node:combine");
    guarded(L, "combine", [&] { node.comm->combine(value); });
    return 0;
}

int nodeAssign(lua_State* L)
{
    LuaNode& node = self(L, "assign");
    const ValueView value = toValue(L, 2, "node:assign");
    guarded(L, "assign", [&] { node.comm->assign(value); });
    return 0;
}

int nodePhase(lua_State* L)
{
    LuaNode& node = self(L, "phase");
    std::size_t length = 0;
    const char* name = lua_tolstring(L, 2, &length);
    const bool valid = name != nullptr && lua_type(L, 2) == LUA_TSTRING && length >= 1 &&
                       length <= 32 && std::all_of(name, name + length, [](char c) {
                           return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
                       });
    if (!valid)
        luaL_error(L, "node:phase needs a name of 1 to 32 small letters, digits or '-', such as "
                      "\"reduce\" or \"broadcast\"");
    guarded(L, "phase", [&] { node.comm->setPhase(Phase::named(std::string_view(name, length))); });
    return 0;
}

int nodeHeldBlocks(lua_State* L)
{
    LuaNode& node = self(L, "heldBlocks");
    std::span<const BlockId> held;
    guarded(L, "heldBlocks", [&] { held = node.comm->heldBlocks(); });
    lua_createtable(L, static_cast<int>(held.size()), 0);
    for (std::size_t k = 0; k < held.size(); ++k) {
        lua_pushinteger(L, held[k]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    return 1;
}

int nodeBlocks(lua_State* L)
{
    LuaNode& node = self(L, "blocks");
    const std::span<const BlockId> ids = blockList(L, 2, "blocks");
    ValueView value;
    guarded(L, "blocks", [&] { value = node.comm->blocks(ids); });
    pushValue(L, value, node.comm->blockCount());
    return 1;
}

int nodeDrop(lua_State* L)
{
    LuaNode& node = self(L, "drop");
    const std::span<const BlockId> ids = blockList(L, 2, "drop");
    guarded(L, "drop", [&] { node.comm->drop(ids); });
    return 0;
}

void setIntegerField(lua_State* L, const char* name, lua_Integer value)
{
    lua_pushinteger(L, value);
    lua_setfield(L, -2, name);
}

void setLinksField(lua_State* L, const char* name, std::span<const int> links)
{
    lua_createtable(L, static_cast<int>(links.size()), 0);
    for (std::size_t k = 0; k < links.size(); ++k) {
        lua_pushinteger(L, links[k]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    lua_setfield(L, -2, name);
}

} // namespace

LuaNode& LuaNode::of(lua_State* L)
{
    return **static_cast<LuaNode**>(lua_getextraspace(L));
}

void LuaNode::attachTo(lua_State* L)
{
    thread = L;
    *static_cast<LuaNode**>(lua_getextraspace(L)) = this;
}

void registerNodeType(lua_State* L)
{
    luaL_newmetatable(L, kNodeType);
    const luaL_Reg methods[] = {
        {"hasBit", nodeHasBit},     {"s", nodeS},
        {"send", nodeSend},         {"receive", nodeReceive},
        {"exchange", nodeExchange}, {"sendrecv", nodeSendrecv},
        {"combine", nodeCombine},   {"assign", nodeAssign},
        {"phase", nodePhase},       {"heldBlocks", nodeHeldBlocks},
        {"blocks", nodeBlocks},     {"drop", nodeDrop},
        {nullptr, nullptr},
    };
    luaL_newlibtable(L, methods);
    pushValueMetatable(L); // upvalue 1 of every method (luavalue.h)
    luaL_setfuncs(L, methods, 1);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "node");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
}

void pushNodeObject(LuaNode& node)
{
    lua_State* L = node.thread;
    const Comm& c = *node.comm;
    lua_createtable(L, 0, 6);
    setIntegerField(L, "id", c.id());
    setIntegerField(L, "dimension", c.dimension());
    setIntegerField(L, "root", c.root());
    setIntegerField(L, "blockCount", c.blockCount());
    setLinksField(L, "linkOrder", c.linkOrder());
    setLinksField(L, "secondLinkOrder", c.secondLinkOrder());
    luaL_setmetatable(L, kNodeType);
    node.object = lua_topointer(L, -1);
}

} // namespace cubelab::program
