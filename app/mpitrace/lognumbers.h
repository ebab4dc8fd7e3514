/* libcubelab-trace: the log's numbers as text, formatted by hand.
 *
 * The log is written at MPI_Finalize and MPI_Abort, and from a fatal signal's handler, where
 * only async-signal-safe calls are allowed: no printf family, no locale, no malloc. These
 * functions use none of them (no library call at all, no static state), so one log writer
 * serves all three. */
#ifndef CUBELAB_LOGNUMBERS_H
#define CUBELAB_LOGNUMBERS_H

#include <stddef.h>

/* The longest text lognum_real and lognum_int write (no terminating NUL is written). */
enum
{
    LOGNUM_MAX = 32
};

/* v in decimal, as printf's "%lld": returns the number of characters written to out. */
size_t lognum_int(char* out, long long v);

/* x with `digits` significant digits (1 to 17), the same text as printf's "%.*g" in the C
 * locale: the exact value of x rounded half to even, trailing zeros dropped, "inf", "nan".
 * Returns the number of characters written to out. */
size_t lognum_real(char* out, double x, int digits);

#endif
