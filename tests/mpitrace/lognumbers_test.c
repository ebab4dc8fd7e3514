/* The log's numbers written by hand (app/mpitrace/lognumbers.c) are printf's: lognum_real gives
 * the text of "%.17g" and "%.9g" (the log's doubles and floats) and lognum_int that of "%lld",
 * for the edge cases (zeros, subnormals, the largest, ties, the switch to exponents, inf, nan)
 * and 100,000 doubles of random bits and random times. Exit 0 when all agree. */
#define _GNU_SOURCE
#include "lognumbers.h"

#include <float.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void same_real(double x, int digits)
{
    char want[64], got[LOGNUM_MAX + 1];
    snprintf(want, sizeof want, "%.*g", digits, x);
    size_t n = lognum_real(got, x, digits);
    got[n] = '\0';
    if (n > LOGNUM_MAX || strcmp(want, got) != 0) {
        if (failures++ < 20)
            printf("FAIL: %a with %d digits: printf '%s', by hand '%s'\n", x, digits, want, got);
    }
}

static void same_int(long long v)
{
    char want[32], got[LOGNUM_MAX + 1];
    snprintf(want, sizeof want, "%lld", v);
    size_t n = lognum_int(got, v);
    got[n] = '\0';
    if (strcmp(want, got) != 0 && failures++ < 20)
        printf("FAIL: %s by hand '%s'\n", want, got);
}

int main(void)
{
    setlocale(LC_ALL, "C");
    const double edges[] = {0.0,
                            -0.0,
                            1.0,
                            -1.0,
                            0.5,
                            0.1,
                            0.3,
                            2.0 / 3,
                            9.5,
                            0.95,
                            1e-5,
                            1e-4,
                            9.9999e-5,
                            0.000095,
                            1e16,
                            1e17,
                            1e22,
                            1e23,
                            9007199254740993.0,
                            99999999999999999.0,
                            123456789012345678.0,
                            1e300,
                            1e-300,
                            DBL_MAX,
                            -DBL_MAX,
                            DBL_MIN,
                            5e-324,
                            2.5e-323,
                            FLT_MAX,
                            FLT_MIN,
                            INFINITY,
                            -INFINITY,
                            NAN,
                            0.015947388999999999,
                            1.7e9 + 0.123456789};
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
        for (int digits = 1; digits <= 17; digits++)
            same_real(edges[i], digits);
    uint64_t s = 88172645463325252ULL; /* xorshift: the same numbers every run */
    for (int i = 0; i < 100000; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        double x;
        memcpy(&x, &s, sizeof x);
        same_real(x, 17);
        same_real((float)x, 9);
        same_real((double)(s % 100000000) / (double)(1u << (s % 30)), 17); /* times */
    }
    const long long ints[] = {0, 1, -1, 7, -42, 1234567, INT_MIN, INT_MAX, LLONG_MIN, LLONG_MAX};
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
        same_int(ints[i]);
    if (failures) {
        printf("%d number(s) differ\n", failures);
        return 1;
    }
    printf("all numbers as printf writes them\n");
    return 0;
}
