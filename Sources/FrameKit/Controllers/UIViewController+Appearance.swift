import Foundation

/// Where a controller is in its appearance cycle (docs/UIKIT-BEHAVIOUR.md §1.3).
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// A controller's appearance bookkeeping: one state machine per controller, driven from one place (docs/UIKIT-BEHAVIOUR.md §1.14).
struct AppearanceRecord {
    var state = AppearanceState.disappeared
    var animated = false
    /// `viewIsAppearing` ran for the current appearance.
    var isAppearingSent = false
    /// Non-zero while a transition started by the root view's move into a window waits to end; the value tells
    /// that transition from later ones.
    var windowTransition = 0
    @MainActor static var nextWindowTransition = 0
}

extension UIViewController {
    /// Starts an appearance (`true`) or disappearance transition: `viewWillAppear`/`viewWillDisappear`, forwarded
    /// parent-first. Idempotent: beginning the transition already under way does nothing; beginning the opposite one
    /// turns it around.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance.state) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            return
        default: break
        }
        appearance.animated = animated
        if isAppearing {
            appearance.state = .appearing
            appearance.isAppearingSent = false
            viewWillAppear(animated)
            loadedView?.setNeedsLayout()
            prepareForAppearance()
        } else {
            appearance.state = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceForwardingTargets { child.beginAppearanceTransition(isAppearing, animated: animated) }
        if isAppearing, isInVisibleWindow { sendIsAppearingIfNeeded() }
    }

    /// Ends the transition `beginAppearanceTransition` started: `viewDidAppear`/`viewDidDisappear`, forwarded
    /// parent-first. Does nothing when no transition is under way.
    public func endAppearanceTransition() {
        appearance.windowTransition = 0
        let animated = appearance.animated
        switch appearance.state {
        case .appearing:
            sendIsAppearingIfNeeded()
            appearance.state = .appeared
            viewDidAppear(animated)
            containment.isMovingToParent = false
            presentation.isBeingPresented = false
        case .disappearing:
            appearance.state = .disappeared
            viewDidDisappear(animated)
            containment.isMovingFromParent = false
            presentation.isBeingDismissed = false
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardingTargets { child.endAppearanceTransition() }
    }

    /// `viewIsAppearing` once per appearance, as soon as the view is in a window (before its own layout).
    func sendIsAppearingIfNeeded() {
        guard appearance.state == .appearing, !appearance.isAppearingSent else { return }
        appearance.isAppearingSent = true
        viewIsAppearing(appearance.animated)
        for child in appearanceForwardingTargets where child.isInVisibleWindow {
            child.sendIsAppearingIfNeeded()
        }
    }

    /// Whether the root view is in a window that is not hidden.
    var isInVisibleWindow: Bool { loadedView?.window.map { !$0.isHidden } ?? false }

    /// True while the controller's view is shown (appearing or appeared).
    var isAppearingOrAppeared: Bool { appearance.state == .appearing || appearance.state == .appeared }

    /// Whether the view's moving in and out of windows drives this controller's appearance: true for controllers
    /// with no parent and children of parents that forward automatically.
    private var appearanceFollowsWindow: Bool {
        parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    // MARK: Driven by the root view moving between windows

    /// The root view is about to enter or leave a window. When nothing else drives the controller (a container,
    /// a presentation), this starts the matching transition.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard appearanceFollowsWindow else { return }
        let before = appearance.state
        beginAppearanceTransition(newWindow.map { !$0.isHidden } ?? false, animated: false)
        guard appearance.state != before else { return }
        AppearanceRecord.nextWindowTransition += 1
        appearance.windowTransition = AppearanceRecord.nextWindowTransition
    }

    /// The root view entered or left a window. A disappearance the move started ends now; an appearance ends on the
    /// next turn of the main loop, after layout, so `viewDidAppear` sees the laid-out view.
    func rootViewDidMoveToWindow() {
        guard let window = loadedView?.window, !window.isHidden else {
            if appearance.windowTransition != 0, appearance.state == .disappearing { endAppearanceTransition() }
            return
        }
        sendIsAppearingIfNeeded()
        let transition = appearance.windowTransition
        guard transition != 0, appearance.state == .appearing else { return }
        Self.onNextTurn(of: loadedView) { [weak self] in
            guard let self, self.appearance.windowTransition == transition else { return }
            self.loadedView?.window?.layoutIfNeeded()
            self.endAppearanceTransition()
        }
    }
}

extension UIViewController {
    /// Runs `work` on the next turn of the loop that runs `view`'s screen: where non-animated transitions finish
    /// (docs/UIKIT-BEHAVIOUR.md, "Decisions").
    static func onNextTurn(of view: UIView?, _ work: @escaping @MainActor () -> Void) {
        UIScreen.loop(for: view).post(work)
    }
}
