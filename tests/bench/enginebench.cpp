// cubelab-bench: the engine's speed and memory. Each emulated run is paired with a plain
// array loop that computes the same all-reduce (flatallreduce.h), the practical limit; the
// emulated result is checked against the loop's once, outside the timed loop, so that the
// two really compute the same numbers.
//
// Counters (bytes, shown in binary multiples):
//   peak_rss    the process's resident high-water mark during the benchmark (all its
//               iterations; one run's data is freed before the next starts)
//   rss_growth  peak_rss minus the resident size when the benchmark started: what the run
//               itself needed at its peak
//   trace       the bytes one finished trace holds (Trace::memoryBytes())

#include "benchmain.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/machine.h"
#include "flatallreduce.h"
#include "memoryprobe.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

namespace cubelab::bench {

namespace {

Scenario numericScenario(const char* algorithm, int dimension, std::int64_t elements)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.elements = elements;
    s.values = ValueMode::Numeric;
    return normalized(s);
}

benchmark::Counter bytesCounter(std::uint64_t bytes)
{
    return benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kDefaults,
                              benchmark::Counter::OneK::kIs1024);
}

void reportMemory(benchmark::State& state, const MemoryProbe& probe)
{
    state.counters["peak_rss"] = bytesCounter(probe.peakBytes());
    state.counters["rss_growth"] = bytesCounter(probe.growthBytes());
    if (!probe.resettable())
        state.SetLabel("peak since process start");
}

// Empty when every node's final vector equals the flat loop's; otherwise what differs.
std::string compareWithFlat(const Trace& trace, const std::vector<double>& flat)
{
    const std::uint32_t m = trace.elements();
    for (NodeId i = 0; i < trace.nodeCount(); ++i) {
        const NodeValue v = trace.final(i);
        for (std::uint32_t e = 0; e < m; ++e)
            if (!v.present || v.elements[e] != flat[std::size_t{i} * m + e])
                return "node " + std::to_string(i) + " element " + std::to_string(e) +
                       " differs from the plain loop";
    }
    return {};
}

// A block collective's final state: every block every node holds.
std::string compareBlocksWithFlat(const Trace& trace, const std::vector<double>& flat)
{
    const std::uint32_t m = trace.elements();
    for (NodeId i = 0; i < trace.nodeCount(); ++i) {
        const NodeValue v = trace.final(i);
        if (v.blocks.size() != trace.blockCount())
            return "node " + std::to_string(i) + " lacks blocks";
        for (const BlockValue& block : v.blocks) {
            const std::uint64_t begin = blockBegin(block.block, m, trace.blockCount());
            for (std::size_t e = 0; e < block.elements.size(); ++e)
                if (block.elements[e] != flat[std::size_t{i} * m + begin + e])
                    return "node " + std::to_string(i) + " block " + std::to_string(block.block) +
                           " differs from the plain loop";
        }
    }
    return {};
}

std::vector<double> flatFor(const Scenario& s)
{
    const auto m = static_cast<std::uint32_t>(s.elements);
    if (s.algorithm == "rabenseifner-allreduce")
        return flatRabenseifnerAllreduce(s.dimension, m, s.linkOrder, s.secondLinkOrder);
    if (s.algorithm == "ring-allreduce")
        return flatRingAllreduce(s.dimension, m);
    if (s.algorithm == "cube-allreduce")
        return flatCubeAllreduce(s.dimension, m, s.linkOrder);
    return flatTreeAllreduce(s.dimension, m, s.linkOrder, s.secondLinkOrder);
}

void emulate(benchmark::State& state, const char* algorithm)
{
    const Scenario s = numericScenario(algorithm, static_cast<int>(state.range(0)), state.range(1));
    std::uint64_t traceBytes = 0;
    {
        const Trace check = Emulator::run(s);
        const std::string mismatch = check.hasBlocks() ? compareBlocksWithFlat(check, flatFor(s))
                                                       : compareWithFlat(check, flatFor(s));
        if (!mismatch.empty()) {
            state.SkipWithError(mismatch.c_str());
            return;
        }
        traceBytes = check.memoryBytes();
    }
    const MemoryProbe probe;
    for (auto _ : state) {
        Trace trace = Emulator::run(s);
        benchmark::DoNotOptimize(trace.final(0).elements.data());
    }
    reportMemory(state, probe);
    state.counters["trace"] = bytesCounter(traceBytes);
}

void flat(benchmark::State& state, const char* algorithm)
{
    const Scenario s = numericScenario(algorithm, static_cast<int>(state.range(0)), state.range(1));
    const MemoryProbe probe;
    for (auto _ : state) {
        std::vector<double> result = flatFor(s);
        benchmark::DoNotOptimize(result.data());
        benchmark::ClobberMemory();
    }
    reportMemory(state, probe);
}

void BM_EmulateCubeDo(benchmark::State& state)
{
    emulate(state, "cube-allreduce");
}
void BM_FlatCubeDo(benchmark::State& state)
{
    flat(state, "cube-allreduce");
}
void BM_EmulateTreeDo(benchmark::State& state)
{
    emulate(state, "tree-allreduce");
}
void BM_FlatTreeDo(benchmark::State& state)
{
    flat(state, "tree-allreduce");
}

void pairArguments(benchmark::internal::Benchmark* b)
{
    b->ArgNames({"n", "m"});
    for (int n : {10, 12, 16, 20})
        b->Args({n, 1});
    b->Args({12, 1024});
    b->Unit(benchmark::kMillisecond);
}

BENCHMARK(BM_EmulateCubeDo)->Apply(pairArguments);
BENCHMARK(BM_FlatCubeDo)->Apply(pairArguments);
BENCHMARK(BM_EmulateTreeDo)->Apply(pairArguments);
BENCHMARK(BM_FlatTreeDo)->Apply(pairArguments);

// The block all-reduces at n = 10 and m = 2^14 (128 MiB of inputs) against their plain loops.
void BM_EmulateRabenseifner(benchmark::State& state)
{
    emulate(state, "rabenseifner-allreduce");
}
void BM_FlatRabenseifner(benchmark::State& state)
{
    flat(state, "rabenseifner-allreduce");
}
void BM_EmulateRing(benchmark::State& state)
{
    emulate(state, "ring-allreduce");
}
void BM_FlatRing(benchmark::State& state)
{
    flat(state, "ring-allreduce");
}

void blockArguments(benchmark::internal::Benchmark* b)
{
    b->ArgNames({"n", "m"});
    b->Args({10, 1 << 14});
    b->Args({6, 64});
    b->Unit(benchmark::kMillisecond);
}

BENCHMARK(BM_EmulateRabenseifner)->Apply(blockArguments);
BENCHMARK(BM_FlatRabenseifner)->Apply(blockArguments);
BENCHMARK(BM_EmulateRing)->Apply(blockArguments);
BENCHMARK(BM_FlatRing)->Apply(blockArguments);

// Symbolic Cube_Do: every node ends with an expression naming all p leaves.
void BM_EmulateCubeDoSymbolic(benchmark::State& state)
{
    Scenario s;
    s.dimension = static_cast<int>(state.range(0));
    s.algorithm = "cube-allreduce";
    s = normalized(s);
    std::uint64_t traceBytes = 0;
    {
        const Trace check = Emulator::run(s);
        const std::vector<double> expected = flatFor(s);
        std::vector<double> leaves(check.nodeCount());
        for (NodeId i = 0; i < check.nodeCount(); ++i)
            leaves[i] = static_cast<double>(i) + 1.0;
        for (NodeId i = 0; i < check.nodeCount(); ++i) {
            const ExprId e = check.final(i).expr;
            if (e == kNoExpr || check.expressions().node(e).leafCount != check.nodeCount() ||
                check.expressions().evaluate(e, leaves) != expected[i]) {
                state.SkipWithError(
                    ("node " + std::to_string(i) + "'s expression is not the sum of every leaf")
                        .c_str());
                return;
            }
        }
        traceBytes = check.memoryBytes();
    }
    const MemoryProbe probe;
    for (auto _ : state) {
        Trace trace = Emulator::run(s);
        benchmark::DoNotOptimize(trace.final(0).expr);
    }
    reportMemory(state, probe);
    state.counters["trace"] = bytesCounter(traceBytes);
}
BENCHMARK(BM_EmulateCubeDoSymbolic)
    ->ArgName("n")
    ->Arg(8)
    ->Arg(10)
    ->Arg(12)
    ->Unit(benchmark::kMillisecond);

// Random access to the state after a step of a recorded numeric Cube_Do trace (what a view
// does when the user drags the step slider).
void BM_StateAt(benchmark::State& state)
{
    const Trace trace =
        Emulator::run(numericScenario("cube-allreduce", static_cast<int>(state.range(0)), 1));
    {
        const std::vector<NodeValue> last = trace.stateAt(trace.stepCount());
        for (NodeId i = 0; i < trace.nodeCount(); ++i) {
            if (!last[i].present || last[i].elements[0] != trace.final(i).elements[0]) {
                state.SkipWithError("the state after the last step is not the final state");
                return;
            }
        }
    }
    std::mt19937 random(20260101);
    std::uniform_int_distribution<std::size_t> anyStep(0, trace.stepCount());
    for (auto _ : state) {
        std::vector<NodeValue> values = trace.stateAt(anyStep(random));
        benchmark::DoNotOptimize(values.data());
    }
    state.counters["nodes"] = static_cast<double>(trace.nodeCount());
}
BENCHMARK(BM_StateAt)
    ->ArgName("n")
    ->Arg(6)
    ->Arg(10)
    ->Arg(16)
    ->Arg(20)
    ->Unit(benchmark::kMicrosecond);

// The cost model pricing a recorded Cube_Do on the ideal hypercube (every link equal and
// unshared, full duplex), checked first against the published formula
// n · (latency + m·bytes / bandwidth + m·combine).
void BM_CostEvaluate(benchmark::State& state)
{
    const int n = static_cast<int>(state.range(0));
    const Trace trace = Emulator::run(numericScenario("cube-allreduce", n, 1));
    const Machine& machine = findMachine("ideal-hypercube");
    {
        const CostResult check = CostModel::evaluate(trace, machine);
        const LinkClass& link = machine.linkClasses.front();
        const double expected =
            n * (link.latency + machine.elementBytes / link.bandwidth + machine.combineSeconds);
        if (check.steps.size() != trace.stepCount() ||
            std::abs(check.total - expected) > 1e-9 * expected) {
            state.SkipWithError("the cost differs from n·(latency + bytes/bandwidth + combine)");
            return;
        }
    }
    for (auto _ : state) {
        CostResult result = CostModel::evaluate(trace, machine);
        benchmark::DoNotOptimize(result.total);
    }
    state.counters["messages"] = static_cast<double>(trace.allMessages().size());
}
BENCHMARK(BM_CostEvaluate)->ArgName("n")->Arg(6)->Arg(10)->Arg(13)->Unit(benchmark::kMicrosecond);

} // namespace

} // namespace cubelab::bench

int main(int argc, char** argv)
{
    return cubelab::bench::runBenchmarks(argc, argv);
}
