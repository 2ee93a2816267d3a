import Foundation

/// Recognizes two fingers moving apart or together: `scale` is the distance between them relative to where they
/// started (set it to 1 after applying it to restart from there).
@MainActor
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
    open var scale: CGFloat {
        get { value }
        set { value = newValue }
    }

    /// Scale factor per second.
    open var velocity: CGFloat { valueVelocity }
}
