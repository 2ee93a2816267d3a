#include "CPixelKernels.h"

/* a + (b - a) × f / 256 on the four 8-bit channels at once, two to a 32-bit word: each 16-bit lane holds at most
   255 × 256, so neither lane spills into the other. */
static inline uint32_t lerp(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t g = 256 - f;
    uint32_t rb = ((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f) >> 8;
    uint32_t ag = ((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f;
    return (rb & 0x00FF00FFu) | (ag & 0xFF00FF00u);
}

static inline uint32_t texel(const uint32_t *source, int width, int height, int stride, uint32_t alpha, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return source[(long)y * stride + x] | alpha;
}

void fk_project_bilinear(const uint32_t *source, int source_width, int source_height, int source_stride, int opaque,
                         uint32_t *target, int target_width, int target_height, int target_stride,
                         const double m[9]) {
    const uint32_t alpha = opaque ? 0xFF000000u : 0;
    for (int y = 0; y < target_height; y++) {
        uint32_t *row = target + (long)y * target_stride;
        double cy = y + 0.5;
        /* Along a row the homogeneous point moves by the first matrix row per pixel: one division per pixel. */
        double u = 0.5 * m[0] + cy * m[3] + m[6], v = 0.5 * m[1] + cy * m[4] + m[7], w = 0.5 * m[2] + cy * m[5] + m[8];
        for (int x = 0; x < target_width; x++, u += m[0], v += m[1], w += m[2]) {
            if (w <= 1e-9) { row[x] = 0; continue; }
            double su = u / w - 0.5, sv = v / w - 0.5;
            if (!(su > -1 && sv > -1 && su < source_width && sv < source_height)) { row[x] = 0; continue; }
            /* su, sv > -1 here, so truncating (su + 1) floors it without a call to floor. */
            int x0 = (int)(su + 1) - 1, y0 = (int)(sv + 1) - 1;
            uint32_t fx = (uint32_t)((su - x0) * 256), fy = (uint32_t)((sv - y0) * 256);
            uint32_t p00, p01, p10, p11;
            if (x0 >= 0 && y0 >= 0 && x0 + 1 < source_width && y0 + 1 < source_height) {
                const uint32_t *at = source + (long)y0 * source_stride + x0;
                p00 = at[0] | alpha, p01 = at[1] | alpha, p10 = at[source_stride] | alpha, p11 = at[source_stride + 1] | alpha;
            } else {
                p00 = texel(source, source_width, source_height, source_stride, alpha, x0, y0);
                p01 = texel(source, source_width, source_height, source_stride, alpha, x0 + 1, y0);
                p10 = texel(source, source_width, source_height, source_stride, alpha, x0, y0 + 1);
                p11 = texel(source, source_width, source_height, source_stride, alpha, x0 + 1, y0 + 1);
            }
            row[x] = lerp(lerp(p00, p01, fx), lerp(p10, p11, fx), fy);
        }
    }
}
