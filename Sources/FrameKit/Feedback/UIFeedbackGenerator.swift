import Foundation

/// Haptic feedback, as UIKit asks for it. A kiosk panel has no haptic engine, so FrameKit's generators do what
/// UIKit's do on a device without one (an iPad): nothing, and nothing goes wrong. What an app asked for is counted
/// in `feedbackCount`, so its tests can check it asked at the right moments.
@MainActor
open class UIFeedbackGenerator {
    /// How many times the generator was asked for feedback.
    public private(set) var feedbackCount = 0

    public init() {}

    /// Readies the engine for feedback soon (there is none to ready).
    open func prepare() {}

    func occurred() { feedbackCount += 1 }
}
