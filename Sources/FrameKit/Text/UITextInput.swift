import Foundation

/// A text input's document as positions and ranges, as UIKit's UITextInput: what custom keyboards, input methods and
/// app code use to read and change the text around the selection. Positions are UTF-16 offsets; geometry is in the
/// input view's coordinates. Marked text (an input method's provisional text) is kept as a range that the next
/// `setMarkedText` replaces and `unmarkText` commits.
@MainActor
public protocol UITextInput: UIKeyInput {
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func caretRect(for position: UITextPosition) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    func closestPosition(to point: CGPoint) -> UITextPosition?
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
        valid(range).map { editor.storage.mutableString.substring(with: $0) }
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
