/* nonneighbour.c: a reduce to node 0 with one message between nodes that are not neighbours.
 *
 * p = 2^n ranks (n >= 2), node i starts with i+1. First Tree_UpDo's steps over the links
 * n..3 (p = 8: 4->0 5->1 6->2 7->3); then nodes 1, 2 and 3 send straight to node 0. 3->0
 * crosses two links (3 = 011 and 0 = 000 differ in 2 bits): no hypercube has that wire.
 * Node 0 prints the sum (p = 8: "sum = 36").
 *
 * Build: mpicc -O2 -o nonneighbour nonneighbour.c
 * Run:   mpirun -np 8 ./nonneighbour
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
    if ((1 << n) != p || n < 2) {
        if (rank == 0)
            fprintf(stderr, "nonneighbour: run it on 4, 8, 16 ... ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double x = rank + 1, y;
    int done = 0;
    for (int k = 1; k <= n - 2; k++) {
        int bit = 1 << (n - k);
        if (rank >= 2 * bit)
            break;
        if (rank & bit) {
            MPI_Send(&x, 1, MPI_DOUBLE, rank ^ bit, k, MPI_COMM_WORLD);
            done = 1;
            break;
        }
        MPI_Recv(&y, 1, MPI_DOUBLE, rank ^ bit, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        x += y;
    }
    if (!done && rank >= 1 && rank <= 3)
        MPI_Send(&x, 1, MPI_DOUBLE, 0, n, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int from = 1; from <= 3; from++) {
            MPI_Recv(&y, 1, MPI_DOUBLE, from, n, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            x += y;
        }
        printf("sum = %g\n", x);
    }
    MPI_Finalize();
    return 0;
}
