// Node programs: LuaProgram::compile(text) and, for a program that compiles, a run on a 2-cube,
// with small limits so that each input stays fast — the clock too: a loop of library calls on
// a long text is a few instructions a round, and only the clock stops it. Whatever the text
// does, it is refused with a ProgramError (or InputError) or it runs to its end: no crash, no
// leak, no hang.

#include "cubelab/luaprogram.h"
#include "fuzzcommon.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ProgramLimits limits;
    limits.instructionsBetweenCommunications = 200'000;
    limits.memoryBase = std::size_t{8} << 20;
    limits.clockBase = std::chrono::milliseconds(100);
    limits.clockPerNode = std::chrono::microseconds(0);
    std::optional<LuaProgram> program;
    if (!fuzz::accepted([&] {
            program.emplace(
                LuaProgram::compile(std::string(fuzz::textOf(data, size)), "fuzz.lua", limits));
        }))
        return 0;
    Scenario s;
    s.dimension = 2;
    s.elements = 3;
    fuzz::accepted([&] { (void)program->run(s); });
    return 0;
}
