import Foundation

/// The pasteboard text views cut, copy and paste through, as UIKit's UIPasteboard; `general` lives in the process
/// (a kiosk runs one app, so there is nothing to share it with).
@MainActor
public final class UIPasteboard {
    /// The app's pasteboard (FrameKit's is the process's own: it does not reach other apps).
    public static let general = UIPasteboard()
    /// Posted when its contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// Counts the changes to the contents.
    public private(set) var changeCount = 0
    /// The strings it holds; setting them counts a change and posts the notification.
    public var strings: [String]? {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    /// The first string; setting it replaces all of them.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether it holds a string.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }

    init() {}
}
