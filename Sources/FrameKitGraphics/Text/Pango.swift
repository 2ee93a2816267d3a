import CCairo
import Foundation

/// The one place FrameKit talks to Pango and fontconfig. Pango's font map is not thread-safe, so every call runs
/// under one lock; text is laid out once and cached, so the lock is not on any per-frame hot path.
enum Pango {
    /// The process's font map and Pango context, made on first use; only touched under its lock.
    private final class FontState: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var context: OpaquePointer?
        /// The context of paragraphs set right to left (`NSParagraphStyle.baseWritingDirection`), made when one is.
        var rightToLeftContext: OpaquePointer?
        var fontMap: UnsafeMutablePointer<PangoFontMap>?
    }

    private static let state = FontState()

    static let scale = CGFloat(PANGO_SCALE)

    static func locked<T>(_ body: (OpaquePointer) -> T) -> T {
        state.lock.lock()
        defer { state.lock.unlock() }
        return body(context())
    }

    /// Loads fontconfig's configuration and makes the font map now, on the calling thread.
    static func startLoadingFonts() { locked { _ in } }

    private static func context() -> OpaquePointer {
        if let context = state.context { return context }
        // fontconfig's XML configuration (3–6 ms) loads here rather than on the thread Pango's font map would start
        // for it ("[pango] FcInit"): a thread of its own gets a malloc arena of its own, where the ~150 KB the
        // configuration keeps sit among what parsing it freed, which nothing else reuses (120 KB more resident).
        FcInit()
        let fontMap = pango_cairo_font_map_new()!
        state.fontMap = fontMap
        let ctx = makeContext(fontMap)
        state.context = ctx
        return ctx
    }

    private static func rightToLeftContext() -> OpaquePointer {
        if let context = state.rightToLeftContext { return context }
        _ = context()
        let ctx = makeContext(state.fontMap!)
        pango_context_set_base_dir(ctx, PANGO_DIRECTION_RTL)
        state.rightToLeftContext = ctx
        return ctx
    }

    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let ctx = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(ctx, 72)
        return ctx
    }

    /// Drops the font map's cached fontsets and coverage (memory warnings); fonts load again on next use.
    static func purgeFontCaches() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard let fontMap = state.fontMap else { return }
        pango_fc_font_map_cache_clear(OpaquePointer(fontMap))
    }

    static func fontDescription(_ font: UIFont) -> OpaquePointer {
        fontDescription(family: font.familyName, size: font.pointSize, weight: font.weight.pangoWeight,
                        italic: font.isItalic)
    }

    static func fontDescription(family: String, size: CGFloat, weight: Int32, italic: Bool) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, Double(size * scale))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    static func metrics(family: String, size: CGFloat, weight: Int32, italic: Bool) -> FontMetrics {
        locked { ctx in
            let desc = fontDescription(family: family, size: size, weight: weight, italic: italic)
            defer { pango_font_description_free(desc) }
            let m = pango_context_get_metrics(ctx, desc, nil)!
            defer { pango_font_metrics_unref(m) }
            let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
            let descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
            let height = CGFloat(pango_font_metrics_get_height(m)) / scale
            return FontMetrics(
                ascender: ascent, descender: descent, lineHeight: max(height, ascent + descent),
                capHeight: inkHeight(of: "H", desc: desc, ctx: ctx), xHeight: inkHeight(of: "x", desc: desc, ctx: ctx))
        }
    }

    private static func inkHeight(of sample: String, desc: OpaquePointer, ctx: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(ctx)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, sample, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y) / scale
    }

    /// A face fontconfig knows by family name or PostScript name.
    static func resolveFace(named name: String) -> (family: String, weight: UIFont.Weight, italic: Bool)? {
        locked { _ in
            if let face = firstFace(property: "family", value: name) { return (face.family, .regular, false) }
            return firstFace(property: "postscriptname", value: name)
        }
    }

    private static func firstFace(property: String, value: String) -> (family: String, weight: UIFont.Weight, italic: Bool)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, property, value)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in ["family", "weight", "slant"] { FcObjectSetAdd(objects, object) }
        // The font map's own configuration: Pango loads it on a thread of its own when the map is made, and asking
        // fontconfig for its default one meanwhile would parse the whole XML configuration a second time.
        let config = state.fontMap.flatMap { pango_fc_font_map_get_config(OpaquePointer($0)) }
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { return nil }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "family", 0, &family) == FcResultMatch, let family else { return nil }
        var weight: Int32 = 80, slant: Int32 = 0
        FcPatternGetInteger(font, "weight", 0, &weight)
        FcPatternGetInteger(font, "slant", 0, &slant)
        let uiWeight: UIFont.Weight =
            switch weight {
            case ..<50: .light
            case ..<100: .regular
            case ..<190: .semibold
            default: .bold
            }
        return (String(cString: family), uiWeight, slant != 0)
    }

    /// Builds a Pango layout for `runs`; the caller owns it and must release it with `release(_:)`. `shownBytes`:
    /// how much of the text (UTF-8) it shows — less than all when a line limit cut it.
    static func makeLayout(_ runs: TextRuns, width: CGFloat?, maximumLines: Int) -> (layout: OpaquePointer, shownBytes: Int) {
        locked { ctx in
            let layout = pango_layout_new(runs.baseWritingDirection == .rightToLeft ? rightToLeftContext() : ctx)!
            pango_layout_set_text(layout, runs.text, Int32(runs.text.utf8.count))
            if let font = runs.leadingFont {
                let desc = fontDescription(font)
                pango_layout_set_font_description(layout, desc)
                pango_font_description_free(desc)
            }
            // Plain text takes its font from the layout and its colour from the context when drawn (`show`):
            // attributes would only make Pango itemize slower.
            if runs.plainColor == nil {
                let attributes = pango_attr_list_new()
                for run in runs.runs { append(run, to: attributes) }
                pango_layout_set_attributes(layout, attributes)
                pango_attr_list_unref(attributes)
            }
            configureParagraph(layout, runs, width: width, maximumLines: maximumLines)
            return (layout, cut(layout, toLines: maximumLines) ?? runs.text.utf8.count)
        }
    }

    /// Pango keeps to a line limit only while it ellipsizes; wrapped (or clipped) text past the limit is cut after
    /// its last allowed line, as UIKit shows it. Returns the bytes kept, nil when nothing was cut.
    private static func cut(_ layout: OpaquePointer, toLines maximumLines: Int) -> Int? {
        guard maximumLines > 0, pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE,
            pango_layout_get_line_count(layout) > Int32(maximumLines),
            let next = pango_layout_get_line_readonly(layout, Int32(maximumLines))
        else { return nil }
        let kept = Int(next.pointee.start_index)
        pango_layout_set_text(layout, pango_layout_get_text(layout), Int32(kept))
        return kept
    }

    private static func configureParagraph(_ layout: OpaquePointer, _ runs: TextRuns, width: CGFloat?, maximumLines: Int) {
        pango_layout_set_spacing(layout, Int32(runs.lineSpacing * scale))
        let indentation = runs.indentation
        if indentation.firstLine != 0 { pango_layout_set_indent(layout, Int32(indentation.firstLine * scale)) }
        let width = width.map { max(1, $0 - indentation.offset) }
        // A direction set on the paragraph replaces the one Pango finds (its context has that base direction), and
        // alignments stay physical: natural then means the paragraph's leading edge.
        if runs.baseWritingDirection != .natural { pango_layout_set_auto_dir(layout, 0) }
        switch runs.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right:
            // Pango swaps left and right in a paragraph it finds right to left: without its own direction, right is right.
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            pango_layout_set_auto_dir(layout, 0)
        case .justified:
            pango_layout_set_justify(layout, 1)
            pango_layout_set_auto_dir(layout, 0)
        case .left: pango_layout_set_auto_dir(layout, 0)
        case .natural:
            if runs.baseWritingDirection == .rightToLeft { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
        }
        let pangoWidth = width.flatMap { $0.isFinite && $0 > 0 ? Int32(min($0 * scale, CGFloat(Int32.max))) : nil }
        pango_layout_set_wrap(layout, runs.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsize: PangoEllipsizeMode =
            switch runs.lineBreakMode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .byTruncatingTail: PANGO_ELLIPSIZE_END
            default: PANGO_ELLIPSIZE_NONE
            }
        // With no line limit UIKit wraps truncating modes like word wrapping; Pango would ellipsize to one line.
        let unlimitedWrap = maximumLines == 0 && width != nil
        pango_layout_set_ellipsize(layout, unlimitedWrap ? PANGO_ELLIPSIZE_NONE : ellipsize)
        if maximumLines > 0 { pango_layout_set_height(layout, Int32(-maximumLines)) }
        guard let wrapWidth = pangoWidth else { return }
        // A line cut off rather than wrapped or truncated gets no width to wrap at.
        if maximumLines == 1 && runs.lineBreakMode == .byClipping {
            placeClippedLine(layout, runs, width: wrapWidth)
            return
        }
        if !mayFitUnwrapped(runs, width: wrapWidth, maximumLines: maximumLines) || !fitsUnwrapped(layout, width: wrapWidth) {
            pango_layout_set_width(layout, wrapWidth)
        }
    }

    /// A line cut off rather than wrapped is laid out without a width, so Pango cannot place it: centred or right
    /// aligned, one that fits is given the width to be placed in (it does not wrap, fitting), one that does not starts
    /// at the left and is cut at the right.
    private static func placeClippedLine(_ layout: OpaquePointer, _ runs: TextRuns, width: Int32) {
        guard runs.alignment == .center || runs.alignment == .right
            || runs.alignment == .natural && runs.baseWritingDirection == .rightToLeft
        else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        if logical.width <= width { pango_layout_set_width(layout, width) }
    }

    /// Whether a paragraph looks short enough to fit its width on one line (at 0.6 em a UTF-8 byte, which counts wide
    /// glyphs as more than one) and is placed the same with or without a width: left aligned, unindented, not
    /// ellipsized, no line limit.
    private static func mayFitUnwrapped(_ runs: TextRuns, width: Int32, maximumLines: Int) -> Bool {
        guard maximumLines == 0, runs.indentation.firstLine == 0,
            runs.alignment == .left || runs.alignment == .natural && runs.baseWritingDirection != .rightToLeft
        else { return false }
        var size: CGFloat = 0
        for run in runs.runs { size = max(size, run.font.pointSize) }
        return CGFloat(runs.text.utf8.count) * size * 0.6 * scale <= CGFloat(width)
    }

    /// Lays `layout` out without a width and says whether every line fits `width` and runs left to right, so that
    /// wrapping would change nothing: Pango shapes a paragraph it wraps twice even when all of it fits (once to
    /// measure it, once more to place it at the line's end), one it does not wrap once — a third of a text view's
    /// one-screen jump.
    private static func fitsUnwrapped(_ layout: OpaquePointer, width: Int32) -> Bool {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard logical.x >= 0, logical.x + logical.width <= width else { return false }
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            guard line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue else { return false }
            lines = node.pointee.next
        }
        return true
    }

    private static func append(_ run: TextRun, to list: OpaquePointer?) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(run.utf8Start)
            attribute.pointee.end_index = UInt32(run.utf8End)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: CGFloat) -> UInt16 { UInt16((v * 65535).rounded()) }
        func alpha(_ c: UIColor) -> UInt16 { max(1, channel(c.alpha)) }
        let desc = fontDescription(run.font)
        add(pango_attr_font_desc_new(desc))
        pango_font_description_free(desc)
        let fg = run.foreground
        add(pango_attr_foreground_new(channel(fg.red), channel(fg.green), channel(fg.blue)))
        add(pango_attr_foreground_alpha_new(alpha(fg)))
        if let bg = run.background {
            add(pango_attr_background_new(channel(bg.red), channel(bg.green), channel(bg.blue)))
            add(pango_attr_background_alpha_new(alpha(bg)))
        }
        if run.kern != 0 { add(pango_attr_letter_spacing_new(Int32(run.kern * scale))) }
        if !run.underline.isEmpty {
            let style = run.underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
            add(pango_attr_underline_new(style))
            if let color = run.underlineColor {
                add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if !run.strikethrough.isEmpty { add(pango_attr_strikethrough_new(1)) }
        if run.baselineOffset != 0 { add(pango_attr_rise_new(Int32(run.baselineOffset * scale))) }
        if let attachment = run.attachment {
            // Pango keeps the attachment's room; `TextLayout.draw` paints the image there.
            let b = attachment.effectiveBounds
            var box = PangoRectangle(
                x: 0, y: Int32(-b.maxY * scale), width: Int32(b.width * scale), height: Int32(b.height * scale))
            add(pango_attr_shape_new(&box, &box))
        }
    }

    static func release(_ layout: OpaquePointer) {
        locked { _ in g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Logical size, first and last baselines and line count, in points. Unless `keepShaping`, the shaped lines are
    /// dropped afterwards (Pango shapes again when the layout is drawn): most labels are measured long before they
    /// are drawn, and a screenful of them would otherwise hold its glyph strings at once (~1 KB a label).
    /// The layout's metrics; without `ink`, its ink rectangle is its logical one.
    static func measure(_ layout: OpaquePointer, keepShaping: Bool, ink measuresInk: Bool = true) -> TextLayout.Metrics {
        locked { _ in
            defer { if !keepShaping { pango_layout_context_changed(layout) } }
            var ink = PangoRectangle(), logical = PangoRectangle()
            if measuresInk {
                pango_layout_get_extents(layout, &ink, &logical)
            } else {
                pango_layout_get_extents(layout, nil, &logical)
                ink = logical
            }
            let lines = Int(pango_layout_get_line_count(layout))
            var lastBaseline = CGFloat(pango_layout_get_baseline(layout)) / scale
            if lines > 1, let iter = pango_layout_get_iter(layout) {
                while pango_layout_iter_next_line(iter) != 0 {}
                lastBaseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                pango_layout_iter_free(iter)
            }
            return TextLayout.Metrics(
                size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                originX: CGFloat(logical.x) / scale,
                firstBaseline: CGFloat(pango_layout_get_baseline(layout)) / scale,
                lastBaseline: lastBaseline, lineCount: lines,
                inkRect: CGRect(
                    x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
                    height: CGFloat(ink.height) / scale))
        }
    }

    /// Draws `layout`; `color` is the colour of plain text, whose layout carries none. Unless `keepShaping`, the
    /// shaped lines are dropped afterwards, as after `measure`.
    static func show(
        _ layout: OpaquePointer, in cr: OpaquePointer, at origin: CGPoint, color: UIColor?, keepShaping: Bool
    ) {
        locked { _ in
            defer { if !keepShaping { pango_layout_context_changed(layout) } }
            if let color {
                cairo_save(cr)
                let c = color.doubles
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            }
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cr, layout)
            if color != nil { cairo_restore(cr) }
        }
    }
}

typealias TextRun = TextRuns.Run
