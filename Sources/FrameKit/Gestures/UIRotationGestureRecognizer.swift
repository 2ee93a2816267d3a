import Foundation

/// Recognizes two fingers turning about each other: `rotation` is the angle in radians (clockwise positive, as
/// on screen) since they started (set it to 0 after applying it to restart from there).
@MainActor
open class UIRotationGestureRecognizer: TwoFingerGestureRecognizer {
    override class var lineMeasure: LineMeasure { .angle }

    /// The angle the two fingers turned since the gesture began, in radians (clockwise positive).
    open var rotation: CGFloat {
        get { value }
        set { value = newValue }
    }

    /// Radians per second.
    open var velocity: CGFloat { valueVelocity }
}
