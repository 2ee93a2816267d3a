import Foundation

/// What a layer runs when one of its properties changes (Core Animation's actions): an animation adds itself to the
/// layer under the property's key; `NSNull` does nothing, stopping the search.
@MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under the action's key, as Core Animation does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no animation for this key".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
