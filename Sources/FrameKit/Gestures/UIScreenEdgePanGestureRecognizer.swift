import Foundation

/// A pan that starts at an edge of the screen: the first finger must go down within `edgeWidth` points of one of
/// `edges` (of the window, which fills the screen on a kiosk); it then recognizes as a pan does.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a gesture may start from; none (the default) starts nothing, as in UIKit.
    open var edges: UIRectEdge = []

    /// How close to the edge the finger must go down.
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, self.touches.count == touches.count, !startsAtEdge(touches) { return state = .failed }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, let window = touch.window ?? view?.window else { return false }
        let point = touch.location(in: window), bounds = window.bounds, width = Self.edgeWidth
        return (edges.contains(.left) && point.x <= bounds.minX + width)
            || (edges.contains(.right) && point.x >= bounds.maxX - width)
            || (edges.contains(.top) && point.y <= bounds.minY + width)
            || (edges.contains(.bottom) && point.y >= bounds.maxY - width)
    }
}
