import Foundation

/// A set of touches that changed together, delivered to the views they belong to.
@MainActor
public final class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public let type: EventType
    public internal(set) var timestamp: TimeInterval
    public internal(set) var allTouches: Set<UITouch>?

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        allTouches = touches
    }

    public func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    public func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
}
