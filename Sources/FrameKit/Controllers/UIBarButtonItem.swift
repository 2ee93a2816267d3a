import Foundation

/// A button in a navigation bar or a toolbar: a title (or image, or a custom view) and an action — or, in a toolbar,
/// a fixed or flexible space. Target-action takes a method reference, as `UIControl.addTarget` does, because Linux has
/// no selectors.
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

    /// UIKit's standard items, with its raw values: the text items show their words ("Done", "Cancel", …), the others
    /// the system symbol UIKit shows (`plus` for add) and no title, as in UIKit.
    public enum SystemItem: Int, Sendable {
        /// "Done", bold.
        case done = 0
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", bold.
        case save
        /// A plus.
        case add
        /// Space that grows (in toolbars).
        case flexibleSpace
        /// Space of a set width (in toolbars).
        case fixedSpace
        /// Write something new.
        case compose
        /// Reply.
        case reply
        /// Share or act on something.
        case action
        /// Move or file something.
        case organize
        /// Show bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Load again.
        case refresh
        /// Stop loading.
        case stop
        /// Take a picture.
        case camera
        /// Delete.
        case trash
        /// Play media.
        case play
        /// Pause media.
        case pause
        /// Skip back.
        case rewind
        /// Skip ahead.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// A page curl (deprecated in UIKit).
        case pageCurl
        /// Close.
        case close

        /// What the item shows — the SF Symbol UIKit shows, or its title where UIKit shows words — and whether it is
        /// bold. `fallback` is shown when the symbol cannot be drawn (the symbols' font is not installed).
        var face: (title: String?, symbol: String?, fallback: String, style: Style) {
            switch self {
            case .done: ("Done", nil, "", .done)
            case .cancel: ("Cancel", nil, "", .plain)
            case .edit: ("Edit", nil, "", .plain)
            case .save: ("Save", nil, "", .done)
            case .undo: ("Undo", nil, "", .plain)
            case .redo: ("Redo", nil, "", .plain)
            case .add: (nil, "plus", "+", .plain)
            case .close, .stop: (nil, "xmark", "✕", .plain)
            case .refresh: (nil, "arrow.clockwise", "↻", .plain)
            case .play: (nil, "play.fill", "▶", .plain)
            case .pause: (nil, "pause.fill", "❚❚", .plain)
            case .rewind: (nil, "backward.fill", "◀◀", .plain)
            case .fastForward: (nil, "forward.fill", "▶▶", .plain)
            case .reply: (nil, "arrowshape.turn.up.left", "↩", .plain)
            case .compose: (nil, "square.and.pencil", "✎", .plain)
            case .action: (nil, "square.and.arrow.up", "↑", .plain)
            case .search: (nil, "magnifyingglass", "Search", .plain)
            case .trash: (nil, "trash", "Delete", .plain)
            case .camera: (nil, "camera", "Camera", .plain)
            case .bookmarks: (nil, "book", "Bookmarks", .plain)
            case .organize: (nil, "folder", "Organize", .plain)
            case .flexibleSpace, .fixedSpace, .pageCurl: (nil, nil, "", .plain)
            }
        }
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
    open var primaryAction: UIAction? { didSet { changeHandler?() } }
    /// The menu the item shows: on a tap when it has no action, else on a long press, as in UIKit.
    open var menu: UIMenu? { didSet { changeHandler?() } }
    /// The width of a fixed space; of a custom view, its frame's width is used.
    open var width: CGFloat = 0 { didSet { changeHandler?() } }
    /// A view shown in place of a button (a switch, a label), at its frame's size.
    open var customView: UIView? { didSet { changeHandler?() } }
    /// Lets the bar redraw when the item changes.
    var changeHandler: (@MainActor () -> Void)?
    /// The bar's button showing the item now (a popover's arrow points at it).
    weak var shownIn: UIView?
    /// Set for the two space items, which a toolbar lays out instead of showing.
    private(set) var space: Space?

    /// The two kinds of space a toolbar lays out between its buttons.
    enum Space {
        /// `width` points.
        case fixed
        /// An equal share of the room the toolbar's other items leave.
        case flexible
    }

    /// An item with no title, image or action.
    public init() {}

    /// An item showing `title` or `image`, running `primaryAction` when tapped and offering `menu` (iOS 14's
    /// initialiser: an item with a menu and no action shows the menu on a tap).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

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

    /// A standard item (see `SystemItem` for how it looks), running `primaryAction` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        let face = systemItem.face
        let symbol = face.symbol.flatMap { UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(weight: .medium)) }
        self.init(title: face.title ?? (symbol == nil && !face.fallback.isEmpty ? face.fallback : nil), style: face.style, primaryAction: primaryAction)
        image = symbol
        space = systemItem == .flexibleSpace ? .flexible : systemItem == .fixedSpace ? .fixed : nil
    }

    /// A standard item with an action or a menu (iOS 14's form).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that takes an equal share of a toolbar's spare room.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// UIKit's target-action form of a standard item, the action a method reference (`Controller.add`).
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem)
        primaryAction = targetAction(target, action)
    }

    /// UIKit's target-action form with the action as a method reference (`Controller.save`); the target is held weakly.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        primaryAction = targetAction(target, action)
    }

    /// UIKit's target-action: a tap sends `action` to `target` (the responder chain when nil) with this item.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// An image item sending `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style)
        setTarget(target, action: action)
    }

    /// A standard item sending `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    /// The object a tap sends `action` to (held weakly; nil: the responder chain), as UIKit's `target`.
    public var target: AnyObject? {
        get { selectorTarget.object }
        set { setTarget(newValue, action: action) }
    }

    /// The selector a tap sends, as UIKit's `action`.
    public var action: Selector? {
        get { selectorTarget.selector }
        set { setTarget(target, action: newValue) }
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        selectorTarget = SelectorTarget(object: object, selector: action)
        guard let action else { return }
        let usesResponderChain = object == nil
        primaryAction = UIAction { [weak object, unowned self] _ in
            guard usesResponderChain || object != nil else { return }
            UIApplication.shared.sendAction(action, to: object, from: self, for: nil)
        }
    }

    /// An action calling `action` on `target` (held weakly) with this item.
    private func targetAction<Target: AnyObject>(
        _ target: Target, _ action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) -> UIAction {
        UIAction { [weak target, unowned self] _ in
            guard let target else { return }
            action(target)(self)
        }
    }

    private struct SelectorTarget {
        weak var object: AnyObject?
        var selector: Selector?
    }

    private var selectorTarget = SelectorTarget()

    /// Runs the item's action, as a tap does.
    public func sendAction() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        primaryAction.sender = nil
    }
}
