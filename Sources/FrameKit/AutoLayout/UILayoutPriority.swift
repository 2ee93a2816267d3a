import FrameKitLayout

/// A constraint's priority, 1…1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (l: UILayoutPriority, r: UILayoutPriority) -> Bool { l.rawValue < r.rawValue }
    public static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue + r) }
    public static func - (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue - r) }

    var isRequired: Bool { rawValue >= 1000 }
    var strength: Strength { Strength(priority: rawValue) }
}
