/* own_handlers.c: a program with its own handler for SIGINT and for SIGFPE (a fatal signal
 * the tracer catches where the program does not), set before MPI_Init: it raises both to
 * itself between two messages, counts them, and goes on to MPI_Finalize. Under the tracer
 * every rank's log is whole: the signals are the program's, not the tracer's.
 *
 * Rank r sends its rank to rank r XOR 1, twice, the signals between the two; the program exits
 * with 1 when its handler did not run twice. */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t interrupted; /* the signals handled */

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted++;
}

int main(int argc, char** argv)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
    MPI_Init(&argc, &argv);
    int rank, size, got;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1;
    MPI_Sendrecv(&rank, 1, MPI_INT, peer, 1, &got, 1, MPI_INT, peer, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    raise(SIGINT);
    raise(SIGFPE);
    MPI_Sendrecv(&rank, 1, MPI_INT, peer, 2, &got, 1, MPI_INT, peer, 2, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    printf("rank %d: %d signal(s)\n", rank, (int)interrupted);
    MPI_Finalize();
    return interrupted == 2 ? 0 : 1;
}
