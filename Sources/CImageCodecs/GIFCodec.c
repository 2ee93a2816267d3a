/* GIF through giflib, record by record so only the first frame is read (a long animation is not slurped whole). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>
#include "CImageCodecs.h"
#include "CPlatformLibraries.h"

typedef struct reader {
    const uint8_t *data;
    size_t size, offset;
} reader;

static int read_bytes(GifFileType *gif, GifByteType *buffer, int length) {
    reader *r = gif->UserData;
    size_t n = r->size - r->offset < (size_t)length ? r->size - r->offset : (size_t)length;
    memcpy(buffer, r->data + r->offset, n);
    r->offset += n;
    return (int)n;
}

static GifFileType *open_gif(reader *r, char *error, size_t error_size) {
    if (fk_load_platform_library(fk_library_gif, error, error_size) != 0) return NULL;
    int code = 0;
    GifFileType *gif = DGifOpen(r, read_bytes, &code);
    if (!gif) snprintf(error, error_size, "not a readable GIF header (giflib: %s)", GifErrorString(code));
    else if (gif->SWidth <= 0 || gif->SHeight <= 0) {
        snprintf(error, error_size, "GIF has an empty logical screen (%dx%d)", gif->SWidth, gif->SHeight);
        DGifCloseFile(gif, &code);
        gif = NULL;
    }
    return gif;
}

int fk_gif_info(const void *data, size_t size, fk_image_info *info, char *error, size_t error_size) {
    reader r = {data, size, 0};
    GifFileType *gif = open_gif(&r, error, error_size);
    if (!gif) return -1;
    info->width = info->full_width = gif->SWidth;
    info->height = info->full_height = gif->SHeight;
    info->orientation = 1;
    info->has_alpha = 1;
    int code;
    DGifCloseFile(gif, &code);
    return 0;
}

/* Reads the first image's rows (interlaced ones in their four passes) onto the screen-sized buffer. Rows are
 * compressed one after another, so every row up to the last one shown must be decoded: a frame far larger than its
 * logical screen (a 20,000×20,000 frame behind a 1×1 screen) is refused when its pixels exceed `max_pixels`, and a
 * non-interlaced frame stops at the screen's bottom edge. */
static int draw_frame(GifFileType *gif, const GraphicsControlBlock *gcb, uint8_t *pixels, size_t stride,
                      size_t max_pixels, char *error, size_t error_size) {
    const GifImageDesc *frame = &gif->Image;
    const ColorMapObject *colors = frame->ColorMap ? frame->ColorMap : gif->SColorMap;
    if (!colors) {
        snprintf(error, error_size, "GIF frame has no colour table");
        return -1;
    }
    if (frame->Width <= 0 || frame->Height <= 0 || (size_t)frame->Width * (size_t)frame->Height > max_pixels) {
        snprintf(error, error_size, "GIF frame is %dx%d pixels on a %dx%d screen, more than FrameKit decodes at once",
                 frame->Width, frame->Height, gif->SWidth, gif->SHeight);
        return -1;
    }
    GifPixelType *line = malloc(frame->Width > 0 ? (size_t)frame->Width : 1);
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = frame->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame->Interlace ? starts[pass] : 0, step = frame->Interlace ? steps[pass] : 1;
        int below_screen = frame->Top + frame->Height - gif->SHeight;
        int rows = frame->Interlace || below_screen <= 0 ? frame->Height : frame->Height - below_screen;
        for (int row = start; row < rows; row += step) {
            if (DGifGetLine(gif, line, frame->Width) != GIF_OK) {
                snprintf(error, error_size, "truncated or corrupt GIF data (giflib: %s)", GifErrorString(gif->Error));
                free(line);
                return -1;
            }
            int y = frame->Top + row;
            if (y < 0 || y >= gif->SHeight) continue;
            uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
            for (int i = 0; i < frame->Width; i++) {
                int x = frame->Left + i, index = line[i];
                if (x < 0 || x >= gif->SWidth || index == gcb->TransparentColor || index >= colors->ColorCount) continue;
                GifColorType c = colors->Colors[index];
                out[x] = 0xFF000000u | (uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue;
            }
        }
    }
    free(line);
    return 0;
}

int fk_gif_decode(const void *data, size_t size, void *pixels, size_t stride, int width, int height, size_t max_pixels,
                  char *error, size_t error_size) {
    reader r = {data, size, 0};
    GifFileType *gif = open_gif(&r, error, error_size);
    if (!gif) return -1;
    int result = -1, code;
    if (gif->SWidth != width || gif->SHeight != height) {
        snprintf(error, error_size, "GIF size does not match the buffer");
        DGifCloseFile(gif, &code);
        return -1;
    }
    GraphicsControlBlock gcb = {.TransparentColor = NO_TRANSPARENT_COLOR};
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) != GIF_OK) break;
        if (type == IMAGE_DESC_RECORD_TYPE) {
            if (DGifGetImageDesc(gif) == GIF_OK) result = draw_frame(gif, &gcb, pixels, stride, max_pixels, error, error_size);
            else snprintf(error, error_size, "corrupt GIF image descriptor (giflib: %s)", GifErrorString(gif->Error));
            DGifCloseFile(gif, &code);
            return result;
        }
        if (type == TERMINATE_RECORD_TYPE) {
            snprintf(error, error_size, "GIF has no image");
            DGifCloseFile(gif, &code);
            return -1;
        }
        if (type == EXTENSION_RECORD_TYPE) {
            int extension_code;
            GifByteType *extension;
            if (DGifGetExtension(gif, &extension_code, &extension) != GIF_OK) break;
            if (extension_code == GRAPHICS_EXT_FUNC_CODE && extension && extension[0] >= 4)
                DGifExtensionToGCB(extension[0], extension + 1, &gcb);
            while (extension) {
                if (DGifGetExtensionNext(gif, &extension) != GIF_OK) goto corrupt;
            }
        }
    }
corrupt:
    snprintf(error, error_size, "truncated or corrupt GIF data (giflib: %s)", GifErrorString(gif->Error));
    DGifCloseFile(gif, &code);
    return -1;
}
