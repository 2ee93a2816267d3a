import Foundation

/// One finger (or the pointer's primary button) on the screen, from `.began` to `.ended` or `.cancelled`.
@MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger came down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move in this event (another one did).
        case stationary
        /// The finger lifted.
        case ended
        /// The system ended the touch (a gesture took it, the device went away, the app went inactive).
        case cancelled
    }
    /// What made the touch: a finger on the panel (`.direct`) or a mouse (`.indirectPointer`).
    public enum TouchType: Int, Sendable {
        /// A finger on the touchscreen.
        case direct
        /// A touch through a surface that is not the screen (a remote's touch surface); FrameKit makes none.
        case indirect
        /// A stylus (Apple Pencil); FrameKit makes none.
        case pencil
        /// The mouse or touchpad pointer, pressed.
        case indirectPointer
    }

    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    public internal(set) var phase: Phase = .began
    /// When it last changed, in seconds of the monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place, this one included.
    public internal(set) var tapCount: Int = 1
    /// A finger on a touchscreen, or the pointer.
    public let type: TouchType
    /// Normalised pressure where the device reports it; 0 otherwise.
    public internal(set) var force: CGFloat = 0
    /// 1: FrameKit's touches carry no force.
    public var maximumPossibleForce: CGFloat { 1 }
    /// The view the touch was hit-tested to at `.began`; it keeps it for life, even outside its bounds.
    public internal(set) var view: UIView?
    /// The window it began in.
    public internal(set) var window: UIWindow?
    /// Position in window coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// The device slot the touch came from.
    let slot: Int
    /// The recognizers that receive this touch: those of its view and the view's ancestors, attached at `.began`.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// What the touch's view has been given, as recognizers withhold and cancel touches.
    struct Delivery {
        var sawBegan = false
        var sawEnd = false
        var heldBegan = false
        var heldEnded = false
        /// A recognizer took the touch: the view gets no more of it.
        var cancelled = false
    }

    var delivery = Delivery()

    init(slot: Int, location: CGPoint, timestamp: TimeInterval, type: TouchType) {
        self.slot = slot
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.type = type
    }

    /// A detached copy of the touch as it is now, for the coalesced samples of an event.
    func sample() -> UITouch {
        let copy = UITouch(slot: slot, location: locationInWindow, timestamp: timestamp, type: type)
        copy.previousLocationInWindow = previousLocationInWindow
        (copy.phase, copy.tapCount, copy.force, copy.view, copy.window) = (phase, tapCount, force, view, window)
        return copy
    }

    /// The touch's position in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where it was before its last move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Identity: a touch is itself for its whole life.
    public nonisolated static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    /// Hashes the identity.
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
