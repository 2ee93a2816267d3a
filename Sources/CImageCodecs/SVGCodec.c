/* SVG through librsvg, drawn with Cairo at whatever size the image is shown, so icons stay sharp. */
#include <stdio.h>
#include <stdlib.h>
#include <librsvg/rsvg.h>
#include "CImageCodecs.h"
#include "CPlatformLibraries.h"

struct fk_svg {
    RsvgHandle *handle;
};

static void report(GError *g, char *error, size_t error_size, const char *what) {
    snprintf(error, error_size, "%s (librsvg: %s)", what, g ? g->message : "unknown error");
    if (g) g_error_free(g);
}

/* CSS absolute units in pixels at 96 per inch; relative units (em, %) give no intrinsic size. */
static double pixels_of(RsvgLength length) {
    switch (length.unit) {
    case RSVG_UNIT_PX: return length.length;
    case RSVG_UNIT_IN: return length.length * 96;
    case RSVG_UNIT_CM: return length.length * 96 / 2.54;
    case RSVG_UNIT_MM: return length.length * 96 / 25.4;
    case RSVG_UNIT_PT: return length.length * 96 / 72;
    case RSVG_UNIT_PC: return length.length * 16;
    default: return 0;
    }
}

fk_svg *fk_svg_open(const void *data, size_t size, double *width, double *height, char *error, size_t error_size) {
    if (fk_load_platform_library(fk_library_rsvg, error, error_size) != 0) return NULL;
    GError *g = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, size, &g);
    if (!handle) {
        report(g, error, error_size, "not a readable SVG document");
        return NULL;
    }
    gboolean has_width, has_height, has_viewbox;
    RsvgLength w, h;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    double pw = has_width ? pixels_of(w) : 0, ph = has_height ? pixels_of(h) : 0;
    if ((pw <= 0 || ph <= 0) && has_viewbox) {
        /* Percentages (the default 100%) take the viewBox's size. */
        pw = viewbox.width;
        ph = viewbox.height;
    }
    *width = pw > 0 ? pw : 0;
    *height = ph > 0 ? ph : 0;
    fk_svg *svg = malloc(sizeof *svg);
    svg->handle = handle;
    return svg;
}

int fk_svg_render(fk_svg *svg, cairo_t *cr, double x, double y, double width, double height, char *error,
                  size_t error_size) {
    RsvgRectangle viewport = {x, y, width, height};
    GError *g = NULL;
    if (!rsvg_handle_render_document(svg->handle, cr, &viewport, &g)) {
        report(g, error, error_size, "SVG could not be drawn");
        return -1;
    }
    return 0;
}

void fk_svg_close(fk_svg *svg) {
    if (!svg) return;
    g_object_unref(svg->handle);
    free(svg);
}
