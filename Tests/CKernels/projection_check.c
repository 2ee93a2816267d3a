/* Checks of the perspective resampling kernel (Sources/CPixelKernels) that run on any architecture: exact results
   where bilinear sampling has one (an identity map copies, a half-pixel shift averages neighbours, a map behind the
   eye draws nothing, an opaque source's alpha is set), then a checksum of each target for maps with no simple
   answer (rotations, perspective, scaling). scripts/arm64-kernels.sh builds this for x86-64 and for aarch64 and runs
   the second under qemu-aarch64: both must pass and print the same checksums, bit for bit. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CPixelKernels.h"
#include "check.h"

enum { W = 61, H = 37, TW = 73, TH = 45 };

static void project(const uint32_t *source, int opaque, uint32_t *target, const double m[9]) {
    memset(target, 0xAB, sizeof(uint32_t) * TW * TH);
    fk_project_bilinear(source, W, H, W, opaque, target, TW, TH, TW, m);
}

int main(void) {
    static uint32_t source[W * H], target[TW * TH];
    fill(source, W * H, 2026);

    const double identity[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
    project(source, 0, target, identity);
    int copied = 1;
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++) {
            uint32_t want = x < W && y < H ? source[y * W + x] : 0;
            if (target[y * TW + x] != want) copied = 0;
        }
    expect(copied, "an identity map copies every pixel and clears the rest");

    const double shifted[9] = {1, 0, 0, 0, 1, 0, 0.5, 0, 1};
    project(source, 0, target, shifted);
    int averaged = 1;
    for (int y = 0; y < H; y++)
        for (int x = 0; x + 1 < W; x++) {
            uint32_t a = source[y * W + x], b = source[y * W + x + 1], want = 0;
            for (int shift = 0; shift < 32; shift += 8) want |= (((a >> shift & 0xFF) + (b >> shift & 0xFF)) / 2) << shift;
            if (target[y * TW + x] != want) averaged = 0;
        }
    expect(averaged, "half a pixel across averages neighbours (each channel, rounded down)");

    const double behind[9] = {1, 0, 0, 0, 1, 0, 0, 0, -1};
    project(source, 0, target, behind);
    int clear = 1;
    for (int i = 0; i < TW * TH; i++) clear &= target[i] == 0;
    expect(clear, "a map that puts every pixel behind the eye draws them clear");

    project(source, 1, target, identity);
    int opaque = 1;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) opaque &= target[y * TW + x] == (source[y * W + x] | 0xFF000000u);
    expect(opaque, "an opaque source's pixels come out with full alpha");

    /* Maps with no simple answer: their checksums must agree across architectures. */
    double angle = 0.3, c = cos(angle), s = sin(angle);
    const double rotated[9] = {c, -s, 0, s, c, 0, 4, -7, 1};
    const double perspective[9] = {0.9, 0.05, 0.0009, -0.04, 1.1, 0.0004, 2.5, 1.5, 1};
    const double halved[9] = {0.5, 0, 0, 0, 0.5, 0, 0.25, 0.25, 1};
    const double doubled[9] = {2, 0, 0, 0, 2, 0, -0.5, -0.5, 1};
    const struct { const char *name; const double *m; int opaque; } maps[] = {
        {"rotated", rotated, 0}, {"perspective", perspective, 0}, {"perspective-opaque", perspective, 1},
        {"halved", halved, 0}, {"doubled", doubled, 0}, {"shifted", shifted, 0},
    };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        project(source, maps[i].opaque, target, maps[i].m);
        printf("%s %016llx\n", maps[i].name, (unsigned long long)fnv(target, TW * TH));
    }
    printf("%s\n", failures ? "projection checks: FAILED" : "projection checks: passed");
    return failures ? 1 : 0;
}
