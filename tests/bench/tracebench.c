/* tracebench.c: the cost of libcubelab-trace per message.
 *
 * Two ranks ping-pong N small messages (one double; default N = 100000, or argv[1]) with
 * MPI_Send/MPI_Recv and rank 0 prints the time per message (a round trip is two messages).
 * Run it with and without the library preloaded:
 *
 *   mpirun -np 2 build/bin/cubelab-trace-bench
 *   mpirun -np 2 -x LD_PRELOAD=build/lib/libcubelab-trace.so -x CUBELAB_TRACE_DIR=/tmp/t \
 *       build/bin/cubelab-trace-bench
 *
 * Built by app/mpitrace/CMakeLists.txt as cubelab-trace-bench; never run by ctest. By hand:
 * mpicc -O2 -o tracebench tracebench.c
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long n = argc > 1 ? atol(argv[1]) : 100000;
    if (size != 2 || n < 2) {
        if (rank == 0)
            fprintf(stderr, "tracebench: run it on 2 ranks, with N >= 2 messages\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double x = 1.0;
    long rounds = n / 2;
    for (int warm = 0; warm < 1000; warm++) { /* untimed */
        if (rank == 0) {
            MPI_Send(&x, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
            MPI_Recv(&x, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&x, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&x, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (long i = 0; i < rounds; i++) {
        if (rank == 0) {
            x += 1.0;
            MPI_Send(&x, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
            MPI_Recv(&x, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&x, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&x, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
        }
    }
    double t = MPI_Wtime() - t0;
    if (rank == 0)
        printf("%ld messages in %.6f s: %.3f us per message\n", 2 * rounds, t,
               t / (2.0 * rounds) * 1e6);
    MPI_Finalize();
    return 0;
}
