/* WebP through libwebp's advanced decoding API, which writes premultiplied BGRA (MODE_bgrA: Cairo's ARGB32 on
   little-endian machines) into the caller's buffer and scales while decoding. */
#include <stdio.h>
#include <webp/decode.h>
#include "CImageCodecs.h"
#include "CPlatformLibraries.h"

static const char *status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OK: return "ok";
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "corrupt bitstream";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_SUSPENDED: return "suspended";
    case VP8_STATUS_USER_ABORT: return "aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "truncated data";
    }
    return "unknown error";
}

int fk_webp_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size) {
    if (fk_load_platform_library(fk_library_webp, error, error_size) != 0) return -1;
    WebPBitstreamFeatures features;
    VP8StatusCode status = WebPGetFeatures(data, size, &features);
    if (status != VP8_STATUS_OK) {
        snprintf(error, error_size, "not a readable WebP header (libwebp: %s)", status_text(status));
        return -1;
    }
    if (features.has_animation) {
        snprintf(error, error_size, "animated WebP is not supported; export a still image");
        return -1;
    }
    info->width = info->full_width = features.width;
    info->height = info->full_height = features.height;
    info->orientation = 1;
    info->has_alpha = features.has_alpha;
    return 0;
}

int fk_webp_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, char *error,
                   size_t error_size) {
    if (fk_load_platform_library(fk_library_webp, error, error_size) != 0) return -1;
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        snprintf(error, error_size, "libwebp's version does not match its header");
        return -1;
    }
    VP8StatusCode status = WebPGetFeatures(data, size, &config.input);
    if (status == VP8_STATUS_OK) {
        if (width != config.input.width || height != config.input.height) {
            config.options.use_scaling = 1;
            config.options.scaled_width = width;
            config.options.scaled_height = height;
        }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        config.output.colorspace = MODE_bgrA;
#else
        config.output.colorspace = MODE_Argb;
#endif
        config.output.is_external_memory = 1;
        config.output.u.RGBA.rgba = pixels;
        config.output.u.RGBA.stride = (int)stride;
        config.output.u.RGBA.size = stride * (size_t)height;
        status = WebPDecode(data, size, &config);
        WebPFreeDecBuffer(&config.output);
    }
    if (status != VP8_STATUS_OK) {
        snprintf(error, error_size, "corrupt or truncated WebP data (libwebp: %s)", status_text(status));
        return -1;
    }
    return 0;
}
