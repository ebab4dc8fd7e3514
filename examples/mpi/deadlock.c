/* deadlock.c: a failure: ranks 0 and 1 both call MPI_Recv first, each waiting for the other,
 * so neither reaches its MPI_Send. Every rank first meets in an MPI_Barrier; ranks 2 and up
 * then finish. Run it with a time limit (mpirun --timeout 5); a tracer's logs of ranks 0 and 1
 * end without an "end" line.
 *
 * Build: mpicc -O2 -o deadlock deadlock.c
 * Run:   mpirun --timeout 5 -np 4 ./deadlock      (never finishes by itself)
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank <= 1) {
        double x = rank, y;
        int other = 1 - rank;
        MPI_Recv(&y, 1, MPI_DOUBLE, other, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&x, 1, MPI_DOUBLE, other, 0, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
