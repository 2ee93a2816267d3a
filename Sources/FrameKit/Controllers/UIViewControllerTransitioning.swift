import Foundation

/// Gives a presented controller's custom transition animators (UIKit's `transitioningDelegate`).
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The presentation controller of a `.custom` presentation (nil: the standard full-screen one).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator by default: the standard presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// No animator by default: the standard dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None by default: the standard presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates one transition: moves the views in the context's container, then calls `completeTransition`.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations take, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations in the context's container and calls `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once the transition is over, with whether it completed (false: cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Keys for the controllers a transition context holds.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views a transition context holds.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom animator is given: the container the views move in, the two controllers and their frames.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are put in while it runs.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop given up).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The animator is done: true keeps the new controller shown; false cancels the transition, which FrameKit
    /// undoes with the appearance callbacks UIKit sends (the appearing controller disappears again).
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`); nil when it should not be moved.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, in the container; `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, in the container; `.zero` when unknown.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The context of a presentation, dismissal, push or pop run by an app's animator.
@MainActor
final class ControllerTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    /// Whether it presents (`to` comes in) or dismisses (`from` goes away).
    private let presenting: Bool
    private var finish: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool, finish: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.presenting = presenting
        isAnimated = animated
        presentationStyle = (presenting ? to : from).modalPresentationStyle
        self.finish = finish
    }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        transitionWasCancelled = !didComplete
        finish(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.viewIfLoaded : key == .to ? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : .zero
    }

    /// The presented controller fills the container; a dismissed one leaves no frame (UIKit's `.zero`).
    func finalFrame(for vc: UIViewController) -> CGRect {
        if presenting { return vc === to ? containerView.bounds : vc === from ? containerView.bounds : .zero }
        return vc === to ? containerView.bounds : .zero
    }
}
