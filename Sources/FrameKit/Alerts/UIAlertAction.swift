import Foundation

/// A button of an alert or action sheet: a title, a style, and the handler that runs when it is tapped (after the
/// alert's dismissal has started, as in UIKit).
@MainActor
open class UIAlertAction {
    /// How the button looks and where it goes, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default` = 0
        /// Dismisses without doing anything: bold, last (or first beside one other button), and in an action sheet on
        /// its own below the others. An alert has at most one.
        case cancel
        /// Deletes or discards: red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// How the button looks and where it sits: default, cancel (bold, last or apart) or destructive (red).
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// Whether the button can be tapped; a disabled one is grey.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange?() } }
    }

    var enabledDidChange: (() -> Void)?

    /// An action with a title, a style and what runs when it is tapped (after the alert starts to go away).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
