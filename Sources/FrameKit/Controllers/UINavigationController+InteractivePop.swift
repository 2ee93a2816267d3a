import Foundation

/// The pop an edge swipe drives: the top controller's view follows the finger off the trailing side, the one
/// below slides in from a third of the way behind; letting go past half way (or flicking) pops, otherwise the pop
/// is cancelled with UIKit's callbacks for a cancelled interactive pop (docs/UIKIT-BEHAVIOUR.md §1.9).
@MainActor
struct InteractivePop {
    let leaving: UIViewController
    let revealed: UIViewController
    /// +1 when the top view leaves to the right, −1 (right to left) to the left.
    let direction: CGFloat
    let width: CGFloat

    /// Puts both views where `progress` (0…1 of the width) says.
    func show(_ progress: CGFloat) {
        leaving.viewIfLoaded?.frame.origin.x = direction * width * progress
        revealed.viewIfLoaded?.frame.origin.x = -direction * width / 3 * (1 - progress)
    }
}

/// The navigation controller's edge swipe: from the leading edge, only while there is something to pop and no
/// transition runs.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        edges = .left
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, self.touches.count == touches.count, let navigation = navigationController {
            edges = navigation.view.isRightToLeft ? .right : .left
            if !navigation.canPopInteractively { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }
}

extension UINavigationController {
    /// A pop may start: something below the top, the top on screen, no transition running.
    var canPopInteractively: Bool {
        stack.count > 1 && shown === topViewController && !transitionRunning && interactivePop == nil
            && isViewLoaded && isInVisibleWindow
    }

    func handleInteractivePop(_ gesture: UIScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .began: beginInteractivePop()
        case .changed: interactivePop?.show(progress(of: gesture))
        case .ended: endInteractivePop(popping: popFinishes(gesture))
        case .cancelled, .failed: endInteractivePop(popping: false)
        default: break
        }
    }

    /// How far the finger has pulled the top view, 0…1.
    private func progress(of gesture: UIPanGestureRecognizer) -> CGFloat {
        guard let pop = interactivePop, pop.width > 0 else { return 0 }
        return min(1, max(0, pop.direction * gesture.translation(in: view).x / pop.width))
    }

    /// Past half way without flicking back, or flicked towards the trailing side.
    private func popFinishes(_ gesture: UIPanGestureRecognizer) -> Bool {
        let velocity = (interactivePop?.direction ?? 1) * gesture.velocity(in: view).x
        return velocity > 500 || (progress(of: gesture) > 0.5 && velocity > -200)
    }

    /// B `willMove(toParent: nil)`, B `viewWillDisappear`, A `viewWillAppear`, A's view placed behind B's.
    private func beginInteractivePop() {
        guard canPopInteractively, let leaving = topViewController, let oldView = leaving.viewIfLoaded else { return }
        let revealed = stack[stack.count - 2]
        transitionRunning = true
        leaving.beginRemovalFromParent()
        leaving.beginAppearanceTransition(false, animated: true)
        revealed.beginAppearanceTransition(true, animated: true)
        delegate?.navigationController(self, willShow: revealed, animated: true)
        contentView.insertSubview(place(revealed), belowSubview: oldView)
        let pop = InteractivePop(
            leaving: leaving, revealed: revealed, direction: view.isRightToLeft ? -1 : 1, width: contentView.bounds.width)
        interactivePop = pop
        pop.show(0)
        view.window?.layoutIfNeeded()
    }

    /// Animates the rest of the way, then pops (table c's ending) or puts everything back.
    private func endInteractivePop(popping: Bool) {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        let remaining = popping ? 1 - (pop.leaving.viewIfLoaded.map { abs($0.frame.minX) / max(pop.width, 1) } ?? 0) : 0.5
        Self.runTransition(of: view.window, animated: true, duration: Self.transitionDuration * max(0.2, remaining)) {
            pop.show(popping ? 1 : 0)
        } completion: { [weak self] in
            guard let self else { return }
            if popping { return self.completeInteractivePop(pop) }
            self.cancelInteractivePop(pop)
            self.transitionRunning = false
            if self.topViewController !== self.shown { self.scheduleTransition() }
        }
    }

    /// B `viewDidDisappear`, A `viewDidAppear`, B `didMove(toParent: nil)`; the stack and the bar lose B.
    private func completeInteractivePop(_ pop: InteractivePop) {
        let leaving = pop.leaving
        leaving.viewIfLoaded?.removeFromSuperview()
        leaving.viewIfLoaded?.frame.origin.x = 0
        stack.removeAll { $0 === leaving }
        leaving.detachFromParent()
        self.leaving.append(leaving)
        navigationBar.setItems(stack.map(\.navigationItem), animated: true)
        leaving.endAppearanceTransition()
        pop.revealed.endAppearanceTransition()
        transitionEnded(showing: pop.revealed, animated: true)
    }

    /// UIKit's cancelled pop: A `viewWillDisappear`, A `viewDidDisappear`, B `viewWillAppear`, B `viewDidAppear`,
    /// and B `didMove(toParent:)` back to this controller.
    private func cancelInteractivePop(_ pop: InteractivePop) {
        pop.revealed.beginAppearanceTransition(false, animated: true)
        pop.revealed.endAppearanceTransition()
        pop.revealed.viewIfLoaded?.removeFromSuperview()
        pop.revealed.viewIfLoaded?.frame.origin.x = 0
        pop.leaving.beginAppearanceTransition(true, animated: true)
        pop.leaving.endAppearanceTransition()
        pop.leaving.containment.isMovingFromParent = false
        pop.leaving.didMove(toParent: self)
    }
}
