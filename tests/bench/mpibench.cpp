// cubelab-mpi-bench: on the same ranks and data, Cube_Do through CubeLab's MPI transport (the
// coroutine node program on MpiNode) against a hand-written MPI_Sendrecv recursive-doubling
// loop and against MPI_Allreduce. Run it with mpirun (docs/performance.md, "cubelab-mpi");
// rank 0 prints the medians and the transport's ratio to the hand-written loop.
//
//   mpirun -np 8 build/bin/cubelab-mpi-bench [repetitions]

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/measurement.h"
#include "cubelab/operator.h"
#include "rankrun.h"

#include <bit>
#include <cstdio>
#include <cstdlib>
#include <mpi.h>
#include <vector>

namespace {

using namespace cubelab;

// The slowest rank's time of one run of `work`, started together after a barrier.
template <typename Work> double timed(Work&& work)
{
    MPI_Barrier(MPI_COMM_WORLD);
    const double start = MPI_Wtime();
    work();
    const double mine = MPI_Wtime() - start;
    double slowest = 0;
    MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    return slowest;
}

// Recursive doubling written by hand: over links n … 1, exchange the whole vector with the
// partner and add, as Cube_Do does.
void handWritten(std::vector<double>& s, std::vector<double>& received, int rank, int dimension)
{
    for (int link = dimension; link >= 1; --link) {
        const int partner = rank ^ (1 << (link - 1));
        MPI_Sendrecv(s.data(), static_cast<int>(s.size()), MPI_DOUBLE, partner, 1, received.data(),
                     static_cast<int>(received.size()), MPI_DOUBLE, partner, 1, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        combineInto(Operator::Sum, s, received);
    }
}

} // namespace

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0;
    int ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const int repetitions = argc > 1 ? std::atoi(argv[1]) : 50;
    if (!std::has_single_bit(static_cast<unsigned>(ranks)) || repetitions < 1) {
        if (rank == 0)
            std::fprintf(stderr, "usage: mpirun -np 2^n cubelab-mpi-bench [repetitions ≥ 1]\n");
        MPI_Finalize();
        return 2;
    }
    const int dimension = std::countr_zero(static_cast<unsigned>(ranks));
    if (rank == 0)
        std::printf("Cube_Do on %d ranks, median of %d runs after 5 warm-up runs\n"
                    "%10s %14s %14s %14s %10s\n",
                    ranks, repetitions, "vector", "transport", "hand loop", "MPI_Allreduce",
                    "ratio");
    for (const std::uint64_t elements : {16u, 128u, 1024u, 16384u, 131072u}) {
        Scenario scenario;
        scenario.algorithm = "cube-allreduce";
        scenario.dimension = dimension;
        scenario.elements = static_cast<std::int64_t>(elements);
        scenario.values = ValueMode::Numeric;
        const Trace trace = Emulator::run(scenario);
        const Collective& cubeDo = findCollective("cube-allreduce");
        mpi::RankRun program(trace, cubeDo, static_cast<NodeId>(rank));
        const std::vector<double> input = program.input();
        std::vector<double> s = input;
        std::vector<double> received(elements);
        std::vector<double> out(elements);

        std::vector<double> transport;
        std::vector<double> hand;
        std::vector<double> library;
        for (int r = 0; r < repetitions + 5; ++r) {
            // The transport's own clock: from the barrier that starts the run, after the node
            // has been set up with its input, until the rank is done.
            const double mine = program.run(false, false).total();
            double t1 = 0;
            MPI_Allreduce(&mine, &t1, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
            s = input;
            const double t2 = timed([&] { handWritten(s, received, rank, dimension); });
            const double t3 = timed([&] {
                MPI_Allreduce(input.data(), out.data(), static_cast<int>(elements), MPI_DOUBLE,
                              MPI_SUM, MPI_COMM_WORLD);
            });
            if (r < 5)
                continue;
            transport.push_back(t1);
            hand.push_back(t2);
            library.push_back(t3);
        }
        if (rank == 0) {
            const double a = summarize(transport).median;
            const double b = summarize(hand).median;
            const double c = summarize(library).median;
            std::printf("%8llu B %11.2f µs %11.2f µs %11.2f µs %9.2f×\n",
                        static_cast<unsigned long long>(elements * sizeof(double)), a * 1e6,
                        b * 1e6, c * 1e6, a / b);
        }
    }
    MPI_Finalize();
    return 0;
}
