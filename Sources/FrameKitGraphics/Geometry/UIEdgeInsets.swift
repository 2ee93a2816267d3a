import Foundation

/// Insets for each edge of a rectangle, as in UIKit.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset of each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets of the amounts given.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative), as `UIEdgeInsetsInsetRect` did.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
