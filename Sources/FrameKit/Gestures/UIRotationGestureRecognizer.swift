import Foundation

/// Recognizes two fingers turning about each other: `rotation` is the angle in radians (clockwise positive, as
/// on screen) since they started (set it to 0 after applying it to restart from there).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before a rotation begins, in radians.
    static let threshold: CGFloat = 0.1

    private var line = TwoFingerTracker(
        LineMeasure(
            identity: 0, measure: { atan2($1.y - $0.y, $1.x - $0.x) }, step: turn,
            isPastThreshold: { abs($0) >= threshold }))

    open override var isContinuous: Bool { true }

    open var rotation: CGFloat {
        get { line.value }
        set { line.setValue(newValue) }
    }

    /// Radians per second.
    open var velocity: CGFloat { line.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { line.restart(self.touches) }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = line.moved(self.touches, at: event.timestamp, in: state) { state = next }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = line.lifted(self.touches, ending: .ended, at: event.timestamp, in: state) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = line.lifted(self.touches, ending: .cancelled, at: event.timestamp, in: state) { state = next }
    }

    /// A step of a touchpad pinch, with the value it gives this recognizer.
    func drive(_ value: CGFloat, phase: InputEvent.GesturePhase, at time: TimeInterval) {
        if let next = line.drive(value, phase: phase, at: time, in: state) { state = next }
    }

    open override func reset() {
        super.reset()
        line.reset()
    }

    /// Adds the turn from `last` to `now` taken the short way round, so crossing ±π does not jump.
    private nonisolated static func turn(value: CGFloat, last: CGFloat, now: CGFloat) -> CGFloat {
        var turn = now - last
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        return value + turn
    }
}
