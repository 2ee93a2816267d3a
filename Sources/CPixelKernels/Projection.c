#include "CPixelKernels.h"
#include <string.h>

/* No fused multiply-adds: aarch64 would fuse what x86-64 rounds twice, and both must give the same bits. */
#pragma STDC FP_CONTRACT OFF

/* Lanes of 16 bits holding the four 8-bit channels of two pixels (or of four pixels' pairs), weighted in one multiply
   (clang's vector types become SSE2 on x86-64 and NEON on ARM). A channel times a weight of at most 256 fits a lane.
   Four pixels' points, cells and weights go in the four-lane vectors. */
typedef uint8_t bytes4 __attribute__((vector_size(4)));
typedef uint8_t bytes8 __attribute__((vector_size(8)));
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint8_t bytes32 __attribute__((vector_size(32)));
typedef uint16_t lanes4 __attribute__((vector_size(8)));
typedef uint16_t lanes8 __attribute__((vector_size(16)));
typedef uint16_t lanes16 __attribute__((vector_size(32)));
typedef uint16_t lanes32 __attribute__((vector_size(64)));
typedef double doubles4 __attribute__((vector_size(32)));
typedef int32_t ints4 __attribute__((vector_size(16)));
typedef int64_t longs4 __attribute__((vector_size(32)));

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

/* `mix` for four pixels at once: their texel pairs above and below, and their weights. */
static inline void mix4(const uint64_t above[4], const uint64_t below[4], ints4 fx, ints4 fy, uint32_t *out) {
    bytes32 a, b;
    memcpy(&a, above, 32);
    memcpy(&b, below, 32);
    lanes4 y4 = __builtin_convertvector(fy, lanes4), x4 = __builtin_convertvector(fx, lanes4);
    lanes32 down = __builtin_shufflevector(y4, y4, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
                                           3, 3, 3, 3, 3, 3, 3, 3);
    lanes32 column = (__builtin_convertvector(a, lanes32) * (256 - down) + __builtin_convertvector(b, lanes32) * down) >> 8;
    lanes16 left = __builtin_shufflevector(column, column, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
    lanes16 right = __builtin_shufflevector(column, column, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
    lanes16 weight = __builtin_shufflevector(x4, x4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
    bytes16 mixed = __builtin_convertvector((left * (256 - weight) + right * weight) >> 8, bytes16);
    memcpy(out, &mixed, 16);
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

/* The target pixel whose homogeneous source point is (u, v, w): clear behind the eye. */
static inline uint32_t project_one(const uint32_t *source, int width, int height, int stride, uint32_t alpha, double u, double v, double w) {
    return w <= 1e-9 ? 0 : sample(source, width, height, stride, alpha, u / w - 0.5, v / w - 0.5);
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
           division is not what costs: runs interpolated between divisions were slower, the texel reads are). Four
           pixels a step: their points, divisions, cells and weights as vectors; a step whose four cells all lie
           inside the source reads their texel pairs and mixes them together (40 % less time than one pixel a step),
           any other goes pixel by pixel. */
        int x = first;
        const doubles4 lane = {0, 1, 2, 3};
        for (; x + 4 <= last; x += 4) {
            doubles4 u = u0 + (x + lane) * du, v = v0 + (x + lane) * dv, w = w0 + (x + lane) * dw;
            doubles4 su = u / w - 0.5, sv = v / w - 0.5;
            longs4 inside = (w > 1e-9) & (su >= 0) & (sv >= 0) & (su < source_width - 1) & (sv < source_height - 1);
            if (!(inside[0] & inside[1] & inside[2] & inside[3])) {
                for (int i = 0; i < 4; i++) row[x + i] = project_one(source, source_width, source_height, source_stride, alpha, u[i], v[i], w[i]);
                continue;
            }
            ints4 x0 = __builtin_convertvector(su, ints4), y0 = __builtin_convertvector(sv, ints4);
            ints4 fx = __builtin_convertvector((su - __builtin_convertvector(x0, doubles4)) * 256, ints4);
            ints4 fy = __builtin_convertvector((sv - __builtin_convertvector(y0, doubles4)) * 256, ints4);
            uint64_t opaque = pair(alpha, alpha), above[4], below[4];
            for (int i = 0; i < 4; i++) {
                const uint32_t *at = source + (long)y0[i] * source_stride + x0[i];
                memcpy(&above[i], at, 8);
                memcpy(&below[i], at + source_stride, 8);
                above[i] |= opaque;
                below[i] |= opaque;
            }
            mix4(above, below, fx, fy, row + x);
        }
        for (; x < last; x++) {
            row[x] = project_one(source, source_width, source_height, source_stride, alpha, u0 + x * du, v0 + x * dv, w0 + x * dw);
        }
    }
}
