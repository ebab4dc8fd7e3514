/* abort.c: a failure: after an MPI_Barrier and one message 0 -> 2, rank 2 calls
 * MPI_Abort(MPI_COMM_WORLD, 3), which ends every rank; the others wait in a second barrier.
 * A tracer's log of rank 2 ends with "abort 3 T".
 *
 * Build: mpicc -O2 -o abort abort.c
 * Run:   mpirun -np 4 ./abort        (exits non-zero)
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank, p;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    if (p < 3) {
        if (rank == 0)
            fprintf(stderr, "abort: run it on 3 or more ranks\n");
        MPI_Finalize();
        return 2;
    }
    MPI_Barrier(MPI_COMM_WORLD);
    int x = 5;
    if (rank == 0)
        MPI_Send(&x, 1, MPI_INT, 2, 1, MPI_COMM_WORLD);
    if (rank == 2) {
        MPI_Recv(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Abort(MPI_COMM_WORLD, 3);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
