#!/bin/sh
# libcubelab-trace safe in any program, under mpirun: a link planted in the trace folder is not
# written through, a process started by MPI_Comm_spawn writes over no log, an
# MPI_THREAD_MULTIPLE program is traced whole (never a crash or a mixed-up log), a program's
# own SIGINT and SIGFPE handlers keep its run whole, a trace folder too long for the logs'
# names is refused. The programs are tests/mpitrace/programs/.
#
#   safety_test.sh LIBRARY SOURCE_DIR WORK_DIR
#
# MPICC, MPIF90 and MPIRUN name the tools (common.sh). Exit 0 when every check passes.
set -u
here=$(dirname "$0")
. "$here/common.sh"

build spawn tests/mpitrace/programs/spawn.c "$MPICC"
build threads tests/mpitrace/programs/threads.c "$MPICC" -pthread
build own_handlers tests/mpitrace/programs/own_handlers.c "$MPICC"
[ "$failures" -eq 0 ] || exit 1

# records DIR: "RANK:N" for each log, N its send and recv records
records() {
    for f in "$1"/rank-*.log; do
        [ -f "$f" ] && awk 'NR == 2 { r = $2 } $1 == "send" || $1 == "recv" { n++ }
                            END { printf "%s:%d ", r, n }' "$f"
    done
}

# ---- a symbolic link planted where rank 0 writes: its target is untouched, the run refused
target=$work/planted-target
echo "not the library's" >"$target"
dir=$work/logs/planted
rm -rf "$dir"; mkdir -p "$dir"
ln -s "$target" "$dir/rank-0.log.tmp"
timeout -k 3 40 "$MPIRUN" --oversubscribe --allow-run-as-root -np 2 -x LD_PRELOAD="$lib" \
    -x CUBELAB_TRACE_DIR="$dir" "$bindir/own_handlers" >"$work/planted.out" 2>&1
status=$?
if [ "$(cat "$target")" != "not the library's" ]; then
    fail "planted link: its target was written: $(head -c 200 "$target")"
elif [ $status -eq 0 ] || ! grep -q "rank-0.log.tmp is there already (a file or a symbolic link)" "$work/planted.out"; then
    fail "planted link: exit $status, no refusal:"; cat "$work/planted.out"
else
    ok "planted link: the target untouched, the run refused"
fi

# ---- MPI_Comm_spawn: 1 rank starts 2 processes of its own program. Only the started rank's
# log is there, whole (its barrier; the children's messages left out); the children write
# none, and say so
if run spawn 1 && grep -qx "got 10 11" "$dir/out"; then
    got=$(awk 'NR > 1 { printf "%s %s|", $1, $3 }' "$dir/rank-0.log" 2>/dev/null)
    if [ -e "$dir/rank-1.log" ] || ls "$dir"/*.tmp >/dev/null 2>&1; then
        fail "spawn: the folder holds $(ls "$dir" | tr '\n' ' ')"
    elif [ "$got" != "rank size|coll Barrier|end |" ]; then
        fail "spawn: rank 0's log has '$got'"
    elif ! grep -q "started by MPI_Comm_spawn are not traced" "$dir/out"; then
        fail "spawn: no word that the spawned processes are not traced:"; cat "$dir/out"
    else
        ok "spawn: rank 0's log whole, the spawned processes untraced and said so"
    fi
else
    fail "spawn exited with $status:"; cat "$dir/out"
fi

# ---- MPI_THREAD_MULTIPLE: four threads a rank exchanging messages at once, ten runs. Each
# is traced whole: 8,000 records a rank, each value once, every send completed (threads that
# record at once without a lock, or take each other's entry of a shared request handle, lose
# records or the completion of sends: about every second run). Never a crash.
i=1
while [ $i -le 10 ]; do
    run threads 2
    whole=$(records "$dir")
    mixed=$(awk '$1 == "send" && $8 == -1 { n++ }
                 $1 == "send" || $1 == "recv" { if (seen[FILENAME " " $1 " " $12]++) n++ }
                 END { print n + 0 }' "$dir"/rank-*.log 2>/dev/null)
    if [ $status -eq 0 ] && [ "$whole" = "0:8000 1:8000 " ] && [ "$mixed" -eq 0 ] && valid "$dir" 2 complete; then
        ok "threads, run $i: traced whole"
    else
        fail "threads, run $i: exit $status, records $whole, $mixed mixed up:"; tail -n 5 "$dir/out"
    fi
    i=$((i + 1))
done

# ---- a program's own SIGINT and SIGFPE handlers (set before MPI_Init): it raises both between
# its two exchanges and goes on; every rank's log is whole, both exchanges and the end
if run own_handlers 2 && valid "$dir" 2 complete; then
    [ "$(records "$dir")" = "0:4 1:4 " ] && ok "own signal handlers: the run traced whole" ||
        fail "own signal handlers: records $(records "$dir")"
else
    fail "own signal handlers: exit $status:"; cat "$dir/out"; tail -n 3 "$dir"/rank-*.log
fi

# ---- a trace folder of 4,090 bytes (the folder, then "/." ...): the logs' names would not fit
# in PATH_MAX and were cut to one shared name (".../rank"); refused with a message, nothing
# written
dir=$work/logs/long
rm -rf "$dir"; mkdir -p "$dir"
long=$dir
while [ ${#long} -lt 4090 ]; do long=$long/.; done
timeout -k 3 40 "$MPIRUN" --oversubscribe --allow-run-as-root -np 2 -x LD_PRELOAD="$lib" \
    -x CUBELAB_TRACE_DIR="$long" "$bindir/own_handlers" >"$work/long.out" 2>&1
status=$?
if [ $status -ne 0 ] && grep -q "CUBELAB_TRACE_DIR) is ${#long} bytes long: at most 4071 bytes" "$work/long.out" &&
   [ -z "$(ls "$dir")" ]; then
    ok "a ${#long}-byte folder: refused, nothing written"
else
    fail "a ${#long}-byte folder: exit $status, the folder holds '$(ls "$dir")':"; cat "$work/long.out"
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
