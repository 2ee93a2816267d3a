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
    case automatic = 0, up, down, left, right
}
