/* libcubelab-trace: the Fortran entry points.
 *
 * Open MPI's Fortran bindings (mpif.h, and `use mpi`, whose module only declares interfaces
 * to the same external mpi_xxx_ symbols) call PMPI_ functions themselves, so the C wrappers in
 * cubelabtrace.c never see a Fortran program's calls. This file defines the Fortran symbols
 * (gfortran's name, mpi_send_, and the aliases mpi_send, mpi_send__ and MPI_SEND); as the
 * library is preloaded, they come before libmpi_mpifh's. Each converts its handles (integer
 * arguments passed by reference) to C and calls the library's own C wrapper (MPI_Send...),
 * which records and calls PMPI_.
 *
 * `use mpi_f08` (Open MPI): the module's procedures are the external symbols mpi_send_f08_ ...
 * in libmpi_usempif08. In Open MPI 4.1 each of them (ompi/mpi/fortran/use-mpi-f08/send_f08.F90
 * ...) passes its arguments, in the same order, to the C function behind mpif.h's mpi_send_
 * (ompi_send_f, or PMPI_Test... for the test family), so they have mpif.h's arguments:
 * - a handle, TYPE(MPI_Comm) ..., is a BIND(C) type of one INTEGER, MPI_VAL, passed by
 *   reference: the address of mpif.h's INTEGER handle. An array of them, as
 *   array_of_requests(count), is an array of INTEGERs;
 * - TYPE(MPI_Status) is BIND(C): MPI_SOURCE, MPI_TAG, MPI_ERROR, a C int and a size_t, the
 *   MPI_STATUS_SIZE (6) INTEGERs of mpif.h's status, also in arrays of statuses;
 * - MPI_STATUS_IGNORE, MPI_STATUSES_IGNORE, MPI_IN_PLACE and MPI_BOTTOM are bound to the same
 *   C symbols as mpif.h's (mpi_fortran_status_ignore_ ...);
 * - a buffer is its address (ignore-TKR; Open MPI 4.1 has no mpi_f08 subarrays), LOGICAL
 *   flags are mpif.h's, and the optional ierror is a null pointer when left out, which every
 *   entry point here allows.
 * So each mpi_xxx_f08_ is one more alias of mpi_xxx_ (F08_ALIAS below).
 */
#include "tracelog.h"

#include <stdlib.h>

typedef MPI_Fint F;

#if defined(OPEN_MPI)
/* the addresses Fortran passes for MPI_BOTTOM and MPI_IN_PLACE (common blocks in libmpi) */
extern int mpi_fortran_bottom_;
extern int mpi_fortran_in_place_;
static void* cbuf(void* b)
{
    if (b == (void*)&mpi_fortran_bottom_)
        return MPI_BOTTOM;
    if (b == (void*)&mpi_fortran_in_place_)
        return MPI_IN_PLACE;
    return b;
}
#else
static void* cbuf(void* b)
{
    return b;
}
#endif

/* The mpi_f08 entry point: mpi_send_f08_ has mpi_send_'s arguments (above). Open MPI's only:
 * another MPI's mpi_f08 may pass its statuses and buffers otherwise. */
#if defined(OPEN_MPI)
#define F08_ALIAS(name) __attribute__((alias(#name "_"))) __typeof__(name##_) name##_f08_;
#else
#define F08_ALIAS(name)
#endif

#define ALIASES(name, NAME)                                                                        \
    __attribute__((alias(#name "_"))) __typeof__(name##_) name;                                    \
    __attribute__((alias(#name "_"))) __typeof__(name##_) name##__;                                \
    __attribute__((alias(#name "_"))) __typeof__(name##_) NAME;                                    \
    F08_ALIAS(name)

static int status_ignored(F* s)
{
    return s == NULL || s == MPI_F_STATUS_IGNORE;
}
static int statuses_ignored(F* s)
{
    return s == NULL || s == MPI_F_STATUSES_IGNORE;
}

static void status_out(MPI_Status* c, F* f)
{
    if (!status_ignored(f))
        MPI_Status_c2f(c, f);
}

/* ------------------------------------------------ init, finalize, abort */

void mpi_init_(F* ierr);
void mpi_init_(F* ierr)
{
    int rc = MPI_Init(NULL, NULL);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_init, MPI_INIT)

void mpi_init_thread_(F* required, F* provided, F* ierr);
void mpi_init_thread_(F* required, F* provided, F* ierr)
{
    int prov = 0;
    int rc = MPI_Init_thread(NULL, NULL, (int)*required, &prov);
    *provided = prov;
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_init_thread, MPI_INIT_THREAD)

void mpi_finalize_(F* ierr);
void mpi_finalize_(F* ierr)
{
    int rc = MPI_Finalize();
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_finalize, MPI_FINALIZE)

void mpi_abort_(F* comm, F* code, F* ierr);
void mpi_abort_(F* comm, F* code, F* ierr)
{
    int rc = MPI_Abort(MPI_Comm_f2c(*comm), (int)*code);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_abort, MPI_ABORT)

void mpi_comm_free_(F* comm, F* ierr);
void mpi_comm_free_(F* comm, F* ierr)
{
    MPI_Comm c = MPI_Comm_f2c(*comm);
    int rc = MPI_Comm_free(&c);
    if (rc == MPI_SUCCESS)
        *comm = MPI_Comm_c2f(c);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_comm_free, MPI_COMM_FREE)

/* ------------------------------------------------ point-to-point */

#define F_BLOCKING_SEND(lower, UPPER, CNAME)                                                       \
    void lower##_(void* buf, F* count, F* type, F* dest, F* tag, F* comm, F* ierr);                \
    void lower##_(void* buf, F* count, F* type, F* dest, F* tag, F* comm, F* ierr)                 \
    {                                                                                              \
        int rc = CNAME(cbuf(buf), (int)*count, MPI_Type_f2c(*type), (int)*dest, (int)*tag,         \
                       MPI_Comm_f2c(*comm));                                                       \
        if (ierr)                                                                                  \
            *ierr = rc;                                                                            \
    }                                                                                              \
    ALIASES(lower, UPPER)
F_BLOCKING_SEND(mpi_send, MPI_SEND, MPI_Send)
F_BLOCKING_SEND(mpi_ssend, MPI_SSEND, MPI_Ssend)
F_BLOCKING_SEND(mpi_bsend, MPI_BSEND, MPI_Bsend)
F_BLOCKING_SEND(mpi_rsend, MPI_RSEND, MPI_Rsend)

/* nonblocking sends and receives, and the persistent ones: the same arguments */
#define F_REQUEST_CALL(lower, UPPER, CNAME)                                                        \
    void lower##_(void* buf, F* count, F* type, F* peer, F* tag, F* comm, F* request, F* ierr);    \
    void lower##_(void* buf, F* count, F* type, F* peer, F* tag, F* comm, F* request, F* ierr)     \
    {                                                                                              \
        MPI_Request r = MPI_REQUEST_NULL;                                                          \
        int rc = CNAME(cbuf(buf), (int)*count, MPI_Type_f2c(*type), (int)*peer, (int)*tag,         \
                       MPI_Comm_f2c(*comm), &r);                                                   \
        if (rc == MPI_SUCCESS)                                                                     \
            *request = MPI_Request_c2f(r);                                                         \
        if (ierr)                                                                                  \
            *ierr = rc;                                                                            \
    }                                                                                              \
    ALIASES(lower, UPPER)
F_REQUEST_CALL(mpi_isend, MPI_ISEND, MPI_Isend)
F_REQUEST_CALL(mpi_issend, MPI_ISSEND, MPI_Issend)
F_REQUEST_CALL(mpi_ibsend, MPI_IBSEND, MPI_Ibsend)
F_REQUEST_CALL(mpi_irsend, MPI_IRSEND, MPI_Irsend)
F_REQUEST_CALL(mpi_irecv, MPI_IRECV, MPI_Irecv)
F_REQUEST_CALL(mpi_send_init, MPI_SEND_INIT, MPI_Send_init)
F_REQUEST_CALL(mpi_ssend_init, MPI_SSEND_INIT, MPI_Ssend_init)
F_REQUEST_CALL(mpi_bsend_init, MPI_BSEND_INIT, MPI_Bsend_init)
F_REQUEST_CALL(mpi_rsend_init, MPI_RSEND_INIT, MPI_Rsend_init)
F_REQUEST_CALL(mpi_recv_init, MPI_RECV_INIT, MPI_Recv_init)

void mpi_recv_(void* buf, F* count, F* type, F* source, F* tag, F* comm, F* status, F* ierr);
void mpi_recv_(void* buf, F* count, F* type, F* source, F* tag, F* comm, F* status, F* ierr)
{
    MPI_Status s;
    int rc = MPI_Recv(cbuf(buf), (int)*count, MPI_Type_f2c(*type), (int)*source, (int)*tag,
                      MPI_Comm_f2c(*comm), status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS)
        status_out(&s, status);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_recv, MPI_RECV)

void mpi_sendrecv_(void* sendbuf, F* sendcount, F* sendtype, F* dest, F* sendtag, void* recvbuf,
                   F* recvcount, F* recvtype, F* source, F* recvtag, F* comm, F* status, F* ierr);
void mpi_sendrecv_(void* sendbuf, F* sendcount, F* sendtype, F* dest, F* sendtag, void* recvbuf,
                   F* recvcount, F* recvtype, F* source, F* recvtag, F* comm, F* status, F* ierr)
{
    MPI_Status s;
    int rc = MPI_Sendrecv(cbuf(sendbuf), (int)*sendcount, MPI_Type_f2c(*sendtype), (int)*dest,
                          (int)*sendtag, cbuf(recvbuf), (int)*recvcount, MPI_Type_f2c(*recvtype),
                          (int)*source, (int)*recvtag, MPI_Comm_f2c(*comm),
                          status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS)
        status_out(&s, status);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_sendrecv, MPI_SENDRECV)

void mpi_sendrecv_replace_(void* buf, F* count, F* type, F* dest, F* sendtag, F* source, F* recvtag,
                           F* comm, F* status, F* ierr);
void mpi_sendrecv_replace_(void* buf, F* count, F* type, F* dest, F* sendtag, F* source, F* recvtag,
                           F* comm, F* status, F* ierr)
{
    MPI_Status s;
    int rc = MPI_Sendrecv_replace(cbuf(buf), (int)*count, MPI_Type_f2c(*type), (int)*dest,
                                  (int)*sendtag, (int)*source, (int)*recvtag, MPI_Comm_f2c(*comm),
                                  status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS)
        status_out(&s, status);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_sendrecv_replace, MPI_SENDRECV_REPLACE)

/* ------------------------------------------------ requests */

void mpi_start_(F* request, F* ierr);
void mpi_start_(F* request, F* ierr)
{
    MPI_Request r = MPI_Request_f2c(*request);
    int rc = MPI_Start(&r);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_start, MPI_START)

/* A C copy of a Fortran array of requests (and statuses) for the duration of one call. */
typedef struct
{
    MPI_Request lr[16];
    MPI_Status ls[16];
    MPI_Request* r;
    MPI_Status* s;
    int n;
} req_array;

static void reqs_in(req_array* a, int n, const F* freqs)
{
    a->n = n;
    a->r = n <= 16 ? a->lr : malloc((size_t)n * sizeof(MPI_Request));
    a->s = n <= 16 ? a->ls : malloc((size_t)n * sizeof(MPI_Status));
    if (!a->r || !a->s)
        abort();
    for (int i = 0; i < n; i++)
        a->r[i] = MPI_Request_f2c(freqs[i]);
}
static void reqs_out(req_array* a, F* freqs)
{
    for (int i = 0; i < a->n; i++)
        freqs[i] = MPI_Request_c2f(a->r[i]);
}
static void reqs_free(req_array* a)
{
    if (a->r != a->lr)
        free(a->r);
    if (a->s != a->ls)
        free(a->s);
}
#ifndef MPI_F_STATUS_SIZE
#define MPI_F_STATUS_SIZE ((int)(sizeof(MPI_Status) / sizeof(MPI_Fint)))
#endif
#if defined(OPEN_MPI)
/* mpi_f08's TYPE(MPI_Status): three INTEGERs, a C int and a size_t; the statuses below are
 * written as mpif.h's, MPI_F_STATUS_SIZE INTEGERs each */
struct f08_status
{
    F source, tag, error;
    int cancelled;
    size_t count;
};
_Static_assert(sizeof(struct f08_status) == MPI_F_STATUS_SIZE * sizeof(F),
               "mpi_f08's TYPE(MPI_Status) is not mpif.h's status");
#endif
static F* fstatus(F* statuses, int i)
{
    return statuses + (size_t)i * MPI_F_STATUS_SIZE;
}

void mpi_startall_(F* count, F* requests, F* ierr);
void mpi_startall_(F* count, F* requests, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*count, requests);
    int rc = MPI_Startall(a.n, a.r);
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_startall, MPI_STARTALL)

void mpi_request_free_(F* request, F* ierr);
void mpi_request_free_(F* request, F* ierr)
{
    MPI_Request r = MPI_Request_f2c(*request);
    int rc = MPI_Request_free(&r);
    if (rc == MPI_SUCCESS)
        *request = MPI_Request_c2f(r);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_request_free, MPI_REQUEST_FREE)

void mpi_wait_(F* request, F* status, F* ierr);
void mpi_wait_(F* request, F* status, F* ierr)
{
    MPI_Request r = MPI_Request_f2c(*request);
    MPI_Status s;
    int rc = MPI_Wait(&r, status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS) {
        *request = MPI_Request_c2f(r);
        status_out(&s, status);
    }
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_wait, MPI_WAIT)

void mpi_test_(F* request, F* flag, F* status, F* ierr);
void mpi_test_(F* request, F* flag, F* status, F* ierr)
{
    MPI_Request r = MPI_Request_f2c(*request);
    MPI_Status s;
    int f = 0;
    int rc = MPI_Test(&r, &f, status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS) {
        *flag = f ? 1 : 0;
        if (f) {
            *request = MPI_Request_c2f(r);
            status_out(&s, status);
        }
    }
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_test, MPI_TEST)

static void statuses_out(req_array* a, F* statuses, int n)
{
    if (statuses_ignored(statuses))
        return;
    for (int i = 0; i < n; i++)
        MPI_Status_c2f(&a->s[i], fstatus(statuses, i));
}

void mpi_waitall_(F* count, F* requests, F* statuses, F* ierr);
void mpi_waitall_(F* count, F* requests, F* statuses, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*count, requests);
    int rc = MPI_Waitall(a.n, a.r, statuses_ignored(statuses) ? MPI_STATUSES_IGNORE : a.s);
    if (rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS) {
        reqs_out(&a, requests);
        statuses_out(&a, statuses, a.n);
    }
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_waitall, MPI_WAITALL)

void mpi_testall_(F* count, F* requests, F* flag, F* statuses, F* ierr);
void mpi_testall_(F* count, F* requests, F* flag, F* statuses, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*count, requests);
    int f = 0;
    int rc = MPI_Testall(a.n, a.r, &f, statuses_ignored(statuses) ? MPI_STATUSES_IGNORE : a.s);
    if (rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS) {
        *flag = f ? 1 : 0;
        if (f) {
            reqs_out(&a, requests);
            statuses_out(&a, statuses, a.n);
        }
    }
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_testall, MPI_TESTALL)

void mpi_waitany_(F* count, F* requests, F* index, F* status, F* ierr);
void mpi_waitany_(F* count, F* requests, F* index, F* status, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*count, requests);
    int i = MPI_UNDEFINED;
    MPI_Status s;
    int rc = MPI_Waitany(a.n, a.r, &i, status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS) {
        reqs_out(&a, requests);
        *index = i == MPI_UNDEFINED ? MPI_UNDEFINED : i + 1;
        status_out(&s, status);
    }
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_waitany, MPI_WAITANY)

void mpi_testany_(F* count, F* requests, F* index, F* flag, F* status, F* ierr);
void mpi_testany_(F* count, F* requests, F* index, F* flag, F* status, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*count, requests);
    int i = MPI_UNDEFINED, f = 0;
    MPI_Status s;
    int rc = MPI_Testany(a.n, a.r, &i, &f, status_ignored(status) ? MPI_STATUS_IGNORE : &s);
    if (rc == MPI_SUCCESS) {
        reqs_out(&a, requests);
        *flag = f ? 1 : 0;
        *index = i == MPI_UNDEFINED ? MPI_UNDEFINED : i + 1;
        if (f)
            status_out(&s, status);
    }
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_testany, MPI_TESTANY)

static void fsome(int test, F* incount, F* requests, F* outcount, F* indices, F* statuses, F* ierr)
{
    req_array a;
    reqs_in(&a, (int)*incount, requests);
    int out = 0;
    int* idx = malloc((size_t)(a.n > 0 ? a.n : 1) * sizeof(int));
    if (!idx)
        abort();
    MPI_Status* st = statuses_ignored(statuses) ? MPI_STATUSES_IGNORE : a.s;
    int rc = test ? MPI_Testsome(a.n, a.r, &out, idx, st) : MPI_Waitsome(a.n, a.r, &out, idx, st);
    if (rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS) {
        reqs_out(&a, requests);
        *outcount = out;
        if (out != MPI_UNDEFINED)
            for (int k = 0; k < out; k++)
                indices[k] = idx[k] + 1;
        if (out != MPI_UNDEFINED)
            statuses_out(&a, statuses, out);
    }
    free(idx);
    reqs_free(&a);
    if (ierr)
        *ierr = rc;
}

void mpi_waitsome_(F* incount, F* requests, F* outcount, F* indices, F* statuses, F* ierr);
void mpi_waitsome_(F* incount, F* requests, F* outcount, F* indices, F* statuses, F* ierr)
{
    fsome(0, incount, requests, outcount, indices, statuses, ierr);
}
ALIASES(mpi_waitsome, MPI_WAITSOME)

void mpi_testsome_(F* incount, F* requests, F* outcount, F* indices, F* statuses, F* ierr);
void mpi_testsome_(F* incount, F* requests, F* outcount, F* indices, F* statuses, F* ierr)
{
    fsome(1, incount, requests, outcount, indices, statuses, ierr);
}
ALIASES(mpi_testsome, MPI_TESTSOME)

/* ------------------------------------------------ collectives */

void mpi_barrier_(F* comm, F* ierr);
void mpi_barrier_(F* comm, F* ierr)
{
    int rc = MPI_Barrier(MPI_Comm_f2c(*comm));
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_barrier, MPI_BARRIER)

void mpi_bcast_(void* buf, F* count, F* type, F* root, F* comm, F* ierr);
void mpi_bcast_(void* buf, F* count, F* type, F* root, F* comm, F* ierr)
{
    int rc =
        MPI_Bcast(cbuf(buf), (int)*count, MPI_Type_f2c(*type), (int)*root, MPI_Comm_f2c(*comm));
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_bcast, MPI_BCAST)

void mpi_reduce_(void* sendbuf, void* recvbuf, F* count, F* type, F* op, F* root, F* comm, F* ierr);
void mpi_reduce_(void* sendbuf, void* recvbuf, F* count, F* type, F* op, F* root, F* comm, F* ierr)
{
    int rc = MPI_Reduce(cbuf(sendbuf), cbuf(recvbuf), (int)*count, MPI_Type_f2c(*type),
                        MPI_Op_f2c(*op), (int)*root, MPI_Comm_f2c(*comm));
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_reduce, MPI_REDUCE)

#define F_REDUCE_LIKE(lower, UPPER, CNAME)                                                         \
    void lower##_(void* sendbuf, void* recvbuf, F* count, F* type, F* op, F* comm, F* ierr);       \
    void lower##_(void* sendbuf, void* recvbuf, F* count, F* type, F* op, F* comm, F* ierr)        \
    {                                                                                              \
        int rc = CNAME(cbuf(sendbuf), cbuf(recvbuf), (int)*count, MPI_Type_f2c(*type),             \
                       MPI_Op_f2c(*op), MPI_Comm_f2c(*comm));                                      \
        if (ierr)                                                                                  \
            *ierr = rc;                                                                            \
    }                                                                                              \
    ALIASES(lower, UPPER)
F_REDUCE_LIKE(mpi_allreduce, MPI_ALLREDUCE, MPI_Allreduce)
F_REDUCE_LIKE(mpi_scan, MPI_SCAN, MPI_Scan)
F_REDUCE_LIKE(mpi_exscan, MPI_EXSCAN, MPI_Exscan)
F_REDUCE_LIKE(mpi_reduce_scatter_block, MPI_REDUCE_SCATTER_BLOCK, MPI_Reduce_scatter_block)

#define F_GATHER_LIKE(lower, UPPER, CNAME)                                                         \
    void lower##_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcount,           \
                  F* recvtype, F* root, F* comm, F* ierr);                                         \
    void lower##_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcount,           \
                  F* recvtype, F* root, F* comm, F* ierr)                                          \
    {                                                                                              \
        int rc = CNAME(cbuf(sendbuf), (int)*sendcount, MPI_Type_f2c(*sendtype), cbuf(recvbuf),     \
                       (int)*recvcount, MPI_Type_f2c(*recvtype), (int)*root, MPI_Comm_f2c(*comm)); \
        if (ierr)                                                                                  \
            *ierr = rc;                                                                            \
    }                                                                                              \
    ALIASES(lower, UPPER)
F_GATHER_LIKE(mpi_gather, MPI_GATHER, MPI_Gather)
F_GATHER_LIKE(mpi_scatter, MPI_SCATTER, MPI_Scatter)

#define F_ALLGATHER_LIKE(lower, UPPER, CNAME)                                                      \
    void lower##_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcount,           \
                  F* recvtype, F* comm, F* ierr);                                                  \
    void lower##_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcount,           \
                  F* recvtype, F* comm, F* ierr)                                                   \
    {                                                                                              \
        int rc = CNAME(cbuf(sendbuf), (int)*sendcount, MPI_Type_f2c(*sendtype), cbuf(recvbuf),     \
                       (int)*recvcount, MPI_Type_f2c(*recvtype), MPI_Comm_f2c(*comm));             \
        if (ierr)                                                                                  \
            *ierr = rc;                                                                            \
    }                                                                                              \
    ALIASES(lower, UPPER)
F_ALLGATHER_LIKE(mpi_allgather, MPI_ALLGATHER, MPI_Allgather)
F_ALLGATHER_LIKE(mpi_alltoall, MPI_ALLTOALL, MPI_Alltoall)

/* ------------------------------------------------ collectives with arrays of counts */

/* Gatherv, Scatterv, Allgatherv, Alltoallv, Reduce_scatter: their counts and displacements are
 * Fortran INTEGER arrays. Where MPI_Fint is int (Open MPI's and MPICH's default) the C wrapper
 * is given the Fortran array itself; otherwise a C copy for the call, one element for each rank
 * of the communicator (of its remote group for an intercommunicator, except Reduce_scatter's
 * counts, remote_group 0, which are for the local group). */
typedef struct
{
    int l[16];
    int* p;
} int_array;

static const int* ints_in(int_array* a, const F* f, MPI_Comm comm, int remote_group)
{
    a->p = a->l;
    if (sizeof(F) == sizeof(int) || f == NULL)
        return (const int*)f;
    int inter = 0, n = 0;
    MPI_Comm_test_inter(comm, &inter);
    if (inter && remote_group)
        MPI_Comm_remote_size(comm, &n);
    else
        MPI_Comm_size(comm, &n);
    if (n > 16 && !(a->p = malloc((size_t)n * sizeof(int))))
        abort();
    for (int i = 0; i < n; i++)
        a->p[i] = (int)f[i];
    return a->p;
}
static void ints_free(int_array* a)
{
    if (a->p != a->l)
        free(a->p);
}

/* Gatherv and Allgatherv: the same arguments, Allgatherv's without the root */
static void fgatherv(int all, void* sendbuf, F* sendcount, F* sendtype, void* recvbuf,
                     F* recvcounts, F* displs, F* recvtype, F* root, F* comm, F* ierr)
{
    MPI_Comm c = MPI_Comm_f2c(*comm);
    int_array n, d;
    const int *cn = ints_in(&n, recvcounts, c, 1), *cd = ints_in(&d, displs, c, 1);
    int rc = all ? MPI_Allgatherv(cbuf(sendbuf), (int)*sendcount, MPI_Type_f2c(*sendtype),
                                  cbuf(recvbuf), cn, cd, MPI_Type_f2c(*recvtype), c)
                 : MPI_Gatherv(cbuf(sendbuf), (int)*sendcount, MPI_Type_f2c(*sendtype),
                               cbuf(recvbuf), cn, cd, MPI_Type_f2c(*recvtype), (int)*root, c);
    ints_free(&n);
    ints_free(&d);
    if (ierr)
        *ierr = rc;
}

void mpi_gatherv_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcounts, F* displs,
                  F* recvtype, F* root, F* comm, F* ierr);
void mpi_gatherv_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcounts, F* displs,
                  F* recvtype, F* root, F* comm, F* ierr)
{
    fgatherv(0, sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm,
             ierr);
}
ALIASES(mpi_gatherv, MPI_GATHERV)

void mpi_allgatherv_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcounts,
                     F* displs, F* recvtype, F* comm, F* ierr);
void mpi_allgatherv_(void* sendbuf, F* sendcount, F* sendtype, void* recvbuf, F* recvcounts,
                     F* displs, F* recvtype, F* comm, F* ierr)
{
    fgatherv(1, sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, NULL, comm,
             ierr);
}
ALIASES(mpi_allgatherv, MPI_ALLGATHERV)

void mpi_scatterv_(void* sendbuf, F* sendcounts, F* displs, F* sendtype, void* recvbuf,
                   F* recvcount, F* recvtype, F* root, F* comm, F* ierr);
void mpi_scatterv_(void* sendbuf, F* sendcounts, F* displs, F* sendtype, void* recvbuf,
                   F* recvcount, F* recvtype, F* root, F* comm, F* ierr)
{
    MPI_Comm c = MPI_Comm_f2c(*comm);
    int_array n, d;
    int rc = MPI_Scatterv(cbuf(sendbuf), ints_in(&n, sendcounts, c, 1), ints_in(&d, displs, c, 1),
                          MPI_Type_f2c(*sendtype), cbuf(recvbuf), (int)*recvcount,
                          MPI_Type_f2c(*recvtype), (int)*root, c);
    ints_free(&n);
    ints_free(&d);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_scatterv, MPI_SCATTERV)

void mpi_alltoallv_(void* sendbuf, F* sendcounts, F* sdispls, F* sendtype, void* recvbuf,
                    F* recvcounts, F* rdispls, F* recvtype, F* comm, F* ierr);
void mpi_alltoallv_(void* sendbuf, F* sendcounts, F* sdispls, F* sendtype, void* recvbuf,
                    F* recvcounts, F* rdispls, F* recvtype, F* comm, F* ierr)
{
    MPI_Comm c = MPI_Comm_f2c(*comm);
    int_array sn, sd, rn, rd;
    int rc =
        MPI_Alltoallv(cbuf(sendbuf), ints_in(&sn, sendcounts, c, 1), ints_in(&sd, sdispls, c, 1),
                      MPI_Type_f2c(*sendtype), cbuf(recvbuf), ints_in(&rn, recvcounts, c, 1),
                      ints_in(&rd, rdispls, c, 1), MPI_Type_f2c(*recvtype), c);
    ints_free(&sn);
    ints_free(&sd);
    ints_free(&rn);
    ints_free(&rd);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_alltoallv, MPI_ALLTOALLV)

void mpi_reduce_scatter_(void* sendbuf, void* recvbuf, F* recvcounts, F* type, F* op, F* comm,
                         F* ierr);
void mpi_reduce_scatter_(void* sendbuf, void* recvbuf, F* recvcounts, F* type, F* op, F* comm,
                         F* ierr)
{
    MPI_Comm c = MPI_Comm_f2c(*comm);
    int_array n;
    int rc = MPI_Reduce_scatter(cbuf(sendbuf), cbuf(recvbuf), ints_in(&n, recvcounts, c, 0),
                                MPI_Type_f2c(*type), MPI_Op_f2c(*op), c);
    ints_free(&n);
    if (ierr)
        *ierr = rc;
}
ALIASES(mpi_reduce_scatter, MPI_REDUCE_SCATTER)
