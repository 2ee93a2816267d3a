import Foundation

/// A titled group of actions and submenus, as UIKit's UIMenu: what an edit menu or a button shows.
@MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system's Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The standard edit commands (cut, copy, paste, select).
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
    }

    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Sendable {
        /// The options' bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, set off by separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's items are destructive (drawn red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
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

    /// The actions that are on (`state == .on`), in menu order, submenus included.
    public var selectedElements: [UIMenuElement] { flattenedActions.filter { $0.state == .on } }

    /// Turns `chosen` on and the others it excludes off: every action of the menu for a pop-up button
    /// (`wholeMenu`), else those of the innermost single-selection menu holding it; other menus keep their states.
    func select(_ chosen: UIAction, wholeMenu: Bool) {
        guard let group = wholeMenu ? self : singleSelectionMenu(holding: chosen) else { return }
        for action in group.flattenedActions { action.state = action === chosen ? .on : .off }
    }

    private func singleSelectionMenu(holding action: UIAction) -> UIMenu? {
        for case let submenu as UIMenu in children {
            if let inner = submenu.singleSelectionMenu(holding: action) { return inner }
        }
        let holds = children.contains { $0 === action }
        return holds && options.contains(.singleSelection) ? self : nil
    }

    /// The actions a flat presentation shows in order: submenus opened in place, hidden actions left out.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}
