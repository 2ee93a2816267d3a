import Foundation
import Logging

/// TextKit 1's glyph, line fragment and drawing API. Rectangles and points are in the text container's coordinates.
/// Ranges and indices past the text are clamped to it and logged (UIKit raises NSRangeException, which Swift code on
/// Linux could not catch), so a bad index never stops a kiosk.
extension NSLayoutManager {
    private static let logger = Logger(label: "framekit.text")

    /// The glyphs laid out: one per UTF-16 unit of the text, as FrameKit maps glyphs one to one.
    public var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyphs of a character range (the same range: glyphs map one to one).
    public func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let clamped = checked(range, "glyphRange(forCharacterRange:)")
        actualCharacterRange?.pointee = clamped
        return clamped
    }

    /// The characters of a glyph range (the same range).
    public func characterRange(forGlyphRange range: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let clamped = checked(range, "characterRange(forGlyphRange:)")
        actualGlyphRange?.pointee = clamped
        return clamped
    }

    /// The character a glyph shows (the same index; out of range logged and clamped).
    public func characterIndexForGlyph(at glyphIndex: Int) -> Int { checked(glyphIndex, "characterIndexForGlyph(at:)") }
    /// The glyph showing a character (the same index; out of range logged and clamped).
    public func glyphIndexForCharacter(at charIndex: Int) -> Int { checked(charIndex, "glyphIndexForCharacter(at:)") }

    // MARK: Ensuring layout

    /// Lays out all the text.
    public func ensureLayout(for container: NSTextContainer) {
        for i in paragraphs.indices { layout(ofParagraph: i) }
    }

    /// Lays out the text up to the end of `range` now.
    public func ensureLayout(forCharacterRange range: NSRange) {
        let range = checked(range, "ensureLayout(forCharacterRange:)")
        let (first, last) = paragraphIndices(of: range)
        for i in first...last { layout(ofParagraph: i) }
    }

    /// Lays out the text up to the end of `range` now.
    public func ensureLayout(forGlyphRange range: NSRange) { ensureLayout(forCharacterRange: range) }

    /// Lays out the paragraphs that cross `bounds`, again as long as laying them out moves them (their estimated
    /// heights above them turning into real ones).
    public func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) {
        for _ in 0..<8 {
            let first = paragraphIndex(atY: bounds.minY), last = paragraphIndex(atY: bounds.maxY)
            guard (first...last).contains(where: { paragraphs[$0].layout == nil }) else { return }
            for i in first...last { layout(ofParagraph: i) }
        }
    }

    /// Whether every paragraph that crosses `bounds` is laid out.
    func isLaidOut(across bounds: CGRect) -> Bool {
        guard !paragraphs.isEmpty else { return true }
        for i in paragraphIndex(atY: bounds.minY)...paragraphIndex(atY: bounds.maxY) where paragraphs[i].layout == nil {
            return false
        }
        return true
    }

    // MARK: Lines

    /// The rectangle the text uses: as wide as its widest laid-out line, as tall as all of it (estimated where not
    /// laid out yet, with non-contiguous layout).
    public func usedRect(for container: NSTextContainer) -> CGRect {
        if !allowsNonContiguousLayout { ensureLayout(for: container) }
        let width = paragraphs.lazy.compactMap(\.layout).flatMap(\.lines).map(\.usedRect.maxX).max() ?? 0
        return CGRect(x: 0, y: 0, width: width, height: totalHeight)
    }

    /// The line the glyph is on, the container's full width, in container coordinates.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        line(at: checked(glyphIndex, "lineFragmentRect(forGlyphAt:)"), effectiveRange: effectiveRange)?.rect ?? .zero
    }

    /// The part of the glyph's line its text uses.
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        line(at: checked(glyphIndex, "lineFragmentUsedRect(forGlyphAt:)"), effectiveRange: effectiveRange)?.usedRect ?? .zero
    }

    /// The container the glyph is in.
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
        effectiveRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        return container
    }

    /// Where the glyph sits in its line fragment: x from the fragment's left, y its baseline from the fragment's top.
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        let index = checked(glyphIndex, "location(forGlyphAt:)")
        guard let line = line(at: index, effectiveRange: nil) else { return .zero }
        let caret = caretRect(at: index)
        return CGPoint(x: caret.minX - line.rect.minX, y: line.baseline - line.rect.minY)
    }

    /// The line after a final line break, where the caret goes: its rectangle, or zero when the text does not end in
    /// a line break.
    public var extraLineFragmentRect: CGRect {
        guard paragraphs.count > 1, paragraphs[paragraphs.count - 1].length == 0 else { return .zero }
        return line(at: numberOfGlyphs, effectiveRange: nil)?.rect ?? .zero
    }

    /// Calls `block` for each line fragment holding glyphs of `glyphRange`, top to bottom, with its rectangle, used
    /// rectangle, container and glyph range; setting the last argument's pointee to true stops it.
    public func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container else { return }
        let range = checked(glyphRange, "enumerateLineFragments(forGlyphRange:)")
        var stop = ObjCBool(false)
        for (paragraph, start, top) in paragraphLayouts(for: range) {
            for line in paragraph.lines
            where line.range.location + start < NSMaxRange(range) && NSMaxRange(line.range) + start >= range.location {
                block(
                    line.rect.offsetBy(dx: 0, dy: top), line.usedRect.offsetBy(dx: 0, dy: top), container,
                    NSRange(location: line.range.location + start, length: line.range.length), &stop)
                if stop.boolValue { return }
            }
        }
    }

    /// The smallest rectangle around the glyphs of `glyphRange`.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let range = checked(glyphRange, "boundingRect(forGlyphRange:in:)")
        if range.length == 0 { return caretRect(at: range.location) }
        return selectionRects(for: range).reduce(CGRect.null) { $0.union($1) }
    }

    /// The glyphs of the lines that cross `bounds`.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        ensureLayout(forBoundingRect: bounds, in: container)
        let first = paragraphIndex(atY: bounds.minY), last = paragraphIndex(atY: bounds.maxY)
        let location = start(of: first)
        return NSRange(location: location, length: start(of: last) + paragraphs[last].length - location)
    }

    /// The glyph under `point`, or the nearest one; `partialFraction` gets how far across it the point is.
    public func glyphIndex(
        for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let caret = characterOffset(at: point)
        let length = numberOfGlyphs
        guard length > 0 else {
            partialFraction?.pointee = 0
            return 0
        }
        // The caret stands before the glyph whose trailing half holds the point, or after it: pick that glyph.
        var glyph = min(caret, length - 1)
        if caret > 0, point.x < caretRect(at: caret).minX || caret == length { glyph = caret - 1 }
        let box = boundingRect(forGlyphRange: NSRange(location: glyph, length: 1), in: container)
        partialFraction?.pointee = box.width > 0 ? min(1, max(0, (point.x - box.minX) / box.width)) : 0
        return glyph
    }

    /// The glyph nearest `point` in `container`.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character whose leading edge is nearest `point`.
    public func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    // MARK: Carets and selections (container coordinates)

    func caretRect(at offset: Int) -> CGRect {
        let index = paragraphIndex(containing: offset)
        let paragraph = layout(ofParagraph: index)
        return paragraph.caretRect(at: offset - start(of: index)).offsetBy(dx: 0, dy: top(of: index))
    }

    /// The caret offset nearest to `point`.
    func characterOffset(at point: CGPoint) -> Int {
        guard !paragraphs.isEmpty, let container else { return 0 }
        let point = CGPoint(x: point.x, y: max(0, point.y))
        // Laying out the paragraphs there may move them (estimates above turn into real heights).
        ensureLayout(forBoundingRect: CGRect(x: point.x, y: point.y, width: 1, height: 1), in: container)
        let index = paragraphIndex(atY: point.y)
        let paragraph = layout(ofParagraph: index)
        let top = top(of: index)
        let local = paragraph.offset(at: CGPoint(x: point.x, y: point.y - top))
        return start(of: index) + min(local, max(0, paragraphs[index].length - lineBreakLength(of: index)))
    }

    func selectionRects(for range: NSRange) -> [CGRect] {
        paragraphLayouts(for: range).flatMap { paragraph, start, top in
            paragraph.selectionRects(for: NSRange(location: range.location - start, length: range.length))
                .map { $0.offsetBy(dx: 0, dy: top) }
        }
    }

    /// The line holding the caret at `offset`: its characters (without a line break) and rectangles.
    func line(at offset: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> ParagraphLayout.Line? {
        guard !paragraphs.isEmpty else { return nil }
        let index = paragraphIndex(containing: offset)
        let paragraph = layout(ofParagraph: index)
        guard !paragraph.lines.isEmpty else { return nil }
        let start = start(of: index), top = top(of: index)
        let line = paragraph.lines[paragraph.lineIndex(containing: offset - start)]
        effectiveRange?.pointee = NSRange(location: line.range.location + start, length: line.range.length)
        return ParagraphLayout.Line(
            range: NSRange(location: line.range.location + start, length: line.range.length),
            rect: line.rect.offsetBy(dx: 0, dy: top), usedRect: line.usedRect.offsetBy(dx: 0, dy: top),
            baseline: line.baseline + top, fragment: line.fragment)
    }

    /// The layout of the paragraph holding `offset`, the offset relative to it, and the paragraph's first character.
    func paragraphFragment(at offset: Int) -> (fragment: ParagraphLayout.Fragment, local: Int, start: Int)? {
        let index = paragraphIndex(containing: offset)
        let start = start(of: index)
        return layout(ofParagraph: index).fragment(at: offset - start).map { ($0.fragment, $0.local, start + $0.fragment.location) }
    }

    func lineBreakLength(of index: Int) -> Int {
        paragraphs[index].length - (layout(ofParagraph: index).length)
    }

    /// The laid-out paragraphs that hold characters of `range`, with their first character and top.
    func paragraphLayouts(for range: NSRange) -> [(ParagraphLayout, Int, CGFloat)] {
        guard !paragraphs.isEmpty else { return [] }
        let (first, last) = paragraphIndices(of: range)
        let layouts = (first...last).map { layout(ofParagraph: $0) }
        return zip(first...last, layouts).map { ($1, start(of: $0), top(of: $0)) }
    }

    // MARK: Checking indices

    func checked(_ range: NSRange, _ call: String) -> NSRange {
        let length = numberOfGlyphs
        guard range.location == NSNotFound || range.location > length || NSMaxRange(range) > length || range.length < 0
        else { return range }
        Self.logger.warning("\(call): range \(NSStringFromRange(range)) is outside the text (length \(length)); clamped")
        let location = range.location == NSNotFound ? length : min(max(0, range.location), length)
        return NSRange(location: location, length: max(0, min(NSMaxRange(range), length) - location))
    }

    private func checked(_ index: Int, _ call: String) -> Int {
        let length = numberOfGlyphs
        guard index < 0 || index > length else { return index }
        Self.logger.warning("\(call): index \(index) is outside the text (length \(length)); clamped")
        return min(max(0, index), length)
    }
}
