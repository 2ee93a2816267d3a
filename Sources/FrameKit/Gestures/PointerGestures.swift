import Foundation

/// Gestures that come from a pointer rather than touches: hovering drives hover recognizers, scrolling drives pan
/// recognizers that allow it, touchpad
/// pinches drive pinch and rotation recognizers, touchpad swipes feed swipe recognizers — each on the view under
/// the pointer and its ancestors, under the same rules as touch gestures.
extension GestureEnvironment {
    func scroll(by delta: CGPoint, continuous: Bool, at point: CGPoint, in window: UIWindow, time: TimeInterval) {
        let kind: UIScrollTypeMask = continuous ? .continuous : .discrete
        let pans = recognizers(at: point, in: window).compactMap { $0 as? UIPanGestureRecognizer }
        // The innermost pan that takes this scroll; one that refuses it (a scroll view that cannot move that way)
        // leaves it to the next.
        for pan in pans where pan.allowedScrollTypesMask.contains(kind) {
            adopt(pan, at: point)
            pan.scroll(by: delta, continuous: continuous, at: time)
            if pan.state == .began || pan.state == .changed { break }
        }
        settle()
    }

    /// `scale` since the pinch began; `rotation` in radians since it began.
    func touchpadPinch(
        phase: InputEvent.GesturePhase, scale: CGFloat, rotation: CGFloat, at point: CGPoint, in window: UIWindow,
        time: TimeInterval
    ) {
        let candidates = phase == .began ? recognizers(at: point, in: window) : pinching
        pinching = []
        for recognizer in candidates {
            if phase == .began { adopt(recognizer, at: point) }
            if let pinch = recognizer as? UIPinchGestureRecognizer {
                pinch.drive(scale, phase: phase, at: time)
            } else if let turn = recognizer as? UIRotationGestureRecognizer {
                turn.drive(rotation, phase: phase, at: time)
            } else {
                continue
            }
            if recognizer.state == .began || recognizer.state == .changed { pinching.append(recognizer) }
        }
        settle()
    }

    /// The pointer is at `point` in `window` with no button held (nil: it is not hovering): the hover recognizers of
    /// the view under it and its ancestors begin or change, those of views it left end.
    func hover(at point: CGPoint?, in window: UIWindow?) {
        var over: [UIHoverGestureRecognizer] = []
        if let point, let window { over = recognizers(at: point, in: window).compactMap { $0 as? UIHoverGestureRecognizer } }
        for left in hovering where !over.contains(where: { $0 === left }) {
            if let point { left.trackIndirect(at: point) }
            left.endHover()
        }
        for recognizer in over {
            adopt(recognizer, at: point!)
            recognizer.hover()
        }
        hovering = over
        settle()
    }

    func touchpadSwipe(fingers: Int, dx: CGFloat, dy: CGFloat, at point: CGPoint, in window: UIWindow) {
        for swipe in recognizers(at: point, in: window).compactMap({ $0 as? UISwipeGestureRecognizer }) {
            adopt(swipe, at: point)
            swipe.touchpadSwipe(fingers: fingers, dx: dx, dy: dy)
        }
        settle()
    }
}
