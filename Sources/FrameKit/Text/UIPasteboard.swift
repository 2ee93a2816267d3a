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

    /// One thing held: text, a URL or an image.
    private enum Item {
        case string(String), url(URL), image(UIImage)
    }

    private var items: [Item] = [] {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    /// The strings it holds; setting them replaces everything, counts a change and posts the notification.
    public var strings: [String]? {
        get { held { if case .string(let s) = $0 { s } else { nil } } }
        set { items = (newValue ?? []).map(Item.string) }
    }

    /// The first string; setting it replaces everything.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The URLs it holds; setting them replaces everything.
    public var urls: [URL]? {
        get { held { if case .url(let u) = $0 { u } else { nil } } }
        set { items = (newValue ?? []).map(Item.url) }
    }

    /// The first URL; setting it replaces everything.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The images it holds; setting them replaces everything.
    public var images: [UIImage]? {
        get { held { if case .image(let i) = $0 { i } else { nil } } }
        set { items = (newValue ?? []).map(Item.image) }
    }

    /// The first image; setting it replaces everything.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Whether it holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    public var hasImages: Bool { images != nil }

    /// The items of one kind, or nil when there are none (as UIKit answers).
    private func held<T>(_ pick: (Item) -> T?) -> [T]? {
        let found = items.compactMap(pick)
        return found.isEmpty ? nil : found
    }

    init() {}
}
