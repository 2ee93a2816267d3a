import Foundation

/// The coordinator of a presentation or dismissal: `animate(alongsideTransition:completion:)` blocks run inside the
/// transition's animation (a custom presentation controller fades its dimming view in with the sheet) and after it.
@MainActor
final class PresentationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    private(set) var isCancelled = false
    let targetTransform = CGAffineTransform.identity
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, duration: TimeInterval) {
        isAnimated = animated
        transitionDuration = animated ? duration : 0
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
    func complete(_ completed: Bool) {
        isCancelled = !completed
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
