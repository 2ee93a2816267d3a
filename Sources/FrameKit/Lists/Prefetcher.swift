import Foundation

/// What a list has offered for prefetching: after each layout, the elements of the screen beyond the bounds in the
/// direction last scrolled (vertically or horizontally) are offered once; those that show, or that fall out of that
/// screen when the direction turns, leave the offered set, the latter to be cancelled.
struct Prefetcher {
    private(set) var offered: Set<IndexPath> = []
    private var lastOrigin: CGPoint = .zero

    mutating func reset() { offered = [] }

    /// The screen ahead of `bounds` along the axis that scrolls.
    mutating func aheadRect(of bounds: CGRect, horizontal: Bool) -> CGRect {
        defer { lastOrigin = bounds.origin }
        if horizontal {
            let forward = bounds.minX >= lastOrigin.x
            return bounds.offsetBy(dx: forward ? bounds.width : -bounds.width, dy: 0)
        }
        let forward = bounds.minY >= lastOrigin.y
        return bounds.offsetBy(dx: 0, dy: forward ? bounds.height : -bounds.height)
    }

    /// Takes the elements wanted now (not on screen) and those on screen; returns what to cancel and what to offer,
    /// each in order.
    mutating func update(wanted: Set<IndexPath>, shown: some Sequence<IndexPath>) -> (cancel: [IndexPath], offer: [IndexPath]) {
        offered.subtract(shown)
        let cancel = offered.subtracting(wanted).sorted()
        let offer = wanted.subtracting(offered).sorted()
        offered = wanted
        return (cancel, offer)
    }
}
