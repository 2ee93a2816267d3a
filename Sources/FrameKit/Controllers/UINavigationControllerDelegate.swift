import Foundation

/// Told as a navigation controller shows controllers, and asked for custom push and pop animators.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The controller is about to be shown: after its `viewWillAppear`, before the transition runs.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The controller is shown: after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// An animator for an animated push or pop, or nil for the standard slide.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Nil by default: the standard push and pop slide.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

extension UINavigationController {
    /// What a transition does to the stack, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller is pushed.
        case push
        /// A controller is popped.
        case pop
    }
}
