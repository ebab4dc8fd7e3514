// Reading and merging rank logs (cubelab/ranklog.h, cubelab/tracedrun.h): a log of N comm
// lines read, and the logs of a run of 100,000 messages on 8 … 1024 ranks merged, in two
// shapes: Cube_Do's exchanges (every rank each round) and a chain through the ranks
// downwards (each message waits for the one before it). docs/performance.md, "Reading and
// merging rank logs".

#include "cubelab/ranklog.h"
#include "cubelab/rankmerge.h"
#include "cubelab/tracedrun.h"

#include <benchmark/benchmark.h>
#include <string>
#include <vector>

namespace {

constexpr int kMessages = 100000;

std::string header(int rank, int size)
{
    return "cubelab-mpi-log 1\nrank " + std::to_string(rank) + " size " + std::to_string(size) +
           "\n";
}

std::string manyCommunicators(std::int64_t communicators)
{
    std::string text = header(0, 2);
    for (std::int64_t id = 1; id <= communicators; ++id)
        text += "comm " + std::to_string(id) + " 2 0 1\n";
    return text + "send 0 send 1 5 8 1 2 " + std::to_string(communicators) +
           " double 1 42\nend 3\n";
}

void BM_ReadRankLogManyCommunicators(benchmark::State& state)
{
    const std::string text = manyCommunicators(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(cubelab::parseRankLog(text, "rank-0.log"));
    state.SetComplexityN(state.range(0));
}

// The logs of a run as the library writes them, message by message.
class RunLogs
{
public:
    explicit RunLogs(int ranks)
        : mText(static_cast<std::size_t>(ranks)), mSeq(static_cast<std::size_t>(ranks), 0)
    {
        for (int r = 0; r < ranks; ++r)
            mText[static_cast<std::size_t>(r)] = header(r, ranks);
    }
    void send(int from, int to) { record(from, "send", "sendrecv", to); }
    void receive(int at, int from) { record(at, "recv", "sendrecv", from); }
    std::vector<cubelab::RankLog> parsed()
    {
        std::vector<cubelab::RankLog> logs;
        for (std::size_t r = 0; r < mText.size(); ++r)
            logs.push_back(
                cubelab::parseRankLog(mText[r] + "end 9\n", "rank-" + std::to_string(r) + ".log"));
        return logs;
    }

private:
    void record(int rank, const char* what, const char* call, int peer)
    {
        std::string& t = mText[static_cast<std::size_t>(rank)];
        t += std::string(what) + " " + std::to_string(mSeq[static_cast<std::size_t>(rank)]++) +
             " " + call + " " + std::to_string(peer) + " 0 8 1 2 0 double 1 1\n";
    }

    std::vector<std::string> mText;
    std::vector<std::uint64_t> mSeq;
};

// Cube_Do: round after round, every rank exchanges with its neighbour on the next link.
std::vector<cubelab::RankLog> cubeDo(int ranks)
{
    RunLogs logs(ranks);
    int dimension = 0;
    while ((1 << dimension) < ranks)
        ++dimension;
    for (int sent = 0, round = 0; sent < kMessages; ++round) {
        const int bit = 1 << (round % dimension);
        for (int r = 0; r < ranks; ++r)
            logs.send(r, r ^ bit);
        for (int r = 0; r < ranks; ++r)
            logs.receive(r, r ^ bit);
        sent += ranks;
    }
    return logs.parsed();
}

// A chain: P-1 → P-2 → … → 0 → P-1 → …, each rank sending once it received.
std::vector<cubelab::RankLog> chain(int ranks)
{
    RunLogs logs(ranks);
    for (int k = 0; k < kMessages; ++k) {
        const int from = ranks - 1 - k % ranks;
        const int to = from == 0 ? ranks - 1 : from - 1;
        logs.send(from, to);
        logs.receive(to, from);
    }
    return logs.parsed();
}

void BM_MergeCubeDo(benchmark::State& state)
{
    const std::vector<cubelab::RankLog> logs = cubeDo(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(cubelab::mergeRankLogs(logs));
}

void BM_MergeChain(benchmark::State& state)
{
    const std::vector<cubelab::RankLog> logs = chain(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(cubelab::mergeRankLogs(logs));
}

} // namespace

BENCHMARK(BM_ReadRankLogManyCommunicators)
    ->ArgName("comms")
    ->RangeMultiplier(4)
    ->Range(8192, 131072)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeCubeDo)
    ->ArgName("ranks")
    ->RangeMultiplier(8)
    ->Range(8, 1024)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeChain)
    ->ArgName("ranks")
    ->RangeMultiplier(8)
    ->Range(8, 1024)
    ->Unit(benchmark::kMillisecond);
