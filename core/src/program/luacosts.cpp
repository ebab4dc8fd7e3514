#include "program/luacosts.h"

#include "program/luarun.h"

#include <bit>
#include <cstddef>
#include <limits>
#include <lua.hpp>

// Lua raises errors with longjmp: nothing with a destructor is alive in these functions while
// they may raise.

namespace cubelab::program {

namespace {

constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();

// What a call will cost, read from its arguments before it runs. Leaves the stack as it is;
// may raise the error the function itself would raise (a __len that fails).
using Cost = std::uint64_t (*)(lua_State* L);

// The library function a charged version stands in for: its upvalue 1, a light C function.
// Called on the same stack and call frame, it raises its errors with the caller's line and
// its own name.
int original(lua_State* L)
{
    return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

template <Cost cost> int charged(lua_State* L)
{
    LuaRun::charge(L, cost(L), lua_tostring(L, lua_upvalueindex(2)));
    return original(L);
}

// One instruction every kBytesPerInstruction bytes of the text at `arg` (none for another
// type: a number is short).
std::uint64_t textCost(lua_State* L, int arg)
{
    if (lua_type(L, arg) != LUA_TSTRING)
        return 0;
    std::size_t length = 0;
    lua_tolstring(L, arg, &length);
    return length / kBytesPerInstruction + 1;
}

// One instruction a character of the format at argument 1 (each may pad or read a value).
std::uint64_t formatCost(lua_State* L)
{
    if (lua_type(L, 1) != LUA_TSTRING)
        return 0;
    std::size_t length = 0;
    lua_tolstring(L, 1, &length);
    return length + 1;
}

std::uint64_t firstTextCost(lua_State* L)
{
    return textCost(L, 1);
}

// The number of elements first … last (0 when last < first).
std::uint64_t countOf(lua_Integer first, lua_Integer last)
{
    if (last < first)
        return 0;
    const lua_Unsigned count =
        static_cast<lua_Unsigned>(last) - static_cast<lua_Unsigned>(first) + 1;
    return count == 0 ? kMost : count;
}

std::uint64_t times(std::uint64_t a, std::uint64_t b)
{
    return b != 0 && a > kMost / b ? kMost : a * b;
}

// An integer argument, or `otherwise` when it is absent or no integer (the function then
// complains itself).
lua_Integer integerOr(lua_State* L, int arg, lua_Integer otherwise)
{
    int isInteger = 0;
    const lua_Integer value = lua_tointegerx(L, arg, &isInteger);
    return isInteger != 0 ? value : otherwise;
}

// #t of the table at argument 1, with its __len as the table functions read it; 0 for another
// type (the function refuses it itself).
lua_Integer lengthOf(lua_State* L)
{
    return lua_type(L, 1) == LUA_TTABLE ? luaL_len(L, 1) : 0;
}

std::uint64_t concatCost(lua_State* L)
{
    if (lua_type(L, 1) != LUA_TTABLE)
        return 0;
    const lua_Integer first = integerOr(L, 3, 1);
    const lua_Integer last = lua_isnoneornil(L, 4) ? luaL_len(L, 1) : integerOr(L, 4, 0);
    return countOf(first, last);
}

// table.insert(t, pos, v) and table.remove(t, pos) shift the elements after pos.
std::uint64_t insertCost(lua_State* L)
{
    return lua_gettop(L) == 3 ? countOf(1, lengthOf(L)) : 1;
}

std::uint64_t removeCost(lua_State* L)
{
    return lua_gettop(L) >= 2 ? countOf(1, lengthOf(L)) : 1;
}

std::uint64_t moveCost(lua_State* L)
{
    int firstIsInteger = 0;
    int lastIsInteger = 0;
    const lua_Integer first = lua_tointegerx(L, 2, &firstIsInteger);
    const lua_Integer last = lua_tointegerx(L, 3, &lastIsInteger);
    return firstIsInteger != 0 && lastIsInteger != 0 ? countOf(first, last) : 0;
}

// n log2 n comparisons, whatever the comparator (a C function such as rawequal costs no
// instruction of its own).
std::uint64_t sortCost(lua_State* L)
{
    const std::uint64_t n = countOf(1, lengthOf(L));
    return times(n, static_cast<std::uint64_t>(std::bit_width(n)));
}

// string.rep of an empty text (and separator) is empty: Lua's own would copy nothing n times.
int repeatText(lua_State* L)
{
    std::size_t length = 0;
    std::size_t separatorLength = 0;
    luaL_checklstring(L, 1, &length);
    const lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separatorLength);
    if (n > 0 && length + separatorLength == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    return original(L);
}

struct Charged
{
    const char* library; // null: a base function
    const char* name;
    lua_CFunction function;
};

constexpr Charged kCharged[] = {
    {LUA_STRLIBNAME, "pack", charged<formatCost>},
    {LUA_STRLIBNAME, "packsize", charged<formatCost>},
    {LUA_STRLIBNAME, "unpack", charged<formatCost>},
    {LUA_STRLIBNAME, "rep", repeatText},
    {LUA_TABLIBNAME, "concat", charged<concatCost>},
    {LUA_TABLIBNAME, "insert", charged<insertCost>},
    {LUA_TABLIBNAME, "remove", charged<removeCost>},
    {LUA_TABLIBNAME, "move", charged<moveCost>},
    {LUA_TABLIBNAME, "sort", charged<sortCost>},
    {LUA_UTF8LIBNAME, "len", charged<firstTextCost>},
    {LUA_UTF8LIBNAME, "offset", charged<firstTextCost>},
    {nullptr, "tonumber", charged<firstTextCost>},
};

} // namespace

void installChargedLibraries(lua_State* L)
{
    for (const Charged& c : kCharged) {
        if (c.library != nullptr)
            lua_getglobal(L, c.library);
        else
            lua_pushglobaltable(L);
        lua_getfield(L, -1, c.name);
        const lua_CFunction replaced = lua_tocfunction(L, -1);
        lua_pop(L, 1);
        if (replaced == nullptr)
            luaL_error(L, "the library function %s is missing", c.name);
        lua_pushcfunction(L, replaced);
        if (c.library != nullptr)
            lua_pushfstring(L, "%s.%s", c.library, c.name);
        else
            lua_pushstring(L, c.name);
        lua_pushcclosure(L, c.function, 2);
        lua_setfield(L, -2, c.name);
        lua_pop(L, 1);
    }
}

} // namespace cubelab::program
