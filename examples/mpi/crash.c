/* crash.c: a failure: rank 1 receives one message from rank 0, then dies of a segmentation
 * fault; the other ranks go on to MPI_Finalize and are ended by mpirun.
 * A tracer's log of rank 1 holds the message and no "end" line.
 *
 * Build: mpicc -O2 -o crash crash.c
 * Run:   mpirun -np 4 ./crash        (exits non-zero)
 */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double x = 1.0;
    if (rank == 0)
        MPI_Send(&x, 1, MPI_DOUBLE, 1, 7, MPI_COMM_WORLD);
    if (rank == 1) {
        MPI_Recv(&x, 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        volatile int* nowhere = NULL;
        *nowhere = 1;   /* SIGSEGV */
        raise(SIGSEGV); /* in case the store was not a fault */
    }
    MPI_Finalize();
    return 0;
}
