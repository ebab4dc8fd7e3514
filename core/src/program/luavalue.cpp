#include "program/luavalue.h"

#include <algorithm>
#include <cstring>
#include <lua.hpp>

namespace cubelab::program {

namespace {

constexpr const char* kValueType = "cubelab.value";

// The userdata: this header, then the elements, then (a block value) the expression of every
// block of the vector and the ids of the blocks carried.
struct Header
{
    std::uint64_t elements = 0;
    std::uint32_t blockCount = 0; // p for a block value, else 0
    std::uint32_t carried = 0;    // blocks carried
    ExprId expr = kNoExpr;
    bool present = true;
    bool hasBlocks = false;
};
static_assert(sizeof(Header) % alignof(double) == 0);

double* elementsOf(Header* h)
{
    return reinterpret_cast<double*>(h + 1);
}
ExprId* blockExprOf(Header* h)
{
    return reinterpret_cast<ExprId*>(elementsOf(h) + h->elements);
}
BlockId* blocksOf(Header* h)
{
    return reinterpret_cast<BlockId*>(blockExprOf(h) + h->blockCount);
}

// The value metatable, found without a table lookup: every function that pushes or reads a
// value is a node method, whose upvalue 1 it is (registerNodeType).
void pushMetatable(lua_State* L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
}

// luaL_testudata with the metatable from the upvalue.
Header* header(lua_State* L, int arg)
{
    void* data = lua_touserdata(L, arg);
    if (data == nullptr || lua_getmetatable(L, arg) == 0)
        return nullptr;
    pushMetatable(L);
    const bool isValue = lua_rawequal(L, -1, -2) != 0;
    lua_pop(L, 2);
    return isValue ? static_cast<Header*>(data) : nullptr;
}

int valueToString(lua_State* L)
{
    Header* h = static_cast<Header*>(luaL_checkudata(L, 1, kValueType));
    // Built in a luaL_Buffer: Lua may raise an error (memory) at any call.
    luaL_Buffer text;
    luaL_buffinit(L, &text);
    if (!h->present) {
        luaL_addstring(&text, "value (nothing: not yet received)");
    } else if (h->hasBlocks) {
        luaL_addstring(&text, "value of blocks {");
        for (std::uint32_t k = 0; k < h->carried; ++k) {
            if (k > 0)
                luaL_addstring(&text, ", ");
            lua_pushinteger(L, blocksOf(h)[k]);
            luaL_addvalue(&text);
        }
        luaL_addstring(&text, "}");
    } else {
        luaL_addstring(&text, "value {");
        const std::uint64_t shown = std::min<std::uint64_t>(h->elements, 4);
        for (std::uint64_t k = 0; k < shown; ++k) {
            if (k > 0)
                luaL_addstring(&text, ", ");
            lua_pushnumber(L, elementsOf(h)[k]);
            luaL_addvalue(&text);
        }
        if (h->elements > shown) {
            lua_pushfstring(L, ", … (%I elements)", static_cast<lua_Integer>(h->elements));
            luaL_addvalue(&text);
        }
        luaL_addstring(&text, "}");
    }
    luaL_pushresult(&text);
    return 1;
}

int valueLength(lua_State* L)
{
    Header* h = static_cast<Header*>(luaL_checkudata(L, 1, kValueType));
    lua_pushinteger(L, static_cast<lua_Integer>(h->elements));
    return 1;
}

// value:blocks(): the ids of the blocks it carries (an empty list for a whole vector).
int valueBlocks(lua_State* L)
{
    Header* h = static_cast<Header*>(luaL_checkudata(L, 1, kValueType));
    lua_createtable(L, static_cast<int>(h->carried), 0);
    for (std::uint32_t k = 0; k < h->carried; ++k) {
        lua_pushinteger(L, blocksOf(h)[k]);
        lua_rawseti(L, -2, k + 1);
    }
    return 1;
}

// value:present(): false for what a node holds before a broadcast reaches it.
int valuePresent(lua_State* L)
{
    Header* h = static_cast<Header*>(luaL_checkudata(L, 1, kValueType));
    lua_pushboolean(L, h->present ? 1 : 0);
    return 1;
}

} // namespace

void registerValueType(lua_State* L)
{
    luaL_newmetatable(L, kValueType);
    const luaL_Reg metamethods[] = {
        {"__tostring", valueToString}, {"__len", valueLength}, {nullptr, nullptr}};
    luaL_setfuncs(L, metamethods, 0);
    const luaL_Reg methods[] = {
        {"blocks", valueBlocks}, {"present", valuePresent}, {nullptr, nullptr}};
    luaL_newlib(L, methods);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "value");
    lua_setfield(L, -2, "__metatable"); // a program cannot change it
    lua_pop(L, 1);
}

void pushValueMetatable(lua_State* L)
{
    luaL_getmetatable(L, kValueType);
}

void pushValue(lua_State* L, const ValueView& view, std::uint32_t blockCount)
{
    Header h;
    h.elements = view.elements.size();
    h.hasBlocks = view.hasBlocks;
    h.blockCount = view.hasBlocks ? blockCount : 0;
    h.carried = view.hasBlocks ? static_cast<std::uint32_t>(view.blocks.size()) : 0;
    h.expr = view.expr;
    h.present = view.present;
    const std::size_t bytes = sizeof(Header) + h.elements * sizeof(double) +
                              h.blockCount * sizeof(ExprId) + h.carried * sizeof(BlockId);
    auto* out = static_cast<Header*>(lua_newuserdatauv(L, bytes, 0));
    *out = h;
    if (h.elements > 0)
        std::memcpy(elementsOf(out), view.elements.data(), h.elements * sizeof(double));
    if (h.blockCount > 0 && view.blockExpr != nullptr)
        std::copy_n(view.blockExpr, h.blockCount, blockExprOf(out));
    else
        std::fill_n(blockExprOf(out), h.blockCount, kNoExpr);
    std::copy(view.blocks.begin(), view.blocks.end(), blocksOf(out));
    pushMetatable(L);
    lua_setmetatable(L, -2);
}

ValueView toValue(lua_State* L, int arg, const char* function)
{
    Header* h = header(L, arg);
    if (h == nullptr)
        luaL_error(L, "%s needs a value (node:s(), a value it received, or node:blocks{…}); got %s",
                   function, luaL_typename(L, arg));
    ValueView v;
    v.elements = {elementsOf(h), static_cast<std::size_t>(h->elements)};
    v.expr = h->expr;
    v.present = h->present;
    v.hasBlocks = h->hasBlocks;
    if (h->hasBlocks) {
        v.blocks = {blocksOf(h), h->carried};
        v.blockExpr = blockExprOf(h);
    }
    return v;
}

} // namespace cubelab::program
