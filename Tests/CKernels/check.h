/* What the kernel checks share: counting failed expectations, a fixed sequence of premultiplied pixels, and a
   checksum of pixels that is the same on every architecture. */
#ifndef FRAMEKIT_KERNEL_CHECK_H
#define FRAMEKIT_KERNEL_CHECK_H
#include <stdint.h>
#include <stdio.h>

static int failures = 0;

static void expect(int condition, const char *what) {
    if (!condition) {
        printf("FAIL %s\n", what);
        failures++;
    }
}

/* Premultiplied pixels from a fixed sequence: each channel at most its alpha. */
static void fill(uint32_t *pixels, int count, uint32_t seed) {
    for (int i = 0; i < count; i++) {
        seed = seed * 1664525u + 1013904223u;
        uint32_t a = seed >> 24, r = (seed >> 16 & 0xFF) * a / 255, g = (seed >> 8 & 0xFF) * a / 255, b = (seed & 0xFF) * a / 255;
        pixels[i] = a << 24 | r << 16 | g << 8 | b;
    }
}

static uint64_t fnv(const uint32_t *pixels, int count) {
    uint64_t hash = 1469598103934665603ull;
    for (int i = 0; i < count; i++) {
        for (int byte = 0; byte < 4; byte++) hash = (hash ^ (pixels[i] >> (8 * byte) & 0xFF)) * 1099511628211ull;
    }
    return hash;
}
#endif
