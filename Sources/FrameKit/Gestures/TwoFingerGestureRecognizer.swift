import Foundation

/// What pinch and rotation recognizers share: two fingers (or a touchpad pinch), one measure of the line between
/// them, applied step by step to a value that starts at the measure's identity (scale 1, rotation 0).
@MainActor
open class TwoFingerGestureRecognizer: UIGestureRecognizer {
    /// What the line between the fingers gives: its length (scale) unless a subclass reads its angle.
    class var lineMeasure: LineMeasure { .scale }

    private lazy var line = TwoFingerTracker(type(of: self).lineMeasure)

    open override var isContinuous: Bool { true }

    /// The value so far; setting it (to restart from the identity after applying it) keeps following the fingers.
    var value: CGFloat {
        get { line.value }
        set { line.setValue(newValue) }
    }

    /// The value's change per second.
    var valueVelocity: CGFloat { line.velocity }

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
