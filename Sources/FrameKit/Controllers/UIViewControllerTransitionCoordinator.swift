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

/// FrameKit's coordinator for rotations: the display turns at once (a rotated cross-fade of the whole panel is not
/// worth a full-frame copy on a small board), so blocks run right after the new layout, with duration 0.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let transitionDuration: TimeInterval = 0
    let isCancelled = false
    let targetTransform: CGAffineTransform
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(targetTransform: CGAffineTransform) { self.targetTransform = targetTransform }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions, once.
    func finish() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for block in animations { block(self) }
        for block in completions { block(self) }
    }
}
