#pragma once
// A node program's .lua file: read (one regular file, no larger than
// LuaProgram::kMaxSourceBytes) and compiled.

#include "cubelab/luaprogram.h"

#include <string>

namespace cubelab {

// Reads and compiles a .lua file (named in messages by its file name). Throws FileError when
// the file cannot be read — missing, a FIFO, a directory, larger than kMaxSourceBytes — and
// ProgramError as LuaProgram::compile does.
LuaProgram readLuaProgramFile(const std::string& path, ProgramLimits limits = {});

} // namespace cubelab
