import Foundation

/// One length of a compositional layout's item or group: a share of the container's width or height, or points.
/// FrameKit takes an estimated length as its value (cells do not size themselves in compositional layouts yet).
@MainActor
public struct NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction or the points, as the kind says.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: points) }
    /// A first guess in points; the item's own size (self-sizing) replaces it.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: points) }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height, each a dimension.
@MainActor
public struct NSCollectionLayoutSize {
    /// How wide.
    public let widthDimension: NSCollectionLayoutDimension
    /// How tall.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between a group's items: fixed, or at least `flexible` with what is left shared out.
@MainActor
public struct NSCollectionLayoutSpacing {
    let spacing: CGFloat
    /// Whether the spacing is a minimum that grows to fill the group.
    public let isFlexibleSpacing: Bool
    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: false) }
    /// At least `points` between items, more to fill the group.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: true) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The smallest part of a compositional layout: one cell, its size relative to its group, and insets inside that
/// size.
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's size around its cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The views anchored to the item (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }

    /// An item of `layoutSize` with views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// How many cells the item places in a frame of `size` (a group places those of its subitems that fit).
    func cellCount(in size: CGSize) -> Int { 1 }

    /// Places the item's cell in `frame` and its anchored views on the cell.
    func place(in frame: CGRect, into placed: inout PlacedCells) {
        let cell = frame.inset(by: contentInsets.edgeInsets)
        if !supplementaryItems.isEmpty {
            placed.anchored[placed.frames.count] = supplementaryItems.map {
                AnchoredSupplementary(kind: $0.elementKind, frame: $0.frame(on: cell), zIndex: $0.zIndex)
            }
        }
        placed.frames.append(cell)
    }
}

/// Items laid out side by side (horizontal) or stacked (vertical) in a size of its own; a group is itself an item,
/// so groups nest. A section repeats its group until its items run out.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) the group lays out, repeated to fill it.
    public let subitems: [NSCollectionLayoutItem]
    /// A `count` the group was made with: that many copies of its one subitem, sized to fill it.
    let repeatCount: Int?
    /// The space between the group's items; nil: none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group laying `subitems` out side by side.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group laying `subitems` out one above another.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` filling the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// `count` copies of `subitem` filling the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// The subitems the group places in a content box of `box` and their sizes: a counted group's one subitem that
    /// many times, sized to share the box; otherwise the subitems in turn, again and again, as long as the next one
    /// fits (a group of one fifth-wide item holds five), at least one.
    private func placedSubitems(in box: CGSize) -> [(item: NSCollectionLayoutItem, size: CGSize)] {
        let horizontal = axis == .horizontal
        let spacing = interItemSpacing?.spacing ?? 0
        let room = horizontal ? box.width : box.height
        if let count = repeatCount {
            let share = (room - spacing * CGFloat(count - 1)) / CGFloat(count)
            let size = subitems[0].layoutSize.resolved(in: box)
            let shared = horizontal ? CGSize(width: share, height: size.height) : CGSize(width: size.width, height: share)
            return Array(repeating: (subitems[0], shared), count: count)
        }
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        while !subitems.isEmpty {
            let item = subitems[placed.count % subitems.count]
            var size = item.layoutSize.resolved(in: box)
            // An item estimated across the group's axis fills the group that way (its cell sizes the group).
            if horizontal, item.layoutSize.heightDimension.isEstimated { size.height = box.height }
            if !horizontal, item.layoutSize.widthDimension.isEstimated { size.width = box.width }
            let length = horizontal ? size.width : size.height
            let next = used + (placed.isEmpty ? 0 : spacing) + length
            guard placed.isEmpty || next <= room + 0.001, length > 0 || placed.isEmpty else { break }
            placed.append((item, size))
            used = next
            if length <= 0 { break }
        }
        return placed
    }

    override func cellCount(in size: CGSize) -> Int {
        let box = CGRect(origin: .zero, size: size).inset(by: contentInsets.edgeInsets).size
        return placedSubitems(in: box).reduce(0) { $0 + $1.item.cellCount(in: $1.size) }
    }

    /// Lays the subitems along the group's axis from its leading (or top) edge, with the spacing between them;
    /// flexible spacing shares out what is left.
    override func place(in frame: CGRect, into placed: inout PlacedCells) {
        let box = frame.inset(by: contentInsets.edgeInsets)
        let subitems = placedSubitems(in: box.size)
        let horizontal = axis == .horizontal
        var gap = interItemSpacing?.spacing ?? 0
        if interItemSpacing?.isFlexibleSpacing == true, subitems.count > 1 {
            let used = subitems.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(gap, ((horizontal ? box.width : box.height) - used) / CGFloat(subitems.count - 1))
        }
        var position = horizontal ? box.minX : box.minY
        for (item, size) in subitems {
            let itemFrame = horizontal
                ? CGRect(x: position, y: box.minY, width: size.width, height: size.height)
                : CGRect(x: box.minX, y: position, width: size.width, height: size.height)
            item.place(in: itemFrame, into: &placed)
            position += (horizontal ? size.width : size.height) + gap
        }
    }
}
