#include "cubelab/luaprogram.h"

#include "cubelab/emulator.h"
#include "program/luarun.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <thread>

namespace cubelab {

namespace {

// The source's lines, split where Lua's own lexer counts a new line (so that a line number in
// a Lua message is an index here): at "\n", "\r", "\r\n" and "\n\r".
std::vector<std::string> linesOf(const std::string& source)
{
    std::vector<std::string> lines;
    std::size_t begin = 0;
    while (begin < source.size()) {
        std::size_t end = source.find_first_of("\r\n", begin);
        if (end == std::string::npos)
            end = source.size();
        lines.push_back(source.substr(begin, end - begin));
        begin = end + 1;
        if (end + 1 < source.size() && (source[end + 1] == '\r' || source[end + 1] == '\n') &&
            source[end + 1] != source[end])
            ++begin; // "\r\n" or "\n\r" ends one line
    }
    return lines;
}

std::mutex& installedMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::shared_ptr<const LuaProgram>& installedProgram()
{
    static std::shared_ptr<const LuaProgram> program;
    return program;
}

} // namespace

struct LuaProgram::Compiled
{
    program::ProgramText text;
    std::vector<std::string> lines;
    const Collective* reference = nullptr;

    // The run each thread is building: the emulator asks for one node after the other, and a
    // node id that repeats (or a run that has ended) begins a new run.
    mutable std::mutex runsMutex;
    mutable std::map<std::thread::id, std::weak_ptr<program::LuaRun>> runs;

    std::shared_ptr<program::LuaRun> runFor(const Comm& c) const
    {
        const std::lock_guard lock(runsMutex);
        std::weak_ptr<program::LuaRun>& slot = runs[std::this_thread::get_id()];
        std::shared_ptr<program::LuaRun> run = slot.lock();
        if (!run || run->hasNode(c.id())) {
            run = std::make_shared<program::LuaRun>(text, Hypercube(c.dimension()).nodeCount());
            slot = run;
        }
        return run;
    }
};

LuaProgram::LuaProgram(std::shared_ptr<const Compiled> compiled) : mCompiled(std::move(compiled)) {}

LuaProgram LuaProgram::compile(std::string source, std::string fileName, ProgramLimits limits)
{
    if (fileName.empty())
        fileName = "program.lua";
    fileName = displayText(fileName, 255); // it names the program in every message
    if (source.size() > kMaxSourceBytes)
        throw ProgramError(fileName + " has " + std::to_string(source.size()) +
                           " bytes; a node program may have at most " +
                           std::to_string(kMaxSourceBytes) + " bytes");
    if (source.find('\0') != std::string::npos)
        throw ProgramError(fileName +
                           " is not a text file (it contains a zero byte): a program is Lua "
                           "source text");
    auto compiled = std::make_shared<Compiled>();
    compiled->lines = linesOf(source);
    if (compiled->lines.size() > static_cast<std::size_t>(kMaxLines))
        throw ProgramError(fileName + " has " + std::to_string(compiled->lines.size()) +
                               " lines; a node program may have at most " +
                               std::to_string(kMaxLines) +
                               " lines (the trace names each transfer's line in a byte)",
                           kMaxLines + 1);
    compiled->text = {std::move(source), std::move(fileName), limits};

    // A trial run of the top level on one node: the syntax, the globals it sets, `program`.
    const program::LuaRun trial(compiled->text, 1);
    const std::string& implements =
        trial.implements().empty() ? std::string("tree-reduce") : trial.implements();
    const Collective* reference = nullptr;
    for (const Collective& c : builtinCollectives())
        if (c.id == implements ||
            std::equal(c.lectureName.begin(), c.lectureName.end(), implements.begin(),
                       implements.end(), [](char a, char b) {
                           return std::tolower(static_cast<unsigned char>(a)) ==
                                  std::tolower(static_cast<unsigned char>(b));
                       }))
            reference = &c;
    if (reference == nullptr) {
        std::string valid;
        for (const Collective& c : builtinCollectives())
            valid += (valid.empty() ? "" : ", ") + c.lectureName + " (" + c.id + ")";
        throw ProgramError(compiled->text.fileName + ": implements = \"" + implements +
                           "\" names no collective; choose one of " + valid);
    }
    compiled->reference = reference;
    compiled->text.firstPhase = reference->phases.front();
    return LuaProgram(std::move(compiled));
}

const std::string& LuaProgram::source() const
{
    return mCompiled->text.source;
}

const std::string& LuaProgram::fileName() const
{
    return mCompiled->text.fileName;
}

const ProgramLimits& LuaProgram::limits() const
{
    return mCompiled->text.limits;
}

const Collective& LuaProgram::reference() const
{
    return *mCompiled->reference;
}

Collective LuaProgram::collective(std::string id) const
{
    const Collective& ref = reference();
    Collective c = ref;
    c.id = std::move(id);
    c.lectureName = fileName();
    c.title = fileName() + " – " + ref.lectureName;
    c.summary = "A node program from " + fileName() + " that implements " + ref.lectureName + ".";
    // Every program may read a root and two link orders.
    c.takesRoot = true;
    if (c.linkOrders.size() < 2)
        c.linkOrders.push_back(
            {OrderField::SecondLinkOrder, c.phases.back(), OrderMeaning::StepOrder});
    c.pseudocode = mCompiled->lines;
    c.counterpart = ref.id;
    c.loadsFollowOrder = true;
    c.program = [compiled = mCompiled](Comm& comm) {
        return program::LuaRun::nodeProgram(compiled->runFor(comm), comm);
    };
    return c;
}

Trace LuaProgram::run(const Scenario& scenario) const
{
    return Emulator::run(scenario, collective());
}

const Collective& LuaProgram::install() const
{
    const Collective& registered = replaceCollective(collective());
    const std::lock_guard lock(installedMutex());
    installedProgram() = std::make_shared<const LuaProgram>(*this);
    return registered;
}

std::shared_ptr<const LuaProgram> LuaProgram::installed()
{
    const std::lock_guard lock(installedMutex());
    return installedProgram();
}

} // namespace cubelab
