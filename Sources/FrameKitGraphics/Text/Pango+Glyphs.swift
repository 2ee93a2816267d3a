import CCairo
import Foundation

extension Pango {
    /// Fills `scalar` of the font `family` with the current source so that the font's em square fills a `side` ×
    /// `side` square at the origin. `outline` thickens every stroke by that many pixels (stroking the outline too) or,
    /// negative, thins it (clearing a stroke along the outline): one outline font gives every symbol weight. False,
    /// drawing nothing, when no installed font of `family` has the glyph.
    static func fillGlyph(_ scalar: Unicode.Scalar, family: String, side: CGFloat, outline: CGFloat, in cr: OpaquePointer) -> Bool {
        locked { ctx in
            let layout = pango_layout_new(ctx)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let desc = fontDescription(family: family, size: side, weight: 400, italic: false)
            defer { pango_font_description_free(desc) }
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, String(Character(scalar)), -1)
            guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return false }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_move_to(cr, Double(side - CGFloat(logical.width) / scale) / 2, Double(side - CGFloat(logical.height) / scale) / 2)
            pango_cairo_layout_path(cr, layout)
            guard outline != 0 else {
                cairo_fill(cr)
                return true
            }
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, Double(abs(outline)))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if outline < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
            cairo_stroke(cr)
            return true
        }
    }
}
