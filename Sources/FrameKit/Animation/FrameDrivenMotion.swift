import Foundation

/// Motion computed afresh on every frame rather than interpolated between two model values: it sets model values
/// itself, so observers hear each step (a scroll view's deceleration, bounce and animated scrolls move
/// `contentOffset`, and its delegate gets `scrollViewDidScroll` every frame, as in UIKit).
@MainActor
protocol FrameDrivenMotion: AnyObject {
    /// Moves to the frame's `time`; returns false once finished (the animator then drops it).
    func advance(to time: MonotonicInstant) -> Bool
}
