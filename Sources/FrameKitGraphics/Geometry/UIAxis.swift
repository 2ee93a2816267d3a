import Foundation

/// Horizontal, vertical, both or neither (UIKit's `UIAxis`, with its raw values).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes' bits.
    public let rawValue: UInt
    /// Axes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Left to right.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Top to bottom.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}
