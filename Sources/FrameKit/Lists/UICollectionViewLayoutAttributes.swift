import Foundation

/// Where a layout puts one element of a collection view: a cell, or a supplementary view (a section header or
/// footer) of a kind.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What an element is, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, for an item.
        case cell
        /// A supplementary view: a header, a footer, a badge.
        case supplementaryView
        /// A decoration view the layout draws (a section background).
        case decorationView
    }

    /// The item or supplementary view's index path.
    public let indexPath: IndexPath
    /// Whether it places a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (`UICollectionView.elementKindSectionHeader`, …); nil for cells.
    public let representedElementKind: String?
    /// Where the element goes, in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's size as bounds (origin zero); setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let centre = center
            frame.size = newValue.size
            center = centre
        }
    }
    /// The element's transform about its centre (a rotation a dynamic animator gives it, a scale).
    open var transform: CGAffineTransform = .identity
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// Which elements cover which: higher is in front.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of the `kind` view (a header, a footer, a badge) at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    private init(copying other: UICollectionViewLayoutAttributes, frame: CGRect) {
        indexPath = other.indexPath
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
        self.frame = frame
        (alpha, zIndex, isHidden) = (other.alpha, other.zIndex, other.isHidden)
    }

    /// A copy with the frame mirrored in a content area `width` wide (its transform mirrored too).
    func mirrored(inWidth width: CGFloat) -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes(copying: self, frame: frame.mirrored(inWidth: width))
        let t = transform
        copy.transform = CGAffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
        return copy
    }

}
