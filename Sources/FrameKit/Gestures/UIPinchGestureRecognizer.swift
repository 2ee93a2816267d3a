import Foundation

/// Recognizes two fingers moving apart or together: `scale` is the distance between them relative to where they
/// started (set it to 1 after applying it to restart from there).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the scale must move from 1 before a pinch begins.
    static let threshold: CGFloat = 0.05

    private var line = TwoFingerTracker(
        LineMeasure(
            identity: 1, measure: { $0.distance(to: $1) },
            step: { value, last, now in last > 0 ? value * now / last : value },
            isPastThreshold: { abs($0 - 1) >= threshold }))

    open override var isContinuous: Bool { true }

    open var scale: CGFloat {
        get { line.value }
        set { line.setValue(newValue) }
    }

    /// Scale factor per second.
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
}
