import Foundation

/// One press of a physical button — here, a key of a hardware keyboard — from `.began` to `.ended`.
@MainActor
public final class UIPress {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    /// UIKit's press types (remote-style buttons); keys without one report `.key`'s raw value -1.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        /// Any other key.
        public static let key = PressType(rawValue: -1)
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let key: UIKey?
    public let type: PressType
    /// The responder the press was delivered to.
    public internal(set) weak var responder: UIResponder?
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
    public let timestamp: TimeInterval
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.timestamp = timestamp
        allPresses = presses
    }
}

extension UIPress: Hashable {
    public nonisolated static func == (l: UIPress, r: UIPress) -> Bool { l === r }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
