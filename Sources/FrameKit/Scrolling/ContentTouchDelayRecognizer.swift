import Foundation

/// Holds a touch's `touchesBegan` back from a scroll view's content for a moment (`delaysContentTouches`), so a drag
/// that starts on a button scrolls instead of pressing it. It never recognizes: it fails after `delay` or when the
/// finger lifts, and the content gets the touch then; if the scroll view's pan begins first, the content never
/// sees the touch.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.15

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        schedule(after: Self.delay) { [weak self] in self?.release() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if self.touches.isEmpty { release() }
    }

    /// Fails, letting the held touches through unless the scroll view refuses them for their view.
    private func release() {
        guard state == .possible else { return }
        if let scrollView = view as? UIScrollView {
            for touch in gestureTouches where !touch.delivery.cancelled {
                guard let target = touch.view, target !== scrollView else { continue }
                let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
                if !scrollView.touchesShouldBegin([touch], with: event, in: target) { touch.delivery.cancelled = true }
            }
        }
        state = .failed
    }
}
