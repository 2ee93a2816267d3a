/* Checks of the backdrop blur kernel (Sources/CPixelKernels/Blur.c) that run on any architecture: exact results
   where a blur has one (one colour stays that colour, a picture and its mirror image blur to mirror images, an edge
   becomes a ramp that only rises, a pixel keeps its channels at most its alpha), then a checksum of the blur of a
   noisy picture at each radius and size. scripts/arm64-kernels.sh builds this for x86-64 and for aarch64 and runs the
   second under qemu-aarch64: both must pass and print the same checksums, bit for bit. */
#include <stdint.h>
#include <stdio.h>
#include "CPixelKernels.h"
#include "check.h"

enum { W = 96, H = 40 };

int main(void) {
    static uint32_t pixels[W * H], mirror[W * H];
    const int radii[] = {1, 2, 3, 7, 8, 30};

    for (int i = 0; i < W * H; i++) pixels[i] = 0xFF336699u;
    fk_blur(pixels, W, H, W, 30);
    int same = 1;
    for (int i = 0; i < W * H; i++) same &= pixels[i] == 0xFF336699u;
    expect(same, "one colour blurs to itself");

    for (unsigned r = 0; r < sizeof radii / sizeof *radii; r++) {
        /* An edge: black left half, white right half; and its mirror image. */
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                pixels[y * W + x] = x < W / 2 ? 0xFF000000u : 0xFFFFFFFFu;
                mirror[y * W + x] = x < W / 2 ? 0xFFFFFFFFu : 0xFF000000u;
            }
        fk_blur(pixels, W, H, W, radii[r]);
        fk_blur(mirror, W, H, W, radii[r]);
        int rising = 1, mirrored = 1;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                uint32_t p = pixels[y * W + x], q = mirror[y * W + (W - 1 - x)];
                if (x > 0 && (p & 0xFF) < (pixels[y * W + x - 1] & 0xFF)) rising = 0;
                if (p != q) mirrored = 0;
            }
        char what[96];
        snprintf(what, sizeof what, "radius %d: an edge becomes a ramp that only rises", radii[r]);
        expect(rising, what);
        snprintf(what, sizeof what, "radius %d: mirror images blur to mirror images", radii[r]);
        expect(mirrored, what);
        snprintf(what, sizeof what, "radius %d: the edge is softened", radii[r]);
        expect((pixels[W / 2 - 1] & 0xFF) > 0 && (pixels[W / 2] & 0xFF) < 255, what);
    }

    /* Noise at each radius, in a whole buffer and in a window of a wider one (stride > width); checksums compared
       across architectures. */
    for (unsigned r = 0; r < sizeof radii / sizeof *radii; r++) {
        fill(pixels, W * H, 2026 + r);
        fk_blur(pixels, W, H, W, radii[r]);
        int premultiplied = 1;
        for (int i = 0; i < W * H; i++) {
            uint32_t a = pixels[i] >> 24;
            premultiplied &= (pixels[i] >> 16 & 0xFF) <= a && (pixels[i] >> 8 & 0xFF) <= a && (pixels[i] & 0xFF) <= a;
        }
        char what[64];
        snprintf(what, sizeof what, "radius %d: channels stay at most alpha", radii[r]);
        expect(premultiplied, what);
        printf("radius %2d, %dx%d: %016llx\n", radii[r], W, H, (unsigned long long)fnv(pixels, W * H));
        fill(pixels, W * H, 7 + r);
        fill(mirror, W * H, 7 + r);
        fk_blur(pixels + 3 * W + 5, 61, 29, W, radii[r]);
        int outside = 1;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (y < 3 || y >= 32 || x < 5 || x >= 66) outside &= pixels[y * W + x] == mirror[y * W + x];
        snprintf(what, sizeof what, "radius %d: nothing outside the window changes", radii[r]);
        expect(outside, what);
        printf("radius %2d, 61x29 in %dx%d: %016llx\n", radii[r], W, H, (unsigned long long)fnv(pixels, W * H));
    }

    if (failures) return 1;
    printf("blur checks pass\n");
    return 0;
}
