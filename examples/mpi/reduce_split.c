/* reduce_split.c: Tree_UpDo (as tree_updo.c) on a communicator whose ranks run backwards.
 *
 * MPI_Comm_split(MPI_COMM_WORLD, 0, p-1-rank) gives one communicator holding every rank, in
 * which world rank w has rank p-1-w. Tree_UpDo runs on it with MPI_Send/MPI_Recv: node r (its
 * rank in the new communicator) starts with r+1; node r = 0, world rank p-1, ends with the sum
 * and prints it (p = 8: "sum = 36"). A tracer must translate the peers back to world ranks:
 * the first message, 4->0 in the new communicator, goes from world rank 3 to world rank 7.
 *
 * Build: mpicc -O2 -o reduce_split reduce_split.c
 * Run:   mpirun -np 8 ./reduce_split
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int world, p;
    MPI_Comm_rank(MPI_COMM_WORLD, &world);
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    int n = 0;
    while ((1 << n) < p)
        n++;
    if ((1 << n) != p) {
        if (world == 0)
            fprintf(stderr, "reduce_split: the number of ranks must be a power of two\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    MPI_Comm rev;
    MPI_Comm_split(MPI_COMM_WORLD, 0, p - 1 - world, &rev);
    int rank;
    MPI_Comm_rank(rev, &rank);
    double x = rank + 1;
    for (int k = 1; k <= n; k++) {
        int bit = 1 << (n - k);
        if (rank >= 2 * bit)
            break;
        if (rank & bit) {
            MPI_Send(&x, 1, MPI_DOUBLE, rank ^ bit, k, rev);
            break;
        }
        double y;
        MPI_Recv(&y, 1, MPI_DOUBLE, rank ^ bit, k, rev, MPI_STATUS_IGNORE);
        x += y;
    }
    if (rank == 0)
        printf("sum = %g (world rank %d)\n", x, world);
    MPI_Comm_free(&rev);
    MPI_Finalize();
    return 0;
}
