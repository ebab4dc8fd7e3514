// A traced MPI program's trace (cubelab/tracedtrace.h): the run made into a trace, written as
// a trace file and read back, for runs of growing length — Cube_Do on 64 ranks repeated, each
// repetition 6 steps of 64 messages. Reported per message, and the file's bytes per message
// (docs/performance.md, "A traced program's trace file").

#include "cubelab/jsondocument.h"
#include "cubelab/jsonio.h"
#include "cubelab/tracedtrace.h"

#include <benchmark/benchmark.h>
#include <memory>

namespace {

// Cube_Do on 2^6 ranks, repeated: a run of repetitions × 6 × 64 messages.
std::shared_ptr<const cubelab::TracedRun> cubeDoRun(std::int64_t repetitions)
{
    auto run = std::make_shared<cubelab::TracedRun>();
    run->dimension = 6;
    run->ranks = 64;
    double t = 0;
    for (std::int64_t r = 0; r < repetitions; ++r)
        for (int link = 6; link >= 1; --link) {
            ++run->stepCount;
            for (int node = 0; node < 64; ++node) {
                cubelab::TracedMessage m;
                m.from = node;
                m.to = node ^ (1 << (link - 1));
                m.bytes = 8;
                m.sendCall = m.receiveCall = "sendrecv";
                m.sendStart = m.receiveStart = t;
                m.sendEnd = m.receiveEnd = t + 1e-6;
                m.type = "double";
                m.values = {static_cast<double>(node + 1)};
                m.step = run->stepCount;
                m.links = {link};
                run->messages.push_back(std::move(m));
            }
            t += 2e-6;
        }
    return run;
}

void BM_TracedTraceWrite(benchmark::State& state)
{
    const auto run = cubeDoRun(state.range(0));
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = cubelab::traceFileText(cubelab::traceOf(run));
        bytes = text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * run->messages.size()));
    state.counters["file bytes a message"] =
        static_cast<double>(bytes) / static_cast<double>(run->messages.size());
}

void BM_TracedTraceRead(benchmark::State& state)
{
    const auto run = cubeDoRun(state.range(0));
    const std::string text = cubelab::traceFileText(cubelab::traceOf(run));
    for (auto _ : state)
        benchmark::DoNotOptimize(
            cubelab::traceFromJson(cubelab::parseJson(text, "bench.json"), "bench.json"));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * run->messages.size()));
}

} // namespace

BENCHMARK(BM_TracedTraceWrite)
    ->ArgName("repetitions")
    ->Arg(1)
    ->Arg(16)
    ->Arg(256)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TracedTraceRead)
    ->ArgName("repetitions")
    ->Arg(1)
    ->Arg(16)
    ->Arg(256)
    ->Unit(benchmark::kMillisecond);
