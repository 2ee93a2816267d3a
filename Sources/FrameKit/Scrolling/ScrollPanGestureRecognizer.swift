import Foundation

/// The scroll view's own pan (UIKit's private subclass): a finger landing on content that moves on its own stops
/// it there, and when the gesture is over, content left past an edge springs back.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        (view as? UIScrollView)?.contentTouched(by: touches)
    }

    override func reset() {
        super.reset()
        (view as? UIScrollView)?.gestureDidReset()
    }
}
