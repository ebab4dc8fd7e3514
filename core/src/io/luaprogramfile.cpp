#include "cubelab/luaprogramfile.h"

#include "cubelab/jsondocument.h"

namespace cubelab {

LuaProgram readLuaProgramFile(const std::string& path, ProgramLimits limits)
{
    std::string source = readRegularFile(path, LuaProgram::kMaxSourceBytes, "a Lua program");
    const std::size_t slash = path.find_last_of('/');
    return LuaProgram::compile(std::move(source),
                               slash == std::string::npos ? path : path.substr(slash + 1), limits);
}

} // namespace cubelab
