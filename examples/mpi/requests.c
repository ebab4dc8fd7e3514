/* requests.c: every kind of message and completion a tracer must see, on exactly 4 ranks.
 *
 *  A  ranks 0 and 1: persistent requests (MPI_Send_init, MPI_Recv_init), three rounds each:
 *     rank 0 with MPI_Startall + MPI_Waitall, rank 1 with MPI_Start + MPI_Waitany; then
 *     MPI_Request_free. 0 sends 0.5, 1.5, 2.5 (tag 10); 1 sends 100, 101, 102 (tag 11).
 *  B  rank 3 sends int {1,2,3} (MPI_Issend, tag 20), float 2.5 (MPI_Isend, tag 21) and long
 *     1234567890123 (MPI_Ibsend, tag 22) to rank 2 and completes them with MPI_Testall; rank 2
 *     receives them with MPI_Irecv (the first from rank 3 with MPI_ANY_TAG, the others from
 *     MPI_ANY_SOURCE) and MPI_Testsome.
 *  C  all ranks: MPI_Sendrecv_replace around the ring (to rank+1, from MPI_ANY_SOURCE with
 *     MPI_ANY_TAG, tag 30), rank r sending 10 r.
 *  D  all ranks: MPI_Send to and MPI_Recv from MPI_PROC_NULL (no message).
 *  E  MPI_Ssend of 5 chars 0 -> 1 (tag 40); MPI_Bsend of an int 1 -> 0 (tag 41); MPI_Rsend of
 *     an int 2 -> 3 (tag 42) into an MPI_Irecv posted before an MPI_Barrier, completed with
 *     MPI_Test; MPI_Irecv + MPI_Wait on rank 1 of an MPI_Isend from 0 (tag 50) that rank 0
 *     frees with MPI_Request_free at once.
 *  F  every collective once: Bcast Reduce Allreduce Gather Gatherv Scatter Scatterv Allgather
 *     Allgatherv Alltoall Alltoallv Reduce_scatter Reduce_scatter_block Scan Exscan Barrier.
 *
 * Build: mpicc -O2 -o requests requests.c
 * Run:   mpirun -np 4 ./requests
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank, p;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    if (p != 4) {
        if (rank == 0)
            fprintf(stderr, "requests: run it on 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    static char bsendbuf[4096];
    MPI_Buffer_attach(bsendbuf, sizeof bsendbuf);

    /* A: persistent */
    if (rank <= 1) {
        double out = 0, in = 0;
        MPI_Request r[2];
        int other = 1 - rank;
        if (rank == 0) {
            MPI_Send_init(&out, 1, MPI_DOUBLE, other, 10, MPI_COMM_WORLD, &r[0]);
            MPI_Recv_init(&in, 1, MPI_DOUBLE, other, 11, MPI_COMM_WORLD, &r[1]);
            for (int it = 0; it < 3; it++) {
                out = it + 0.5;
                MPI_Startall(2, r);
                MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
            }
        } else {
            MPI_Recv_init(&in, 1, MPI_DOUBLE, other, 10, MPI_COMM_WORLD, &r[0]);
            MPI_Send_init(&out, 1, MPI_DOUBLE, other, 11, MPI_COMM_WORLD, &r[1]);
            for (int it = 0; it < 3; it++) {
                out = 100 + it;
                MPI_Start(&r[0]);
                MPI_Start(&r[1]);
                for (int k = 0; k < 2; k++) {
                    int idx;
                    MPI_Status st;
                    MPI_Waitany(2, r, &idx, &st);
                }
            }
        }
        MPI_Request_free(&r[0]);
        MPI_Request_free(&r[1]);
    }

    /* B: typed values, ANY_SOURCE, Testall / Testsome */
    if (rank == 3) {
        int iv[3] = {1, 2, 3};
        float fv = 2.5f;
        long lv = 1234567890123L;
        MPI_Request r[3];
        MPI_Issend(iv, 3, MPI_INT, 2, 20, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&fv, 1, MPI_FLOAT, 2, 21, MPI_COMM_WORLD, &r[1]);
        MPI_Ibsend(&lv, 1, MPI_LONG, 2, 22, MPI_COMM_WORLD, &r[2]);
        int flag = 0;
        while (!flag)
            MPI_Testall(3, r, &flag, MPI_STATUSES_IGNORE);
    } else if (rank == 2) {
        int iv[3];
        float fv;
        long lv;
        MPI_Request r[3];
        /* From rank 3 with any tag: from any source with any tag it could take rank 1's ring
         * message of part C, which may already be on its way. */
        MPI_Irecv(iv, 3, MPI_INT, 3, MPI_ANY_TAG, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(&fv, 1, MPI_FLOAT, MPI_ANY_SOURCE, 21, MPI_COMM_WORLD, &r[1]);
        MPI_Irecv(&lv, 1, MPI_LONG, MPI_ANY_SOURCE, 22, MPI_COMM_WORLD, &r[2]);
        int done = 0;
        while (done < 3) {
            int out, idx[3];
            MPI_Status st[3];
            MPI_Testsome(3, r, &out, idx, st);
            if (out != MPI_UNDEFINED)
                done += out;
        }
    }

    /* C: Sendrecv_replace around the ring */
    double ring = 10.0 * rank;
    MPI_Sendrecv_replace(&ring, 1, MPI_DOUBLE, (rank + 1) % p, 30, MPI_ANY_SOURCE, MPI_ANY_TAG,
                         MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* D: MPI_PROC_NULL */
    double nothing = 1;
    MPI_Send(&nothing, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, MPI_COMM_WORLD);
    MPI_Recv(&nothing, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* E: Ssend, Bsend, Rsend, a freed Isend */
    char word[5] = {'h', 'e', 'l', 'l', 'o'};
    int v = 41;
    MPI_Request rr = MPI_REQUEST_NULL;
    if (rank == 0)
        MPI_Ssend(word, 5, MPI_CHAR, 1, 40, MPI_COMM_WORLD);
    if (rank == 1)
        MPI_Recv(word, 5, MPI_CHAR, 0, 40, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (rank == 1)
        MPI_Bsend(&v, 1, MPI_INT, 0, 41, MPI_COMM_WORLD);
    if (rank == 0)
        MPI_Recv(&v, 1, MPI_INT, 1, 41, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (rank == 3)
        MPI_Irecv(&v, 1, MPI_INT, 2, 42, MPI_COMM_WORLD, &rr);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 2) {
        v = 42;
        MPI_Rsend(&v, 1, MPI_INT, 3, 42, MPI_COMM_WORLD);
    }
    if (rank == 3) {
        int flag = 0;
        while (!flag)
            MPI_Test(&rr, &flag, MPI_STATUS_IGNORE);
    }
    if (rank == 0) {
        static double gone = 50;
        MPI_Request fr;
        MPI_Isend(&gone, 1, MPI_DOUBLE, 1, 50, MPI_COMM_WORLD, &fr);
        MPI_Request_free(&fr);
    }
    if (rank == 1) {
        double got;
        MPI_Irecv(&got, 1, MPI_DOUBLE, 0, 50, MPI_COMM_WORLD, &rr);
        MPI_Wait(&rr, MPI_STATUS_IGNORE);
    }

    /* F: every collective once */
    double d[8] = {1, 2, 3, 4, 5, 6, 7, 8}, e[8];
    int counts[4] = {1, 1, 1, 1}, displs[4] = {0, 1, 2, 3};
    MPI_Bcast(d, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Reduce(d, e, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Allreduce(d, e, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Gather(d, 1, MPI_DOUBLE, e, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Gatherv(d, 1, MPI_DOUBLE, e, counts, displs, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Scatter(d, 1, MPI_DOUBLE, e, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Scatterv(d, counts, displs, MPI_DOUBLE, e, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Allgather(d, 1, MPI_DOUBLE, e, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Allgatherv(d, 1, MPI_DOUBLE, e, counts, displs, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoall(d, 1, MPI_DOUBLE, e, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoallv(d, counts, displs, MPI_DOUBLE, e, counts, displs, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Reduce_scatter(d, e, counts, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Reduce_scatter_block(d, e, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Scan(d, e, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Exscan(d, e, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);

    void* b;
    int bs;
    MPI_Buffer_detach(&b, &bs);
    if (rank == 0)
        printf("requests done\n");
    MPI_Finalize();
    return 0;
}
