/* JPEG through libjpeg-turbo. libjpeg reports errors by calling error_exit, which must not return: it longjmps back
   here, so the jump never crosses Swift frames. Warnings (a truncated stream, corrupt entropy data) are collected and
   fail the decode, since libjpeg would otherwise "succeed" with grey rows. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include "CImageCodecs.h"
#include "CPlatformLibraries.h"

typedef struct error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int warned;
} error_manager;

/* libjpeg calls this as it reads: past FK_JPEG_MAX_SCANS the decode ends as an error does. */
static void check_scans(j_common_ptr cinfo) {
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    if (!cinfo->is_decompressor || decompress->input_scan_number <= FK_JPEG_MAX_SCANS) return;
    error_manager *manager = (error_manager *)cinfo->err;
    snprintf(manager->message, sizeof manager->message, "more than %d scans: not decoded (no encoder writes so many)", FK_JPEG_MAX_SCANS);
    manager->warned = 1;
    longjmp(manager->jump, 1);
}

/* Keeps a warning's text when there was one: a truncated file's "Premature end of JPEG file" says more than the
   error that follows it ("missing SOS marker"). */
static void exit_with_error(j_common_ptr cinfo) {
    error_manager *manager = (error_manager *)cinfo->err;
    if (!manager->warned) cinfo->err->format_message(cinfo, manager->message);
    longjmp(manager->jump, 1);
}

static void note_message(j_common_ptr cinfo, int level) {
    error_manager *manager = (error_manager *)cinfo->err;
    if (level < 0 && !manager->warned) {
        manager->warned = 1;
        cinfo->err->format_message(cinfo, manager->message);
    }
}

static int load(char *error, size_t error_size) {
    return fk_load_platform_library(fk_library_jpeg, error, error_size);
}

static void init_errors(error_manager *manager) {
    jpeg_std_error(&manager->base);
    manager->base.error_exit = exit_with_error;
    manager->base.emit_message = note_message;
    manager->message[0] = 0;
    manager->warned = 0;
}

static int fail(char *error, size_t error_size, const char *what, const char *message) {
    snprintf(error, error_size, "%s (libjpeg: %s)", what, message);
    return -1;
}

static int valid_denominator(int d) { return d == 1 || d == 2 || d == 4 || d == 8; }

static int orientation_of(j_decompress_ptr cinfo) {
    for (jpeg_saved_marker_ptr m = cinfo->marker_list; m; m = m->next) {
        if (m->marker == JPEG_APP0 + 1) {
            int o = fk_exif_orientation(m->data, m->data_length);
            if (o != 1) return o;
        }
    }
    return 1;
}

/* Reads the header and sets the output format: ARGB32 straight from libjpeg for grey and colour, CMYK for CMYK and
   YCCK files (converted row by row). */
static void read_header(j_decompress_ptr cinfo, const void *data, size_t size, int denominator) {
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(cinfo, TRUE);
    cinfo->scale_num = 1;
    cinfo->scale_denom = (unsigned)denominator;
    if (cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK) {
        cinfo->out_color_space = JCS_CMYK;
    } else {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        cinfo->out_color_space = JCS_EXT_BGRA;
#else
        cinfo->out_color_space = JCS_EXT_ARGB;
#endif
    }
    jpeg_calc_output_dimensions(cinfo);
}

int fk_jpeg_info(const void *data, size_t size, int scale_denominator, fk_image_info *info, char *error, size_t error_size) {
    if (!valid_denominator(scale_denominator)) return fail(error, error_size, "bad scale", "denominator must be 1, 2, 4 or 8");
    if (load(error, error_size) != 0) return -1;
    struct jpeg_decompress_struct cinfo;
    error_manager manager;
    init_errors(&manager);
    cinfo.err = &manager.base;
    jpeg_create_decompress(&cinfo);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return fail(error, error_size, manager.warned ? "the data is truncated before the image starts" : "not a readable JPEG header",
                    manager.message);
    }
    read_header(&cinfo, data, size, scale_denominator);
    info->width = (int)cinfo.output_width;
    info->height = (int)cinfo.output_height;
    info->full_width = (int)cinfo.image_width;
    info->full_height = (int)cinfo.image_height;
    info->orientation = orientation_of(&cinfo);
    info->has_alpha = 0;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/* One CMYK row to ARGB32. Adobe's files (the common ones) store the inks inverted. */
static void cmyk_row(const JSAMPLE *cmyk, uint32_t *out, JDIMENSION width, int inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        unsigned r = c * k / 255, g = m * k / 255, b = y * k / 255;
        out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
}

int fk_jpeg_decode(const void *data, size_t size, int scale_denominator, void *pixels, size_t stride, int width,
                   int height, char *error, size_t error_size) {
    if (!valid_denominator(scale_denominator)) return fail(error, error_size, "bad scale", "denominator must be 1, 2, 4 or 8");
    if (load(error, error_size) != 0) return -1;
    struct jpeg_decompress_struct cinfo;
    error_manager manager;
    init_errors(&manager);
    cinfo.err = &manager.base;
    JSAMPLE *volatile row = NULL;
    jpeg_create_decompress(&cinfo);
    if (setjmp(manager.jump)) {
        free(row);
        jpeg_destroy_decompress(&cinfo);
        return fail(error, error_size, "corrupt JPEG data", manager.message);
    }
    read_header(&cinfo, data, size, scale_denominator);
    if ((int)cinfo.output_width != width || (int)cinfo.output_height != height) {
        jpeg_destroy_decompress(&cinfo);
        return fail(error, error_size, "JPEG size changed", "the buffer does not match the header");
    }
    int cmyk = cinfo.out_color_space == JCS_CMYK;
    struct jpeg_progress_mgr progress = {.progress_monitor = check_scans};
    cinfo.progress = &progress;
    jpeg_start_decompress(&cinfo);
    if (cmyk) row = malloc((size_t)cinfo.output_width * 4);
    while (cinfo.output_scanline < cinfo.output_height && !manager.warned) {
        uint8_t *target = (uint8_t *)pixels + (size_t)cinfo.output_scanline * stride;
        JSAMPROW line = cmyk ? row : target;
        if (jpeg_read_scanlines(&cinfo, &line, 1) != 1) break;
        if (cmyk) cmyk_row(row, (uint32_t *)target, cinfo.output_width, cinfo.saw_Adobe_marker);
    }
    int complete = cinfo.output_scanline == cinfo.output_height && !manager.warned;
    if (complete) jpeg_finish_decompress(&cinfo);
    free(row);
    row = NULL;
    jpeg_destroy_decompress(&cinfo);
    if (!complete || manager.warned) {
        return fail(error, error_size, "truncated or corrupt JPEG data", manager.message[0] ? manager.message : "stopped early");
    }
    return 0;
}

int fk_jpeg_encode(const void *pixels, size_t stride, int width, int height, int quality, unsigned char **output,
                   size_t *output_size, char *error, size_t error_size) {
    if (width <= 0 || height <= 0) return fail(error, error_size, "cannot encode an empty image", "no pixels");
    if (load(error, error_size) != 0) return -1;
    struct jpeg_compress_struct cinfo;
    error_manager manager;
    init_errors(&manager);
    cinfo.err = &manager.base;
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    jpeg_create_compress(&cinfo);
    if (setjmp(manager.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return fail(error, error_size, "JPEG encoding failed", manager.message);
    }
    jpeg_mem_dest(&cinfo, &buffer, &buffer_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    cinfo.in_color_space = JCS_EXT_BGRX;
#else
    cinfo.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW line = (JSAMPROW)((const uint8_t *)pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &line, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = buffer;
    *output_size = buffer_size;
    return 0;
}
