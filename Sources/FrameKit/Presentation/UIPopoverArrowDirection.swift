import Foundation

/// Which way a popover's arrow points (towards its source).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The mask.
    public let rawValue: UInt
    /// Directions from their mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
