import Foundation

/// The pointer over a view with no button held, as UIKit's (iOS 13): `.began` when it comes over the view (or one of
/// its subviews), `.changed` as it moves there, `.ended` when it leaves, a button goes down, or the pointer goes
/// away. `location(in:)` is the pointer's. Touches never drive it.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    public override init() {
        super.init()
        allowedTouchTypes = []
    }

    open override var isContinuous: Bool { true }

    /// The pointer is over the view, at the location tracked for it.
    func hover() {
        state = state == .began || state == .changed ? .changed : .began
    }

    /// The pointer left the view, or stopped hovering.
    func endHover() {
        if state == .began || state == .changed { state = .ended }
    }
}
