#ifndef FRAMEKIT_CPIXELKERNELS_H
#define FRAMEKIT_CPIXELKERNELS_H
#include <stdint.h>

/* Resamples `source` (premultiplied 32-bit ARGB; `opaque` when its alpha byte is unused, as in XRGB) into `target`
   through a perspective map, bilinearly. The map takes a target pixel's centre (x + 0.5, y + 0.5) to the source
   point (u / w, v / w) with u = x m[0] + y m[3] + m[6], v = x m[1] + y m[4] + m[7], w = x m[2] + y m[5] + m[8]
   (row vectors, as ProjectiveTransform). Source pixels outside the source are clear; target pixels the map puts
   behind the eye (w <= 0) are clear. Strides are in pixels. */
void fk_project_bilinear(const uint32_t *source, int source_width, int source_height, int source_stride, int opaque,
                         uint32_t *target, int target_width, int target_height, int target_stride,
                         const double m[9]);

/* Blurs `pixels` (32-bit, four 8-bit channels, premultiplied; `stride` in pixels) in place, about as a Gaussian of
   standard deviation radius / 2 (up to 60 pixels) with the edges repeated beyond them: averaged down by 8 (radius
   64 and more), 4 (8 and more) or 2 (3 and more), three box passes each way there, then stretched back up
   bilinearly. Integer arithmetic throughout,
   so every machine gets the same bits. Returns 0, or -1 when its scratch memory cannot be had (pixels unchanged). */
int fk_blur(uint32_t *pixels, int width, int height, int stride, int radius);
#endif
