import Foundation

/// The key Core Animation adds transitions under: `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// What a `CATransition` does with the old and the new content.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the type.
    public let rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in as the old slides out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a moving `CATransition`'s new content comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the subtype.
    public let rawValue: String
    /// A subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")

    /// The unit direction the content moves in, in UIKit's y-down coordinates.
    var motion: CGVector {
        switch self {
        case .fromRight: CGVector(dx: -1, dy: 0)
        case .fromTop: CGVector(dx: 0, dy: 1)
        case .fromBottom: CGVector(dx: 0, dy: -1)
        default: CGVector(dx: 1, dy: 0)
        }
    }
}

/// Core Animation's transition: added to a view's layer (`layer.add(_:forKey:)`), it shows what the screen showed of
/// the layer a moment before going over into what the layer shows from then on, whatever changed in between (a
/// label's text, an image, subviews swapped, a navigation push). The old picture is the layer's pixels in the last
/// frame; the new content is drawn live (it may move or change during the transition) as one picture and moved or
/// faded over the old. Standalone layers (not a view's) are not transitioned: the change shows at once, with a log
/// line.
@MainActor
open class CATransition: CAAnimation {
    /// How the old content goes and the new comes; `.fade` by default.
    open var type: CATransitionType = .fade
    /// Which edge the new content comes from, for `moveIn`, `push` and `reveal`; nil is from the left, as Core
    /// Animation's.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts (0…1).
    open var startProgress: Float = 0
    /// Where in the transition it ends (0…1).
    open var endProgress: Float = 1

    override var keyPaths: [String] { [kCATransition] }

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard keyPath == kCATransition, let eased = easedProgress(at: local) else { return nil }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * eased
    }
}
