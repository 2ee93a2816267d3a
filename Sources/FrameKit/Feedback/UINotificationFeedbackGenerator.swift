import Foundation

/// Feedback for a task's outcome.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells.
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    /// The last outcome told, nil before any.
    public private(set) var lastNotification: FeedbackType?

    /// Tells `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        lastNotification = notificationType
        occurred()
    }
}
