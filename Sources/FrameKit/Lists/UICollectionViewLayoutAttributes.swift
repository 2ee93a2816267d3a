import Foundation

/// Where a layout puts one element of a collection view: a cell, or a supplementary view (a section header or
/// footer) of a kind.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What an element is, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (`UICollectionView.elementKindSectionHeader`, …); nil for cells.
    public let representedElementKind: String?
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

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

    /// A copy with the frame mirrored in a content area `width` wide (the layout's own stays as it is).
    func mirrored(inWidth width: CGFloat) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(copying: self, frame: frame.mirrored(inWidth: width))
    }
}
