import Foundation

/// A compositional section whose groups run across the layout's direction (`orthogonalScrollingBehavior` other than
/// `.none`): the band it occupies in the collection view, which scrolls on its own along the other axis, and where
/// its groups sit in that band, so a release can come to rest on a group as the behaviour asks.
struct OrthogonalSection: Equatable {
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The band, in the collection view's content coordinates: the section's insets and groups, the whole width (or
    /// height) of the collection view.
    let band: CGRect
    /// Whether the band scrolls horizontally (the layout scrolls vertically).
    let scrollsHorizontally: Bool
    /// The length of the band's content along the way it scrolls: the groups, their spacing and the section's insets.
    let contentLength: CGFloat
    /// Each group's span along the way the band scrolls, in the band's content coordinates.
    let groups: [ClosedRange<CGFloat>]
    /// The section's inset before the first group, where `.groupPaging` and `.continuousGroupLeadingBoundary` leave a
    /// group's leading edge.
    let leadingInset: CGFloat

    /// How far the band's visible part reaches along the way it scrolls.
    var visibleLength: CGFloat { scrollsHorizontally ? band.width : band.height }

    /// Where a release comes to rest, along the band: `natural` (where deceleration would stop) for `.continuous`
    /// and `.paging` (which pages by the band's length); the group boundary nearest it for
    /// `.continuousGroupLeadingBoundary`; one group on from `current` in the direction of a flick, else the nearest,
    /// for `.groupPaging` (its leading edge at the inset) and `.groupPagingCentered` (its centre in the middle).
    func restingOffset(natural: CGFloat, current: CGFloat, velocity: CGFloat, flick: CGFloat) -> CGFloat {
        let limit = max(0, contentLength - visibleLength)
        let anchors = groups.map { span in
            let anchor = behavior == .groupPagingCentered ? (span.lowerBound + span.upperBound - visibleLength) / 2 : span.lowerBound - leadingInset
            return min(max(anchor, 0), limit)
        }
        func nearest(to offset: CGFloat) -> CGFloat { anchors.min { abs($0 - offset) < abs($1 - offset) } ?? offset }
        switch behavior {
        case .none, .continuous, .paging: return natural
        case .continuousGroupLeadingBoundary: return nearest(to: natural)
        case .groupPaging, .groupPagingCentered:
            if velocity > flick, let next = anchors.first(where: { $0 > current + 0.5 }) { return next }
            if velocity < -flick, let previous = anchors.last(where: { $0 < current - 0.5 }) { return previous }
            return nearest(to: current)
        }
    }
}
