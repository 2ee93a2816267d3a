import Foundation

/// What a menu holds: actions and submenus, as UIKit's UIMenuElement.
@MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves, with UIKit's raw values.
    public struct Attributes: OptionSet, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it deletes or discards.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on
        /// A dash: partly on.
        case mixed
    }

    /// The title shown.
    public let title: String
    /// A second line under the title.
    public let subtitle: String?
    /// An image beside the title.
    public let image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }
}
