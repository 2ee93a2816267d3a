import Foundation

/// What a menu holds: actions and submenus, as UIKit's UIMenuElement.
@MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves, with UIKit's raw values.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, with UIKit's raw values.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    public let title: String
    public let subtitle: String?
    public let image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }
}
