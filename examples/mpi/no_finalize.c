/* no_finalize.c: a mistake: rank 1 receives one message from rank 0, then every rank returns
 * from main without calling MPI_Finalize. mpirun reports that the ranks exited improperly;
 * the tracing library, which writes a rank's log at MPI_Finalize (or MPI_Abort, or a crash),
 * leaves no complete log, and cubelab-mpi trace says that the ranks ended without
 * MPI_Finalize.
 *
 * Build: mpicc -O2 -o no_finalize no_finalize.c
 * Run:   mpirun -np 4 ./no_finalize   (exits non-zero)
 */
#include <mpi.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double x = 1.0;
    if (rank == 0)
        MPI_Send(&x, 1, MPI_DOUBLE, 1, 7, MPI_COMM_WORLD);
    if (rank == 1)
        MPI_Recv(&x, 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return 0; /* MPI_Finalize forgotten */
}
