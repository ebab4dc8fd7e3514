#pragma once
// What the library functions of a node program cost, beyond the instructions that call them.
// A library function runs in C, where Lua's count hook never fires: table.move({}, 1, 2^50, 2)
// is one call that would move nils for days, table.sort(t, rawequal) on a big table compares
// for seconds, utf8.len on a long text scans it. The functions whose work grows with an
// element count or with a text they only read charge that work to the node's instruction
// budget before they run (LuaRun::charge: one instruction an element, one every
// kBytesPerInstruction bytes), so that their cost is bounded by the budget, and the clock is
// looked at while they are charged.
//
// The functions whose work is the text they make (string.rep, upper, lower, reverse, format,
// sub, concatenation, gsub's result) are bounded by the memory limit for each call, and a loop
// of them by the run's clock, which the allocator makes the next instruction look at
// (luarun.h). string.rep of an empty text, whose loop would copy nothing 2^50 times, returns
// at once.

#include <cstdint>

struct lua_State;

namespace cubelab::program {

// Bytes a library function may read for one instruction of the budget.
constexpr std::uint64_t kBytesPerInstruction = 16;

// Replaces, in the opened libraries, the functions whose work grows with their input by
// versions that charge it: string.pack, packsize and unpack (one instruction a character of
// the format); table.concat, insert, remove, move and sort (one an element, n log2 n for a
// sort); utf8.len and offset and tonumber (the text); and string.rep (an empty text at once).
// string.byte, utf8.codepoint and table.unpack push one value an element, which Lua's stack
// limit (1,000,000) bounds.
void installChargedLibraries(lua_State* L);

} // namespace cubelab::program
