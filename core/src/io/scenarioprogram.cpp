#include "cubelab/scenarioprogram.h"

#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <string>
#include <utility>

namespace cubelab {

namespace {

// Text a person writes has no control characters but tab, line feed and carriage return:
// anything else (a NUL above all) is a binary file, not a program.
std::size_t firstControlCharacter(const std::string& text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
            return i;
    }
    return std::string::npos;
}

} // namespace

bool ScenarioProgram::carries(const Scenario& scenario)
{
    return scenario.program && scenario.algorithm == LuaProgram::kCollectiveId;
}

ProgramText ScenarioProgram::textOf(const LuaProgram& program)
{
    return {program.fileName(), program.source()};
}

LuaProgram ScenarioProgram::compile(const ProgramText& text, ProgramLimits limits)
{
    if (text.fileName.empty() || text.fileName.size() > kMaxFileNameBytes)
        throw ProgramError("the program's file name must have 1 to " +
                           std::to_string(kMaxFileNameBytes) + " bytes; it has " +
                           std::to_string(text.fileName.size()));
    if (firstControlCharacter(text.fileName) != std::string::npos)
        throw ProgramError("the program's file name holds a control character");
    if (text.source.size() > LuaProgram::kMaxSourceBytes)
        throw ProgramError("the program has " + std::to_string(text.source.size()) +
                           " bytes: a node program has at most " +
                           std::to_string(LuaProgram::kMaxSourceBytes));
    if (const std::size_t at = firstControlCharacter(text.source); at != std::string::npos)
        throw ProgramError(
            "the program holds the control character " +
                std::to_string(static_cast<unsigned char>(text.source[at])) + " at byte " +
                std::to_string(at) + ": it is binary, not a Lua program",
            1 + static_cast<int>(std::count(text.source.begin(),
                                            text.source.begin() + static_cast<std::ptrdiff_t>(at),
                                            '\n')));
    return LuaProgram::compile(text.source, text.fileName, std::move(limits));
}

Collective ScenarioProgram::collectiveOf(const Scenario& scenario)
{
    if (carries(scenario))
        return compile(*scenario.program).collective();
    return findCollective(scenario.algorithm);
}

void ScenarioProgram::install(const Scenario& scenario)
{
    if (carries(scenario))
        compile(*scenario.program).install();
}

Trace ScenarioProgram::run(const Scenario& scenario, const RunOptions& options)
{
    if (carries(scenario)) {
        // Its Lua looks at the cancel at each count of instructions and each transfer, and
        // stops with the node and the line.
        ProgramLimits limits;
        limits.cancel = options.cancel;
        return compile(*scenario.program, std::move(limits)).run(scenario);
    }
    return Emulator::run(scenario, options);
}

} // namespace cubelab
