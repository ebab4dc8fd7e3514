#include "benchmain.h"

#include "cubelab/largebuffer.h"

#include <benchmark/benchmark.h>

namespace cubelab::bench {

int runBenchmarks(int argc, char** argv)
{
    tuneHeapForRepeatedRuns(); // as the GUI and the CLI do
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace cubelab::bench
