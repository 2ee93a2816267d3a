import Foundation

/// A two-dimensional vector (Core Graphics'; swift-corelibs-foundation has none): velocities and offsets.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of the components given.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The vector (0, 0).
    public static let zero = CGVector()
}
