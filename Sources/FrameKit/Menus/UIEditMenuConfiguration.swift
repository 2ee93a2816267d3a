import Foundation

/// Where and for what an edit menu is presented, as UIKit's UIEditMenuConfiguration.
@MainActor
open class UIEditMenuConfiguration: NSObject {
    /// Tells the delegate which menu is asked for (UIKit's takes an NSCopying; any hashable value here).
    public let identifier: AnyHashable
    /// The point in the interaction's view the menu points at.
    public let sourcePoint: CGPoint
    /// Whether the menu would rather sit above or below its target.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration identified by `identifier` (a new one when nil), pointing at `sourcePoint`.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.sourcePoint = sourcePoint
    }
}

/// Where an edit menu points from, with UIKit's raw values.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Wherever the menu fits: above the point, else below.
    case automatic = 0
    /// The arrow points up: the menu sits below the point.
    case up
    /// The arrow points down: the menu sits above the point.
    case down
    /// The arrow points left: the menu sits to the right of the point.
    case left
    /// The arrow points right: the menu sits to the left of the point.
    case right
}
