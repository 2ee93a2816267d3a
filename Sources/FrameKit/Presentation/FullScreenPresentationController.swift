import Foundation

/// The presentation of the full-screen and "over" styles: the presented view fills the window, sliding up over the
/// presenter (fading under Reduce Motion), which leaves the window unless the style is an "over" one.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var usesWindowAsContainer: Bool { true }
    override var presentedView: UIView? { presentedViewController.view }
    override var shouldRemovePresentersView: Bool { presentationStyle.coversPresenter }

    // The presented controller moves itself (an alert fades and grows instead of sliding).
    override func prepareEntrance(animated: Bool) {
        presentedViewController.presentationTransitionWillBegin(animated: animated, in: containerView?.bounds ?? .zero)
    }

    override func entranceAnimations() {
        presentedViewController.presentationTransitionAnimations(in: containerView?.bounds ?? .zero)
    }

    override func exitAnimations() {
        presentedViewController.dismissalTransitionAnimations(in: containerView?.bounds ?? .zero)
    }
}
