import Foundation

/// Recognizes two fingers moving apart or together: `scale` is the distance between them relative to where they
/// started (set it to 1 after applying it to restart from there).
@MainActor
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The fingers' distance over their distance at the start; settable to rebase (usually to 1 after applying it).
    open var scale: CGFloat {
        get { value }
        set { value = newValue }
    }

    /// Scale factor per second.
    open var velocity: CGFloat { valueVelocity }
}
