import Foundation

/// A closure a control or a menu runs (UIKit's `UIAction`).
@MainActor
public final class UIAction: UIMenuElement {
    /// Names an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Names the action (a unique one is made when none is given).
    public let identifier: Identifier
    /// How it shows in menus: disabled, destructive, hidden.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows it checked.
    public var state: UIMenuElement.State
    /// A longer description, for accessibility.
    public let discoverabilityTitle: String?
    let handler: @MainActor (UIAction) -> Void
    /// The control or interaction that sent the action, while it runs.
    public internal(set) var sender: Any?

    /// An action running `handler` when chosen or sent.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
