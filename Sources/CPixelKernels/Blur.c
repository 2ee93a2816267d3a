#include "CPixelKernels.h"
#include <stdlib.h>

/* Two 8-bit channels of a pixel sit in 16-bit lanes of a word (0x00AA00BB): sums of up to 256 pixels and blends
   with 8-bit weights stay inside their lanes, so each step handles two channels at once. */
#define LANES 0x00FF00FFu

/* The factor a blur of `radius` averages its pixels down by: the box passes then run on a sixteenth (or a quarter)
   of the pixels, and a Gaussian that wide shows no detail the smaller picture lost. */
static int downsampling(int radius) { return radius >= 8 ? 4 : radius >= 3 ? 2 : 1; }

/* Each `f` x `f` block of `pixels` averaged into one pixel of `small` (`sw` x `sh`); blocks cut by the edge average
   the pixels they hold. */
static void average_down(const uint32_t *pixels, int width, int height, int stride, int f, uint32_t *small, int sw, int sh) {
    for (int sy = 0; sy < sh; sy++) {
        int y0 = sy * f, y1 = y0 + f < height ? y0 + f : height;
        for (int sx = 0; sx < sw; sx++) {
            int x0 = sx * f, x1 = x0 + f < width ? x0 + f : width;
            uint32_t rb = 0, ag = 0;
            for (int y = y0; y < y1; y++) {
                const uint32_t *row = pixels + (size_t)y * stride;
                for (int x = x0; x < x1; x++) {
                    rb += row[x] & LANES;
                    ag += (row[x] >> 8) & LANES;
                }
            }
            uint32_t n = (uint32_t)((y1 - y0) * (x1 - x0));
            uint32_t r = (rb >> 16) / n, b = (rb & 0xFFFF) / n, a = (ag >> 16) / n, g = (ag & 0xFFFF) / n;
            small[(size_t)sy * sw + sx] = a << 24 | r << 16 | g << 8 | b;
        }
    }
}

/* One box pass along `count` pixels `step` apart: each becomes the mean of the `2 box + 1` around it, the line's
   ends repeated beyond it. `line` holds a copy of the pixels (as the pass overwrites them). */
static void box_pass(uint32_t *pixels, int step, int count, int box, uint32_t *line) {
    for (int i = 0; i < count; i++) line[i] = pixels[(size_t)i * step];
    uint32_t window = (uint32_t)(2 * box + 1);
    uint32_t sum[4] = {0, 0, 0, 0};
    for (int i = -box; i <= box; i++) {
        uint32_t p = line[i < 0 ? 0 : i >= count ? count - 1 : i];
        sum[0] += p >> 24; sum[1] += (p >> 16) & 0xFF; sum[2] += (p >> 8) & 0xFF; sum[3] += p & 0xFF;
    }
    for (int i = 0; i < count; i++) {
        pixels[(size_t)i * step] = (sum[0] / window) << 24 | (sum[1] / window) << 16 | (sum[2] / window) << 8 | sum[3] / window;
        int out = i - box, in = i + box + 1;
        uint32_t p = line[out < 0 ? 0 : out], q = line[in >= count ? count - 1 : in];
        sum[0] += (q >> 24) - (p >> 24);
        sum[1] += ((q >> 16) & 0xFF) - ((p >> 16) & 0xFF);
        sum[2] += ((q >> 8) & 0xFF) - ((p >> 8) & 0xFF);
        sum[3] += (q & 0xFF) - (p & 0xFF);
    }
}

/* The position (in 1/256 of a small pixel, clamped to the small picture) that full-size pixel `i`'s centre falls on. */
static int small_position(int i, int f, int small_count) {
    int u = ((2 * i + 1) * 128) / f - 128;
    int last = (small_count - 1) * 256;
    return u < 0 ? 0 : u > last ? last : u;
}

/* `a` and `b` mixed with `w`/256 of `b`, two channels at a time. */
static uint32_t mix(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t v = 256 - w;
    uint32_t rb = ((a & LANES) * v + (b & LANES) * w) >> 8 & LANES;
    uint32_t ag = (((a >> 8) & LANES) * v + ((b >> 8) & LANES) * w) & ~LANES;
    return rb | ag;
}

/* `small` drawn back over `pixels` at full size, bilinearly: each small row is first widened to full width (rows
   `wide`), then each full row mixes the two widened rows around it. */
static void stretch_up(const uint32_t *small, int sw, int sh, int f, uint32_t *pixels, int width, int height, int stride,
                       uint32_t *wide) {
    for (int sy = 0; sy < sh; sy++) {
        const uint32_t *row = small + (size_t)sy * sw;
        uint32_t *out = wide + (size_t)sy * width;
        for (int x = 0; x < width; x++) {
            int u = small_position(x, f, sw), x0 = u >> 8, x1 = x0 + 1 < sw ? x0 + 1 : x0;
            out[x] = mix(row[x0], row[x1], (uint32_t)(u & 255));
        }
    }
    for (int y = 0; y < height; y++) {
        int v = small_position(y, f, sh), y0 = v >> 8, y1 = y0 + 1 < sh ? y0 + 1 : y0;
        const uint32_t *top = wide + (size_t)y0 * width, *bottom = wide + (size_t)y1 * width;
        uint32_t w = (uint32_t)(v & 255);
        uint32_t *row = pixels + (size_t)y * stride;
        for (int x = 0; x < width; x++) row[x] = mix(top[x], bottom[x], w);
    }
}

int fk_blur(uint32_t *pixels, int width, int height, int stride, int radius) {
    if (width <= 0 || height <= 0 || radius <= 0) return 0;
    int f = downsampling(radius);
    int sw = (width + f - 1) / f, sh = (height + f - 1) / f;
    int box = radius / (2 * f) > 0 ? radius / (2 * f) : 1;
    int longest = sw > sh ? sw : sh;
    uint32_t *small = malloc((size_t)sw * sh * sizeof *small);
    uint32_t *line = malloc((size_t)longest * sizeof *line);
    uint32_t *wide = malloc((size_t)sh * width * sizeof *wide);
    if (!small || !line || !wide) {
        free(small); free(line); free(wide);
        return -1;
    }
    average_down(pixels, width, height, stride, f, small, sw, sh);
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < sh; y++) box_pass(small + (size_t)y * sw, 1, sw, box, line);
        for (int x = 0; x < sw; x++) box_pass(small + x, sw, sh, box, line);
    }
    stretch_up(small, sw, sh, f, pixels, width, height, stride, wide);
    free(small); free(line); free(wide);
    return 0;
}
