/* own_sigint.c: a program with its own SIGINT handler, set before MPI_Init: it raises SIGINT
 * to itself between two messages, counts it, and goes on to MPI_Finalize. Under the tracer
 * every rank's log is whole: the signal is the program's, not the tracer's.
 *
 * Rank r sends its rank to rank r XOR 1, twice, the SIGINT between the two; the program exits
 * with 1 when its handler did not run. */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted++;
}

int main(int argc, char **argv)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigaction(SIGINT, &sa, NULL);
    MPI_Init(&argc, &argv);
    int rank, size, got;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1;
    MPI_Sendrecv(&rank, 1, MPI_INT, peer, 1, &got, 1, MPI_INT, peer, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    raise(SIGINT);
    MPI_Sendrecv(&rank, 1, MPI_INT, peer, 2, &got, 1, MPI_INT, peer, 2, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    printf("rank %d: %d interrupt(s)\n", rank, (int)interrupted);
    MPI_Finalize();
    return interrupted == 1 ? 0 : 1;
}
