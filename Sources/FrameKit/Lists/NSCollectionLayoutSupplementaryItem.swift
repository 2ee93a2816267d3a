import Foundation

/// A supplementary view anchored to an item of a compositional layout (a badge on a cell): its size (fractions are
/// of the item's size), its kind, and the anchors that place it. The data source makes its view for the item's
/// index path.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view of.
    public let elementKind: String
    /// The point on the item the view is placed at.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point on the view laid on `containerAnchor`'s point; by default the one on the same edges, so the view sits
    /// inside the item's corner or edge before its offset.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Views with a higher index are drawn above (1: above the cells).
    open var zIndex = 1

    /// A view of `elementKind` and `layoutSize` placed at `containerAnchor` on its item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A view whose `itemAnchor` point lies on its item's `containerAnchor` point.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The view's frame on an item laid out at `container`.
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let target = containerAnchor.point(in: container, ownSize: size)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)).point(in: CGRect(origin: .zero, size: size), ownSize: size)
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}

/// A supplementary view placed with an item: its kind, frame and drawing order.
struct AnchoredSupplementary {
    let kind: String
    let frame: CGRect
    let zIndex: Int
}

/// What placing a section's groups gives: each cell's frame, and the supplementary views anchored to cells by cell.
struct PlacedCells {
    var frames: [CGRect] = []
    var anchored: [Int: [AnchoredSupplementary]] = [:]

    /// Adds `other`'s cells after these, moved by `offset`.
    mutating func append(_ other: PlacedCells, offsetBy offset: CGPoint) {
        for (cell, views) in other.anchored {
            anchored[frames.count + cell] = views.map {
                AnchoredSupplementary(kind: $0.kind, frame: $0.frame.offsetBy(dx: offset.x, dy: offset.y), zIndex: $0.zIndex)
            }
        }
        for frame in other.frames { frames.append(frame.offsetBy(dx: offset.x, dy: offset.y)) }
    }
}
