import Foundation

/// A closure a control runs for its events (UIKit's `UIAction`).
@MainActor
public final class UIAction {
    public let title: String
    public let identifier: String
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while it runs.
    public internal(set) var sender: Any?

    public init(title: String = "", identifier: String? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}
