#!/bin/sh
# libcubelab-trace under mpirun: builds the examples of examples/mpi with mpicc and mpif90,
# runs them with the library preloaded and checks every rank's log.
#
#   mpitrace_test.sh LIBRARY SOURCE_DIR WORK_DIR
#
# MPICC, MPIF90 and MPIRUN name the tools (default: mpicc, mpif90, mpirun on PATH). A missing
# tool skips the test (exit 77), or fails it when CI=true. Exit 0 when every check passes.
set -u
here=$(dirname "$0")
expect_awk=$here/expect.awk
. "$here/common.sh"

for c in tree_updo tree_down tree_down_reversed reduce_isend reduce_split nonneighbour \
         requests crash deadlock abort; do
    build "$c" "examples/mpi/$c.c" "$MPICC"
done
build cube_do examples/mpi/cube_do.f90 "$MPIF90"
build reduce_f77 examples/mpi/reduce_f77.f "$MPIF90"
build ring_requests examples/mpi/ring_requests.f90 "$MPIF90"
build cube_do_f08 examples/mpi/cube_do_f08.f90 "$MPIF90"
build ring_requests_f08 examples/mpi/ring_requests_f08.f90 "$MPIF90"
build vcollectives examples/mpi/vcollectives.f90 "$MPIF90"
[ "$failures" -eq 0 ] || exit 1

# normalize DIR: every record as "RANK<TAB>record" without SEQ and times (see expect.awk)
normalize() {
    for f in "$1"/rank-*.log; do
        awk 'NR == 2 { r = $2 }
             $1 == "send" || $1 == "recv" {
                 s = $1 " " $3 " " $4 " " $5 " " $6 " " $9 " " $10 " " $11
                 for (i = 12; i <= NF; i++) s = s " " $i
                 print r "\t" s }
             $1 == "coll" { print r "\t" $1 " " $3 " " $4 " " $5 " " $8 }
             $1 == "comm" { print r "\t" $0 }' "$f"
    done
}

# check NAME NP [sorted]: a clean run, complete logs, the records expect.awk predicts
check() {
    name=$1; np=$2; how=${3:-}
    if ! run "$name" "$np"; then fail "$name on $np ranks exited with $status:"; cat "$dir/out"; return; fi
    valid "$dir" "$np" complete || return
    normalize "$dir" >"$dir/actual"
    awk -v prog="$name" -v p="$np" -f "$expect_awk" >"$dir/expected"
    if [ "$how" = sorted ]; then
        sort "$dir/actual" >"$dir/actual.s"; sort "$dir/expected" >"$dir/expected.s"
        a=$dir/actual.s; e=$dir/expected.s
    else # per rank, in order
        sort -s -n -k1,1 "$dir/actual" >"$dir/actual.s"; sort -s -n -k1,1 "$dir/expected" >"$dir/expected.s"
        a=$dir/actual.s; e=$dir/expected.s
    fi
    if diff "$e" "$a" >"$dir/diff"; then
        ok "$name on $np ranks: $(wc -l <"$a") records as expected"
    else
        fail "$name on $np ranks: records differ (< expected, > logged):"; cat "$dir/diff"
    fi
}

for np in 4 8; do
    for prog in tree_updo tree_down tree_down_reversed reduce_isend reduce_split nonneighbour \
                cube_do reduce_f77 ring_requests cube_do_f08 ring_requests_f08 vcollectives; do
        check "$prog" "$np"
    done
    # vcollectives checks its results itself (MPI_Abort if wrong); rank 0 prints the sum of
    # the gathered squares, every rank one line
    out=$work/logs/vcollectives-$np/out
    want="gathered $((np * (np + 1) * (2 * np + 1) / 6))"
    if grep -qx "$want" "$out" && [ "$(grep -c '^rank .* reduce_scatter ' "$out")" -eq "$np" ]; then
        ok "vcollectives on $np ranks: $want, every rank's line"
    else
        fail "vcollectives on $np ranks printed:"; cat "$out"
    fi
done

# every kind of request and completion, the values of each type, every collective
check requests 4 sorted
if [ -f "$work/logs/requests-4/rank-0.log" ]; then
    # the order on rank 0: psend at Startall, precv at Waitall, three rounds
    order=$(awk '$3 ~ /^p/ { s = s $3 " " } END { print s }' "$work/logs/requests-4/rank-0.log")
    [ "$order" = "psend precv psend precv psend precv " ] && ok "requests: persistent order" ||
        fail "requests: persistent records in the order $order"
    # the isend freed with MPI_Request_free never completes: T1 -1; every other send has its T1
    freed=$(awk '$1 == "send" && $5 == 50 { print $8 }' "$work/logs/requests-4/rank-0.log")
    [ "$freed" = -1 ] && ok "requests: a freed isend has T1 -1" || fail "requests: freed isend T1 '$freed'"
    others=$(cat "$work"/logs/requests-4/rank-*.log | awk '$1 == "send" && $8 == -1 && $5 != 50' | wc -l)
    [ "$others" -eq 0 ] && ok "requests: every completed send has its T1" ||
        fail "requests: $others sends without T1"
fi

# the Fortran programs are traced through the library's own Fortran symbols (mpi_f08's too)
for sym in mpi_send_ mpi_sendrecv_ mpi_isend_ mpi_irecv_ mpi_wait_ mpi_init_ mpi_finalize_ \
           mpi_send_f08_ mpi_sendrecv_f08_ mpi_waitall_f08_ mpi_init_f08_ mpi_finalize_f08_ \
           mpi_gatherv_ mpi_scatterv_ mpi_allgatherv_ mpi_alltoallv_ mpi_reduce_scatter_ \
           mpi_gatherv_f08_ mpi_scatterv_f08_ mpi_allgatherv_f08_ mpi_alltoallv_f08_ \
           mpi_reduce_scatter_f08_; do
    nm -D --defined-only "$lib" 2>/dev/null | grep -q " $sym\$" || fail "the library lacks $sym"
done

# a cap on the records: rank 0 of tree_updo on 4 ranks has 2 receives; with a cap of 1 the
# log keeps one, then "truncated", then "end"
if run tree_updo 4 -x CUBELAB_TRACE_MAX_RECORDS=1; then
    got=$(awk 'NR > 2 { printf "%s ", $1 }' "$dir/rank-0.log")
    [ "$got" = "recv truncated end " ] && ok "cap: truncated" || fail "cap: rank 0 has '$got'"
else
    fail "tree_updo with a cap exited with $status"
fi

# without CUBELAB_TRACE_DIR the library only forwards: the program works, nothing is written
quiet=$work/logs/quiet
rm -rf "$quiet"; mkdir -p "$quiet"
if (cd "$quiet" && timeout -k 5 40 env -u CUBELAB_TRACE_DIR "$MPIRUN" --oversubscribe --allow-run-as-root \
        -np 4 -x LD_PRELOAD="$lib" "$bindir/tree_updo" >out 2>&1) &&
   grep -q "sum = 10" "$quiet/out" && [ "$(ls "$quiet")" = out ]; then
    ok "no CUBELAB_TRACE_DIR: nothing written"
else
    fail "no CUBELAB_TRACE_DIR: $(ls "$quiet") $(cat "$quiet/out")"
fi

# MPI_Abort on rank 2: its log ends with "abort 3 T" after the barrier and the message
if run abort 4; then fail "abort exited with 0"; fi
d=$work/logs/abort-4
if valid "$d" 4 killed && [ -f "$d/rank-2.log" ]; then
    got=$(awk 'NR > 2 { printf "%s %s|", $1, ($1 == "recv" ? $4 " " $5 " " $6 " " $10 " " $12 : $2) }' "$d/rank-2.log")
    case $got in
        "coll 0|recv 0 1 4 int 5|abort 3|") ok "abort: rank 2 logged the abort" ;;
        *) fail "abort: rank 2 has '$got'" ;;
    esac
else
    fail "abort: no valid log of rank 2"
fi

# a segmentation fault on rank 1: its log, written from the signal, holds the message, no end
if run crash 4; then fail "crash exited with 0"; fi
d=$work/logs/crash-4
if valid "$d" 4 killed && [ -f "$d/rank-1.log" ]; then
    got=$(awk 'NR > 2 { printf "%s %s %s|", $1, $3, $4 }' "$d/rank-1.log")
    [ "$got" = "recv recv 0|" ] && ok "crash: rank 1 logged its message and no end" ||
        fail "crash: rank 1 has '$got'"
else
    fail "crash: no valid log of rank 1"
fi

# a deadlock ended by mpirun's time limit: ranks 2 and 3 finish (end), ranks 0 and 1 do not.
# mpirun sends the ranks SIGTERM and soon after SIGKILL: SIGTERM is the program's, the library
# writes no log at it, so ranks 0 and 1 leave none. (Open MPI 4.1.4's mpirun itself sometimes
# crashes or hangs in PMIx_server_finalize after its time limit, with or without the library:
# the outer timeout ends it.)
timeout_s=12
if run deadlock 4 --timeout 3; then fail "deadlock exited with 0"; fi
timeout_s=40
d=$work/logs/deadlock-4
if valid "$d" 4 killed; then
    good=1
    for r in 2 3; do tail -n 1 "$d/rank-$r.log" 2>/dev/null | grep -q '^end ' || good=0; done
    for r in 0 1; do [ -f "$d/rank-$r.log" ] && good=0; done
    [ $good = 1 ] && ok "deadlock: ranks 0 and 1 ended by SIGTERM without a log, 2 and 3 complete" ||
        { fail "deadlock: the logs:"; tail -n 2 "$d"/rank-*.log; }
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
