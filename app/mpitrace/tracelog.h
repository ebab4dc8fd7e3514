/* libcubelab-trace: the internal declarations cubelabtrace.c and fortran.c share.
 *
 * The library traces an unmodified MPI program through MPI's profiling interface (PMPI):
 *
 *   mpirun -np 8 -x LD_PRELOAD=libcubelab-trace.so -x CUBELAB_TRACE_DIR=dir ./prog
 *
 * C and C++ through its MPI_ functions (cubelabtrace.c), Fortran through its own Fortran entry
 * points (fortran.c: mpif.h, `use mpi` and, with Open MPI, `use mpi_f08`), which call those
 * MPI_ functions.
 *
 * Every rank writes dir/rank-R.log (R its rank in MPI_COMM_WORLD). A program that calls MPI
 * from several threads at once (MPI_THREAD_MULTIPLE) is traced too: its threads record under a
 * lock, their records in the order they took the lock. Without CUBELAB_TRACE_DIR the library
 * records nothing and writes nothing: every call goes straight to PMPI_.
 * CUBELAB_TRACE_MAX_RECORDS (default 1000000) caps the records a rank keeps in memory.
 *
 * THE LOG FORMAT (this comment is its definition)
 *
 * Text, one record a line, fields separated by one space, numbers in the C locale. Times are
 * PMPI_Wtime() seconds of this rank's clock, printed with %.17g.
 *
 *   cubelab-mpi-log 1
 *   rank R size P
 *   comm ID SIZE W0 W1 ... W(SIZE-1)
 *   send SEQ KIND PEER TAG BYTES T0 T1 COMM TYPE N V1 ... VN
 *   recv SEQ KIND PEER TAG BYTES T0 T1 COMM TYPE N V1 ... VN
 *   coll SEQ NAME COMMSIZE BYTES T0 T1 COMM
 *   truncated
 *   abort CODE T
 *   end T
 *
 * - The first two lines are always the header. Then the records, in the order they took
 *   effect on this rank. SEQ numbers the send, recv and coll records from 0.
 * - comm: written once, just before the first record that uses a communicator other than
 *   MPI_COMM_WORLD. ID is the communicator's number on this rank (0 is MPI_COMM_WORLD, never
 *   listed; then 1, 2, ... in order of first use; a freed communicator's number is not used
 *   again), SIZE its size and W0 ... the world rank of each of its ranks (of the remote group
 *   for an intercommunicator; -1 for a process outside MPI_COMM_WORLD, which readers accept
 *   though the library writes no such communicator: see WHAT IS NOT SEEN).
 * - send: a message this rank sent, written when it was posted: a blocking send when the call
 *   returns (T0 the call's start, T1 its return); a nonblocking or persistent send when it is
 *   posted (MPI_Isend..., MPI_Start), T0 the post time, T1 the time its request was seen
 *   complete by an MPI_Wait... or MPI_Test... call, or -1 if it never was (freed with
 *   MPI_Request_free, or still pending at MPI_Finalize).
 * - recv: a message this rank received, written when it completed: T0 the call's start
 *   (blocking) or the post time (nonblocking, persistent: the MPI_Start), T1 the completion.
 *   PEER and TAG are the ones the message carried (MPI_ANY_SOURCE and MPI_ANY_TAG resolved).
 * - KIND: send ssend bsend rsend isend issend ibsend irsend psend (any persistent send) for
 *   sends; recv irecv precv for receives; sendrecv for both halves of MPI_Sendrecv and
 *   MPI_Sendrecv_replace, which write a send then a recv record with the same T0 and T1.
 * - PEER: the partner's rank in MPI_COMM_WORLD. Messages to or from MPI_PROC_NULL are left out.
 * - BYTES: count x MPI_Type_size for a send; for a receive, MPI_Get_count of its status x the
 *   type's size (-1 when the message is not a whole number of the datatype).
 * - COMM: the communicator's ID (above).
 * - TYPE: double float int long other. double is MPI_DOUBLE and MPI_DOUBLE_PRECISION, float is
 *   MPI_FLOAT and MPI_REAL, int is MPI_INT and MPI_INTEGER, long is MPI_LONG. N (0 to 4) values
 *   follow: the buffer's first elements (sends when posted, receives when completed); 0 for
 *   other. double with %.17g, float with %.9g (both read back exactly), int and long as
 *   decimal integers.
 * - coll: one record for each call of MPI_Barrier, Bcast, Reduce, Allreduce, Gather(v),
 *   Scatter(v), Allgather(v), Alltoall(v), Reduce_scatter, Reduce_scatter_block, Scan, Exscan.
 *   NAME is the function's name without MPI_ (Allreduce, Reduce_scatter_block ...), COMMSIZE
 *   the communicator's size, BYTES this rank's contribution: 0 for Barrier; count x type size
 *   for Bcast, Reduce, Allreduce, Scan, Exscan; the send block for Gather(v) and Allgather(v)
 *   (the receive block when sendbuf is MPI_IN_PLACE); the received block for Scatter(v); all
 *   blocks sent for Alltoall(v); the whole input vector for Reduce_scatter(_block).
 * - truncated: the rank had more than the cap of records; those after it were not kept.
 * - abort CODE T: the rank called MPI_Abort(comm, CODE) at T; the log ends there.
 * - end T: MPI_Finalize was called at T. A complete log ends with it; a log without it is
 *   from a rank that aborted or was ended by a fatal signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL,
 *   SIGABRT, unless the program handles it itself: the library writes what it has, then
 *   lets the signal go on). Other signals (SIGINT, SIGTERM ...) are the program's: a rank
 *   they end leaves no log.
 *
 * The file is created at MPI_Init as rank-R.log.tmp, a new file (O_EXCL|O_NOFOLLOW, mode
 * 0600: never one that is there, nor through a symbolic link; if one is there the rank says so
 * on stderr and ends the run with MPI_Abort), written at the end and renamed to rank-R.log,
 * so a reader never sees a half-written file under the final name. A trace folder path over
 * CUBELAB_TRACE_MAX_DIR_BYTES (tracelimits.h) is refused the same way: no name is ever cut.
 *
 * WHAT IS NOT SEEN
 *
 * - From Fortran (mpif.h, `use mpi`, `use mpi_f08`) nothing more than from C: fortran.c has
 *   an entry point for each MPI_ function cubelabtrace.c wraps, so every call listed above is
 *   traced from all three, with the same records and bytes as from C (MPI_IN_PLACE and
 *   MPI_BOTTOM included); `use mpi_f08` shares mpif.h's entry points (Open MPI 4.1 passes the
 *   same arguments: fortran.c), arrays of requests, statuses, counts and displacements included.
 * - `use mpi_f08` with another MPI than Open MPI: its entry points are not defined, not even
 *   MPI_Init's, so such a program writes no log at all.
 * - Calls of the PMPI_ routines themselves (PMPI_Send, and mpi_f08's pmpi_send_f08_ ...).
 * - Nonblocking collectives (MPI_Ibarrier ...), one-sided communication, MPI_Probe/Mrecv,
 *   MPI_Request_get_status (a request completed only through it is never recorded).
 * - A send cancelled with MPI_Cancel is still recorded at post; a cancelled receive is not.
 * - Processes started by MPI_Comm_spawn: not traced, no log (their ranks 0, 1 ... would write
 *   over the parent's logs; their rank 0 says so on stderr). The parent leaves out its records
 *   on any communicator with a process outside its MPI_COMM_WORLD.
 * - Times are each rank's own clock (PMPI_Wtime), not synchronized between ranks.
 */
#ifndef CUBELAB_TRACELOG_H
#define CUBELAB_TRACELOG_H

#include <mpi.h>

/* Nonzero once MPI_Init has seen CUBELAB_TRACE_DIR: records are being kept. */
int cubelab_trace_on(void);

#endif
