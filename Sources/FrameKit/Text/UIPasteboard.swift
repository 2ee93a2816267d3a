import Foundation

/// The pasteboard text views cut, copy and paste through, as UIKit's UIPasteboard; `general` lives in the process
/// (a kiosk runs one app, so there is nothing to share it with).
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// Counts the changes to the contents.
    public private(set) var changeCount = 0
    public var strings: [String]? {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    public var hasStrings: Bool { !(strings ?? []).isEmpty }

    init() {}
}
