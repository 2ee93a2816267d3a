import Foundation

/// One rectangle of a selection on screen, as UITextInput's `selectionRects(for:)` gives them: a line's part of
/// the range, with whether the range starts or ends in it.
@MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle, in the text view's coordinates.
    open var rect: CGRect { storedRect }
    /// The direction of the text in it.
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether the selection starts in it.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the selection ends in it.
    open var containsEnd: Bool { storedContainsEnd }
    /// Always false: FrameKit lays text out horizontally.
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    public override init() {
        (storedRect, storedDirection, storedContainsStart, storedContainsEnd) = (.zero, .natural, false, false)
    }

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        (storedRect, storedDirection, storedContainsStart, storedContainsEnd) =
            (rect, writingDirection, containsStart, containsEnd)
    }
}
