import Foundation

/// An area a field acts in (UIKit's `UIRegion`), about the field's position: a circle, a rectangle, everywhere, and
/// their inverse, union, difference and intersection.
public final class UIRegion: Sendable {
    private indirect enum Shape: Sendable {
        case circle(radius: CGFloat)
        case rectangle(CGSize)
        case everywhere
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)
    }

    private let shape: Shape

    private init(_ shape: Shape) { self.shape = shape }

    /// The circle of `radius` about the field's position.
    public convenience init(radius: CGFloat) { self.init(.circle(radius: radius)) }
    /// The rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) { self.init(.rectangle(size)) }
    /// Everywhere.
    public static let infinite = UIRegion(.everywhere)

    /// Everywhere this region is not.
    public func inverse() -> UIRegion { UIRegion(.inverse(shape)) }
    /// Where either region is.
    public func union(with region: UIRegion) -> UIRegion { UIRegion(.union(shape, region.shape)) }
    /// Where this region is and `region` is not.
    public func difference(from region: UIRegion) -> UIRegion { UIRegion(.difference(shape, region.shape)) }
    /// Where both regions are.
    public func intersection(with region: UIRegion) -> UIRegion { UIRegion(.intersection(shape, region.shape)) }

    /// Whether `point` (from the field's position) is in the region.
    public func contains(_ point: CGPoint) -> Bool { Self.contains(point, shape) }

    private static func contains(_ p: CGPoint, _ shape: Shape) -> Bool {
        switch shape {
        case .circle(let radius): hypot(p.x, p.y) <= radius
        case .rectangle(let size): abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
        case .everywhere: true
        case .inverse(let s): !contains(p, s)
        case .union(let a, let b): contains(p, a) || contains(p, b)
        case .difference(let a, let b): contains(p, a) && !contains(p, b)
        case .intersection(let a, let b): contains(p, a) && contains(p, b)
        }
    }
}
