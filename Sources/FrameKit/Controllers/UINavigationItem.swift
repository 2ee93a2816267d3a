import Foundation

/// What a navigation bar shows for one controller: its title and bar button items.
@MainActor
open class UINavigationItem {
    /// The title; the controller's `title` sets it too.
    open var title: String? { didSet { changeHandler?() } }
    /// A view shown in the middle of the bar instead of the title (a logo, a segmented control), at its frame's size
    /// (its fitting size when it uses constraints), cut to the room between the sides' buttons.
    open var titleView: UIView? { didSet { if titleView !== oldValue { changeHandler?() } } }
    /// A search controller whose bar the navigation controller shows under its bar while this item is on top.
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { changeHandler?() } } }
    /// Whether the search bar hides as the content scrolls (kept: FrameKit always shows it).
    open var hidesSearchBarWhenScrolling = true
    /// The bar's look while this item is on top, instead of the bar's own `standardAppearance`.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changeHandler?() } }
    /// The look at the content's top edge while this item is on top (kept, as the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact look while this item is on top (kept, as the bar's).
    open var compactAppearance: UINavigationBarAppearance?
    /// The items on the bar's leading side, in place of the back button, the first at the edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changeHandler?() } }
    /// The items on the bar's trailing side, the first at the edge (UIKit's order).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changeHandler?() } }
    /// The item at the bar's leading edge (the first of `leftBarButtonItems`; setting it makes it the only one).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item at the bar's trailing edge (the first of `rightBarButtonItems`; setting it makes it the only one).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button shown on the *next* controller's bar; default: a button titled with this item's title.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changeHandler?() } }
    /// The back button's title when `backBarButtonItem` is nil; nil means this item's title (or "Back").
    open var backButtonTitle: String? { didSet { changeHandler?() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { changeHandler?() } }

    /// When the title shows large in a bar that `prefersLargeTitles` (UIKit's values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (the bar's preference for the bottom item).
        case automatic
        /// Large.
        case always
        /// In the bar, small.
        case never
        /// In the bar, small (iOS 17's inline mode).
        case inline
    }

    /// When this item's title shows large.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changeHandler?() } }
    var changeHandler: (@MainActor () -> Void)?
    /// Whether the change being made fades in on the bar (the `set…(_:animated:)` methods).
    private(set) var changeIsAnimated = false

    /// Puts `item` alone on the leading side, cross-fading it in when `animated`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Puts `item` alone on the trailing side, cross-fading it in when `animated`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Replaces the leading side's items, cross-fading when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        change(animated: animated) { leftBarButtonItems = items }
    }

    /// Replaces the trailing side's items, cross-fading when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        change(animated: animated) { rightBarButtonItems = items }
    }

    /// Hides or shows the back button, cross-fading when `animated`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        change(animated: animated) { self.hidesBackButton = hidesBackButton }
    }

    private func change(animated: Bool, _ body: () -> Void) {
        changeIsAnimated = animated
        body()
        changeIsAnimated = false
    }

    /// An item titled `title`.
    public init(title: String?) { self.title = title }

    /// UIKit's rule: assigning the controller's `title` sets its navigation item's.
    func controllerTitleDidChange(to new: String?) {
        title = new
    }

    /// The title the back button pointing to this item shows.
    var backTitle: String { backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back" }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller, made on first use with the controller's title.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title)
        navigationItemStorage = item
        return item
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` (at once: FrameKit does not animate the change).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        navigationController?.topControllerToolbarItemsDidChange(of: self)
    }
}
