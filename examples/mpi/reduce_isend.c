/* reduce_isend.c: Tree_UpDo (links n..1, as tree_updo.c) with nonblocking messages.
 *
 * Node i starts with i+1. It posts an MPI_Irecv for each of its children (i + 2^b for every
 * bit b above i's highest set bit, highest first, tag = link b+1), completes them all with
 * MPI_Waitall, adds, and sends the partial sum to its parent (i without its highest bit) with
 * MPI_Isend + MPI_Waitall. Node 0 prints the sum (p = 8: "sum = 36").
 *
 * Build: mpicc -O2 -o reduce_isend reduce_isend.c
 * Run:   mpirun -np 8 ./reduce_isend
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank, p;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    int n = 0;
    while ((1 << n) < p)
        n++;
    if ((1 << n) != p || n > 16) {
        if (rank == 0)
            fprintf(stderr, "reduce_isend: the number of ranks must be a power of two\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int high = -1; /* highest set bit of rank */
    for (int b = 0; b < n; b++)
        if (rank & (1 << b))
            high = b;
    double x = rank + 1, in[16];
    MPI_Request req[16];
    int nreq = 0;
    for (int b = n - 1; b > high; b--) {
        MPI_Irecv(&in[nreq], 1, MPI_DOUBLE, rank | (1 << b), b + 1, MPI_COMM_WORLD, &req[nreq]);
        nreq++;
    }
    MPI_Waitall(nreq, req, MPI_STATUSES_IGNORE);
    for (int k = 0; k < nreq; k++)
        x += in[k];
    if (rank != 0) {
        MPI_Isend(&x, 1, MPI_DOUBLE, rank ^ (1 << high), high + 1, MPI_COMM_WORLD, &req[0]);
        MPI_Waitall(1, req, MPI_STATUSES_IGNORE);
    } else {
        printf("sum = %g\n", x);
    }
    MPI_Finalize();
    return 0;
}
