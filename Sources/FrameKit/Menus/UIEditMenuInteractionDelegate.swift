import Foundation

/// Customises an edit menu, as UIKit's UIEditMenuInteractionDelegate; every method is optional.
@MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: nil shows the suggested actions, an empty menu shows nothing.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (the view's coordinates) the menu sits above or below; by default the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating)
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// Nil by default: the suggested actions.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// By default a zero-size rectangle at the configuration's source point.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect { CGRect(origin: configuration.sourcePoint, size: .zero) }
    /// Does nothing by default.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating
    ) {}
    /// Does nothing by default.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating
    ) {}
}

/// Lets a delegate animate beside a menu's appearance or disappearance, as UIKit's UIEditMenuInteractionAnimating.
@MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` with the menu's showing or hiding.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Runs `completion` when the menu's showing or hiding ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
