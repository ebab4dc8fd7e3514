/* tree_down.c: the lecture's broadcast Tree_Down from node 0 on p = 2^n ranks, with plain
 * MPI_Send/MPI_Recv, over the links 1, 2, ..., n (the order of the lecture's exercise).
 *
 * In step k = 1..n the link k is used: every node i < 2^(k-1) sends to i + 2^(k-1)
 * (p = 8: 0->1, then 0->2 1->3, then 0->4 1->5 2->6 3->7): the highest link carries the
 * most messages. Node 0 starts with 36.0; every node checks that it received it, and node 0
 * prints "broadcast 36". The lecture's exercise reverses the link order: tree_down_reversed.c.
 *
 * Build: mpicc -O2 -o tree_down tree_down.c
 * Run:   mpirun -np 8 ./tree_down
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
    if ((1 << n) != p) {
        if (rank == 0)
            fprintf(stderr, "tree_down: the number of ranks must be a power of two\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double x = rank == 0 ? 36.0 : 0.0;
    for (int k = 1; k <= n; k++) {
        int bit = 1 << (k - 1); /* link k */
        if (rank < bit)
            MPI_Send(&x, 1, MPI_DOUBLE, rank + bit, k, MPI_COMM_WORLD);
        else if (rank < 2 * bit)
            MPI_Recv(&x, 1, MPI_DOUBLE, rank - bit, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (x != 36.0) {
        fprintf(stderr, "tree_down: rank %d has %g\n", rank, x);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    if (rank == 0)
        printf("broadcast %g\n", x);
    MPI_Finalize();
    return 0;
}
