import Foundation

/// A button in a navigation bar: a title (or image) and an action. Target-action takes a method reference, as
/// `UIControl.addTarget` does, because Linux has no selectors.
@MainActor
open class UIBarButtonItem {
    /// UIKit's item styles, with its raw values.
    public enum Style: Int, Sendable {
        /// The standard look.
        case plain = 0
        /// A bordered button (before iOS 7; looks as `.plain`).
        case bordered = 1
        /// Bold: the item that ends the task.
        case done = 2
    }

    /// The button's title.
    open var title: String? { didSet { changeHandler?() } }
    /// The button's image, shown instead of the title.
    open var image: UIImage? { didSet { changeHandler?() } }
    /// Plain, or done (bold).
    open var style: Style = .plain { didSet { changeHandler?() } }
    /// Whether it can be tapped (dimmed when not).
    open var isEnabled = true { didSet { changeHandler?() } }
    /// A number the app may use to tell items apart.
    open var tag = 0
    /// Runs when the item is tapped.
    open var primaryAction: UIAction?
    /// Lets the bar redraw when the item changes.
    var changeHandler: (@MainActor () -> Void)?

    /// An item with no title, image or action.
    public init() {}

    /// An item showing `title`, running `primaryAction` when tapped.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// An item showing `image`, running `primaryAction` when tapped.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }

    /// UIKit's target-action form with the action as a method reference (`Controller.save`); the target is held weakly.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        primaryAction = UIAction { [weak target, unowned self] _ in
            guard let target else { return }
            action(target)(self)
        }
    }

    /// Runs the item's action, as a tap does.
    public func sendAction() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        primaryAction.sender = nil
    }
}
