import Foundation

/// Core Animation's timing functions: a cubic Bézier from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Sendable {
    /// The names of the predefined timing functions.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Even speed.
        public static let linear = Name(rawValue: "linear")
        /// Slow at the start: (0.42, 0, 1, 1).
        public static let easeIn = Name(rawValue: "easeIn")
        /// Slow at the end: (0, 0, 0.58, 1).
        public static let easeOut = Name(rawValue: "easeOut")
        /// Slow at both ends: (0.42, 0, 0.58, 1).
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default for explicit animations: (0.25, 0.1, 0.25, 1).
        public static let `default` = Name(rawValue: "default")
    }

    let curve: TimingCurve

    /// A predefined timing function.
    public init(name: Name) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = TimingCurve(c1: CGPoint(x: 0.25, y: 0.1), c2: CGPoint(x: 0.25, y: 1))
        default: curve = .linear
        }
    }

    /// The function of a UIKit animation curve.
    init(curve: TimingCurve) { self.curve = curve }

    /// The cubic Bézier from (0, 0) to (1, 1) with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(c1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), c2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }
}
