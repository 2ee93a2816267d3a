import CWebKitBridge
import FrameKit
import Foundation

/// A finger on a web page, as a kiosk's web view passes it on: a tap is a click where it lifted, a drag scrolls the
/// page under the finger (the content follows it) and clicks nothing, and the pointer hovers where the finger lands.
/// One finger; pinch zoom and momentum after a flick are not passed on yet.
@MainActor
final class PageTouches {
    /// How far a finger moves before its touch is a scroll rather than a tap, in points.
    static let scrollSlop: CGFloat = 10

    private unowned let view: WKWebView
    private var start: CGPoint?
    private var last = CGPoint.zero
    private var scrolling = false

    init(view: WKWebView) { self.view = view }

    func began(_ touch: UITouch) {
        let point = touch.location(in: view)
        (start, last, scrolling) = (point, point, false)
        view.pageTouched()
        send(point, touch) { fk_web_view_hover($0, $1, $2, $3) }
    }

    func moved(_ touch: UITouch) {
        guard let start else { return }
        let point = touch.location(in: view)
        if !scrolling, hypot(point.x - start.x, point.y - start.y) > Self.scrollSlop { scrolling = true }
        guard scrolling else { return }
        let scale = view.window?.screen.scale ?? 1
        // The content moves with the finger.
        let (dx, dy) = (Double((point.x - last.x) * scale), Double((point.y - last.y) * scale))
        send(point, touch) { fk_web_view_scroll($0, $1, $2, dx, dy, $3) }
        last = point
    }

    func ended(_ touch: UITouch) {
        defer { start = nil }
        guard start != nil, !scrolling else { return }
        send(touch.location(in: view), touch) { fk_web_view_click($0, $1, $2, $3) }
    }

    func cancelled() { start = nil }

    /// Calls `body` with the WPE view, the point in the page's pixels and the touch's time in milliseconds.
    private func send(_ point: CGPoint, _ touch: UITouch, _ body: (OpaquePointer, Int32, Int32, UInt32) -> Void) {
        let scale = view.window?.screen.scale ?? 1
        let (x, y) = (Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()))
        let time = UInt32(truncatingIfNeeded: Int64(touch.timestamp * 1000))
        view.withEngine { body($0, x, y, time) }
    }
}
