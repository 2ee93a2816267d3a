import Foundation

/// What pinch and rotation share: the line between the first two fingers, measured (its length or angle) at each
/// move and applied step by step to the value, a threshold to begin, and the value's velocity. It decides the
/// state; the recognizer applies it.
@MainActor
struct TwoFingerTracker {
    private let line: LineMeasure
    /// The line's measure at the last step.
    private var last: CGFloat?
    private(set) var value: CGFloat
    private var tracker = VelocityTracker()

    init(_ line: LineMeasure) {
        self.line = line
        value = line.identity
    }

    var velocity: CGFloat { tracker.velocity.x }

    /// Sets the value (an app resets scale to 1 after applying it); later moves apply to it.
    mutating func setValue(_ newValue: CGFloat) {
        value = newValue
    }

    /// The fingers changed: measure on from the new pair's line.
    mutating func restart(_ touches: [UITouch]) {
        last = measure(touches)
    }

    mutating func moved(_ touches: [UITouch], at time: TimeInterval, in state: UIGestureRecognizer.State)
        -> UIGestureRecognizer.State?
    {
        guard let last, let now = measure(touches) else { return nil }
        value = line.step(value, last, now)
        self.last = now
        tracker.add(CGPoint(x: value, y: 0), at: time)
        switch state {
        case .possible: return line.isPastThreshold(value) ? .began : nil
        case .began, .changed: return .changed
        default: return nil
        }
    }

    /// Fingers lifted (or were cancelled): the gesture ends when fewer than two remain.
    mutating func lifted(
        _ touches: [UITouch], ending: UIGestureRecognizer.State, at time: TimeInterval,
        in state: UIGestureRecognizer.State
    ) -> UIGestureRecognizer.State? {
        tracker.add(CGPoint(x: value, y: 0), at: time)
        let inProgress = state == .began || state == .changed
        if inProgress, touches.count < 2 { return ending }
        if !inProgress, touches.isEmpty { return .failed }
        restart(touches)
        return nil
    }

    /// A touchpad pinch step: `measure` is the touchpad's scale (or turn) since the pinch began, applied step by step
    /// like the fingers' line so a value the app set back to the identity restarts from there; the state follows the
    /// phase.
    mutating func drive(
        _ measure: CGFloat, phase: InputEvent.GesturePhase, at time: TimeInterval, in state: UIGestureRecognizer.State
    ) -> UIGestureRecognizer.State? {
        let previous = phase == .began ? line.identity : last ?? line.identity
        value = line.step(value, previous, measure)
        last = measure
        tracker.add(CGPoint(x: value, y: 0), at: time)
        switch phase {
        case .began: return state == .possible ? .began : nil
        case .changed: return state == .began || state == .changed ? .changed : nil
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }

    mutating func reset() {
        last = nil
        value = line.identity
        tracker.removeAll()
    }

    private func measure(_ touches: [UITouch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        return line.measure(touches[0].location(in: nil), touches[1].location(in: nil))
    }
}

/// How a two-finger recognizer reads the line between the fingers.
struct LineMeasure: Sendable {
    /// The value before the fingers move (scale 1, rotation 0).
    let identity: CGFloat
    /// The line's length or angle.
    let measure: @Sendable (CGPoint, CGPoint) -> CGFloat
    /// The value after the measure went from `last` to `now`.
    let step: @Sendable (_ value: CGFloat, _ last: CGFloat, _ now: CGFloat) -> CGFloat
    /// Whether the value has moved far enough from the identity to begin.
    let isPastThreshold: @Sendable (CGFloat) -> Bool
}

extension LineMeasure {
    /// The fingers' distance: the value is the scale since they started; a pinch begins at 5% either way.
    static let scale = LineMeasure(
        identity: 1, measure: { $0.distance(to: $1) },
        step: { value, last, now in last > 0 ? value * now / last : value },
        isPastThreshold: { abs($0 - 1) >= 0.05 })

    /// The line's angle: the value is the turn in radians since they started, taken the short way round at each
    /// step so crossing ±π does not jump; a rotation begins at 0.1 rad.
    static let angle = LineMeasure(
        identity: 0, measure: { atan2($1.y - $0.y, $1.x - $0.x) },
        step: { value, last, now in
            var turn = now - last
            while turn > .pi { turn -= 2 * .pi }
            while turn < -.pi { turn += 2 * .pi }
            return value + turn
        },
        isPastThreshold: { abs($0) >= 0.1 })
}
