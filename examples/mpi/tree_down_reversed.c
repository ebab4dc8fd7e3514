/* tree_down_reversed.c: the lecture's exercise solved: Tree_Down from node 0 on p = 2^n
 * ranks over the links n, n-1, ..., 1, so that link n carries one message, link n-1 two
 * (plain MPI_Send/MPI_Recv).
 *
 * In step k = 1..n the link l = n-k+1 is used: every node that holds the value sends it to
 * its neighbour across l (p = 8: 0->4, then 0->2 4->6, then 0->1 2->3 4->5 6->7). Node 0
 * starts with 36.0; every node checks that it received it, and node 0 prints "broadcast 36".
 *
 * Build: mpicc -O2 -o tree_down_reversed tree_down_reversed.c
 * Run:   mpirun -np 8 ./tree_down_reversed
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
            fprintf(stderr, "tree_down_reversed: the number of ranks must be a power of two\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double x = rank == 0 ? 36.0 : 0.0;
    for (int k = 1; k <= n; k++) {
        int bit = 1 << (n - k); /* link n-k+1 */
        if (rank % (2 * bit) == 0)
            MPI_Send(&x, 1, MPI_DOUBLE, rank + bit, k, MPI_COMM_WORLD);
        else if (rank % (2 * bit) == bit)
            MPI_Recv(&x, 1, MPI_DOUBLE, rank - bit, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (x != 36.0) {
        fprintf(stderr, "tree_down_reversed: rank %d has %g\n", rank, x);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    if (rank == 0)
        printf("broadcast %g\n", x);
    MPI_Finalize();
    return 0;
}
