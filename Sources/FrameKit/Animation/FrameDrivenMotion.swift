import Foundation

/// Motion computed afresh on every frame rather than interpolated between two model values: it sets model values
/// itself, so observers hear each step (a scroll view's deceleration, bounce and animated scrolls move
/// `contentOffset`, and its delegate gets `scrollViewDidScroll` every frame, as in UIKit).
@MainActor
protocol FrameDrivenMotion: AnyObject {
    /// Moves to the frame's `time`; returns false once finished (the animator then drops it).
    func advance(to time: MonotonicInstant) -> Bool
    /// When the motion next needs a frame after one at `time`; nil for the next vsync (most motion moves every
    /// frame; a display link at a lower rate does not).
    func nextFrameTime(after time: MonotonicInstant) -> MonotonicInstant?
}

extension FrameDrivenMotion {
    func nextFrameTime(after time: MonotonicInstant) -> MonotonicInstant? { nil }
}
