#include "CPixelKernels.h"
#include <stdlib.h>
#include <string.h>

/* Two pixels' channels, one to a 16-bit lane: sums of up to 256 channels and blends with 8-bit weights fit. Clang
   and GCC turn these into SSE2 on x86-64 and NEON on arm64. */
typedef uint16_t channels16 __attribute__((vector_size(16)));
typedef uint8_t channels8 __attribute__((vector_size(8)));

static channels16 load2(const uint32_t *pixels) {
    channels8 bytes;
    memcpy(&bytes, pixels, sizeof bytes);
    return __builtin_convertvector(bytes, channels16);
}

static void store2(uint32_t *pixels, channels16 channels) {
    channels8 bytes = __builtin_convertvector(channels, channels8);
    memcpy(pixels, &bytes, sizeof bytes);
}

/* Two 8-bit channels of a pixel sit in 16-bit lanes of a word (0x00AA00BB): sums of up to 256 pixels and blends
   with 8-bit weights stay inside their lanes, so each step handles two channels at once. */
#define LANES 0x00FF00FFu

/* The factor a blur of `radius` averages its pixels down by: the box passes then run on a sixty-fourth, a sixteenth
   or a quarter of the pixels, and a Gaussian that wide shows no detail the smaller picture lost. What is left is
   reading every pixel once and writing it once: a backdrop blur redrawn every frame under a moving sheet must fit a
   small board's frame. */
static int downsampling(int radius) { return radius >= 24 ? 8 : radius >= 8 ? 4 : radius >= 3 ? 2 : 1; }

/* The widest box pass: its means are then exact with a 16-bit reciprocal (see box_pass). */
enum { MAX_BOX = 7 };

/* A pixel from the two-lane sums of `n` pixels' channels (r and b in `rb`, a and g in `ag`), each divided by `n`
   as (sum * inverse) >> 16 with `inverse` 65536 / n rounded up: a multiply costs a fraction of a division, and the
   result is the exact quotient for n up to 16 and for every power of two. */
static uint32_t mean(uint32_t rb, uint32_t ag, uint32_t inverse) {
    return ((ag >> 16) * inverse >> 16) << 24 | ((rb >> 16) * inverse >> 16) << 16 | ((ag & 0xFFFF) * inverse >> 16) << 8
        | (rb & 0xFFFF) * inverse >> 16;
}

/* Each `f` x `f` block of `pixels` averaged into one pixel of `small` (`sw` x `sh`); blocks cut by the edge average
   the pixels they hold. Whole blocks (f even) add two pixels at a time, channel by channel. */
static void average_down(const uint32_t *pixels, int width, int height, int stride, int f, uint32_t *small, int sw, int sh) {
    for (int sy = 0; sy < sh; sy++) {
        int y0 = sy * f, y1 = y0 + f < height ? y0 + f : height;
        for (int sx = 0; sx < sw; sx++) {
            int x0 = sx * f, x1 = x0 + f < width ? x0 + f : width;
            uint32_t n = (uint32_t)((y1 - y0) * (x1 - x0));
            if (f % 2 == 0 && n == (uint32_t)(f * f)) {
                channels16 sum = {0};
                for (int y = y0; y < y1; y++) {
                    const uint32_t *row = pixels + (size_t)y * stride;
                    for (int x = x0; x < x1; x += 2) sum += load2(row + x);
                }
                uint32_t total[4], shift = f == 2 ? 2 : f == 4 ? 4 : 6;
                for (int c = 0; c < 4; c++) total[c] = (uint32_t)(sum[c] + sum[c + 4]) >> shift;
                small[(size_t)sy * sw + sx] = total[3] << 24 | total[2] << 16 | total[1] << 8 | total[0];
                continue;
            }
            uint32_t rb = 0, ag = 0;
            for (int y = y0; y < y1; y++) {
                const uint32_t *row = pixels + (size_t)y * stride;
                for (int x = x0; x < x1; x++) {
                    rb += row[x] & LANES;
                    ag += (row[x] >> 8) & LANES;
                }
            }
            small[(size_t)sy * sw + sx] = mean(rb, ag, (65536 + n - 1) / n);
        }
    }
}

/* One box pass along `count` pixels `step` apart: each becomes the mean of the `2 box + 1` around it, the line's
   ends repeated beyond it. `line` holds a copy of the pixels (as the pass overwrites them). The window's sums are
   kept two channels to a word: a pixel in the window is always in the sums it leaves, so no lane goes below zero. */
static void box_pass(uint32_t *pixels, int step, int count, int box, uint32_t *line) {
    for (int i = 0; i < count; i++) line[i] = pixels[(size_t)i * step];
    uint32_t window = (uint32_t)(2 * box + 1), inverse = (65536 + window - 1) / window;
    uint32_t rb = 0, ag = 0;
    for (int i = -box; i <= box; i++) {
        uint32_t p = line[i < 0 ? 0 : i >= count ? count - 1 : i];
        rb += p & LANES;
        ag += (p >> 8) & LANES;
    }
    for (int i = 0; i < count; i++) {
        pixels[(size_t)i * step] = mean(rb, ag, inverse);
        int out = i - box, in = i + box + 1;
        uint32_t p = line[out < 0 ? 0 : out], q = line[in >= count ? count - 1 : in];
        rb = rb + (q & LANES) - (p & LANES);
        ag = ag + ((q >> 8) & LANES) - ((p >> 8) & LANES);
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
   `wide`, each full column's place in the small row found once, in `columns`), then each full row mixes the two
   widened rows around it. */
static void stretch_up(const uint32_t *small, int sw, int sh, int f, uint32_t *pixels, int width, int height, int stride,
                       uint32_t *wide, int *columns) {
    for (int x = 0; x < width; x++) columns[x] = small_position(x, f, sw);
    for (int sy = 0; sy < sh; sy++) {
        const uint32_t *row = small + (size_t)sy * sw;
        uint32_t *out = wide + (size_t)sy * width;
        for (int x = 0; x < width; x++) {
            int u = columns[x], x0 = u >> 8, x1 = x0 + 1 < sw ? x0 + 1 : x0;
            out[x] = mix(row[x0], row[x1], (uint32_t)(u & 255));
        }
    }
    for (int y = 0; y < height; y++) {
        int v = small_position(y, f, sh), y0 = v >> 8, y1 = y0 + 1 < sh ? y0 + 1 : y0;
        const uint32_t *top = wide + (size_t)y0 * width, *bottom = wide + (size_t)y1 * width;
        uint32_t w = (uint32_t)(v & 255);
        uint32_t *row = pixels + (size_t)y * stride;
        /* Two pixels at a time, channel by channel: the same sums as `mix`. */
        channels16 below = {0}, above = {0};
        below += (uint16_t)w;
        above += (uint16_t)(256 - w);
        int x = 0;
        for (; x + 2 <= width; x += 2) store2(row + x, (load2(top + x) * above + load2(bottom + x) * below) >> 8);
        for (; x < width; x++) row[x] = mix(top[x], bottom[x], w);
    }
}

int fk_blur(uint32_t *pixels, int width, int height, int stride, int radius) {
    if (width <= 0 || height <= 0 || radius <= 0) return 0;
    int f = downsampling(radius);
    int sw = (width + f - 1) / f, sh = (height + f - 1) / f;
    int box = radius / (2 * f);
    box = box < 1 ? 1 : box > MAX_BOX ? MAX_BOX : box;
    int longest = sw > sh ? sw : sh;
    uint32_t *small = malloc((size_t)sw * sh * sizeof *small);
    uint32_t *line = malloc((size_t)longest * sizeof *line);
    uint32_t *wide = malloc((size_t)sh * width * sizeof *wide);
    int *columns = malloc((size_t)width * sizeof *columns);
    if (!small || !line || !wide || !columns) {
        free(small); free(line); free(wide); free(columns);
        return -1;
    }
    average_down(pixels, width, height, stride, f, small, sw, sh);
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < sh; y++) box_pass(small + (size_t)y * sw, 1, sw, box, line);
        for (int x = 0; x < sw; x++) box_pass(small + x, sw, sh, box, line);
    }
    stretch_up(small, sw, sh, f, pixels, width, height, stride, wide, columns);
    free(small); free(line); free(wide); free(columns);
    return 0;
}
