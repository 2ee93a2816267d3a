import Foundation

/// Whether a layer animated along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's direction, and half a turn more.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
