/* threads.c: a correct MPI_THREAD_MULTIPLE program: on each of 2 ranks four threads exchange
 * 1,000 messages each with the other rank (tags 1 to 4; MPI_Isend, MPI_Irecv, MPI_Waitall),
 * at the same time: the threads post, meet at a barrier, then all wait at once. Every rank's
 * log, traced whole, has 8,000 send and recv records. Exits
 * with 1 when MPI does not provide MPI_THREAD_MULTIPLE or a value is wrong.
 *
 * Build: mpicc -O2 -pthread -o threads threads.c */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>

enum
{
    MESSAGES = 1000,
    THREADS = 4
};

static int rank, wrong;
static pthread_barrier_t together;

static void* exchange(void* arg)
{
    int tag = *(const int*)arg, peer = 1 - rank;
    for (int i = 0; i < MESSAGES; i++) {
        int out = 10000 * tag + i, in = -1;
        MPI_Request requests[2];
        MPI_Irecv(&in, 1, MPI_INT, peer, tag, MPI_COMM_WORLD, &requests[0]);
        MPI_Isend(&out, 1, MPI_INT, peer, tag, MPI_COMM_WORLD, &requests[1]);
        pthread_barrier_wait(&together); /* the threads wait at the same moment */
        MPI_Waitall(2, requests, MPI_STATUSES_IGNORE);
        if (in != out)
            wrong = 1;
    }
    return NULL;
}

int main(int argc, char** argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided != MPI_THREAD_MULTIPLE) {
        printf("no MPI_THREAD_MULTIPLE\n");
        MPI_Finalize();
        return 1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    pthread_barrier_init(&together, NULL, THREADS);
    int tags[THREADS];
    pthread_t threads[THREADS];
    for (int t = 0; t < THREADS; t++) {
        tags[t] = t + 1;
        pthread_create(&threads[t], NULL, exchange, &tags[t]);
    }
    for (int t = 0; t < THREADS; t++)
        pthread_join(threads[t], NULL);
    printf("rank %d: %s\n", rank, wrong ? "wrong values" : "all values right");
    MPI_Finalize();
    return wrong;
}
