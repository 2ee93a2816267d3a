import Foundation

/// A set of touches that changed together, delivered to the views they belong to.
@MainActor
public final class UIEvent {
    /// What kind of input an event carries.
    public enum EventType: Int, Sendable {
        /// Touches (fingers, and the pointer pressed).
        case touches
        /// Device motion (a shake); a kiosk has none.
        case motion
        /// Media remote control commands; FrameKit sends none.
        case remoteControl
        /// Physical key and button presses.
        case presses
    }

    /// Touches, presses or others.
    public let type: EventType
    /// When it happened, in seconds of the monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// Every touch the event carries.
    public internal(set) var allTouches: Set<UITouch>?

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        allTouches = touches
    }

    /// Every motion sample of a touch since the last event, oldest first (the touch's own position last).
    var coalesced: [UITouch: [UITouch]] = [:]

    /// The event's touches in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// The event's touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }

    /// The positions a moving touch passed through between frames; `[touch]` when it did not move.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard allTouches?.contains(touch) ?? false else { return nil }
        return coalesced[touch] ?? [touch]
    }

    /// FrameKit does not predict touches; always empty for a touch of this event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) ?? false ? [] : nil
    }
}
