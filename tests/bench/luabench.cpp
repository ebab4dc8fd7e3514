// Node programs written in Lua beside the built-ins: the template Cube_Do against the C++
// Cube_Do, on the same numeric scenario (docs/performance.md, "Lua programs"); and a node's own
// work between two transfers, where the count hook and the run's clock look every 100
// instructions and a charged library call counts its work ("The clock: what it costs"); and a
// whole check of a program exercise, whose runs share one clock ("A check's clock").

#include "cubelab/emulator.h"
#include "cubelab/exerciseio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/programchecker.h"

#include <benchmark/benchmark.h>
#include <fstream>
#include <sstream>

using namespace cubelab;

namespace {

Scenario cubeDo(int dimension)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = "cube-allreduce";
    s.values = ValueMode::Numeric;
    s.elements = 1;
    return s;
}

std::string sourceText(const std::string& path)
{
    std::ifstream in(std::string(CUBELAB_SOURCE_DIR) + "/" + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

LuaProgram templateProgram(const std::string& name)
{
    return LuaProgram::compile(sourceText("resources/programs/" + name), name);
}

const LuaProgram& luaCubeDo()
{
    static const LuaProgram program = templateProgram("cube-do.lua");
    return program;
}

// Tree_Do's template: its top level defines two local functions, which every node's own run of
// the top level creates anew (docs/programs.md, "Nodes share nothing but messages").
const LuaProgram& luaTreeDo()
{
    static const LuaProgram program = templateProgram("tree-do.lua");
    return program;
}

void BM_LuaCubeDo(benchmark::State& state)
{
    const Scenario s = cubeDo(static_cast<int>(state.range(0)));
    const Trace check = luaCubeDo().run(s);
    if (check.final(0).elements[0] !=
        static_cast<double>(check.nodeCount()) * (check.nodeCount() + 1) / 2) {
        state.SkipWithError("the Lua Cube_Do does not reach the sum");
        return;
    }
    for (auto _ : state) {
        Trace trace = luaCubeDo().run(s);
        benchmark::DoNotOptimize(trace.final(0).elements.data());
    }
}

void BM_LuaTreeDo(benchmark::State& state)
{
    Scenario s = cubeDo(static_cast<int>(state.range(0)));
    s.algorithm = "tree-allreduce";
    for (auto _ : state) {
        Trace trace = luaTreeDo().run(s);
        benchmark::DoNotOptimize(trace.final(0).elements.data());
    }
}

// Two nodes, each running one loop before its exchange: 2,000,000 instructions of arithmetic,
// or 100,000 calls of table.insert (a library function that charges its work).
const LuaProgram& luaLoop(int which)
{
    static const LuaProgram arithmetic = LuaProgram::compile(
        "implements = \"Cube_Do\"\nfunction program(node)\n    local x = 0\n"
        "    for i = 1, 1000000 do x = x + i end\n    node:exchange(1, node:s())\nend\n",
        "arithmetic.lua");
    static const LuaProgram inserts = LuaProgram::compile(
        "implements = \"Cube_Do\"\nfunction program(node)\n    local t = {}\n"
        "    for i = 1, 100000 do table.insert(t, i) end\n    node:exchange(1, node:s())\nend\n",
        "inserts.lua");
    return which == 0 ? arithmetic : inserts;
}

void BM_LuaLoop(benchmark::State& state)
{
    const Scenario s = cubeDo(1);
    for (auto _ : state) {
        Trace trace = luaLoop(static_cast<int>(state.range(0))).run(s);
        benchmark::DoNotOptimize(trace.final(0).elements.data());
    }
}

void BM_BuiltinCubeDo(benchmark::State& state)
{
    const Scenario s = cubeDo(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        Trace trace = Emulator::run(s);
        benchmark::DoNotOptimize(trace.final(0).elements.data());
    }
}

// A whole check with the solution of each built-in program exercise: 120 runs on up to 64 nodes,
// the reference's runs and the comparisons included, so an upper bound of the Lua time the
// check's clock (ProgramChecker::kClock) counts.
void BM_ProgramCheck(benchmark::State& state)
{
    static const ExerciseSet exercises = builtinExercises();
    const bool highLinks = state.range(0) == 1;
    const Exercise& exercise =
        *exercises.find(highLinks ? "program-tree-down-high-links" : "program-broadcast-any-root");
    const ProgramAnswer answer =
        highLinks ? ProgramAnswer{"high-links-first.lua",
                                  sourceText("tests/data/programs/high-links-first.lua")}
                  : ProgramAnswer{"tree-down.lua", sourceText("resources/programs/tree-down.lua")};
    if (!ProgramChecker::check(exercise, answer).correct) {
        state.SkipWithError("the solution does not pass its exercise");
        return;
    }
    for (auto _ : state) {
        CheckResult result = ProgramChecker::check(exercise, answer);
        benchmark::DoNotOptimize(result.correct);
    }
}

void dimensions(benchmark::internal::Benchmark* b)
{
    b->ArgName("n");
    for (int n : {6, 10, 12, 16})
        b->Arg(n);
    b->Unit(benchmark::kMillisecond);
}

} // namespace

BENCHMARK(BM_LuaCubeDo)->Apply(dimensions);
BENCHMARK(BM_LuaTreeDo)->Apply(dimensions);
BENCHMARK(BM_BuiltinCubeDo)->Apply(dimensions);
BENCHMARK(BM_ProgramCheck)->ArgName("highLinks")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LuaLoop)->ArgName("insert")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
