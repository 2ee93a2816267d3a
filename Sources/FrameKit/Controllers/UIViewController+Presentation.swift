import Foundation

/// A controller's presentation links: the presented controller is held strongly, the presenter weakly.
struct PresentationRecord {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// How the controller is (or will be) presented; made on first use for its style.
    var controller: UIPresentationController?
    /// The running presentation's or dismissal's coordinator.
    var coordinator: TransitionCoordinator?
}

extension UIViewController {
    /// How long animated presentations and dismissals take.
    static let presentationDuration: TimeInterval = 0.3

    /// The controller this one (or an ancestor) presented.
    public var presentedViewController: UIViewController? {
        presentation.presented ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or an ancestor).
    public var presentingViewController: UIViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }

    /// True while the controller appears because it is being presented.
    public var isBeingPresented: Bool { presentation.isBeingPresented }
    /// True while the controller disappears because it is being dismissed.
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// The ancestor that presents on this controller's behalf (a child presents through its root container).
    var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Shows `viewControllerToPresent` over this controller's screen, sliding up when `animated`. With a full-screen
    /// style the presenter disappears (docs/UIKIT-BEHAVIOUR.md table d); with an "over" style it stays and gets no callbacks. `completion`
    /// runs after the presented controller's `viewDidAppear`. Presenting while already presenting logs a warning and
    /// does nothing.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        let presented = viewControllerToPresent
        if let current = host.presentation.presented {
            return Self.logger.warning(
                "Attempt to present \(type(of: presented)) on \(type(of: host)) which is already presenting \(type(of: current))")
        }
        guard presented.presentation.presenting == nil, presented.parent == nil, !presented.isAppearingOrAppeared else {
            return Self.logger.warning(
                "Attempt to present \(type(of: presented)) which is already presented or shown elsewhere")
        }
        guard host.isInVisibleWindow, let window = host.loadedView?.window else {
            return Self.logger.warning(
                "Attempt to present \(type(of: presented)) on \(type(of: host)) whose view is not in the window hierarchy")
        }
        host.presentation.presented = presented
        presented.presentation.presenting = host
        presented.presentation.isBeingPresented = true
        let presentation = presented.presentationController(presentedBy: host, source: self)
        let container = presentation.install(in: window)
        let covers = presentation.shouldRemovePresentersView
        let view = presentation.shownView
        view.frame = presentation.frameOfPresentedViewInContainerView
        if presentation.usesWindowAsContainer { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        let coordinator = TransitionCoordinator(animated: flag && UIView.areAnimationsEnabled, duration: presented.transitionDuration)
        (host.presentation.coordinator, presented.presentation.coordinator) = (coordinator, coordinator)
        if covers { host.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        presentation.presentationTransitionWillBegin()
        let custom = flag ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: host, source: self) : nil
        if custom == nil { presentation.prepareEntrance(animated: flag) }
        container.addSubview(view)
        window.layoutIfNeeded()
        let finish: @MainActor (Bool) -> Void = { completed in
            presentation.presentationTransitionDidEnd(completed)
            (host.presentation.coordinator, presented.presentation.coordinator) = (nil, nil)
            coordinator.complete(completed)
            guard completed else { return Self.cancelPresentation(of: presented, by: host, covers: covers) }
            presented.endAppearanceTransition()
            if covers, presented.presentation.presenting === host {
                host.loadedView?.removeFromSuperview()
                host.endAppearanceTransition()
            }
            completion?()
        }
        if let custom {
            let context = ControllerTransitionContext(container: container, from: host, to: presented, presenting: true, animated: true) { completed in
                finish(completed)
                custom.animationEnded(completed)
            }
            return custom.animateTransition(using: context)
        }
        Self.runTransition(of: window, animated: flag, duration: presented.transitionDuration) {
            presentation.entranceAnimations()
            coordinator.runAlongside()
        } completion: {
            finish(true)
        }
    }

    /// An app's animator cancelled a presentation: the presented controller disappears again and the presenter
    /// comes back, as UIKit undoes it.
    private static func cancelPresentation(of presented: UIViewController, by host: UIViewController, covers: Bool) {
        presented.beginAppearanceTransition(false, animated: true)
        presented.presentation.controller?.shownView.removeFromSuperview()
        presented.presentation.controller?.uninstall()
        presented.endAppearanceTransition()
        if covers {
            host.beginAppearanceTransition(true, animated: true)
            host.endAppearanceTransition()
        }
        host.presentation.presented = nil
        presented.presentation.presenting = nil
        presented.presentation.isBeingPresented = false
    }

    /// Dismisses the controller this one presented — or, called on a presented controller, dismisses it — together
    /// with every controller presented above it. Only the top one animates; the presenter reappears under it.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let candidate = presentationHost
        guard let host = candidate.presentation.presented != nil ? candidate : candidate.presentation.presenting,
            let first = host.presentation.presented, !first.presentation.isBeingDismissed
        else {
            completion?()
            return
        }
        var chain = [first]
        while let next = chain.last!.presentation.presented { chain.append(next) }
        let top = chain.last!
        guard let window = top.loadedView?.window else { return }
        for controller in chain { controller.presentation.isBeingDismissed = true }
        let revealsHost = host.appearance.state == .disappeared || host.appearance.state == .disappearing
        let hidden = chain.dropLast().filter(\.isAppearingOrAppeared)
        top.beginAppearanceTransition(false, animated: flag)
        for controller in hidden { controller.beginAppearanceTransition(false, animated: flag) }
        if revealsHost {
            host.beginAppearanceTransition(true, animated: flag)
            let hostView: UIView = host.view
            hostView.frame = window.bounds
            if let lowest = first.loadedView, lowest.superview === window {
                window.insertSubview(hostView, belowSubview: lowest)
            } else {
                window.addSubview(hostView)
            }
            window.layoutIfNeeded()
        }
        let presentation = top.presentation.controller
        let coordinator = TransitionCoordinator(animated: flag && UIView.areAnimationsEnabled, duration: top.transitionDuration)
        (host.presentation.coordinator, top.presentation.coordinator) = (coordinator, coordinator)
        presentation?.dismissalTransitionWillBegin()
        let finish: @MainActor (Bool) -> Void = { completed in
            presentation?.dismissalTransitionDidEnd(completed)
            (host.presentation.coordinator, top.presentation.coordinator) = (nil, nil)
            coordinator.complete(completed)
            guard completed else { return Self.cancelDismissal(of: chain, by: host, hidden: hidden, revealsHost: revealsHost) }
            for controller in chain.reversed() {
                controller.presentation.controller?.shownView.removeFromSuperview()
                controller.loadedView?.removeFromSuperview()
                controller.presentation.controller?.uninstall()
            }
            if revealsHost { host.endAppearanceTransition() }
            top.endAppearanceTransition()
            for controller in hidden { controller.endAppearanceTransition() }
            for controller in chain {
                controller.presentation.presenting = nil
                controller.presentation.presented = nil
                controller.presentation.isBeingDismissed = false
            }
            host.presentation.presented = nil
            completion?()
        }
        let container = presentation?.containerView ?? window
        if flag, let custom = top.transitioningDelegate?.animationController(forDismissed: top) {
            let context = ControllerTransitionContext(container: container, from: top, to: host, presenting: false, animated: true) { completed in
                finish(completed)
                custom.animationEnded(completed)
            }
            return custom.animateTransition(using: context)
        }
        Self.runTransition(of: window, animated: flag, duration: top.transitionDuration) {
            presentation?.exitAnimations()
            coordinator.runAlongside()
        } completion: {
            finish(true)
        }
    }

    /// An app's animator cancelled a dismissal: the presented controllers stay, reappearing, and the presenter
    /// disappears again.
    private static func cancelDismissal(of chain: [UIViewController], by host: UIViewController, hidden: [UIViewController], revealsHost: Bool) {
        let top = chain.last!
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        for controller in hidden {
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
        }
        if revealsHost {
            host.beginAppearanceTransition(false, animated: true)
            host.loadedView?.removeFromSuperview()
            host.endAppearanceTransition()
        }
        for controller in chain { controller.presentation.isBeingDismissed = false }
    }

    /// Runs `animations` over `duration` when animated, then `completion`; otherwise applies them at once and
    /// finishes on the next turn of the main loop (docs/UIKIT-BEHAVIOUR.md, "Decisions").
    static func runTransition(
        of window: UIView?, animated: Bool, duration: TimeInterval, animations: @escaping () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        guard animated, UIView.areAnimationsEnabled else {
            animations()
            return onNextTurn(of: window, completion)
        }
        UIView.animate(withDuration: duration, animations: animations) { _ in completion() }
    }
}
