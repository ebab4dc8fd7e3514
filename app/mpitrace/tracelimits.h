/* libcubelab-trace's limits that cubelab-mpi trace checks before it runs a program (C and
 * C++; no MPI). */
#ifndef CUBELAB_TRACELIMITS_H
#define CUBELAB_TRACELIMITS_H

/* The longest trace folder path (CUBELAB_TRACE_DIR), in bytes: every rank's log name,
 * DIR/rank-2147483647.log.tmp at most, then fits in PATH_MAX (4,096 bytes with its NUL). The
 * library refuses a longer one: it never cuts a name, so two ranks never share a file. */
#define CUBELAB_TRACE_MAX_DIR_BYTES (4096 - (int)sizeof "/rank-2147483647.log.tmp")

#endif
