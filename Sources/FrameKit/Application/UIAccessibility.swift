import Foundation

/// The accessibility settings the app runs with.
@MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion (`FRAMEKIT_REDUCE_MOTION=on`): presentations fade instead of sliding;
    /// apps check it to tone down their own animations. Setting it (a test, the control socket) posts
    /// `reduceMotionStatusDidChangeNotification`.
    public internal(set) static var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Posted when the Reduce Motion setting (`FRAMEKIT_REDUCE_MOTION`) changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
