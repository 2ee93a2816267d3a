import Foundation

/// Where a boundary supplementary item sits on its section, with UIKit's raw values.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section header or footer of a compositional layout: a size, a kind, and the section edge it sits on.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// Whether a top header stays at the top of the visible bounds while its section scrolls under it.
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    /// Whether the item goes before the section's groups (top or leading) rather than after them.
    var leadsSection: Bool { [.top, .topLeading, .topTrailing, .leading].contains(alignment) }
}

/// How a section's groups scroll across the layout's direction, with UIKit's raw values: `.none` lays them out along
/// it; the others put them side by side in a band that scrolls on its own — freely (`.continuous`), coming to rest
/// on a group's leading edge (`.continuousGroupLeadingBoundary`), a band's length at a time (`.paging`), or a group at
/// a time (`.groupPaging`, `.groupPagingCentered`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group, repeated until the section's items run out, with insets around
/// the groups, spacing between them, and headers and footers.
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// What a section provider is told about the container: its size, and that size less the content insets.
@MainActor
public struct NSCollectionLayoutEnvironment {
    /// The size of the space a section is laid out in, less its content insets.
    public struct Container {
        public let contentSize: CGSize
        public let effectiveContentSize: CGSize
        public let contentInsets: NSDirectionalEdgeInsets
    }

    public let container: Container
    public let traitCollection: UITraitCollection
}
