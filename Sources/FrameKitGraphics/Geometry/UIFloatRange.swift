import Foundation

/// A range of values (UIKit's `UIFloatRange`): how far an attachment may slide or turn.
public struct UIFloatRange: Hashable, Sendable {
    /// The lowest value.
    public var minimum: CGFloat
    /// The highest value.
    public var maximum: CGFloat

    /// The range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The empty range at 0.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range 0…0.
    public static let zero = UIFloatRange()
    /// Every value: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is every value.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
