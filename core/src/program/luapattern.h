#pragma once
// Lua's pattern functions (string.find, match, gmatch and gsub) with a matcher that counts its
// steps. Lua's own matcher runs in C, where the count hook never fires: a pattern of many
// nested repetitions ("a*a*a*…c") would try its ways for hours. This one charges every step to
// the node's instruction budget (ProgramLimits::instructionsBetweenCommunications) and stops
// the node with its line when the budget is spent, as the hook does for Lua code, and looks at
// the run's clock every 1,024 steps. A plain string.find charges every place it compares the
// pattern at (luacosts.h). Patterns
// mean what the Lua 5.4 manual says (§6.4.1): classes, sets, the four repetitions, anchors,
// captures and position captures, back references, %b and %f.

struct lua_State;

namespace cubelab::program {

// Replaces find, match, gmatch and gsub in the string library table at `stringTable`.
void installCountingPatterns(lua_State* L, int stringTable);

} // namespace cubelab::program
