import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclasses override `prepare()` (work the
/// layout out), `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the per-element queries; the
/// collection view asks after every invalidation, and for the elements in its bounds as it scrolls.
@MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Works the layout out; called before the other queries after each invalidation.
    open func prepare() {}

    /// How big the content is; subclasses say (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether a collection view laid out in the direction opposite to `developmentLayoutDirection` shows the layout
    /// mirrored (its frames are worked out left to right and flipped); false here, true for flow and compositional
    /// layouts, as in UIKit.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are worked out in.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Where the item goes; subclasses say (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the supplementary view goes; subclasses say (nil by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new layout; by default only a
    /// change of size does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Whether the layout only estimated the item's size, so the cell is asked for its preferred attributes.
    func estimatesSize(of indexPath: IndexPath) -> Bool { false }

    /// A cell's preferred size for an estimated item; returns whether the layout changed.
    func cellPrefers(_ size: CGSize, for indexPath: IndexPath) -> Bool { false }

    /// The sections whose groups scroll across the layout's direction in bands of their own, by index.
    var orthogonalSections: [Int: OrthogonalSection] { [:] }
    /// Whether items follow each other across rather than down (a horizontal flow or compositional layout).
    var scrollsHorizontally: Bool { false }
    /// The kinds of supplementary views anchored to items (badges): their index paths are items', so updates that
    /// move items make them again.
    var itemAnchoredKinds: Set<String> { [] }

    /// The items were reloaded or changed by a batch (their index paths may mean other items now).
    func itemsDidChange() {}

    /// Asks for a new layout at the collection view's next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }
}
