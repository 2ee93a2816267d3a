import Foundation

/// Hears a presentation controller adapt to the traits and the user try to dismiss its controller (a swipe down a
/// sheet, a tap outside a popover or a sheet).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in compact width; `.none` keeps the presentation as it is, `.automatic` (the default)
    /// lets the controller pick.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`; the default asks `adaptivePresentationStyle(for:)` in compact
    /// width and keeps the presentation otherwise.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// A controller to present instead when adapting to `style` (nil: the presented one).
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Whether the user's gesture may dismiss the controller (false: it stays, and `didAttemptToDismiss` is sent).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's gesture is about to dismiss the controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's gesture dismissed the controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a controller that may not be (`isModalInPresentation`, or `shouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// No opinion: the controller adapts as it would without a delegate.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// Asks `adaptivePresentationStyle(for:)` in compact width; no opinion otherwise.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle(for: controller) : .automatic
    }
    /// The presented controller itself.
    public func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    /// Yes.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
