import Foundation
import Logging

/// Notifications an app posts for assistive technology, and whether any is running. FrameKit runs no screen reader:
/// `isVoiceOverRunning` is false and a posted notification reaches no one — as on an iPhone with VoiceOver off — but
/// it is logged (`framekit.accessibility`), so an operator can see what a screen reader would have been told.
extension UIAccessibility {
    /// A notification for assistive technology, with UIKit's raw values.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Much of the screen changed (a new screen); the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak; the argument is the string (or an attributed string).
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: never, as FrameKit has no screen reader.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: never.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for bold text: FrameKit has no such setting.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for less transparency: FrameKit has no such setting.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for darker system colours: FrameKit has no such setting.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (never on FrameKit).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when assistive technology finished speaking an announcement (never on FrameKit).
    public static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")

    /// Tells assistive technology about `notification`: none runs on FrameKit, so it is only logged.
    public static func post(notification: Notification, argument: Any?) {
        let text: String
        switch argument {
        case let string as String: text = "\"\(string)\""
        case let attributed as NSAttributedString: text = "\"\(attributed.string)\""
        case let view as UIView: text = "\(type(of: view))" + (view.accessibilityLabel.map { " \"\($0)\"" } ?? "")
        case nil: text = "nil"
        case let other?: text = "\(type(of: other))"
        }
        logger.info("accessibility \(name(of: notification)): \(text) (FrameKit runs no screen reader)")
    }

    private static func name(of notification: Notification) -> String {
        switch notification {
        case .screenChanged: "screen changed"
        case .layoutChanged: "layout changed"
        case .announcement: "announcement"
        case .pageScrolled: "page scrolled"
        default: "notification \(notification.rawValue)"
        }
    }

    private static let logger = Logger(label: "framekit.accessibility")
}
