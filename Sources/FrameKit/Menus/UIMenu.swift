import Foundation

/// A titled group of actions and submenus, as UIKit's UIMenu: what an edit menu or a button shows.
@MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let edit = Identifier("com.apple.menu.edit")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
    }

    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions a flat presentation shows in order: submenus opened in place, hidden actions left out.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}
