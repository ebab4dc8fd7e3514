// Reading JSON: an object of N keys takes time linear in N (the document builder appends keys
// instead of looking each up), against nlohmann's own ordered parse, which is quadratic.

#include "cubelab/jsondocument.h"

#include <benchmark/benchmark.h>
#include <string>

namespace {

std::string objectOfKeys(std::int64_t keys)
{
    std::string text = "{";
    for (std::int64_t i = 0; i < keys; ++i)
        text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
    return text + "}";
}

void BM_ParseJsonManyKeys(benchmark::State& state)
{
    const std::string text = objectOfKeys(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(cubelab::parseJson(text, "bench.json"));
    state.SetComplexityN(state.range(0));
}

void BM_NlohmannOrderedParseManyKeys(benchmark::State& state)
{
    const std::string text = objectOfKeys(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(cubelab::Json::parse(text));
    state.SetComplexityN(state.range(0));
}

} // namespace

BENCHMARK(BM_ParseJsonManyKeys)
    ->ArgName("keys")
    ->RangeMultiplier(4)
    ->Range(3125, 200000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NlohmannOrderedParseManyKeys)
    ->ArgName("keys")
    ->Arg(3125)
    ->Arg(12500)
    ->Arg(50000)
    ->Unit(benchmark::kMillisecond);
