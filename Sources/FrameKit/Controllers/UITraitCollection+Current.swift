import Foundation

extension UITraitCollection {
    /// The traits dynamic colours resolve against when their components are read or they are drawn: a view's own
    /// around its `draw(_:)` and `layoutSubviews()` (and while FrameKit lays out its text), the app's appearance
    /// otherwise. Settable, as UIKit's; `performAsCurrent(_:)` sets it for a block.
    public static var current: UITraitCollection {
        get {
            let traits = ColorResolution.current
            if let collection = traits as? UITraitCollection { return collection }
            var collection = UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle)
            collection.userInterfaceLevel = traits.userInterfaceLevel
            return collection
        }
        set { ColorResolution.current = newValue }
    }

    /// Runs `actions` with these traits current.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try ColorResolution.perform(with: self, actions)
    }

    /// Whether a dynamic colour could take another value in `other` (their appearance or level differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
    }
}

extension UIColor {
    /// A colour whose value `provider` gives for the traits of wherever it is used: a view's, when it is a view's
    /// background, tint or text colour; `UITraitCollection.current` when its components are read.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(copying: UIColor(name: nil) { traits in
            if let collection = traits as? UITraitCollection { return provider(collection) }
            var collection = UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle)
            collection.userInterfaceLevel = traits.userInterfaceLevel
            return provider(collection)
        })
    }

    /// The colour's value in `traitCollection` (itself unless it is dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { resolved(with: traitCollection) }
}

/// Something with traits that hears when they change: views and controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits now.
    var traitCollection: UITraitCollection { get }
    /// The traits changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
