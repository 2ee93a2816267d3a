import Foundation

/// The context handed to blocks a transition coordinator runs.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The turn a rotation applies (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}

/// Lets controllers run work alongside a size transition (a rotation) and after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run with the transition's new geometry in place and `completion` after it; returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// FrameKit's coordinator: `animate(alongsideTransition:completion:)` blocks run inside the transition's animation
/// (`runAlongside`) and after it (`complete`). A presentation's runs them with its slide; a rotation's right after
/// the new layout, with duration 0 — the display turns at once (a rotated cross-fade of the whole panel is not worth
/// a full-frame copy on a small board).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    private(set) var isCancelled = false
    let targetTransform: CGAffineTransform
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks (inside the transition's animation), once.
    func runAlongside() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks, once; `completed` false marks the transition cancelled.
    func complete(_ completed: Bool = true) {
        isCancelled = !completed
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
