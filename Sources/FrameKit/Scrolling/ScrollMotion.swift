import Foundation

/// A scroll view's content moving on its own, frame by frame: both axes of the offset (and the zoom scale during a
/// zoom animation), and what the delegate hears when it ends.
@MainActor
final class ScrollMotion: FrameDrivenMotion {
    enum Kind {
        /// After a drag: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated: true)`, `scrollRectToVisible`: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
        /// An animated zoom or a bounce back to a zoom limit: ends with `scrollViewDidEndZooming`.
        case zoom
        /// Content left past an edge by a touch that did not drag springs back; nothing to report.
        case settle
    }

    let kind: Kind
    private var x: ScrollAxisMotion
    private var y: ScrollAxisMotion
    private var scale: ScrollAxisMotion?
    weak var scrollView: UIScrollView?

    init(x: ScrollAxisMotion, y: ScrollAxisMotion, scale: ScrollAxisMotion? = nil, kind: Kind) {
        self.x = x
        self.y = y
        self.scale = scale
        self.kind = kind
    }

    /// Nothing will move: the release or request needs no frames.
    var isStill: Bool { x.isResting && y.isResting && (scale?.isResting ?? true) }

    func advance(to time: MonotonicInstant) -> Bool {
        guard let scrollView else { return false }
        // A scroll view taken off screen stops where it is, as UIKit's does.
        guard scrollView.window != nil else {
            scrollView.stopMotion()
            return false
        }
        let (px, xDone) = x.position(at: time.seconds)
        let (py, yDone) = y.position(at: time.seconds)
        let zoom = scale?.position(at: time.seconds)
        scrollView.motion(self, movedTo: CGPoint(x: px, y: py), scale: zoom?.0)
        guard xDone, yDone, zoom?.done ?? true else { return true }
        scrollView.finish(self)
        return false
    }
}
