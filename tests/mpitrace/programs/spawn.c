/* spawn.c: MPI_Comm_spawn: the program started on 1 rank starts 2 more processes of itself,
 * which send their rank + 10 to it over the intercommunicator; it prints "got 10 11".
 *
 * Build: mpicc -O2 -o spawn spawn.c
 * Run:   mpirun -np 1 ./spawn */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm parent;
    MPI_Comm_get_parent(&parent);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (parent == MPI_COMM_NULL) {
        MPI_Comm children;
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &children,
                       MPI_ERRCODES_IGNORE);
        int v[2];
        for (int i = 0; i < 2; i++)
            MPI_Recv(&v[i], 1, MPI_INT, i, 5, children, MPI_STATUS_IGNORE);
        MPI_Barrier(MPI_COMM_WORLD);
        printf("got %d %d\n", v[0], v[1]);
        MPI_Comm_disconnect(&children);
    } else {
        int x = 10 + rank;
        MPI_Send(&x, 1, MPI_INT, 0, 5, parent);
        MPI_Comm_disconnect(&parent);
    }
    MPI_Finalize();
    return 0;
}
