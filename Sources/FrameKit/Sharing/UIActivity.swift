import Foundation

/// Something the share sheet (`UIActivityViewController`) can do with its items: FrameKit's Copy, or the app's own
/// subclass, as UIKit's.
@MainActor
open class UIActivity {
    /// An activity's name.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Copy to the pasteboard (the one system activity a kiosk has).
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// iOS activities a kiosk has none of; listing them in `excludedActivityTypes` is allowed and changes nothing.
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where the sheet lists an activity.
    public enum Category: Int, Sendable {
        /// With the actions, below the sharing row.
        case action
        /// In the sharing row.
        case share
    }

    /// An activity.
    public init() {}

    /// Which list the activity goes in; `.action` by default.
    open class var activityCategory: Category { .action }
    /// The activity's name; nil by default (subclasses name theirs).
    open var activityType: ActivityType? { nil }
    /// The title shown.
    open var activityTitle: String? { nil }
    /// The image shown beside the title.
    open var activityImage: UIImage? { nil }
    /// Whether it can work on `activityItems`; false by default.
    open func canPerform(withItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before `perform()` or `activityViewController` is used.
    open func prepare(withItems activityItems: [Any]) {}
    /// A controller to show for the activity instead of `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity; call `activityDidFinish(_:)` when done (the default finishes at once, not completed).
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity ended, `completed` or not.
    public func activityDidFinish(_ completed: Bool) {
        let finish = finished
        finished = nil
        finish?(completed)
    }

    /// Set by the share sheet while the activity runs.
    var finished: ((Bool) -> Void)?
}

/// Copy: strings, URLs and images to `UIPasteboard.general` (text and links as strings when mixed with them).
@MainActor
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    override func canPerform(withItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is UIImage || $0 is NSAttributedString }
    }

    override func prepare(withItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let pasteboard = UIPasteboard.general
        let images = items.compactMap { $0 as? UIImage }
        let urls = items.compactMap { $0 as? URL }
        let texts = items.compactMap { ($0 as? String) ?? ($0 as? NSAttributedString)?.string }
        if !images.isEmpty, texts.isEmpty, urls.isEmpty {
            pasteboard.images = images
        } else if !urls.isEmpty, texts.isEmpty {
            pasteboard.urls = urls
        } else {
            pasteboard.strings = texts + urls.map(\.absoluteString)
        }
        activityDidFinish(true)
    }
}
