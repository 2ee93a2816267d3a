import Foundation

/// Where a boundary supplementary item sits on its section, with UIKit's raw values.
public enum NSRectAlignment: Int, Sendable {
    /// Not aligned: the item is placed by its offset alone.
    case none
    /// Above the section, centred along its width.
    case top
    /// Above the section, at its leading edge.
    case topLeading
    /// Beside the section on its leading side, centred along its height.
    case leading
    /// Below the section, at its leading edge.
    case bottomLeading
    /// Below the section, centred along its width.
    case bottom
    /// Below the section, at its trailing edge.
    case bottomTrailing
    /// Beside the section on its trailing side, centred along its height.
    case trailing
    /// Above the section, at its trailing edge.
    case topTrailing
}

/// A section header or footer of a compositional layout: a size, a kind, and the section edge it sits on (its
/// alignment places it, not anchors).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the view sits against the section: top for a header, bottom for a footer; a leading or trailing
    /// corner puts a view narrower than the section at that side (centred otherwise).
    public let alignment: NSRectAlignment
    /// How far the view is moved from where its alignment puts it.
    public let offset: CGPoint
    /// Whether a top header stays at the top of the visible bounds while its section scrolls under it.
    open var pinToVisibleBounds = false
    /// Whether the view takes room of its own before or after the section's items (true), or lies over them.
    open var extendsBoundary = true

    /// A boundary view of `elementKind` and `layoutSize` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary view of `elementKind` and `layoutSize` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// Whether the item goes before the section's groups (top or leading) rather than after them.
    var leadsSection: Bool { [.top, .topLeading, .topTrailing, .leading].contains(alignment) }

    /// Where the view sits across the layout's direction in `across` points: at the start, the end or the middle.
    func crossPosition(length: CGFloat, across: CGFloat, vertical: Bool) -> CGFloat {
        let (start, end): ([NSRectAlignment], [NSRectAlignment]) = vertical
            ? ([.topLeading, .bottomLeading, .leading], [.topTrailing, .bottomTrailing, .trailing])
            : ([.topLeading, .topTrailing, .top], [.bottomLeading, .bottomTrailing, .bottom])
        if start.contains(alignment) { return 0 }
        if end.contains(alignment) { return across - length }
        return (across - length) / 2
    }
}

/// How a section's groups scroll across the layout's direction, with UIKit's raw values: `.none` lays them out along
/// it; the others put them side by side in a band that scrolls on its own — freely (`.continuous`), coming to rest
/// on a group's leading edge (`.continuousGroupLeadingBoundary`), a band's length at a time (`.paging`), or a group at
/// a time (`.groupPaging`, `.groupPagingCentered`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll across the collection: its groups wrap as the layout lays them out.
    case none
    /// The section scrolls across freely and comes to rest anywhere.
    case continuous
    /// The section scrolls across freely and comes to rest with a group at its leading edge.
    case continuousGroupLeadingBoundary
    /// The section scrolls across a page (the collection's width) at a time.
    case paging
    /// The section scrolls across a group at a time, resting with a group at its leading edge.
    case groupPaging
    /// The section scrolls across a group at a time, resting with a group in the middle.
    case groupPagingCentered
}

/// A section of a compositional layout: its group, repeated until the section's items run out, with insets around
/// the groups, spacing between them, and headers and footers.
@MainActor
open class NSCollectionLayoutSection {
    /// The group repeated to lay out the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the section scrolls across the collection view's direction, and how it settles.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Set for a list section (`list(using:layoutEnvironment:)`): its swipe actions come from it.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// What a section provider is told about the container: its size, and that size less the content insets.
@MainActor
public struct NSCollectionLayoutEnvironment {
    /// The size of the space a section is laid out in, less its content insets.
    public struct Container {
        /// The size the section is laid out in.
        public let contentSize: CGSize
        /// That size less the insets.
        public let effectiveContentSize: CGSize
        /// The container's insets.
        public let contentInsets: NSDirectionalEdgeInsets
    }

    /// The space the section has.
    public let container: Container
    /// The collection view's traits (size classes).
    public let traitCollection: UITraitCollection
}
