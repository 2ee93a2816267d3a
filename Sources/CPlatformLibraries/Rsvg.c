/* librsvg (SVG rendering through Cairo): the functions FrameKit calls, forwarding to librsvg-2.so.2 once it is loaded.
   GObject's own functions (g_object_unref, g_error_free) come with Pango, which FrameKit links. */
#include <librsvg/rsvg.h>
#include "Forwarding.h"

#define RSVG_FUNCTIONS(X, X_VOID) \
    X(RsvgHandle *, rsvg_handle_new_from_data, (const guint8 *data, gsize data_len, GError **error), (data, data_len, error)) \
    X(gboolean, rsvg_handle_get_intrinsic_size_in_pixels, (RsvgHandle *handle, gdouble *out_width, gdouble *out_height), (handle, out_width, out_height)) \
    X_VOID(rsvg_handle_get_intrinsic_dimensions, (RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width, gboolean *out_has_height, RsvgLength *out_height, gboolean *out_has_viewbox, RsvgRectangle *out_viewbox), (handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox)) \
    X(gboolean, rsvg_handle_render_document, (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error), (handle, cr, viewport, error))

FK_DEFINE_FORWARDERS(rsvg, "librsvg-2.so.2", RSVG_FUNCTIONS)
