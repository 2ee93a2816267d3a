import Foundation

/// A button in a navigation bar: a title (or image) and an action. Target-action takes a method reference, as
/// `UIControl.addTarget` does, because Linux has no selectors.
@MainActor
open class UIBarButtonItem {
    /// UIKit's item styles, with its raw values.
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

    open var title: String? { didSet { changeHandler?() } }
    open var image: UIImage? { didSet { changeHandler?() } }
    open var style: Style = .plain { didSet { changeHandler?() } }
    open var isEnabled = true { didSet { changeHandler?() } }
    open var tag = 0
    /// Runs when the item is tapped.
    open var primaryAction: UIAction?
    /// Lets the bar redraw when the item changes.
    var changeHandler: (@MainActor () -> Void)?

    public init() {}

    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

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
