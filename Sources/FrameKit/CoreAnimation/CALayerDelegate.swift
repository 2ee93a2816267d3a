import Foundation

/// The object a standalone layer asks first for the action of a property change; a view is its own layer's
/// delegate on iOS, where changes outside animation blocks so run no action.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: nil to let the layer look further, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Nil by default: the layer looks further (its `actions`, then its default action).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
