import Foundation

/// One rectangle of a selection on screen, as UITextInput's `selectionRects(for:)` gives them: a line's part of
/// the range, with whether the range starts or ends in it.
@MainActor
open class UITextSelectionRect: NSObject {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { storedDirection }
    open var containsStart: Bool { storedContainsStart }
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
