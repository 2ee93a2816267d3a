import Foundation

/// Manages how a presented controller is shown, as UIKit's: the container view it is put in (over the presenter's
/// window), the frame it takes there, the views around it (a sheet's dimming, a popover's arrow), and how it adapts
/// to the traits. Every presentation has one (`UIViewController.presentationController`); page and form sheets get a
/// `UISheetPresentationController`, popovers a `UIPopoverPresentationController`, and `.custom` presentations the one
/// their `transitioningDelegate` gives — subclass this one to make your own.
@MainActor
open class UIPresentationController: UITraitEnvironment {
    // Weak both ways: the presented controller holds its presentation controller (made before it is presented).
    private weak var presented: UIViewController?
    private weak var presenter: UIViewController?
    /// The controller presented (an empty one once it has been released, should the presentation controller outlive
    /// it).
    public var presentedViewController: UIViewController { presented ?? UIViewController() }
    /// The controller it was presented from (its root container when a child presented it).
    public var presentingViewController: UIViewController { presenter ?? presentedViewController }
    /// The view the presentation's views are in while it is shown: a view over the whole window, made when the
    /// presentation starts (the window itself for full-screen styles).
    public internal(set) var containerView: UIView?
    /// Hears the presentation adapt and the user try to dismiss it.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Traits that replace the container's for the presented controller.
    open var overrideTraitCollection: UITraitCollection?

    /// A presentation of `presentedViewController` by `presentingViewController` (nil until it is presented).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenter = presentingViewController
    }

    /// The view animated in and out: the presented controller's (a sheet's or popover's wraps it).
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view goes in the container: all of it, unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window once the presentation is shown (it then gets
    /// `viewWillDisappear` and `viewDidDisappear`); false for everything but the full-screen styles.
    open var shouldRemovePresentersView: Bool { false }
    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The style the presentation takes in the current traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }
    /// The style the presentation takes in `traitCollection`: its own; popovers adapt to sheets in compact width.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    /// The container's traits (the presenter's), with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = containerView?.traitCollection ?? presentingViewController.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// The traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The presentation is about to start: add views to `containerView` here (a dimming view), and animate them along
    /// with `presentedViewController.transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` false: cancelled, the views are removed again).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended (`completed` true: the container is gone).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews (after a rotation): place the presented view here.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size a child controller's view gets: the parent's.
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
        containerView?.setNeedsLayout()
    }

    // MARK: FrameKit's presentation

    /// Whether the container is the window itself (full-screen styles) rather than a view over it.
    var usesWindowAsContainer: Bool { false }

    /// The presenter, once the presentation starts.
    func attach(presenting: UIViewController) { presenter = presenting }

    /// Makes the container over `window` (or takes the window) and puts the presented view in it.
    func install(in window: UIWindow) -> UIView {
        let container: UIView
        if usesWindowAsContainer {
            container = window
        } else {
            let view = PresentationContainerView(frame: window.bounds)
            view.presentation = self
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
            container = view
        }
        containerView = container
        return container
    }

    /// The container goes (the window stays).
    func uninstall() {
        if let containerView, !usesWindowAsContainer { containerView.removeFromSuperview() }
        containerView = nil
    }

    /// The view put in the container and animated.
    var shownView: UIView { presentedView ?? presentedViewController.view }

    /// Where the shown view starts when the presentation is animated: below the container, sliding up, or where it
    /// ends but transparent under Reduce Motion.
    func prepareEntrance(animated: Bool) {
        let view = shownView
        view.frame = frameOfPresentedViewInContainerView
        view.alpha = 1
        isEntering = animated
        guard animated else { return }
        if UIAccessibility.isReduceMotionEnabled { view.alpha = 0 } else { view.frame.origin.y = containerView?.bounds.height ?? view.frame.maxY }
    }

    /// Between an animated entrance's start and its animation: the container's layout leaves the shown view where
    /// the entrance starts it.
    private(set) var isEntering = false

    /// Inside the presentation's animation.
    func entranceAnimations() {
        isEntering = false
        shownView.frame = frameOfPresentedViewInContainerView
        shownView.alpha = 1
    }

    /// Inside the dismissal's animation: the view slides down off the container, or fades under Reduce Motion.
    func exitAnimations() {
        if UIAccessibility.isReduceMotionEnabled {
            shownView.alpha = 0
        } else {
            shownView.frame.origin.y = containerView?.bounds.height ?? shownView.frame.maxY
        }
    }

    /// Lays the container out: the shown view where the presentation says (subclasses that place it themselves in
    /// `containerViewWillLayoutSubviews` keep their frame).
    func layOutContainer() {
        containerViewWillLayoutSubviews()
        containerViewDidLayoutSubviews()
    }

    /// A tap landed in the container outside the shown view.
    func tappedOutside() {}

    /// Whether a touch outside the shown view at `point` (window coordinates) goes through to what is beneath.
    func letsThrough(_ point: CGPoint) -> Bool { false }

    /// The user tried to dismiss the presentation (a swipe, a tap outside): it goes unless the controller is modal
    /// or the delegate says no, the delegate hearing each step as UIKit tells it.
    func userAttemptedDismissal() {
        guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            userDidDismiss()
        }
    }

    /// After a dismissal the user made.
    func userDidDismiss() {}
}

/// The view a presentation's views are put in: over the whole window, laying the presented view out with the
/// presentation controller, and taking the taps that miss it.
@MainActor
final class PresentationContainerView: UIView, UIGestureRecognizerDelegate {
    weak var presentation: UIPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: PresentationContainerView.tapped)
        tap.delegate = self
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layOutContainer()
    }

    /// Touches outside the presented view that land on a view the presentation lets through (a popover's
    /// `passthroughViews`) go to the window beneath.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let presentation, let hit, !hit.isDescendant(of: presentation.shownView),
            presentation.letsThrough(convert(point, to: nil))
        else { return hit }
        return nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let presentation, let view = touch.view else { return false }
        return !view.isDescendant(of: presentation.shownView)
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        presentation?.tappedOutside()
    }
}
