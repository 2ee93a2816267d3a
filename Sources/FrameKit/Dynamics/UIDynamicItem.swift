import Foundation

/// Something UIKit Dynamics moves: a view, or any object with a centre, bounds and a transform (a collection view's
/// layout attributes, a model object drawn elsewhere). The animator sets `center` and `transform` (a rotation) each
/// frame; `bounds` gives the size it collides with.
@MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, in its reference view's coordinates (a view's superview's).
    var center: CGPoint { get set }
    /// The item's size (its origin is ignored).
    var bounds: CGRect { get }
    /// The item's rotation; the animator replaces it with the angle it computes.
    var transform: CGAffineTransform { get set }
    /// The shape collisions use: its bounds' rectangle (the default), the ellipse in them, or `collisionBoundingPath`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// With `.path`: a convex path about the item's centre (its hull is used when it is not convex).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// A rectangle, as in UIKit.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The shape an item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds.
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath`.
    case path
}

extension UIView: UIDynamicItem {}

/// A collection view layout's attributes move under a dynamic animator made with `init(collectionViewLayout:)`.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
