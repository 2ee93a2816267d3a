import Foundation

/// Recognizes `numberOfTapsRequired` quick taps of `numberOfTouchesRequired` fingers that barely move.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1 by default).
    open var numberOfTouchesRequired = 1

    /// How far a finger may wander during a tap.
    static let allowableMovement: CGFloat = 10
    /// How far from the first tap a later one may land.
    static let multiTapDistance: CGFloat = 45

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var starts: [UITouch: CGPoint] = [:]
    private var firstTap: CGPoint?
    /// Invalidates the wait for the next tap once it starts.
    private var tapGeneration = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapGeneration += 1
        for touch in touches { starts[touch] = touch.location(in: nil) }
        fingersInTap = max(fingersInTap, self.touches.count)
        let strayed = firstTap.map { first in
            touches.contains { $0.location(in: nil).distance(to: first) > Self.multiTapDistance }
        }
        if fingersInTap > numberOfTouchesRequired || strayed == true { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let wandered = touches.contains { touch in
            starts[touch].map { touch.location(in: nil).distance(to: $0) > Self.allowableMovement } ?? false
        }
        if wandered { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.isEmpty else { return }
        guard fingersInTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired { return state = .recognized }
        firstTap = firstTap ?? location(in: nil)
        fingersInTap = 0
        let generation = tapGeneration
        schedule(after: InputRouter.multiTapInterval) { [weak self] in
            guard let self, tapGeneration == generation, state == .possible else { return }
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        (tapsCompleted, fingersInTap, firstTap) = (0, 0, nil)
        starts.removeAll()
    }
}
