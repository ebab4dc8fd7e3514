# The helpers of the tests of libcubelab-trace under mpirun (mpitrace_test.sh,
# safety_test.sh), sourced with the scripts' arguments LIBRARY SOURCE_DIR WORK_DIR:
# the tools (MPICC, MPIF90, MPIRUN; a missing one skips the test, exit 77, or fails it when
# CI=true), fail and ok, build, run, valid.
lib=$1
src=$2
work=$3
MPICC=${MPICC:-mpicc}
MPIF90=${MPIF90:-mpif90}
MPIRUN=${MPIRUN:-mpirun}

for tool in "$MPICC" "$MPIF90" "$MPIRUN"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        if [ "${CI:-}" = true ]; then
            echo "FAIL: $tool not found (CI=true: a missing tool is a failure)"
            exit 1
        fi
        echo "SKIP: $tool not found"
        exit 77
    fi
done
[ -f "$lib" ] || { echo "FAIL: no library at $lib"; exit 1; }

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

mkdir -p "$work/bin" || exit 1
bindir=$work/bin

# ---- building the programs (again only when the source is newer)
# build NAME FILE COMPILER [FLAGS...]: FILE in the source tree
build() {
    name=$1; file=$src/$2; compiler=$3; shift 3
    out=$bindir/$name
    if [ ! -x "$out" ] || [ "$file" -nt "$out" ]; then
        if ! "$compiler" -O2 "$@" -o "$out" "$file" >"$work/build-$name.log" 2>&1; then
            fail "building $file:"; cat "$work/build-$name.log"; return 1
        fi
    fi
}

# ---- running
# run NAME P [extra mpirun options...]: logs in $work/logs/NAME-P, output in .../out
run() {
    name=$1; np=$2; shift 2
    dir=$work/logs/$name-$np
    rm -rf "$dir"; mkdir -p "$dir"
    timeout -k 3 "${timeout_s:-40}" "$MPIRUN" --oversubscribe --allow-run-as-root -np "$np" "$@" \
        -x LD_PRELOAD="$lib" -x CUBELAB_TRACE_DIR="$dir" "$bindir/$name" >"$dir/out" 2>&1
    status=$?
    return $status
}

# valid DIR NP [complete|killed]: the header, consecutive sequence numbers, times, field
# counts; with "complete", every rank's log ending in "end T"; with "killed" a .tmp file may be
# left (a rank that mpirun killed: the library opens it at MPI_Init)
valid() {
    d=$1; np=$2; want=${3:-}
    if [ "$want" != killed ] && ls "$d"/*.tmp >/dev/null 2>&1; then
        fail "$d: a .tmp file is left"; return 1
    fi
    if [ "$want" = complete ]; then
        r=0
        while [ $r -lt "$np" ]; do
            [ -f "$d/rank-$r.log" ] || { fail "$d: no log of rank $r"; return 1; }
            r=$((r + 1))
        done
    fi
    for f in "$d"/rank-*.log; do
        [ -f "$f" ] || continue
        msg=$(awk -v np="$np" -v want="$want" -v file="$f" '
            function bad(m) { print file ":" NR ": " m; err = 1; exit }
            NR == 1 { if ($0 != "cubelab-mpi-log 1") bad("header"); next }
            NR == 2 { if ($1 != "rank" || $3 != "size" || $4 != np || NF != 4) bad("rank line")
                      if (file !~ ("rank-" $2 "\\.log$")) bad("file name"); next }
            { last = $1 }
            $1 == "send" || $1 == "recv" {
                if ($2 != seq++) bad("sequence")
                if (NF != 11 + $11 || $11 > 4 || $11 < 0) bad("fields")
                if ($10 !~ /^(double|float|int|long|other)$/) bad("type")
                if ($8 == -1) { if ($1 != "send" || $3 !~ /^(i.*send|psend)$/) bad("T1 -1") }
                else if ($8 + 0 < $7 + 0) bad("T1 before T0")
                if ($4 < 0 || $4 >= np) bad("peer")
                next }
            $1 == "coll" { if ($2 != seq++ || NF != 8 || $7 + 0 < $6 + 0) bad("coll"); next }
            $1 == "comm" { if (NF != 3 + $3) bad("comm"); next }
            $1 == "truncated" || $1 == "abort" || $1 == "end" { next }
            { bad("unknown record " $1) }
            END { if (!err && want == "complete" && last != "end") print file ": no end line" }' "$f")
        [ -z "$msg" ] || { fail "$msg"; return 1; }
    done
    return 0
}

