/* libcubelab-trace: the log's numbers as text, by hand (lognumbers.h).
 *
 * A double is m * 2^e with a whole m below 2^53. Its exact decimal value is a whole number B
 * times 10^d: B = m * 2^e (d = 0) for e >= 0, B = m * 5^-e (d = e) for e < 0. B has at most
 * 2,547 bits (m * 5^1074, the smallest subnormal's exponent), so a fixed array of words holds
 * it; its decimal digits (at most 767) are rounded to the digits asked for as printf rounds. */
#include "lognumbers.h"

#include <stdint.h>
#include <string.h>

enum
{
    WORDS = 84,
    DECIMALS = 9 * WORDS + 9
};

static const uint32_t powers_of_5[14] = {1,       5,        25,        125,       625,
                                         3125,    15625,    78125,     390625,    1953125,
                                         9765625, 48828125, 244140625, 1220703125};

typedef struct
{
    uint32_t w[WORDS]; /* least significant first */
    int n;             /* words in use; 0 for zero */
} bignum;

static void big_mul(bignum* b, uint32_t f)
{
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) {
        uint64_t v = (uint64_t)b->w[i] * f + carry;
        b->w[i] = (uint32_t)v;
        carry = v >> 32;
    }
    if (carry)
        b->w[b->n++] = (uint32_t)carry;
}

static void big_shift_left(bignum* b, int bits)
{
    int words = bits / 32, rest = bits % 32;
    for (int i = b->n - 1; i >= 0; i--)
        b->w[i + words] = b->w[i];
    for (int i = 0; i < words; i++)
        b->w[i] = 0;
    b->n += words;
    if (rest) {
        uint32_t carry = 0;
        for (int i = words; i < b->n; i++) {
            uint32_t v = b->w[i];
            b->w[i] = (v << rest) | carry;
            carry = v >> (32 - rest);
        }
        if (carry)
            b->w[b->n++] = carry;
    }
}

/* b /= d; returns the remainder */
static uint32_t big_div(bignum* b, uint32_t d)
{
    uint64_t rem = 0;
    for (int i = b->n - 1; i >= 0; i--) {
        uint64_t v = (rem << 32) | b->w[i];
        b->w[i] = (uint32_t)(v / d);
        rem = v % d;
    }
    while (b->n > 0 && b->w[b->n - 1] == 0)
        b->n--;
    return (uint32_t)rem;
}

/* The decimal digits of b (not zero), no leading zero, at the end of buf[DECIMALS]: returns
 * where they start. b is used up. */
static char* big_decimal(bignum* b, char* buf)
{
    char* p = buf + DECIMALS;
    while (b->n > 0) {
        uint32_t chunk = big_div(b, 1000000000u);
        for (int k = 0; k < 9; k++) {
            *--p = (char)('0' + chunk % 10);
            chunk /= 10;
        }
    }
    while (*p == '0')
        p++;
    return p;
}

size_t lognum_int(char* out, long long v)
{
    char tmp[24];
    size_t n = 0, len = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        out[len++] = '-';
    while (n)
        out[len++] = tmp[--n];
    return len;
}

static size_t put(char* out, size_t len, const char* s)
{
    size_t k = strlen(s);
    memcpy(out + len, s, k);
    return len + k;
}

/* Rounds the n digits d[0..n) to `digits` half to even; returns how many are kept (trailing
 * zeros dropped, at least 1). A carry out of the first digit makes d "1" and raises *exp10. */
static int round_digits(char* d, int n, int digits, int* exp10)
{
    if (n > digits) {
        int up = d[digits] > '5';
        if (d[digits] == '5') {
            up = (d[digits - 1] - '0') % 2; /* a tie: to even */
            for (int i = digits + 1; i < n; i++)
                if (d[i] != '0')
                    up = 1;
        }
        n = digits;
        if (up) {
            int i = n - 1;
            while (i >= 0 && d[i] == '9')
                d[i--] = '0';
            if (i >= 0) {
                d[i]++;
            } else {
                d[0] = '1';
                ++*exp10;
            }
        }
    }
    while (n > 1 && d[n - 1] == '0')
        n--;
    return n;
}

/* d[0..n) with the decimal exponent exp10 as %g writes it for `digits` significant digits */
static size_t layout(char* out, size_t len, const char* d, int n, int exp10, int digits)
{
    if (exp10 < -4 || exp10 >= digits) { /* d.ddde+XX */
        out[len++] = d[0];
        if (n > 1) {
            out[len++] = '.';
            memcpy(out + len, d + 1, (size_t)(n - 1));
            len += (size_t)(n - 1);
        }
        out[len++] = 'e';
        out[len++] = exp10 < 0 ? '-' : '+';
        int x = exp10 < 0 ? -exp10 : exp10;
        if (x < 10)
            out[len++] = '0';
        return len + lognum_int(out + len, x);
    }
    if (exp10 < 0) { /* 0.000ddd */
        len = put(out, len, "0.");
        for (int i = -1; i > exp10; i--)
            out[len++] = '0';
        memcpy(out + len, d, (size_t)n);
        return len + (size_t)n;
    }
    for (int i = 0; i <= exp10; i++)
        out[len++] = i < n ? d[i] : '0'; /* ddd.ddd */
    if (n > exp10 + 1) {
        out[len++] = '.';
        memcpy(out + len, d + exp10 + 1, (size_t)(n - exp10 - 1));
        len += (size_t)(n - exp10 - 1);
    }
    return len;
}

size_t lognum_real(char* out, double x, int digits)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    size_t len = 0;
    if (bits >> 63)
        out[len++] = '-';
    int biased = (int)((bits >> 52) & 0x7ff);
    uint64_t m = bits & ((1ULL << 52) - 1);
    if (biased == 0x7ff)
        return put(out, len, m ? "nan" : "inf");
    if (biased == 0 && m == 0)
        return put(out, len, "0");
    int e = -1074;
    if (biased != 0) {
        m |= 1ULL << 52;
        e = biased - 1075;
    }
    bignum b;
    b.w[0] = (uint32_t)m;
    b.w[1] = (uint32_t)(m >> 32);
    b.n = b.w[1] ? 2 : 1;
    int dexp = 0;
    if (e >= 0) {
        big_shift_left(&b, e);
    } else {
        for (int k = -e; k > 0; k -= 13)
            big_mul(&b, powers_of_5[k < 13 ? k : 13]);
        dexp = e;
    }
    char buf[DECIMALS];
    char* d = big_decimal(&b, buf);
    int n = (int)(buf + DECIMALS - d);
    int exp10 = n + dexp - 1; /* the value is d[0].d[1]... * 10^exp10 */
    if (digits < 1)
        digits = 1;
    if (digits > 17)
        digits = 17;
    n = round_digits(d, n, digits, &exp10);
    return layout(out, len, d, n, exp10, digits);
}
