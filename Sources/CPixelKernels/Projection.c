#include "CPixelKernels.h"
#include <string.h>

/* Lanes of 16 bits holding the four 8-bit channels of two pixels, weighted in one multiply (clang's vector types
   become SSE2 on x86-64 and NEON on ARM). A channel times a weight of at most 256 fits a lane. */
typedef uint8_t bytes8 __attribute__((vector_size(8)));
typedef uint8_t bytes4 __attribute__((vector_size(4)));
typedef uint16_t lanes8 __attribute__((vector_size(16)));
typedef uint16_t lanes4 __attribute__((vector_size(8)));

/* The bilinear mix of two pixel pairs (left in the low word, right in the high), above and below, by fx across and
   fy down, in 256ths. */
static inline uint32_t mix(uint64_t above, uint64_t below, uint32_t fx, uint32_t fy) {
    bytes8 a, b;
    memcpy(&a, &above, 8);
    memcpy(&b, &below, 8);
    lanes8 column = (__builtin_convertvector(a, lanes8) * (uint16_t)(256 - fy) + __builtin_convertvector(b, lanes8) * (uint16_t)fy) >> 8;
    lanes4 left = __builtin_shufflevector(column, column, 0, 1, 2, 3), right = __builtin_shufflevector(column, column, 4, 5, 6, 7);
    bytes4 mixed = __builtin_convertvector((left * (uint16_t)(256 - fx) + right * (uint16_t)fx) >> 8, bytes4);
    uint32_t result;
    memcpy(&result, &mixed, 4);
    return result;
}

static inline uint64_t pair(uint32_t left, uint32_t right) { return (uint64_t)right << 32 | left; }

static inline uint32_t texel(const uint32_t *source, int width, int height, int stride, uint32_t alpha, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return source[(long)y * stride + x] | alpha;
}

/* Narrows [*lo, *hi) to the x where a + b x > 0. */
static inline void keep_positive(double a, double b, double *lo, double *hi) {
    if (b > 0) {
        double x = -a / b;
        if (x > *lo) *lo = x;
    } else if (b < 0) {
        double x = -a / b;
        if (x < *hi) *hi = x;
    } else if (a <= 0) {
        *hi = *lo;
    }
}

/* One target pixel from source point (su, sv), in source pixels with centres at whole numbers. */
static inline uint32_t sample(const uint32_t *source, int width, int height, int stride, uint32_t alpha, double su, double sv) {
    if (!(su > -1 && sv > -1 && su < width && sv < height)) return 0;
    /* su, sv > -1 here, so truncating (su + 1) floors it without a call to floor. */
    int x0 = (int)(su + 1) - 1, y0 = (int)(sv + 1) - 1;
    uint32_t fx = (uint32_t)((su - x0) * 256), fy = (uint32_t)((sv - y0) * 256);
    if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        const uint32_t *at = source + (long)y0 * stride + x0;
        uint64_t above, below, opaque = pair(alpha, alpha);
        memcpy(&above, at, 8);
        memcpy(&below, at + stride, 8);
        return mix(above | opaque, below | opaque, fx, fy);
    }
    return mix(pair(texel(source, width, height, stride, alpha, x0, y0), texel(source, width, height, stride, alpha, x0 + 1, y0)),
               pair(texel(source, width, height, stride, alpha, x0, y0 + 1), texel(source, width, height, stride, alpha, x0 + 1, y0 + 1)),
               fx, fy);
}

void fk_project_bilinear(const uint32_t *source, int source_width, int source_height, int source_stride, int opaque,
                         uint32_t *target, int target_width, int target_height, int target_stride,
                         const double m[9]) {
    const uint32_t alpha = opaque ? 0xFF000000u : 0;
    const double du = m[0], dv = m[1], dw = m[2];
    for (int y = 0; y < target_height; y++) {
        uint32_t *row = target + (long)y * target_stride;
        double cy = y + 0.5;
        /* At pixel x the homogeneous point is (u0, v0, w0) + x (du, dv, dw). */
        double u0 = 0.5 * du + cy * m[3] + m[6], v0 = 0.5 * dv + cy * m[4] + m[7], w0 = 0.5 * dw + cy * m[5] + m[8];
        /* The pixels whose point is in front of the eye and within a pixel of the source: -1 < u/w - 0.5 < width
           and the same for v, each linear in x once multiplied by w > 0. */
        double lo = 0, hi = target_width;
        keep_positive(w0 - 1e-9, dw, &lo, &hi);
        keep_positive(u0 + 0.5 * w0, du + 0.5 * dw, &lo, &hi);
        keep_positive((source_width + 0.5) * w0 - u0, (source_width + 0.5) * dw - du, &lo, &hi);
        keep_positive(v0 + 0.5 * w0, dv + 0.5 * dw, &lo, &hi);
        keep_positive((source_height + 0.5) * w0 - v0, (source_height + 0.5) * dw - dv, &lo, &hi);
        /* A pixel either side of the solved range, for rounding; `sample` checks each one anyway. Pinned to the row
           first: a near edge-on plane solves to far outside it, beyond what an int holds. */
        lo = lo < target_width ? lo : target_width;
        hi = hi > 0 ? hi : 0;
        int first = lo - 1 > 0 ? (int)(lo - 1) : 0, last = hi + 1 < target_width ? (int)(hi + 1) : target_width;
        if (first >= last) first = last = 0;
        for (int x = 0; x < first; x++) row[x] = 0;
        for (int x = last; x < target_width; x++) row[x] = 0;
        /* Along a row the homogeneous point moves by the first matrix row per pixel: one division per pixel (the
           division is not what costs: runs interpolated between divisions were slower, the texel reads are). */
        double u = u0 + first * du, v = v0 + first * dv, w = w0 + first * dw;
        for (int x = first; x < last; x++, u += du, v += dv, w += dw) {
            row[x] = w <= 1e-9 ? 0 : sample(source, source_width, source_height, source_stride, alpha, u / w - 0.5, v / w - 0.5);
        }
    }
}
