import FrameKitLayout

/// A constraint's priority, 1…1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal (`UILayoutPriority(999)` or `999` where a priority is expected).
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from an integer literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000); the solver breaks it only as a conflict, with a log.
    public static let required = UILayoutPriority(1000)
    /// A strong preference (750): compression resistance by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// UIKit's 510 (window resizing; no meaning on a kiosk).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// UIKit's 500 (window size; no meaning on a kiosk).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// UIKit's 490 (window dragging; no meaning on a kiosk).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A weak preference (250): content hugging by default.
    public static let defaultLow = UILayoutPriority(250)
    /// The fitting size's level (50): `systemLayoutSizeFitting(_:)` asks for it.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Lower priorities order first.
    public static func < (l: UILayoutPriority, r: UILayoutPriority) -> Bool { l.rawValue < r.rawValue }
    /// A priority `r` above `l` (`.defaultHigh + 1`).
    public static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue + r) }
    /// A priority `r` below `l`.
    public static func - (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue - r) }

    var isRequired: Bool { rawValue >= 1000 }
    var strength: Strength { Strength(priority: rawValue) }
}
