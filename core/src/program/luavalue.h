#pragma once
// A value as a Lua program holds it: a userdata that owns a copy of the node's vector (its
// elements, expression and blocks), so that it stays valid however long the program keeps it,
// and the run's memory limit counts it.

#include "cubelab/value.h"

#include <cstdint>

struct lua_State;

namespace cubelab::program {

// Creates the metatable of values in the state (once a state), before registerNodeType.
void registerValueType(lua_State* L);
// Pushes the value metatable, for registerNodeType to give every node method as upvalue 1:
// pushValue and toValue are called only by node methods, and find it there.
void pushValueMetatable(lua_State* L);
// Pushes a copy of the view; `blockCount` is p for a block collective (the view's blockExpr
// has that many entries), 0 otherwise.
void pushValue(lua_State* L, const ValueView& view, std::uint32_t blockCount);
// The value at index `arg` as a view into the userdata, valid while the userdata lives.
// Raises a Lua error naming `function` when the argument is not a value.
ValueView toValue(lua_State* L, int arg, const char* function);

} // namespace cubelab::program
