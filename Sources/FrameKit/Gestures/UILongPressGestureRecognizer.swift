import Foundation

/// Recognizes fingers held still for `minimumPressDuration`, then follows them (`.changed`) until they lift.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must rest before the gesture begins, in seconds (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must press (1 by default).
    open var numberOfTouchesRequired = 1
    /// Taps that must come before the press.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press is recognized.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var starts: [UITouch: CGPoint] = [:]
    private var pressGeneration = 0

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        pressGeneration += 1
        for touch in touches { starts[touch] = touch.location(in: nil) }
        if self.touches.count > numberOfTouchesRequired { return state = .failed }
        guard self.touches.count == numberOfTouchesRequired else { return }
        let generation = pressGeneration
        let isPress = tapsCompleted == numberOfTapsRequired
        schedule(after: isPress ? minimumPressDuration : InputRouter.multiTapInterval) { [weak self] in
            guard let self, pressGeneration == generation, state == .possible else { return }
            // A press starts when the fingers stay long enough; a tap before it fails if it lasts too long.
            state = isPress && self.touches.count == numberOfTouchesRequired ? .began : .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = touches.contains { touch in
                starts[touch].map { touch.location(in: nil).distance(to: $0) > allowableMovement } ?? false
            }
            if moved { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible where tapsCompleted < numberOfTapsRequired && self.touches.isEmpty:
            tapsCompleted += 1
            pressGeneration += 1
            let generation = pressGeneration
            schedule(after: InputRouter.multiTapInterval) { [weak self] in
                guard let self, pressGeneration == generation, state == .possible else { return }
                state = .failed
            }
        default:
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        starts.removeAll()
    }
}
