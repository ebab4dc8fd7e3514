/* tree_updo.c: the lecture's reduce Tree_UpDo on p = 2^n ranks, with plain MPI_Send/MPI_Recv.
 *
 * Node i starts with the value i+1. In step k = 1..n the link l = n-k+1 is used: every node
 * that still holds a partial sum and has bit l-1 set sends it across the link to the node
 * without that bit, which adds it (p = 8: 4->0 5->1 6->2 7->3, then 2->0 3->1, then 1->0).
 * Node 0 ends with the sum p(p+1)/2 and prints it (p = 8: "sum = 36").
 *
 * Build: mpicc -O2 -o tree_updo tree_updo.c
 * Run:   mpirun -np 8 ./tree_updo
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
            fprintf(stderr, "tree_updo: the number of ranks must be a power of two\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double x = rank + 1;
    for (int k = 1; k <= n; k++) {
        int bit = 1 << (n - k); /* link n-k+1 */
        if (rank >= 2 * bit)
            break; /* already sent its partial sum */
        if (rank & bit) {
            MPI_Send(&x, 1, MPI_DOUBLE, rank ^ bit, k, MPI_COMM_WORLD);
            break;
        }
        double y;
        MPI_Recv(&y, 1, MPI_DOUBLE, rank ^ bit, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        x += y;
    }
    if (rank == 0)
        printf("sum = %g\n", x);
    MPI_Finalize();
    return 0;
}
