// Node programs written in Lua beside the built-ins: the template Cube_Do against the C++
// Cube_Do, on the same numeric scenario (docs/performance.md, "Lua programs"); and a node's own
// work between two transfers, where the count hook and the run's clock look every 100
// instructions and a charged library call counts its work ("The clock: what it costs").

#include "cubelab/emulator.h"
#include "cubelab/luaprogram.h"

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

LuaProgram templateProgram(const std::string& name)
{
    std::ifstream in(std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return LuaProgram::compile(text.str(), name);
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
    if (check.final(0).elements[0] != static_cast<double>(check.nodeCount()) * (check.nodeCount() + 1) / 2) {
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
BENCHMARK(BM_LuaLoop)->ArgName("insert")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
