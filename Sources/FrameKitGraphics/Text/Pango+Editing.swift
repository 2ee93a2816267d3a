import CCairo
import Foundation

/// Pango's queries on a laid-out paragraph that text editing needs: lines, caret positions, hit testing, selection
/// spans, visual caret motion and word boundaries. Indices are Pango's, UTF-8 byte offsets into the layout's text;
/// `TextLayout+Editing` speaks UTF-16 offsets, as UIKit's NSRange does.
extension Pango {
    static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: CGFloat(r.x) / scale, y: CGFloat(r.y) / scale, width: CGFloat(r.width) / scale,
               height: CGFloat(r.height) / scale)
    }

    /// Every line's byte range, logical rectangle and baseline, top to bottom.
    static func lines(_ layout: OpaquePointer) -> [TextLayout.Line] {
        locked { _ in
            guard let iter = pango_layout_get_iter(layout) else { return [] }
            defer { pango_layout_iter_free(iter) }
            var result: [TextLayout.Line] = []
            repeat {
                let line = pango_layout_iter_get_line_readonly(iter)!
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, &ink, &logical)
                let start = Int(line.pointee.start_index)
                result.append(
                    TextLayout.Line(
                        utf8Range: start..<start + Int(line.pointee.length), rect: rect(logical),
                        baseline: CGFloat(pango_layout_iter_get_baseline(iter)) / scale))
            } while pango_layout_iter_next_line(iter) != 0
            return result
        }
    }

    /// The caret before the character at `index`: a zero-width rectangle one line high (Pango's strong cursor).
    static func caret(_ layout: OpaquePointer, index: Int) -> CGRect {
        locked { _ in
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(index), &strong, nil)
            return rect(strong)
        }
    }

    /// The caret position nearest to `point` (layout coordinates): the index before the grapheme under the point,
    /// or after it when the point is in its trailing half.
    static func index(_ layout: OpaquePointer, at point: CGPoint) -> Int {
        locked { _ in
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, Int32(point.x * scale), Int32(point.y * scale), &index, &trailing)
            return skip(layout, Int(index), trailing)
        }
    }

    /// `index` moved over the `trailing` characters Pango reports after it (hit tests and caret moves return them).
    private static func skip(_ layout: OpaquePointer, _ index: Int, _ trailing: Int32) -> Int {
        guard trailing > 0, let text = pango_layout_get_text(layout) else { return index }
        return UnsafePointer(g_utf8_offset_to_pointer(text + index, glong(trailing))!) - text
    }

    /// The horizontal spans (layout coordinates) the bytes `range` cover on each line they touch, with that line's
    /// vertical extent: the rectangles a selection paints.
    static func spans(_ layout: OpaquePointer, bytes range: Range<Int>) -> [CGRect] {
        locked { _ in
            guard let iter = pango_layout_get_iter(layout) else { return [] }
            defer { pango_layout_iter_free(iter) }
            var result: [CGRect] = []
            repeat {
                let line = pango_layout_iter_get_line_readonly(iter)!
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                let lo = max(range.lowerBound, start), hi = min(range.upperBound, end)
                if start >= range.upperBound { break }
                guard lo < hi else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                let lineRect = rect(logical)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(lo), Int32(hi), &ranges, &count)
                for i in 0..<Int(count) {
                    let x0 = CGFloat(ranges![2 * i]) / scale, x1 = CGFloat(ranges![2 * i + 1]) / scale
                    result.append(CGRect(x: x0, y: lineRect.minY, width: x1 - x0, height: lineRect.height))
                }
                g_free(ranges)
            } while pango_layout_iter_next_line(iter) != 0
            return result.filter { $0.width > 0 }
        }
    }

    /// The caret position one grapheme to the visual right (or left) of `index`, following bidi runs; nil when the
    /// caret would leave the layout.
    static func moveVisually(_ layout: OpaquePointer, from index: Int, right: Bool) -> Int? {
        locked { _ -> Int? in
            var newIndex: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(layout, 1, Int32(index), 0, right ? 1 : -1, &newIndex, &trailing)
            guard newIndex >= 0, newIndex < Int32.max else { return nil }
            return skip(layout, Int(newIndex), trailing)
        }
    }

    static func baseDirection(of text: String) -> NSWritingDirection {
        switch pango_find_base_dir(text, -1) {
        case PANGO_DIRECTION_LTR: .leftToRight
        case PANGO_DIRECTION_RTL: .rightToLeft
        default: .natural
        }
    }

    /// Per Unicode scalar of the layout's text: whether a caret may stand before it, and whether a word starts or
    /// ends there (UAX #29, as Pango finds them).
    static func boundaries(_ layout: OpaquePointer) -> [TextLayout.Boundary] {
        locked { _ in
            var count: Int32 = 0
            guard let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
            return (0..<Int(count)).map { i in
                var b: TextLayout.Boundary = []
                if attrs[i].is_cursor_position != 0 { b.insert(.caret) }
                if attrs[i].is_word_start != 0 { b.insert(.wordStart) }
                if attrs[i].is_word_end != 0 { b.insert(.wordEnd) }
                return b
            }
        }
    }

    /// Per Unicode scalar of `text`, and one for its end: where graphemes, words and sentences start and end
    /// (UAX #29), found without a layout.
    static func segmentation(of text: String) -> [TextSegmentation.Mark] {
        let scalars = text.unicodeScalars.count
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars + 1)
        let utf8 = text.utf8.count
        locked { _ in
            text.withCString { pango_get_log_attrs($0, Int32(utf8), -1, pango_language_get_default(), &attrs, Int32(scalars + 1)) }
        }
        return attrs.map { a in
            var mark: TextSegmentation.Mark = []
            if a.is_cursor_position != 0 { mark.insert(.grapheme) }
            if a.is_word_start != 0 { mark.insert(.wordStart) }
            if a.is_word_end != 0 { mark.insert(.wordEnd) }
            if a.is_sentence_start != 0 { mark.insert(.sentenceStart) }
            if a.is_sentence_end != 0 { mark.insert(.sentenceEnd) }
            return mark
        }
    }
}
