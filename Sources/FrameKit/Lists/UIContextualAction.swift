import Foundation

/// A button revealed by swiping a row: a title or image on a coloured ground, and a handler that is given the
/// button's view and a completion to call when the action is done (true: it was performed).
@MainActor
open class UIContextualAction {
    /// How the button looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Grey.
        case normal
        /// Red: deleting; a full swipe on it slides the row away.
        case destructive
    }

    /// What runs when the action is tapped: the action, the view showing it, and a completion to call with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Normal (grey) or destructive (red).
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image, above the title.
    open var image: UIImage?
    /// The button's colour; by default grey or red by style.
    open var backgroundColor: UIColor!
    /// What runs when the action is tapped.
    public let handler: Handler

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions revealed by a swipe on one edge of a row; the first sits nearest that edge.
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge swiped from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
