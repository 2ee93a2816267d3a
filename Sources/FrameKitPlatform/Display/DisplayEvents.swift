import Foundation

/// What a display reports to the frame pipeline that drives it (`Display.events`). These three are all a backend
/// says about time: the pipeline decides when frames are drawn from them and the display's `refreshInterval`.
@MainActor
public protocol DisplayEvents: AnyObject {
    /// The frame last presented is on the panel; `time` is its vblank, when the hardware says.
    func displayDidFlip(at time: MonotonicInstant?)
    /// Frames cannot be shown for now (the seat went to another session, the panel was unplugged or turned off): a
    /// flip still pending will not be reported, and no frame is drawn until `displayDidChange()`.
    func displayDidStop()
    /// The panel shows frames again, or changed while showing them (plugged back in, a new mode, a resized or
    /// uncovered window): its size and refresh interval may be new and nothing of the old picture can be trusted, so
    /// everything is redrawn. A flip still pending is forgotten.
    func displayDidChange()
}
