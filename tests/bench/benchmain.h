#pragma once
// The main() of both benchmark binaries, after their own set-up: the heap as the programs
// have it (tuneHeapForRepeatedRuns), then Google Benchmark with the command line.

namespace cubelab::bench {

int runBenchmarks(int argc, char** argv);

} // namespace cubelab::bench
