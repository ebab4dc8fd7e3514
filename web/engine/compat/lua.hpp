#pragma once
// Lua's C API for the WebAssembly build, where Lua (third_party/lua-5.4.4) is compiled as C++:
// its functions have C++ linkage there and Lua raises errors as C++ exceptions, so the headers
// are included as they are, without the extern "C" of Lua's own lua.hpp.

#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"
