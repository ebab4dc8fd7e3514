/* libcubelab-trace: the C wrappers (MPI_* over PMPI_*) and the log writer.
 * The log format is defined in tracelog.h. */
#define _GNU_SOURCE
#include "lognumbers.h"
#include "tracelimits.h"
#include "tracelog.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------------------------------------------------------------- records */

enum
{
    R_SEND,
    R_RECV,
    R_COLL,
    R_COMM
};
enum
{
    V_DOUBLE,
    V_FLOAT,
    V_INT,
    V_LONG,
    V_OTHER
};

enum
{
    K_SEND,
    K_SSEND,
    K_BSEND,
    K_RSEND,
    K_ISEND,
    K_ISSEND,
    K_IBSEND,
    K_IRSEND,
    K_PSEND,
    K_RECV,
    K_IRECV,
    K_PRECV,
    K_SENDRECV
};
static const char* const kind_names[] = {"send",   "ssend",  "bsend",   "rsend", "isend",
                                         "issend", "ibsend", "irsend",  "psend", "recv",
                                         "irecv",  "precv",  "sendrecv"};

enum
{
    C_BARRIER,
    C_BCAST,
    C_REDUCE,
    C_ALLREDUCE,
    C_GATHER,
    C_GATHERV,
    C_SCATTER,
    C_SCATTERV,
    C_ALLGATHER,
    C_ALLGATHERV,
    C_ALLTOALL,
    C_ALLTOALLV,
    C_REDUCE_SCATTER,
    C_REDUCE_SCATTER_BLOCK,
    C_SCAN,
    C_EXSCAN
};
static const char* const coll_names[] = {"Barrier",        "Bcast",
                                         "Reduce",         "Allreduce",
                                         "Gather",         "Gatherv",
                                         "Scatter",        "Scatterv",
                                         "Allgather",      "Allgatherv",
                                         "Alltoall",       "Alltoallv",
                                         "Reduce_scatter", "Reduce_scatter_block",
                                         "Scan",           "Exscan"};

typedef struct
{
    unsigned char what, kind, vtype, nval;
    int peer; /* R_COLL: comm size; R_COMM: comm size */
    int tag;
    int comm;        /* R_COMM: the id */
    long long bytes; /* R_COMM: offset of the world ranks in the pool */
    double t0, t1;
    union {
        double d;
        long long l;
    } v[4];
} record;

/* ---------------------------------------------------------------- communicators */

typedef struct
{
    MPI_Comm comm;
    int id, size;
    int* world;  /* world rank of each rank (remote group of an intercommunicator) */
    int outside; /* it holds a process outside MPI_COMM_WORLD (spawned): not recorded */
} comm_entry;

/* ---------------------------------------------------------------- requests */

typedef struct
{
    MPI_Request req;
    unsigned char used, send, persistent, active, taken;
    unsigned char kind;
    unsigned long serial;
    const void* buf;
    MPI_Datatype type;
    int count, peer, tag; /* peer: rank in comm */
    MPI_Comm comm;
    double t0;
    long rec; /* the send record to patch, -1 if none */
} req_entry;

/* ---------------------------------------------------------------- state */

static struct
{
    int on;
    int rank, size;
    char path[4096], tmppath[4096]; /* CUBELAB_TRACE_MAX_DIR_BYTES: never cut */
    int fd;    /* rank-R.log.tmp, opened at MPI_Init: the signal handler opens nothing */
    pid_t pid; /* the rank's process: a child it forks writes no log */
    record* recs;
    size_t nrec, cap, max;
    int truncated;
    int* pool;
    size_t npool, cappool;
    comm_entry* comms;
    int ncomms, capcomms, next_id;
    req_entry* reqs;
    size_t capreqs, nreqs;
    unsigned long serial;
    int threads; /* MPI_THREAD_MULTIPLE: the state is changed under state_lock only */
    volatile sig_atomic_t written;
} g;

/* With MPI_THREAD_MULTIPLE several threads record at once: every function below that reads
 * or changes the records, the communicators or the requests holds this lock (recursive: they
 * call each other), never across an MPI call that may wait. The signal handler takes no lock:
 * a thread's fatal signal while another changes the records may lose that rank's log. */
static pthread_mutex_t state_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static void lock(void)
{
    if (g.threads)
        pthread_mutex_lock(&state_lock);
}
static void unlock(void)
{
    if (g.threads)
        pthread_mutex_unlock(&state_lock);
}

int cubelab_trace_on(void)
{
    return g.on;
}

static record* new_record(int what)
{
    if (g.truncated)
        return NULL;
    if (g.nrec >= g.max) {
        g.truncated = 1;
        return NULL;
    }
    if (g.nrec == g.cap) {
        size_t cap = g.cap ? g.cap * 2 : 4096;
        if (cap > g.max)
            cap = g.max;
        record* r = realloc(g.recs, cap * sizeof *r);
        if (!r) {
            g.truncated = 1;
            return NULL;
        }
        g.recs = r;
        g.cap = cap;
    }
    record* r = &g.recs[g.nrec];
    memset(r, 0, sizeof *r);
    r->what = (unsigned char)what;
    return r;
}
/* A record is counted only once it is filled, so a signal handler writes whole records. */
static void commit_record(void)
{
    g.nrec++;
}

/* ------------------------------------------------ communicator ids and world ranks */

static comm_entry* comm_lookup(MPI_Comm comm)
{
    for (int i = 0; i < g.ncomms; i++)
        if (g.comms[i].comm == comm)
            return &g.comms[i];
    int inter = 0, size = 0;
    MPI_Group grp, world;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter) {
        PMPI_Comm_remote_size(comm, &size);
        PMPI_Comm_remote_group(comm, &grp);
    } else {
        PMPI_Comm_size(comm, &size);
        PMPI_Comm_group(comm, &grp);
    }
    int* ranks = malloc((size_t)(size > 0 ? size : 1) * sizeof(int));
    int* world_ranks = malloc((size_t)(size > 0 ? size : 1) * sizeof(int));
    if (!ranks || !world_ranks)
        abort();
    for (int i = 0; i < size; i++)
        ranks[i] = i;
    PMPI_Comm_group(MPI_COMM_WORLD, &world);
    PMPI_Group_translate_ranks(grp, size, ranks, world, world_ranks);
    PMPI_Group_free(&grp);
    PMPI_Group_free(&world);
    free(ranks);
    int outside = 0;
    for (int i = 0; i < size; i++)
        if (world_ranks[i] == MPI_UNDEFINED) {
            world_ranks[i] = -1;
            outside = 1;
        }
    if (g.ncomms == g.capcomms) {
        int cap = g.capcomms ? g.capcomms * 2 : 8;
        comm_entry* c = realloc(g.comms, (size_t)cap * sizeof *c);
        if (!c)
            abort();
        g.comms = c;
        g.capcomms = cap;
    }
    comm_entry* e = &g.comms[g.ncomms++];
    e->comm = comm;
    e->size = size;
    e->world = world_ranks;
    e->outside = outside;
    e->id = comm == MPI_COMM_WORLD ? 0 : outside ? -1 : g.next_id++;
    if (e->id > 0) {
        /* the comm line, its world ranks in the pool */
        if (g.npool + (size_t)size > g.cappool) {
            size_t cap = g.cappool ? g.cappool : 1024;
            while (cap < g.npool + (size_t)size)
                cap *= 2;
            int* p = realloc(g.pool, cap * sizeof *p);
            if (!p)
                abort();
            g.pool = p;
            g.cappool = cap;
        }
        record* r = new_record(R_COMM);
        if (r) {
            memcpy(g.pool + g.npool, world_ranks, (size_t)size * sizeof(int));
            r->comm = e->id;
            r->peer = size;
            r->bytes = (long long)g.npool;
            g.npool += (size_t)size;
            commit_record();
        }
    }
    return e;
}

static int world_rank(comm_entry* c, int rank)
{
    if (rank < 0 || rank >= c->size)
        return -1;
    return c->world[rank];
}

static void comm_forget(MPI_Comm comm)
{
    lock();
    for (int i = 0; i < g.ncomms; i++)
        if (g.comms[i].comm == comm && g.comms[i].id != 0) {
            free(g.comms[i].world);
            g.comms[i] = g.comms[--g.ncomms];
            break;
        }
    unlock();
}

/* ------------------------------------------------ values and sizes */

static int value_type(MPI_Datatype t)
{
    if (t == MPI_DATATYPE_NULL)
        return V_OTHER;
    if (t == MPI_DOUBLE)
        return V_DOUBLE;
    if (t == MPI_FLOAT)
        return V_FLOAT;
    if (t == MPI_INT)
        return V_INT;
    if (t == MPI_LONG)
        return V_LONG;
    int size = 0;
    if (t == MPI_DOUBLE_PRECISION) {
        PMPI_Type_size(t, &size);
        return size == (int)sizeof(double) ? V_DOUBLE : V_OTHER;
    }
    if (t == MPI_REAL) {
        PMPI_Type_size(t, &size);
        return size == (int)sizeof(float) ? V_FLOAT : V_OTHER;
    }
    if (t == MPI_INTEGER) {
        PMPI_Type_size(t, &size);
        return size == (int)sizeof(int) ? V_INT : size == (int)sizeof(long) ? V_LONG : V_OTHER;
    }
    return V_OTHER;
}

static void take_values(record* r, const void* buf, MPI_Datatype type, long long n)
{
    r->vtype = (unsigned char)value_type(type);
    r->nval = 0;
    if (r->vtype == V_OTHER || buf == NULL || buf == MPI_BOTTOM || buf == MPI_IN_PLACE || n <= 0)
        return;
    int k = n < 4 ? (int)n : 4;
    for (int i = 0; i < k; i++) {
        switch (r->vtype) {
        case V_DOUBLE: {
            double x;
            memcpy(&x, (const double*)buf + i, sizeof x);
            r->v[i].d = x;
            break;
        }
        case V_FLOAT: {
            float x;
            memcpy(&x, (const float*)buf + i, sizeof x);
            r->v[i].d = x;
            break;
        }
        case V_INT: {
            int x;
            memcpy(&x, (const int*)buf + i, sizeof x);
            r->v[i].l = x;
            break;
        }
        case V_LONG: {
            long x;
            memcpy(&x, (const long*)buf + i, sizeof x);
            r->v[i].l = x;
            break;
        }
        }
    }
    r->nval = (unsigned char)k;
}

static long long type_bytes(MPI_Datatype t, long long count)
{
    int size = 0;
    if (t == MPI_DATATYPE_NULL || PMPI_Type_size(t, &size) != MPI_SUCCESS)
        return 0;
    return count * size;
}

static long long recv_bytes(MPI_Status* st, MPI_Datatype t, long long* elements)
{
    int count = 0, size = 0;
    *elements = 0;
    if (PMPI_Get_count(st, t, &count) != MPI_SUCCESS || count == MPI_UNDEFINED)
        return -1;
    PMPI_Type_size(t, &size);
    *elements = count;
    return (long long)count * size;
}

/* ------------------------------------------------ recording */

/* A send record; returns its index or -1. The caller holds state_lock. */
static long record_send_held(int kind, const void* buf, int count, MPI_Datatype type, int dest,
                             int tag, MPI_Comm comm, double t0, double t1)
{
    if (dest == MPI_PROC_NULL)
        return -1;
    comm_entry* c = comm_lookup(comm);
    if (c->outside)
        return -1;
    record* r = new_record(R_SEND);
    if (!r)
        return -1;
    r->kind = (unsigned char)kind;
    r->peer = world_rank(c, dest);
    r->tag = tag;
    r->bytes = type_bytes(type, count);
    r->t0 = t0;
    r->t1 = t1;
    r->comm = c->id;
    take_values(r, buf, type, count);
    commit_record();
    return (long)(g.nrec - 1);
}

static long record_send(int kind, const void* buf, int count, MPI_Datatype type, int dest, int tag,
                        MPI_Comm comm, double t0, double t1)
{
    lock();
    long i = record_send_held(kind, buf, count, type, dest, tag, comm, t0, t1);
    unlock();
    return i;
}

/* The caller holds state_lock. */
static void record_recv_held(int kind, const void* buf, MPI_Datatype type, MPI_Comm comm,
                             MPI_Status* st, double t0, double t1)
{
    if (st->MPI_SOURCE == MPI_PROC_NULL)
        return;
    if (kind == K_IRECV || kind == K_PRECV) { /* only a request can be cancelled */
        int cancelled = 0;
        PMPI_Test_cancelled(st, &cancelled);
        if (cancelled)
            return;
    }
    comm_entry* c = comm_lookup(comm);
    if (c->outside)
        return;
    record* r = new_record(R_RECV);
    if (!r)
        return;
    long long n = 0;
    r->kind = (unsigned char)kind;
    r->peer = world_rank(c, st->MPI_SOURCE);
    r->tag = st->MPI_TAG;
    r->bytes = recv_bytes(st, type, &n);
    r->t0 = t0;
    r->t1 = t1;
    r->comm = c->id;
    take_values(r, buf, type, n);
    commit_record();
}

static void record_recv(int kind, const void* buf, MPI_Datatype type, MPI_Comm comm, MPI_Status* st,
                        double t0, double t1)
{
    lock();
    record_recv_held(kind, buf, type, comm, st, t0, t1);
    unlock();
}

/* The caller holds state_lock. */
static void record_coll_held(int name, MPI_Comm comm, long long bytes, double t0, double t1)
{
    comm_entry* c = comm_lookup(comm);
    if (c->outside)
        return;
    record* r = new_record(R_COLL);
    if (!r)
        return;
    r->kind = (unsigned char)name;
    r->peer = c->size;
    if (comm != MPI_COMM_NULL) {
        int inter = 0;
        PMPI_Comm_test_inter(comm, &inter);
        if (!inter)
            PMPI_Comm_size(comm, &r->peer);
    }
    r->bytes = bytes;
    r->t0 = t0;
    r->t1 = t1;
    r->comm = c->id;
    commit_record();
}

static void record_coll(int name, MPI_Comm comm, long long bytes, double t0, double t1)
{
    lock();
    record_coll_held(name, comm, bytes, t0, t1);
    unlock();
}

/* ------------------------------------------------ the request table (open addressing) */

static uint64_t req_key(MPI_Request r)
{
    uint64_t k = 0;
    memcpy(&k, &r, sizeof r < sizeof k ? sizeof r : sizeof k);
    return k;
}
static size_t req_hash(MPI_Request r)
{
    uint64_t k = req_key(r);
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return (size_t)k & (g.capreqs - 1);
}

/* The first entry for r not taken by the snapshot being made (the oldest: entries for one
 * handle lie along its probe sequence in the order they were inserted). */
static req_entry* req_find(MPI_Request r)
{
    if (!g.capreqs || r == MPI_REQUEST_NULL)
        return NULL;
    for (size_t i = req_hash(r);; i = (i + 1) & (g.capreqs - 1)) {
        if (!g.reqs[i].used)
            return NULL;
        if (g.reqs[i].req == r && !g.reqs[i].taken)
            return &g.reqs[i];
    }
}

static req_entry* req_find_serial(MPI_Request r, unsigned long serial)
{
    if (!g.capreqs || r == MPI_REQUEST_NULL)
        return NULL;
    for (size_t i = req_hash(r);; i = (i + 1) & (g.capreqs - 1)) {
        if (!g.reqs[i].used)
            return NULL;
        if (g.reqs[i].req == r && g.reqs[i].serial == serial)
            return &g.reqs[i];
    }
}

static void req_insert_entry(const req_entry* e);
static void req_grow(void)
{
    size_t old = g.capreqs;
    req_entry* o = g.reqs;
    g.capreqs = old ? old * 2 : 64;
    g.reqs = calloc(g.capreqs, sizeof *g.reqs);
    if (!g.reqs)
        abort();
    g.nreqs = 0;
    for (size_t i = 0; i < old; i++)
        if (o[i].used)
            req_insert_entry(&o[i]);
    free(o);
}

static void req_insert_entry(const req_entry* e)
{
    if ((g.nreqs + 1) * 2 > g.capreqs)
        req_grow();
    /* Open MPI hands out one shared, already complete request for sends that completed at
     * once, so one handle may stand for several sends: they are kept side by side. A receive
     * handle is its own object: an entry found for it is stale (completed unseen). */
    req_entry* old = e->send ? NULL : req_find(e->req);
    if (old) {
        unsigned long serial = old->serial;
        *old = *e;
        old->used = 1;
        old->serial = serial;
        return;
    }
    size_t i = req_hash(e->req);
    while (g.reqs[i].used)
        i = (i + 1) & (g.capreqs - 1);
    g.reqs[i] = *e;
    g.reqs[i].used = 1;
    g.nreqs++;
}

static void req_remove_entry(req_entry* e);
static void req_remove(MPI_Request r)
{
    lock();
    req_remove_entry(req_find(r));
    unlock();
}
static void req_remove_entry(req_entry* e)
{
    if (!e)
        return;
    size_t i = (size_t)(e - g.reqs);
    g.reqs[i].used = 0;
    g.nreqs--;
    /* backward-shift deletion */
    size_t j = i;
    for (;;) {
        j = (j + 1) & (g.capreqs - 1);
        if (!g.reqs[j].used)
            break;
        size_t h = req_hash(g.reqs[j].req);
        /* can the entry at j move to the hole at i? */
        int move = (i <= j) ? (h <= i || h > j) : (h <= i && h > j);
        if (move) {
            g.reqs[i] = g.reqs[j];
            g.reqs[j].used = 0;
            i = j;
        }
    }
}

static void post_request(MPI_Request req, int kind, int send, int persistent, int active,
                         const void* buf, int count, MPI_Datatype type, int peer, int tag,
                         MPI_Comm comm, double t0, long rec)
{
    if (req == MPI_REQUEST_NULL)
        return;
    req_entry e;
    memset(&e, 0, sizeof e);
    e.req = req;
    e.kind = (unsigned char)kind;
    e.send = (unsigned char)send;
    e.persistent = (unsigned char)persistent;
    e.active = (unsigned char)active;
    e.buf = buf;
    e.type = type;
    e.count = count;
    e.peer = peer;
    e.tag = tag;
    e.comm = comm;
    e.t0 = t0;
    e.rec = rec;
    lock();
    e.serial = ++g.serial;
    req_insert_entry(&e);
    unlock();
}

/* A copy of r's active entry into *copy, before a completing call; 0 if it has none. The
 * entry is taken (req_find passes it by: Open MPI's one handle for sends that completed at
 * once may stand for several threads' sends) until req_release, after the call. */
static int req_copy(MPI_Request r, req_entry* copy)
{
    lock();
    req_entry* e = req_find(r);
    int have = e != NULL && e->active;
    if (have) {
        *copy = *e;
        e->taken = 1;
    }
    unlock();
    return have;
}

static void req_release(const req_entry* copy)
{
    lock();
    req_entry* e = req_find_serial(copy->req, copy->serial);
    if (e)
        e->taken = 0;
    unlock();
}

/* A request seen complete: a send's T1 is patched, a receive is recorded. `e` is a copy made
 * before the completing call (the call may have freed the handle). */
static void complete(const req_entry* e, MPI_Status* st, double t1)
{
    if (!e->active)
        return;
    lock();
    if (e->send) {
        if (e->rec >= 0 && (size_t)e->rec < g.nrec)
            g.recs[e->rec].t1 = t1;
    } else {
        record_recv(e->kind, e->buf, e->type, e->comm, st, e->t0, t1);
    }
    req_entry* live = req_find_serial(e->req, e->serial);
    if (e->persistent) {
        if (live) {
            live->active = 0;
            live->rec = -1;
        }
    } else {
        req_remove_entry(live);
    }
    unlock();
}

/* Copies of the table entries of reqs[0..n), before a completing call. */
typedef struct
{
    req_entry local[32];
    req_entry* e;
    int* have;
    int local_have[32];
} snapshot;

static int snap_take(snapshot* s, int n, const MPI_Request reqs[])
{
    s->e = n <= 32 ? s->local : malloc((size_t)n * sizeof(req_entry));
    s->have = n <= 32 ? s->local_have : malloc((size_t)n * sizeof(int));
    if (!s->e || !s->have)
        abort();
    int any = 0;
    lock();
    for (int i = 0; i < n; i++) {
        req_entry* e = req_find(reqs[i]);
        s->have[i] = e != NULL && e->active;
        if (s->have[i]) {
            s->e[i] = *e;
            /* the same handle further on in reqs, or in another thread's call, is the next
             * entry, until the call is over */
            e->taken = 1;
            any = 1;
        }
    }
    unlock();
    return any;
}
static void snap_free(snapshot* s, int n)
{
    for (int i = 0; i < n; i++)
        if (s->have[i])
            req_release(&s->e[i]);
    if (n > 32) {
        free(s->e);
        free(s->have);
    }
}

/* Status arrays: the caller's, or ours when it passed MPI_STATUSES_IGNORE. */
static MPI_Status* statuses_for(int n, MPI_Status* user, MPI_Status* local, int nlocal)
{
    if (user != MPI_STATUSES_IGNORE)
        return user;
    if (n <= nlocal)
        return local;
    MPI_Status* s = malloc((size_t)(n > 0 ? n : 1) * sizeof(MPI_Status));
    if (!s)
        abort();
    return s;
}
static void statuses_done(MPI_Status* s, MPI_Status* user, MPI_Status* local)
{
    if (s != user && s != local)
        free(s);
}

/* ---------------------------------------------------------------- the log file */

/* The writer runs at MPI_Finalize, MPI_Abort and in a fatal signal's handler: it calls only
 * async-signal-safe functions (write, close, rename, unlink, getpid; numbers by lognumbers.c),
 * on the file descriptor opened at MPI_Init. */
typedef struct
{
    int fd;
    char buf[65536];
    size_t n;
    int failed;
} out_t;

static void out_flush(out_t* o)
{
    size_t off = 0;
    while (off < o->n && !o->failed) {
        ssize_t w = write(o->fd, o->buf + off, o->n - off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            o->failed = 1;
        } else {
            off += (size_t)w;
        }
    }
    o->n = 0;
}

static void out_room(out_t* o)
{
    if (sizeof o->buf - o->n < 2 * LOGNUM_MAX)
        out_flush(o);
}

static void out_str(out_t* o, const char* s)
{
    for (; *s; s++) {
        out_room(o);
        o->buf[o->n++] = *s;
    }
}

/* " V": a space, then the number */
static void out_int(out_t* o, long long v)
{
    out_room(o);
    o->buf[o->n++] = ' ';
    o->n += lognum_int(o->buf + o->n, v);
}

static void out_real(out_t* o, double v, int digits)
{
    out_room(o);
    o->buf[o->n++] = ' ';
    o->n += lognum_real(o->buf + o->n, v, digits);
}

static void say(const char* msg)
{
    ssize_t ignored = write(2, msg, strlen(msg));
    (void)ignored;
}

static void write_record(out_t* o, const record* r, long* seq)
{
    static const char* const tn[] = {"double", "float", "int", "long", "other"};
    switch (r->what) {
    case R_COMM:
        out_str(o, "comm");
        out_int(o, r->comm);
        out_int(o, r->peer);
        for (int k = 0; k < r->peer; k++)
            out_int(o, g.pool[r->bytes + k]);
        break;
    case R_COLL:
        out_str(o, "coll");
        out_int(o, (*seq)++);
        out_str(o, " ");
        out_str(o, coll_names[r->kind]);
        out_int(o, r->peer);
        out_int(o, r->bytes);
        out_real(o, r->t0, 17);
        out_real(o, r->t1, 17);
        out_int(o, r->comm);
        break;
    default:
        out_str(o, r->what == R_SEND ? "send" : "recv");
        out_int(o, (*seq)++);
        out_str(o, " ");
        out_str(o, kind_names[r->kind]);
        out_int(o, r->peer);
        out_int(o, r->tag);
        out_int(o, r->bytes);
        out_real(o, r->t0, 17);
        out_real(o, r->t1, 17);
        out_int(o, r->comm);
        out_str(o, " ");
        out_str(o, tn[r->vtype]);
        out_int(o, r->nval);
        for (int k = 0; k < r->nval; k++) {
            if (r->vtype == V_DOUBLE)
                out_real(o, r->v[k].d, 17);
            else if (r->vtype == V_FLOAT)
                out_real(o, r->v[k].d, 9);
            else
                out_int(o, r->v[k].l);
        }
    }
    out_str(o, "\n");
}

/* aborted: 0 at MPI_Finalize (an end line), 1 at MPI_Abort (an abort line), 2 at a signal */
static void write_log(int abort_code, int aborted, double t_end)
{
    if (!g.on || g.written || getpid() != g.pid)
        return;
    g.written = 1;
    static out_t o;
    o.n = 0;
    o.failed = 0;
    o.fd = g.fd;
    out_str(&o, "cubelab-mpi-log 1\nrank");
    out_int(&o, g.rank);
    out_str(&o, " size");
    out_int(&o, g.size);
    out_str(&o, "\n");
    long seq = 0;
    size_t n = g.nrec;
    for (size_t i = 0; i < n; i++)
        write_record(&o, &g.recs[i], &seq);
    if (g.truncated)
        out_str(&o, "truncated\n");
    if (aborted == 1) {
        out_str(&o, "abort");
        out_int(&o, abort_code);
    } else if (aborted == 0) {
        out_str(&o, "end");
    }
    if (aborted != 2) {
        out_real(&o, t_end, 17);
        out_str(&o, "\n");
    }
    out_flush(&o);
    int failed = o.failed;
    if (close(g.fd) != 0)
        failed = 1;
    if (!failed)
        failed = rename(g.tmppath, g.path) != 0;
    if (failed) {
        say("cubelab-trace: writing the log failed\n");
        unlink(g.tmppath);
    }
}

/* A rank that ends without MPI_Finalize (and without a fatal signal) leaves its log without
 * an end line, as a crash does: the reader then names the rank that never reached
 * MPI_Finalize, with the steps that ran before. */
__attribute__((destructor)) static void write_unfinished_log(void)
{
    write_log(0, 2, 0.0);
}

/* ---------------------------------------------------------------- fatal signals */

/* Only the signals that end a program that has no handler of its own for them: SIGINT,
 * SIGTERM, SIGUSR1 ... are the program's, never touched. */
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define NFATAL (int)(sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous[NFATAL];
static int program_handles[NFATAL];

/* Before PMPI_Init: which fatal signals the program handles (or ignores) itself. */
static void note_program_handlers(void)
{
    for (int i = 0; i < NFATAL; i++) {
        struct sigaction now;
        program_handles[i] = sigaction(fatal_signals[i], NULL, &now) == 0 &&
                             ((now.sa_flags & SA_SIGINFO) || now.sa_handler != SIG_DFL);
    }
}

static void on_fatal_signal(int sig)
{
    write_log(0, 2, 0.0);
    /* on to whoever had it before (MPI's own handler, or the default), as the signal would
     * have gone without the library: raised again once this handler returns */
    for (int i = 0; i < NFATAL; i++)
        if (fatal_signals[i] == sig)
            sigaction(sig, &previous[i], NULL);
    raise(sig);
}

static void install_signals(void)
{
    for (int i = 0; i < NFATAL; i++) {
        if (program_handles[i])
            continue;
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_fatal_signal;
        sigfillset(&sa.sa_mask); /* a second signal waits until the log is written */
        sa.sa_flags = SA_RESETHAND;
        sigaction(fatal_signals[i], &sa, &previous[i]);
    }
}

/* ---------------------------------------------------------------- init, finalize, abort */

/* Ends the run with a message on stderr: a log that cannot be written safely is no trace.
 * For a reason all ranks share, every rank calls it and rank 0 alone says it and ends the run,
 * once: the others wait in a barrier rank 0 never enters until they are ended with it. */
static void refuse(const char* msg, int all_ranks)
{
    if (all_ranks && g.rank != 0) {
        PMPI_Barrier(MPI_COMM_WORLD);
        _exit(1); /* not reached */
    }
    say(msg);
    PMPI_Abort(MPI_COMM_WORLD, 1);
}

/* dir/rank-R.log and its .tmp into g, or a refusal when the folder's path is too long */
static void name_logs(const char* dir)
{
    int n = snprintf(g.path, sizeof g.path, "%s/rank-%d.log", dir, g.rank);
    int k = snprintf(g.tmppath, sizeof g.tmppath, "%s/rank-%d.log.tmp", dir, g.rank);
    if (strlen(dir) > (size_t)CUBELAB_TRACE_MAX_DIR_BYTES || n < 0 || k < 0 ||
        (size_t)n >= sizeof g.path || (size_t)k >= sizeof g.tmppath) {
        char msg[256];
        snprintf(msg, sizeof msg,
                 "cubelab-trace: the trace folder's path (CUBELAB_TRACE_DIR) is %zu bytes long: "
                 "at most %d bytes are allowed; nothing is traced\n",
                 strlen(dir), CUBELAB_TRACE_MAX_DIR_BYTES);
        refuse(msg, 1);
    }
}

/* rank-R.log.tmp, a new file: never one that is there already, nor through a symbolic link */
static void open_log(void)
{
    g.fd = open(g.tmppath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (g.fd >= 0)
        return;
    char msg[4096 + 256];
    if (errno == EEXIST || errno == ELOOP)
        snprintf(msg, sizeof msg,
                 "cubelab-trace: %s is there already (a file or a symbolic link): the library "
                 "writes its logs only as new files, into a new folder of the run's own; "
                 "nothing is traced\n",
                 g.tmppath);
    else
        snprintf(msg, sizeof msg, "cubelab-trace: %s cannot be made: %s; nothing is traced\n",
                 g.tmppath, strerror(errno));
    refuse(msg, 0);
}

/* A process started by MPI_Comm_spawn is not traced: it would write the logs of its own ranks
 * 0, 1 ... over its parents'. */
static int spawned(void)
{
    MPI_Comm parent = MPI_COMM_NULL;
    PMPI_Comm_get_parent(&parent);
    if (parent == MPI_COMM_NULL)
        return 0;
    int rank = 0;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        say("cubelab-trace: the processes started by MPI_Comm_spawn are not traced, nor are "
            "their messages with the traced program\n");
    return 1;
}

/* multiple: the program may call MPI from several threads at once (MPI_THREAD_MULTIPLE) */
static void start(int multiple)
{
    const char* dir = getenv("CUBELAB_TRACE_DIR");
    if (!dir || !*dir || spawned())
        return;
    PMPI_Comm_rank(MPI_COMM_WORLD, &g.rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &g.size);
    name_logs(dir);
    mkdir(dir, 0700); /* a folder that is there is kept as it is */
    open_log();
    g.pid = getpid();
    g.max = 1000000;
    const char* m = getenv("CUBELAB_TRACE_MAX_RECORDS");
    if (m && *m) {
        char* end = NULL;
        unsigned long long v = strtoull(m, &end, 10);
        if (end && !*end && v > 0)
            g.max = (size_t)v;
    }
    g.next_id = 1;
    g.threads = multiple;
    g.on = 1;
    comm_lookup(MPI_COMM_WORLD); /* id 0 */
    install_signals();
}

int MPI_Init(int* argc, char*** argv)
{
    note_program_handlers();
    int rc = PMPI_Init(argc, argv);
    if (rc == MPI_SUCCESS)
        start(0);
    return rc;
}

int MPI_Init_thread(int* argc, char*** argv, int required, int* provided)
{
    note_program_handlers();
    int rc = PMPI_Init_thread(argc, argv, required, provided);
    if (rc == MPI_SUCCESS)
        start(*provided == MPI_THREAD_MULTIPLE);
    return rc;
}

int MPI_Finalize(void)
{
    if (g.on)
        write_log(0, 0, PMPI_Wtime());
    return PMPI_Finalize();
}

int MPI_Abort(MPI_Comm comm, int errorcode)
{
    if (g.on)
        write_log(errorcode, 1, PMPI_Wtime());
    return PMPI_Abort(comm, errorcode);
}

int MPI_Comm_free(MPI_Comm* comm)
{
    if (g.on && comm)
        comm_forget(*comm);
    return PMPI_Comm_free(comm);
}

/* ---------------------------------------------------------------- blocking point-to-point */

#define BLOCKING_SEND(NAME, KIND)                                                                  \
    int MPI_##NAME(const void* buf, int count, MPI_Datatype type, int dest, int tag,               \
                   MPI_Comm comm)                                                                  \
    {                                                                                              \
        if (!g.on)                                                                                 \
            return PMPI_##NAME(buf, count, type, dest, tag, comm);                                 \
        double t0 = PMPI_Wtime();                                                                  \
        int rc = PMPI_##NAME(buf, count, type, dest, tag, comm);                                   \
        double t1 = PMPI_Wtime();                                                                  \
        if (rc == MPI_SUCCESS)                                                                     \
            record_send(KIND, buf, count, type, dest, tag, comm, t0, t1);                          \
        return rc;                                                                                 \
    }
BLOCKING_SEND(Send, K_SEND)
BLOCKING_SEND(Ssend, K_SSEND)
BLOCKING_SEND(Bsend, K_BSEND)
BLOCKING_SEND(Rsend, K_RSEND)

int MPI_Recv(void* buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
             MPI_Status* status)
{
    if (!g.on)
        return PMPI_Recv(buf, count, type, source, tag, comm, status);
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    double t0 = PMPI_Wtime();
    int rc = PMPI_Recv(buf, count, type, source, tag, comm, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS)
        record_recv(K_RECV, buf, type, comm, st, t0, t1);
    return rc;
}

int MPI_Sendrecv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                 void* recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag,
                 MPI_Comm comm, MPI_Status* status)
{
    if (!g.on)
        return PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount,
                             recvtype, source, recvtag, comm, status);
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    double t0 = PMPI_Wtime();
    int rc = PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount,
                           recvtype, source, recvtag, comm, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS) {
        record_send(K_SENDRECV, sendbuf, sendcount, sendtype, dest, sendtag, comm, t0, t1);
        record_recv(K_SENDRECV, recvbuf, recvtype, comm, st, t0, t1);
    }
    return rc;
}

int MPI_Sendrecv_replace(void* buf, int count, MPI_Datatype type, int dest, int sendtag, int source,
                         int recvtag, MPI_Comm comm, MPI_Status* status)
{
    if (!g.on)
        return PMPI_Sendrecv_replace(buf, count, type, dest, sendtag, source, recvtag, comm,
                                     status);
    /* the values sent are overwritten by the call: keep them first */
    record pre;
    memset(&pre, 0, sizeof pre);
    take_values(&pre, buf, type, count);
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    double t0 = PMPI_Wtime();
    int rc = PMPI_Sendrecv_replace(buf, count, type, dest, sendtag, source, recvtag, comm, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS) {
        lock();
        long i = record_send(K_SENDRECV, NULL, count, type, dest, sendtag, comm, t0, t1);
        if (i >= 0) {
            g.recs[i].vtype = pre.vtype;
            g.recs[i].nval = pre.nval;
            memcpy(g.recs[i].v, pre.v, sizeof pre.v);
        }
        record_recv(K_SENDRECV, buf, type, comm, st, t0, t1);
        unlock();
    }
    return rc;
}

/* ---------------------------------------------------------------- nonblocking */

#define NONBLOCKING_SEND(NAME, KIND)                                                               \
    int MPI_##NAME(const void* buf, int count, MPI_Datatype type, int dest, int tag,               \
                   MPI_Comm comm, MPI_Request* request)                                            \
    {                                                                                              \
        if (!g.on)                                                                                 \
            return PMPI_##NAME(buf, count, type, dest, tag, comm, request);                        \
        double t0 = PMPI_Wtime();                                                                  \
        int rc = PMPI_##NAME(buf, count, type, dest, tag, comm, request);                          \
        if (rc == MPI_SUCCESS && dest != MPI_PROC_NULL) {                                          \
            long i = record_send(KIND, buf, count, type, dest, tag, comm, t0, -1.0);               \
            post_request(*request, KIND, 1, 0, 1, buf, count, type, dest, tag, comm, t0, i);       \
        }                                                                                          \
        return rc;                                                                                 \
    }
NONBLOCKING_SEND(Isend, K_ISEND)
NONBLOCKING_SEND(Issend, K_ISSEND)
NONBLOCKING_SEND(Ibsend, K_IBSEND)
NONBLOCKING_SEND(Irsend, K_IRSEND)

int MPI_Irecv(void* buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
              MPI_Request* request)
{
    if (!g.on)
        return PMPI_Irecv(buf, count, type, source, tag, comm, request);
    double t0 = PMPI_Wtime();
    int rc = PMPI_Irecv(buf, count, type, source, tag, comm, request);
    if (rc == MPI_SUCCESS)
        post_request(*request, K_IRECV, 0, 0, 1, buf, count, type, source, tag, comm, t0, -1);
    return rc;
}

/* ---------------------------------------------------------------- persistent */

#define PERSISTENT_SEND(NAME)                                                                      \
    int MPI_##NAME(const void* buf, int count, MPI_Datatype type, int dest, int tag,               \
                   MPI_Comm comm, MPI_Request* request)                                            \
    {                                                                                              \
        int rc = PMPI_##NAME(buf, count, type, dest, tag, comm, request);                          \
        if (g.on && rc == MPI_SUCCESS && dest != MPI_PROC_NULL)                                    \
            post_request(*request, K_PSEND, 1, 1, 0, buf, count, type, dest, tag, comm, 0, -1);    \
        return rc;                                                                                 \
    }
PERSISTENT_SEND(Send_init)
PERSISTENT_SEND(Ssend_init)
PERSISTENT_SEND(Bsend_init)
PERSISTENT_SEND(Rsend_init)

int MPI_Recv_init(void* buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
                  MPI_Request* request)
{
    int rc = PMPI_Recv_init(buf, count, type, source, tag, comm, request);
    if (g.on && rc == MPI_SUCCESS)
        post_request(*request, K_PRECV, 0, 1, 0, buf, count, type, source, tag, comm, 0, -1);
    return rc;
}

static void started(MPI_Request r, double t0)
{
    lock();
    req_entry* e = req_find(r);
    if (e && e->persistent) {
        e->active = 1;
        e->t0 = t0;
        e->rec = -1;
        if (e->send) {
            req_entry copy = *e; /* record_send may not move the table, but be safe */
            long i = record_send(K_PSEND, copy.buf, copy.count, copy.type, copy.peer, copy.tag,
                                 copy.comm, t0, -1.0);
            e = req_find(r);
            if (e)
                e->rec = i;
        }
    }
    unlock();
}

int MPI_Start(MPI_Request* request)
{
    if (!g.on)
        return PMPI_Start(request);
    double t0 = PMPI_Wtime();
    int rc = PMPI_Start(request);
    if (rc == MPI_SUCCESS)
        started(*request, t0);
    return rc;
}

int MPI_Startall(int count, MPI_Request requests[])
{
    if (!g.on)
        return PMPI_Startall(count, requests);
    double t0 = PMPI_Wtime();
    int rc = PMPI_Startall(count, requests);
    if (rc == MPI_SUCCESS)
        for (int i = 0; i < count; i++)
            started(requests[i], t0);
    return rc;
}

int MPI_Request_free(MPI_Request* request)
{
    if (g.on && request)
        req_remove(*request);
    return PMPI_Request_free(request);
}

/* ---------------------------------------------------------------- completion */

int MPI_Wait(MPI_Request* request, MPI_Status* status)
{
    req_entry copy;
    if (!g.on || !req_copy(*request, &copy))
        return PMPI_Wait(request, status);
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    int rc = PMPI_Wait(request, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS)
        complete(&copy, st, t1);
    req_release(&copy);
    return rc;
}

int MPI_Test(MPI_Request* request, int* flag, MPI_Status* status)
{
    req_entry copy;
    if (!g.on || !req_copy(*request, &copy))
        return PMPI_Test(request, flag, status);
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    int rc = PMPI_Test(request, flag, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS && *flag)
        complete(&copy, st, t1);
    req_release(&copy);
    return rc;
}

/* completes the snapshot's requests whose status is good */
static void complete_all(snapshot* s, int n, MPI_Status* st, int rc, double t1)
{
    for (int i = 0; i < n; i++) {
        if (!s->have[i])
            continue;
        if (rc == MPI_ERR_IN_STATUS && st[i].MPI_ERROR != MPI_SUCCESS)
            continue;
        complete(&s->e[i], &st[i], t1);
    }
}

int MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    if (!g.on)
        return PMPI_Waitall(count, requests, statuses);
    snapshot s;
    if (!snap_take(&s, count, requests)) {
        snap_free(&s, count);
        return PMPI_Waitall(count, requests, statuses);
    }
    MPI_Status local[32];
    MPI_Status* st = statuses_for(count, statuses, local, 32);
    int rc = PMPI_Waitall(count, requests, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS)
        complete_all(&s, count, st, rc, t1);
    statuses_done(st, statuses, local);
    snap_free(&s, count);
    return rc;
}

int MPI_Testall(int count, MPI_Request requests[], int* flag, MPI_Status statuses[])
{
    if (!g.on)
        return PMPI_Testall(count, requests, flag, statuses);
    snapshot s;
    if (!snap_take(&s, count, requests)) {
        snap_free(&s, count);
        return PMPI_Testall(count, requests, flag, statuses);
    }
    MPI_Status local[32];
    MPI_Status* st = statuses_for(count, statuses, local, 32);
    int rc = PMPI_Testall(count, requests, flag, st);
    double t1 = PMPI_Wtime();
    if ((rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS) && *flag)
        complete_all(&s, count, st, rc, t1);
    statuses_done(st, statuses, local);
    snap_free(&s, count);
    return rc;
}

int MPI_Waitany(int count, MPI_Request requests[], int* index, MPI_Status* status)
{
    if (!g.on)
        return PMPI_Waitany(count, requests, index, status);
    snapshot s;
    if (!snap_take(&s, count, requests)) {
        snap_free(&s, count);
        return PMPI_Waitany(count, requests, index, status);
    }
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    int rc = PMPI_Waitany(count, requests, index, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS && *index != MPI_UNDEFINED && s.have[*index])
        complete(&s.e[*index], st, t1);
    snap_free(&s, count);
    return rc;
}

int MPI_Testany(int count, MPI_Request requests[], int* index, int* flag, MPI_Status* status)
{
    if (!g.on)
        return PMPI_Testany(count, requests, index, flag, status);
    snapshot s;
    if (!snap_take(&s, count, requests)) {
        snap_free(&s, count);
        return PMPI_Testany(count, requests, index, flag, status);
    }
    MPI_Status local;
    MPI_Status* st = status == MPI_STATUS_IGNORE ? &local : status;
    int rc = PMPI_Testany(count, requests, index, flag, st);
    double t1 = PMPI_Wtime();
    if (rc == MPI_SUCCESS && *flag && *index != MPI_UNDEFINED && s.have[*index])
        complete(&s.e[*index], st, t1);
    snap_free(&s, count);
    return rc;
}

static int some(int test, int incount, MPI_Request requests[], int* outcount, int indices[],
                MPI_Status statuses[])
{
    snapshot s;
    if (!snap_take(&s, incount, requests)) {
        snap_free(&s, incount);
        return test ? PMPI_Testsome(incount, requests, outcount, indices, statuses)
                    : PMPI_Waitsome(incount, requests, outcount, indices, statuses);
    }
    MPI_Status local[32];
    MPI_Status* st = statuses_for(incount, statuses, local, 32);
    int rc = test ? PMPI_Testsome(incount, requests, outcount, indices, st)
                  : PMPI_Waitsome(incount, requests, outcount, indices, st);
    double t1 = PMPI_Wtime();
    if ((rc == MPI_SUCCESS || rc == MPI_ERR_IN_STATUS) && *outcount != MPI_UNDEFINED)
        for (int k = 0; k < *outcount; k++) {
            int i = indices[k];
            if (!s.have[i])
                continue;
            if (rc == MPI_ERR_IN_STATUS && st[k].MPI_ERROR != MPI_SUCCESS)
                continue;
            complete(&s.e[i], &st[k], t1);
        }
    statuses_done(st, statuses, local);
    snap_free(&s, incount);
    return rc;
}

int MPI_Waitsome(int incount, MPI_Request requests[], int* outcount, int indices[],
                 MPI_Status statuses[])
{
    if (!g.on)
        return PMPI_Waitsome(incount, requests, outcount, indices, statuses);
    return some(0, incount, requests, outcount, indices, statuses);
}

int MPI_Testsome(int incount, MPI_Request requests[], int* outcount, int indices[],
                 MPI_Status statuses[])
{
    if (!g.on)
        return PMPI_Testsome(incount, requests, outcount, indices, statuses);
    return some(1, incount, requests, outcount, indices, statuses);
}

/* ---------------------------------------------------------------- collectives */

static int comm_size_of(MPI_Comm comm)
{
    int n = 0;
    PMPI_Comm_size(comm, &n);
    return n;
}

static long long sum_counts(const int counts[], int n)
{
    long long s = 0;
    if (!counts)
        return 0;
    for (int i = 0; i < n; i++)
        s += counts[i];
    return s;
}

#define COLL(NAME, ID, BYTES, CALL)                                                                \
    do {                                                                                           \
        if (!g.on)                                                                                 \
            return CALL;                                                                           \
        double t0 = PMPI_Wtime();                                                                  \
        int rc = CALL;                                                                             \
        double t1 = PMPI_Wtime();                                                                  \
        if (rc == MPI_SUCCESS)                                                                     \
            record_coll(ID, comm, BYTES, t0, t1);                                                  \
        return rc;                                                                                 \
    } while (0)

int MPI_Barrier(MPI_Comm comm)
{
    COLL(Barrier, C_BARRIER, 0, PMPI_Barrier(comm));
}

int MPI_Bcast(void* buf, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    COLL(Bcast, C_BCAST, type_bytes(type, count), PMPI_Bcast(buf, count, type, root, comm));
}

int MPI_Reduce(const void* sendbuf, void* recvbuf, int count, MPI_Datatype type, MPI_Op op,
               int root, MPI_Comm comm)
{
    COLL(Reduce, C_REDUCE, type_bytes(type, count),
         PMPI_Reduce(sendbuf, recvbuf, count, type, op, root, comm));
}

int MPI_Allreduce(const void* sendbuf, void* recvbuf, int count, MPI_Datatype type, MPI_Op op,
                  MPI_Comm comm)
{
    COLL(Allreduce, C_ALLREDUCE, type_bytes(type, count),
         PMPI_Allreduce(sendbuf, recvbuf, count, type, op, comm));
}

int MPI_Scan(const void* sendbuf, void* recvbuf, int count, MPI_Datatype type, MPI_Op op,
             MPI_Comm comm)
{
    COLL(Scan, C_SCAN, type_bytes(type, count), PMPI_Scan(sendbuf, recvbuf, count, type, op, comm));
}

int MPI_Exscan(const void* sendbuf, void* recvbuf, int count, MPI_Datatype type, MPI_Op op,
               MPI_Comm comm)
{
    COLL(Exscan, C_EXSCAN, type_bytes(type, count),
         PMPI_Exscan(sendbuf, recvbuf, count, type, op, comm));
}

int MPI_Gather(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
               int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    COLL(Gather, C_GATHER,
         sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, recvcount)
                                 : type_bytes(sendtype, sendcount),
         PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
}

int MPI_Gatherv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
                const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root,
                MPI_Comm comm)
{
    int me = 0;
    if (g.on)
        PMPI_Comm_rank(comm, &me);
    COLL(Gatherv, C_GATHERV,
         sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, recvcounts ? recvcounts[me] : 0)
                                 : type_bytes(sendtype, sendcount),
         PMPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root,
                      comm));
}

int MPI_Scatter(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
                int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    COLL(Scatter, C_SCATTER,
         recvbuf == MPI_IN_PLACE ? type_bytes(sendtype, sendcount)
                                 : type_bytes(recvtype, recvcount),
         PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
}

int MPI_Scatterv(const void* sendbuf, const int sendcounts[], const int displs[],
                 MPI_Datatype sendtype, void* recvbuf, int recvcount, MPI_Datatype recvtype,
                 int root, MPI_Comm comm)
{
    int me = 0;
    if (g.on)
        PMPI_Comm_rank(comm, &me);
    COLL(Scatterv, C_SCATTERV,
         recvbuf == MPI_IN_PLACE ? type_bytes(sendtype, sendcounts ? sendcounts[me] : 0)
                                 : type_bytes(recvtype, recvcount),
         PMPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root,
                       comm));
}

int MPI_Allgather(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
                  int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    COLL(Allgather, C_ALLGATHER,
         sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, recvcount)
                                 : type_bytes(sendtype, sendcount),
         PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
}

int MPI_Allgatherv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
                   const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int me = 0;
    if (g.on)
        PMPI_Comm_rank(comm, &me);
    COLL(
        Allgatherv, C_ALLGATHERV,
        sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, recvcounts ? recvcounts[me] : 0)
                                : type_bytes(sendtype, sendcount),
        PMPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm));
}

int MPI_Alltoall(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf,
                 int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int n = g.on ? comm_size_of(comm) : 0;
    COLL(Alltoall, C_ALLTOALL,
         sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, (long long)recvcount * n)
                                 : type_bytes(sendtype, (long long)sendcount * n),
         PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
}

int MPI_Alltoallv(const void* sendbuf, const int sendcounts[], const int sdispls[],
                  MPI_Datatype sendtype, void* recvbuf, const int recvcounts[], const int rdispls[],
                  MPI_Datatype recvtype, MPI_Comm comm)
{
    int n = g.on ? comm_size_of(comm) : 0;
    COLL(Alltoallv, C_ALLTOALLV,
         sendbuf == MPI_IN_PLACE ? type_bytes(recvtype, sum_counts(recvcounts, n))
                                 : type_bytes(sendtype, sum_counts(sendcounts, n)),
         PMPI_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls,
                        recvtype, comm));
}

int MPI_Reduce_scatter(const void* sendbuf, void* recvbuf, const int recvcounts[],
                       MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    int n = g.on ? comm_size_of(comm) : 0;
    COLL(Reduce_scatter, C_REDUCE_SCATTER, type_bytes(type, sum_counts(recvcounts, n)),
         PMPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, type, op, comm));
}

int MPI_Reduce_scatter_block(const void* sendbuf, void* recvbuf, int recvcount, MPI_Datatype type,
                             MPI_Op op, MPI_Comm comm)
{
    int n = g.on ? comm_size_of(comm) : 0;
    COLL(Reduce_scatter_block, C_REDUCE_SCATTER_BLOCK, type_bytes(type, (long long)recvcount * n),
         PMPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, type, op, comm));
}
