import Foundation

/// A text input's document as positions and ranges, as UIKit's UITextInput: what custom keyboards, input methods and
/// app code use to read and change the text around the selection. Positions are UTF-16 offsets; geometry is in the
/// input view's coordinates. Marked text (an input method's provisional text) is kept as a range that the next
/// `setMarkedText` replaces and `unmarkText` commits.
@MainActor
public protocol UITextInput: UIKeyInput {
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The selection; an empty range is the caret. Nil when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The text an input method is still composing, shown marked; nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// How marked text looks (attributes such as `.backgroundColor`, `.underlineStyle`); nil for the standard look.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection, when none is marked) with `markedText`, selecting `selectedRange`
    /// within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as ordinary text.
    func unmarkText()
    /// The text in `range`; nil when the range lies outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The range between two positions, in either order; nil when one is outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters (UTF-16 units) from `from` to `toPosition`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The caret's rectangle at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of the first line of `range`, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest `point` (view coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character at `point`, as a range; nil when no character is there.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The rectangles covering `range`, a line each, for drawing a selection.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position `offset` steps from `position` in `direction` (lines up and down, characters left and right).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The end of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of its line or text in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the paragraph at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// Finds word, sentence, line and paragraph boundaries in the text.
    var tokenizer: UITextInputTokenizer { get }
    /// Told when the text or selection changes from outside the input system, so an input method starts over.
    var inputDelegate: UITextInputDelegate? { get set }
}

/// The UITextInput of a text field or text view, on its editor: offsets are checked against the text (positions
/// outside it are nil, as UIKit's), and geometry moves from the text container to the view by `origin`.
@MainActor
struct TextInputDocument {
    let editor: TextEditor
    /// Where the text container's origin is in the view.
    let origin: CGPoint

    var beginning: UITextPosition { UITextPosition(offset: 0) }
    var end: UITextPosition { UITextPosition(offset: editor.length) }

    func text(in range: UITextRange) -> String? {
        valid(range).map { editor.storage.characters.substring(with: $0) }
    }

    /// Replaces the range's characters as the user would (the delegate asks, undo records, notifications follow).
    func replace(_ range: UITextRange, with text: String) {
        guard let range = valid(range) else { return }
        editor.replace(range, with: text, typing: false)
    }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard contains(from), contains(to) else { return nil }
        let (start, end) = (min(from.offset, to.offset), max(from.offset, to.offset))
        return UITextRange(NSRange(location: start, length: end - start))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...editor.length).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        editor.layoutManager.caretRect(at: min(max(position.offset, 0), editor.length)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The rectangle of the range's first line.
    func firstRect(for range: UITextRange) -> CGRect {
        guard let range = valid(range) else { return .null }
        guard range.length > 0 else { return caretRect(for: UITextPosition(offset: range.location)) }
        let rects = editor.layoutManager.selectionRects(for: range)
        return (rects.min { ($0.minY, $0.minX) < ($1.minY, $1.minX) } ?? .null).offsetBy(dx: origin.x, dy: origin.y)
    }

    func closestPosition(to point: CGPoint) -> UITextPosition {
        UITextPosition(offset: editor.layoutManager.characterOffset(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = valid(range) else { return nil }
        return UITextPosition(offset: min(max(closestPosition(to: point).offset, range.location), NSMaxRange(range)))
    }

    /// The grapheme under `point`: the one whose half nearer the point the closest caret position is on.
    func characterRange(at point: CGPoint) -> UITextRange? {
        guard editor.length > 0 else { return nil }
        let caret = closestPosition(to: point).offset
        let before = editor.previousCharacterBoundary(before: caret), after = editor.nextCharacterBoundary(after: caret)
        let beforeRect = caretRect(for: UITextPosition(offset: before))
        let useBefore = caret == editor.length || (caret > 0 && abs(beforeRect.midX - point.x) < abs(caretRect(for: UITextPosition(offset: after)).midX - point.x))
        let start = useBefore ? before : caret, end = useBefore ? caret : after
        return end > start ? UITextRange(NSRange(location: start, length: end - start)) : nil
    }

    /// A rectangle per line of the range, top to bottom; the first holds the start, the last the end.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = valid(range) else { return [] }
        let rects = editor.layoutManager.selectionRects(for: range).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        let direction = baseWritingDirection(at: range.location)
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(
                rect: rect.offsetBy(dx: origin.x, dy: origin.y), writingDirection: direction,
                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    /// `offset` steps of the caret on screen: graphemes left and right (visually, through mixed directions),
    /// lines up and down keeping the caret's x; a negative offset goes the other way.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard contains(position) else { return nil }
        let forward: TextEditor.Motion, backward: TextEditor.Motion
        switch direction {
        case .left, .right: (forward, backward) = direction == .right ? (.right, .left) : (.left, .right)
        case .up, .down: (forward, backward) = direction == .down ? (.down, .up) : (.up, .down)
        }
        var location = position.offset
        for _ in 0..<abs(offset) { location = editor.offset(moving: offset > 0 ? forward : backward, from: location) }
        return UITextPosition(offset: location)
    }

    /// The range's end on the `direction` side: its start going up (or left in left-to-right text), its end going down.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = valid(range) else { return nil }
        let rightToLeft = baseWritingDirection(at: range.location) == .rightToLeft
        let towardEnd =
            switch direction {
            case .down: true
            case .up: false
            case .right: !rightToLeft
            case .left: rightToLeft
            }
        return UITextPosition(offset: towardEnd ? NSMaxRange(range) : range.location)
    }

    /// From `position` to its line's edge going left or right, or to the document's going up or down.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard contains(position) else { return nil }
        let p = position.offset
        let rightToLeft = baseWritingDirection(at: p) == .rightToLeft
        let edge =
            switch direction {
            case .up: 0
            case .down: editor.length
            case .left: editor.offset(moving: rightToLeft ? .lineEnd : .lineStart, from: p)
            case .right: editor.offset(moving: rightToLeft ? .lineStart : .lineEnd, from: p)
            }
        return UITextRange(NSRange(location: min(p, edge), length: abs(edge - p)))
    }

    /// The direction of the paragraph holding `position` (going backward: the character before it).
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        baseWritingDirection(at: direction == .backward ? max(0, position.offset - 1) : position.offset)
    }

    /// Sets the direction of every paragraph the range touches, in its paragraph style.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let range = valid(range) else { return }
        let storage = editor.storage
        let paragraphs = storage.characters.paragraphRange(for: range)
        storage.beginEditing()
        var location = paragraphs.location
        repeat {
            let paragraph = storage.characters.paragraphRange(for: NSRange(location: location, length: 0))
            let style = (paragraph.length > 0 ? storage.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) : nil)
                as? NSParagraphStyle ?? editor.typingAttributes[.paragraphStyle] as? NSParagraphStyle ?? .default
            let changed: NSMutableParagraphStyle = style.mutableCopy()
            changed.baseWritingDirection = writingDirection
            if paragraph.length > 0 { storage.addAttribute(.paragraphStyle, value: changed, range: paragraph) }
            location = NSMaxRange(paragraph)
        } while location < NSMaxRange(paragraphs)
        storage.endEditing()
    }

    /// The paragraph's direction: its style's when set, otherwise its first strong character's (left to right when
    /// it has none).
    private func baseWritingDirection(at offset: Int) -> NSWritingDirection {
        let storage = editor.storage
        guard storage.length > 0 else { return .leftToRight }
        let location = min(offset, storage.length - 1)
        if let style = storage.attribute(.paragraphStyle, at: location, effectiveRange: nil) as? NSParagraphStyle,
            style.baseWritingDirection != .natural
        {
            return style.baseWritingDirection
        }
        let paragraph = storage.characters.paragraphRange(for: NSRange(location: location, length: 0))
        let found = NSWritingDirection.base(of: storage.characters.substring(with: paragraph))
        return found == .natural ? .leftToRight : found
    }

    private func contains(_ position: UITextPosition) -> Bool { (0...editor.length).contains(position.offset) }

    private func valid(_ range: UITextRange) -> NSRange? {
        contains(range.start) && contains(range.end) ? range.nsRange : nil
    }
}

extension UITextPosition {
    /// Orders two positions, as UITextInput's `compare(_:to:)`.
    func compared(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}
