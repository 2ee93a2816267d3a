import Foundation

/// What text editing asks of a laid-out paragraph, in UIKit's units: offsets are UTF-16 code units into `text`
/// (NSRange's), points and rectangles are relative to the origin the layout is drawn at.
extension TextLayout {
    /// One line as Pango broke it: its bytes, logical rectangle (Pango's coordinates) and baseline.
    struct Line: Sendable {
        let utf8Range: Range<Int>
        let rect: CGRect
        let baseline: CGFloat
    }

    /// One line in UIKit's terms: the UTF-16 range it shows, its rectangle and baseline.
    public struct LineFragment: Equatable, Sendable {
        /// The UTF-16 range of the text the line shows.
        public var range: NSRange
        /// The line's rectangle in the layout.
        public var rect: CGRect
        /// The line's baseline, from the layout's top.
        public var baseline: CGFloat
    }

    /// What may happen before a Unicode scalar of the text.
    struct Boundary: OptionSet, Sendable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        static let caret = Boundary(rawValue: 1 << 0)
        static let wordStart = Boundary(rawValue: 1 << 1)
        static let wordEnd = Boundary(rawValue: 1 << 2)
    }

    /// The lines, top to bottom.
    public var lineFragments: [LineFragment] {
        Pango.lines(handle).map { line in
            let start = utf16(fromUTF8: line.utf8Range.lowerBound), end = utf16(fromUTF8: line.utf8Range.upperBound)
            return LineFragment(
                range: NSRange(location: start, length: end - start), rect: line.rect.offsetBy(dx: layoutOffset, dy: 0),
                baseline: line.baseline)
        }
    }

    /// The caret before the character at `offset` (clamped to the text): zero wide, one line high.
    public func caretRect(at offset: Int) -> CGRect {
        Pango.caret(handle, index: utf8(fromUTF16: offset)).offsetBy(dx: layoutOffset, dy: 0)
    }

    /// The caret offset nearest to `point`: before the character under it, or after it from its trailing half on.
    public func characterOffset(at point: CGPoint) -> Int {
        utf16(fromUTF8: Pango.index(handle, at: CGPoint(x: point.x - layoutOffset, y: point.y)))
    }

    /// The rectangles `range` covers, one per line and direction run.
    public func selectionRects(for range: NSRange) -> [CGRect] {
        let bytes = utf8(fromUTF16: range.location)..<utf8(fromUTF16: range.location + range.length)
        return Pango.spans(handle, bytes: bytes).map { $0.offsetBy(dx: layoutOffset, dy: 0) }
    }

    /// The caret offset one grapheme visually right (or left) of `offset`, through mixed-direction text; nil when the
    /// caret would leave this layout.
    public func caretOffset(movingVisuallyFrom offset: Int, right: Bool) -> Int? {
        Pango.moveVisually(handle, from: utf8(fromUTF16: offset), right: right).map(utf16(fromUTF8:))
    }

    /// The word at `offset` (UAX #29), or the empty range there when it is between words.
    public func wordRange(at offset: Int) -> NSRange {
        let marks = scalarBoundaries()
        var start = offset, end = offset
        if let i = marks.lastIndex(where: { $0.offset <= offset && $0.boundary.contains(.wordStart) }),
            let j = marks[i...].firstIndex(where: { $0.offset > marks[i].offset && $0.boundary.contains(.wordEnd) }),
            marks[j].offset >= offset
        {
            (start, end) = (marks[i].offset, marks[j].offset)
        }
        return NSRange(location: start, length: end - start)
    }

    /// The start of the word before `offset` (for option-delete and option-left), or 0.
    public func previousWordStart(before offset: Int) -> Int {
        scalarBoundaries().last(where: { $0.offset < offset && $0.boundary.contains(.wordStart) })?.offset ?? 0
    }

    /// The end of the word after `offset`, or the end of the text.
    public func nextWordEnd(after offset: Int) -> Int {
        scalarBoundaries().first(where: { $0.offset > offset && $0.boundary.contains(.wordEnd) })?.offset
            ?? text.utf16.count
    }

    /// The offset of the grapheme boundary before (or after) `offset`, within the text.
    public func graphemeBoundary(from offset: Int, forward: Bool) -> Int {
        let marks = scalarBoundaries().filter { $0.boundary.contains(.caret) }
        let found = forward ? marks.first(where: { $0.offset > offset }) : marks.last(where: { $0.offset < offset })
        return found?.offset ?? (forward ? text.utf16.count : 0)
    }

    /// Pango's boundaries with the UTF-16 offset of the scalar each stands before (the last: the end of the text).
    private func scalarBoundaries() -> [(offset: Int, boundary: Boundary)] {
        let boundaries = Pango.boundaries(handle)
        var result: [(Int, Boundary)] = []
        result.reserveCapacity(boundaries.count)
        var offset = 0
        var scalars = text.unicodeScalars.makeIterator()
        for boundary in boundaries {
            result.append((offset, boundary))
            guard let scalar = scalars.next() else { break }
            offset += scalar.utf16.count
        }
        return result
    }

    // MARK: Offsets

    func utf8(fromUTF16 offset: Int) -> Int {
        let utf16 = text.utf16
        let clamped = max(0, min(offset, utf16.count))
        var index = utf16.index(utf16.startIndex, offsetBy: clamped)
        // An offset inside a surrogate pair stands before the pair.
        if index.samePosition(in: text.unicodeScalars) == nil { index = utf16.index(before: index) }
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    func utf16(fromUTF8 offset: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
}
