import Foundation

/// One press of a physical button — here, a key of a hardware keyboard — from `.began` to `.ended`.
@MainActor
public final class UIPress {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The key or button went down.
        case began
        /// The press changed while held (its force); FrameKit's keys do not report it.
        case changed
        /// The key is held and did not change in this event.
        case stationary
        /// The key or button came up.
        case ended
        /// The system ended the press (the keyboard went away, the app went inactive).
        case cancelled
    }

    /// UIKit's press types (remote-style buttons); keys without one report `.key`'s raw value -1.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the press type.
        public let rawValue: Int
        /// A press type from its number.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow (a remote's or keyboard's).
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// Select: Return, Enter or a remote's centre button.
        public static let select = PressType(rawValue: 4)
        /// Menu: Escape or a remote's back button.
        public static let menu = PressType(rawValue: 5)
        /// Page Up.
        public static let pageUp = PressType(rawValue: 30)
        /// Page Down.
        public static let pageDown = PressType(rawValue: 31)
        /// Any other key.
        public static let key = PressType(rawValue: -1)
    }

    /// Where the press is: began, changed, stationary, ended or cancelled.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds of the monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// The keyboard key pressed; nil for a press that is no key.
    public let key: UIKey?
    /// What the press is, for keys with one (arrows, select, menu, paging).
    public let type: PressType
    /// The responder the press was delivered to.
    public internal(set) weak var responder: UIResponder?
    /// 1 while the key is down, 0 once up (keys have no pressure).
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
        phase = .began
        type = Self.types[key.keyCode] ?? .key
    }

    private static let types: [UIKeyboardHIDUsage: PressType] = [
        .keyboardUpArrow: .upArrow, .keyboardDownArrow: .downArrow, .keyboardLeftArrow: .leftArrow,
        .keyboardRightArrow: .rightArrow, .keyboardReturnOrEnter: .select, .keyboardEscape: .menu,
        .keyboardPageUp: .pageUp, .keyboardPageDown: .pageDown,
    ]
}

/// The presses that changed together.
@MainActor
public final class UIPressesEvent {
    /// When the event happened.
    public let timestamp: TimeInterval
    /// Every press of the event.
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.timestamp = timestamp
        allPresses = presses
    }
}

extension UIPress: Hashable {
    /// Presses are the same object.
    public nonisolated static func == (l: UIPress, r: UIPress) -> Bool { l === r }
    /// Hashes the press's identity.
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
