import Foundation

/// A point on a rectangle by its edges — a corner (`[.top, .trailing]`), an edge's middle (`.top`), or the centre (no
/// edges) — moved by an offset in points or in fractions of the supplementary item's own size. Places a
/// supplementary item (a badge) on its item.
@MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the point lies on.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's width and height.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The point on `edges`, not moved.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// The point on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    /// The point on `edges` moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// The anchored point in `rect` (left to right; the layout mirrors it for right-to-left), its offset measured
    /// against `ownSize`.
    func point(in rect: CGRect, ownSize: CGSize) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * ownSize.width, y: offset.y * ownSize.height)
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }
}
