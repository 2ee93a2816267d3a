#ifndef FRAMEKIT_CIMAGECODECS_H
#define FRAMEKIT_CIMAGECODECS_H
#include <stddef.h>
#include <stdint.h>
#include <cairo.h>

/* FrameKit's image decoders and encoders over libpng, libjpeg-turbo, libwebp, librsvg and giflib, each library but
   libpng (which Cairo links) loaded on the first call (CPlatformLibraries). They write native-endian premultiplied
   ARGB32 (Cairo's CAIRO_FORMAT_ARGB32) into memory the caller owns, so an image is decoded straight into its final
   buffer. Every function returns 0 on success
   and -1 on failure with a sentence in `error`; none aborts or longjmps past its caller on bad data. */

/* What a file holds, read from its header without decoding the pixels. */
typedef struct fk_image_info {
    /* The size the decode writes, after any scaling asked for. */
    int width, height;
    /* The image's own size. */
    int full_width, full_height;
    /* EXIF orientation 1–8 (1 when the file has none). */
    int orientation;
    int has_alpha;
} fk_image_info;

/* PNG (every colour type and bit depth, interlaced or not, tRNS transparency; gamma converted to sRGB), at its own
   size. */
int fk_png_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size);
int fk_png_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, char *error,
                  size_t error_size);

/* JPEG, decoded at 1/`scale_denominator` of its size (1, 2, 4 or 8: libjpeg-turbo's DCT scaling, which never
   holds the full-size pixels). Grey, RGB, CMYK and YCCK (Adobe inverted or not), baseline and progressive. A
   truncated or corrupt stream fails rather than showing grey rows. */
int fk_jpeg_info(const void *data, size_t size, int scale_denominator, fk_image_info *info, char *error, size_t error_size);
/* The most scans a progressive JPEG may have. Encoders write about ten (jpegtran's progression: 10 for colour); a file
   of thousands of tiny scans makes libjpeg pass over the whole image once per scan. fk_jpeg_decode stops past it. */
#define FK_JPEG_MAX_SCANS 64
int fk_jpeg_decode(const void *data, size_t size, int scale_denominator, void *pixels, size_t stride, int width,
                   int height, char *error, size_t error_size);
/* Encodes ARGB32 pixels at `quality` 0–100 (alpha dropped: transparent pixels come out black, as premultiplied data
   says); the result is malloc'd, freed with free(). */
int fk_jpeg_encode(const void *pixels, size_t stride, int width, int height, int quality, unsigned char **output,
                   size_t *output_size, char *error, size_t error_size);

/* WebP (lossy, lossless, with alpha; the first frame of none — animated files fail with a message), decoded at
   `width`×`height`, which may be smaller than the image (libwebp scales while decoding). */
int fk_webp_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size);
int fk_webp_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, char *error,
                   size_t error_size);

/* GIF: the first frame, composed onto the logical screen with its transparency; a frame of more than `max_pixels`
   is refused. */
int fk_gif_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size);
int fk_gif_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, size_t max_pixels,
                  char *error, size_t error_size);

/* SVG: a parsed document, drawn at any size into a Cairo context. */
typedef struct fk_svg fk_svg;
/* Parses `data`; its intrinsic size in CSS pixels (width/height attributes, else the viewBox; 0 when neither). */
fk_svg *fk_svg_open(const void *data, size_t size, double *width, double *height, char *error, size_t error_size);
/* Draws the document scaled into the rectangle, in the context's user space. */
int fk_svg_render(fk_svg *svg, cairo_t *cr, double x, double y, double width, double height, char *error,
                  size_t error_size);
void fk_svg_close(fk_svg *svg);

/* The EXIF orientation (1–8) in an APP1 marker's payload ("Exif\0\0" and a TIFF header); 1 when absent or unreadable. */
int fk_exif_orientation(const uint8_t *payload, size_t size);
#endif
