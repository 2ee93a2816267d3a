/* PNG through libpng's simplified API, which frees everything it allocated on every path (Cairo's own PNG reader
   leaks when a malformed file fails part-way) and writes straight into the caller's buffer, so decoding holds the
   file and the final pixels only. libpng is linked, not loaded on first use: Cairo links it already. */
#include <stdio.h>
#include <string.h>
#include <png.h>
#include "CImageCodecs.h"

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define FK_PNG_NATIVE_ARGB PNG_FORMAT_BGRA
#else
#define FK_PNG_NATIVE_ARGB PNG_FORMAT_ARGB
#endif

static int begin(png_image *image, const void *data, size_t size, char *error, size_t error_size) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_memory(image, data, size)) return 0;
    snprintf(error, error_size, "not a readable PNG (libpng: %s)", image->message);
    png_image_free(image);
    return -1;
}

int fk_png_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size) {
    png_image image;
    if (begin(&image, data, size, error, error_size) != 0) return -1;
    info->width = info->full_width = (int)image.width;
    info->height = info->full_height = (int)image.height;
    info->orientation = 1;
    info->has_alpha = (image.format & PNG_FORMAT_FLAG_ALPHA) != 0;
    png_image_free(&image);
    return 0;
}

/* Cairo's and pixman's rounding of c×a/255, so premultiplied pixels match what Cairo itself would make. */
static inline uint32_t multiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 0x80;
    return ((t >> 8) + t) >> 8;
}

static void premultiply(uint8_t *pixels, size_t stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x], a = p >> 24;
            if (a == 0xFF) continue;
            row[x] = a == 0 ? 0
                            : a << 24 | multiply(p >> 16 & 0xFF, a) << 16 | multiply(p >> 8 & 0xFF, a) << 8 |
                                  multiply(p & 0xFF, a);
        }
    }
}

int fk_png_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, char *error,
                  size_t error_size) {
    png_image image;
    if (begin(&image, data, size, error, error_size) != 0) return -1;
    if ((int)image.width != width || (int)image.height != height || stride > 0x7FFFFFFF) {
        snprintf(error, error_size, "PNG is %ux%u, not the %dx%d asked for", image.width, image.height, width, height);
        png_image_free(&image);
        return -1;
    }
    int opaque = (image.format & PNG_FORMAT_FLAG_ALPHA) == 0;
    image.format = FK_PNG_NATIVE_ARGB;
    int ok = png_image_finish_read(&image, NULL, pixels, (png_int_32)stride, NULL);
    if (!ok) snprintf(error, error_size, "corrupt or truncated PNG data (libpng: %s)", image.message);
    png_image_free(&image);
    if (!ok) return -1;
    if (!opaque) premultiply(pixels, stride, width, height);
    return 0;
}
