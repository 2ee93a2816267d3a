import Foundation

/// A `CATransition` running on a view's layer: the pixels the screen showed of the view when it was added, and how
/// far it has gone. The compositor draws the view and its subviews flat and moves or fades that picture over the
/// old one (see `Compositor.drawTransition`). A class: every view's render state has room for one, and most never
/// hold any.
final class LayerTransition {
    let type: CATransitionType
    /// The way content moves (a unit vector), for the moving types.
    let motion: CGVector
    /// What the last frame held of the view when the transition was added (nil when it had not been shown), and the
    /// frame pixels it came from.
    let oldPicture: PixelBuffer?
    let oldPixels: PixelRect
    /// 0…1, eased.
    var progress: CGFloat = 0
    /// The view and its subviews drawn flat, kept between frames.
    var newPicture: PixelBuffer?

    @MainActor init(_ transition: CATransition, oldPicture: PixelBuffer?, oldPixels: PixelRect) {
        type = transition.type
        motion = (transition.subtype ?? .fromLeft).motion
        self.oldPicture = oldPicture
        self.oldPixels = oldPixels
        progress = CGFloat(min(max(transition.startProgress, 0), 1))
    }

    private var moves: Bool { type == .moveIn || type == .push || type == .reveal }

    /// How far content travels for a view of `size`: its width or height along the motion.
    private func travel(_ size: CGSize) -> CGVector {
        CGVector(dx: motion.dx * size.width, dy: motion.dy * size.height)
    }

    /// Where the old and new content are drawn (offsets in the view's coordinates) and how opaque, and whether the
    /// old goes on top.
    func placement(for size: CGSize) -> (old: CGPoint, new: CGPoint, oldAlpha: CGFloat, newAlpha: CGFloat, oldOnTop: Bool) {
        let d = travel(size), p = progress
        switch type {
        case .moveIn: return (.zero, CGPoint(x: -d.dx * (1 - p), y: -d.dy * (1 - p)), 1, 1, false)
        case .push: return (CGPoint(x: d.dx * p, y: d.dy * p), CGPoint(x: -d.dx * (1 - p), y: -d.dy * (1 - p)), 1, 1, false)
        case .reveal: return (CGPoint(x: d.dx * p, y: d.dy * p), .zero, 1, 1, true)
        default: return (.zero, .zero, 1 - p, oldPicture == nil ? p : 1, true)
        }
    }

    /// What the transition may cover, around `rect` (the view's drawn rectangle): for the moving types, the
    /// rectangle moved a whole width or height either way along the motion.
    func reach(around rect: CGRect) -> CGRect {
        guard moves else { return rect }
        let d = travel(rect.size)
        return rect.union(rect.offsetBy(dx: d.dx, dy: d.dy)).union(rect.offsetBy(dx: -d.dx, dy: -d.dy))
    }
}
