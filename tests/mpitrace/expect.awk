# The records each example should leave in the logs, normalized as mpitrace_test.sh
# normalizes the logs: "RANK<TAB>send KIND PEER TAG BYTES COMM TYPE N V..." (no sequence
# numbers, no times), "RANK<TAB>coll NAME COMMSIZE BYTES COMM", "RANK<TAB>comm ID SIZE W...".
# Usage: awk -v prog=NAME -v p=P -f expect.awk
function emit(rank, line) { print rank "\t" line }
function g(x) { return sprintf("%.17g", x) }
function tree_updo(kind_s, kind_r, tagmode, type, bytes, reversed,   k, bit, j, dst, tag, ws, wd, i) {
    for (i = 0; i < p; i++) v[i] = i + 1
    for (k = 1; k <= n; k++) {
        bit = 2 ^ (n - k)
        tag = tagmode == "link" ? n - k + 1 : k
        for (j = bit; j < 2 * bit; j++) {
            dst = j - bit
            ws = reversed ? p - 1 - j : j
            wd = reversed ? p - 1 - dst : dst
            emit(ws, "send " kind_s " " wd " " tag " " bytes " " reversed " " type " 1 " g(v[j]))
            emit(wd, "recv " kind_r " " ws " " tag " " bytes " " reversed " " type " 1 " g(v[j]))
            v[dst] += v[j]
        }
    }
}
function d1(x) { return "8 0 double 1 " g(x) }
function xor(a, b,   r, bit) {   # POSIX awk has no bit operations
    r = 0
    for (bit = 1; a > 0 || b > 0; bit *= 2) {
        if ((a % 2) != (b % 2)) r += bit
        a = int(a / 2); b = int(b / 2)
    }
    return r
}
BEGIN {
    n = 0
    while (2 ^ n < p) n++
    if (prog == "tree_updo") tree_updo("send", "recv", "step", "double", 8, 0)
    else if (prog == "reduce_isend") tree_updo("isend", "irecv", "link", "double", 8, 0)
    else if (prog == "reduce_f77") {
        tree_updo("isend", "irecv", "step", "int", 4, 0)
        for (i = 0; i < p; i++) { emit(i, "coll Bcast " p " 4 0"); emit(i, "coll Barrier " p " 0 0") }
    } else if (prog == "reduce_split") {
        line = "comm 1 " p
        for (i = p - 1; i >= 0; i--) line = line " " i
        for (i = 0; i < p; i++) emit(i, line)
        tree_updo("send", "recv", "step", "double", 8, 1)
    } else if (prog == "tree_down" || prog == "tree_down_reversed") {
        for (k = 1; k <= n; k++) {
            bit = prog == "tree_down_reversed" ? 2 ^ (n - k) : 2 ^ (k - 1)
            for (i = 0; i < p; i++) {
                if (prog == "tree_down_reversed" ? i % (2 * bit) != 0 : i >= bit) continue
                emit(i, "send send " (i + bit) " " k " " d1(36))
                emit(i + bit, "recv recv " i " " k " " d1(36))
            }
        }
    } else if (prog == "nonneighbour") {
        for (i = 0; i < p; i++) v[i] = i + 1
        for (k = 1; k <= n - 2; k++) {
            bit = 2 ^ (n - k)
            for (j = bit; j < 2 * bit; j++) {
                emit(j, "send send " (j - bit) " " k " " d1(v[j]))
                emit(j - bit, "recv recv " j " " k " " d1(v[j]))
                v[j - bit] += v[j]
            }
        }
        for (j = 1; j <= 3; j++) emit(j, "send send 0 " n " " d1(v[j]))
        for (j = 1; j <= 3; j++) emit(0, "recv recv " j " " n " " d1(v[j]))
    } else if (prog == "cube_do" || prog == "cube_do_f08") {
        for (i = 0; i < p; i++) v[i] = i + 1
        for (k = 1; k <= n; k++) {
            bit = 2 ^ (n - k)
            for (i = 0; i < p; i++) {
                q = xor(i, bit)
                emit(i, "send sendrecv " q " " k " " d1(v[i]))
                emit(i, "recv sendrecv " q " " k " " d1(v[q]))
            }
            for (i = 0; i < p; i++) w[i] = v[i] + v[xor(i, bit)]
            for (i = 0; i < p; i++) v[i] = w[i]
        }
    } else if (prog == "ring_requests" || prog == "ring_requests_f08") {
        for (i = 0; i < p; i++) {
            for (k = 1; k <= 4; k++) {
                emit(i, "send isend " (i + 1) % p " " k " " d1(10 * k + i))
                emit(i, "recv irecv " (i + p - 1) % p " " k " " d1(10 * k + (i + p - 1) % p))
            }
            emit(i, "coll Allreduce " p " 8 0")
        }
    } else if (prog == "vcollectives") {
        # rank i contributes i+1 INTEGERs to Gatherv, Scatterv (rank 0 in place: its own
        # block) and Allgatherv (in place: its block); it sends p(p+1)/2 to Alltoallv and has
        # an input vector of as many to Reduce_scatter
        for (i = 0; i < p; i++) {
            emit(i, "coll Gatherv " p " " 4 * (i + 1) " 0")
            emit(i, "coll Scatterv " p " " 4 * (i + 1) " 0")
            emit(i, "coll Allgatherv " p " " 4 * (i + 1) " 0")
            emit(i, "coll Alltoallv " p " " 2 * p * (p + 1) " 0")
            emit(i, "coll Reduce_scatter " p " " 2 * p * (p + 1) " 0")
        }
    } else if (prog == "requests") {
        for (it = 0; it < 3; it++) {
            emit(0, "send psend 1 10 " d1(it + 0.5)); emit(0, "recv precv 1 11 " d1(100 + it))
            emit(1, "send psend 0 11 " d1(100 + it)); emit(1, "recv precv 0 10 " d1(it + 0.5))
        }
        emit(3, "send issend 2 20 12 0 int 3 1 2 3"); emit(2, "recv irecv 3 20 12 0 int 3 1 2 3")
        emit(3, "send isend 2 21 4 0 float 1 2.5"); emit(2, "recv irecv 3 21 4 0 float 1 2.5")
        emit(3, "send ibsend 2 22 8 0 long 1 1234567890123")
        emit(2, "recv irecv 3 22 8 0 long 1 1234567890123")
        for (i = 0; i < 4; i++) {
            emit(i, "send sendrecv " (i + 1) % 4 " 30 " d1(10 * i))
            emit(i, "recv sendrecv " (i + 3) % 4 " 30 " d1(10 * ((i + 3) % 4)))
        }
        emit(0, "send ssend 1 40 5 0 other 0"); emit(1, "recv recv 0 40 5 0 other 0")
        emit(1, "send bsend 0 41 4 0 int 1 41"); emit(0, "recv recv 1 41 4 0 int 1 41")
        emit(2, "send rsend 3 42 4 0 int 1 42"); emit(3, "recv irecv 2 42 4 0 int 1 42")
        emit(0, "send isend 1 50 " d1(50)); emit(1, "recv irecv 0 50 " d1(50))
        split("Barrier 0,Bcast 16,Reduce 8,Allreduce 8,Gather 8,Gatherv 8,Scatter 8,Scatterv 8,Allgather 8,Allgatherv 8,Alltoall 32,Alltoallv 32,Reduce_scatter 32,Reduce_scatter_block 32,Scan 8,Exscan 8,Barrier 0", c, ",")
        for (i = 0; i < 4; i++)
            for (j = 1; j <= 17; j++) {
                split(c[j], nb, " ")
                emit(i, "coll " nb[1] " 4 " nb[2] " 0")
            }
    } else {
        print "expect.awk: unknown program " prog > "/dev/stderr"
        exit 2
    }
}
